"""The screen-reader adapter, as far as it can run on Linux without a screen reader."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ristikontra.output.base import BackendError
from ristikontra.output.manager import OutputManager
from ristikontra.output.screenreader import (
    SpeechDispatcherBackend,
    detect_screen_reader,
    find_ao2_reader,
    running_linux_reader,
)
from ristikontra.output.text import TextBackend

linux_only = pytest.mark.skipif(not os.sys.platform.startswith("linux"), reason="Linux behaviour")


@linux_only
def test_accessible_output2_finds_no_reader_and_stays_quiet(capfd: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("accessible_output2")
    assert find_ao2_reader() is None
    assert capfd.readouterr() == ("", "")


@linux_only
def test_accessible_output2_would_chatter_unguarded(capfd: pytest.CaptureFixture[str]) -> None:
    # Proof that the guard above matters: the same class, created without it, prints.
    pytest.importorskip("accessible_output2")
    from accessible_output2.outputs import speech_dispatcher

    speech_dispatcher.SpeechDispatcher()
    assert "Speech Dispatcher" in capfd.readouterr().out


def test_orca_is_found_in_the_process_table(tmp_path: Path) -> None:
    (tmp_path / "self").mkdir()
    for pid, cmdline in (("17", b"bash\0"), ("42", b"/usr/bin/python3\0/usr/bin/orca\0--replace\0")):
        (tmp_path / pid).mkdir()
        (tmp_path / pid / "cmdline").write_bytes(cmdline)
    assert running_linux_reader(tmp_path) == "Orca"
    (tmp_path / "42" / "cmdline").write_bytes(b"/usr/bin/python3\0game.py\0")
    assert running_linux_reader(tmp_path) is None
    assert running_linux_reader(tmp_path / "missing") is None


def test_orca_of_another_desktop_session_does_not_count(tmp_path: Path) -> None:
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "cmdline").write_bytes(b"/usr/bin/python3\0/usr/bin/orca\0--replace\0")
    (tmp_path / "42" / "environ").write_bytes(b"HOME=/x\0DBUS_SESSION_BUS_ADDRESS=unix:path=/run/a/bus\0")
    assert running_linux_reader(tmp_path, session_bus="unix:path=/run/a/bus") == "Orca"
    assert running_linux_reader(tmp_path, session_bus="unix:path=/run/b/bus") is None
    # Without a session bus of our own (a text console), or its own unreadable, it counts.
    assert running_linux_reader(tmp_path, session_bus="") == "Orca"
    (tmp_path / "42" / "environ").unlink()
    assert running_linux_reader(tmp_path, session_bus="unix:path=/run/b/bus") == "Orca"


@linux_only
def test_no_screen_reader_runs_here() -> None:
    if running_linux_reader() is not None:
        pytest.skip("a screen reader is running")
    assert detect_screen_reader() is None


@linux_only
def test_spd_say_without_audio_is_detected_and_replaced(
    private_speech_dispatcher: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    probe = SpeechDispatcherBackend("de", probe_timeout=1.0)
    try:
        probe.start()
    except BackendError as error:
        # The expected outcome on a machine without a sound card: accepted, never spoken
        # (time-out), or refused at once for want of a speech module (exit code 1). Both are
        # set-ups CI runs: `.ci/run` tests with and without speech-dispatcher-espeak-ng.
        assert error.reason == "no_speech"
    else:
        pytest.skip("speech-dispatcher speaks here; nothing to fall back from")
    said: list[str] = []
    notices: list[str] = []
    out = OutputManager(
        [SpeechDispatcherBackend("de", probe_timeout=1.0), TextBackend(said.append)],
        None,
        lang="de",
        on_notice=notices.append,
    )
    out.speak("Du bist dran.")
    assert out.wait_idle(5)
    assert out.channel == "text" and said == ["Du bist dran."]
    # It never spoke, so it did not "stop responding"; the route to it gave no speech.
    assert notices == ["Der Screenreader ist nicht erreichbar: speech-dispatcher (spd-say) gibt keine Sprache aus. "
                       "Die Ausgabe erfolgt jetzt nur noch als Text."]
    out.close()
    assert capfd.readouterr() == ("", "")


def test_speech_dispatcher_scales() -> None:
    backend = SpeechDispatcherBackend("en", rate=180, volume=1.0)
    assert (backend._ssip_rate, backend._ssip_volume) == (0, 100)
    backend = SpeechDispatcherBackend("en", rate=600, volume=0.0)
    assert (backend._ssip_rate, backend._ssip_volume) == (100, -100)
