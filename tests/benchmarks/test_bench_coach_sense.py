"""`benchmarks/bench_coach_sense.py` in small: its positions are what it says, and on them the
coach gives nothing away on a lost trick and its review never blames a followed hint."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest

from ristikontra.ai.losttrick import trick_is_lost
from tests.benchmarks.scripts import benchmark_module


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_coach_sense") as module:
        yield module


def test_the_positions_are_seat_0s_real_choices(bench: ModuleType) -> None:
    views = bench.seat0_positions(32, 0, 2)
    assert views and all(view.seat == 0 and view.my_turn for view in views)
    lost = [view for view in views if bench.about_a_lost_trick(view)]
    assert all(trick_is_lost(view) for view in lost)


def test_no_giveaway_and_no_blamed_hint_on_a_few_positions(bench: ModuleType) -> None:
    views = [view for view in bench.seat0_positions(32, 0, 6) if bench.about_a_lost_trick(view)][:8]
    assert len(views) >= 4
    tally = bench.measure(views, work_budget=1500)
    assert tally.positions == tally.lost == len(views)
    assert tally.giveaways == 0 and tally.blamed == 0
    assert sum(tally.reasons.values()) == len(views)


def test_the_command_line_prints_the_figures(bench: ModuleType) -> None:
    lines = bench.main(["--positions", "3", "--lost", "3", "--work-budget", "1000"])
    assert any("giveaways" in line for line in lines) and any("p95" in line for line in lines)
