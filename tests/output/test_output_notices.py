"""A speech failure reaches the player exactly once, whenever it happens around start-up."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from waiting import wait_until

import ristikontra.output
from ristikontra.keep.settings import Settings
from ristikontra.output.base import Backend
from ristikontra.output.manager import OutputManager
from ristikontra.output.text import TextBackend
from ristikontra.ui.terminal.session import TableSession


class FailsWhenReleased(Backend):
    """A screen reader that works until `release` is set, then fails on the next utterance."""

    channel = "screenreader"
    name = "fails-when-released"

    def __init__(self) -> None:
        self.release = threading.Event()

    def speak(self, text: str, interrupt: bool = True) -> None:
        if self.release.is_set():
            raise RuntimeError("gone")


def test_a_failure_between_greeting_and_loop_start_is_said_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RISTIKONTRA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / "data"))
    reader = FailsWhenReleased()
    built: list[OutputManager] = []

    def create_output(speech: str, *, on_notice: Callable[[str], None] | None = None, **_: Any) -> OutputManager:
        out = OutputManager([reader, TextBackend(lambda _t: None)], None, lang="en", on_notice=on_notice,
                            reason="Output goes through the screen reader, as set.", hold_notices=True)
        out.started_with = out.settle(3)
        built.append(out)
        return out

    monkeypatch.setattr(ristikontra.output, "create_output", create_output, raising=False)
    session = TableSession(Settings(lang="en", level="random", ai_delay=0.0, speech="screenreader", sound=False))
    session.start()
    # The application's loop is not running yet (post unset) when the reader fails.
    reader.release.set()
    session.output.speak("Your turn.")
    assert wait_until(lambda: built[0].notices)
    posted: list[Callable[[], None]] = []
    session.post = posted.append
    for run in posted:
        run()
    notice = "The screen reader stopped responding. Output is now text only."
    assert session.transcript.count(notice) == 1
    session.close()
