"""What the announcer hands to the output layer: one spoken message and its companions."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["ASSERTIVE_KINDS", "KINDS", "SOUNDS", "VERBOSITIES", "Message", "MessageKind", "Sound", "Verbosity",
           "sentence_case"]

Verbosity = Literal["brief", "normal", "verbose"]
VERBOSITIES: tuple[Verbosity, ...] = ("brief", "normal", "verbose")

Sound = Literal["card", "blind", "turn", "trick_won", "trick_lost", "error", "end"]
#: Earcon cue names; the files are ``sounds/<cue>.wav``.
SOUNDS: tuple[Sound, ...] = ("card", "blind", "turn", "trick_won", "trick_lost", "error", "end")

#: What a message is, kept from where it is made to every output: `event` what happened at the
#: table (a card played, a trick taken, a deal's result), `turn` "your turn", `refusal` a key or a
#: play refused (or a failure: the answer with the error earcon), `cursor` the card the hand's
#: focus is on, `chat` a line a player wrote, `notice` news of the output or the table (a voice
#: failed and another took over), `answer` any other answer to a key (a status key, help, a menu).
MessageKind = Literal["event", "turn", "refusal", "cursor", "chat", "notice", "answer"]
KINDS: tuple[MessageKind, ...] = ("event", "turn", "refusal", "cursor", "chat", "notice", "answer")
#: The kinds said at once, before what waits its turn (a page's assertive live region).
ASSERTIVE_KINDS: frozenset[MessageKind] = frozenset({"turn", "refusal"})


@dataclass(frozen=True)
class Message:
    """One announcement.

    `text` is the full spoken sentence(s); `short` the brief form for braille displays and brief
    mode; `sound` an earcon cue or None; `interrupt` True cuts off stale speech (answers to keys,
    "your turn"), False queues behind what is being said; `kind` what it is (`MessageKind`).
    """

    text: str
    short: str
    sound: str | None = None
    interrupt: bool = False
    kind: MessageKind = "answer"


# A sentence starts at the beginning or after ". ", "! ", "? ". Catalog patterns put player
# phrases ("dein Partner", "the left opponent") mid-sentence in lower case; this lifts them at a
# sentence start so the catalogs need only one form.
_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([^\W\d_])")


def sentence_case(text: str) -> str:
    """Capitalise the first letter of every sentence."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)  # any alphabet
