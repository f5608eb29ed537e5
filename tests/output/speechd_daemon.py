"""A real speech-dispatcher daemon of the test's own, for the tests and the benchmark.

It runs with a private socket and configuration: its one speech module is speech-dispatcher's
generic module running a shell command per message instead of a synthesizer, which writes the
message (and when it began) to a file, waits `seconds`, then writes "done". So the text is seen
reaching the daemon and its module, and a message cut off never writes its "done". `hang()` makes
the module hang from then on (the daemon still answers). Audio goes to
ALSA's null device: no sound card is needed.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.proctree import descendants

__all__ = ["Daemon", "missing", "running_daemon"]

_MODULES = Path("/usr/lib/speech-dispatcher-modules")


def missing() -> str:
    """Why no daemon can run here ("" when one can)."""
    if shutil.which("speech-dispatcher") is None:
        return "speech-dispatcher is not installed"
    if not (_MODULES / "sd_generic").exists():
        return "speech-dispatcher's generic module (sd_generic) is not installed"
    return ""


@dataclass
class Daemon:
    folder: Path
    process: subprocess.Popen[bytes]

    @property
    def address(self) -> str:
        return f"unix_socket:{self.folder / 'sock'}"

    @property
    def said_file(self) -> Path:
        return self.folder / "said"

    def said(self) -> list[str]:
        """What reached the module, one line per message (without the time), and "done" after
        each that was not cut off."""
        try:
            lines = self.said_file.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            return []
        return [line.split(" ", 1)[1] if line[:1].isdigit() else line for line in lines]

    def arrivals(self) -> list[tuple[float, str]]:
        """(wall-clock time the module began, text) of every message."""
        found = []
        with contextlib.suppress(FileNotFoundError):
            for line in self.said_file.read_text(encoding="utf-8").splitlines():
                if line[:1].isdigit():
                    stamp, text = line.split(" ", 1)
                    found.append((float(stamp), text))
        return found

    def hang(self) -> None:
        """Make the speech module hang: the daemon answers, but no message (nor the silent test)
        ever finishes from now on."""
        (self.folder / "hang").touch()

    def pause(self) -> None:
        """Make the daemon hang: it keeps its socket but answers nothing."""
        os.killpg(self.process.pid, signal.SIGSTOP)

    def stop(self) -> None:
        # The generic module runs each message's command in a process group of its own: a
        # command that hangs outlives the daemon's group unless it is ended on its own.
        for pid in descendants(self.process.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=2)


def _config(folder: Path, seconds: float, command: str | None) -> Path:
    conf = folder / "conf"
    (conf / "modules").mkdir(parents=True)
    (conf / "speechd.conf").write_text(
        'LogLevel 1\nDefaultModule recorder\nDefaultLanguage "en"\n'
        'AudioOutputMethod "alsa"\nAudioALSADevice "null"\n'
        'AddModule "recorder" "sd_generic" "recorder.conf"\n', encoding="utf-8")
    said = folder / "said"
    # spd-say's silent test (".") is recorded but not waited for. The module puts the text in
    # place of the first $DATA only, so the shell keeps it in a variable. Once the file `hang`
    # exists, every message, the silent test too, hangs.
    command = command or (f"text=\\'$DATA\\'; printf '%s %s\\\\n' \\\"$(date +%s.%N)\\\" \\\"$text\\\" >> {said}; "
               f"if [ -e {folder / 'hang'} ]; then sleep 3600; fi; "
               f"case \\\"$text\\\" in .) ;; *) sleep {seconds}; printf 'done\\\\n' >> {said};; esac")
    (conf / "modules" / "recorder.conf").write_text(
        f'GenericExecuteSynth "{command}"\n'
        'GenericLanguage "en" "en" "utf-8"\nGenericLanguage "de" "de" "utf-8"\n'
        'AddVoice "en" "MALE1" "en"\nAddVoice "de" "MALE1" "de"\n', encoding="utf-8")
    return conf


def _answers(path: Path) -> bool:
    """Whether the daemon answers an SSIP request on `path` within a moment."""
    if not path.exists():
        return False
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(0.3)
        try:
            connection.connect(str(path))
            connection.sendall(b"HELP\r\n")
            return connection.recv(64)[:1] == b"2"
        except OSError:
            return False


@contextlib.contextmanager
def running_daemon(seconds: float = 1.0, command: str | None = None) -> Iterator[Daemon]:
    """A private daemon whose module takes `seconds` a message (or runs the shell `command` for
    each); stopped with everything it started."""
    # A short folder: a unix socket's path has room for about a hundred characters.
    folder = Path(tempfile.mkdtemp(prefix="rk-speechd-"))
    conf = _config(folder, seconds, command)
    args = ["speech-dispatcher", "-s", "-t", "0", "-c", "unix_socket", "-S", str(folder / "sock"),
            "-C", str(conf), "-L", str(folder), "-P", str(folder / "pid")]
    process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    daemon = Daemon(folder, process)
    try:
        deadline = time.monotonic() + 5
        # The socket appears before the daemon answers on it; a client that connects in between
        # waits (libspeechd without a time limit), so the daemon is asked until it answers.
        while not _answers(folder / "sock"):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"speech-dispatcher did not start (exit code {process.poll()})")
            time.sleep(0.02)
        yield daemon
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGCONT)
        daemon.stop()
        shutil.rmtree(folder, ignore_errors=True)
