"""The exact endgame solver agrees with a plain minimax over the engine itself."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.endgame import DIRT_SCALE, EndgameSolver, split_score
from ristikontra.ai.fastsim import FastDeal
from ristikontra.ai.knowledge import Knowledge
from ristikontra.engine import GameState, PlayCard, default_players
from tests.ai.helpers import VARIANTS


def _minimax(state: GameState, base: int) -> int:
    """Team 0's points from here (plus the dirt outcome), by brute force on the engine."""
    if state.phase != "playing":
        score = state.points[0] - base
        if state.rules.dirty and state.dirty[0] != state.dirty[1]:
            score += DIRT_SCALE if state.dirty[1] else -DIRT_SCALE
        return score
    values = []
    for action in state.legal_actions():
        child = state.copy()
        child.step(action)
        values.append(_minimax(child, base))
    return max(values) if state.to_move % 2 == 0 else min(values)


def _position(rules_name: str, seed: int, trick: int, extra: int) -> GameState:
    state = GameState(VARIANTS[rules_name], default_players(human_seat=None), seed=seed)
    state.start_deal()
    rng = random.Random(seed)
    while state.trick_no < trick:
        state.apply(choose_basic(state.view(state.to_move)) if rng.random() < 0.7
                    else rng.choice(state.legal_actions()))
    for _ in range(extra):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2", "lead-limit-0"])
@pytest.mark.parametrize("seed", range(4))
def test_solver_matches_brute_force(rules_name: str, seed: int) -> None:
    # From trick 11 the brute force is big enough to be slow; start it a few cards in.
    trick, extra = [(12, 0), (11, 2), (12, 1), (11, 3)][seed]
    state = _position(rules_name, seed, trick=trick, extra=extra)
    solver = EndgameSolver.for_state(state)
    scores = solver.solve_moves(state)
    for action in state.legal_actions():
        assert isinstance(action, PlayCard)
        child = state.copy()
        child.step(action)
        assert scores[action.card.index >> 2] == _minimax(child, state.points[0]), action


def test_split_score() -> None:
    assert split_score(37) == (37, 0)
    assert split_score(DIRT_SCALE + 5) == (5, 1)
    assert split_score(-DIRT_SCALE + 120) == (120, -1)
    assert split_score(-DIRT_SCALE) == (0, -1)


def test_solver_refuses_a_stock() -> None:
    state = _position("sticks", 1, trick=3, extra=0)
    with pytest.raises(ValueError):
        EndgameSolver.for_state(state).solve_moves(state)


def decision_worlds(rules_name: str, seed: int, trick: int, extra: int,
                    count: int) -> Iterator[tuple[FastDeal, list[int]]]:
    """`count` worlds the player to move deals from its own view of a position, with the ranks
    it may play: what the strong player hands the solver for one decision."""
    state = _position(rules_name, seed, trick=trick, extra=extra)
    view = state.view(state.to_move)
    ranks = sorted({a.card.index >> 2 for a in view.legal if isinstance(a, PlayCard)})
    know = Knowledge(view, None)
    rng = random.Random(seed)
    for _ in range(count):
        yield know.world(rng)[0], ranks


@pytest.mark.parametrize("rules_name", ["sticks", "dirty", "lead-limit-2"])
def test_one_solver_for_many_worlds_solves_each_as_a_fresh_one(rules_name: str) -> None:
    """The transposition table is kept from world to world of a decision: every score must be
    what a solver that never saw another world finds."""
    shared = EndgameSolver.for_rules(VARIANTS[rules_name])
    for seed in range(3):
        for world, ranks in decision_worlds(rules_name, seed, 11, seed, 15):
            assert shared.solve_deal(world.copy(), ranks) == EndgameSolver.for_rules(VARIANTS[rules_name]).solve_deal(
                world, ranks)
    assert shared.stored


@pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2", "lead-limit-0"])
@pytest.mark.parametrize("seed", range(4))
def test_a_playouts_tail_is_valued_as_brute_force_values_it(rules_name: str, seed: int) -> None:
    """The search's playouts may end at a trick's start and let the solver value the rest: that
    value is team 0's best from there, as the brute force on the engine finds it."""
    from ristikontra.ai.playout import play_out

    state = _position(rules_name, seed, trick=[12, 11, 12, 11][seed], extra=0)
    view = state.view(state.to_move)
    know = Knowledge(view, None)
    world, _ = know.world(random.Random(seed))
    # The world the seat would deal, given the true hands: the engine's very position.
    world.hands = [[c.index >> 2 for c in hand] for hand in state.hands]
    solver = EndgameSolver.for_rules(VARIANTS[rules_name])
    assert solver.value(world.copy()) == _minimax(state.copy(), state.points[0])
    # A playout stopped at the next trick's start leaves just such a position.
    stopped = world.copy()
    play_out(stopped, know.played[:], stop_trick=stopped.trick_no + 1)
    assert stopped.trick_no == world.trick_no + 1 and not stopped.trick_ranks
    assert sum(len(h) for h in stopped.hands) == sum(len(h) for h in world.hands) - 4
    # Only a trick's start of the hand phase has such a value.
    early = _position(rules_name, seed, trick=3, extra=0)
    midway = _position(rules_name, seed, trick=11, extra=1)
    for position in (early, midway):
        with pytest.raises(ValueError):
            solver.value(Knowledge(position.view(position.to_move), None).world(random.Random(seed))[0])

