"""The coach at the keyboard table: Shift+H for a hint, `v` for the review of the deal just played.

Shift+H asks "what would the expert play here?" when it is the player's turn. The search runs on
a worker thread of its own, so the keys keep working; if it takes longer than
:data:`THINKING_AFTER`, the player hears once that the coach is thinking. The answer belongs to
the position it was asked in: if anything was played meanwhile, it is dropped. A hint never
touches the game, and it does not move the hand's focus either: the player decides, Enter still
plays the card they are on, and the rank keys reach the suggested card in one press. The same
position asked again is answered at once (the hint of a position is always the same).

`CoachKeys` also follows the game for the review (`ui/coachreview.py`, its other half): it keeps
this seat's decisions of a deal and starts their review as the deal ends. While a hint is being
computed the review waits between two decisions, so a hint never queues behind it.

Its threads (the hint and review workers, the "still thinking" timer) belong to the session's
`ThreadOwner` (`table/threadowner.py`): closing stops a search at its next world and joins them.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass

from ristikontra.ai.coach import Hint, Mistake, hint, position_rng
from ristikontra.announce.coach import coach_message
from ristikontra.engine import Action, CardPlayed, DealStarted, Event, SeatView, blind, play
from ristikontra.i18n import Translator
from ristikontra.table.threadowner import ThreadOwner
from ristikontra.ui.seat.coachreview import ReviewKeys
from ristikontra.ui.seat.edges import EdgeWords
from ristikontra.ui.seat.frontend import PresentReview
from ristikontra.ui.seat.wiring import AnnouncerLike, Message, make_message

__all__ = ["THINKING_AFTER", "CoachHooks", "CoachKeys", "hint_rng"]

#: Seconds after Shift+H before "the coach is thinking" is said (once), if no answer came.
THINKING_AFTER = 0.6

_log = logging.getLogger("ristikontra.ui")
Post = Callable[[Callable[[], None]], None]


def hint_rng(view: SeatView) -> random.Random:
    """The generator a hint in `view`'s position searches with: the review's too
    (:func:`~ristikontra.ai.coach.position_rng`), so hint and review agree."""
    return position_rng(view)


@dataclass(frozen=True)
class CoachHooks:
    """What the coach keys use of the table (callables: the view, language and loop change).

    `emit` says an answer now; `late` says an answer that arrives after its key press (it cuts
    off speech only if nothing was said since that key); `hush` stops stale speech at once;
    `post` runs a function on the UI loop (None: no loop runs; a hint is then computed in place,
    a review still on its worker, which stores its result itself)."""

    seat: int
    view: Callable[[], SeatView | None]
    lang: Callable[[], str]
    t: Callable[[], Translator]
    announcer: Callable[[], AnnouncerLike]
    emit: Callable[[Message], object]
    late: Callable[[Message], object]
    hush: Callable[[], None]
    post: Callable[[], Post | None]
    allowed: Callable[[], bool]
    #: Whether this player allows hints at online tables (their own setting): why hints are off.
    own_hints: Callable[[], bool] = lambda: True


class CoachKeys(ReviewKeys):
    """Shift+H, `v` and the review mode's keys for one keyboard seat (see the module docs)."""

    def __init__(self, hooks: CoachHooks, threads: ThreadOwner | None = None, *,
                 search_gate: AbstractContextManager[object] | None = None, on_demand: bool = False,
                 present: PresentReview | None = None) -> None:
        """`search_gate`, `on_demand` and `present` as a front end has them (`ui/seat/frontend.py`):
        the gate each search holds, whether a deal is reviewed only when asked for, and where an
        answered review goes instead of the review mode."""
        self.hooks = hooks
        self.search_gate = search_gate if search_gate is not None else contextlib.nullcontext()
        self._threads = threads if threads is not None else ThreadOwner()
        self._hints = self._threads.worker(f"ristikontra-hint{hooks.seat}")
        self._reviews = self._threads.worker(f"ristikontra-review{hooks.seat}")
        self._closed = threading.Event()
        self._threads.own("coach", self._stop)
        #: Set while no hint is being computed (the review waits for it between decisions).
        self._hint_idle = threading.Event()
        self._hint_idle.set()
        #: The position a hint is being computed for, and the last answer (position, hint).
        self._asked: SeatView | None = None
        self._answer: tuple[SeatView, Hint] | None = None
        #: This deal's decisions: the view the seat had and what it played.
        self.decisions: list[tuple[SeatView, Action]] = []
        #: This deal's hints the player heard (position, hint), for the review to recognise.
        self.hints: list[tuple[SeatView, Hint]] = []
        self._review = None
        self._unkept = None
        #: Counts deals seen, so a review of an earlier deal (or game) arriving late is dropped.
        self._serial = 0
        #: While the review is open: its decisions and the one being read.
        self.items: list[Mistake] | None = None
        self.index = 0
        self.edge = EdgeWords()
        self.present = present
        self.on_demand = on_demand
        self._unreviewed = None

    @property
    def hint_pending(self) -> bool:
        """Whether a hint is being computed (for tests)."""
        return self._asked is not None

    # ------------------------------------------------------------------ following the game

    def on_events(self, events: Sequence[Event], before: SeatView | None, after: SeatView) -> None:
        """Keep this seat's decisions; when a deal ends, start its review in the background."""
        seat = self.hooks.seat
        for event in events:
            if isinstance(event, DealStarted):
                self._new_deal()
            elif isinstance(event, CardPlayed) and event.seat == seat and before is not None \
                    and before.phase == "playing" and before.to_move == seat and before.deal == event.deal:
                action = blind(seat) if event.blind else play(seat, event.card)
                self.decisions.append((before, action))
        if after.phase in ("deal_over", "game_over") and before is not None and before.phase == "playing":
            if self.on_demand:
                self._unreviewed = after.deal
            else:
                self._start_review(after.deal)

    def reset(self) -> None:
        """A game was resumed: its earlier decisions were not seen here."""
        self._new_deal()

    def _new_deal(self) -> None:
        self._serial += 1
        self.decisions = []
        self.hints = []
        self._review = None
        self._unreviewed = None
        self._unkept = None
        self.items = None
        self._answer = None

    # ------------------------------------------------------------------ hints (Shift+H)

    def hint(self) -> None:
        hooks = self.hooks
        view = hooks.view()
        if view is None or view.phase != "playing":
            self._say("ui-hint-not-your-turn", when="other")
            return
        if not hooks.allowed():
            self._say("ui-hint-off", who="others" if hooks.own_hints() else "you")
            return
        if view.to_move != hooks.seat or not view.legal:
            self._say("ui-hint-not-your-turn", when="deal")
            return
        if self._answer is not None and self._answer[0] == view:
            hooks.emit(coach_message(self._answer[1], hooks.lang()))
            return
        if self._asked == view:
            self._say("ui-hint-thinking")  # asked again while it is being computed
            return
        hooks.hush()  # the key cuts off stale speech now, not when the answer comes
        self._asked = view
        post = hooks.post()
        if post is None:
            self._hint_done(view, self._compute_hint(view))
            return
        timer = self._threads.later(f"ristikontra-hint{hooks.seat}-thinking", THINKING_AFTER,
                                    lambda: post(lambda: self._still_thinking(view)))

        def job() -> None:
            if self._asked is not view or self._closed.is_set():
                timer.cancel()
                return  # the position moved on before this hint began
            found = self._compute_hint(view)
            timer.cancel()
            if not self._closed.is_set():  # a search cut short by the table's end says nothing
                post(lambda: self._hint_done(view, found))

        self._hints.submit(job)

    def _compute_hint(self, view: SeatView) -> Hint | None:
        self._hint_idle.clear()
        try:
            with self.search_gate:
                return hint(view, hint_rng(view), self.searcher())
        except Exception:
            _log.exception("hint failed")
            return None
        finally:
            self._hint_idle.set()

    def _still_thinking(self, view: SeatView) -> None:
        if self._asked is view and self.hooks.view() == view:
            self.hooks.late(self._message("ui-hint-thinking"))

    def _hint_done(self, view: SeatView, found: Hint | None) -> None:
        if self._asked is view:
            self._asked = None
        if self.hooks.view() != view:
            return  # the position changed before the answer came: it answers nothing now
        if found is None:
            self.hooks.late(self._message("ui-hint-failed"))
            return
        self._answer = (view, found)
        self.hints.append((view, found))
        self.hooks.late(coach_message(found, self.hooks.lang()))

    # ------------------------------------------------------------------ plumbing

    def shut(self) -> None:
        """The table closes: no more searches, and nothing more is said."""
        self._closed.set()
        self._hint_idle.set()
        self._hints.close()
        self._reviews.close()

    def _stop(self, timeout: float) -> None:
        """The session's way out: shut, then wait at most `timeout` s for the workers to end."""
        self.shut()
        self._hints.join(timeout)
        self._reviews.join(timeout)

    def _message(self, msg_id: str, **args: str | int) -> Message:
        return make_message(self.hooks.t().format(msg_id, args))

    def _say(self, msg_id: str, **args: str | int) -> None:
        self.hooks.emit(self._message(msg_id, **args))
