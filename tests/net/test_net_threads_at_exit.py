"""Issue 28 item 5 online: `ristikontra online create` in a real pseudo-terminal at a real server
(on loopback, in this process) plays with three computers until the stock is empty; on the
player's turn Shift+H sets the coach searching and Control+Q leaves at once. No thread of the
game is left running as the command returns: not the client's loop, not the coach's. The game
lists them under its test switch (RISTIKONTRA_TEST_THREADS_LEFT), as the local test does
(tests/ui/test_ui_threads_at_exit.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ristikontra.table.threadowner import REPORT_ENV
from tests.net.netharness import ServerThread
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

TURN = r"Your (turn|lead)\."
RIGHT = "\x1b[C"


def test_leaving_a_server_table_with_control_q_leaves_no_thread(tmp_path: Path) -> None:
    report = tmp_path / "threads-left.txt"
    with ServerThread(tmp_path / "server") as server:
        cmd = ["-m", "ristikontra", "online", "create", "--server", server.url, "--name", "Ben", "--lang", "en",
               "--speech", "text", "--no-sound"]
        child = pexpect.spawn(sys.executable, cmd, env={**env_for(tmp_path), REPORT_ENV: str(report)},
                              encoding="utf-8", dimensions=(40, 200), timeout=20)
        try:
            child.expect(r"The code is")
            child.send("\r")  # the creator starts: computers take the empty seats
            empty = False
            while True:
                got = child.expect([TURN, r"The stock is empty", pexpect.TIMEOUT], timeout=5)
                if got == 1:
                    empty = True
                elif got == 2:
                    child.send(RIGHT + "\r")  # the focused card was refused: the next one
                elif empty:
                    break
                else:
                    child.send("\r")
            child.send("H")
            child.send("\x11")
            child.expect(pexpect.EOF, timeout=30)
        finally:
            child.close()
    assert child.exitstatus == 0
    assert report.exists(), "the game did not report its threads"
    assert report.read_text(encoding="utf-8").split() == []
