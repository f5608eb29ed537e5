"""The table: one game, four seats, the game flow, the autosave and the one event log.

No terminal and no prompt_toolkit here. The table runs its game on `core.TableCore` (the flow
the server's tables run too) and keeps it in the autosave; everyone else learns of it through
their seat controller (`seats.SeatController`). Answers may come from any thread: they hop to
the table's loop through `post` (set by whoever runs the loop, see `attach`).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ristikontra.ai import LEVELS
from ristikontra.engine import (
    Action,
    DealStarted,
    Event,
    GameState,
    IllegalAction,
    Rules,
    SeatView,
    TrickWon,
    for_seat,
)
from ristikontra.engine.errors import SetupError
from ristikontra.engine.events import PlayerInfo
from ristikontra.engine.seeding import next_seed
from ristikontra.files import PathRefused, UserFile
from ristikontra.keep import saves
from ristikontra.table.core import TableCore
from ristikontra.table.flow import Deal, Over, Prompt, Seating, Step, Wait, Why, next_step
from ristikontra.table.logmark import log_mark, trim_log
from ristikontra.table.seats import Flow, Mode, Notice, NoticeKind, SeatController, TableLink, mode_of

__all__ = ["SEAT_NAMES", "Post", "Table", "next_seed"]

#: The seed of every game, for a bug report (`ristikontra.buglog`).
_log = logging.getLogger("ristikontra.table")

SEAT_NAMES = ("South", "West", "North", "East")

#: Runs a function on the table's loop; may be called from any thread.
Post = Callable[[Callable[[], None]], None]
#: The turn a prompt or an answer belongs to: game, deal, trick, cards in the trick, seat.
Ticket = tuple[int, int, int, int, int]


def _where(state: GameState, in_deal: NoticeKind, between: NoticeKind) -> tuple[NoticeKind, dict[str, int]]:
    """How a saved game's place is told: deal and trick, or only the deal once it is played out
    (its trick number still says 13 then, a trick nobody is in)."""
    if state.phase == "deal_over":
        return between, {"deal": state.deal_no}
    return in_deal, {"deal": state.deal_no, "trick": state.trick_no}


class Table(TableLink):
    """Four seats around one game; every change goes out to all of them as their own view."""

    def __init__(
        self,
        rules: Callable[[], Rules],
        *,
        seed: int | None = None,
        level: str = "strong",
        save_file: Path | None = None,
        log: UserFile | None = None,
        read_only: bool = False,
    ) -> None:
        #: The rules of the next new game (the settings may change between games).
        self.rules = rules
        self.seed = seed
        #: The computer level and whether the game must replay exactly (kept in the save).
        self.level = level
        self.reproducible = seed is not None
        self.save_file = save_file
        #: Another instance owns the data folder: play, but never read or write its save.
        self.read_only = read_only
        #: A save we may not read is left alone: never replaced by this game's saves.
        self._save_blocked = False
        self.controllers: dict[int, SeatController] = {}
        self.game_id = 0
        self.post: Post | None = None
        #: Called when a resumed game brings its own level or seeding: the computers change.
        self.on_players: Callable[[], None] = lambda: None
        #: The hand order and focus to keep in the save (the keyboard seat sets it).
        self.keepsake: Callable[[], tuple[str, int]] = lambda: ("rank", 0)
        #: Between deals, what the keyboard seat's coach needs to review the deal just played
        #: (plain JSON, None if nothing): kept in the save, so a game resumed then still has it.
        self.review_keepsake: Callable[[], dict[str, Any] | None] = lambda: None
        self._pending_save: saves.SavedGame | None = None
        #: What the last `load_save` found on disk.
        self._loaded = saves.LoadResult()
        self._save_warned = False
        self._holds: set[int] = set()
        self._prompted: Ticket | None = None
        #: The event log the player asked for (`--log`), opened by the caller (a bad path is said
        #: before the game starts); the core writes it, the save keeps how far it went.
        self._log = log
        self.core = TableCore(self, log, self._log_failed)

    @property
    def state(self) -> GameState | None:
        return self.core.state

    # ------------------------------------------------------------------ seats

    def seat(self, number: int, controller: SeatController) -> None:
        """Put `controller` at seat `number` (0-3) for the next game."""
        if not 0 <= number < 4:
            raise SetupError("no_seat", f"a table has seats 0-3, not {number}", seat=number)
        self.controllers[number] = controller

    def players(self) -> tuple[PlayerInfo, ...]:
        return tuple(PlayerInfo(s, SEAT_NAMES[s], self.controllers[s].kind if s in self.controllers else "computer")
                     for s in range(4))

    def view(self, seat: int) -> SeatView | None:
        return self.state.view(seat) if self.state is not None else None

    @property
    def mode(self) -> Mode:
        return mode_of(self.state.phase if self.state is not None else None, self._pending_save is not None)

    def attach(self, post: Post) -> None:
        """Run on a loop from now on: answers hop there through `post`, and turns start."""
        self.post = post
        self._prompt()

    def close(self) -> None:
        self._prompted = None
        self.post = None  # nothing more is asked to move
        for controller in self.controllers.values():
            controller.close()
        self.core.close()
        self._log = None

    def _notify(self, kind: NoticeKind, **args: int | str) -> None:
        self._broadcast(Notice(kind, args))

    def _broadcast(self, notice: Notice) -> None:
        for seat, controller in self.controllers.items():
            controller.on_notice(notice, self.view(seat))

    # ------------------------------------------------------------------ game flow

    def start(self, resume: bool = False) -> None:
        """Resume the saved game, offer it, or deal a new one."""
        if self.read_only and resume:
            # Not "there is no saved game": there may well be one, the other window's.
            self._notify(NoticeKind.SAVE_ELSEWHERE)
            resume = False
        game = self.load_save()
        if game is not None:
            if resume:
                self.resume(game)
                return
            kind, where = _where(game.state, NoticeKind.SAVE_FOUND, NoticeKind.SAVE_FOUND_OVER)
            # A seed on the command line asked for a new game: the question names it (n deals it).
            self._notify(kind, **where, seed=str(self.seed) if self.reproducible else "none")
            return
        result = self._loaded
        if resume and result.game is None and result.moved_to is None and not result.error:
            self._notify(NoticeKind.NO_SAVE)
        self.new_game()

    def saved_place(self) -> dict[str, int] | None:
        """Where the saved game waiting for an answer stands (deal, and trick within a deal), or None:
        the start menu names it."""
        game = self._pending_save
        return None if game is None else _where(game.state, NoticeKind.SAVE_FOUND, NoticeKind.SAVE_FOUND_OVER)[1]

    def load_save(self) -> saves.SavedGame | None:
        """Read the save once and say what was wrong with it; the game in progress it holds, if
        any, waits for "resume" or "new game" (a start menu asks its own way: `start` asks here)."""
        # A separate game beside another instance: its save is its own, not to resume or set aside.
        # Otherwise this table's instance owns the folder (see `read_only`): no write but ours.
        result = saves.LoadResult() if self.read_only else saves.load_game(self.save_file, owner=True)
        self._loaded = result
        if result.unreadable:
            self._save_blocked = True
            self._notify(NoticeKind.SAVE_UNREADABLE)
        elif result.error and result.moved_to is None:
            # It could not be renamed aside (a read-only folder): it stays, and no save replaces it.
            self._save_blocked = True
            self._notify(NoticeKind.SAVE_BROKEN_KEPT)
        elif result.newer:
            self._notify(NoticeKind.SAVE_NEWER, path=str(result.moved_to))
        elif result.moved_to is not None or result.error:
            self._notify(NoticeKind.SAVE_BROKEN, path=str(result.moved_to))
        if result.game is not None and result.game.state.phase in ("playing", "deal_over"):
            if result.behind:
                self._notify(NoticeKind.SAVE_BEHIND)
            self._pending_save = result.game
            return result.game
        return None

    def request(self, seat: int, step: Flow) -> None:
        """A seat asks for the next step (TableLink)."""
        if step is Flow.RESUME:
            self.resume()
        elif step is Flow.NEW_GAME:
            self.new_game()
        elif step is Flow.NEXT_DEAL:
            self.next_deal()

    def resume(self, saved: saves.SavedGame | None = None) -> None:
        saved = saved or self._pending_save
        self._pending_save = None
        if saved is None:
            self.new_game()
            return
        self.game_id += 1
        state = saved.state
        self.core.resume(state)
        self.seed = state.seed
        _log.info("resumed a game: seed %s, deal %s, trick %s", self.seed, state.deal_no, state.trick_no)
        if trim_log(self._log, saved.extra.get("log")):
            # Plays after the save (a kill): logged again as they are played again.
            _log.info("the event log went on past the save: cut back to it")
        # The game goes on with the computer players it was started with.
        seeded = bool(saved.extra.get("seeded"))
        level = saved.level if saved.level in LEVELS else self.level
        if seeded != self.reproducible or level != self.level:
            self.reproducible = seeded
            self.level = level
            self.on_players()
        kind, where = _where(state, NoticeKind.RESUMED, NoticeKind.RESUMED_OVER)
        review = saved.extra.get("review") if state.phase == "deal_over" else None
        self._broadcast(Notice(kind, where, sort=saved.sort, focus=saved.focus, review=review))
        self._prompt()

    def new_game(self) -> None:
        """Deal a new game with the rules in force."""
        self._pending_save = None
        self.game_id += 1
        seed = self.seed
        if seed is None or self.game_id > 1:
            seed = random.SystemRandom().randrange(2**31) if seed is None else next_seed(seed)
        self.seed = seed
        rules = self.core.begin(self.rules(), self.players(), seed).rules
        _log.info("new game: seed %s, %s to %s, level %s", seed, rules.scoring, rules.target, self.level)
        self._process(self.core.deal())

    def next_deal(self) -> None:
        """A seat asked for the next deal: here one seat asking is enough."""
        if isinstance(self._next(asked=True), Deal):
            self._process(self.core.deal())

    # ------------------------------------------------------------------ events

    def keep(self, move: str) -> None:
        """Every move counts here at once (the core's `Keeper`): the autosave follows it."""

    def kept(self, state: GameState, events: Sequence[Event]) -> None:
        """Saved after the core logged a batch and before a word of it is said: a kill at any
        moment loses at most the plays of the trick in progress."""
        if state.phase == "game_over":
            if not (self.read_only or self._save_blocked):
                saves.discard_save(self.save_file)
        elif state.phase == "deal_over" or any(isinstance(e, TrickWon | DealStarted) for e in events):
            self._autosave()

    def _process(self, events: Iterable[Event]) -> None:
        """Hand each seat its share of one batch of engine events (logged and saved by the
        core), then move the game on."""
        assert self.state is not None
        events = list(events)
        for seat, controller in self.controllers.items():
            controller.on_events([for_seat(e, seat) for e in events], self.state.view(seat))
        step = self._next()
        if isinstance(step, Over):
            self._notify(NoticeKind.PLAY_AGAIN)
        elif isinstance(step, Wait) and step.why in (Why.READY, Why.READY_OR_TIME):
            # Saved again now that the seats have seen the deal's end: the save written before
            # they heard a word of it had not the last decision for the coach's review.
            self._autosave()
            self._notify(NoticeKind.NEXT_DEAL)
        elif isinstance(step, Prompt):
            self._prompt(step)

    def _log_failed(self, refusal: PathRefused) -> None:
        # Said once; the game goes on without the log.
        self._broadcast(Notice(NoticeKind.LOG_FAILED,
                               reason=(refusal.msg_id, {k: str(v) for k, v in refusal.values.items()})))

    # ------------------------------------------------------------------ turns

    def hold(self, seat: int, held: bool) -> None:
        """While held nobody is asked to move, and answers still thinking are dropped."""
        if held:
            self._holds.add(seat)
            self._prompted = None
        else:
            self._holds.discard(seat)
            self._prompt()

    def _seating(self, *, asked: bool = False) -> Seating:
        """The seats as the flow sees them (`flow.next_step`): a deal over waits until a seat
        asks for the next (`asked`), whoever sits at the table."""
        computers = frozenset(s for s, c in self.controllers.items() if c.kind == "computer")
        unready = frozenset() if asked else frozenset(range(4))
        people = sum(c.kind != "computer" for c in self.controllers.values())
        return Seating(computers=computers, unready=unready, people=people, held=bool(self._holds))

    def _next(self, *, asked: bool = False) -> Step:
        return next_step(self.state, self._seating(asked=asked))

    def _ticket(self) -> Ticket | None:
        state = self.state
        if state is None or state.phase != "playing":
            return None
        return (self.game_id, state.deal_no, state.trick_no, len(state.trick_cards), state.to_move)

    def _prompt(self, step: Step | None = None) -> None:
        """Ask the seat to move, once per turn, when the table runs on a loop and the flow says so
        (`step`, when the caller asked it already)."""
        step = self._next() if step is None else step
        ticket = self._ticket()
        if not isinstance(step, Prompt) or ticket is None or self.post is None or ticket == self._prompted:
            return
        assert self.state is not None
        controller = self.controllers.get(step.seat)
        if controller is None:
            return
        self._prompted = ticket
        post = self.post

        def answer(action: Action) -> None:
            post(lambda: self._answered(ticket, action))

        controller.on_turn(self.state.view(step.seat), answer)

    def _answered(self, ticket: Ticket, action: Action) -> None:
        if ticket != self._prompted or ticket != self._ticket():
            return  # the turn moved on, or the table was held meanwhile
        self.submit(ticket[-1], action)

    @property
    def thinking(self) -> bool:
        """Whether a computer seat is to move (and will, once nothing holds the table)."""
        step = self._next()
        return isinstance(step, Prompt) and step.computer

    def submit(self, seat: int, action: Action) -> None:
        """Verify and apply `action` of `seat`, or refuse it to that seat with the reason."""
        controller = self.controllers.get(seat)
        state = self.state
        if state is None:
            return
        try:
            if action.seat != seat:
                raise IllegalAction("not_your_turn")
            events = self.core.play(action)
        except IllegalAction as error:
            if controller is not None:
                controller.on_refused(error, state.view(seat))
            return
        self._prompted = None
        self._process(events)

    # ------------------------------------------------------------------ saving

    def saved_game(self) -> saves.SavedGame | None:
        if self.state is None or self.state.phase not in ("playing", "deal_over"):
            return None
        sort, focus = self.keepsake()
        extra: dict[str, object] = {"seeded": self.reproducible}
        mark = log_mark(self._log)
        if mark is not None:
            extra["log"] = mark  # how far the event log went: a resume cuts it back to here
        if self.state.phase == "deal_over":
            review = self.review_keepsake()
            if review is not None:
                extra["review"] = review
        return saves.SavedGame(self.state, self.level, sort, focus, extra)

    def _autosave(self) -> bool:
        game = self.saved_game()
        if game is None or not self.may_save:
            return False
        if saves.save_game(game, self.save_file):
            return True
        if not self._save_warned:
            # Said once: the game goes on, but the players must know it will not be kept.
            self._save_warned = True
            self._notify(NoticeKind.SAVE_IMPOSSIBLE)
        return False

    @property
    def may_save(self) -> bool:
        """False for a separate game beside another instance, or when the save on disk is out of reach."""
        return not (self.read_only or self._save_blocked)

    @property
    def offering_save(self) -> bool:
        return self._pending_save is not None

    def save(self) -> bool | None:
        """Save the game in progress: True if saved, False if that failed, None if there is none
        or it may not be saved (a separate game beside another instance, or the save on disk is out of reach)."""
        game = self.saved_game()
        if game is None or not self.may_save:
            return None
        return saves.save_game(game, self.save_file)

