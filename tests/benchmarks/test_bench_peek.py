"""The diagnostic players of `benchmarks/bench_peek.py` are sound: legal moves only, the solver's
best value, values the real game then scores, one true world deciding as many would, and a real
edge over `basic` on seeded deals."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from ristikontra.ai import Player, distinct_actions, make_player
from ristikontra.ai.strong import DEFAULT_BUDGET
from ristikontra.engine import Action, DealScored, Event, GameState, PlayCard, SeatView, default_players, find_preset
from ristikontra.simulate import MatchConfig, mean_ci95, play_unit
from tests.benchmarks.scripts import benchmark_module

RULES = find_preset("sticks")


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_peek") as module:
        yield module


class Watched:
    """A player whose every decision is handed to `check` (the view, the state, the action)."""

    def __init__(self, inner: Player, state: GameState,
                 check: Callable[[Player, SeatView, GameState, Action], None]) -> None:
        self.inner, self.state, self.check = inner, state, check

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        action = self.inner.choose(view, rng)
        assert action in view.legal
        self.check(self.inner, view, self.state, action)
        return action


def test_exact_peeker_plays_the_solvers_best_and_the_game_scores_it(bench: ModuleType) -> None:
    # Four peeking players from trick 8 on play perfectly for card points (no dirty rule here), so
    # the value each picks is what its team really ends the deal with: the solver's values are the
    # game's, and the pick is their maximum.
    assert not RULES.dirty
    picked: list[tuple[int, int, int]] = []
    scored: list[DealScored] = []

    def check(player: Player, view: SeatView, state: GameState, action: Action) -> None:
        if view.trick_no < 8 or len(distinct_actions(view)) == 1:
            return
        values = player.values()
        assert isinstance(action, PlayCard)
        assert set(values) == {a.card.index >> 2 for a in view.legal if isinstance(a, PlayCard)}
        assert values[action.card.index >> 2] == max(values.values())
        picked.append((state.deal_no, view.seat & 1, values[action.card.index >> 2]))

    def seat(level: str, state: GameState) -> Player:
        return Watched(bench.make_level(level, state), state, check)

    def sink(events: list[Event], state: GameState) -> None:
        scored.extend(e for e in events if isinstance(e, DealScored))

    config = MatchConfig(RULES, ("peek8",) * 4, seed=4242)
    play_unit(config, 0, max_deals=3, sink=sink, players=seat)
    assert len(scored) == 3 and len(picked) > 3 * 15
    points = {deal.deal: deal.points for deal in scored}
    for deal_no, team, value in picked:
        assert points[deal_no][team] == value


def test_the_benchmark_plays_bench_strengths_deals(bench: ModuleType) -> None:
    # The factory that hands players the state plays the very games `bench_strength` plays.
    config = MatchConfig(RULES, ("basic", "random", "basic", "random"), seed=4242, duplicate=True)
    assert play_unit(config, 3, players=bench.make_level).diffs == play_unit(config, 3).diffs


@pytest.mark.parametrize("level", ["peek10", "peekstrong"])
def test_peeking_beats_basic_on_seeded_pairs(bench: ModuleType, level: str) -> None:
    config = MatchConfig(RULES, (level, "basic", level, "basic"), seed=4242, duplicate=True)
    result = play_unit(config, 0, players=bench.make_level)
    result.merge(play_unit(config, 1, players=bench.make_level))
    mean, ci = mean_ci95(result.diffs)
    assert len(result.diffs) >= 10
    assert mean - ci > 0, (mean, ci)


def test_true_world_is_the_deal_as_it_lies(bench: ModuleType) -> None:
    # Basic players to the hand phase; there every seat's true world holds exactly the cards that
    # seat has not seen, in the hands and hand sizes the view gives.
    seen = 0

    def check(player: Player, view: SeatView, state: GameState, action: Action) -> None:
        nonlocal seen
        if state.stock:
            with pytest.raises(ValueError):
                bench.TrueWorld(view, state)
            return
        know = bench.TrueWorld(view, state)
        world, log_weight = know.world(random.Random(0))
        assert log_weight == 0.0 and world.stock == []
        assert sorted(world.hands[view.seat]) == sorted(c.index >> 2 for c in view.hand)
        for other in know.others:
            assert world.hands[other] == [c.index >> 2 for c in state.hands[other]]
        assert [len(h) for h in world.hands] == list(view.hand_sizes)
        assert sorted(r for s in know.others for r in world.hands[s]) == sorted(know.pool)
        seen += 1

    def seat(level: str, state: GameState) -> Player:
        return Watched(make_player(level), state, check)

    play_unit(MatchConfig(RULES, ("basic",) * 4, seed=7), 0, max_deals=1, players=seat)
    assert seen >= 20


def test_peeking_strong_decides_on_one_world_as_on_many(bench: ModuleType) -> None:
    # Every world of the peeking search is the true one and playouts draw no chance, so the
    # benchmark's one world must choose exactly what today's many-world budget would.
    compared = 0

    def check(player: Player, view: SeatView, state: GameState, action: Action) -> None:
        nonlocal compared
        if view.trick_no < 8 or len(distinct_actions(view)) == 1:
            return
        many = bench.PeekingStrong(state, samples=DEFAULT_BUDGET.samples)
        assert many.choose(view, random.Random(compared)) == action
        assert many.last_samples > 1 and player.last_samples == 1
        assert many.last_result is not None and player.last_result is not None
        assert many.last_result.values == pytest.approx(player.last_result.values)
        compared += 1

    def seat(level: str, state: GameState) -> Player:
        player = bench.make_level(level, state)
        return Watched(player, state, check) if level == "peekstrong" else player

    config = MatchConfig(RULES, ("peekstrong", "basic", "peekstrong", "basic"), seed=4242)
    play_unit(config, 0, max_deals=2, players=seat)
    assert compared >= 10


@pytest.mark.parametrize("level", ["peek7", "peek14", "peeky", "nobody"])
def test_unknown_levels_are_refused(bench: ModuleType, level: str) -> None:
    state = GameState(RULES, default_players(human_seat=None), seed=0)
    with pytest.raises(ValueError):
        bench.make_level(level, state)
