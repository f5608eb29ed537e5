"""The server benchmarks' scripted players: `benchmarks/bench_server.py` and `bench_server_ai.py`
play with one seat loop (`play_seat`), here at a real table server on loopback."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from tests.benchmarks.scripts import benchmark_module
from tests.net.netharness import ServerThread


def test_both_server_benchmarks_play_with_one_seat_loop(tmp_path: Path) -> None:
    with benchmark_module("bench_server") as people, benchmark_module("bench_server_ai") as computers:
        assert computers.play_seat is people.play_seat
        latencies: list[float] = []
        counts = [0]
        # The benchmark's own server limits (`--rate 200`): the people end once a frame comes after
        # their time, which the default rate limit would hold up for seconds.
        with ServerThread(tmp_path, rate=200.0) as server:
            now = time.monotonic()
            # Four people at one table, answering at once, for half a second, all of it measured.
            asyncio.run(people.table(server.url, (0.0, 0.0), now + 0.5, now, 7, latencies, counts))
    assert counts[0] > 4
    # Each action's events reach all four seats, and each seat times them.
    assert len(latencies) > 3 * counts[0]
