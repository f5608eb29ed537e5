"""What was said (for repeat and back/forward) and where the trick browser stands."""

from __future__ import annotations

from ristikontra.announce import Message

__all__ = ["MessageLog", "TrickBrowser"]


class MessageLog:
    """The game's messages (plays, tricks, draws, results, notices), newest last, with a reading
    position for Page Up/Page Down; answers to browsing keys stay out of it."""

    def __init__(self, limit: int = 500) -> None:
        self.items: list[Message] = []
        self.limit = limit
        #: Index of the message last read back, None while following the newest.
        self.pos: int | None = None

    def add(self, message: Message) -> None:
        self.items.append(message)
        if len(self.items) > self.limit:
            del self.items[: len(self.items) - self.limit]
        self.pos = None

    @property
    def last(self) -> Message | None:
        return self.items[-1] if self.items else None

    def back(self) -> tuple[Message | None, bool]:
        """The previous message and whether the reading position moved (False at the start)."""
        if not self.items:
            return None, False
        if self.pos is None:
            # The newest game message has just been heard (`m` repeats it, End reads it): the
            # first step back is the one before it. With only one, that one is the oldest.
            self.pos = max(len(self.items) - 2, 0)
            return self.items[self.pos], len(self.items) > 1
        if self.pos == 0:
            return self.items[0], False
        self.pos -= 1
        return self.items[self.pos], True

    @property
    def reading(self) -> bool:
        """Whether Page Up has started reading back (Home and End then jump within the messages)."""
        return self.pos is not None

    def stop(self) -> None:
        """Back to following the newest message (another key than the history's own)."""
        self.pos = None

    @property
    def position(self) -> tuple[int, int]:
        """(number of the message read, counted from the oldest, and how many there are)."""
        total = len(self.items)
        return (total if self.pos is None else self.pos + 1), total

    def jump(self, last: bool) -> tuple[Message | None, bool]:
        """The oldest (or the newest) message; whether the position moved."""
        if not self.items:
            return None, False
        target = len(self.items) - 1 if last else 0
        moved = self.pos != target
        self.pos = target
        return self.items[target], moved

    def forward(self) -> tuple[Message | None, bool]:
        """The next message and whether the position moved (False at the newest)."""
        if not self.items:
            return None, False
        if self.pos is None or self.pos >= len(self.items) - 1:
            self.pos = None
            return self.items[-1], False
        self.pos += 1
        return self.items[self.pos], True


class TrickBrowser:
    """Position in this deal's finished tricks: None is "now" (the trick being played)."""

    def __init__(self) -> None:
        self.pos: int | None = None

    def reset(self) -> None:
        self.pos = None

    def back(self, finished: int) -> tuple[int | None, bool]:
        """The trick number to show and whether it is a new one (False: already at the first)."""
        if finished == 0:
            self.pos = None
            return None, False
        if self.pos is None or self.pos > finished:
            self.pos = finished
            return self.pos, True
        if self.pos == 1:
            return 1, False
        self.pos -= 1
        return self.pos, True

    def forward(self, finished: int) -> tuple[int | None, bool]:
        """The next trick number, or None for "back at the current trick"."""
        if self.pos is None:
            return None, False
        if self.pos >= finished:
            self.pos = None
            return None, True
        self.pos += 1
        return self.pos, True
