"""`benchmarks/bench_server.py` reads processes from /proc: the server benchmarks and the tests of
the server's worker processes count a server's workers with its `descendants`."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmarks.scripts import benchmark_module


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    with benchmark_module("bench_server") as module:
        yield module


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the processes from /proc")
def test_descendants_are_the_children_and_their_children(bench: ModuleType) -> None:
    # A shell that starts a sleep and waits for it: the shell is a child, the sleep a grandchild.
    shell = subprocess.Popen(["sh", "-c", "sleep 30 & wait"])
    try:
        started = time.monotonic()
        while len(found := bench.descendants(os.getpid())) < 2 and time.monotonic() - started < 10:
            time.sleep(0.02)
        grandchildren = bench.descendants(shell.pid)
        assert shell.pid in found
        assert len(grandchildren) == 1 and grandchildren <= found
        assert os.getpid() not in found
    finally:
        for pid in bench.descendants(shell.pid):
            os.kill(pid, 9)
        shell.kill()
        shell.wait(10)
