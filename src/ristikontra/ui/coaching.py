"""The coach at the keyboard table: Shift+H for a hint, `v` for the review of the deal just played.

Shift+H asks "what would the expert play here?" when it is the player's turn. The search runs on
a worker thread of its own, so the keys keep working; if it takes longer than
:data:`THINKING_AFTER`, the player hears once that the coach is thinking. The answer belongs to
the position it was asked in: if anything was played meanwhile, it is dropped. A hint never
touches the game, and it does not move the hand's focus either: the player decides, Enter still
plays the card they are on, and the rank keys reach the suggested card in one press. The same
position asked again is answered at once (the hint of a position is always the same).

The review: every decision of this seat in a deal (the view it had and what it played) is kept;
as soon as the deal ends, the coach searches them in the background and keeps the two or three
that cost the most. Nothing is said unasked. `v` between deals or after the game opens the
review as a small mode of its own: Up and Down step through the decisions, `t` reads the whole
trick, `m` repeats, Escape (or `v`) returns to the table, F1 lists these keys. While a hint is
being computed the review waits between two decisions, so a hint never queues behind it.
"""

from __future__ import annotations

import logging
import queue
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ristikontra.ai.coach import Hint, Mistake, coach_message, coach_player, hint, review
from ristikontra.engine import Action, CardPlayed, DealStarted, Event, SeatView, blind, play
from ristikontra.i18n import Translator
from ristikontra.ui.help import help_lines
from ristikontra.ui.keys import KeyMode
from ristikontra.ui.wiring import AnnouncerLike, Message, make_message

__all__ = ["THINKING_AFTER", "CoachHooks", "CoachKeys", "hint_rng", "review_rng"]

MODE: KeyMode = "review"
#: Seconds after Shift+H before "the coach is thinking" is said (once), if no answer came.
THINKING_AFTER = 0.6

_log = logging.getLogger("ristikontra.ui")
Post = Callable[[Callable[[], None]], None]


def hint_rng(view: SeatView) -> random.Random:
    """The generator a hint in `view`'s position searches with (a string seed is stable in
    every Python run, so the same position always gets the same hint)."""
    return random.Random(f"hint {view.deal} {view.trick_no} {len(view.trick)} {view.seat}")


def review_rng(deal: int, seat: int) -> random.Random:
    """The generator the review of `deal` searches with."""
    return random.Random(f"review {deal} {seat}")


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


class _Worker:
    """One daemon thread running jobs in order (daemon: a search never keeps a quitting game)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
            self._thread.start()
        self._jobs.put(job)

    def close(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            try:
                job()
            except Exception:
                _log.exception("coach job failed")


@dataclass
class _Review:
    """The review of one deal: None while it is being computed."""

    deal: int
    mistakes: list[Mistake] | None = None
    failed: bool = False


class CoachKeys:
    """Shift+H, `v` and the review mode's keys for one keyboard seat (see the module docs)."""

    def __init__(self, hooks: CoachHooks) -> None:
        self.hooks = hooks
        self._hints = _Worker(f"ristikontra-hint{hooks.seat}")
        self._reviews = _Worker(f"ristikontra-review{hooks.seat}")
        self._closed = threading.Event()
        #: Set while no hint is being computed (the review waits for it between decisions).
        self._hint_idle = threading.Event()
        self._hint_idle.set()
        #: The position a hint is being computed for, and the last answer (position, hint).
        self._asked: SeatView | None = None
        self._answer: tuple[SeatView, Hint] | None = None
        #: This deal's decisions: the view the seat had and what it played.
        self.decisions: list[tuple[SeatView, Action]] = []
        self._review: _Review | None = None
        #: Counts deals seen, so a review of an earlier deal (or game) arriving late is dropped.
        self._serial = 0
        #: While the review is open: its decisions and the one being read.
        self.items: list[Mistake] | None = None
        self.index = 0

    @property
    def hint_pending(self) -> bool:
        """Whether a hint is being computed (for tests)."""
        return self._asked is not None

    @property
    def review_ready(self) -> bool:
        """Whether the review of the deal just played is there (for `v` and for tests)."""
        return self._review is not None and self._review.mistakes is not None

    @property
    def active(self) -> bool:
        """Whether the review mode is open."""
        return self.items is not None

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
            self._start_review(after.deal)

    def reset(self) -> None:
        """A game was resumed: its earlier decisions were not seen here."""
        self._new_deal()

    def _new_deal(self) -> None:
        self._serial += 1
        self.decisions = []
        self._review = None
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
            self._say("ui-hint-off")
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
        timer = threading.Timer(THINKING_AFTER, lambda: post(lambda: self._still_thinking(view)))
        timer.daemon = True
        timer.start()

        def job() -> None:
            if self._asked is not view or self._closed.is_set():
                timer.cancel()
                return  # the position moved on before this hint began
            found = self._compute_hint(view)
            timer.cancel()
            post(lambda: self._hint_done(view, found))

        self._hints.submit(job)

    def _compute_hint(self, view: SeatView) -> Hint | None:
        self._hint_idle.clear()
        try:
            return hint(view, hint_rng(view), coach_player())
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
        self.hooks.late(coach_message(found, self.hooks.lang()))

    # ------------------------------------------------------------------ the review (v)

    def _start_review(self, deal: int) -> None:
        serial = self._serial
        record = self._review = _Review(deal)
        decisions = list(self.decisions)
        seat = self.hooks.seat
        post = self.hooks.post()

        def waiting() -> object:
            # A hint goes first: the review waits between two decisions while one is computed.
            for decision in decisions:
                self._hint_idle.wait()
                if self._closed.is_set() or self._serial != serial:
                    return  # the table closed, or the next deal began: nobody asks for this one
                yield decision

        def finish(mistakes: list[Mistake] | None) -> None:
            if self._serial == serial and self._review is record:
                record.mistakes = mistakes if mistakes is not None else []
                record.failed = mistakes is None

        def job() -> None:
            try:
                found: list[Mistake] | None = review(waiting(), review_rng(deal, seat), coach_player())  # type: ignore[arg-type]
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

    def open(self, mode: KeyMode) -> None:
        """`v`: open the review of the deal just played, or say why there is none (yet)."""
        if mode == "play":
            self._say("ui-review-after-deal")
            return
        record = self._review
        if record is None:
            self._say("ui-review-none")
        elif not self.review_ready:
            self._say("ui-review-computing")
        elif record.failed:
            self._say("ui-review-failed")
        elif not record.mistakes:
            self._say("ui-review-clean", deal=record.deal)
        else:
            self.items = record.mistakes
            self.index = 0
            self._say("ui-review-open", deal=record.deal, count=len(record.mistakes))
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
            self._say("ui-review-last" if delta > 0 else "ui-review-first")
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
        items = self._items()
        message = coach_message(items[self.index], self.hooks.lang())
        # "2 of 3" first would delay the point; the place goes to the braille line's end.
        self.hooks.emit(make_message(message.text, f"{message.short} ({self.index + 1}/{len(items)})"))

    def _items(self) -> list[Mistake]:
        if self.items is None:
            raise RuntimeError("the review is not open")
        return self.items

    # ------------------------------------------------------------------ plumbing

    def shut(self) -> None:
        """The table closes: no more searches, and nothing more is said."""
        self._closed.set()
        self._hint_idle.set()
        self._hints.close()
        self._reviews.close()

    def _message(self, msg_id: str, **args: str | int) -> Message:
        return make_message(self.hooks.t().format(msg_id, args))

    def _say(self, msg_id: str, **args: str | int) -> None:
        self.hooks.emit(self._message(msg_id, **args))
