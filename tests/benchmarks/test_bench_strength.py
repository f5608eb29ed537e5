"""The strength benchmark's command line: match-ups of levels and of search variants."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest

from ristikontra.ai.strong import StrongPlayer
from tests.benchmarks.scripts import benchmark_module


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_strength") as module:
        yield module


def parse(bench: ModuleType, *words: str) -> list[tuple[str, str]]:
    args = bench.parser(None, ["basic:random"]).parse_args(["--matchups", *words])
    result: list[tuple[str, str]] = bench.matchups(args)
    return result


def test_commas_and_spaces_separate_match_ups(bench: ModuleType) -> None:
    assert parse(bench, "basic:random,strong:basic", "expert:strong") == [
        ("basic", "random"), ("strong", "basic"), ("expert", "strong")]


def test_a_variant_keeps_the_commas_between_its_options(bench: ModuleType) -> None:
    pairs = parse(bench, "strong[work_budget=33000,samples=9000]:strong,basic:random")
    assert pairs == [("strong[work_budget=33000,samples=9000]", "strong"), ("basic", "random")]
    player = StrongPlayer.from_spec(pairs[0][0])
    assert (player.work_budget, player.samples) == (33000, 9000)
