"""What a seat needs of an output: one typed interface every output implements.

The keyboard seat (`ui/seat/speaker.py`, `ui/seat/volume.py`), the terminal (`ui/terminal/`) and
the web seat (`web/seat.py`) reach their output only through `SeatOutput`: the output manager of
this package (speech, braille and sound on this machine), the web seat's output (the words go to
a page, which speaks them itself) and the tests' recording outputs. mypy checks each where it is
handed to a seat; nothing is looked up by name at run time.

A message reaches the output whole (`say`): its words, short form, earcon and kind together, so
an output that needs them together (a page's `say` frame) has nothing to glue back, and one that
needs the kind (a page's assertive live region for "your turn" and a refusal) need not guess it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:  # the announcer's package is loaded by the seat, not by the output
    from ristikontra.announce.message import Message
    from ristikontra.output.base import Channel

__all__ = ["SeatOutput"]


@runtime_checkable
class SeatOutput(Protocol):
    """An output as a seat uses it. Calls come from the seat's thread (the terminal's loop, the
    server's loop); an output that works elsewhere hands them over itself."""

    def say(self, message: Message) -> None:
        """Say `message.text` (with `message.interrupt`, stop whatever is being said first), show
        `message.short` on a braille display (where there is one; empty: nothing), play the earcon
        `message.sound` (None: none). The seat has applied the player's settings already: braille
        off leaves `short` empty, sounds off leave `sound` None."""

    def silence(self) -> None:
        """Stop speaking now (Escape)."""

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        """The voice and/or the sound volume (0.0 to 1.0) from the next word or earcon on, with
        nothing reopened. An output whose listener sets the volume elsewhere ignores it."""

    def speech_idle(self) -> bool:
        """Whether everything said has been said (now, without waiting): the terminal waits for
        it before it goes to the background."""
        ...

    def close(self) -> None:
        """Release devices, helpers and threads."""

    @property
    def channel(self) -> Channel:
        """Where speech goes now: a screen reader, the game's own voice, text, or nowhere (a
        channel that failed meanwhile may have fallen back to another)."""
        ...

    @property
    def follows_volume(self) -> bool:
        """Whether the speech heard now follows the voice-volume setting (a screen reader keeps
        the volume its user set there)."""
        ...

    @property
    def sound_enabled(self) -> bool:
        """Whether earcons are heard: sound is on and reached an audio device."""
        ...
