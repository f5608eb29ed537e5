"""Control+C and Control+\\ pressed while the game starts end it like any other quit.

From the moment `ui.terminal.tty.quiet_terminal` holds the terminal these are keys, and the game
answers them (save and quit). Before that, while Python and the game's modules load (about half
a second), the terminal turns them into SIGINT and SIGQUIT, which would end the process with no
word (or a core dump). `hold()` runs first thing (`__main__`) and only notes such a signal; the
command then decides: the game says goodbye once its terminal is quiet (`release()` tells it
one came), other commands get the signal back as it was meant (`release(deliver=True)`).

Nothing heavy is imported here: this module is loaded before everything else.
"""

from __future__ import annotations

import signal
from types import FrameType

__all__ = ["hold", "release"]

_NAMES = ("SIGINT", "SIGQUIT")
_noted: list[int] = []
_held = False


def _note(number: int, frame: FrameType | None) -> None:
    _noted.append(number)


def hold() -> None:
    """Note Control+C and Control+\\ from now on instead of dying of them."""
    global _held
    for name in _NAMES:
        number = getattr(signal, name, None)
        if number is not None:
            try:
                signal.signal(number, _note)
            except (OSError, ValueError):  # pragma: no cover - not the main thread
                return
    _held = True


def release(deliver: bool = False) -> bool:
    """Give the signals back their usual handling; whether one came while held. With `deliver`
    the first one that came is raised again now, with its usual effect (SIGINT: KeyboardInterrupt)."""
    global _held
    if not _held:
        return False
    _held = False
    for name in _NAMES:
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, signal.default_int_handler if name == "SIGINT" else signal.SIG_DFL)
    came = bool(_noted)
    if came and deliver:
        signal.raise_signal(_noted[0])
    _noted.clear()
    return came
