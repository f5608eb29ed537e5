"""`benchmarks/bench_speechd.py` measures both routes on a real daemon, each message arriving."""

from __future__ import annotations

import sys

import pytest

from tests.benchmarks.scripts import benchmark_module
from tests.prism_needed import require_prism


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher is Linux's")
def test_both_routes_are_measured_on_a_real_daemon(monkeypatch: pytest.MonkeyPatch) -> None:
    require_prism()
    with benchmark_module("bench_speechd") as bench:
        why = bench.missing()
        if why:
            pytest.skip(why)
        with bench.running_daemon(seconds=2.0) as daemon:
            monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
            prism = bench.measure("prism", bench.PrismBackend(bench.SPEECH_DISPATCHER, "en"), daemon, 2)
            spd = bench.measure("spd-say", bench.SpeechDispatcherBackend("en", probe=False), daemon, 2)
            arrived = [text for _stamp, text in daemon.arrivals()]
    assert (prism["route"], spd["route"]) == ("speech-dispatcher (Prism)", "speech-dispatcher (spd-say)")
    assert all(result["to_daemon_ms"]["p50"] > 0 and result["stop_ms"]["p50"] > 0 for result in (prism, spd))
    assert arrived[:2] == ["prism first 0", "prism second 0"] and "spd-say second 1" in arrived
