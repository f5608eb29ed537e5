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

What the client knows and how it reads the server's frames (every bound on what a server may
send, the catch-up, the seat and its token) is its `ClientState` (`net/clientstate.py`, no
socket, no loop); this module wraps it with the WebSocket, the pings and the way back.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import ssl
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ristikontra import __version__
from ristikontra.engine import Action, CardPlayed, DealStarted, Event, SeatView, TrickWon, action_to_json
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.clientstate import (
    CLIENT_REASONS,
    Answer,
    ClientState,
    Incoming,
    Item,
    Link,
    Lobby,
    NetError,
    Seated,
    read_frame,
)
from ristikontra.net.group import NODE_ID
from ristikontra.net.protocol import ERRORS, PROTOCOL_VERSION, ErrorReason
from ristikontra.net.ratelimit import TokenBucket
from ristikontra.net.roomview import RoomState
from ristikontra.output.awake import AwakeClock

__all__ = [
    "Client",
    "backoff",
    "missed_summary",
    "reason_message_id",
    "server_answers",
]


def backoff(rng: random.Random, first: float = 0.3, cap: float = 8.0) -> Iterator[float]:
    """Pauses between reconnection attempts: doubling up to `cap`, each with some jitter."""
    delay = first
    while True:
        yield delay * rng.uniform(0.75, 1.25)
        delay = min(cap, delay * 2)


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
    #: My language as the room hears it.
    lang: str | None = None
    #: What this client knows of its seat and reads of the server's frames: every bound on
    #: what a server may send, the catch-up and the seat's token (`net/clientstate.py`).
    state: ClientState = field(default_factory=ClientState)
    #: Where the frames go in the server's own process (a page's seat, `web/seat.py`): handed
    #: over as objects, with no socket; such a client never connects.
    outlet: Callable[[dict[str, Any]], None] | None = None
    #: A group of server processes behind one front (`serve --redis`): the process this
    #: connection reached (its `welcome` says), and the one that holds my table, which every
    #: connection after the first reaches through /p/<node>/ at the front (`routed_url`).
    node: str | None = None
    home: str | None = None
    _ws: ClientConnection | None = None
    _reader: asyncio.Task[None] | None = None
    _watcher: asyncio.Task[None] | None = None
    _queue: asyncio.Queue[Incoming] = field(default_factory=asyncio.Queue)
    _waiting: dict[int, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    _closing: bool = False
    #: The connection is lost and not yet back: nothing is sent meanwhile, not even on a
    #: reopened socket before the seat is taken back (the server would read it as a stranger's).
    _down: bool = False
    _pace: TokenBucket | None = None

    # ------------------------------------------------------------------ state

    @property
    def seat(self) -> int | None:
        return self.state.seat

    @property
    def code(self) -> str | None:
        return self.state.code

    @property
    def at(self) -> int:
        """The server's move counter of the latest view (send it with an action answering it)."""
        return self.state.at

    @property
    def last_seq(self) -> int:
        """The last event received; a reconnect asks for everything after it."""
        return self.state.last_seq

    @property
    def view(self) -> SeatView | None:
        """The latest view of my seat."""
        return self.state.view

    @property
    def lobby(self) -> Lobby | None:
        return self.state.lobby

    @property
    def room(self) -> RoomState | None:
        """The room as last heard (protocol 3), once entered."""
        return self.state.room

    @room.setter
    def room(self, room: RoomState | None) -> None:
        self.state.room = room

    @property
    def watching(self) -> bool:
        """Watching the table (`watch`): the views are a watcher's, with no hand."""
        return self.state.watching

    @watching.setter
    def watching(self, watching: bool) -> None:
        self.state.watching = watching

    # ------------------------------------------------------------------ connecting

    async def connect(self) -> None:
        """Open the connection and say hello; raises :class:`NetError` ``unreachable`` or ``version``."""
        self._closing = self._down = self.state.ended = False
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
            hello = read_frame(await self._hello(ws))
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
        self.state.ask(ref)
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
            self.state.asked(ref)
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
        if self.outlet is not None:
            self.outlet(frame)
            return True
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
        seated = self.state.seated(answer)
        self.home = self.node  # my table's process: a lost connection comes back to it
        token = self.state.token
        if self.tokens is not None and token is not None:
            self.tokens.put(self.url, seated.code, seated.seat, token)
        return seated

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
        lobby = self.state.joined(await self._routed({"type": "join", "code": code}), watching=self.watching)
        self.home = self.node
        return lobby

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
        answer = await self._routed({"type": "watch", "code": code, "name": self.name})
        self.home = self.node
        return self.state.joined(answer, watching=True)

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
                                      "last": self.last_seq, "hints": self.hints})
        return self.state.resumed(answer, seat, token)

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
        self.state.left()

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
            self._pass_on(self.state.cut())  # a catch-up cut short: what came of it is still one batch
            reason = _closed_reason(ws)
            for future in self._waiting.values():
                if not future.done():
                    future.set_result({"type": "error", "reason": reason})
            if self._closing or self.state.ended:
                return
            if ws.close_code == REPLACED:
                self.state.replaced()
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
            frame = self.state.rejoin(self.name, self.hints)
            if frame is None:
                return True
            try:
                await ws.send(json.dumps(frame))
                answer = read_frame(await asyncio.wait_for(ws.recv(), self.open_timeout))
            except (ConnectionClosed, asyncio.TimeoutError):
                continue
            rejoined = self.state.rejoined(answer)
            if rejoined.verdict == "gone":
                return False
            if rejoined.verdict == "again":
                if rejoined.node is not None:
                    self.home = rejoined.node  # another process of the group holds it (it moved): asked there next
                await ws.close()
                continue
            return True
        return False  # pragma: no cover - backoff never ends

    def _take(self, raw: str | bytes) -> None:
        flooded = self.state.flooded
        self._pass_on(self.state.take_text(raw))
        if self.state.flooded and not flooded and self._ws is not None:
            # The server sends far more than a game can: the connection is closed for good.
            self._closing = True
            self._ws.transport.abort()

    def _pass_on(self, items: list[Item]) -> None:
        """The state's items: an answer to the request waiting for it, the rest to the stream."""
        for item in items:
            if isinstance(item, Answer):
                future = self._waiting.get(item.ref)
                if future is not None and not future.done():
                    future.set_result(item.data)
            else:
                self._queue.put_nowait(item)


#: The largest frame this client reads (a catch-up of 400 events with its view is far smaller).
MAX_FRAME = 8 * 1024 * 1024


def _closed_reason(closed: ConnectionClosed | ClientConnection) -> str:
    """Why a connection closed, as a client reason: ``oversized`` if this client closed it for a
    frame over `MAX_FRAME` (close code 1009), else ``unreachable``."""
    sent = closed.sent if isinstance(closed, ConnectionClosed) else closed.protocol.close_sent
    return "oversized" if sent is not None and sent.code == 1009 else "unreachable"


def missed_summary(events: Sequence[Event]) -> dict[str, int]:
    """Arguments for the ``net-missed`` message: cards played, tricks finished, deals begun."""
    return {
        "cards": sum(isinstance(e, CardPlayed) for e in events),
        "tricks": sum(isinstance(e, TrickWon) for e in events),
        "deals": sum(isinstance(e, DealStarted) for e in events),
    }


#: The close code of a connection whose seat was taken back from another connection.
REPLACED = 4000

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
