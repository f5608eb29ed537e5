"""Speech, braille and sound for the game: one interface, several channels.

    out = create_output(speech="auto", lang="de", transcript=log.append, on_notice=show)
    out.speak("Du bist dran.")      # interrupts whatever was being said
    out.play("turn")                # an earcon, mixed over speech
    out.selection                   # channel, engine and the localised reason
    out.close()

Submodules load lazily, so `import ristikontra.output` stays cheap for the rest of the game.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ristikontra.output.base import CUES, Backend, BackendError, Channel, Selection, SpeechMode
    from ristikontra.output.manager import OutputManager, create_output
    from ristikontra.output.seatoutput import SeatOutput

__all__ = [
    "CUES",
    "Backend",
    "BackendError",
    "Channel",
    "OutputManager",
    "SeatOutput",
    "Selection",
    "SpeechMode",
    "create_output",
]

_HOME = {
    "CUES": "base",
    "Backend": "base",
    "BackendError": "base",
    "Channel": "base",
    "Selection": "base",
    "SpeechMode": "base",
    "OutputManager": "manager",
    "SeatOutput": "seatoutput",
    "create_output": "manager",
}


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(f"ristikontra.output.{_HOME[name]}"), name)
    raise AttributeError(f"module 'ristikontra.output' has no attribute {name!r}")
