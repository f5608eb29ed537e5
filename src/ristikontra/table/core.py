"""The game flow every table runs, at this terminal (`table.Table`) and on the server
(`net.tables.Table`): one game at a time, its deals and plays, every event in order, the event
log, and the hooks that keep the game (the local autosave, the server's store).

A move is one of the texts the server stores: ``deal`` or an action (``str(action)``). It is
offered to the keeper before it counts (`Keeper.keep` may refuse it: nothing changes), then
applied, its events logged, and the keeper told (`Keeper.kept`). What happens next (a seat to
ask, a deal, a wait) is `table.flow`'s to decide; seats, timers and who hears what are the
tables' own; how a computer picks its move is `table.computer`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ristikontra.engine import Action, Event, GameState, PlayerInfo, Rules, parse_action
from ristikontra.engine.log import encode_events
from ristikontra.files import PathRefused

__all__ = ["DEAL", "EventLog", "Keeper", "TableCore"]

#: The move that deals the next deal.
DEAL = "deal"


class Keeper(Protocol):
    """Where a table keeps its game."""

    def keep(self, move: str) -> None:
        """Before `move` counts: raise to refuse it (the server stores it here, committed)."""

    def kept(self, state: GameState, events: Sequence[Event]) -> None:
        """After a move's events were logged (the local table saves here)."""


class _KeepNothing:
    def keep(self, move: str) -> None:
        pass

    def kept(self, state: GameState, events: Sequence[Event]) -> None:
        pass


class EventLog(Protocol):
    """A JSON Lines file written as it goes (`files.UserFile`)."""

    @property
    def failed(self) -> bool: ...

    @property
    def refusal(self) -> PathRefused | None: ...

    def write(self, text: str) -> bool: ...

    def close(self) -> None: ...


class TableCore:
    """One table's games, one after the other; `events` is every event since the table began
    (its position + 1 is the event's `seq` online)."""

    def __init__(self, keeper: Keeper | None = None, log: EventLog | None = None,
                 log_failed: Callable[[PathRefused], None] = lambda refusal: None) -> None:
        self.keeper: Keeper = keeper or _KeepNothing()
        self.state: GameState | None = None
        self.seed: int | None = None
        self.events: list[Event] = []
        #: The event log (`play --log`, `serve --log-dir`), in the format `simulate --log` writes
        #: (`engine.log.encode_events`); told once through `log_failed` when writing fails.
        self.log = log
        self.log_failed = log_failed

    def begin(self, rules: Rules, players: Sequence[PlayerInfo], seed: int) -> GameState:
        """A new game with `seed`; nothing is dealt yet (`deal` deals, and starts the game)."""
        self.seed = seed
        self.state = GameState(rules, players, seed=seed)
        return self.state

    def resume(self, state: GameState) -> None:
        """Go on with a saved game."""
        self.state = state
        self.seed = state.seed

    def deal(self, *, kept: bool = False) -> list[Event]:
        """Deal the next deal (the first also starts the game); `kept`: the keeper has the move
        already (the server keeps a game's start and first deal in one transaction)."""
        state = self._state()
        if not kept:
            self.keeper.keep(DEAL)
        return self._record(state.start_deal())

    def play(self, action: Action) -> list[Event]:
        """Verify `action` (`IllegalAction` changes nothing), keep it, apply it."""
        state = self._state()
        state.verify(action)
        self.keeper.keep(str(action))
        return self._record(state.apply(action))

    def replay(self, move: str) -> list[Event]:
        """A move kept before (the server's store after a restart), played again as it was: not
        kept again, and not logged again (the log has it)."""
        state = self._state()
        events = state.start_deal() if move == DEAL else state.apply(parse_action(move))
        self.events.extend(events)
        return events

    def rewrite_log(self) -> None:
        """Write every event since the table began to the log (a log opened anew for a table
        brought back by `replay`)."""
        self._write(self.events)

    def close(self) -> None:
        if self.log is not None:
            self.log.close()
            self.log = None

    def _state(self) -> GameState:
        if self.state is None:
            raise RuntimeError("no game at this table: begin() one first")
        return self.state

    def _record(self, events: list[Event]) -> list[Event]:
        self.events.extend(events)
        self._write(events)
        self.keeper.kept(self._state(), events)
        return events

    def _write(self, events: Sequence[Event]) -> None:
        log = self.log
        if log is None or log.failed or not events:
            return
        if not log.write(encode_events(events)) and log.refusal is not None:
            self.log_failed(log.refusal)  # once: a failed log is written no more
