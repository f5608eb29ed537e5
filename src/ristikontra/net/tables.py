"""One online table: four seats, the game, computer players, grace times, chat.

The table is the only authority. Its game runs on the game flow every table runs
(`table.core.TableCore`, as at a player's terminal; `table.flow.next_step` says what happens
next, there as here): each action is verified with the engine, stored (committed) and only then
applied, and every connected seat gets its own redacted events and view. A computer plays as it
does at a terminal (`table.computer`: the play's own generator, the same stand-in when its player
gives no move). What is online only stays here: connections, seat tokens, catch-up, the timers
of deals, grace and idle tables. Everything here runs on the
server's event loop; computer players think elsewhere (:mod:`ristikontra.net.aipool`: worker
processes, or the server's threads).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import secrets
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from ristikontra.engine import (
    PRESETS,
    WATCHER,
    Action,
    Event,
    GameState,
    IllegalAction,
    PlayerInfo,
    Rules,
    SeatView,
    view_to_json,
)
from ristikontra.files import PathRefused, open_user_file
from ristikontra.net.aipool import GameKey, NoMove, Thinkers
from ristikontra.net.codes import format_code
from ristikontra.net.frames import events_frames
from ristikontra.net.protocol import ListedSeat, ProtocolError, TableListing, dumps
from ristikontra.net.store import Store, StoredTable, token_digest
from ristikontra.table.computer import computer_rng, stand_in
from ristikontra.table.core import DEAL, TableCore
from ristikontra.table.flow import Deal, Prompt, Seating, Wait, Why, next_step

__all__ = ["MAX_BATCH", "MAX_WATCHERS", "Peer", "Report", "Table", "TableSettings", "log_report", "rules_from_config"]

_log = logging.getLogger("ristikontra.net.server")

#: Events per frame when a reconnecting seat catches up.
MAX_BATCH = 400
#: Watchers one table takes at most (then `too_many_watchers`).
MAX_WATCHERS = 1000
#: A stored move that begins a new game at the table: ``again:`` and its seed and players (JSON).
AGAIN = "again:"
#: Numbers the games of this process, so the computer players of each are its own.
_GAMES = itertools.count(1)


class Peer(Protocol):
    """A connection as a table sees it."""

    def send(self, frame: str) -> None:
        """Queue one frame; never blocks."""

    def drop(self, code: int, reason: str) -> None:
        """Close the connection (it was replaced or the table closed)."""


class Report(Protocol):
    """Tell the operator something (a catalog id and its values): one line, and the bug log."""

    def __call__(self, msg_id: str, *, exc: BaseException | None = None, **values: str | int | float) -> None:
        ...


def log_report(msg_id: str, *, exc: BaseException | None = None, **values: str | int | float) -> None:
    """The bug log's line for `msg_id` (in English, whatever the operator's language): with the
    traceback of `exc` if given, for a bug report."""
    from ristikontra.i18n import translator

    _log.error("%s", translator("en").format(msg_id, values), exc_info=exc)


@contextmanager
def store_guard() -> Iterator[None]:
    """Around a change to the store, before anything else changes: a store that fails (disk full,
    file gone) refuses it with `server_error`, whose cause is the store's error. Whoever asked
    is answered and the operator hears it (`server.TableServer._refuse`); a move the table
    makes itself, or its close, is tried again a second later (`Table._unsaved`)."""
    try:
        yield
    except Exception as exc:
        raise ProtocolError("server_error", f"{type(exc).__name__}: {exc}") from exc


@dataclass(frozen=True, slots=True)
class TableSettings:
    """Server-wide timings (seconds)."""

    #: A computer's pause before it plays, so people can follow.
    computer_pause: float = 0.6
    #: After a deal, the next starts when every connected person said `next`, or after this (at a
    #: table of two people or more: alone with computers, the next deal waits for the player).
    deal_wait: float = 60.0
    #: A table with no person connected closes after this.
    idle_close: float = 600.0
    #: A lost connection is told to the others only after this (or as the grace time ends): a
    #: page reloaded, or a line back at once, is no news to them.
    drop_quiet: float = 5.0
    #: The names of the computer players by seat, in the server's language (`serve --lang`).
    computer_names: tuple[str, ...] = ("South", "West", "North", "East")


@dataclass(slots=True)
class Seat:
    number: int
    name: str | None = None
    digest: str | None = None
    peer: Peer | None = None
    #: The server's computer plays this seat now (free, dropped past grace, or asked to).
    computer: bool = True
    auto: bool = False
    ready: bool = False
    #: This seat's person allows hints (protocol 2; unknown counts as no).
    hints: bool = False
    grace_task: asyncio.Task[None] | None = None
    #: This seat's person lost the connection (the computers play on around the seat meanwhile).
    dropped: bool = False
    #: The others heard that this seat lost the connection: its return is said too.
    drop_told: bool = False
    #: Tells the others of the lost connection once `drop_quiet` has passed without a return.
    drop_notice: asyncio.TimerHandle | None = None
    #: The language its person gave (protocol 3; the room lists the languages spoken at a table).
    lang: str | None = None

    @property
    def human(self) -> bool:
        return self.digest is not None

    def vacate(self) -> None:
        """Nobody's seat any more: the table's computer plays it, and nothing of its last person
        (auto play, readiness, hint consent, a grace time) stays for the next one to sit there."""
        self.name = self.digest = self.lang = None
        self.computer, self.auto, self.ready, self.hints, self.dropped = True, False, False, False, False
        self.drop_told = False
        if self.grace_task is not None:
            self.grace_task.cancel()
            self.grace_task = None
        self.quiet_drop()

    def quiet_drop(self) -> None:
        """The lost connection is not to be told (any more): back, gone, or told already."""
        if self.drop_notice is not None:
            self.drop_notice.cancel()
            self.drop_notice = None


def _retrieved(task: asyncio.Task[Any]) -> None:
    """Marks a thinking task's outcome as seen: a table closed during the pause never awaits it."""
    if not task.cancelled():
        task.exception()


def rules_from_config(config: dict[str, Any]) -> Rules:
    return PRESETS[config["rules"]].with_options(**config.get("options", {}))


@dataclass
class Table:
    code: str
    config: dict[str, Any]
    seed: int
    store: Store
    #: Where the computer players think (`net.aipool`).
    computers: Thinkers
    settings: TableSettings
    on_close: Callable[[Table], None]
    #: How the operator hears what went wrong at this table (a computer player that failed ...).
    report: Report = log_report
    #: The folder of the tables' event logs (`serve --log-dir`), or None for none.
    log_dir: Path | None = None
    seats: list[Seat] = field(default_factory=lambda: [Seat(n) for n in range(4)])
    #: The game flow (the store is its keeper: `keep`), and the event log of `serve --log-dir`.
    core: TableCore = field(default_factory=TableCore)
    moves: int = 0
    closed: bool = False
    #: The game being played, for the computer players (`aipool.GameKey`).
    _game: GameKey | None = None
    _thinking: asyncio.Task[None] | None = None
    _deal_timer: asyncio.TimerHandle | None = None
    _idle_timer: asyncio.TimerHandle | None = None
    #: Seats whose computer player failed in this game (the operator heard of the first failure).
    _failed: set[int] = field(default_factory=set)
    #: The store refused a move the table makes itself (a deal, a computer's move), which is tried
    #: again each second: the operator heard it once, and hears it again only after a move was kept.
    _store_failing: bool = False
    #: Connections that joined to look at the lobby and have no seat yet: they hear who sits where.
    lookers: set[Any] = field(default_factory=set)
    #: Connections watching the game (protocol 3), and the name each watches under: they get the
    #: lobby, and the game as a watcher may see it (`frames.events_frames`, `WATCHER`).
    spectators: dict[Any, str] = field(default_factory=dict)
    #: Told whenever what the room lists of this table may have changed (`listing`), and when it closes.
    on_change: Callable[[Table], None] | None = None
    #: Whether a listener muted a name (the room's mute): table chat from that name is not sent to it.
    mutes: Callable[[Any, str | None], bool] | None = None

    def __post_init__(self) -> None:
        self.core.keeper = self
        self.core.log_failed = self._log_failed

    @property
    def log_path(self) -> Path | None:
        """The table's event log (`serve --log-dir`): every game played at it, as `simulate --log`
        writes them."""
        return None if self.log_dir is None else self.log_dir / f"{self.code}.jsonl"

    def _open_log(self, *, again: bool) -> None:
        """Open the event log as the game starts (`again`: a table brought back from the store,
        whose log is written anew from the store's moves, the truth). A new table never
        overwrites a file that is there already."""
        path = self.log_path
        if path is None or self.core.log is not None:
            return
        try:
            self.core.log = open_user_file(path, mode="replace" if again else "new", private=True)
        except PathRefused as refusal:
            self._log_failed(refusal)
            return
        if again:
            self.core.rewrite_log()

    def _log_failed(self, refusal: PathRefused) -> None:
        """Said once for the table: its game goes on without the log."""
        why = refusal.msg_id.removeprefix("cli-path-")
        self.report("net-serve-log-failed", code=format_code(self.code), path=str(self.log_path), why=why,
                    reason=refusal.values.get("reason", why))

    # ------------------------------------------------------------------ building

    @property
    def state(self) -> GameState | None:
        return self.core.state

    @property
    def log(self) -> list[Event]:
        """The full truth, every event at this table in order; event `seq` is its index + 1."""
        return self.core.events

    @property
    def rules(self) -> Rules:
        return rules_from_config(self.config)

    @property
    def grace(self) -> float:
        return float(self.config.get("grace", 30.0))

    @property
    def started(self) -> bool:
        return self.state is not None

    def restore(self, stored: StoredTable) -> None:
        """Rebuild from the store: seats, then every move replayed through the engine."""
        for row in stored.seats:
            seat = self.seats[row.seat]
            seat.name, seat.digest, seat.hints = row.name, row.token_digest, row.hints
        if stored.started:
            self._begin(tuple(PlayerInfo(int(p["seat"]), str(p["name"]), p["kind"])
                              for p in self.config["players"]))
            for move in stored.moves:
                if move.startswith(AGAIN):
                    self._begin_again(json.loads(move[len(AGAIN):]))
                else:
                    self.core.replay(move)
                self.moves += 1
            self._open_log(again=True)
        for seat in self.seats:
            if seat.human:
                # Nobody is connected after a restart: each person gets the grace time again.
                seat.computer = False
                self._start_grace(seat)
        self._check_idle()
        self._drive()

    # ------------------------------------------------------------------ lobby

    def _computer(self, number: int) -> PlayerInfo:
        return PlayerInfo(number, self.settings.computer_names[number], "computer")

    def _name(self, seat: Seat) -> str | None:
        """The name the lobby gives `seat`: its person's, else the computer's that plays it (as
        the game started with it, or as a game starting now would name it)."""
        if seat.human:
            return seat.name
        if self.state is not None:
            player = self.state.players[seat.number]
            if player.kind == "computer":
                return player.name
        return self._computer(seat.number).name

    def lobby(self, you: int | None = None) -> dict[str, Any]:
        seats = []
        for s in self.seats:
            kind = "free" if not s.human else "human"
            seats.append({"seat": s.number, "name": self._name(s), "kind": kind, "connected": s.peer is not None,
                          "computer": s.computer})
        return {"type": "table", "code": self.code, "rules": self.config["rules"],
                "options": self.config.get("options", {}), "level": self.config["level"],
                "grace": self.grace, "creator": self.config["creator"], "started": self.started,
                "over": self.state is not None and self.state.phase == "game_over",
                "seats": seats, "you": you, "hints": self.hints_allowed(),
                "pace": self.settings.computer_pause, "watchable": self.watchable}

    @property
    def public(self) -> bool:
        """Listed in the room, for anyone to sit down or watch (protocol 3); else for whoever has the code."""
        return bool(self.config.get("public", False))

    def listing(self) -> TableListing | None:
        """What the room lists of this table, or None: a private or closed table is never listed."""
        if self.closed or not self.public:
            return None
        seats: list[ListedSeat] = []
        for s in self.seats:
            kind: Literal["human", "free", "computer"] = (
                "human" if s.human else ("free" if not self.started else "computer"))
            seats.append({"seat": s.number, "name": self._name(s), "kind": kind, "lang": s.lang if s.human else None})
        opener = self.seats[self.config["creator"]]
        return {"code": self.code, "opener": opener.name if opener.human else None,
                "rules": self.config["rules"], "options": self.config.get("options", {}),
                "level": self.config["level"], "started": self.started,
                "over": self.state is not None and self.state.phase == "game_over",
                "seats": seats, "free": sum(s["kind"] == "free" for s in seats),
                "watchers": self.watcher_count(), "watchable": self.watchable,
                "langs": sorted({s.lang for s in self.seats if s.human and s.lang is not None})}

    @property
    def watchable(self) -> bool:
        """Whether the opener leaves the table open to watchers (the default)."""
        return bool(self.config.get("watchers", True))

    def watcher_count(self) -> int:
        return len(self.spectators)

    def add_spectator(self, peer: Peer, name: str) -> None:
        """`peer` watches the game as `name`: the lobby now (the answer) and, once the game runs,
        where it stands; then every change. The players hear that `name` is watching."""
        if self.closed:
            raise ProtocolError("table_closed")
        if not self.watchable:
            raise ProtocolError("no_watchers")
        if peer in self.spectators:
            peer.send(dumps({**self.lobby(None), "watching": True}))  # asked again: answered, nobody told
            return
        if len(self.spectators) >= MAX_WATCHERS:
            raise ProtocolError("too_many_watchers")
        self.lookers.discard(peer)
        self.spectators[peer] = name
        peer.send(dumps({**self.lobby(None), "watching": True}))
        if self.state is not None:
            peer.send(events_frames(self.state, [], len(self.log), self.moves, (WATCHER,), missed=True,
                                    behind=self._behind())[WATCHER])
        self._tell_watching(name, True)
        self._changed()

    def remove_spectator(self, peer: Peer) -> bool:
        """`peer` no longer watches (it left, sat down, or its connection closed); False if it did not."""
        name = self.spectators.pop(peer, None)
        if name is None:
            return False
        if not self.closed:
            self._tell_watching(name, False)
            self._changed()
        return True

    def set_watchable(self, peer: Peer, open_: bool) -> None:
        """The opener opens the table to watchers or closes it; closing ends every watching now."""
        seat = self._seated(peer)
        if seat.number != self.config["creator"]:
            raise ProtocolError("not_creator")
        self.config = {**self.config, "watchers": open_}
        if not open_:
            for spectator in list(self.spectators):
                spectator.send(dumps({"type": "unwatched", "code": self.code, "reason": "no_watchers"}))
                self.remove_spectator(spectator)
        self._tell_lobby()

    def _behind(self) -> int:
        """The seat a watcher sits behind: the opener's (it names the seats as that player does)."""
        return int(self.config["creator"])

    def _tell_watching(self, name: str, watching: bool) -> None:
        """The players (of protocol 3) hear that `name` started or stopped watching."""
        frame = dumps({"type": "watcher", "name": name, "watching": watching, "count": len(self.spectators)})
        for seat in self.seats:
            if seat.peer is not None and getattr(seat.peer, "version", 3) >= 3:
                seat.peer.send(frame)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def hints_allowed(self) -> bool:
        """Hints are on only if every person at the table allows them (computers do not count)."""
        humans = [s for s in self.seats if s.human]
        return bool(humans) and all(s.hints for s in humans)

    def watch(self, peer: Peer) -> None:
        """`peer` looks at the lobby (before choosing a seat): it gets the lobby as it changes."""
        if not self.started and self.seat_of(peer) is None:
            self.lookers.add(peer)

    def unwatch(self, peer: Peer) -> None:
        """`peer` no longer looks at this table, nor watches it."""
        self.lookers.discard(peer)
        self.remove_spectator(peer)

    def seat_of(self, peer: Peer) -> Seat | None:
        return next((s for s in self.seats if s.peer is peer), None)

    def take_seat(self, peer: Peer, number: int, name: str, *, hints: bool = False, lang: str | None = None) -> None:
        """Seat `peer` at a free seat and send it the seat's secret token (then everyone the lobby)."""
        seat = self.seats[number]
        if self.closed:
            raise ProtocolError("table_closed")
        if self.started:
            raise ProtocolError("already_started")
        if seat.human:
            raise ProtocolError("table_full" if all(s.human for s in self.seats) else "seat_taken")
        token = secrets.token_urlsafe(24)
        digest = token_digest(token)
        # first: a store that fails changes nothing
        with store_guard():
            self.store.set_seat(self.code, number, name, digest, hints)
        self.remove_spectator(peer)  # a watcher who sat down (heard as such before the lobby says so)
        seat.name, seat.digest, seat.peer, seat.computer = name, digest, peer, False
        seat.hints, seat.lang = hints, lang
        self.lookers.discard(peer)
        self._cancel_idle()
        peer.send(dumps({"type": "seated", "code": self.code, "seat": number, "token": token}))
        self._tell_lobby()

    def resume(self, peer: Peer, number: int, token: str, last: int, *, hints: bool | None = None) -> None:
        """Give a seat back to the person holding its token; send what they missed."""
        seat = self.seats[number]
        if self.closed or seat.digest is None or not secrets.compare_digest(seat.digest, token_digest(token)):
            raise ProtocolError("not_found")
        if hints is not None:
            self._keep_hints(seat, hints)  # first: a store that fails changes nothing
        old = seat.peer
        seat.peer = peer
        if old is not None and old is not peer:
            old.drop(4000, "replaced")  # (client.REPLACED: that client leaves the seat here)
        if seat.grace_task is not None:
            seat.grace_task.cancel()
            seat.grace_task = None
        seat.quiet_drop()  # back within the quiet time (a page reloaded): the others heard nothing
        was_computer = seat.computer
        seat.computer = seat.auto
        self.lookers.discard(peer)
        self._cancel_idle()
        missed = self.log[max(0, min(last, len(self.log))):]
        peer.send(dumps({"type": "resumed", "code": self.code, "seat": number, "missed": len(missed)}))
        if self.state is not None:
            first = len(self.log) - len(missed)
            for start in range(0, max(len(missed), 1), MAX_BATCH):
                chunk = missed[start:start + MAX_BATCH]
                peer.send(events_frames(self.state, chunk, first + start, self.moves, (number,), missed=True)[number])
        self._tell_lobby()
        if (was_computer or seat.drop_told) and not seat.computer:
            self._notice("back", number)  # also back within the grace time: "lost" was said
        seat.dropped = seat.drop_told = False
        self._drive()

    def leave(self, peer: Peer) -> None:
        seat = self.seat_of(peer)
        if seat is None:
            raise ProtocolError("not_seated")
        if not self.started:
            # First: a store that fails changes nothing, the seat stays this person's (their
            # token takes it back), as the store still says after a restart.
            with store_guard():
                self.store.free_seat(self.code, seat.number)
        seat.peer = None
        seat.computer = True
        self._notice("left", seat.number)  # by name: before the game the seat forgets it next
        if not self.started:
            seat.vacate()
        self._tell_lobby()
        self._check_idle()
        self._drive()

    def disconnected(self, peer: Peer) -> None:
        seat = self.seat_of(peer)
        if seat is None:
            return
        seat.peer = None
        if self.closed:
            # Nothing to wait for and nobody to tell: a grace time would act on a table that is
            # gone (a restart brings the table back from the store, with a grace time of its own).
            return
        seat.dropped = True
        seat.quiet_drop()
        seat.drop_notice = asyncio.get_running_loop().call_later(self.settings.drop_quiet, self._tell_drop, seat)
        self._tell_lobby()
        if not seat.computer:
            self._start_grace(seat)
        self._check_idle()

    def _tell_drop(self, seat: Seat) -> None:
        """The others hear that `seat` lost the connection, once: it is not back within the quiet time."""
        seat.quiet_drop()
        if seat.peer is None and seat.dropped and not seat.drop_told and not self.closed:
            seat.drop_told = True
            self._notice("dropped", seat.number)

    def _start_grace(self, seat: Seat) -> None:
        async def wait() -> None:
            await asyncio.sleep(self.grace)
            seat.grace_task = None
            if seat.peer is None and not self.closed:
                self._tell_drop(seat)  # a grace shorter than the quiet time: lost first, then the computer
                seat.computer = True
                self._notice("computer", seat.number)
                self._tell_lobby()
                self._drive()

        seat.grace_task = asyncio.get_running_loop().create_task(wait())

    def set_auto(self, peer: Peer, on: bool) -> None:
        seat = self._seated(peer)
        seat.auto = seat.computer = on
        self._tell_lobby()
        self._drive()

    def allow_hints(self, peer: Peer, allow: bool) -> None:
        seat = self._seated(peer)
        if seat.hints != allow:
            self._keep_hints(seat, allow)
            self._tell_lobby()

    def _keep_hints(self, seat: Seat, allow: bool) -> None:
        """The seat's hint consent, stored with the seat so a restarted server still knows it."""
        if seat.hints != allow:
            with store_guard():
                self.store.set_hints(self.code, seat.number, allow)
            seat.hints = allow

    def chat(self, peer: Peer, text: str) -> None:
        seat = self._seated(peer)
        frame = dumps({"type": "chat", "seat": seat.number, "name": seat.name, "text": text})
        for other in self.seats:
            if other.peer is not None and (other.peer is peer or self.mutes is None
                                           or not self.mutes(other.peer, seat.name)):
                other.peer.send(frame)

    # ------------------------------------------------------------------ the game

    def start(self, peer: Peer) -> None:
        seat = self._seated(peer)
        if self.started:
            raise ProtocolError("already_started")
        if seat.number != self.config["creator"]:
            raise ProtocolError("not_creator")
        players = tuple(PlayerInfo(s.number, s.name, "human") if s.human and s.name is not None
                        else self._computer(s.number) for s in self.seats)
        config = {**self.config, "players": [p.to_json() for p in players]}
        # The start and the first deal in one transaction: a store that fails changes nothing.
        with store_guard():
            self.store.mark_started(self.code, config, first_move=DEAL)
        self.config = config
        self.moves += 1
        self._begin(players)
        self._open_log(again=False)
        self._tell_lobby()
        self._deal(stored=True)

    def again(self, peer: Peer, seed: int) -> None:
        """A new game at this table (the creator, once the game is over): the same people, a new
        shuffle; the seat of whoever is gone is played by a computer."""
        seat = self._seated(peer)
        if seat.number != self.config["creator"]:
            raise ProtocolError("not_creator")
        if self.state is None:
            raise ProtocolError("not_started")
        if self.state.phase != "game_over":
            raise ProtocolError("not_now")
        players = [PlayerInfo(s.number, s.name, "human") if s.human and s.peer is not None and s.name is not None
                   else self._computer(s.number) for s in self.seats]
        record = {"seed": seed, "players": [p.to_json() for p in players]}
        # Gone (left or lost): the seat is free in the new game and the table's computer plays it.
        gone = [s for s in self.seats if s.human and s.peer is None]
        # The new game and the freed seats in one transaction: a store that fails changes nothing
        # (a restart finds the old game over and the seats as they were, as the players heard).
        with store_guard(), self.store.transaction():
            self.store.add_move(self.code, self.moves, AGAIN + json.dumps(record))
            for s in gone:
                self.store.free_seat(self.code, s.number)
        self.moves += 1
        for s in gone:
            s.vacate()
        self._begin_again(record)
        self._notice("again", seat.number)
        self._tell_lobby()
        self._deal()

    def _begin_again(self, record: dict[str, Any]) -> None:
        self.seed = int(record["seed"])
        players = tuple(PlayerInfo(int(p["seat"]), str(p["name"]), p["kind"]) for p in record["players"])
        self.config = {**self.config, "players": [p.to_json() for p in players]}
        self._begin(players)

    def _begin(self, players: Sequence[PlayerInfo]) -> None:
        self.core.begin(self.rules, players, self.seed)
        self._failed.clear()
        if self._game is not None:
            self.computers.forget(self._game)
        self._game = (self.code, next(_GAMES))

    def act(self, peer: Peer, action: Action, at: int | None) -> None:
        seat = self._seated(peer)
        if self.state is None:
            raise ProtocolError("not_started")
        if action.seat != seat.number:
            raise ProtocolError("not_your_seat")
        if at is not None and at != self.moves:
            raise ProtocolError("stale")
        if seat.computer:
            # The computer holds this seat (auto play): the person's move is not theirs to make.
            raise ProtocolError("stale")
        try:
            self._apply(action)
        except IllegalAction as error:
            frame: dict[str, Any] = {"type": "refused", "reason": error.reason,
                                     "view": view_to_json(self.state.view(seat.number)), "at": self.moves}
            if error.rank is not None:
                frame["rank"] = error.rank
            peer.send(dumps(frame))

    def ready(self, peer: Peer) -> None:
        seat = self._seated(peer)
        if self.state is None:
            raise ProtocolError("not_started")
        if self.state.phase != "deal_over":
            raise ProtocolError("not_now")
        if not seat.ready:
            seat.ready = True
            self._notice("ready", seat.number)  # once: the others hear who is waiting for whom
        else:
            peer.send(self._notice_frame("ready", seat.number))  # the answer to the asker alone
        self._drive()

    def _apply(self, action: Action) -> None:
        """Verify, store (committed), apply, broadcast. Illegal or unstorable: nothing changes."""
        self._publish(self.core.play(action))

    def _deal(self, *, stored: bool = False) -> None:
        """Deal the next deal (`stored`: its move is in the store already). A store that fails
        leaves the deal to be dealt a second later, and the operator hears why."""
        if self._deal_timer is not None:
            self._deal_timer.cancel()
            self._deal_timer = None
        try:
            events = self.core.deal(kept=stored)
        except ProtocolError as error:
            self._unsaved("net-serve-store-failed", error, request="deal")
            self._deal_timer = asyncio.get_running_loop().call_later(1.0, self._deal_late)
            return
        for seat in self.seats:
            seat.ready = False
        self._publish(events)

    def keep(self, move: str) -> None:
        """The core's `Keeper`: a move counts once the store has it (`ProtocolError` if it cannot
        keep it: nothing changes)."""
        self._store_move(move)

    def kept(self, state: GameState, events: Sequence[Event]) -> None:
        pass  # stored before it counted

    def _store_move(self, move: str) -> None:
        with store_guard():
            self.store.add_move(self.code, self.moves, move)
        self.moves += 1
        self._store_failing = False

    def _unsaved(self, msg_id: str, error: ProtocolError, *, told: bool | None = None, **values: str | int) -> None:
        """The store refused a move the table makes itself (or its close: `store_guard`) and it is
        tried again in a second: the operator hears it the first time (the bug log gets the
        traceback), not every second. `told`: whether the operator heard it already; by default,
        whether the store failed since it last kept a move."""
        if told is None:
            told, self._store_failing = self._store_failing, True
        if not told:
            self.report(msg_id, exc=error.__cause__, code=format_code(self.code), reason=error.detail, **values)

    def _publish(self, events: list[Event]) -> None:
        """Send every connected seat its share of `events` (the core's last, in its log already)."""
        state = self.state
        assert state is not None
        first = len(self.log) - len(events)
        listening = {s.number: s.peer for s in self.seats if s.peer is not None}
        seats = [*listening, WATCHER] if self.spectators else listening
        frames = events_frames(state, events, first, self.moves, seats, behind=self._behind())
        for number, peer in listening.items():
            peer.send(frames[number])
        if self.spectators:
            shared = frames[WATCHER]  # encoded once for every watcher
            for spectator in list(self.spectators):
                spectator.send(shared)
        self._drive()

    def _seating(self, *, time_up: bool = False) -> Seating:
        """The seats as the flow sees them (`flow.next_step`)."""
        return Seating(
            computers=frozenset(s.number for s in self.seats if s.computer),
            unready=frozenset(s.number for s in self.seats if s.peer is not None and not s.computer and not s.ready),
            people=self._people(),
            # Everybody left (Control+Q): the computers do not play the game out among themselves;
            # it waits for whoever takes a seat back (`resume` drives it). A lost line is different:
            # past the grace time the computer plays on for the one coming back.
            away=not any(s.peer is not None or s.dropped for s in self.seats),
            deal_due=self._deal_timer is not None,
            time_up=time_up)

    def _drive(self) -> None:
        """Do what the flow says comes next: a computer's move, the next deal, or a deal wait."""
        if self.closed:
            return
        step = next_step(self.state, self._seating())
        if isinstance(step, Prompt):
            # A person's seat is asked by its own client, from the events it got.
            if step.computer and self._thinking is None:
                seat = self.seats[step.seat]
                self._thinking = asyncio.get_running_loop().create_task(self._computer_turn(seat, self.moves))
        elif isinstance(step, Deal):
            self._deal()
        elif step == Wait(Why.READY_OR_TIME) and self._deal_timer is None:
            # The deal wait keeps a table of people from waiting on one who is away; alone
            # with computers, the next deal waits for the player, as a game of one's own does
            # (reading the review meanwhile). The idle close ends a table the player left.
            self._deal_timer = asyncio.get_running_loop().call_later(self.settings.deal_wait, self._deal_late)

    def _people(self) -> int:
        """How many seats a person plays now (connected, or within the grace time)."""
        return sum(1 for s in self.seats if s.human and not s.computer)

    def _deal_late(self) -> None:
        """The deal wait (or a deal's second try) ran out: the deal, if one is still due."""
        self._deal_timer = None
        if not self.closed and isinstance(next_step(self.state, self._seating(time_up=True)), Deal):
            self._deal()

    async def _computer_turn(self, seat: Seat, at: int) -> None:
        state, game = self.state, self._game
        assert state is not None and game is not None
        view = state.view(seat.number)
        rng = computer_rng(self.seed, view)
        # The player thinks during the pause (people follow the game at that pace anyway), so a
        # move that waits for a busy worker is not late at all.
        thinking = asyncio.get_running_loop().create_task(
            self.computers.choose(game, seat.number, self.config["level"], view, rng))
        thinking.add_done_callback(_retrieved)
        try:
            if self.settings.computer_pause:
                await asyncio.sleep(self.settings.computer_pause)
            try:
                action = await thinking
            except NoMove as exc:
                # A bug in the computer player, or its worker died, hung or was too busy: the
                # humans' game goes on with a simpler one's move.
                action = self._fallback(seat.number, view, exc)
        finally:
            thinking.cancel()
            self._thinking = None
        if self.closed or self.moves != at or not seat.computer:
            self._drive()  # the person came back or the turn moved on: this answer is stale
            return
        try:
            try:
                self._apply(action)
            except IllegalAction as exc:  # a computer move the engine refuses is a bug too
                self._apply(self._fallback(seat.number, view, exc))
        except (IllegalAction, ProtocolError) as error:
            # A failed store (or a fallback refused too) leaves the turn open: tried again.
            if isinstance(error, ProtocolError):
                self._unsaved("net-serve-computer-move-unsaved", error, seat=seat.number)
            await asyncio.sleep(1.0)
            self._drive()

    def _fallback(self, number: int, view: SeatView, exc: Exception) -> Action:
        """A legal move for seat `number` whose computer player gave none (`exc`): the stand-in
        every table plays (`table.computer.stand_in`). The operator hears of the first failure
        of each seat in a game, with what a bug report needs; the bug log gets its traceback.
        Workers too busy are the pool's to tell (once for many moves)."""
        state = self.state
        assert state is not None
        if number not in self._failed and not (isinstance(exc, NoMove) and exc.why == "busy"):
            self._failed.add(number)
            where: dict[str, str | int | float] = dict(code=format_code(self.code), seat=number, seed=self.seed,
                                                       deal=state.deal_no, move=self.moves)
            if isinstance(exc, NoMove) and exc.why in ("died", "hung"):
                self.report("net-serve-computer-lost", exc=exc, what=exc.why, reason=exc.reason, limit=exc.limit,
                            **where)
            else:
                reason = exc.reason if isinstance(exc, NoMove) else f"{type(exc).__name__}: {exc}"
                self.report("net-serve-computer-failed", exc=exc, reason=reason, **where)
        return stand_in(view, self.seed)

    # ------------------------------------------------------------------ helpers

    def _seated(self, peer: Peer) -> Seat:
        seat = self.seat_of(peer)
        if seat is None:
            raise ProtocolError("not_seated")
        return seat

    def _broadcast(self, frame: str) -> None:
        for seat in self.seats:
            if seat.peer is not None:
                seat.peer.send(frame)

    def _tell_lobby(self) -> None:
        for seat in self.seats:
            if seat.peer is not None:
                seat.peer.send(dumps(self.lobby(seat.number)))
        if self.lookers:
            frame = dumps(self.lobby(None))
            for peer in list(self.lookers):
                peer.send(frame)
            if self.started:
                self.lookers.clear()  # the seat choice is over for those who did not sit down
        if self.spectators:
            frame = dumps({**self.lobby(None), "watching": True})
            for spectator in list(self.spectators):
                spectator.send(frame)
        self._changed()

    def _notice(self, what: str, number: int) -> None:
        self._broadcast(self._notice_frame(what, number))

    def _notice_frame(self, what: str, number: int) -> str:
        return dumps({"type": "notice", "what": what, "seat": number, "name": self.seats[number].name})

    def _check_idle(self) -> None:
        if any(s.peer is not None for s in self.seats) or self._idle_timer is not None or self.closed:
            return
        self._idle_timer = asyncio.get_running_loop().call_later(self.settings.idle_close, self._close_if_idle)

    def _cancel_idle(self) -> None:
        if self._idle_timer is not None:
            self._idle_timer.cancel()
            self._idle_timer = None

    def _close_if_idle(self) -> None:
        self._idle_timer = None
        if not any(s.peer is not None for s in self.seats):
            self.close()

    def close(self, *, forget: bool = True) -> None:
        """Close the table (`forget`: also in the store, so a restart does not bring it back)."""
        if self.closed:
            return
        self.closed = True
        self._cancel_idle()
        if self._deal_timer is not None:
            self._deal_timer.cancel()
        if self._thinking is not None:
            self._thinking.cancel()
        if self._game is not None:
            self.computers.forget(self._game)
        self.core.close()
        for seat in self.seats:
            seat.quiet_drop()
            if seat.grace_task is not None:
                seat.grace_task.cancel()
                seat.grace_task = None
            if seat.peer is not None:
                seat.peer.send(dumps({"type": "closed", "code": self.code}))
        for peer in [*self.lookers, *self.spectators]:
            peer.send(dumps({"type": "closed", "code": self.code}))
        self.lookers.clear()
        self.spectators.clear()
        if forget:
            self._forget()
        self.on_close(self)
        self._changed()

    def _forget(self, *, again: bool = False) -> None:
        """Mark the table closed in the store, so a restart does not bring it back. A store that
        fails is asked again each second (the operator hears it the first time): closed here all
        the same, the table would otherwise come back empty after a restart."""
        try:
            with store_guard():
                self.store.close_table(self.code)
        except ProtocolError as error:
            self._unsaved("net-serve-store-failed", error, told=again, request="close")
            asyncio.get_running_loop().call_later(1.0, lambda: self._forget(again=True))
