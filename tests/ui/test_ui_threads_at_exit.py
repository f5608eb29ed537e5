"""Issue 28 item 5 in a real pseudo-terminal: every way out of the game joins every thread it
started. The computers (expert, on a seeded game: their work budget, no clock) play until the
stock is empty; then, on the player's turn, Shift+H sets the coach searching (and its "still
thinking" timer running) and the game is quit at once: with Control+Q, Control+C and SIGTERM
alike, no thread of ours is left running as the command returns. The game lists them under a
test switch (RISTIKONTRA_TEST_THREADS_LEFT) then: after that moment nothing joins a thread any
more (a daemon one is cut off at exit, a search on another holds the exit for as long as it
takes)."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from ui_harness import TURN_SAID, spawn_game  # noqa: E402

from ristikontra.table.threadowner import REPORT_ENV  # noqa: E402

WAYS_OUT: dict[str, str | signal.Signals] = {"ctrl-q": "\x11", "ctrl-c": "\x03", "sigterm": signal.SIGTERM}
RIGHT = "\x1b[C"


@pytest.mark.parametrize("way", sorted(WAYS_OUT))
def test_no_thread_is_left_running_on_any_way_out(tmp_path: Path, way: str) -> None:
    report = tmp_path / "threads-left.txt"
    child, raw = spawn_game(pexpect, tmp_path, "en", 3, ("--level", "expert"), env={REPORT_ENV: str(report)})
    try:
        empty = False
        while True:
            got = child.expect([TURN_SAID["en"], r"The stock is empty", pexpect.TIMEOUT], timeout=5)
            if got == 1:
                empty = True
            elif got == 2:
                child.send(RIGHT + "\r")  # the focused card was refused: the next one
            elif empty:
                break  # the player's turn once the stock is empty: the searches are full size
            else:
                child.send("\r")
        child.send("H")
        out = WAYS_OUT[way]
        if isinstance(out, str):
            child.send(out)
        else:
            child.kill(out)
        child.expect(pexpect.EOF, timeout=30)
    finally:
        child.close()
    written = raw.getvalue()
    assert child.exitstatus == 0, written
    assert "Game saved. Goodbye." in written
    assert report.exists(), "the game did not report its threads"
    assert report.read_text(encoding="utf-8").split() == []
