"""The strength benchmark's command line: match-ups of levels and of search variants."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ristikontra.ai.strong import StrongPlayer

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import bench_strength

        yield bench_strength
    finally:
        sys.path.remove(str(BENCHMARKS))


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
