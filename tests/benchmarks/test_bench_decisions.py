"""The decision diagnosis of `benchmarks/bench_decisions.py` watches without touching: its
player plays the very games today's `strong` plays, and its records hold the exact solver's
values on the true hands."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

from ristikontra.ai import Player, make_player
from ristikontra.engine import GameState, find_preset
from ristikontra.simulate import MatchConfig, play_unit
from tests.benchmarks.scripts import benchmark_module

RULES = find_preset("sticks")


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_decisions") as module:
        yield module


def test_the_diagnosis_plays_strongs_games_and_judges_on_the_true_hands(bench: ModuleType) -> None:
    config = MatchConfig(RULES, ("strong", "basic", "strong", "basic"), 7, duplicate=True)
    records: list[dict[str, Any]] = []
    states: list[GameState] = []

    def players(level: str, state: GameState) -> Player:
        states.append(state)
        if level == "strong":
            return bench.DiagnosingStrong(state, records, 8, 10)  # type: ignore[no-any-return]
        return make_player(level, reproducible=True)

    watched = play_unit(config, 0, max_deals=2, players=players)
    plain = play_unit(config, 0, max_deals=2)
    # The same deals, the same points: the diagnosis changed no move.
    assert watched.diffs == plain.diffs and watched.deals == plain.deals == 4
    assert len(records) >= 12
    for r in records:
        assert 8 <= r["trick"] <= 10 and 0 <= r["position"] <= 3 and r["seat"] in (0, 1, 2, 3)
        assert len(r["options"]) == len(r["true"]) == len(r["peek"]) >= 2
        for key in ("basic", "search_best", "chosen", "peek_best"):
            assert 0 <= r[key] < len(r["options"])
        # The search's best is its highest mean, basic's move where that ties.
        assert r["values"][r["search_best"]] >= max(r["values"]) - 1e-3
        # Every card point of the deal is somewhere: no option is worth more than all of them.
        assert all(0 <= v <= 120 for v in r["true"])
        kind = bench.classify(r)
        assert (kind == "right") == (bench.cost(r) == 0)
        if kind == "kept":
            assert r["chosen"] == r["basic"] != r["search_best"]
    table = bench.summarise(records, 4)
    assert "| all |" in table and "| right |" in table
