"""The online client: one seat at a table on a Ristikontra server, over WebSocket (asyncio).

::

    client = Client("ws://127.0.0.1:8765", name="Anna")
    await client.connect()
    code = (await client.create(rules="sticks")).code      # or: await client.join(code); await client.take_seat(2)
    await client.start()
    async for item in client:                              # Batch, Refused, Chat, Lobby, Notice, Link, Failure
        ...

Requests that need an answer (connect, create, join, take_seat, resume) wait for it; the rest
(act, start, say, ready, auto, leave) return at once, and a refusal arrives in the stream, so a
key never waits on the network. When the connection drops the client reconnects by itself with
growing pauses, reports ``Link("lost")`` once and ``Link("back")`` once it has its seat again,
followed by a ``Batch(missed=True)`` of everything it missed. The seat token is kept in a small
JSON file (`keep/tokens.py`, the platform data folder by default), so even a restarted client
takes its seat back.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import random
import ssl
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ristikontra import __version__
from ristikontra.engine import (
    Action,
    CardPlayed,
    DealStarted,
    Event,
    IllegalAction,
    SeatView,
    TrickWon,
    action_to_json,
    event_from_json,
    view_from_json,
)
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.group import NODE_ID
from ristikontra.net.protocol import ERRORS, PROTOCOL_VERSION, ErrorReason
from ristikontra.net.ratelimit import TokenBucket
from ristikontra.net.roomview import RoomChange, RoomChat, RoomState, Watcher, room_chat
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX, clean_text
from ristikontra.output.awake import AwakeClock

_log = logging.getLogger("ristikontra.net.client")

__all__ = [
    "CLIENT_REASONS",
    "Batch",
    "Chat",
    "Client",
    "Failure",
    "Incoming",
    "Link",
    "Lobby",
    "NetError",
    "Notice",
    "Refused",
    "RoomChange",
    "RoomChat",
    "Seated",
    "Watcher",
    "backoff",
    "missed_summary",
    "reason_message_id",
    "said_name",
    "said_text",
    "server_answers",
]


class NetError(Exception):
    """A request the server refused (`reason` is a protocol error code), or no server (`unreachable`)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


@dataclass(frozen=True, slots=True)
class Batch:
    """Events for my seat (already redacted by the server) and my view after them."""

    events: tuple[Event, ...]
    view: SeatView
    #: The server's move counter when this was sent; an action answering this view carries it.
    at: int
    #: Events I missed while away (sent on reconnecting): speak a summary, not each one.
    missed: bool = False


@dataclass(frozen=True, slots=True)
class Refused:
    error: IllegalAction
    view: SeatView


@dataclass(frozen=True, slots=True)
class Chat:
    seat: int
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Lobby:
    """Who sits where (``seats``: seat, name, kind free/human, connected, computer)."""

    code: str
    data: Mapping[str, Any]

    @property
    def started(self) -> bool:
        return bool(self.data.get("started"))

    @property
    def hints(self) -> bool:
        """Whether every person at the table allows hints (a version 1 server: no)."""
        return self.data.get("hints") is True

    def others_to_wait_for(self, me: int | None) -> bool:
        """Whether another person plays at this table (a seat a computer plays for does not wait)."""
        seats = self.data.get("seats", ())
        return isinstance(seats, list) and any(
            isinstance(s, Mapping) and s.get("kind") == "human" and s.get("seat") != me and not s.get("computer")
            for s in seats)

    def free_seats(self) -> list[int]:
        """The free seats; an entry this client cannot read (no kind, no seat number) is not one."""
        seats = self.data.get("seats", ())
        return [s["seat"] for s in seats if isinstance(s, Mapping) and s.get("kind") == "free"
                and isinstance(s.get("seat"), int) and 0 <= s["seat"] < 4] if isinstance(seats, list) else []


@dataclass(frozen=True, slots=True)
class Notice:
    """Another seat ``dropped``, is played by the ``computer``, is ``back``, or ``left``."""

    what: str
    seat: int
    name: str | None


@dataclass(frozen=True, slots=True)
class Link:
    """The connection: ``lost`` (trying again), ``back`` (seat retaken), ``gone`` (given up, or
    ``closed``: the server closed the table, so there is nothing to come back to), ``replaced``
    (the seat was taken back from another connection, the same person's other terminal: this
    one leaves it there rather than take it back, which would start a tug of war), ``silent``
    (the connection stands but the server has not answered for a few seconds: a hung server, a
    stalled route) and ``answering`` (it answers again after ``silent``)."""

    state: Literal["lost", "back", "gone", "replaced", "silent", "answering"]
    closed: bool = False


@dataclass(frozen=True, slots=True)
class Failure:
    """A request refused later in the stream (`reason`: a protocol error code, or one this
    version does not know: `reason_message_id` says which words fit)."""

    reason: str


@dataclass(frozen=True, slots=True)
class Seated:
    code: str
    seat: int


Incoming = Batch | Refused | Chat | Lobby | Notice | Link | Failure | RoomChange | RoomChat | Watcher


def backoff(rng: random.Random, first: float = 0.3, cap: float = 8.0) -> Iterator[float]:
    """Pauses between reconnection attempts: doubling up to `cap`, each with some jitter."""
    delay = first
    while True:
        yield delay * rng.uniform(0.75, 1.25)
        delay = min(cap, delay * 2)


#: The most events a frame brings: a move brings a handful, and the server sends a catch-up in
#: frames of at most 400 (net.tables.MAX_BATCH).
MAX_EVENTS = 400
#: Events a second a server may send outside a catch-up, and at once: (rate, burst). A game at the
#: fastest pace a table has (computers with no pause) brings a deal of some 120 events in well
#: under a second, then waits for its people; 500 at once and 300 a second after is more than a
#: game brings anyone who listens. Frames without events count one each.
FLOOD_EVENTS = (300.0, 500.0)
#: Refusals, errors and notices a second, and at once: a refusal answers a frame this client sent
#: (paced below the server's limit of some 20 a second), a notice is another seat's news.
FLOOD_WORDS = (20.0, 150.0)


@dataclass
class _Seat:
    code: str
    seat: int
    token: str


def routed_url(url: str, node: str | None) -> str:
    """The address of process `node` of a group behind the front at `url`: `/p/<node>/` there
    (the proxy sends it to that process, docs/SCALING.md); `url` itself without a node."""
    if node is None:
        return url
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/p/{node}/", "", ""))


#: How long coming back into the room after moving to another process may take: the room of the
#: group hears that the name left the first process within a moment.
ROOM_AGAIN = 3.0


@dataclass
class Client:
    """One seat's link to a table on a server (see the module docs)."""

    url: str
    name: str = "Player"
    tokens: TokenStore | None = None
    rng: random.Random = field(default_factory=random.Random)
    ssl_context: ssl.SSLContext | None = None
    reconnect: bool = True
    #: Give up reconnecting after this many seconds (then ``Link("gone")``).
    give_up_after: float = 600.0
    open_timeout: float = 5.0
    #: How long a request (create, join, take_seat, resume) waits for its answer.
    request_timeout: float = 10.0
    #: Whether my player allows hints at this table (sent when sitting down and coming back).
    hints: bool = False
    #: Seconds between two pings of an open connection, and how long the server may take to
    #: answer one before ``Link("silent")`` says it does not answer; after `silent_limit` seconds
    #: without an answer the connection counts as lost and is opened anew. Counted in this
    #: process's running time (AwakeClock): a client that was stopped itself does not blame the server.
    ping_every: float = 1.0
    answer_within: float = 3.0
    silent_limit: float = 20.0
    _ws: ClientConnection | None = None
    _reader: asyncio.Task[None] | None = None
    _watcher: asyncio.Task[None] | None = None
    _queue: asyncio.Queue[Incoming] = field(default_factory=asyncio.Queue)
    _waiting: dict[int, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    _seat: _Seat | None = None
    _last_seq: int = 0
    _at: int = 0
    _closing: bool = False
    #: The connection is lost and not yet back: nothing is sent meanwhile, not even on a
    #: reopened socket before the seat is taken back (the server would read it as a stranger's).
    _down: bool = False
    _pace: TokenBucket | None = None
    #: Catching up after taking the seat back: how many missed events the server said it sends
    #: (None: not catching up), and the batches of them received so far. A server sends a long
    #: catch-up in several frames; they reach the stream as one Batch, so it is summed up once.
    _missing: int | None = None
    _caught: list[Batch] = field(default_factory=list)
    #: What the server may send before it counts as sending more than a game can (see FLOOD_EVENTS
    #: and FLOOD_WORDS); once it does, nothing more of it is read.
    _events_budget: TokenBucket = field(default_factory=lambda: TokenBucket(*FLOOD_EVENTS))
    _words_budget: TokenBucket = field(default_factory=lambda: TokenBucket(*FLOOD_WORDS))
    _flooded: bool = False
    #: The latest view of my seat, and the lobby.
    view: SeatView | None = None
    lobby: Lobby | None = None
    #: The room as last heard (protocol 3), once entered; my language as the room hears it.
    room: RoomState | None = None
    lang: str | None = None
    #: Watching the table (`watch`): the views are a watcher's, with no hand.
    watching: bool = False
    #: A group of server processes behind one front (`serve --redis`): the process this
    #: connection reached (its `welcome` says), and the one that holds my table, which every
    #: connection after the first reaches through /p/<node>/ at the front (`routed_url`).
    node: str | None = None
    home: str | None = None

    # ------------------------------------------------------------------ state

    @property
    def seat(self) -> int | None:
        return self._seat.seat if self._seat else None

    @property
    def code(self) -> str | None:
        return self._seat.code if self._seat else (self.lobby.code if self.lobby else None)

    @property
    def at(self) -> int:
        """The server's move counter of the latest view (send it with an action answering it)."""
        return self._at

    @property
    def last_seq(self) -> int:
        """The last event received; a reconnect asks for everything after it."""
        return self._last_seq

    # ------------------------------------------------------------------ connecting

    async def connect(self) -> None:
        """Open the connection and say hello; raises :class:`NetError` ``unreachable`` or ``version``."""
        self._closing = self._down = False
        await self._open()
        self._reader = asyncio.get_running_loop().create_task(self._read_forever())

    async def _open(self) -> None:
        try:
            # The library's own keepalive is off: `_watch` pings, says a silence within seconds
            # (the library's took 50 s to give up) and gives the connection up after `silent_limit`.
            ws = await connect(routed_url(self.url, self.home), ssl=self.ssl_context, open_timeout=self.open_timeout,
                               max_size=MAX_FRAME, compression=None, proxy=None, user_agent_header=None,
                               ping_interval=None, close_timeout=2.0)
        except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError, ValueError) as exc:
            # ValueError: a host name the resolver cannot even encode (a label over 63 characters).
            raise NetError("unreachable", str(exc)) from None
        self._ws = ws
        try:
            hello = _frame(await self._hello(ws))
        except asyncio.TimeoutError:
            # The connection stands, but no greeting comes: said as that, not as no server.
            await ws.close()
            raise NetError("no_answer", "no greeting") from None
        except ConnectionClosed as exc:
            await ws.close()
            raise NetError(_closed_reason(exc), str(exc)) from None
        if hello is None:
            await ws.close()
            raise NetError("garbled", "the greeting is not a JSON object")
        if hello.get("type") == "error":
            await ws.close()
            raise NetError(str(hello.get("reason")))
        node = hello.get("node")
        self.node = node if isinstance(node, str) and NODE_ID.fullmatch(node) else None
        limits = hello.get("limits")
        if isinstance(limits, dict):
            try:
                # Stay a little under the server's flood limit, so a fast bot is never refused.
                rate, burst = float(limits["rate"]), float(limits["burst"])
                self._pace = TokenBucket(max(0.5, rate * 0.9), max(1.0, burst / 2))
            except (KeyError, TypeError, ValueError, OverflowError):  # (an integer too large for a float)
                pass

    async def _hello(self, ws: ClientConnection) -> str | bytes:
        await ws.send(json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "client": f"ristikontra {__version__}"}))
        return await asyncio.wait_for(ws.recv(), self.open_timeout)

    async def close(self) -> None:
        self._closing = True
        self._stop_watching()
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    async def __aenter__(self) -> Client:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ requests

    async def _request(self, frame: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        timeout = self.request_timeout if timeout is None else timeout
        ref = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[ref] = future
        try:
            if not await self._send({**frame, "id": ref}):
                raise NetError("unreachable", "the connection is closed")
            answer = await asyncio.wait_for(future, timeout)
        except asyncio.TimeoutError:
            # The server is there (it greeted us, and pings are answered or said as not), but
            # this request got no answer: not a server that cannot be reached.
            raise NetError("no_answer", "no answer") from None
        finally:
            self._waiting.pop(ref, None)
        if answer.get("type") == "error":
            # (`unreachable` or `oversized` too: the reader's own answer when the connection drops meanwhile.)
            node = answer.get("node")
            raise NetError(str(answer.get("reason"))[:64], node if isinstance(node, str) else "")
        return answer

    async def _routed(self, frame: dict[str, Any]) -> dict[str, Any]:
        """A request about a table by its code (join, watch, resume): asked where this connection
        is, and once more at the process of the group that holds the table if it is elsewhere."""
        try:
            return await self._request(frame)
        except NetError as exc:
            if exc.reason != "elsewhere" or not NODE_ID.fullmatch(exc.detail) or exc.detail == self.node:
                raise
            await self._move(exc.detail)
            return await self._request(frame)

    async def _move(self, node: str) -> None:
        """Connect to process `node` of the group instead (through the front), in the room again if I was."""
        in_room = self.room is not None
        await self.close()
        self.home = node
        await self.connect()
        if not in_room:
            return
        deadline = asyncio.get_running_loop().time() + ROOM_AGAIN
        while True:
            try:
                await self.enter_room()
                return
            except NetError as exc:
                # My name is still heard in the room from the connection just closed: a moment.
                if exc.reason != "name_taken" or asyncio.get_running_loop().time() > deadline:
                    self.room = None
                    return
                await asyncio.sleep(0.1)

    async def _send(self, frame: dict[str, Any]) -> bool:
        """Send `frame`; False if it did not go out (the connection is lost or being restored)."""
        if self._ws is None:
            raise NetError("unreachable", "not connected")
        if self._down:
            return False
        pace = self._pace
        while pace is not None and not pace.take():
            await asyncio.sleep(1.0 / pace.rate)
        try:
            await self._ws.send(json.dumps(frame, separators=(",", ":"), ensure_ascii=False))
        except ConnectionClosed:
            # The reader notices and reconnects; a lost action is asked for again.
            return False
        return True

    async def _fire(self, frame: dict[str, Any]) -> None:
        await self._send({**frame, "id": next(self._ids)})

    def _keep(self, answer: dict[str, Any]) -> Seated:
        try:
            seat = _Seat(_text(answer["code"]), _seat_number(answer["seat"]), _text(answer["token"]))
        except (KeyError, TypeError, ValueError):
            raise NetError("garbled", "no seat in the answer") from None
        self._seat = seat
        self.home = self.node  # my table's process: a lost connection comes back to it
        if self.tokens is not None:
            self.tokens.put(self.url, seat.code, seat.seat, seat.token)
        return Seated(seat.code, seat.seat)

    async def create(self, rules: str = "sticks", options: Mapping[str, Any] | None = None, level: str = "strong",
                     grace: float | None = None, seat: int = 0, *, public: bool = False,
                     watchers: bool = True) -> Seated:
        """A new table with me at `seat`; the answer has its code. `public`: listed in the room;
        `watchers`: open to watchers."""
        frame: dict[str, Any] = {"type": "create", "name": self.name, "rules": rules, "level": level, "seat": seat,
                                 "options": dict(options or {}), "hints": self.hints}
        if grace is not None:
            frame["grace"] = grace
        if public:
            frame["public"] = True
        if not watchers:
            frame["watchers"] = False
        if self.lang is not None:
            frame["lang"] = self.lang
        return self._keep(await self._request(frame))

    async def join(self, code: str) -> Lobby:
        """Look at the table with `code` (who sits where) before taking a seat."""
        lobby = _lobby(await self._routed({"type": "join", "code": code}))
        if lobby is None:
            raise NetError("garbled", "no table in the answer")
        self.lobby = lobby
        self.home = self.node
        return lobby

    def follow(self, code: str, seat: int, table: dict[str, Any]) -> None:
        """Read the frames a connection seated at `seat` of table `code` is sent, `table` (a
        `table` frame) its lobby so far: a client that neither sits down nor reconnects itself
        (the server reading for a browser page, `web/seat.py`; the page keeps the token)."""
        self._seat = _Seat(code, seat, "")
        self.lobby = _lobby(table)

    async def take_seat(self, seat: int) -> Seated:
        """Sit down at the table this connection joined. This client asks only after `join`
        (`connect` in cli/online.py, the seat choice, and `_come_back` joins again after a
        lost connection), so the server's `not_joined` would mean it lost track of us; it is
        said like any other reason."""
        frame: dict[str, Any] = {"type": "seat", "seat": seat, "name": self.name, "hints": self.hints}
        if self.lang is not None:
            frame["lang"] = self.lang
        seated = self._keep(await self._request(frame))
        self.watching = False
        return seated

    # ------------------------------------------------------------------ the room (protocol 3)

    async def enter_room(self) -> RoomState:
        """Enter the room under my name (`name_taken`: somebody there has it now)."""
        frame: dict[str, Any] = {"type": "room", "name": self.name}
        if self.lang is not None:
            frame["lang"] = self.lang
        answer = await self._request(frame)
        room = RoomState()
        if room.take(answer) is None:
            raise NetError("garbled", "no room in the answer")
        self.room = room
        return room

    async def leave_room(self) -> None:
        self.room = None
        await self._fire({"type": "room_leave"})

    async def room_say(self, text: str) -> bool:
        """A line of the room's chat; False if it did not go out."""
        return await self._send({"type": "room_chat", "text": text, "id": next(self._ids)})

    async def mute(self, name: str, on: bool = True) -> None:
        """Hear `name`'s chat no more (or again), in the room and at a table."""
        await self._fire({"type": "mute", "name": name, "on": on})

    async def watch(self, code: str) -> Lobby:
        """Watch the table with `code`: its lobby now, then what happens at it as a watcher sees it."""
        lobby = _lobby(await self._routed({"type": "watch", "code": code, "name": self.name}))
        self.home = self.node
        if lobby is None:
            raise NetError("garbled", "no table in the answer")
        self.lobby = lobby
        self.watching = True
        return lobby

    async def unwatch(self) -> None:
        self.watching = False
        await self._fire({"type": "unwatch"})

    async def open_to_watchers(self, on: bool) -> None:
        """The opener opens the table to watchers or closes it (watching now stop)."""
        await self._fire({"type": "watchers", "open": on})

    async def resume(self, code: str, seat: int | None = None, token: str | None = None) -> Seated:
        """Take my seat back (token from the store unless given); missed events follow as a Batch."""
        if seat is None or token is None:
            found = self.tokens.get(self.url, code) if self.tokens is not None else None
            if found is None:
                raise NetError("not_found")
            seat, token = found
        answer = await self._routed({"type": "resume", "code": code, "seat": seat, "token": token,
                                      "last": self._last_seq, "hints": self.hints})
        if not isinstance(answer.get("code"), str):
            raise NetError("garbled", "no table in the answer")
        self._seat = _Seat(answer["code"], seat, token)
        return Seated(self._seat.code, seat)

    async def start(self) -> None:
        await self._fire({"type": "start"})

    async def act(self, action: Action, at: int | None = None) -> None:
        """Play `action` (for the view of move counter `at`, if given: a stale answer is refused)."""
        frame: dict[str, Any] = {"type": "action", "action": action_to_json(action)}
        if at is not None:
            frame["at"] = at
        await self._fire(frame)

    async def say(self, text: str) -> bool:
        """Send a chat line; False if it did not go out (the connection is down): it is not kept
        to be sent later, where it would answer a moment that has passed."""
        return await self._send({"type": "chat", "text": text, "id": next(self._ids)})

    async def ready(self) -> None:
        """Ready for the next deal."""
        await self._fire({"type": "next"})

    async def auto(self, on: bool) -> None:
        """Let the server's computer play my seat (or stop it)."""
        await self._fire({"type": "auto", "on": on})

    async def allow_hints(self, allow: bool) -> None:
        """Whether my player allows hints; the table's lobby then says whether every person does."""
        self.hints = allow
        await self._fire({"type": "hints", "allow": allow})

    async def again(self) -> None:
        """A new game at this table with the same people (the creator, once the game is over)."""
        await self._fire({"type": "again"})

    async def leave(self) -> None:
        await self._fire({"type": "leave"})
        self._seat = None

    # ------------------------------------------------------------------ receiving

    def __aiter__(self) -> AsyncIterator[Incoming]:
        return self._items()

    async def _items(self) -> AsyncIterator[Incoming]:
        while True:
            item = await self._queue.get()
            yield item
            if isinstance(item, Link) and item.state in ("gone", "replaced"):
                return

    async def next_item(self, timeout: float | None = None) -> Incoming:
        return await asyncio.wait_for(self._queue.get(), timeout)

    def _stop_watching(self) -> None:
        if self._watcher is not None:
            self._watcher.cancel()
            self._watcher = None

    async def _watch(self, ws: ClientConnection) -> None:
        """Ping the server every `ping_every` seconds; say once when it has not answered for
        `answer_within` seconds and once when it answers again; cut the connection after
        `silent_limit` seconds of silence (the reader then reconnects, as for any lost line)."""
        clock = AwakeClock()
        while True:
            await asyncio.sleep(self.ping_every)
            try:
                waiter = asyncio.ensure_future(await ws.ping())
            except ConnectionClosed:
                return
            began, silent = clock.now(), False
            while not waiter.done():
                await asyncio.wait({waiter}, timeout=0.1)
                waited = clock.now() - began
                if waiter.done():
                    break
                if not silent and waited >= self.answer_within:
                    silent = True
                    self._queue.put_nowait(Link("silent"))
                if waited >= self.silent_limit:
                    ws.transport.abort()
                    return  # "lost" follows from the reader; nothing more is said here
            if waiter.cancelled() or waiter.exception() is not None:
                return  # the connection closed meanwhile: the reader says so
            if silent:
                self._queue.put_nowait(Link("answering"))

    async def _read_forever(self) -> None:
        while True:
            ws = self._ws
            assert ws is not None
            self._stop_watching()
            self._watcher = asyncio.get_running_loop().create_task(self._watch(ws))
            try:
                async for raw in ws:
                    self._take(raw)
            except ConnectionClosed:
                pass
            self._stop_watching()
            self._catch_up(None)  # a catch-up cut short: what came of it is still one batch
            reason = _closed_reason(ws)
            for future in self._waiting.values():
                if not future.done():
                    future.set_result({"type": "error", "reason": reason})
            if self._closing:
                return
            if ws.close_code == REPLACED:
                self._seat = None
                self._queue.put_nowait(Link("replaced"))
                return
            if not self.reconnect:
                self._queue.put_nowait(Link("gone"))
                return
            self._down = True
            self._queue.put_nowait(Link("lost"))
            if not await self._come_back():
                self._queue.put_nowait(Link("gone"))
                return
            self._down = False
            self._queue.put_nowait(Link("back"))
            if self.room is not None:
                # Back in the room too, under the same name: the whole room comes again.
                frame = {"type": "room", "name": self.name, **({"lang": self.lang} if self.lang else {})}
                with contextlib.suppress(NetError):
                    await self._send(frame)

    async def _come_back(self) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.give_up_after
        for delay in backoff(self.rng):
            if loop.time() + delay > deadline:
                return False
            await asyncio.sleep(delay)
            try:
                await self._open()
            except NetError:
                continue
            ws = self._ws
            assert ws is not None
            seat = self._seat
            if seat is None:
                if self.lobby is None:
                    return True
                frame: dict[str, Any] = {"type": "join", "code": self.lobby.code}
                if self.watching:
                    frame = {"type": "watch", "code": self.lobby.code, "name": self.name}
            else:
                frame = {"type": "resume", "code": seat.code, "seat": seat.seat, "token": seat.token,
                         "last": self._last_seq, "hints": self.hints}
            try:
                await ws.send(json.dumps(frame))
                answer = _frame(await asyncio.wait_for(ws.recv(), self.open_timeout))
            except (ConnectionClosed, asyncio.TimeoutError):
                continue
            if answer is None:
                await ws.close()  # an answer it cannot read: one more failed try
                continue
            if answer.get("type") == "error":
                # The server answers not_found when the table closed or the token is no longer good.
                if answer.get("reason") in ("not_found", "table_closed"):
                    return False
                node = answer.get("node")
                if answer.get("reason") == "elsewhere" and isinstance(node, str) and NODE_ID.fullmatch(node):
                    self.home = node  # another process of the group holds it (it moved): asked there next
                    await ws.close()
                    continue
                # Refused for now (the server could not store, too many requests, a reason this
                # version does not know): no seat yet, so not "back"; asked again after a pause.
                await ws.close()
                continue
            if answer.get("type") == "table":
                self.lobby = _lobby(answer) or self.lobby
            if answer.get("type") == "resumed":
                self._catch_up(answer.get("missed"))
            return True
        return False  # pragma: no cover - backoff never ends

    def _take(self, raw: str | bytes) -> None:
        if self._flooded:
            return  # frames read after the connection was given up: none of it is said
        data = _frame(raw)
        if data is not None and not self._within_bounds(data):
            self._give_up_flooded()
            return
        if data is None:
            self._catch_up(None)
            self._queue.put_nowait(Failure("garbled"))
            return
        if data.get("type") == "resumed":
            self._catch_up(data.get("missed"))
        ref = data.get("id")
        if isinstance(ref, int) and ref in self._waiting:
            future = self._waiting[ref]
            if not future.done():
                future.set_result(data)
            if data.get("type") not in ("table",):
                return
        item = self._decode(data)
        if item is None:
            return
        if isinstance(item, Batch) and item.missed and self._missing is not None:
            self._caught.append(item)
            if sum(len(batch.events) for batch in self._caught) < self._missing:
                return  # more of the catch-up follows
            self._catch_up(None)
            return
        self._catch_up(None)  # anything else ends a catch-up (a server that sent less than it said)
        self._queue.put_nowait(item)

    def _within_bounds(self, data: dict[str, Any]) -> bool:
        """Whether `data` still fits what a game sends: an `events` frame weighs its events (at
        most MAX_EVENTS: the server splits a catch-up into frames of that many), outside a
        catch-up the server announced; a refusal, an error or a notice weighs one. Chat is paced
        where it is said (`ui.online.table`) and a request's answer is what this client asked for."""
        kind = data.get("type")
        if kind == "events":
            events = data.get("events")
            count = len(events) if isinstance(events, list) else 0
            if count > MAX_EVENTS:
                return False
            return (self._missing is not None and data.get("missed") is True) or \
                self._events_budget.take(max(1, count))
        if kind in ("refused", "error", "notice"):
            return self._words_budget.take()
        return True

    def _give_up_flooded(self) -> None:
        """The server sends far more than a game can (it may be no Ristikontra server, or a broken
        one): said once, and the connection is closed for good; reconnecting would bring more."""
        self._flooded = self._closing = True
        self._catch_up(None)
        self._queue.put_nowait(Failure("flooding"))
        self._queue.put_nowait(Link("gone"))
        if self._ws is not None:
            self._ws.transport.abort()

    def _catch_up(self, missing: Any) -> None:
        """Pass on the catch-up received so far as one Batch, then expect `missing` missed events
        (the count a ``resumed`` answer gives; anything but a count: no catch-up expected)."""
        if self._caught:
            caught, self._caught = self._caught, []
            last = caught[-1]
            events = tuple(event for batch in caught for event in batch.events)
            self._queue.put_nowait(Batch(events, last.view, last.at, missed=True))
        self._missing = missing if type(missing) is int and missing >= 0 else None

    def _decode(self, data: dict[str, Any]) -> Incoming | None:
        kind = data.get("type")
        try:
            if kind == "events":
                # `seq` numbers the event in the stream; the event itself is strictly its fields.
                events = tuple(event_from_json({k: v for k, v in e.items() if k != "seq"}) for e in data["events"])
                self._last_seq = max([self._last_seq, *(int(e["seq"]) for e in data["events"])])
                self.view = view_from_json(data["view"])
                self._at = int(data.get("at", 0))
                return Batch(events, self.view, self._at, bool(data.get("missed")))
            if kind == "refused":
                # A reason or rank this version does not know is passed on as it came (as text):
                # the announcer says it in general words (announce.queries.illegal).
                reason, rank = str(data["reason"])[:64], data.get("rank")
                self.view = view_from_json(data["view"])
                return Refused(IllegalAction(reason, rank=rank if isinstance(rank, str) else None),  # type: ignore[arg-type]
                               self.view)
            if kind == "chat":
                return Chat(int(data["seat"]), said_name(data["name"]), said_text(data["text"], CHAT_MAX))
            if kind == "table":
                lobby = _lobby(data)
                if lobby is None:
                    return Failure("garbled")
                self.lobby = lobby
                return lobby
            if kind == "notice":
                name = data.get("name")
                return Notice(str(data["what"])[:64], int(data["seat"]),
                              said_name(name) if isinstance(name, str) else None)
            if kind == "error":
                # A reason this version does not know (a newer server's) is kept as such: it is
                # said as a refusal in general words (`reason_message_id`), as the answer to a
                # request is, never as the server not understanding us.
                return Failure(_server_reason(data.get("reason")))
            if kind == "closed":
                if self.watching:
                    # Only the table watched is gone: the connection (and the room) stays.
                    self.watching = False
                    return Failure("table_closed")
                self._closing = True
                return Link("gone", closed=True)
            if kind in ("room", "room_update"):
                if self.room is None:
                    return None  # left the room meanwhile
                return self.room.take(data)
            if kind == "room_chat":
                return room_chat(data) if self.room is not None else None
            if kind == "muted":
                names = data.get("names")
                if self.room is not None and isinstance(names, list):
                    self.room.muted = tuple(str(n)[:NAME_MAX] for n in names[:1000])
                return None
            if kind == "unwatched":
                self.watching = False
                why = data.get("reason")
                return Failure(_server_reason(why)) if why is not None else None
            if kind == "watcher":
                count = data.get("count")
                return Watcher(said_name(data["name"]), data.get("watching") is True,
                               count if type(count) is int and count >= 0 else 0)
        except Exception:
            # Whatever a frame of the wrong shape makes its reading raise (an event that is no
            # object, a number too large for an int ...): said, and the next frame is read as usual.
            # Before, the reader died of it and the game hung with nothing said. Logged: the
            # frame may be a bug of ours as well as the server's.
            _log.warning("a frame of kind %r could not be read", kind, exc_info=True)
            return Failure("garbled")
        return None


#: The largest frame this client reads (a catch-up of 400 events with its view is far smaller).
MAX_FRAME = 8 * 1024 * 1024


def _closed_reason(closed: ConnectionClosed | ClientConnection) -> str:
    """Why a connection closed, as a client reason: ``oversized`` if this client closed it for a
    frame over `MAX_FRAME` (close code 1009), else ``unreachable``."""
    sent = closed.sent if isinstance(closed, ConnectionClosed) else closed.protocol.close_sent
    return "oversized" if sent is not None and sent.code == 1009 else "unreachable"


def _frame(raw: str | bytes) -> dict[str, Any] | None:
    """A server frame as a JSON object, or None if it is none (not JSON, nested too deep, not an object)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _lobby(data: dict[str, Any]) -> Lobby | None:
    """The lobby in a ``table`` frame (None without its code), with only the seat entries its
    readers can read: an object with a seat from 0 to 3 (once each) and a kind, a name that is
    text or none, and yes or no for connected and computer. The rest is left out."""
    code = data.get("code")
    if not isinstance(code, str) or len(code) > 32:
        return None
    seats: list[dict[str, Any]] = []
    entries = data.get("seats")
    for entry in entries if isinstance(entries, list) else ():
        if not isinstance(entry, dict):
            continue
        seat, kind, name = entry.get("seat"), entry.get("kind"), entry.get("name")
        if type(seat) is not int or not 0 <= seat < 4 or not isinstance(kind, str) \
                or any(s["seat"] == seat for s in seats):
            continue
        seats.append({"seat": seat, "kind": kind[:16], "name": said_name(name) if isinstance(name, str) else None,
                      "connected": entry.get("connected") is True, "computer": entry.get("computer") is True})
    return Lobby(code, {**data, "seats": seats})


def said_text(text: Any, limit: int) -> str:
    """Text a server sent, as this client says it: cleaned (net.sanitize), at most `limit`
    characters, and an ellipsis where it was cut. The server bounds what clients send; this
    bounds what a server sends, so a hostile one cannot print megabytes into the terminal."""
    text = str(text)
    # Cut before cleaning: cleaning reads every character, and a frame may hold millions.
    cleaned = clean_text(text[: limit * 4 + 64], limit + 1)
    return cleaned if len(cleaned) <= limit else cleaned[:limit].rstrip() + "…"


def said_name(name: Any) -> str:
    """A person's name a server sent, as said here (at most NAME_MAX characters)."""
    return said_text(name, NAME_MAX)


def _server_reason(reason: Any) -> str:
    """A reason a server gave, as kept: at most 64 characters of text; anything else, or one of
    this client's own reasons (which no server gives), is a reason this version does not know."""
    if not isinstance(reason, str) or reason in CLIENT_REASONS:
        return "unknown"
    return reason[:64]


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not text")
    return value


def _seat_number(value: Any) -> int:
    if type(value) is not int or not 0 <= value < 4:
        raise ValueError("not a seat")
    return value


def missed_summary(events: Sequence[Event]) -> dict[str, int]:
    """Arguments for the ``net-missed`` message: cards played, tricks finished, deals begun."""
    return {
        "cards": sum(isinstance(e, CardPlayed) for e in events),
        "tricks": sum(isinstance(e, TrickWon) for e in events),
        "deals": sum(isinstance(e, DealStarted) for e in events),
    }


#: The close code of a connection whose seat was taken back from another connection.
REPLACED = 4000

#: Reasons this client gives itself, never a server: the server could not be reached, it sent
#: something this client cannot read, it did not answer a request in time, it sent a frame
#: too large to read, or far more than a game can (then the connection is closed).
CLIENT_REASONS = frozenset({"unreachable", "garbled", "no_answer", "oversized", "flooding"})


def server_answers(url: str, timeout: float = 4.0) -> str | None:
    """Whether a Ristikontra server greets us at `url` within `timeout` seconds: None if it does,
    else why not (``unreachable``, ``version`` ...; `reason_message_id` words it). It blocks: for
    a thread of its own ("Play online" checks the address before it asks anything more)."""

    async def greet() -> None:
        client = Client(url, reconnect=False, open_timeout=timeout)
        await client.connect()
        await client.close()

    try:
        asyncio.run(greet())
    except NetError as error:
        return error.reason
    return None


def reason_message_id(reason: ErrorReason | str) -> str:
    """The catalog id (locales/*/net.ftl) that says a protocol error to a person. A reason this
    client does not know (a newer server's) is said as a refusal in general words."""
    if reason not in ERRORS and reason not in CLIENT_REASONS:
        return "net-error-unknown"
    return f"net-error-{reason.replace('_', '-')}"
