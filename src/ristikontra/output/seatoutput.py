"""What a seat needs of an output: one typed interface every output implements.

The keyboard seat (`ui/seat/speaker.py`, `ui/seat/volume.py`), the terminal (`ui/terminal/`) and
the web seat (`web/seat.py`) reach their output only through `SeatOutput`: the output manager of
this package (speech, braille and sound on this machine), the web seat's output (the words go to
a page, which speaks them itself) and the tests' recording outputs. mypy checks each where it is
handed to a seat; nothing is looked up by name at run time.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ristikontra.output.base import Channel

__all__ = ["SeatOutput"]


@runtime_checkable
class SeatOutput(Protocol):
    """An output as a seat uses it. Calls come from the seat's thread (the terminal's loop, the
    server's loop); an output that works elsewhere hands them over itself."""

    def speak(self, text: str, interrupt: bool = True) -> None:
        """Say `text`; with `interrupt`, stop whatever is being said first."""

    def braille(self, text: str) -> None:
        """Show `text` on a braille display, where there is one."""

    def play(self, sound: str) -> None:
        """Play the earcon named `sound` (one of `output.base.CUES`)."""

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
