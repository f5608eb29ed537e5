"""The coach's review at the keyboard table: `v` opens the review of the deal just played.

Every decision of this seat in a deal (the view it had and what it played) is kept; as soon as the
deal ends, the review searches them on a worker thread and keeps the two or three that cost the
most. Nothing is said unasked. `v` between deals or after the game opens the review as a small mode
of its own: Up and Down step through the decisions, `t` reads the whole trick, `m` repeats, Escape
(or `v`) returns to the table, F1 lists these keys. `ReviewKeys` is the review's half of
`ui.seat.coaching.CoachKeys` (the hints are the other half); it keeps its state on the same object.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ristikontra.ai.coach import Hint, Mistake, coach_player, review
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import Action, SeatView
from ristikontra.i18n import Translator
from ristikontra.ui.seat.edges import EdgeWords
from ristikontra.ui.seat.frontend import PresentReview
from ristikontra.ui.seat.help import help_lines
from ristikontra.ui.seat.keys import KeyMode
from ristikontra.ui.seat.reviewkeep import kept_decisions, restored_decisions
from ristikontra.ui.seat.wiring import AnnouncerLike, Message, make_message

if TYPE_CHECKING:
    from ristikontra.table.threadowner import Worker

#: A function run on the UI loop (the coach keys' `post`).
Post = Callable[[Callable[[], None]], None]


class ReviewHooks(Protocol):
    """What the review uses of the table: `ui.seat.coaching.CoachHooks` (the review is its half of the
    coach keys, so it names what it reads here instead of importing the other half)."""

    @property
    def seat(self) -> int: ...
    @property
    def view(self) -> Callable[[], SeatView | None]: ...
    @property
    def lang(self) -> Callable[[], str]: ...
    @property
    def t(self) -> Callable[[], Translator]: ...
    @property
    def announcer(self) -> Callable[[], AnnouncerLike]: ...
    @property
    def emit(self) -> Callable[[Message], object]: ...
    @property
    def late(self) -> Callable[[Message], object]: ...
    @property
    def hush(self) -> Callable[[], None]: ...
    @property
    def post(self) -> Callable[[], Post | None]: ...
    @property
    def allowed(self) -> Callable[[], bool]: ...
    @property
    def own_hints(self) -> Callable[[], bool]: ...


__all__ = ["ReviewKeys"]

MODE: KeyMode = "review"

_log = logging.getLogger("ristikontra.ui")



@dataclass
class _Review:
    """The review of one deal: None while it is being computed."""

    deal: int
    mistakes: list[Mistake] | None = None
    failed: bool = False
    #: `v` was pressed while it was computed: it opens as soon as it is there.
    asked: bool = False


class ReviewKeys:
    """`v` and the review mode's keys (a part of `CoachKeys`, which sets these attributes up)."""

    hooks: ReviewHooks
    _reviews: Worker
    _closed: threading.Event
    #: Set while no hint is being computed (the review waits for it between decisions).
    _hint_idle: threading.Event
    #: This deal's decisions: the view the seat had and what it played.
    decisions: list[tuple[SeatView, Action]]
    #: This deal's hints the player heard (position, hint).
    hints: list[tuple[SeatView, Hint]]
    _review: _Review | None
    #: The deal a resumed game is between the end of and the next, if the save did not keep its
    #: decisions (an older save): `v` says that review is gone, not that none is made here.
    _unkept: int | None
    #: Counts deals seen, so a review of an earlier deal (or game) arriving late is dropped.
    _serial: int
    #: While the review is open: its decisions and the one being read.
    items: list[Mistake] | None
    index: int
    #: What the review's ends say when pressed again.
    edge: EdgeWords
    #: Held around each single search (a hint, one decision reviewed): `FrontEnd.search_gate`
    #: (`ui/seat/frontend.py`), a server's one gate for all its pages.
    search_gate: AbstractContextManager[object]
    #: Where an answered review goes instead of the review mode, if set: a browser page lists it
    #: as a section to read (`FrontEnd.present_review`).
    present: PresentReview | None
    #: Review a deal only when `v` asks for it, not as it ends (`FrontEnd.review_on_demand`).
    on_demand: bool
    #: With `on_demand`: the deal that ended last and is not reviewed yet.
    _unreviewed: int | None

    if TYPE_CHECKING:
        def _say(self, msg_id: str, **args: str | int) -> None: ...

        def _message(self, msg_id: str, **args: str | int) -> Message: ...

    @property
    def review_ready(self) -> bool:
        """Whether the review of the deal just played is there (for `v` and for tests)."""
        return self._review is not None and self._review.mistakes is not None

    @property
    def active(self) -> bool:
        """Whether the review mode is open."""
        return self.items is not None

    def searcher(self) -> StrongPlayer:
        """The coach's player for one search (a hint, a decision reviewed): a new one each time,
        as `review` wants; it ends its search early once the table closes."""
        player = coach_player()
        player.stop = self._closed
        return player

    def _start_review(self, deal: int) -> None:
        serial = self._serial
        record = self._review = _Review(deal)
        decisions = list(self.decisions)
        hints = list(self.hints)
        post = self.hooks.post()

        def waiting() -> object:
            # A hint goes first: the review waits between two decisions while one is computed.
            for decision in decisions:
                self._hint_idle.wait()
                if self._closed.is_set() or self._serial != serial:
                    return  # the table closed, or the next deal began: nobody asks for this one
                with self.search_gate:  # held while the review searches this decision
                    yield decision

        def finish(mistakes: list[Mistake] | None) -> None:
            # Posted just before the table closed (a page that left): nobody is there to hear it.
            if self._closed.is_set():
                return
            if self._serial == serial and self._review is record:
                record.mistakes = mistakes if mistakes is not None else []
                record.failed = mistakes is None
                if record.asked and self.items is None:
                    self._open_late(record)

        def job() -> None:
            try:
                found: list[Mistake] | None = review(waiting(), self.searcher, hints=hints)  # type: ignore[arg-type]
            except Exception:
                _log.exception("review failed")
                found = None
            if self._closed.is_set():
                return
            if post is None:
                finish(found)
            else:
                post(lambda: finish(found))

        # Always on the worker: a table without a loop (tests, tools) must not wait for a review.
        self._reviews.submit(job)

    def keepsake(self) -> dict[str, Any] | None:
        """The decisions of the deal just played, once it is over, for the save (None while a
        deal is played): a game resumed between deals reviews them again."""
        record = self._review
        if record is None:
            return None
        return kept_decisions(record.deal, self.decisions, self.hints)

    def restore(self, kept: object, deal: int) -> None:
        """A game resumed between deals: review the decisions of `deal` the save kept, as the
        deal's end did. A save without them, or with damaged ones, leaves that deal unreviewed."""
        try:
            self.decisions, self.hints = restored_decisions(kept, deal, self.hooks.seat)
        except ValueError as error:
            if kept is not None:
                _log.warning("the saved decisions of deal %s were not read: %s", deal, error)
            self._unkept = deal
            return
        if self.on_demand:
            self._unreviewed = deal
        else:
            self._start_review(deal)

    def open(self, mode: KeyMode) -> None:
        """`v`: open the review of the deal just played, or say why there is none (yet)."""
        if mode == "play":
            self._say("ui-review-after-deal")
            return
        if self._unreviewed is not None and mode in ("between", "over"):
            # Asked for: it is computed now, and opens when ready ("still being computed").
            deal, self._unreviewed = self._unreviewed, None
            self._start_review(deal)
        record = self._review
        if record is None and self._unkept is not None:
            self._say("ui-review-not-kept", deal=self._unkept)
        elif record is None:
            self._say("ui-review-none")
        elif not self.review_ready:
            record.asked = True
            self._say("ui-review-computing")
        else:
            self._answer_review(record, self._say)

    def _open_late(self, record: _Review) -> None:
        """The review `v` asked for is there: it opens now, unless the table moved on (a new
        deal resets the review; Enter on the next deal drops this one before it comes)."""
        view = self.hooks.view()
        if view is None or view.phase not in ("deal_over", "game_over"):
            return
        self._answer_review(record, lambda msg_id, **args: self.hooks.late(self._message(msg_id, **args)))

    def _answer_review(self, record: _Review, say: Callable[..., object]) -> None:
        if self.present is not None:
            self.present(record.deal, None if record.failed else list(record.mistakes or []))
        elif record.failed:
            say("ui-review-failed")
        elif not record.mistakes:
            say("ui-review-clean", deal=record.deal)
        else:
            self.items = record.mistakes
            self.index = 0
            say("ui-review-open", deal=record.deal, count=len(record.mistakes))
            self._read()

    def close(self) -> None:
        if self.items is None:
            return
        self.items = None
        self._say("ui-review-closed")

    def step(self, delta: int) -> None:
        items = self._items()
        index = self.index + delta
        if not 0 <= index < len(items):
            full, again = ("ui-review-last", "ui-review-end") if delta > 0 else ("ui-review-first", "ui-review-top")
            self._say(self.edge.pick(full, again))
            return
        self.index = index
        self._read()

    def repeat(self) -> None:
        self._read()

    def trick(self) -> None:
        """`t` in the review: the whole trick of the decision being read."""
        view = self.hooks.view()
        number = self._items()[self.index].trick
        if view is None or not 1 <= number <= len(view.history):
            self._say("ui-no-tricks-yet")
            return
        self.hooks.emit(self.hooks.announcer().trick(view, number))

    def help(self) -> None:
        """F1 in the review: its keys."""
        for line in help_lines(self.hooks.t(), MODE, self.hooks.view(), intro="ui-review-help-intro"):
            self.hooks.emit(make_message(line))

    def _read(self) -> None:
        self.edge.read()
        items = self._items()
        message = coach_message(items[self.index], self.hooks.lang())
        # "2 of 3" first would delay the point: the place comes last, as in every list here.
        text = self.hooks.t()("ui-review-item", text=message.text, position=self.index + 1, total=len(items))
        self.hooks.emit(make_message(text, f"{message.short} ({self.index + 1}/{len(items)})"))

    def _items(self) -> list[Mistake]:
        if self.items is None:
            raise RuntimeError("the review is not open")
        return self.items

