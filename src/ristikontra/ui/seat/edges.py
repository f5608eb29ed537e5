"""What a reader says at its list's end when the key is pressed again.

The first press past the end says the whole sentence (where you are and how to get back); the
same end again, with nothing read in between, only a short word: the player already heard the
sentence, and a screen reader user who presses Down to be sure wants the fact, not its details
again. Reading an item (a move, a jump, a repeat) makes the next end say the whole sentence.
"""

from __future__ import annotations

__all__ = ["EdgeWords"]


class EdgeWords:
    """Remembers the end said last, until an item is read."""

    def __init__(self) -> None:
        self._said: str | None = None

    def pick(self, full: str, again: str) -> str:
        """The message id to say at an end: `full` the first time, `again` while it stands."""
        chosen = again if self._said == full else full
        self._said = full
        return chosen

    def read(self) -> None:
        """An item was read: the next end is news again."""
        self._said = None
