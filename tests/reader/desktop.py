"""A desktop of the test's own with a real screen reader in it: Xvfb, a session bus, the
accessibility bus, a speech-dispatcher that writes down every utterance, and Orca.

Everything runs with a private HOME and XDG_RUNTIME_DIR in one temporary folder; every process
started is kept by its pid and ended by pid at the end (with the processes it started itself,
found in /proc). Nothing here touches the machine's own desktop, buses or speech.

    with running_desktop() as desk:
        desk.terminal([sys.executable, "-m", "ristikontra", "play"])   # a VTE terminal (sakura)
        desk.wait_said("Your turn", deadline=30)
        desk.keys("Right", "Return")                                   # as a person's keys
        for heard in desk.utterances(): ...

The speech module is speech-dispatcher's generic module running a shell command per utterance: it
writes a start line (time, its id, the text), waits a simulated speaking time (the text's length
times `seconds_per_char`) and writes an end line. An utterance that was cut off (Orca or the game
stopped speech for a newer one) has no end line. Times are `time.monotonic()` values of the test's
process, so they compare with what the test measured itself.

`missing()` says which system part is absent ("… is not installed", which CI turns into a
failure) and `skip_reason()` adds the once-only rule of `.ci/run` (RISTIKONTRA_READER_ONCE).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tests.proctree import descendants

__all__ = ["Desktop", "Utterance", "missing", "running_desktop", "skip_reason"]

#: What each system part is called by the commands the desktop runs, and the Debian package.
PARTS = {
    "Xvfb": "xvfb", "xdotool": "xdotool", "dbus-daemon": "dbus-daemon", "orca": "orca",
    "speech-dispatcher": "speech-dispatcher", "sakura": "sakura", "chromium": "chromium",
}
_AT_SPI_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
_SD_MODULES = Path("/usr/lib/speech-dispatcher-modules")
ONCE_VARIABLE = "RISTIKONTRA_READER_ONCE"


def missing(*extra: str) -> str:
    """Why no desktop with Orca can run here ("" when it can). `extra`: further commands the
    caller needs (the defaults are the desktop's own; "sakura" and "chromium" only when named)."""
    wanted = ["Xvfb", "xdotool", "dbus-daemon", "speech-dispatcher", "orca", *extra]
    for command in wanted:
        if shutil.which(command) is None:
            return f"{command} is not installed here (Debian: apt-get install {PARTS.get(command, command)})"
    if not _AT_SPI_LAUNCHER.exists():
        return f"at-spi2-core is not installed here ({_AT_SPI_LAUNCHER} is absent)"
    if not (_SD_MODULES / "sd_generic").exists():
        return "speech-dispatcher's generic module (sd_generic) is not installed here"
    return ""


def skip_reason(*extra: str) -> str:
    """Why the screen reader's tests do not run now ("" when they do): a part is missing, or
    `.ci/run` ran them once already on another Python (they test Orca, not Python)."""
    if os.environ.get(ONCE_VARIABLE):
        return (f"the real screen reader's tests ran once in this CI run already "
                f"({ONCE_VARIABLE}={os.environ[ONCE_VARIABLE]}): they test Orca, not Python")
    return missing(*extra)


@dataclass(frozen=True)
class Utterance:
    """One text speech-dispatcher's module began to say: when it began and ended (monotonic
    seconds of the test's process; `end` is None when it was cut off or is still going)."""

    start: float
    text: str
    end: float | None = None

    @property
    def cut(self) -> bool:
        return self.end is None


@dataclass
class Client:
    """A program the desktop started on its display (a terminal, a browser)."""

    process: subprocess.Popen[bytes]
    log: Path
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def pid(self) -> int:
        return self.process.pid


_RECORDER = r"""#!/bin/sh
# One utterance: a start line (wall-clock time, this shell's pid, the text on one line), a
# simulated speaking time, an end line. Cut off, the module ends this shell: no end line.
text=$1
said=$2
per_char_ms=$3
printf 'S %s %s %s\n' "$(date +%s.%N)" "$$" "$(printf '%s' "$text" | tr '\n\r' '  ')" >> "$said"
ms=$(( ${#text} * per_char_ms ))
sleep "$(( ms / 1000 )).$(printf '%03d' $(( ms % 1000 )))"
printf 'E %s %s\n' "$(date +%s.%N)" "$$" >> "$said"
"""


def _speechd_config(folder: Path, said: Path, per_char_ms: int) -> Path:
    conf = folder / "speechd"
    (conf / "modules").mkdir(parents=True)
    recorder = folder / "recorder.sh"
    recorder.write_text(_RECORDER, encoding="utf-8")
    recorder.chmod(0o755)
    (conf / "speechd.conf").write_text(
        'LogLevel 3\nDefaultModule recorder\nDefaultLanguage "en"\n'
        'AudioOutputMethod "alsa"\nAudioALSADevice "null"\n'
        'SymbolsPreproc "none"\n'
        'AddModule "recorder" "sd_generic" "recorder.conf"\n', encoding="utf-8")
    # The module puts the text in place of $DATA (its single quotes escaped) inside the quotes.
    command = f"{recorder} \\'$DATA\\' {said} {per_char_ms}"
    (conf / "modules" / "recorder.conf").write_text(
        f'GenericExecuteSynth "{command}"\n'
        # One utterance per message: the module would cut a text at every sentence's end.
        'GenericDelimiters "\x1f"\nGenericMaxChunkLength 100000\n'
        'GenericLanguage "en" "en" "utf-8"\nGenericLanguage "de" "de" "utf-8"\n'
        'GenericLanguage "fi" "fi" "utf-8"\n'
        'AddVoice "en" "MALE1" "en"\nAddVoice "de" "MALE1" "de"\nAddVoice "fi" "MALE1" "fi"\n',
        encoding="utf-8")
    return conf


def _orca_settings(home: Path, extra: dict[str, object]) -> None:
    """Orca's own settings file, so that no setup wizard appears and a page is not read aloud
    as it loads (say all on load moves the caret and takes the focus after a Tab)."""
    folder = home / ".local" / "share" / "orca"
    folder.mkdir(parents=True)
    profile: dict[str, object] = {"profile": ["Default", "default"], "sayAllOnLoad": False,
                                  "pageSummaryOnLoad": False, **extra}
    settings = {"general": dict(profile), "pronunciations": {}, "keybindings": {},
                "profiles": {"default": profile}}
    (folder / "user-settings.conf").write_text(json.dumps(settings, indent=2), encoding="utf-8")


def _answers(path: Path) -> bool:
    """Whether speech-dispatcher answers an SSIP request on the socket `path`."""
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


def _wait(condition: Callable[[], bool], seconds: float, what: str,
          alive: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if alive is not None and alive.poll() is not None:
            raise RuntimeError(f"{what}: the process ended (exit code {alive.returncode})")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what}: not within {seconds:g} s")
        time.sleep(0.05)


class Desktop:
    """The running desktop: its display, environment, processes and what was said in it."""

    def __init__(self, folder: Path, seconds_per_char: float) -> None:
        self.folder = folder
        self.home = folder / "home"
        self.runtime = folder / "run"
        self.said_file = folder / "said"
        self.seconds_per_char = seconds_per_char
        self.display = ""
        self.env: dict[str, str] = {}
        self._processes: list[tuple[str, subprocess.Popen[bytes]]] = []
        # Wall clock to the test's monotonic clock: the recorder can only read the wall clock.
        self._wall_minus_monotonic = time.time() - time.monotonic()

    # -- starting ---------------------------------------------------------------------------

    def _start(self, name: str, args: Sequence[str], **popen: object) -> subprocess.Popen[bytes]:
        log = self.folder / f"{name}.log"
        with open(log, "ab") as out:
            process: subprocess.Popen[bytes] = subprocess.Popen(  # type: ignore[call-overload]
                list(args), env=self.env, stdin=subprocess.DEVNULL, stdout=popen.pop("stdout", out),
                stderr=out, start_new_session=True, cwd=popen.pop("cwd", self.folder), **popen)
        self._processes.append((name, process))
        return process

    def _start_x(self) -> None:
        for _attempt in range(20):
            number = random.randint(40, 99)
            if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
                continue
            process = self._start("xvfb", ["Xvfb", f":{number}", "-screen", "0", "1280x1024x24",
                                           "-nolisten", "tcp", "-noreset"])
            socket_path = Path(f"/tmp/.X11-unix/X{number}")
            deadline = time.monotonic() + 30
            while process.poll() is None and not socket_path.exists() and time.monotonic() < deadline:
                time.sleep(0.05)
            if process.poll() is None and socket_path.exists():
                self.display = f":{number}"
                self.env["DISPLAY"] = self.display
                return
            self._stop_one(process)
        raise RuntimeError("Xvfb did not start on any display between :40 and :99")

    def _start_session_bus(self) -> None:
        path = self.runtime / "bus"
        process = self._start("dbus", ["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                       f"--address=unix:path={path}"])
        _wait(path.exists, 30, "the session bus", process)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={path}"

    def _start_speech(self) -> None:
        folder = self.runtime / "speech-dispatcher"
        folder.mkdir()
        sock = folder / "speechd.sock"
        conf = _speechd_config(self.folder, self.said_file, round(self.seconds_per_char * 1000))
        self.env["SPEECHD_ADDRESS"] = f"unix_socket:{sock}"
        process = self._start("speechd", ["speech-dispatcher", "-s", "-t", "0", "-c", "unix_socket",
                                          "-S", str(sock), "-C", str(conf), "-L", str(self.folder),
                                          "-P", str(self.folder / "speechd.pid")])
        _wait(lambda: _answers(sock), 30, "speech-dispatcher", process)

    def start(self, orca_settings: dict[str, object] | None = None, orca_debug: bool = False) -> None:
        for folder in (self.home, self.runtime, self.home / ".config", self.home / ".cache",
                       self.home / ".local" / "share"):
            folder.mkdir(parents=True, exist_ok=True)
        self.runtime.chmod(0o700)
        keep = {k: v for k, v in os.environ.items()
                if k in ("PATH", "LANG", "LC_ALL", "LANGUAGE", "TERM", "PYTHONPATH", "VIRTUAL_ENV",
                         "RISTIKONTRA_LOG_DIR")}
        self.env = {**keep, "HOME": str(self.home), "XDG_RUNTIME_DIR": str(self.runtime),
                    "XDG_CONFIG_HOME": str(self.home / ".config"),
                    "XDG_CACHE_HOME": str(self.home / ".cache"),
                    "XDG_DATA_HOME": str(self.home / ".local" / "share"),
                    "GSETTINGS_BACKEND": "memory", "LANG": os.environ.get("LANG") or "C.UTF-8"}
        self._start_x()
        self._start_session_bus()
        launcher = self._start("at-spi", [str(_AT_SPI_LAUNCHER), "--launch-immediately"])
        _wait(lambda: bool(descendants(launcher.pid)), 30, "the accessibility bus", launcher)
        self._start_speech()
        _orca_settings(self.home, orca_settings or {})
        # Never `--replace`: it kills every Orca of this user (`pgrep -u UID -x orca`), the
        # player's own screen reader and other tests' desktops included. This desktop has none.
        args = ["orca"]
        if orca_debug:
            args.append(f"--debug-file={self.folder / 'orca-debug.out'}")
        for attempt in range(3):
            self.orca = self._start("orca", args)
            # Orca greets when its speech is up: from then on it hears the desktop. Seconds on
            # an idle machine; minutes on one loaded by other work.
            try:
                _wait(lambda: any("Screen reader on" in u.text for u in self.utterances()), 120,
                      "Orca's greeting", self.orca)
                return
            except RuntimeError:
                # Killed from outside (another `orca --replace` of this user): once more.
                if self.orca.poll() is None or attempt == 2:
                    raise

    # -- clients on the display ------------------------------------------------------------

    def launch(self, name: str, args: Sequence[str], env: dict[str, str] | None = None,
               cwd: Path | None = None) -> Client:
        """Start any X program on the desktop's display with its environment (plus `env`)."""
        saved = self.env
        self.env = {**saved, **(env or {})}
        try:
            process = self._start(name, args, cwd=cwd or self.folder)
        finally:
            self.env = saved
        return Client(process, self.folder / f"{name}.log")

    def terminal(self, command: Sequence[str], env: dict[str, str] | None = None,
                 cwd: Path | None = None, columns: int = 80, rows: int = 24) -> Client:
        """A VTE terminal (sakura) running `command`, given the keyboard focus."""
        config = self.home / ".config" / "sakura"
        config.mkdir(parents=True, exist_ok=True)
        # No menu and no tab bar, a fixed size; sakura asks nothing when its command ends.
        (config / "sakura.conf").write_text(
            "[sakura]\nshow_tab_bar=never\nscrollbar=false\nless_questions=true\n"
            f"columns={columns}\nrows={rows}\n", encoding="utf-8")
        line = " ".join(_shell_quote(part) for part in command)
        client = self.launch("sakura", ["sakura", "--columns", str(columns), "--rows", str(rows),
                                        "-x", line], env=env, cwd=cwd)
        self.focus_window(client.pid)
        return client

    def chromium(self, url: str, debugging_port: int = 0, args: Sequence[str] = ()) -> Client:
        """Chromium with its accessibility on, showing `url`, its window at the top left corner
        (1280x1000); its DevTools port (for Playwright's `connect_over_cdp`) in
        `client.extra["port"]`. Once the page has loaded (Orca says "Finished loading …"),
        `click` into it to give it the keyboard focus."""
        profile = self.folder / "chromium-profile"
        base = ["chromium", "--force-renderer-accessibility", "--no-first-run", "--no-default-browser-check",
                "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-default-apps", "--password-store=basic",
                f"--user-data-dir={profile}", f"--remote-debugging-port={debugging_port}",
                "--remote-debugging-address=127.0.0.1", "--window-position=0,0", "--window-size=1280,1000",
                *(["--no-sandbox"] if os.geteuid() == 0 else []), *args, url]
        client = self.launch("chromium", base)
        port_file = profile / "DevToolsActivePort"
        # The file is there a moment before its port is written into it.
        _wait(lambda: port_file.exists() and bool(port_file.read_text().split()), 30, "chromium's DevTools port",
              client.process)
        client.extra["port"] = port_file.read_text().split()[0]
        self.focus_window(client.pid)
        return client

    def xdotool(self, *args: str, timeout: float = 20) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True,
                              timeout=timeout, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)}: {done.stderr.strip() or done.returncode}")
        return done.stdout

    def focus_window(self, pid: int, deadline: float = 30) -> str:
        """Give the keyboard focus to the (first visible) window of process `pid`; its X id.
        No window manager runs: the focus is set directly and the pointer put over the window."""
        found: list[str] = []

        def window() -> bool:
            done = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=self.env,
                                  capture_output=True, text=True, timeout=10, check=False)
            found[:] = done.stdout.split()
            return bool(found)

        _wait(window, deadline, f"a window of process {pid}")
        wid = found[0]
        self.xdotool("windowmove", "--sync", wid, "0", "0")
        self.xdotool("mousemove", "--sync", "100", "100")
        self.xdotool("windowfocus", "--sync", wid)
        return wid

    # -- keys and the pointer ---------------------------------------------------------------

    def click(self, x: int, y: int) -> None:
        """Click the first button at (x, y) of the screen. Chromium's page gets the keyboard
        focus this way once it has loaded (with no window manager, the window's focus alone
        leaves Tab in the browser's toolbar)."""
        self.xdotool("mousemove", "--sync", str(x), str(y))
        self.xdotool("click", "1")

    def keys(self, *names: str, delay_ms: int = 60) -> None:
        """Press keys through X as a person would (X keysym names: "Right", "Return", "t",
        "shift+Tab", "ctrl+c"), in order, `delay_ms` apart."""
        self.xdotool("key", "--delay", str(delay_ms), *names)

    def type(self, text: str, delay_ms: int = 60) -> None:
        """Type `text` through X, one key at a time."""
        self.xdotool("type", "--delay", str(delay_ms), text)

    # -- what was said ---------------------------------------------------------------------

    def utterances(self) -> list[Utterance]:
        """Every utterance the speech module began, in order."""
        try:
            lines = self.said_file.read_text(encoding="utf-8", errors="replace").splitlines()
        except FileNotFoundError:
            return []
        started: dict[str, tuple[float, str]] = {}
        order: list[str] = []
        ends: dict[str, float] = {}
        for line in lines:
            parts = line.split(" ", 3)
            if parts[0] == "S" and len(parts) >= 3:
                key = f"{parts[2]}#{len(order)}"
                started[key] = (float(parts[1]) - self._wall_minus_monotonic, parts[3] if len(parts) > 3 else "")
                order.append(key)
            elif parts[0] == "E" and len(parts) == 3:
                # The end belongs to the latest start of that shell's pid (pids can come again).
                for key in reversed(order):
                    if key.startswith(f"{parts[2]}#") and key not in ends:
                        ends[key] = float(parts[1]) - self._wall_minus_monotonic
                        break
        return [Utterance(started[k][0], started[k][1].strip(), ends.get(k)) for k in order]

    def said(self, since: float = 0.0) -> list[str]:
        """The texts of the utterances that began at or after the monotonic time `since`."""
        return [u.text for u in self.utterances() if u.start >= since]

    def wait_said(self, text: str | re.Pattern[str], deadline: float = 20.0, since: float = 0.0) -> Utterance:
        """Wait until an utterance containing `text` (or matching the pattern) began after
        `since`; that utterance. Raises AssertionError with everything said when it never does."""
        def match(utterance: Utterance) -> bool:
            if isinstance(text, str):
                return text in utterance.text
            return bool(text.search(utterance.text))

        end = time.monotonic() + deadline
        while True:
            for utterance in self.utterances():
                if utterance.start >= since and match(utterance):
                    return utterance
            if time.monotonic() > end:
                heard = "\n".join(f"  {u.start:.2f} {u.text!r}" for u in self.utterances() if u.start >= since)
                raise AssertionError(f"never said within {deadline:g} s: {text!r}; said:\n{heard}")
            time.sleep(0.05)

    def wait_quiet(self, seconds: float = 1.5, deadline: float = 30.0) -> None:
        """Wait until nothing new began and nothing was still being said for `seconds`."""
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            heard = self.utterances()
            now = time.monotonic()
            if not heard:
                return
            latest = heard[-1]
            # Without its end line the latest is either still being said or was cut off: cut
            # off once its whole speaking time (and a margin for a loaded machine) is over.
            finished = latest.end if latest.end is not None else (
                latest.start + len(latest.text) * self.seconds_per_char + 1.0)
            if now - max(latest.start, finished) >= seconds:
                return
            time.sleep(0.1)
        raise AssertionError(f"speech never went quiet for {seconds:g} s within {deadline:g} s")

    # -- stopping --------------------------------------------------------------------------

    @staticmethod
    def _stop_one(process: subprocess.Popen[bytes]) -> None:
        family = descendants(process.pid)
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
        try:
            process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=3)
        for pid in family:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)

    def stop(self) -> None:
        """End every process started here, the newest first, each with what it started."""
        while self._processes:
            _name, process = self._processes.pop()
            self._stop_one(process)


def _shell_quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


@contextlib.contextmanager
def running_desktop(seconds_per_char: float = 0.03, orca_settings: dict[str, object] | None = None,
                    orca_debug: bool = False, keep: Path | None = None) -> Iterator[Desktop]:
    """A desktop with Orca running, stopped with all it started. `seconds_per_char`: the
    simulated speaking time; `orca_settings`: Orca settings beyond the defaults (and say all
    on load off); `orca_debug`: Orca writes its debug file (`orca-debug.out`, block-buffered);
    `keep`: copy the folder's logs and the recording there at the end (for a look after)."""
    # A short folder: a unix socket's path has room for about a hundred characters.
    folder = Path(tempfile.mkdtemp(prefix="rk-desk-"))
    desktop = Desktop(folder, seconds_per_char)
    try:
        desktop.start(orca_settings, orca_debug)
        yield desktop
    finally:
        desktop.stop()
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            for path in folder.glob("*"):
                if path.is_file():
                    shutil.copy(path, keep / path.name)
        shutil.rmtree(folder, ignore_errors=True)
