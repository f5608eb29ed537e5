"""The computer seat: a player from `ristikontra.ai` thinking on its own worker thread.

`choose()` may take as long as it likes: the table's loop (and the keys) never wait for it.
The worker is a thread of the session's `ThreadOwner` (`table/threadowner.py`), which stops
the seat (a search ends at its next world) and joins the worker on the session's way out.
How a computer plays is the same at every table, here and on the server (`net.tables`): each
play's generator is `play_rng` of the game's seed and the play (`computer_rng`), and a player
that gives no legal move is stood in for by `stand_in`. (A search level that stops at a time
budget, as the server's `strong` and `expert` do, may still choose otherwise under load.)
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable, Sequence

from ristikontra.ai.base import Player
from ristikontra.ai.strong import StrongPlayer
from ristikontra.engine import Action, Event, IllegalAction, SeatView
from ristikontra.engine.events import PlayerKind
from ristikontra.engine.seeding import play_rng
from ristikontra.table.seats import Answer, Notice
from ristikontra.table.threadowner import ThreadOwner

_log = logging.getLogger("ristikontra.table")

__all__ = ["ComputerSeat", "Player", "computer_rng", "make_player", "stand_in"]


def make_player(level: str, reproducible: bool = False) -> Player:
    """A computer player; `reproducible` ones never let the clock cut their thinking short, so a
    seeded game replays exactly (the search then takes its full work budget)."""
    from ristikontra.ai import make_player as make

    return make(level, reproducible=reproducible)


def computer_rng(seed: int, view: SeatView) -> random.Random:
    """The generator of the computer's play in `view`, in a game seeded with `seed`: derived
    from the seed and the play alone, so the same seed and moves give the same game wherever
    it is played (this terminal, the server, `simulate`) and whatever was played before."""
    return play_rng(seed, view.deal, view.trick_no, view.seat)


def stand_in(view: SeatView, seed: int) -> Action:
    """The move of a computer whose player gave none (it failed, or chose a move that is not
    legal): the basic player's, drawing from the play's own generator afresh, else the first
    legal one. A failing search costs the people at the table a good move, not the game."""
    from ristikontra.ai import make_player as make

    try:
        action = make("basic").choose(view, computer_rng(seed, view))
    except Exception:
        _log.exception("the basic stand-in failed too at seat %s, deal %s, trick %s", view.seat, view.deal,
                       view.trick_no)
        action = None  # the first legal move then
    return action if action in view.legal else view.legal[0]


class ComputerSeat:
    """Answers each turn from a worker thread, after `delay()` seconds (the game's pace)."""

    kind: PlayerKind = "computer"

    def __init__(self, seat: int, player: Player, seed: Callable[[], int],
                 delay: Callable[[], float] = lambda: 0.0, threads: ThreadOwner | None = None) -> None:
        self.seat = seat
        self.player = player
        self._seed = seed
        self._delay = delay
        owner = threads if threads is not None else ThreadOwner()
        self._worker = owner.worker(f"ristikontra-seat{seat}")
        self._closed = threading.Event()
        owner.own(f"seat{seat}", self.close)

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        pass  # a computer reads all it needs from the view when it is asked to move

    def on_notice(self, notice: Notice, view: SeatView | None) -> None:
        pass

    def on_turn(self, view: SeatView, answer: Answer) -> None:
        seed = self._seed()
        player, delay = self.player, max(0.0, self._delay())
        if not self._closed.is_set():
            self._worker.submit(lambda: self._think(player, view, seed, delay, answer))

    def _think(self, player: Player, view: SeatView, seed: int, delay: float, answer: Answer) -> None:
        if delay > 0 and self._closed.wait(delay):
            return
        if isinstance(player, StrongPlayer):
            player.stop = self._closed  # a closing table ends the search at its next world
        try:
            action = player.choose(view, computer_rng(seed, view))
        except Exception:
            # A player that fails must not stop the game, but a bug must leave a trace for the report.
            _log.exception("the computer player at seat %s failed (seed %s, deal %s, trick %s)", view.seat, seed,
                           view.deal, view.trick_no)
            action = None
        if action not in view.legal:
            action = stand_in(view, seed)
        if not self._closed.is_set():
            answer(action)

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        pass  # cannot happen: `_think` answers only legal actions of its view

    def close(self, timeout: float = 1.0) -> None:
        """Stop thinking and let the worker end: a pending pause ends at once, a search at its
        next world (its answer is dropped); waits at most `timeout` seconds for that."""
        self._closed.set()
        self._worker.close()
        self._worker.join(timeout)
