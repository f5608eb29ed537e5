"""The keyboard seat's browsing: the hand's focus, the status keys, the earlier tricks, the export.

These keys only read the table: none of them plays or asks the table for anything, and each
answers with one short message (details on demand). `SeatBrowsing` is a part of
`ui.seat.keyboard.KeyboardSeat`, which sets up the attributes it reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ristikontra.announce import Message
from ristikontra.engine import Card, SeatView
from ristikontra.files import write_atomically
from ristikontra.keep.exports import export_path
from ristikontra.table.seats import TableLink
from ristikontra.ui.seat.hand import HandCursor
from ristikontra.ui.seat.history import TrickBrowser
from ristikontra.ui.seat.keys import RANK_KEYS
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.wiring import AnnouncerLike, make_message

__all__ = ["SeatBrowsing"]


class SeatBrowsing:
    """The keys that browse the table for one keyboard seat (see the module docs)."""

    link: TableLink
    speaker: Speaker
    announcer: AnnouncerLike
    hand: HandCursor
    tricks: TrickBrowser
    view: SeatView | None
    #: The card the player last heard named as the focused one: "your turn" names the focus
    #: when it is another (Enter must never play a card nobody said).
    heard: Card | None
    #: (key number, the table's moment) of the last `s`: a second press straight after says the details.
    _scores_last: tuple[int, tuple[str, int, int, int]] | None = None
    #: The wall clock that names an exported history (tests replace it).
    clock_wall: Callable[[], float]
    #: Where `e` sends the game's messages instead of a file on this computer, if set (a browser
    #: page saves them itself): `FrontEnd.export_to` (`ui/seat/frontend.py`); it says what it did.
    export_to: Callable[[list[str]], None] | None

    if TYPE_CHECKING:
        def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> Message: ...

        def emit(self, message: Message, *, remember: bool = False, queue: bool = False) -> Message: ...

    # ------------------------------------------------------------------ focus

    def _no_hand(self) -> bool:
        """A watcher holds no hand: a key that reads one's own cards says so (True), the same
        answer from every such key, never "You have no cards in your hand"."""
        if self.link.watching:
            self.say("net-watch-no-hand")
            return True
        return False

    def _say_focus(self, edge: str | None = None) -> None:
        if self._no_hand():
            return
        card = self.hand.focused
        if card is None:
            self.say("ui-no-cards")
            return
        message = self.announcer.card_focus(card, self.hand.index + 1, len(self.hand.cards), self.view)
        if edge is not None:
            text = self.speaker.t(edge, card=message.text)
            message = make_message(text, message.short, None, True, kind="cursor")
        self.emit(message)
        self.heard = card

    def say_focus(self) -> None:
        """`f`: the focused card and its place, without moving."""
        self._say_focus()

    def move_focus(self, delta: int) -> None:
        if self.hand.move(delta):
            self._say_focus()
        else:
            self._say_focus("ui-edge-last" if delta > 0 else "ui-edge-first")

    def focus_end(self, last: bool) -> None:
        self.hand.home(last)
        self._say_focus()

    def jump_rank(self, key: str) -> None:
        rank = RANK_KEYS.get(key)
        if rank is None or self._no_hand():
            return
        if self.hand.jump(rank):
            self._say_focus()
        else:
            self.say("ui-no-rank", rank_no=self.announcer.rank_name(rank, "no-acc"))

    def sort(self) -> None:
        view = self.view
        if view is None or self._no_hand():
            return
        kind = self.hand.next_sort(view.hand, view.rules)
        self.say("ui-sorted", sort=kind)
        self._say_focus()

    # ------------------------------------------------------------------ status keys

    def _query(self, ask: Callable[[SeatView], Message]) -> None:
        if self.view is None:
            self.say("ui-no-game")
            return
        self.emit(ask(self.view))

    def status_hand(self) -> None:
        if self._no_hand():
            return
        self._query(self.announcer.hand_summary)

    def status_trick(self) -> None:
        self._query(self.announcer.current_trick)

    def status_scores(self, key_number: int = 0) -> None:
        """`s`: the score in one short sentence; pressed again straight away, the details (as
        `u` does): the deal's points and tricks, dirt, what each team still needs."""
        view = self.view
        if view is None:
            self.say("ui-no-game")
            return
        moment = (view.phase, view.deal, view.trick_no, len(view.trick))
        second = self._scores_last == (key_number - 1, moment)
        self._scores_last = None if second else (key_number, moment)
        self.emit(self.announcer.scores(view, standing=False) if second else self.announcer.scores_brief(view))

    def status_stock(self) -> None:
        self._query(self.announcer.stock)

    def status_turn(self) -> None:
        # A table on a server whose connection is lost does not know whose turn it is now.
        said = self.link.turn_unknown()
        if said is not None:
            self.say(said, sound="error")
            return
        self._query(self.announcer.turn)

    def status_dealer(self) -> None:
        self._query(self.announcer.dealer)

    def status_seating(self) -> None:
        self._query(self.announcer.seating)

    def status_rules(self) -> None:
        self._query(lambda view: self.announcer.rules_summary(view.rules))

    def history_prev(self) -> None:
        view = self.view
        if view is None:
            return
        number, moved = self.tricks.back(len(view.history))
        if number is None:
            self.say("ui-no-tricks-yet")
        elif not moved:
            self.say("ui-first-trick")  # already at the first trick: not the same trick again
        else:
            self.emit(self.announcer.trick(view, number))

    def history_next(self) -> None:
        view = self.view
        if view is None:
            return
        number, moved = self.tricks.forward(len(view.history))
        if number is not None:
            self.emit(self.announcer.trick(view, number))
        elif view.phase != "playing":
            self.say("ui-history-deal-end")  # no current trick after the deal: only its last one
        elif moved:
            self.say("ui-back-to-now")
            if view.trick:
                self.emit(self.announcer.current_trick(view))
        else:
            self.say("ui-history-at-now")

    def export_history(self) -> None:
        """Write the current game's messages to a UTF-8 text file and say where it is."""
        texts = self.speaker.game_texts
        if not texts:
            self.say("ui-export-empty")
            return
        if self.export_to is not None:
            self.export_to(list(texts))
            return
        path = export_path(self.clock_wall())
        if write_atomically(path, "\n".join(texts) + "\n"):
            self.say("ui-export-done", path=str(path), count=len(texts))
        else:
            self.say("ui-export-failed", sound="error", path=str(path))
