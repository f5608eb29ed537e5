"""The card-count keys: `u` says per rank what is still out, a second `u` in a row the ranks that
are gone; Shift+U the same for the focused card's rank.

The answers come from the announcer (a pure function of the seat's view); this module only
decides which answer a press gets, so it needs nothing of the table but its view, focus and emit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ristikontra.engine import Card, SeatView
from ristikontra.ui.wiring import AnnouncerLike, Message

__all__ = ["CardCountKeys", "CountingTable"]


class CountingTable(Protocol):
    """What the card-count keys need of the table."""

    announcer: AnnouncerLike

    def view(self) -> SeatView | None: ...
    def emit(self, message: Message) -> Message: ...
    def say(self, msg_id: str) -> Message: ...


class CardCountKeys:
    """Remembers the last press, so that the same key twice in a row says the other half."""

    def __init__(self, table: CountingTable, focused: Callable[[], Card | None]) -> None:
        self.table = table
        self.focused = focused
        #: (key number, the view's table state) of the last `u`, to recognise a second press.
        self._last: tuple[int, tuple[int, int, int]] | None = None

    def count(self, key_number: int) -> None:
        """`u`: what is still out; pressed again straight away, the ranks that are gone."""
        view = self.table.view()
        if view is None:
            self.table.say("ui-no-game")
            return
        moment = (view.deal, view.trick_no, len(view.trick))
        second = self._last is not None and self._last == (key_number - 1, moment)
        self._last = None if second else (key_number, moment)
        announcer = self.table.announcer
        self.table.emit(announcer.cards_gone(view) if second else announcer.card_count(view))

    def count_rank(self) -> None:
        """Shift+U: the focused card's rank: still out, in the hand, played."""
        view = self.table.view()
        card = self.focused()
        if view is None or card is None:
            self.table.say("ui-no-cards")
            return
        self.table.emit(self.table.announcer.rank_count(view, card.rank))
