"""Helpers of the table tests: a recording output, a session factory and a key driver."""

from __future__ import annotations

import asyncio
import io
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.announce import Message
from ristikontra.keep.settings import Settings
from ristikontra.output.base import Channel
from ristikontra.ui.seat.keyboard import RESULT_GUARD
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession

LEFT, RIGHT, UP, DOWN = "\x1b[D", "\x1b[C", "\x1b[A", "\x1b[B"
HOME, END, PAGE_UP, PAGE_DOWN = "\x1b[H", "\x1b[F", "\x1b[5~", "\x1b[6~"
F1, F2, ENTER, TAB, ESCAPE, CTRL_Q = "\x1bOP", "\x1bOQ", "\r", "\t", "\x1b", "\x11"

#: Seconds the driver waits at most for what it awaits (a key handled, the computers done, a
#: `Wait`). Every wait ends as soon as its event is there, so this only bounds a broken run: on a
#: machine loaded by other work a coach's review of a deal takes many times its ten idle seconds.
PATIENCE = 300.0


@dataclass
class RecordingOutput:
    """An output that remembers every call, in order (a `SeatOutput`: text, nothing to wait for)."""

    calls: list[tuple[str, object]] = field(default_factory=list)
    #: Every message as the seat handed it over, whole.
    messages: list[Message] = field(default_factory=list)
    closed: bool = False
    channel: Channel = "text"
    follows_volume: bool = False
    sound_enabled: bool = True

    def say(self, message: Message) -> None:
        """Noted whole, and as the output manager takes it apart (`calls`)."""
        self.messages.append(message)
        self.speak(message.text, message.interrupt)
        if message.short:
            self.braille(message.short)
        if message.sound:
            self.play(message.sound)

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.calls.append(("speak", (text, interrupt)))

    def braille(self, text: str) -> None:
        self.calls.append(("braille", text))

    def silence(self) -> None:
        self.calls.append(("silence", None))

    def play(self, sound: str) -> None:
        self.calls.append(("play", sound))

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        self.calls.append(("volumes", (voice, sound)))

    def speech_idle(self) -> bool:
        return True

    def close(self) -> None:
        self.closed = True

    @property
    def spoken(self) -> list[str]:
        return [args[0] for name, args in self.calls if name == "speak"]  # type: ignore[index]

    @property
    def sounds(self) -> list[str]:
        return [str(args) for name, args in self.calls if name == "play"]


def result_heard(session: TableSession) -> None:
    """From now on the player presses keys after hearing a deal's result: the guard that ignores
    a quick Enter right after it (tests/ui/test_ui_playtest.py tests the guard itself) is over,
    however fast the machine played the last trick."""
    keyboard = session.keyboard
    keyboard.clock = lambda: keyboard.over_at + RESULT_GUARD + 0.5


def make_session(lang: str = "en", seed: int = 1, level: str = "random", **changes: object) -> TableSession:
    settings = Settings(lang=lang, level=level, ai_delay=0.0, speech="text", **changes)  # type: ignore[arg-type]
    return TableSession(settings, seed=seed, output=RecordingOutput())


@dataclass(frozen=True)
class Wait:
    """A step that waits (the keys keep working) until `until(session)` holds: for answers that
    come from a background thread, such as the coach's. Generous by default: it ends as soon as
    the answer is there."""

    until: Callable[[TableSession], bool]
    timeout: float = PATIENCE


Step = str | Wait | Callable[[TableSession], object]


class Driver:
    """Runs the real application on a pipe and types keys into it, one at a time."""

    def __init__(self, session: TableSession, ai_delay: float = 0.0) -> None:
        self.session = session
        session.settings = replace(session.settings, ai_delay=ai_delay)

    async def _run(self, keys: Iterable[Step], wait: bool, start: bool, resume: bool, menu: bool) -> int | None:
        with create_pipe_input() as pipe:
            app = TableApp(self.session, input=pipe, output=DummyOutput())
            # A pipe delivers escape sequences whole: a lone Escape need not wait long.
            app.app.ttimeoutlen = 0.01
            if start:
                self.session.start(resume=resume, menu=menu)
            task = asyncio.create_task(app.run_async())
            await asyncio.sleep(0)
            for key in keys:
                if wait:
                    await self._settle(app, task)
                if task.done():
                    break
                if isinstance(key, Wait):
                    deadline = asyncio.get_running_loop().time() + key.timeout
                    while not task.done() and not key.until(self.session):
                        if asyncio.get_running_loop().time() > deadline:
                            raise AssertionError(f"waited {key.timeout:g} s in vain: "
                                                 + " | ".join(self.session.transcript[-5:]))
                        await asyncio.sleep(0.005)
                    continue
                if callable(key):
                    key(self.session)
                    continue
                seen = app.keys_seen
                pipe.send_text(key)
                deadline = asyncio.get_running_loop().time() + PATIENCE
                while not task.done() and app.keys_seen == seen:
                    if asyncio.get_running_loop().time() > deadline:
                        raise AssertionError(f"key {key!r} was not handled in time")
                    await asyncio.sleep(0.0005)
                if wait:
                    await self._settle(app, task)
                if not task.done():
                    self.session.check_invariants()
            if not task.done() and not app.app.is_done:
                app.app.exit(result=None)
            result = await asyncio.wait_for(task, 10)
            self.lines = app.flush_remaining()
            errors = getattr(app, "errors", [])
            assert not errors, f"an error was caught at the top: {errors[0]!r}"
            return result

    @staticmethod
    async def _settle(app: TableApp, task: asyncio.Task[int]) -> None:
        """Wait until the computer players are done and the turn is the player's again."""
        deadline = asyncio.get_running_loop().time() + PATIENCE
        while not task.done() and app.busy:
            if asyncio.get_running_loop().time() > deadline:
                raise AssertionError("the computer players did not finish in time")
            await asyncio.sleep(0.0005)

    def run(self, keys: Iterable[Step], *, wait: bool = True, start: bool = True, resume: bool = False,
            menu: bool = False) -> int | None:
        """Type `keys`; with `wait`, each key waits until the computer players are done; `menu`
        starts with the start menu, as a plain start of the game does (the others deal at once,
        as `--seed` does)."""
        return asyncio.run(self._run(keys, wait, start, resume, menu))


def read_back(session: TableSession, index: int) -> str:
    """What Page Up (or Page Down) says on reaching the game message at `index` of the history:
    the message and its place ("You play the eight of spades. 12 of 90")."""
    items = session.speaker.messages.items
    total = len(items)
    return session.t("ui-message-at", text=items[index].text, position=index % total + 1, total=total)


def new_lines(session: TableSession, before: int) -> list[str]:
    return session.transcript[before:]


def env_for(tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(RISTIKONTRA_CONFIG_DIR=str(tmp / "config"), RISTIKONTRA_DATA_DIR=str(tmp / "data"),
               RISTIKONTRA_EXPORT_DIR=str(tmp / "documents"),
               HOME=str(tmp / "home"), PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    env.pop("LANGUAGE", None)
    return env


def spawn_game(pexpect: Any, tmp: Path, lang: str, seed: int, extra: Iterable[str] = (), *, speech: str = "text",
               env: Mapping[str, str] | None = None) -> tuple[Any, io.StringIO]:
    """`ristikontra` in a real pseudo-terminal (text output unless `speech` says otherwise), and
    everything it writes; `extra` adds options (``--level basic`` where the computers' strength
    does not matter), `env` changes the environment."""
    args = ["-m", "ristikontra", "--speech", speech, "--no-sound", "--ai-delay", "0", "--seed", str(seed),
            "--lang", lang, *extra]
    raw = io.StringIO()
    child = pexpect.spawn(sys.executable, args, env={**env_for(tmp), **(env or {})}, encoding="utf-8",
                          dimensions=(40, 200), timeout=20)
    child.logfile_read = raw
    return child, raw


#: The prompt of the shell `spawn_shell` starts.
SHELL_PROMPT = "SHELL-READY$ "


def spawn_shell(pexpect: Any, tmp: Path, dimensions: tuple[int, int] = (40, 150)) -> tuple[Any, io.StringIO]:
    """An interactive bash with job control in a real pseudo-terminal, at its prompt (as a player
    starts the game from a shell), and everything it shows; the environment as `spawn_game`'s."""
    raw = io.StringIO(newline="")
    env = {**env_for(tmp), "PS1": SHELL_PROMPT, "PROMPT_COMMAND": ""}
    child = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8",
                          codec_errors="replace", dimensions=dimensions, timeout=20)
    child.logfile_read = raw
    child.expect_exact(SHELL_PROMPT)
    return child, raw


#: What the game says when it waits for the player's card, per language.
TURN_SAID = {"en": r"Your (turn|lead)\.", "de": r"Du (bist dran|spielst aus)\.",
             "fi": r"(Sinun vuorosi|Sinä aloitat)\."}


def keys_in_terminal(pexpect: Any, tmp: Path, lang: str, seed: int, steps: list[tuple[str, str]],
                     extra: Iterable[str] = (), **spawn: Any) -> str:
    """Start the game in a real terminal, wait for the player's turn, then for each (keys, pattern)
    type the keys and wait for the pattern; quit with Ctrl+Q. Everything written, for checks; a
    key the table did not know ("does nothing here") fails. `spawn`: `speech`, `env` of `spawn_game`."""
    child, raw = spawn_game(pexpect, tmp, lang, seed, extra, **spawn)
    try:
        child.expect(TURN_SAID[lang])
        for keys, pattern in steps:
            child.send(keys)
            child.expect(pattern)
        child.send("\x11")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    written = raw.getvalue()
    assert "That key does nothing" not in written and "nicht belegt" not in written
    assert "näppäimellä ei ole tässä tehtävää" not in written and "Ei käytössä tässä" not in written
    return written


class Tmux:
    """A tmux server of its own with `command` as its one window's program (a second player's
    terminal is a second `Tmux`: tmux 3.3 with a manual window size dies on a second window)."""

    def __init__(self, tmp: Path, command: list[str], columns: int, rows: int) -> None:
        self.env = env_for(tmp)
        # A short folder of its own: a socket's path has a length limit that `tmp` may pass.
        self.folder = tempfile.mkdtemp(prefix="rk-tmux-")
        self.socket = os.path.join(self.folder, "s")
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "game", "-x", str(columns), "-y", str(rows),
                  *command)
        self.tmux("set-option", "-g", "window-size", "manual")

    def tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-S", self.socket, *args], env=self.env, capture_output=True, text=True,
                              timeout=30)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def keys(self, *keys: str) -> None:
        """Keys by tmux's names ("Down", "Enter", "C-q")."""
        self.tmux("send-keys", "-t", "game", *keys)

    def rows(self, history: bool = False, joined: bool = False) -> list[str]:
        """The rows shown (with `history`, the scrollback's first; `joined`: a line the terminal
        wrapped as one), as tmux has them now."""
        shown = self.tmux("capture-pane", "-p", "-t", "game", *(["-S", "-"] if history else []),
                          *(["-J"] if joined else []))
        return shown.rstrip("\n").split("\n")

    def wait_for(self, test: Callable[[list[str]], bool], timeout: float = 30, joined: bool = False) -> list[str]:
        deadline = time.monotonic() + timeout
        while True:
            rows = self.rows(joined=joined)
            if test(rows):
                return rows
            if time.monotonic() > deadline:
                pytest.fail("not on the screen:\n" + "\n".join(rows))
            time.sleep(0.1)

    def close(self) -> None:
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], env=self.env, capture_output=True, timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)
