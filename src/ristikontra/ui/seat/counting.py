"""The card-count keys: `u` says per rank what is still out, a second `u` in a row the ranks that
are gone; Shift+U the same for the focused card's rank.

The answers come from the announcer (a pure function of the seat's view); this module only
decides which answer a press gets. It is wired with a few callables (`CountingHooks`), so it
needs nothing of the table but the seat's view, its focus and a way to speak.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ristikontra.engine import Card, SeatView
from ristikontra.ui.seat.wiring import AnnouncerLike, Message

__all__ = ["CardCountKeys", "CountingHooks"]


@dataclass(frozen=True)
class CountingHooks:
    """What the card-count keys use of the table (callables: the announcer and view change)."""

    announcer: Callable[[], AnnouncerLike]
    view: Callable[[], SeatView | None]
    focused: Callable[[], Card | None]
    emit: Callable[[Message], object]
    say: Callable[[str], object]


class CardCountKeys:
    """Remembers the last press, so that the same key twice in a row says the other half."""

    def __init__(self, hooks: CountingHooks) -> None:
        self.hooks = hooks
        #: (key number, the table's moment) of the last `u`, to recognise a second press.
        self._last: tuple[int, tuple[int, int, int]] | None = None

    def count(self, key_number: int) -> None:
        """`u`: what is still out; pressed again straight away, the ranks that are gone."""
        hooks = self.hooks
        view = hooks.view()
        if view is None:
            hooks.say("ui-no-game")
            return
        moment = (view.deal, view.trick_no, len(view.trick))
        second = self._last is not None and self._last == (key_number - 1, moment)
        self._last = None if second else (key_number, moment)
        announcer = hooks.announcer()
        hooks.emit(announcer.cards_gone(view) if second else announcer.card_count(view))

    def count_rank(self) -> None:
        """Shift+U: the focused card's rank: still out, in the hand, played."""
        hooks = self.hooks
        view = hooks.view()
        card = hooks.focused()
        if view is not None and view.watching:
            hooks.say("net-watch-no-hand")  # a watcher holds no hand, so focuses no card of one
            return
        if view is None or card is None:
            hooks.say("ui-no-cards")
            return
        hooks.emit(hooks.announcer().rank_count(view, card.rank))
