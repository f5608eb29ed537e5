"""`benchmarks/bench_web.py` with tiny numbers: a real server, a real Chromium, a few first visits
and a few arrow keys, each one timed (the figures themselves belong to docs/SPEED.md)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.benchmarks.scripts import benchmark_module
from tests.web.conftest import CHROMIUM


def test_the_browser_benchmark_times_first_words_and_key_answers() -> None:
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        pytest.skip(f"chromium is not installed here ({CHROMIUM}; Debian: apt-get install chromium)")
    pytest.importorskip("playwright.sync_api", reason="playwright could not import (the test extra has it)")
    with benchmark_module("bench_web") as bench:
        result = bench.run(loads=2, keys=4)
    assert result["loads"] == 2 and result["keys"] == 4
    # Each figure is a time that passed: the first words come after the navigation began, and
    # each answer after its key.
    assert 0 < result["load_to_first_words_ms_p50"] <= result["load_to_first_words_ms_max"]
    keys = [result[f"key_to_live_region_ms_{figure}"] for figure in ("p50", "p99", "max")]
    assert 0 < keys[0] <= keys[1] <= keys[2]
