"""Sounds turned on (F10 with sounds off, or the options menu) where no audio device opens say so
once the output is there; "Sounds on" alone promised sounds nobody hears. Where a device opens,
nothing more is said. The game's own output, driven by the real application on a pipe."""

from __future__ import annotations

import threading
import time

import pytest
from ui_harness import DOWN, ESCAPE, RIGHT, Driver

from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings
from ristikontra.ui.terminal.session import TableSession


def _opened(_session: TableSession) -> None:
    deadline = time.monotonic() + 30
    while any(t.name == "ristikontra-output-open" for t in threading.enumerate()):
        assert time.monotonic() < deadline, "the output did not open in time"
        time.sleep(0.01)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("keys", [["\x1b[21~"], ["o", DOWN, DOWN, DOWN, DOWN, RIGHT]], ids=["F10", "menu"])
def test_sounds_turned_on_say_when_no_device_plays_them(lang: str, keys: list[str]) -> None:
    saves.discard_save()
    t = translator(lang)
    settings = Settings(lang=lang, level="random", ai_delay=0.0, speech="text", sound=False)
    session = TableSession(settings, seed=3)
    try:
        Driver(session).run([*keys, _opened, lambda s: None, ESCAPE])
        enabled = session.speaker.output.sound_enabled
    finally:
        session.close()
    assert session.settings.sound
    said = session.transcript
    warned = said.count(t("ui-sounds-no-device"))
    assert warned == (0 if enabled else 1), said[-6:]
