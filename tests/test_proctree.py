"""`tests/proctree.py` reads processes from /proc: the server benchmarks and the tests of the
server's worker processes count a server's workers with its `descendants`, and the private
speech-dispatcher daemon of the output tests ends its speech module's commands with it."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

from tests.proctree import descendants


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the processes from /proc")
def test_descendants_are_the_children_and_their_children() -> None:
    # A shell that starts a sleep and waits for it: the shell is a child, the sleep a grandchild.
    shell = subprocess.Popen(["sh", "-c", "sleep 30 & wait"])
    try:
        # Other tests' processes may be children of this one too: wait for the shell's own child.
        started = time.monotonic()
        while not (grandchildren := descendants(shell.pid)) and time.monotonic() - started < 10:
            time.sleep(0.02)
        found = descendants(os.getpid())
        assert shell.pid in found
        assert len(grandchildren) == 1 and grandchildren <= found
        assert os.getpid() not in found
    finally:
        for pid in descendants(shell.pid):
            os.kill(pid, 9)
        shell.kill()
        shell.wait(10)
