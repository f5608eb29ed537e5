"""Connects the keyboard seat to the announcer and the output layer.

The table depends on these parts only through the small protocols below, so tests can hand it
a recording output, and a part's internals can change without touching the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, cast

from ristikontra.announce import Announcer, Message, MessageKind
from ristikontra.output.base import SpeechMode
from ristikontra.output.seatoutput import SeatOutput
from ristikontra.table.seats import TableLink

__all__ = [
    "AnnouncerLike",
    "Message",
    "OpenedOutput",
    "OutputLike",
    "make_announcer",
    "make_message",
    "make_output",
    "words_per_minute",
]


#: The output as the table uses it: what a seat needs of an output (`output/seatoutput.py`).
OutputLike = SeatOutput


class OpenedOutput(NamedTuple):
    """An output just opened, the sentence saying why it speaks as it does ("" when it is what
    the player asked for), and its speech channel."""

    output: OutputLike
    reason: str
    channel: str


#: The announcer as the table uses it.
AnnouncerLike = Announcer


def make_message(text: str, short: str | None = None, sound: str | None = None,
                 interrupt: bool = False, kind: MessageKind | None = None) -> Message:
    """A message of the table's own (help, menu, saves) in the announcer's format. Its `kind` is
    an answer unless said otherwise; one with the error earcon is a refusal (the table's way of
    saying no: a key that does nothing now, a line that was not sent, a failure)."""
    if kind is None:
        kind = "refusal" if sound == "error" else "answer"
    return Message(text=text, short=short if short is not None else text, sound=sound, interrupt=interrupt,
                   kind=kind)


def make_announcer(lang: str, verbosity: str, seat: int = 0, link: TableLink | None = None) -> Announcer:
    """The announcer of the person listening at `seat`; a table `link` may say whom to call by
    name (`names`: online, the other people by their names)."""
    return Announcer(lang, seat=seat, verbosity=verbosity, use_names=link.names if link is not None else False)


def make_output(speech: str, lang: str, *, sound: bool, voice_rate: int, voice_volume: int,
                sound_volume: int, on_notice: Callable[[str], None] | None = None) -> OpenedOutput:
    """The output for these settings, its channel and, if it chose for the player, why.

    The table prints every message itself, so the text channel gets no transcript sink of its
    own. `on_notice` hears (from a background thread) when a backend fails and another takes over.
    """
    import ristikontra.output

    # Looked up at the call: a test's game may put another in (a null audio device).
    output = ristikontra.output.create_output(
        cast(SpeechMode, speech),  # a value of the option table's (`options.py`, SPEECH_CHANNELS)
        sound=sound,
        lang=lang,
        rate=words_per_minute(voice_rate),
        volume=voice_volume / 100,
        sound_volume=sound_volume / 100,
        on_notice=on_notice,
    )
    # What start-up settled on: a channel that failed meanwhile is already replaced in it.
    channel, reason = output.started_with.channel, output.started_with.reason
    return OpenedOutput(output, reason if (speech == "auto" or channel != speech) else "", channel)


def words_per_minute(percent: int) -> int:
    """The voice-rate setting (0-100 %) as words per minute: 50 % is a calm 200."""
    return 100 + 2 * max(0, min(100, percent))
