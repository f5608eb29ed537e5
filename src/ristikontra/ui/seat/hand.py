"""The player's hand as the table shows it: an order (sorting) and a focused card."""

from __future__ import annotations

from collections.abc import Sequence

from ristikontra.engine import RANKS, Card, Rules

__all__ = ["SORTS", "HandCursor"]

#: by rank (2 up to ace), by points (blanks first, aces last), or in the order the cards came.
SORTS = ("rank", "points", "drawn")


class HandCursor:
    """Keeps the focus on the same card while the hand changes around it."""

    def __init__(self, sort: str = "rank") -> None:
        self.sort = sort if sort in SORTS else "rank"
        self.cards: list[Card] = []
        self.index = 0

    @property
    def focused(self) -> Card | None:
        return self.cards[self.index] if self.cards else None

    def update(self, hand: Sequence[Card], rules: Rules) -> bool:
        """Take the new hand; returns whether the shown order changed."""
        old_focus = self.focused
        old_index = self.index
        new = self._ordered(hand, rules)
        changed = new != self.cards
        self.cards = new
        if old_focus is not None and old_focus in new:
            self.index = new.index(old_focus)
        else:
            self.index = min(old_index, max(len(new) - 1, 0))
        return changed

    def _ordered(self, hand: Sequence[Card], rules: Rules) -> list[Card]:
        if self.sort == "rank":
            return sorted(hand)
        if self.sort == "points":
            return sorted(hand, key=lambda c: (rules.value(c.rank), c.index))
        return list(hand)

    def next_sort(self, hand: Sequence[Card], rules: Rules) -> str:
        self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
        self.update(hand, rules)
        return self.sort

    def move(self, delta: int) -> bool:
        """Move the focus; False at either end (the focus stays)."""
        new = self.index + delta
        if not self.cards or not 0 <= new < len(self.cards):
            return False
        self.index = new
        return True

    def home(self, last: bool = False) -> bool:
        if not self.cards:
            return False
        self.index = len(self.cards) - 1 if last else 0
        return True

    def jump(self, rank: str) -> bool:
        """Focus the next card of `rank` after the focused one, wrapping round; False if none."""
        if rank not in RANKS or not self.cards:
            return False
        count = len(self.cards)
        for step in range(1, count + 1):
            i = (self.index + step) % count
            if self.cards[i].rank == rank:
                self.index = i
                return True
        return False
