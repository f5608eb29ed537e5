"""What the announcer hands to the output layer: one spoken message and its companions."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["SOUNDS", "VERBOSITIES", "Message", "Sound", "Verbosity", "sentence_case"]

Verbosity = Literal["brief", "normal", "verbose"]
VERBOSITIES: tuple[Verbosity, ...] = ("brief", "normal", "verbose")

Sound = Literal["card", "blind", "turn", "trick_won", "trick_lost", "error", "end"]
#: Earcon cue names; the files are ``sounds/<cue>.wav``.
SOUNDS: tuple[Sound, ...] = ("card", "blind", "turn", "trick_won", "trick_lost", "error", "end")


@dataclass(frozen=True)
class Message:
    """One announcement.

    `text` is the full spoken sentence(s); `short` the brief form for braille displays and brief
    mode; `sound` an earcon cue or None; `interrupt` True cuts off stale speech (answers to keys,
    "your turn"), False queues behind what is being said.
    """

    text: str
    short: str
    sound: str | None = None
    interrupt: bool = False


# A sentence starts at the beginning or after ". ", "! ", "? ". Catalog patterns put player
# phrases ("dein Partner", "the left opponent") mid-sentence in lower case; this lifts them at a
# sentence start so the catalogs need only one form.
_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([^\W\d_])")


def sentence_case(text: str) -> str:
    """Capitalise the first letter of every sentence."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)  # any alphabet
