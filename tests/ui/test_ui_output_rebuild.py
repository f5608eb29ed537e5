"""The options menu reopens the output for its output settings; the channel is said only when it
changed, or when the player chose one that is not what now speaks (issue 13 item 8).

The game's own output (`create_output`, not a recording), driven by the real application on a
prompt_toolkit pipe.
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from pathlib import Path

import pytest
from ui_harness import DOWN, ESCAPE, RIGHT, Driver

from ristikontra.i18n import translator
from ristikontra.keep.settings import Settings
from ristikontra.output.screenreader import running_linux_reader
from ristikontra.ui.terminal.session import TableSession

pytestmark = pytest.mark.skipif(
    not os.sys.platform.startswith("linux") or running_linux_reader() is not None,
    reason="needs Linux with no screen reader running",
)


def _opened(_session: TableSession) -> None:
    """Wait until every output the menu asked for is open; its swap then runs on the loop
    before the next key (the same wait works on code that has no registry of these threads)."""
    deadline = time.monotonic() + 30
    while any(t.name == "ristikontra-output-open" for t in threading.enumerate()):
        assert time.monotonic() < deadline, "the output did not open in time"
        time.sleep(0.01)


def _session(lang: str, speech: str) -> TableSession:
    settings = Settings(lang=lang, level="random", ai_delay=0.0, speech=speech, sound=False)
    return TableSession(settings, seed=3)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_steps_of_rate_and_volume_do_not_repeat_the_channel(lang: str) -> None:
    t = translator(lang)
    before = set(threading.enumerate())
    session = _session(lang, "auto")
    try:
        # Menu rows: language, speech, speech rate, voice volume, sounds, sound volume.
        Driver(session).run(["o", DOWN, DOWN, RIGHT, _opened, RIGHT, _opened, DOWN, RIGHT, _opened, DOWN,
                             RIGHT, _opened, DOWN, RIGHT, _opened, DOWN, ESCAPE])
    finally:
        session.close()
    # Five outputs opened and closed again: closing the session joined every thread of theirs.
    assert sorted(t.name for t in set(threading.enumerate()) - before if t.is_alive()) == []
    said_channel = [line for line in session.transcript if line.startswith(t("output-no-reader"))]
    assert len(said_channel) == 1, said_channel  # at the start, not at each of the five steps
    assert session.transcript[-1] == t("ui-menu-closed")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_choosing_a_screen_reader_where_none_exists_says_none_was_found(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No screen reader reachable: no spd-say on PATH, and speech-dispatcher's socket (for the
    # speechd module, where installed) somewhere nothing listens.
    folder = tmp_path / "bin"
    folder.mkdir()
    for program in ("espeak-ng", "espeak"):
        found = shutil.which(program)
        if found:
            (folder / program).symlink_to(found)
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'nobody-listens'}")
    t = translator(lang)
    session = _session(lang, "text")
    try:
        # The speech row: text -> off -> auto -> screen reader (Right wraps round).
        Driver(session).run(["o", DOWN, RIGHT, RIGHT, RIGHT, _opened, ESCAPE])
    finally:
        session.close()
    told = [line for line in session.transcript if line.startswith(t("output-no-reader"))]
    assert told and told[-1] in (
        f"{t('output-no-reader')} {t('output-now-voice')}",
        f"{t('output-no-reader')} {t('output-now-text')}",
    ), session.transcript
    assert not any(t("output-failed-screenreader") in line for line in session.transcript)
