"""The fast simulator agrees with the engine, move by move, on random deals of every rule set.

The count of deals per rule set is modest by default; set RISTIKONTRA_FASTSIM_DEALS (e.g. 10000)
for the full check.
"""

from __future__ import annotations

import os
import random

import pytest

from ristikontra.ai.fastsim import BLIND, FastDeal, FastRules, play_random_game, score_deal
from ristikontra.ai.random_player import RandomPlayer
from ristikontra.engine import DealScored, DealStarted, GameState, PlayBlind, PlayCard, default_players
from tests.ai.helpers import VARIANTS

DEALS = int(os.environ.get("RISTIKONTRA_FASTSIM_DEALS", "150"))


def _fast_from_start(event: DealStarted, rules: FastRules) -> FastDeal:
    hands = [[c.index >> 2 for c in h] for h in event.hands]
    stock = [c.index >> 2 for c in reversed(event.stock)]
    return FastDeal(rules, hands, stock, event.leader)


def _compare(state: GameState, fast: FastDeal) -> None:
    assert [[c.index >> 2 for c in h] for h in state.hands] == fast.hands
    assert [c.index >> 2 for c in state.stock] == fast.stock
    assert state.to_move == fast.to_move and state.trick_no == fast.trick_no
    assert state.points == fast.points and state.tricks == fast.tricks and state.dirty == fast.dirty
    assert state.kings_played == fast.kings


@pytest.mark.parametrize("rules_name", sorted(VARIANTS))
def test_fast_deal_agrees_with_the_engine_move_by_move(rules_name: str) -> None:
    rules = VARIANTS[rules_name]
    fast_rules = FastRules.of(rules)
    rng = random.Random(rules_name)
    state = GameState(rules, default_players(human_seat=None), seed=len(rules_name))
    deals = 0
    while deals < DEALS:
        if state.phase == "game_over":
            state = GameState(rules, default_players(human_seat=None), seed=rng.randrange(2**31))
        start = next(e for e in state.start_deal() if isinstance(e, DealStarted))
        fast = _fast_from_start(start, fast_rules)
        totals, carry = tuple(state.totals), state.carry
        scored: list[DealScored] = []
        while state.phase == "playing":
            _compare(state, fast)
            hand = state.hands[state.to_move]
            legal = state.legal_actions()
            assert [BLIND if isinstance(a, PlayBlind) else hand.index(a.card) for a in legal] == fast.legal()
            action = rng.choice(legal)
            fast.play(BLIND if isinstance(action, PlayBlind) else hand.index(action.card))
            scored.extend(e for e in state.apply(action) if isinstance(e, DealScored))
        assert fast.over and fast.points == state.points and fast.dirty == state.dirty
        (event,) = scored
        outcome = score_deal(rules, totals, carry, fast.points, fast.dirty)
        assert (outcome.winner, outcome.award, outcome.reason, outcome.totals, outcome.carry) == (
            event.deal_winner, event.award, event.reason, event.totals, event.carry)
        assert (outcome.game_winner is not None) == (state.phase == "game_over")
        deals += 1


@pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2"])
def test_random_games_on_ranks_are_the_engines_games(rules_name: str) -> None:
    # `ristikontra simulate` plays all-random games on the fast simulator: same seed, same game.
    rules = VARIANTS[rules_name]
    for game in range(max(3, DEALS // 50)):
        seed = 1000 + game
        state = GameState(rules, default_players(human_seat=None), seed=seed)
        rngs = [random.Random(f"{game}:{s}") for s in range(4)]
        player = RandomPlayer()
        expected: list[DealScored] = []
        while state.phase != "game_over":
            state.start_deal()
            while state.phase == "playing":
                action = player.choose(state.view(state.to_move), rngs[state.to_move])
                expected.extend(e for e in state.apply(action) if isinstance(e, DealScored))
        got = play_random_game(rules, seed, [random.Random(f"{game}:{s}") for s in range(4)])
        assert [(r.points, r.tricks, r.dirty, r.outcome.winner, r.outcome.totals) for r in got] == [
            (e.points, e.tricks, e.dirty, e.deal_winner, e.totals) for e in expected]


def test_play_card_positions_follow_the_engine_hand_order() -> None:
    state = GameState(VARIANTS["sticks"], default_players(human_seat=None), seed=3)
    start = next(e for e in state.start_deal() if isinstance(e, DealStarted))
    fast = _fast_from_start(start, FastRules.of(state.rules))
    action = state.legal_actions()[2]
    assert isinstance(action, PlayCard)
    fast.play(2)
    state.apply(action)
    _compare(state, fast)


def test_simulate_gives_the_same_games_with_and_without_the_fast_path() -> None:
    # With a sink (a log or narration) simulate plays on the engine; without one, all-random
    # games run on the fast simulator. Both must be the same games.
    from ristikontra.simulate import MatchConfig, play_unit

    config = MatchConfig(VARIANTS["dirty"], ("random", "random", "random", "random"), seed=77, duplicate=True)
    seen: list[object] = []
    for game in range(3):
        fast = play_unit(config, game)
        slow = play_unit(config, game, sink=lambda events, state: seen.extend(events))
        assert (fast.diffs, fast.wins, fast.ties, fast.deals) == (slow.diffs, slow.wins, slow.ties, slow.deals)
        # Both copies of a duplicate game draw from the same per-play generators: with random
        # players on every seat they are one game, so every pair differs by nothing.
        assert fast.diffs and set(fast.diffs) == {0.0}
    assert seen
