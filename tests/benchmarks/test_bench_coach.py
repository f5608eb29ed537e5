"""`benchmarks/bench_coach.py` times the coach the game uses: its positions are seat 0's own
decisions, and its hint player at the coach's budget is the game's coach player."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import ModuleType

import pytest

from ristikontra.ai.coach import COACH_BUDGET, coach_player, hint
from tests.benchmarks.scripts import benchmark_module


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_coach") as module:
        yield module


def test_the_positions_are_seat_0s_decisions_with_the_move_it_made(bench: ModuleType) -> None:
    decisions = bench.deal_decisions(7)
    assert len(decisions) == 13
    assert [view.trick_no for view, _ in decisions] == list(range(1, 14))
    for view, action in decisions:
        assert view.seat == 0
        assert action in view.legal


def test_the_hint_player_at_the_coach_budget_is_the_coach(bench: ModuleType) -> None:
    views = [view for view, _ in bench.deal_decisions(3) if len(view.legal) > 1][:4]
    assert views
    for i, view in enumerate(views):
        timed = hint(view, random.Random(i), bench.hint_player(COACH_BUDGET.work_budget))
        game = hint(view, random.Random(i), coach_player())
        assert timed == game


def test_a_smaller_budget_is_a_smaller_search(bench: ModuleType) -> None:
    small, coach = bench.hint_player(1000), bench.hint_player(COACH_BUDGET.work_budget)
    assert small.work_budget == 1000 < coach.work_budget
    assert small.samples == coach.samples and small.exact_cards == coach.exact_cards
    assert small.time_budget is None
