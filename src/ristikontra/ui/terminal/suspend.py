"""Control+Z: the game waits in the background, as any terminal program does, until `fg`.

The game holds the terminal without signal keys (`ui/terminal/tty.py`), so Control+Z arrives as a
key, not as the stop signal. The application then says that the game waits and how it comes
back, gives the terminal back as the shell left it (no live line, no scroll region, cooked
mode) and stops its own process group, as prompt_toolkit's `suspend_to_background` does, but
awaited, so it knows when `fg` has brought it back.

Where nothing could bring it back, it says so and goes on: on Windows (no stop signal), and
where no shell with job control started the game. The kernel drops a stop signal to a process
group without a parent in another group of its session (an orphaned group): a game started as
the terminal's own program (`xterm -e`, a tmux window's command, a pseudo-terminal's first
process) or under `setsid`, whose process group is its session's own, would not stop at all;
nor would one started with the stop signal ignored.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from collections.abc import Callable

from prompt_toolkit.input import Input

__all__ = ["SPEECH_WAIT", "speech_ended", "stop_here", "suspend_problem"]

#: The longest the game waits, before it stops, for the speech of "waits in the background" to
#: end: it is heard whole before the shell's prompt comes. (A call under way while the process
#: sleeps would not count as hung afterwards: the output's limits count running time only.)
SPEECH_WAIT = 15.0
#: How often the speech is asked whether it has ended.
SPEECH_POLL = 0.02


def suspend_problem(input: Input) -> str | None:
    """Why Control+Z cannot let the game wait in the background here (a catalog id), or None
    if it can: the keys come from a terminal, and a shell's job control can bring it back."""
    stop = getattr(signal, "SIGTSTP", None)
    if sys.platform == "win32" or stop is None:
        return "ui-suspend-windows"
    # Keys from a pipe (a test, a script): there is no terminal to give back, and the process
    # group to stop may be the one that feeds the pipe. The descriptor is asked, not the stream:
    # prompt_toolkit's pipe input says of itself that it is a terminal.
    try:
        if not os.isatty(input.fileno()) or signal.getsignal(stop) == signal.SIG_IGN:
            return "ui-suspend-no-shell"
        if os.getpgrp() == os.getsid(0):
            return "ui-suspend-no-shell"
    except (OSError, ValueError, NotImplementedError):
        return "ui-suspend-no-shell"
    return None


def stop_here() -> None:
    """Stop this process's group (the game, and a launcher sharing its group) until `fg`;
    returns once it goes on."""
    os.kill(0, signal.SIGTSTP)


async def speech_ended(idle: Callable[[], bool], limit: float = SPEECH_WAIT) -> bool:
    """Wait until `idle()` says the speech has ended, at most `limit` seconds; False if it has
    not. The event loop runs on meanwhile (the wait may be long: a voice renders, a sentence is
    said), so a closed terminal or a shutdown is still answered."""
    deadline = time.monotonic() + limit
    while not idle():
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(SPEECH_POLL)
    return True
