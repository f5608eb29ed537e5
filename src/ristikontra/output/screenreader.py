"""Speaking through the player's screen reader, so the game uses their voice, rate and braille.

- Windows and macOS: accessible_output2 talks to NVDA, JAWS, and the others, or VoiceOver.
- Linux: Orca speaks through speech-dispatcher, so we do too — with the `speechd` module when it
  is importable (it is packaged by distributions, not on PyPI), else with the `spd-say` command.
  Braille on Linux belongs to Orca; we cannot address the display without BrlAPI.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ristikontra.output.awake import within
from ristikontra.output.base import Backend, BackendError
from ristikontra.output.quiet import end_process, quiet_fds, quiet_popen_kwargs
from ristikontra.output.synth import DEFAULT_RATE

__all__ = [
    "Ao2Backend",
    "ScreenReaderInfo",
    "SpeechDispatcherBackend",
    "detect_screen_reader",
    "find_ao2_reader",
    "running_linux_reader",
]

# accessible_output2 outputs that are not screen readers: engines any system has, and on Linux
# speech-dispatcher and espeak, which we drive ourselves.
_NOT_READERS = {"speech_dispatcher", "e_speak", "sapi4", "sapi5"}
_LINUX_READERS = {"orca": "Orca", "fenrir": "Fenrir"}


@dataclass(frozen=True)
class ScreenReaderInfo:
    """A screen reader that is running now, and the route by which we reach it."""

    name: str
    route: str  # "accessible_output2" or "speech-dispatcher"


def _other_session(entry: Path, ours: str) -> bool:
    """Whether the process `entry` belongs to another desktop session than ours: both know their
    session bus and they differ (another desktop on the same machine, a test's own). A process
    whose environment cannot be read counts as ours."""
    if not ours:
        return False
    try:
        environ = (entry / "environ").read_bytes().split(b"\0")
    except OSError:
        return False
    for item in environ:
        if item.startswith(b"DBUS_SESSION_BUS_ADDRESS="):
            return item.split(b"=", 1)[1].decode("utf-8", "replace") != ours
    return False


def running_linux_reader(proc: Path = Path("/proc"), session_bus: str | None = None) -> str | None:
    """The name of a running Linux screen reader (Orca, Fenrir), found in the process table; one
    of another desktop session (another session bus than `session_bus`, by default ours) does
    not count: it reads neither our terminal nor our speech."""
    ours = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "") if session_bus is None else session_bus
    try:
        entries = list(proc.iterdir())
    except OSError:
        return None
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        # Orca is a Python script: its name is in the first or second argument, not in `comm`.
        for arg in cmdline[:2]:
            base = os.path.basename(arg.decode("utf-8", "replace")).lower()
            if base in _LINUX_READERS and not _other_session(entry, ours):
                return _LINUX_READERS[base]
    return None


def find_ao2_reader() -> Any | None:
    """The accessible_output2 output of a running screen reader, or None.

    accessible_output2 prints (from Python) when one of its outputs lacks a module, as on Linux
    it always does; its screen-reader libraries may write to stderr from C. Both are discarded,
    while stdout's descriptor stays with the UI.
    """
    try:
        with quiet_fds(fds=(2,)):
            import accessible_output2
            import accessible_output2.outputs  # registers the output classes

            classes = accessible_output2.get_output_classes()
            candidates = []
            for cls in classes:
                if cls.__module__.rsplit(".", 1)[-1] in _NOT_READERS:
                    # Still created, as Auto would, so its chatter is proven harmless here.
                    with contextlib.suppress(Exception):
                        cls()
                    continue
                try:
                    output = cls()
                except Exception:
                    continue
                candidates.append(output)
            for output in candidates:
                with contextlib.suppress(Exception):
                    if output.is_active() and not output.is_system_output():
                        return output
    except Exception:
        return None
    return None


def detect_screen_reader() -> ScreenReaderInfo | None:
    """The screen reader running now, if any."""
    if sys.platform.startswith("linux"):
        name = running_linux_reader()
        return ScreenReaderInfo(name, "speech-dispatcher") if name else None
    output = find_ao2_reader()
    if output is not None:
        return ScreenReaderInfo(str(getattr(output, "name", "screen reader")), "accessible_output2")
    return None


class Ao2Backend(Backend):
    """Speech and braille through accessible_output2."""

    channel = "screenreader"

    def __init__(self, output: Any | None = None):
        self.output = output
        self.name = str(getattr(output, "name", "accessible_output2"))

    def start(self) -> None:
        if sys.platform == "win32":
            # JAWS and others are COM objects; this worker thread must join a COM apartment.
            with contextlib.suppress(Exception):
                import pythoncom

                pythoncom.CoInitialize()
        if self.output is None:
            self.output = find_ao2_reader()
        if self.output is None:
            raise BackendError("no screen reader is running", "missing")
        self.name = str(getattr(self.output, "name", "accessible_output2"))

    def speak(self, text: str, interrupt: bool = True) -> None:
        if self.output is not None:
            self.output.speak(text, interrupt=interrupt)

    def braille(self, text: str) -> None:
        # Outputs without a display inherit a `braille` that does nothing, so calling is safe.
        if self.output is not None and hasattr(self.output, "braille"):
            self.output.braille(text)

    def silence(self) -> None:
        if self.output is not None:
            self.output.silence()


class SpeechDispatcherBackend(Backend):
    """Speech through speech-dispatcher, the service Orca speaks with.

    `probe`: before use, wait for a silent test message to finish; speech-dispatcher accepts
    messages even when it has no audio output, and this is the only way to notice. Skipped when
    a screen reader is running, since it already proves speech-dispatcher works. With `probe`,
    the same test follows speech now and then (`check_heard`): a speech module that hangs later
    leaves every message unfinished, and the test behind them never finishes either.
    """

    channel = "screenreader"
    name = "speech-dispatcher"
    follows_volume = True  # our messages carry their own SSIP volume

    def __init__(
        self,
        lang: str,
        rate: int = DEFAULT_RATE,
        volume: float = 1.0,
        probe: bool = True,
        timeout: float = 2.0,
        probe_timeout: float = 1.5,
    ):
        self.lang = lang
        self.rate = rate
        self.volume = volume
        self.probe = probe
        self.timeout = timeout
        self.probe_timeout = probe_timeout
        self.program = shutil.which("spd-say")
        self._client: Any = None
        self._running: subprocess.Popen[bytes] | None = None
        self.heard_after = 1.0 if probe else None
        #: Whether a check is running, and whether a new key cut it short (no verdict then).
        self._checking = False
        self._cut = False

    @property
    def _ssip_rate(self) -> int:
        # speech-dispatcher's scale is -100..100 around the engine's default of ~180 words a minute.
        return max(-100, min(100, round((self.rate - DEFAULT_RATE) / 2)))

    @property
    def _ssip_volume(self) -> int:
        return max(-100, min(100, round(self.volume * 200 - 100)))

    def set_volume(self, volume: float) -> None:
        self.volume = volume  # spd-say reads it per message; the SSIP client is told at once
        if self._client is not None:
            self._client.set_volume(self._ssip_volume)

    def start(self) -> None:
        try:
            import speechd
        except ImportError:
            speechd = None
        if speechd is not None:
            try:
                with quiet_fds(fds=(2,)):
                    client = speechd.SSIPClient("ristikontra")
                client.set_language(self.lang)
                client.set_rate(self._ssip_rate)
                client.set_volume(self._ssip_volume)
                self._client = client
                self.name = "speech-dispatcher (speechd)"
                self.heard_after = None  # no spd-say to test with; the client is the session's
                return
            except Exception as error:
                raise BackendError(f"speech-dispatcher does not answer: {error}", "no_speech") from error
        if self.program is None:
            raise BackendError("speech-dispatcher is not installed (no spd-say)", "missing")
        self.name = "speech-dispatcher (spd-say)"
        if self.probe:
            self._probe()

    def heard_limit(self, last: str) -> float:
        # The test waits behind the message said last: at half the speaking pace (a word of six
        # letters at `rate` words a minute), with the start's bound on top.
        return self.probe_timeout + 2 * len(last) / (max(self.rate, 60) * 6 / 60)

    def check_heard(self, last: str) -> None:
        """The silent test, queued behind what was said last: it finishes once that has."""
        if self.program is None or self._client is not None:
            return
        self._checking, self._cut = True, False
        try:
            self._probe(self.heard_limit(last))
        except BackendError:
            if not self._cut:
                raise
        finally:
            self._checking = False

    def cancel_fast(self) -> None:
        # A new key: a running check would hold up the message behind it; it is asked again later.
        if self._checking:
            self._cut = True
            self.abandon()

    def _probe(self, timeout: float | None = None) -> None:
        assert self.program is not None
        try:
            code = self._run([self.program, "-w", "-i", "-100", "-l", self.lang, "."], timeout or self.probe_timeout)
        except subprocess.TimeoutExpired:
            raise BackendError("speech-dispatcher accepts text but produces no speech", "no_speech") from None
        if code != 0:
            # spd-say exits 1 at once when the daemon has no speech module.
            raise BackendError(f"spd-say failed with exit code {code}", "no_speech")

    def _run(self, args: list[str], timeout: float) -> int:
        """Run `args` quietly; on time-out its whole process group is ended, then re-raised."""
        try:
            process = subprocess.Popen(args, **quiet_popen_kwargs())
        except OSError as error:
            raise BackendError(f"cannot run {args[0]}: {error}", "missing") from error
        self._running = process
        if self._checking and self._cut:
            end_process(process, reap=0)  # a key came while the check was starting
        try:
            return within(lambda seconds: process.wait(timeout=seconds), timeout, subprocess.TimeoutExpired)
        except subprocess.TimeoutExpired:
            end_process(process)
            raise
        finally:
            self._running = None

    def abandon(self) -> None:
        process = self._running
        if process is not None:
            end_process(process, reap=0)

    def _spd_say(self, *args: str) -> None:
        assert self.program is not None
        try:
            code = self._run([self.program, *args], self.timeout)
        except subprocess.TimeoutExpired:
            raise BackendError(f"spd-say did not return within {self.timeout:g} s", "timeout") from None
        if code != 0:
            raise BackendError(f"spd-say failed with exit code {code}", "failed")

    def speak(self, text: str, interrupt: bool = True) -> None:
        if not text.strip():
            return
        if self._client is not None:
            if interrupt:
                self._client.cancel()
            self._client.speak(text)
            return
        if interrupt:
            self._spd_say("-C")
        # Priority "message": at spd-say's own ("text") each message, coming from a new client,
        # cut off the one before, so a message queued without interrupting cut off what was
        # being said, as would the silent test; messages queue, and `-C` still cuts them off.
        args = ["-P", "message", "-l", self.lang, "-r", str(self._ssip_rate), "-i", str(self._ssip_volume)]
        # "--" keeps a message that starts with "-" from being read as an option.
        self._spd_say(*args, "--", text)

    def silence(self) -> None:
        if self._client is not None:
            self._client.cancel()
        elif self.program is not None:
            self._spd_say("-C")

    def close(self) -> None:
        if self._client is not None:
            with contextlib.suppress(Exception):
                self._client.close()
            self._client = None
