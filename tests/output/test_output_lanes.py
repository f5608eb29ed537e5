"""One owner starts and stops every output lane and joins every thread it started; a hanging
speech daemon is stopped within the bound; braille and speech fail independently.

Real parts: espeak-ng (and pyttsx3) on miniaudio's null device, the real speech-dispatcher, the
real `spd-say` talking to a real socket that never replies. The braille display stands in for a
running NVDA (it cannot exist here): a backend with a `braille` method, nothing else.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from waiting import process_alive, wait_until

from ristikontra.output.base import Backend
from ristikontra.output.manager import OutputManager, create_output
from ristikontra.output.mixer import Mixer
from ristikontra.output.quiet import end_process, quiet_popen_kwargs
from ristikontra.output.screenreader import SpeechDispatcherBackend
from ristikontra.output.synth import EspeakSynth
from ristikontra.output.text import TextBackend
from ristikontra.output.voice import VoiceBackend

linux_only = pytest.mark.skipif(not os.sys.platform.startswith("linux"), reason="Linux behaviour")
FakePrograms = Callable[[str, str], Path]

#: Quitting waits for the output at most this long (`OutputManager.close`'s default bound) ...
BOUND = 1.0
#: ... plus what a loaded machine adds to ending a process group and joining threads.
SLACK = 0.5


def _ours(before: set[threading.Thread]) -> list[str]:
    return sorted(t.name for t in set(threading.enumerate()) - before if t.is_alive())


def test_own_voice_and_sounds_join_every_thread_they_started() -> None:
    miniaudio = pytest.importorskip("miniaudio")
    before = set(threading.enumerate())
    out = create_output("voice", sound=True, lang="de", audio_backends=[miniaudio.Backend.NULL])
    try:
        if out.channel != "voice":
            pytest.skip(f"no own voice here: {out.selection.reason}")
        started = _ours(before)
        assert any(name.startswith("ristikontra-speech-") for name in started), started
        assert any(name.startswith("ristikontra-sound-") for name in started), started
        assert "ristikontra-output-watchdog" in started
        out.play("card")
        out.speak("Du bist dran.")
        assert out.wait_idle(10)
    finally:
        out.close()
    assert out.owner.left_running == []
    assert _ours(before) == []


@linux_only
def test_speech_dispatcher_joins_every_thread_it_started(private_speech_dispatcher: Path) -> None:
    before = set(threading.enumerate())
    out = create_output("screenreader", sound=False, lang="en")
    try:
        out.speak("Your turn.")
        out.wait_idle(5)
    finally:
        out.close()
    assert out.owner.left_running == []
    assert _ours(before) == []


@pytest.fixture
def silent_socket(tmp_path: Path) -> Iterator[Path]:
    """A Unix socket that accepts every connection and never says a word: a speech daemon that
    hangs. spd-say finds it through SPEECHD_ADDRESS."""
    path = tmp_path / "speechd.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(8)
    connections: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.05)
        while not stop.is_set():
            try:
                connections.append(server.accept()[0])
            except OSError:
                continue

    acceptor = threading.Thread(target=accept, name="test-silent-speechd", daemon=True)
    acceptor.start()
    yield path
    stop.set()
    acceptor.join(2)
    for connection in connections:
        connection.close()
    server.close()


def _running_spd_say() -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() == "spd-say" and process_alive(int(entry.name)):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@linux_only
@pytest.mark.parametrize("where", ["utterance", "start-up probe"])
def test_a_daemon_that_never_replies_is_stopped_within_the_bound(
    silent_socket: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    if not shutil.which("spd-say"):
        pytest.skip("speech-dispatcher is not installed (no spd-say)")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{silent_socket}")
    before = set(threading.enumerate())
    already = set(_running_spd_say())
    # Limits far beyond the bound: quitting must not wait for the hang to be noticed.
    reader = SpeechDispatcherBackend("de", probe=where == "start-up probe", timeout=60, probe_timeout=60)
    out = OutputManager([reader, TextBackend(lambda _t: None)], None, lang="de", call_timeout=60, start_timeout=60)
    if where == "utterance":
        assert out.wait_ready(5)
        out.speak("Du bist dran.")
    assert wait_until(lambda: set(_running_spd_say()) - already, timeout=5), "spd-say never ran"
    time.sleep(0.2)  # it is waiting for the daemon's answer now
    asked = time.monotonic()
    out.close(BOUND)
    took = time.monotonic() - asked
    assert took < BOUND + SLACK, f"closing took {took:.2f} s"
    assert out.owner.left_running == []
    assert _ours(before) == []
    assert wait_until(lambda: not set(_running_spd_say()) - already, timeout=2), "spd-say is left running"


class StuckDisplay(Backend):
    """A braille display whose driver never returns: a real process the call waits for, ended
    (as a backend's `abandon` ends its helpers) only when the owner gives up on it."""

    channel = "screenreader"
    name = "stuck-display"

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None

    def braille(self, text: str) -> None:
        self.process = subprocess.Popen(["sleep", "300"], **quiet_popen_kwargs())
        self.process.wait()

    def abandon(self) -> None:
        if self.process is not None:
            end_process(self.process)


@linux_only
def test_two_hung_lanes_are_stopped_in_parallel_within_one_bound(
    silent_socket: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not shutil.which("spd-say"):
        pytest.skip("speech-dispatcher is not installed (no spd-say)")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{silent_socket}")
    before = set(threading.enumerate())
    display = StuckDisplay()
    reader = SpeechDispatcherBackend("de", probe=False, timeout=60)
    out = OutputManager([reader, TextBackend(lambda _t: None)], None, lang="de", call_timeout=60, start_timeout=60,
                        braille=[display])
    assert out.wait_ready(5)
    out.speak("Du bist dran.")
    out.braille("dran")
    assert wait_until(lambda: display.process is not None and _running_spd_say(), timeout=5)
    time.sleep(0.2)
    asked = time.monotonic()
    out.close(BOUND)
    took = time.monotonic() - asked
    assert took < BOUND + SLACK, f"closing took {took:.2f} s"  # one bound for both, not one each
    assert out.owner.left_running == []
    assert _ours(before) == []
    assert display.process is not None and display.process.poll() is not None


class Display(Backend):
    """A screen reader's braille display (the thin boundary for NVDA): records, or fails."""

    channel = "screenreader"
    name = "display"

    def __init__(self, broken: bool = False) -> None:
        self.shown: list[str] = []
        self.broken = broken

    def braille(self, text: str) -> None:
        if self.broken:
            raise OSError("display unplugged")
        self.shown.append(text)


def test_a_failing_braille_display_does_not_silence_speech(capfd: pytest.CaptureFixture[str]) -> None:
    said: list[str] = []
    notices: list[str] = []
    out = OutputManager([TextBackend(said.append)], None, lang="de", on_notice=notices.append,
                        braille=[Display(broken=True)])
    out.speak("Herz Zehn.")
    out.braille("H10")
    assert wait_until(lambda: not out.braille_enabled)
    out.braille("PA")  # ignored now: no second notice
    out.speak("Pik Ass.", interrupt=False)
    assert out.wait_idle(3)
    assert said == ["Herz Zehn.", "Pik Ass."]
    assert out.channel == "text"
    assert notices == ["Die Braillezeile bekommt keine Ausgabe mehr. Die Sprachausgabe läuft weiter."]
    out.close()
    assert capfd.readouterr() == ("", "")


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="process checks read /proc")
def test_a_hanging_speech_engine_does_not_stop_braille(
    tmp_path: Path, fake_programs: FakePrograms, null_mixer: Mixer
) -> None:
    from waiting import wav_bytes

    tone = tmp_path / "tone.wav"
    tone.write_bytes(wav_bytes(2205, b"\x00\x10"))
    flag = tmp_path / "spoke-once"
    # A real espeak-ng stand-in: lists a voice, speaks start-up's word, then hangs for good.
    voices = "Pty Language Age/Gender VoiceName File\\n 5  de  --/M  German  gmw/de\\n"
    fake_programs(
        "espeak-ng",
        f"""case "$1" in --voices*) printf '{voices}'; exit 0;; esac
cat > /dev/null
if [ ! -e "{flag}" ]; then touch "{flag}"; cat "{tone}"; exit 0; fi
exec sleep 300""",
    )
    display = Display()
    said: list[str] = []
    notices: list[str] = []
    out = OutputManager([VoiceBackend(EspeakSynth("de"), null_mixer), TextBackend(said.append)], None, lang="de",
                        on_notice=notices.append, braille=[display], hold_notices=True)
    assert out.settle(5).channel == "voice"
    out.speak("Du bist dran.")
    out.braille("dran")
    assert wait_until(lambda: display.shown == ["dran"], timeout=1), "braille waited for the hung voice"
    assert wait_until(lambda: said == ["Du bist dran."], timeout=5)
    out.braille("Herz Zehn")
    assert wait_until(lambda: display.shown == ["dran", "Herz Zehn"])
    assert out.braille_enabled and len(notices) == 1
    out.close()


class RecordingSpeechd:
    """A speech daemon that answers spd-say as speech-dispatcher does (SSIP) and keeps what it
    was asked to say and in which language: what reaches the screen reader's speech, byte for byte."""

    def __init__(self, path: Path) -> None:
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(str(path))
        self.server.listen(8)
        self.spoken: list[tuple[str, str]] = []  # (language set before, text)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, name="test-recording-speechd", daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        self.server.settimeout(0.05)
        while not self.stop.is_set():
            try:
                connection = self.server.accept()[0]
            except OSError:
                continue
            with connection, contextlib.suppress(OSError):
                self._talk(connection.makefile("rwb", buffering=0))

    def _talk(self, stream: Any) -> None:
        language, data = "", None
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8").rstrip("\r\n")
            if data is not None:  # the message, up to a line with a single dot
                if line == ".":
                    self.spoken.append((language, "\n".join(data)))
                    data = None
                    stream.write(b"225-1\r\n225 OK MESSAGE QUEUED\r\n")
                else:
                    data.append(line[1:] if line.startswith("..") else line)
                continue
            words = line.upper().split()  # commands are case-insensitive (spd-say sends "speak")
            if words[:3] == ["SET", "SELF", "LANGUAGE"]:
                language = line.split()[3]
            if words[:1] == ["SPEAK"]:
                data = []
                stream.write(b"230 OK RECEIVING DATA\r\n")
            elif words[:1] == ["QUIT"]:
                stream.write(b"231 HAPPY HACKING\r\n")
                return
            else:
                stream.write(b"200 OK\r\n")

    def close(self) -> None:
        self.stop.set()
        self.thread.join(2)
        self.server.close()


@linux_only
def test_finnish_text_reaches_the_screen_readers_speech_unchanged_and_in_finnish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not shutil.which("spd-say"):
        pytest.skip("speech-dispatcher is not installed (no spd-say)")
    daemon = RecordingSpeechd(tmp_path / "speechd.sock")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'speechd.sock'}")
    sentence = "Vasen vastustaja pelaa sokkona pakasta ja kääntää esiin herttaässän. Tikissä on 21 pistettä."
    out = OutputManager([SpeechDispatcherBackend("fi", probe=False), TextBackend(lambda _t: None)], None, lang="fi",
                        call_timeout=10, start_timeout=10)
    try:
        assert out.wait_ready(5) and out.channel == "screenreader"
        out.speak(sentence)
        assert wait_until(lambda: daemon.spoken, timeout=10), "spd-say never spoke"
    finally:
        out.close()
        daemon.close()
    assert daemon.spoken == [("fi", sentence)]
