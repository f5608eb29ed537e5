"""End to end in a real pseudo-terminal: start `ristikontra`, play a deal by keys, quit with
Ctrl+Q, start again with --resume and go on. The raw output must never switch to the alternate
screen or draw boxes, and the screen (as pyte renders it) must read as a plain transcript."""

from __future__ import annotations

import io
import re
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

from ui_harness import env_for  # noqa: E402

from ristikontra.ui.seat.keyboard import RESULT_GUARD  # noqa: E402

BOX_DRAWING = re.compile("[\u2500-\u257f]")
ARGS = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "1", "--lang", "en"]
TURN = r"Your turn\."
NEXT_DEAL = r"Enter deals the next hand; v reviews your decisions\."


class Terminal:
    """One run of the game in a pseudo-terminal, with everything it wrote kept."""

    def __init__(self, tmp: Path, *extra: str) -> None:
        self.raw = io.StringIO()
        self.child = pexpect.spawn(sys.executable, [*ARGS, *extra], env=env_for(tmp), encoding="utf-8",
                                   dimensions=(40, 100), timeout=15)
        self.child.logfile_read = self.raw

    def expect(self, *patterns: str, timeout: float = 15) -> int:
        return int(self.child.expect(list(patterns), timeout=timeout))

    def play_cards(self, count: int) -> None:
        """Wait for the turn and press Enter, `count` times; if a play is refused (a barred
        lead), move right and try the next card."""
        self.expect(TURN)
        for done in range(1, count + 1):
            self.child.send("\r")
            if done == count:
                return
            while self.expect(TURN, pexpect.TIMEOUT, timeout=5) == 1:
                self.child.send("\x1b[C\r")

    def quit(self) -> int:
        self.child.send("\x11")
        self.child.expect(pexpect.EOF, timeout=15)
        self.child.close()
        return int(self.child.exitstatus or 0)

    def screen_lines(self) -> list[str]:
        screen = pyte.Screen(100, 40)
        stream = pyte.Stream(screen)
        stream.feed(self.raw.getvalue())
        return [line.rstrip() for line in screen.display if line.strip()]


def test_play_quit_and_resume_in_a_terminal(tmp_path: Path) -> None:
    first = Terminal(tmp_path)
    first.expect(r"Deal 1\.")
    first.play_cards(13)
    first.expect(NEXT_DEAL)
    time.sleep(RESULT_GUARD + 0.1)  # Enter sooner is ignored, so that the deal's result is heard whole
    first.child.send("\r")
    first.expect(r"Deal 2\.")
    first.play_cards(2)
    first.expect(TURN)
    first.child.send("s")
    first.expect(r"[Dd]eal 2")
    assert first.quit() == 0
    raw = first.raw.getvalue()
    assert "\x1b[?1049h" not in raw, "no alternate screen"
    assert not BOX_DRAWING.search(raw), "no box-drawing characters"
    lines = first.screen_lines()
    assert lines[-1] == "Game saved. Goodbye."
    assert (tmp_path / "data" / "save.json").exists()

    second = Terminal(tmp_path, "--resume")
    second.expect(r"Game resumed: deal 2, trick 3\.")
    second.play_cards(2)
    second.expect(TURN)
    assert second.quit() == 0
    raw = second.raw.getvalue()
    assert "\x1b[?1049h" not in raw
    assert not BOX_DRAWING.search(raw)
    assert "Game saved. Goodbye." in second.screen_lines()[-1]


def test_unknown_language_is_explained(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--lang", "xx")
    # The last --lang wins in argparse; "xx" is unknown, so the system language (English here) is used.
    term.expect("The language “xx” is not available")
    term.expect(r"Languages: Deutsch \(de\), English \(en\)")
    term.expect(TURN)
    assert term.quit() == 0


def test_terminal_closing_saves_the_game(tmp_path: Path) -> None:
    import signal

    term = Terminal(tmp_path)
    term.play_cards(1)
    term.expect(TURN)
    term.child.kill(signal.SIGTERM)
    term.child.expect(pexpect.EOF, timeout=15)
    term.child.close()
    assert term.child.exitstatus == 0
    assert (tmp_path / "data" / "save.json").exists()


def test_closing_the_terminal_saves_without_a_traceback(tmp_path: Path) -> None:
    """A closed terminal window (SIGHUP, input at its end, output gone) saves the game and
    writes nothing to stderr."""
    stderr = tmp_path / "stderr.txt"
    redirect = (f"import os, sys; os.dup2(os.open({str(stderr)!r}, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2); "
                "from ristikontra.cli import main; sys.exit(main())")
    child = pexpect.spawn(sys.executable, ["-c", redirect, *ARGS[2:]], env=env_for(tmp_path), encoding="utf-8",
                          dimensions=(40, 100), timeout=15)
    child.expect(TURN)
    child.close(force=False)  # closes the terminal: the game gets SIGHUP and a dead terminal
    for _ in range(100):
        if not child.isalive():
            break
        time.sleep(0.05)
    assert stderr.read_text(encoding="utf-8") == ""
    assert (tmp_path / "data" / "save.json").exists()
