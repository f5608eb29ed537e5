"""``ristikontra serve``: the online table server (asyncio, the `websockets` library).

One process holds every table it serves. Each connection speaks the protocol of
:mod:`ristikontra.net.protocol`; a frame that fails any check is answered with a typed error
and changes nothing. Tables survive a restart: they are rebuilt from the SQLite store.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import http
import ipaddress
import json
import logging
import random
import signal
import sqlite3
import ssl
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol
from urllib.parse import urlsplit

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

from ristikontra import __version__
from ristikontra.argtypes import NumberBetween, number_between, port_number, whole_between
from ristikontra.engine import PRESETS, WATCHER, action_from_json
from ristikontra.files import make_private
from ristikontra.folders import data_path
from ristikontra.i18n import available_languages
from ristikontra.net.aipool import MAX_WORKERS, PoolSettings, default_workers, make_thinkers
from ristikontra.net.codes import format_code, new_code, normalize_code
from ristikontra.net.door import DoorLimits, door
from ristikontra.net.frames import events_frames
from ristikontra.net.group import Group, valid_node
from ristikontra.net.grouproom import GroupRoom
from ristikontra.net.protocol import (
    MAX_FRAME,
    MAX_GRACE,
    PROTOCOL_VERSION,
    SPOKEN_VERSIONS,
    ErrorReason,
    Frame,
    Later,
    Message,
    ProtocolError,
    Ref,
    WelcomeFrame,
    check_frame,
    dumps,
    error_frame,
    parse_frame,
)
from ristikontra.net.ratelimit import AddressBudget, GuessBudget, TokenBucket, address_key
from ristikontra.net.room import Room
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX, clean_text
from ristikontra.net.store import Store
from ristikontra.net.tables import Table, TableSettings, log_report, store_guard
from ristikontra.net.webkeys import WEB_KEYS
from ristikontra.options import MAX_AI_DELAY

if TYPE_CHECKING:
    from websockets.http11 import Request

__all__ = ["AnnouncedSeat", "Pages", "SeatAnnouncer", "ServerConfig", "TableServer", "add_arguments",
           "is_loopback", "run"]


class AnnouncedSeat(Protocol):
    """A seat the server announces for (a browser page that asked with `announce`): it reads
    every frame its connection is sent, as a terminal's client would, and takes the page's keys.
    The web room builds it (`web/seat.py`); the server only holds and feeds it."""

    code: str
    seat: int
    #: Announced for a watcher (sitting behind `seat`), not for a player of it.
    watching: bool

    def heard(self, frame: str) -> None:
        """A frame the table sent this connection: a `Frame`, whose objects the seat reads (or
        text, a frame another process of the group sent)."""

    def settings(self, lang: str, verbosity: str) -> None: ...

    def key(self, name: str) -> None: ...

    def play(self, card: str | None) -> bool: ...

    def options(self) -> None: ...

    def option(self, name: str, value: Any) -> bool: ...

    def review(self, deal: int) -> None: ...

    def back(self) -> None: ...

    def chatting(self) -> None: ...

    def close(self) -> None: ...


class SeatAnnouncer(Protocol):
    """Builds the seat announced for one page's connection (`web.web_seat`)."""

    def __call__(self, *, code: str, seat: int, creator: bool, lobby: dict[str, Any], lang: str, verbosity: str,
                 output: dict[str, Any], send: Callable[[str], None], deliver: Callable[[dict[str, Any]], None],
                 started: bool, watching: bool) -> AnnouncedSeat: ...


class Pages(Protocol):
    """What answers a request that is no WebSocket upgrade (`web.pages.Site`): the browser page."""

    def answer(self, method: str, target: str, headers: Headers) -> Response: ...

#: Frames above this close the connection (WebSocket code 1009); between MAX_FRAME and this
#: they are answered with `too_large` and the connection stays.
HARD_LIMIT = 1024 * 1024
#: Unknown codes or wrong tokens one connection may try before it is closed.
MAX_MISSES = 10
#: Unknown codes or wrong tokens one address may try, over all its connections: ten at once (a
#: player who mistypes a few times is never held up), then one every 15 seconds (250 an hour):
#: finding one of 50 tables among the 1,000,000 codes takes 80 hours on average. Beyond it,
#: `join` and `resume` from that address are refused unread (`too_many_codes`).
MISS_BURST = 10.0
MISS_RATE = 1 / 15
#: And over the whole server, from all addresses together: a hundred at once, then one every 12
#: seconds (300 an hour). While that is spent, an address that missed in the last hour (an IPv6
#: address with its whole /48) is refused too, and any other gets one code looked up (a right
#: code is answered at once) before it is refused for an hour. A sweep of the 1,000,000 codes
#: takes 1,000,000 / (300 + N) hours from N networks: 139 days from one, 32 days from 1,000.
#: A right seat token is never refused (`resume`): it proves who asks.
TOTAL_MISS_BURST = 100.0
TOTAL_MISS_RATE = 1 / 12
#: Seconds from the moment a connection is accepted to its `hello`: a connection that stays
#: silent longer is closed (it only holds one of the server's open files).
HELLO_TIMEOUT = 5.0
#: WebSockets one address may hold open at once (an IPv6 /64 counts as one address): a club
#: behind one router plays sixteen tables, a flood from one machine leaves room for everybody else.
#: Its HTTP connections have a share of their own (`door.HTTP_PER_ADDRESS`).
PER_ADDRESS = 64
#: What `serve --per-address` may set.
PER_ADDRESS_RANGE = (1, 65536)
#: Open files kept back from connections for the server's own (the table store, its log ...):
#: connections beyond the file limit less these are turned away at once.
FILE_RESERVE = 64
#: The operator hears of a full server, or of files running out, at most once in this many seconds.
REPORT_EVERY = 60.0
#: Frames queued for a client that does not read; beyond this the connection is closed.
SEND_QUEUE = 2000
#: Chat lines a second (on average) and at once: people type slowly, a flood is refused.
CHAT_RATE = 0.5
CHAT_BURST = 4.0
#: Public tables one address may open (protocol 3): five at once, then one every 12 seconds, so a
#: flood of tables opened and left cannot churn the room's list; private tables are not counted.
OPEN_BURST = 5.0
OPEN_RATE = 1 / 12
#: Watching begun, per address: twenty at once, then one every three seconds, so watching and
#: leaving again cannot flood the players with "is watching"; and no more watchers from one
#: address than it may hold connections (each connection watches one table at a time).
WATCH_BURST = 20.0
WATCH_RATE = 1 / 3
#: The operator's choices, in seconds: the longest wait for players not ready for the next deal,
#: and how long a table with nobody connected stays open. Never under a minute: a table whose
#: players all lost the line (the server notices a silent one after about 40 seconds) is still
#: there when they come back.
MAX_DEAL_WAIT = 3600.0
IDLE_CLOSE = (60.0, 86400.0)
#: Frames a second a client may send: at least one, or the reference client (which paces itself
#: to 0.9 of it, but no slower than half a frame a second) is refused; at most a thousand, beyond
#: which no client is held back at all.
RATE = (1.0, 1000.0)


class ServerConfig:
    """What `serve` was asked for; tests build one directly."""

    def __init__(self, data: Path, *, grace: float = 30.0, settings: TableSettings | None = None,
                 rate: float = 20.0, burst: float = 40.0, durable: bool = False, threads: int = 2,
                 hello_timeout: float = HELLO_TIMEOUT, per_address: int = PER_ADDRESS,
                 max_connections: int | None = None, computers: PoolSettings | None = None,
                 log_dir: Path | None = None,
                 total_misses: tuple[float, float] = (TOTAL_MISS_RATE, TOTAL_MISS_BURST),
                 http: dict[str, Any] | None = None, redis: str | None = None, node: str = "1",
                 proxies: frozenset[str] = frozenset()) -> None:
        #: The door's HTTP limits, if not its own (`door.DoorLimits`' keywords: tests make them small).
        self.http = http or {}
        self.data = data
        #: The server-wide budget of unknown codes and wrong tokens: (a second, at once).
        self.total_misses = total_misses
        #: A group of processes (`--redis`, net/group.py): Redis's URL and this process's id in it.
        self.redis = redis
        self.node = node
        #: Addresses of the proxy in front (`--trusted-proxy`): a connection from one of them is
        #: counted under the address its X-Forwarded-For names last.
        self.proxies = proxies
        #: A JSON Lines event log per table goes here (`--log-dir`), None for none.
        self.log_dir = log_dir
        self.hello_timeout = hello_timeout
        self.per_address = per_address
        #: None: as many as the limit of open files leaves room for (none on a system without one).
        self.max_connections = max_connections if max_connections is not None else connection_room()
        self.grace = grace
        self.settings = settings or TableSettings()
        self.rate = rate
        self.burst = burst
        self.durable = durable
        self.threads = threads
        #: Where computer players think (worker processes; `threads` threads with 0 workers).
        self.computers = computers or PoolSettings()


class Connection:
    """One client: its frames out go through a queue so a slow reader never blocks a table."""

    def __init__(self, ws: ServerConnection, bucket: TokenBucket) -> None:
        self.ws = ws
        remote = ws.remote_address
        #: Who this is for the limits per address (`ratelimit.address_key`).
        self.address = address_key(str(remote[0])) if isinstance(remote, tuple) and remote else "local"
        self.bucket = bucket
        self.hello = False
        self.misses = 0
        self.table: Table | None = None
        self.chat_bucket = TokenBucket(CHAT_RATE, CHAT_BURST)
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._closing: tuple[int, str] | None = None
        #: The writer is handing a frame to the socket (a frame written past the queue would overtake it).
        self._sending = False
        #: The `id` of the request being answered: the first frame sent to this connection while
        #: the server handles it carries it (what comes later, from other players, does not).
        self.answering: Ref = None
        #: Whether anything was sent to this connection since the request came in.
        self.answered = False
        #: The seat the server announces for (a browser that asked with `announce`): it reads
        #: every frame this connection is sent, as a terminal's client would (web/seat.py).
        self.web: AnnouncedSeat | None = None
        #: The game's log position this connection's `resume` said it had seen (0: none of it).
        self.resumed_last = 0
        #: The protocol version spoken (the lower of the client's and the server's), and the
        #: language the client gave (protocol 3: `room`, `create`, `seat`).
        self.version = 1
        self.lang: str | None = None

    def send(self, frame: str, *, heard: bool = True) -> None:
        if self._closing is not None:
            return
        if heard and self.web is not None:
            self.web.heard(frame)
        self.answered = True
        if self.answering is not None:
            # Every frame is a JSON object: the id goes in before its closing brace.
            frame = f'{frame[:-1]},"id":{json.dumps(self.answering, ensure_ascii=False)}}}'
            self.answering = None
        if self._queue.qsize() >= SEND_QUEUE:
            self.drop(1008, "not reading")
            return
        self._queue.put_nowait(frame.text if isinstance(frame, Frame) else frame)

    def quick(self, limit: int) -> bool:
        """Whether a frame may be written at once, past the queue: nothing queued, nobody reading
        for a page here, an answer not pending, and under `limit` bytes waiting in the socket."""
        transport = self.ws.transport
        return (self._closing is None and self.web is None and self.answering is None and self._queue.empty()
                and not self._sending and transport is not None and transport.get_write_buffer_size() < limit)

    @property
    def gone(self) -> bool:
        """Closed, or being closed: nothing more is done for it."""
        return self._closing is not None

    def drop(self, code: int, reason: str) -> None:
        if self._closing is None:
            self._closing = (code, reason)
            self._queue.put_nowait(None)

    async def write(self) -> None:
        while True:
            frame = await self._queue.get()
            if frame is None:
                code, reason = self._closing or (1000, "")
                try:
                    # A flooding client stops reading our frames too: do not wait long for its goodbye.
                    await asyncio.wait_for(self.ws.close(code, reason), 0.5 if code == 1008 else 5.0)
                except asyncio.TimeoutError:
                    self.ws.transport.abort()
                return
            self._sending = True
            try:
                await self.ws.send(frame)
            finally:
                self._sending = False


class TableServer:
    """Every table of one process, and the protocol spoken on each connection."""

    def __init__(self, config: ServerConfig, say: Callable[..., None] | None = None, *,
                 pages: Pages | None = None, announcer: SeatAnnouncer | None = None) -> None:
        self.config = config
        #: The browser page on the same port, and who announces for a page's seat: the web room's,
        #: put in by the command that starts the server (`cli/serve.py`, `web/launch.py`).
        self.pages = pages
        self.announcer = announcer
        #: The operator's terminal, in their language (`serve`); the bug log hears everything anyway.
        self.say = say
        self.store = Store(config.data / "tables.sqlite3", durable=config.durable)
        self.tables: dict[str, Table] = {}
        self.computers = make_thinkers(config.computers, threads=config.threads, report=self.report)
        self._codes = self.store.codes()
        self._rng = random.SystemRandom()
        self.connections = 0
        #: Unknown codes and wrong tokens, per address and in all: guessing is slow however many
        #: connections and addresses try.
        self.misses = GuessBudget(MISS_RATE, MISS_BURST, *config.total_misses)
        #: The door's counts and budgets: WebSockets and plain HTTP per address, requests (`net/door.py`).
        self.gate = DoorLimits(config.per_address, config.max_connections, proxies=config.proxies, **config.http)
        #: Public tables opened, per address: the room's list cannot be churned from one machine.
        self.opens = AddressBudget(OPEN_RATE, OPEN_BURST)
        self.watches = AddressBudget(WATCH_RATE, WATCH_BURST)
        #: A group of processes joined through Redis (None: this process alone, the default).
        self.group: Group | None = None
        #: Who is here, the public tables and the room's chat (protocol 3), behind one seam: the
        #: group's when there is one (net/grouproom.py).
        self.room: Room = Room(fanout=fanout)
        if config.redis is not None:
            self.group = Group(config.redis, config.node, codes=lambda: list(self.tables),
                               taken=self._codes.__contains__, miss_rate=MISS_RATE, miss_burst=MISS_BURST,
                               report=self.report)
            self.room = GroupRoom(self.group, fanout=fanout)
        #: Answers waiting for the group's guessing budget (kept so that they run to the end).
        self._asking: set[asyncio.Task[None]] = set()
        #: When the operator last heard of each condition that may come thousands of times a minute.
        self._reported: dict[str, float] = {}
        #: Tables the store holds that could not be rebuilt: (code, why), for the operator.
        self.unreadable: list[tuple[str, str]] = []

    def restore(self) -> int:
        """Bring back every open table from the store; returns how many. A table that cannot be
        rebuilt (a move this version does not play, a damaged record) is left out and listed in
        `unreadable`: the others are served. Its record stays in the store, untouched."""
        for stored in self.store.open_tables():
            table = self._table(stored.code, stored.config, stored.seed)
            try:
                table.restore(stored)
            except Exception as exc:
                self.unreadable.append((stored.code, f"{type(exc).__name__}: {exc}"))
                table.close(forget=False)  # nothing of it runs on: no timer, no computer
                self.tables.pop(stored.code, None)
            else:
                self._listed(table)  # a public table is in the room again
        return len(self.tables)

    def _table(self, code: str, config: dict[str, Any], seed: int) -> Table:
        table = Table(code, config, seed, self.store, self.computers, self.config.settings, self._forget,
                      self.report, log_dir=self.config.log_dir)
        table.on_change = self._listed
        table.mutes = self.room.muting
        self.tables[code] = table
        return table

    def report(self, msg_id: str, *, exc: BaseException | None = None, **values: str | int | float) -> None:
        """One line for the operator (in their language, without a traceback) and the bug log."""
        log_report(msg_id, exc=exc, **values)
        if self.say is not None:
            self.say(msg_id, **values)

    def report_now_and_then(self, msg_id: str, **values: str | int) -> None:
        """`report`, at most once every REPORT_EVERY seconds for `msg_id`, without a traceback: a
        flood makes the same condition thousands of times, and the bug log keeps only 1 MB."""
        now = asyncio.get_running_loop().time()
        if now - self._reported.get(msg_id, -REPORT_EVERY) >= REPORT_EVERY:
            self._reported[msg_id] = now
            self.report(msg_id, exc=None, **values)

    def turned_away(self, why: str) -> None:
        """A connection was cut at the door: ``"total"`` (the server is full) or ``"address"``."""
        if why == "total":
            self.report_now_and_then("net-serve-full", total=self.gate.open)

    def http_answer(self, method: str, target: str, headers: Headers) -> Response:
        """A request that is no WebSocket upgrade: the browser page's answer (`net/door.py` asks)."""
        if self.pages is not None:
            return self.pages.answer(method, target, headers)
        body = b"426 Upgrade Required\n"
        return Response(426, "Upgrade Required", Headers([("Content-Type", "text/plain; charset=utf-8"),
                                                           ("Content-Length", str(len(body)))]), body)

    def loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's handler: out of open files (a flood the limits did not foresee, another
        process's files) is said once a minute in one line; anything else as asyncio says it."""
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in (errno.EMFILE, errno.ENFILE):
            self.report_now_and_then("net-serve-out-of-files", reason=exc.strerror or str(exc))
            return
        loop.default_exception_handler(context)

    def _forget(self, table: Table) -> None:
        self.tables.pop(table.code, None)
        if self.group is not None:
            self.group.let_go(table.code)

    def _listed(self, table: Table) -> None:
        self.room.show(table.code, table.listing())

    def close(self) -> None:
        if self.group is not None:
            self.group.stop()
        self.room.close()
        for table in list(self.tables.values()):
            table.close(forget=False)
        self.computers.close()
        self.store.close()

    # ------------------------------------------------------------------ connections

    async def handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws, TokenBucket(self.config.rate, self.config.burst))
        if getattr(ws, "peer", None) in self.config.proxies:
            # Through a trusted proxy: the person's address, as the door counted it (X-Forwarded-For).
            conn.address = getattr(ws, "address", conn.address)
        await self._handle(ws, conn)

    async def _handle(self, ws: ServerConnection, conn: Connection) -> None:
        loop = asyncio.get_running_loop()
        writer = loop.create_task(conn.write())
        accepted = getattr(ws, "accepted", loop.time())
        silent = loop.call_later(max(0.0, accepted + self.config.hello_timeout - loop.time()), _no_hello, conn)
        self.connections += 1
        try:
            async for raw in ws:
                self.receive(conn, raw)
                if conn.bucket.strikes > 5 * self.config.burst:
                    conn.drop(1008, "flood")
                    break
        except ConnectionClosed:
            pass
        finally:
            silent.cancel()
            self.connections -= 1
            if conn.web is not None:
                conn.web.close()
            self.room.leave(conn)
            if conn.table is not None:
                conn.table.unwatch(conn)
                conn.table.disconnected(conn)
            conn.drop(1000, "")
            try:
                await asyncio.wait_for(writer, 5.0)
            except (asyncio.TimeoutError, ConnectionClosed):
                writer.cancel()

    def receive(self, conn: Connection, raw: str | bytes | Mapping[str, Any], *, counted: bool = True) -> None:
        """Answer one frame. Every refusal is a typed error; nothing changes on one. The first
        frame of each answer carries the request's `id` (`Connection.answering`). Not `counted`:
        a frame the server's web seat sends for a key it took (the key was counted), given as an
        object (checked as a frame's text is, with no text between)."""
        conn.answered = False
        try:
            self._receive(conn, raw, counted)
        finally:
            conn.answering = None

    def _receive(self, conn: Connection, raw: str | bytes | Mapping[str, Any], counted: bool = True) -> None:
        if counted and not conn.bucket.take():
            conn.answering = _ref_of(raw)
            conn.send(error_frame("rate_limited"))
            return
        message: Message | None = None
        try:
            message = parse_frame(raw) if isinstance(raw, (str, bytes)) else check_frame(raw)
            # A frame of the web seat's own (not counted) is no request of the page's: the page
            # numbers its requests itself, and an id of the seat's on a frame would answer one of them.
            conn.answering = message.id if counted else None
            self._dispatch(conn, message)
        except Later as later:
            assert message is not None
            task = asyncio.get_running_loop().create_task(self._later(conn, message, conn.answering, later))
            self._asking.add(task)
            task.add_done_callback(self._asking.discard)
        except ProtocolError as exc:
            self._refuse(conn, exc, message)

    def _dispatch(self, conn: Connection, message: Message) -> None:
        try:
            self.dispatch(conn, message)
        except (ProtocolError, Later):
            raise
        except Exception as exc:
            # Whatever else failed (a store call no request path expected to fail, a bug):
            # refused like a store failure, the connection stays, the operator hears it once
            # and the bug log keeps the traceback.
            self.report("net-serve-request-failed", exc=exc, request=message.type,
                        code=format_code(conn.table.code) if conn.table is not None else "new",
                        reason=f"{type(exc).__name__}: {exc}")
            raise ProtocolError("server_error") from exc

    async def _later(self, conn: Connection, message: Message, ref: Ref, later: Later) -> None:
        """A request answered once what it waits for is there (a new table: a code claimed in
        Redis, when a burst used up those claimed ahead); refused as before if it never is."""
        while True:
            await later.ready()
            if conn.gone:
                return  # nobody to answer, nothing to do for them
            conn.answering = ref
            try:
                self._dispatch(conn, message)
                return
            except Later as again:
                if later.tries >= 3:
                    self._refuse(conn, ProtocolError(again.otherwise), message)
                    return
                later = Later(again.ready, again.otherwise, later.tries + 1)
            except ProtocolError as exc:
                self._refuse(conn, exc, message)
                return
            finally:
                conn.answering = None

    def _refuse(self, conn: Connection, exc: ProtocolError, message: Message | None) -> None:
        if exc.reason == "server_error" and exc.detail and message is not None:
            self.report("net-serve-store-failed", request=message.type,
                        code=format_code(conn.table.code) if conn.table is not None else "new", reason=exc.detail)
        conn.answering = exc.ref if message is None else message.id
        if exc.reason == "not_found" and self.group is not None and self.group.up:
            # The group's budget decides the answer: asked of Redis before it is given, so
            # a guesser spread over the processes gets no more answers than at one.
            task = asyncio.get_running_loop().create_task(self._group_miss(conn, conn.answering))
            self._asking.add(task)
            task.add_done_callback(self._asking.discard)
            return
        conn.send(error_frame(exc.reason, detail=exc.detail if exc.reason == "elsewhere" else ""))
        self._counted_miss(conn, exc.reason)

    async def _group_miss(self, conn: Connection, ref: Ref) -> None:
        assert self.group is not None
        reason: ErrorReason = "too_many_codes" if await self.group.missed(conn.address) else "not_found"
        conn.answering = ref
        conn.send(error_frame(reason))
        conn.answering = None
        self._counted_miss(conn, reason)

    def _counted_miss(self, conn: Connection, reason: str) -> None:
        if reason in ("not_found", "too_many_codes"):
            # Guessing codes or tokens: a few typos are fine, a search is cut off.
            if reason == "not_found":
                self.misses.missed(conn.address)
            conn.misses += 1
            if conn.misses > MAX_MISSES:
                conn.drop(1008, "too many unknown codes")

    def dispatch(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        if msg.type == "ping":
            conn.send(dumps({"type": "pong"}))
            return
        if msg.type == "hello":
            if f["v"] not in SPOKEN_VERSIONS:
                raise ProtocolError("version")
            conn.hello = True
            conn.version = min(f["v"], PROTOCOL_VERSION)
            welcome: WelcomeFrame = {"type": "welcome", "v": conn.version,
                                     "server": f"ristikontra {__version__}",
                                     "limits": {"frame": MAX_FRAME, "name": NAME_MAX, "chat": CHAT_MAX,
                                                "rate": self.config.rate, "burst": self.config.burst,
                                                "chat_rate": CHAT_RATE, "chat_burst": CHAT_BURST}}
            if self.group is not None:
                # The process this connection reached: its tables are found again at /p/<node>/.
                welcome["node"] = self.group.node
            conn.send(dumps(welcome))
            return
        if not conn.hello:
            raise ProtocolError("hello_first")
        handler = self._handlers.get(msg.type)
        assert handler is not None, msg.type
        handler(self, conn, msg)

    def _create(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        self._no_table(conn)
        name = _name(f["name"])
        preset = f.get("rules", "sticks")
        options = dict(f.get("options", {}))
        try:
            PRESETS[preset].with_options(**options)
        except ValueError:
            raise ProtocolError("bad_message", "these options do not go together") from None
        public = f.get("public", False)
        if self.group is not None and self.group.running_dry():
            # A burst of new tables used every code claimed ahead: this one waits for the next
            # (one round trip to Redis), before anything is spent.
            raise Later(self.group.stocked, "group_unavailable")
        if public:
            if self.opens.spent(conn.address):
                raise ProtocolError("too_many_tables")
            self.opens.spend(conn.address)
        if self.group is not None:
            # A code claimed for this process across the group (ahead of time: nothing waits here).
            claimed = self.group.claim()
            if claimed is None:
                raise ProtocolError("group_unavailable")
            code = claimed
        else:
            code = new_code(self._rng, self._codes)
        seat = f.get("seat", 0)
        config = {"rules": preset, "options": options, "level": f.get("level", "strong"),
                  "grace": float(f.get("grace", self.config.grace)), "creator": seat}
        if public:
            config["public"] = True
        if "watchers" in f:
            config["watchers"] = f["watchers"]
        seed = self._rng.randrange(2**31)
        self._codes.add(code)  # never given out again, whatever comes of this
        with store_guard():
            self.store.create_table(code, config, seed)
        table = self._table(code, config, seed)
        if self.group is not None:
            self.group.holds(code)
        try:
            table.take_seat(conn, seat, name, hints=f.get("hints", False), lang=self._lang(conn, f))
        except ProtocolError:
            # No half-made table: gone here, and closed in the store (asked again until it takes that).
            table.close()
            raise
        self._move_to(conn, table)

    def _find(self, conn: Connection, text: str) -> Table:
        if self.misses.refused(conn.address) or (self.group is not None and self.group.blocked(conn.address)):
            # Not even looked up: whether this code is right stays unknown until the budget is back.
            raise ProtocolError("too_many_codes")
        table = self._table_of(text)
        if table is None:
            self._route(text)
            raise ProtocolError("not_found")
        return table

    def _route(self, text: str) -> None:
        """A code no table here has: `elsewhere` if another process of the group holds it."""
        code = normalize_code(text)
        if code is not None and self.group is not None:
            self.group.route(code)

    def _table_of(self, text: str) -> Table | None:
        code = normalize_code(text)
        table = self.tables.get(code) if code is not None else None
        return None if table is None or table.closed else table

    def _wrong(self, conn: Connection) -> ProtocolError:
        """A wrong code or token: `not_found` (counted), or `too_many_codes` past the budget."""
        return ProtocolError("too_many_codes" if self.misses.refused(conn.address) else "not_found")

    def _move_to(self, conn: Connection, table: Table) -> None:
        """`conn` is at `table` now: a table it only looked at before no longer sends it its lobby."""
        if conn.table is not None and conn.table is not table:
            conn.table.unwatch(conn)
        conn.table = table

    def _no_table(self, conn: Connection) -> None:
        if conn.table is not None and conn.table.seat_of(conn) is not None and not conn.table.closed:
            raise ProtocolError("already_seated")

    def _join(self, conn: Connection, msg: Message) -> None:
        self._no_table(conn)
        table = self._find(conn, msg.fields["code"])
        self._move_to(conn, table)
        table.watch(conn)
        conn.send(dumps(table.lobby(None)))

    def _seat(self, conn: Connection, msg: Message) -> None:
        self._no_table(conn)
        table = conn.table
        if table is None:
            # A client that skipped `join` (or left): no code was guessed, so no miss is counted.
            raise ProtocolError("not_joined")
        seat = msg.fields["seat"]
        table.take_seat(conn, seat, _name(msg.fields["name"]), hints=msg.fields.get("hints", False),
                        lang=self._lang(conn, msg.fields))

    @staticmethod
    def _lang(conn: Connection, fields: Mapping[str, Any]) -> str | None:
        """The language of the person sitting down: as given, else as given on entering the room."""
        lang = fields.get("lang")
        if lang is not None:
            conn.lang = lang
        return conn.lang

    def _resume(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        self._no_table(conn)
        # Looked up whatever the budget says: a right token is never held up by wrong codes from
        # the same address (a guesser behind the same router), and a wrong one is answered as a
        # wrong code is, so nothing is learnt of the code.
        table = self._table_of(f["code"])
        if table is None:
            self._route(f["code"])
            raise self._wrong(conn)
        try:
            table.resume(conn, f["seat"], f["token"], f["last"], hints=f.get("hints"))
        except ProtocolError as exc:
            if exc.reason == "not_found":
                raise self._wrong(conn) from None
            raise
        conn.resumed_last = f["last"]
        self._move_to(conn, table)

    def _in_table(self, conn: Connection) -> Table:
        if conn.table is None or conn.table.closed:
            raise ProtocolError("not_seated")
        return conn.table

    def _start(self, conn: Connection, msg: Message) -> None:
        self._in_table(conn).start(conn)

    def _action(self, conn: Connection, msg: Message) -> None:
        table = self._in_table(conn)
        try:
            action = action_from_json(msg.fields["action"])
        except ValueError:
            raise ProtocolError("bad_message", "no such card") from None
        table.act(conn, action, msg.fields.get("at"))

    def _next(self, conn: Connection, msg: Message) -> None:
        self._in_table(conn).ready(conn)

    def _chat(self, conn: Connection, msg: Message) -> None:
        text = clean_text(msg.fields["text"], CHAT_MAX)
        if not text:
            raise ProtocolError("bad_message", "empty chat")
        table = self._in_table(conn)
        if conn.web is not None:
            conn.web.chatting()  # the page's own line: a refusal now is that line's, said each time
        if not conn.chat_bucket.take():
            raise ProtocolError("rate_limited", "chat")
        table.chat(conn, text)

    def _auto(self, conn: Connection, msg: Message) -> None:
        self._in_table(conn).set_auto(conn, msg.fields["on"])

    def _hints(self, conn: Connection, msg: Message) -> None:
        table = self._in_table(conn)
        table.allow_hints(conn, msg.fields["allow"])
        if not conn.answered:
            # Nothing changed, so nobody else hears of it; the asker still gets its answer.
            seat = table.seat_of(conn)
            conn.send(dumps(table.lobby(seat.number if seat is not None else None)))

    def _again(self, conn: Connection, msg: Message) -> None:
        self._in_table(conn).again(conn, self._rng.randrange(2**31))

    def _leave(self, conn: Connection, msg: Message) -> None:
        table = self._in_table(conn)
        table.leave(conn)
        conn.table = None
        if conn.web is not None:  # the seat announced for stays behind: the next table is not its
            conn.web.close()
            conn.web = None
        conn.send(dumps(table.lobby(None)))  # the answer: the table without you

    # ------------------------------------------------------------------ the room (net/room.py)

    def _room(self, conn: Connection, msg: Message) -> None:
        lang = msg.fields.get("lang")
        if lang is not None:
            conn.lang = lang
        self.room.enter(conn, _name(msg.fields["name"]), conn.lang)

    def _room_leave(self, conn: Connection, msg: Message) -> None:
        if not self.room.leave(conn):
            raise ProtocolError("not_in_room")
        conn.send(dumps({"type": "room_left"}))

    def _room_chat(self, conn: Connection, msg: Message) -> None:
        text = clean_text(msg.fields["text"], CHAT_MAX)
        if not text:
            raise ProtocolError("bad_message", "empty chat")
        if self.room.member(conn) is None:
            raise ProtocolError("not_in_room")
        if not conn.chat_bucket.take():  # the same limit as a table's chat, shared with it
            raise ProtocolError("rate_limited", "chat")
        self.room.chat(conn, text)

    def _mute(self, conn: Connection, msg: Message) -> None:
        self.room.mute(conn, _name(msg.fields["name"]), msg.fields["on"])

    # ------------------------------------------------------------------ watching (protocol 3)

    def _watch(self, conn: Connection, msg: Message) -> None:
        self._no_table(conn)
        # A code is looked up as `join` looks it up: guessing a private table's counts the same.
        table = self._find(conn, msg.fields["code"])
        name = _name(msg.fields["name"])
        if conn.table is table and conn in table.spectators:
            table.add_spectator(conn, name)  # asked again: the lobby again, nobody told
            return
        if self.watches.spent(conn.address):
            raise ProtocolError("rate_limited", "watching")
        table.add_spectator(conn, name)
        self.watches.spend(conn.address)
        self._move_to(conn, table)

    def _unwatch(self, conn: Connection, msg: Message) -> None:
        table = conn.table
        if table is None or not table.remove_spectator(conn):
            raise ProtocolError("not_watching")
        conn.table = None
        if conn.web is not None:  # the server spoke for the watcher: no longer
            conn.web.close()
            conn.web = None
        conn.send(dumps({"type": "unwatched", "code": table.code}))

    def _watchers(self, conn: Connection, msg: Message) -> None:
        self._in_table(conn).set_watchable(conn, msg.fields["open"])

    # ------------------------------------------------------------------ the web seat (web/seat.py)

    def _announce(self, conn: Connection, msg: Message) -> None:
        if self.announcer is None:
            raise ProtocolError("bad_message", "this server does not announce for pages")
        table = self._in_table(conn)
        number, watching = self._announced_seat(conn, table)
        lang, verbosity = msg.fields["lang"], msg.fields.get("verbosity", "normal")
        output = dict(msg.fields.get("output", {}))
        if conn.web is not None and (conn.web.code, conn.web.seat, conn.web.watching) == (table.code, number, watching):
            conn.web.settings(lang, verbosity)
            return
        if conn.web is not None:  # the page sat down elsewhere since (or a watcher sat down): a seat of its own
            conn.web.close()
        lobby = {**table.lobby(None), "watching": True} if watching else table.lobby(number)
        creator = table.config["creator"] == number and not watching
        conn.web = self.announcer(code=table.code, seat=number, creator=creator, lobby=lobby, lang=lang,
                           verbosity=verbosity, output=output,
                           send=lambda frame: conn.send(frame, heard=False),
                           deliver=lambda raw: self.receive(conn, raw, counted=False), started=table.state is not None,
                           watching=watching)
        if table.state is not None:
            if watching:
                # A watcher come in: where the game stands, said once.
                conn.web.heard(events_frames(table.state, [], len(table.log), table.moves, (WATCHER,), missed=True,
                                             behind=number)[WATCHER])
            else:
                # A game under way: a page back after a lost connection hears what it missed since
                # what its `resume` said it had seen, as a terminal does; a reloaded page (it saw
                # nothing of the game) where the game stands, said once.
                first = conn.resumed_last if 0 < conn.resumed_last <= len(table.log) else len(table.log)
                conn.web.heard(events_frames(table.state, table.log[first:], first, table.moves, (number,),
                                             missed=True)[number])

    @staticmethod
    def _announced_seat(conn: Connection, table: Table) -> tuple[int, bool]:
        """The seat a page's `announce` speaks for, and whether it only watches (behind the opener's)."""
        seat = table.seat_of(conn)
        if seat is not None:
            return seat.number, False
        if conn in table.spectators:
            return int(table.config["creator"]), True
        raise ProtocolError("not_seated")

    def _web(self, conn: Connection) -> AnnouncedSeat:
        """The seat announced for, while the page still sits there (it may have left since)."""
        web, table = conn.web, conn.table
        if web is None or table is None:
            raise ProtocolError("not_announcing")
        try:
            announced = self._announced_seat(conn, table)
        except ProtocolError:
            raise ProtocolError("not_announcing") from None
        if (web.code, web.seat, web.watching) != (table.code, *announced):
            raise ProtocolError("not_announcing")
        return web

    def _key(self, conn: Connection, msg: Message) -> None:
        web = self._web(conn)
        if msg.fields["key"] not in WEB_KEYS:
            raise ProtocolError("unknown_key")
        web.key(msg.fields["key"])

    def _play(self, conn: Connection, msg: Message) -> None:
        web = self._web(conn)
        if not web.play(msg.fields.get("card")):
            raise ProtocolError("bad_message", "not a card of this hand")

    def _options(self, conn: Connection, msg: Message) -> None:
        self._web(conn).options()

    def _option(self, conn: Connection, msg: Message) -> None:
        if not self._web(conn).option(msg.fields["name"], msg.fields["value"]):
            raise ProtocolError("bad_message", "not an option of a page, or not one of its values")

    def _review(self, conn: Connection, msg: Message) -> None:
        self._web(conn).review(msg.fields["deal"])

    def _back(self, conn: Connection, msg: Message) -> None:
        self._web(conn).back()

    _handlers: ClassVar[dict[str, Callable[[TableServer, Connection, Message], None]]] = {
        "create": _create, "join": _join, "seat": _seat, "resume": _resume, "start": _start,
        "action": _action, "next": _next, "chat": _chat, "auto": _auto, "leave": _leave,
        "hints": _hints, "again": _again, "announce": _announce, "key": _key, "play": _play,
        "options": _options, "option": _option, "review": _review, "back": _back,
        "room": _room, "room_leave": _room_leave, "room_chat": _room_chat, "mute": _mute,
        "watch": _watch, "unwatch": _unwatch, "watchers": _watchers,
    }


#: Bytes a connection may have waiting in its socket and still get a room update written at once.
FAST_WRITE = 64 * 1024


def fanout(peers: list[Any], frame: str) -> None:
    """One frame to many connections (the room's update to its members): written to each at once
    (websockets' `broadcast`, no task per connection) where nothing is queued before it and the
    socket keeps up; through the connection's queue, in order, where something is."""
    quick = []
    for peer in peers:
        if isinstance(peer, Connection) and peer.quick(FAST_WRITE):
            quick.append(peer.ws)
        else:
            peer.send(frame)
    broadcast(quick, frame)


def _no_hello(conn: Connection) -> None:
    if not conn.hello:
        conn.drop(1008, "no hello")


def connection_room() -> int | None:
    """How many connections the limit of open files leaves room for (None: no such limit)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to keep below
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    return max(16, soft - FILE_RESERVE)


def raise_file_limit() -> None:
    """Let `serve` open as many files as the system allows this process (the soft limit is often
    1,024 where the hard one is far higher), up to 65,536: each connection holds one."""
    try:
        import resource
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 65536 if hard == resource.RLIM_INFINITY else min(hard, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        with contextlib.suppress(OSError, ValueError):  # else kept: the server counts with the limit it has
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def _ref_of(raw: str | bytes | Mapping[str, Any]) -> Ref:
    """The `id` of a frame that will not be served (over the rate), if it has a usable one."""
    try:
        return (parse_frame(raw) if isinstance(raw, (str, bytes)) else check_frame(raw)).id
    except ProtocolError as exc:
        return exc.ref


def _name(text: str) -> str:
    name = clean_text(text, NAME_MAX)
    if not name:
        raise ProtocolError("bad_name")
    return name


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


async def start_server(server: TableServer, host: str, port: int,
                       tls: ssl.SSLContext | None = None) -> WsServer:
    """Listen on `host`:`port` (0: any free port) with every table restored. A request that is
    no WebSocket upgrade gets the browser page (`server.pages`, if it has one), through the same door."""
    server.computers.start()
    server.restore()
    if server.group is not None:
        server.group.start()
    asyncio.get_running_loop().set_exception_handler(server.loop_exception)
    # The door reads each request's head within the hello deadline itself; TLS's own handshake,
    # before the door sees the connection, has the same deadline.
    timeouts: dict[str, Any] = {"ssl_handshake_timeout": server.config.hello_timeout} if tls is not None else {}
    return await serve(server.handle, host, port, ssl=tls, max_size=HARD_LIMIT, compression=None,
                       max_queue=64, logger=logging.getLogger("ristikontra.net.ws"), server_header=None,
                       open_timeout=None, create_connection=door(server, server.gate, server.config.hello_timeout),
                       process_request=_requests(server, loopback=is_loopback(host)), **timeouts)


def _requests(server: TableServer, loopback: bool) -> Callable[[ServerConnection, Request], Response | None]:
    """What is asked before the protocol (the door hands on WebSocket upgrades alone): it goes on
    only from a page of this server, or from a program, which sends no Origin."""
    def process_request(connection: ServerConnection, request: Request) -> Response | None:
        headers = request.headers
        if same_origin(headers.get_all("Origin"), headers.get_all("Host"), loopback):
            return None
        return connection.respond(http.HTTPStatus.FORBIDDEN, "403 Forbidden\n")
    return process_request


def same_origin(origins: list[str], hosts: list[str], loopback: bool) -> bool:
    """Whether a WebSocket may open: no Origin (a program: the terminal client), or a page from
    this very host and port. Another site open in the player's browser sends its own Origin and
    is refused (it would share the player's address and its limits, and could take free seats);
    on a loopback server the host must be a loopback address too, so a name rebound to
    127.0.0.1 by another site's DNS does not pass."""
    if not origins:
        return True
    if len(origins) != 1 or len(hosts) != 1:
        return False
    host = hosts[0].strip().lower()
    if urlsplit(origins[0].strip().lower()).netloc != host:
        return False
    if loopback:
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        return name.strip("[]") == "localhost" or is_loopback(name.strip("[]"))
    return True


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=port_number, default=8765, help="port (default 8765; 0 picks a free one)")
    parser.add_argument("--tls-cert", type=Path, metavar="PATH", help="TLS certificate (PEM)")
    parser.add_argument("--tls-key", type=Path, metavar="PATH", help="TLS private key (PEM)")
    parser.add_argument("--data", type=Path, metavar="PATH",
                        help="folder for the table store (default: the data folder)")
    parser.add_argument("--insecure", action="store_true",
                        help="allow a non-loopback address without TLS (everything is readable on the way)")
    # Each number within a range: NaN and infinity would keep a timer from ever firing (or, as
    # --rate, lift the limit and reach the clients as JSON that only Python reads), and a negative
    # time fires at once.
    parser.add_argument("--grace", type=number_between(0, MAX_GRACE, "net-serve-grace-range"), default=30.0,
                        metavar="SECONDS",
                        help=f"seconds before a computer plays for a player who dropped, 0 to {MAX_GRACE:g}")
    # The lobby's `pace`, which a player's options say: no longer than they can.
    parser.add_argument("--computer-pause", type=number_between(0, MAX_AI_DELAY, "net-serve-pause-range"),
                        default=0.6, metavar="SECONDS",
                        help=f"seconds a computer waits before it plays, 0 to {MAX_AI_DELAY:g}")
    parser.add_argument("--deal-wait", type=number_between(0, MAX_DEAL_WAIT, "net-serve-deal-wait-range"),
                        default=60.0, metavar="SECONDS",
                        help="seconds the next deal waits for players who have not said they are ready, "
                             f"0 to {MAX_DEAL_WAIT:g}")
    parser.add_argument("--idle-close", type=number_between(*IDLE_CLOSE, "net-serve-idle-close-range"),
                        default=600.0, metavar="SECONDS",
                        help="seconds after which a table with nobody connected closes, "
                             f"{IDLE_CLOSE[0]:g} to {IDLE_CLOSE[1]:g}")
    parser.add_argument("--rate", type=number_between(*RATE, "net-serve-rate-range", "net-serve-rate-number"),
                        default=20.0,
                        help=f"frames per second a client may send, {RATE[0]:g} to {RATE[1]:g}")
    parser.add_argument("--per-address", type=_Count(*PER_ADDRESS_RANGE, "net-serve-per-address-range",
                                                     "net-serve-per-address-number"),
                        default=PER_ADDRESS, metavar="N",
                        help=f"WebSockets one address may hold open at once, {PER_ADDRESS_RANGE[0]} to "
                             f"{PER_ADDRESS_RANGE[1]} (default {PER_ADDRESS})")
    parser.add_argument("--ai-workers", type=whole_between(0, MAX_WORKERS, "net-serve-ai-workers-range",
                                                           "net-serve-ai-workers-number"),
                        default=None, metavar="N",
                        help=f"processes the computer players think in, 0 to {MAX_WORKERS} "
                             f"(default: one per core, {default_workers()} here; 0: the server's own threads)")
    parser.add_argument("--durable", action="store_true", help="sync every stored action to disk (slower)")
    parser.add_argument("--log-dir", type=Path, metavar="PATH",
                        help="folder for an event log per table (its code.jsonl), as simulate --log writes it")
    parser.add_argument("--lang", metavar="|".join(available_languages()),
                        help="language of the server's messages (default: system locale)")
    parser.add_argument("--redis", metavar="URL",
                        help="join a group of server processes through Redis, redis://HOST:PORT/DB "
                             "(docs/SCALING.md; needs the redis package: pip install 'ristikontra[group]')")
    parser.add_argument("--node", metavar="ID",
                        help="this process's id in the group: lower-case letters, digits, - and _, up to 16 "
                             "(default: the port); the proxy sends /p/ID/ here")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="the proxy in front (repeatable): its connections count under the address "
                             "its X-Forwarded-For header names")


class _Count(NumberBetween):
    """A whole number in a range (`--per-address`): "2.5" connections is no number of them."""

    def __call__(self, text: str) -> float:
        value = super().__call__(text)
        if value != int(value):
            from ristikontra.argtypes import current

            raise argparse.ArgumentTypeError(current()(self.number_id, value=text))
        return int(value)


class _Say:
    def __init__(self, lang: str | None) -> None:
        from ristikontra.i18n import resolve_language, translator

        self.t = translator(resolve_language(lang)[0])

    def __call__(self, msg_id: str, *, err: bool = True, **values: str | int | float) -> None:
        print(self.t.format(msg_id, values), file=sys.stderr if err else sys.stdout, flush=True)


def _tls(args: argparse.Namespace, say: _Say) -> ssl.SSLContext | int | None:
    if args.tls_cert is None and args.tls_key is None:
        return None
    if args.tls_cert is None or args.tls_key is None:
        say("net-serve-tls-pair")
        return 2
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(args.tls_cert, args.tls_key)
    except (OSError, ssl.SSLError) as exc:
        say("net-serve-tls-bad", reason=str(exc))
        return 2
    return context


def _group(args: argparse.Namespace, say: _Say) -> tuple[str, str] | int | None:
    """Redis's URL and this process's id for `--redis` (None without it), or the exit status of
    a refusal already said."""
    if args.redis is None:
        if args.node is not None:
            say("net-serve-node-alone")
            return 2
        return None
    if not args.redis.startswith(("redis://", "rediss://", "unix://")):
        say("net-serve-redis-url", url=args.redis)
        return 2
    try:
        import redis  # noqa: F401  (the optional dependency of a group)
    except ImportError:
        say("net-serve-redis-missing")
        return 2
    node = args.node if args.node is not None else str(args.port)
    if not valid_node(node):
        say("net-serve-node-bad", value=node)
        return 2
    return args.redis, node


def run(args: argparse.Namespace, *, pages: Pages | None = None, announcer: SeatAnnouncer | None = None) -> int:
    """`ristikontra serve`; `pages` and `announcer` are the browser page and its seat (cli/serve.py)."""
    say = _Say(args.lang)
    tls = _tls(args, say)
    if isinstance(tls, int):
        return tls
    if tls is None and not is_loopback(args.host) and not args.insecure:
        say("net-serve-insecure", host=args.host)
        return 2
    data = args.data or data_path("server")
    if args.log_dir is not None and not args.log_dir.is_dir():
        say("net-serve-log-dir-missing", path=str(args.log_dir))
        return 2
    if args.log_dir is not None:
        make_private(args.log_dir)  # the logs hold the seed and every hand of games still running
    group = _group(args, say)
    if isinstance(group, int):
        return group
    raise_file_limit()
    settings = TableSettings(computer_pause=args.computer_pause, deal_wait=args.deal_wait,
                             idle_close=args.idle_close,
                             computer_names=tuple(say.t("net-computer-name", seat=n) for n in range(4)))
    config = ServerConfig(data, grace=args.grace, settings=settings, rate=args.rate,
                          burst=max(2.0, 2 * args.rate), durable=args.durable, per_address=int(args.per_address),
                          computers=PoolSettings(workers=args.ai_workers), log_dir=args.log_dir,
                          redis=group[0] if group else None, node=group[1] if group else "1",
                          proxies=frozenset(address_key(a) for a in args.trusted_proxy))
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    logging.getLogger("ristikontra.net.ws").setLevel(logging.CRITICAL)
    try:
        server = TableServer(config, say, pages=pages, announcer=announcer)
    except (OSError, sqlite3.Error, ValueError) as exc:
        say("net-serve-data-unusable", path=str(data), reason=str(exc))
        return 1
    try:
        asyncio.run(_serve_forever(server, args.host, args.port, tls, say))
    except OSError as exc:
        # The port as typed (58757), not as a count (58,757).
        say("net-serve-cannot-listen", host=args.host, port=str(args.port), reason=exc.strerror or str(exc))
        return 1
    return 0


async def _serve_forever(server: TableServer, host: str, port: int, tls: ssl.SSLContext | None, say: _Say) -> None:
    try:
        ws = await start_server(server, host, port, tls)
        stop = asyncio.get_running_loop().create_future()
        for sig in (signal.SIGINT, signal.SIGTERM):
            asyncio.get_running_loop().add_signal_handler(sig, _set, stop)
        for code, reason in server.unreadable:
            say("net-serve-table-unreadable", code=format_code(code), reason=reason)
        scheme = "wss" if tls else "ws"
        bound = ws.sockets[0].getsockname() if ws.sockets else (host, port)
        say("net-serve-listening", err=False, url=f"{scheme}://{bound[0]}:{bound[1]}", tables=len(server.tables),
            path=str(server.config.data))
        # The same port serves the browser page (web/pages.py): the address people open.
        if server.pages is not None:
            say("net-serve-page", err=False, url=f"{'https' if tls else 'http'}://{bound[0]}:{bound[1]}/")
        await stop
        if server.group is not None:
            await server.group.leave()
        ws.close()
        server.gate.close_http()
        await ws.wait_closed()
        # The operator's Control+C or a stop signal: said, so the terminal does not just fall silent.
        say("net-serve-stopped", err=False, tables=len(server.tables), path=str(server.config.data))
    finally:
        server.close()


def _set(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
