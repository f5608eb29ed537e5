"""The desktop the screen reader's tests run in: Orca starts in it, and what it says is written
down whole, with its times, and a text cut off shows as such."""

from __future__ import annotations

import subprocess
import time

import pytest

from tests.reader.conftest import require
from tests.reader.desktop import ONCE_VARIABLE, Desktop, skip_reason


def test_the_second_ci_run_skips_without_claiming_a_missing_part(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ONCE_VARIABLE, "done")
    why = skip_reason("sakura", "chromium")
    assert "ran once" in why and "not installed" not in why
    monkeypatch.delenv(ONCE_VARIABLE)
    monkeypatch.setenv("PATH", "/nonexistent")
    assert "not installed" in skip_reason()


def test_orca_greets_and_the_recording_has_its_whole_text(desktop: Desktop) -> None:
    greeting = desktop.wait_said("Screen reader on")
    assert greeting.text == "Screen reader on."
    desktop.wait_quiet(0.5)
    end = desktop.utterances()[0].end
    assert end is not None and end > greeting.start


def test_any_client_of_speech_dispatcher_is_recorded_verbatim_one_message_one_utterance(desktop: Desktop) -> None:
    text = "It's the \"ace\" of $HOME; `x` & y\\z. Two sentences! One utterance."
    subprocess.run(["spd-say", "--wait", text], env=desktop.env, timeout=30, check=True)
    heard = desktop.wait_said("the \"ace\"")
    assert heard.text == text


def test_keys_through_x_reach_the_terminal_and_orca_hears_them(desktop: Desktop) -> None:
    require("sakura")
    mark = desktop.folder / "typed"
    desktop.terminal(["sh", "-c", f"read line; printf '%s' \"$line\" > {mark}; sleep 30"])
    desktop.wait_quiet(1.0)
    since = time.monotonic()
    desktop.type("qw")
    desktop.keys("Return")
    desktop.wait_said("return", since=since)  # Orca's key echo: it heard the key as a person's
    deadline = time.monotonic() + 20
    while not mark.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert mark.read_text() == "qw"
