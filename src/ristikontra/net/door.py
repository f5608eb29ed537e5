"""The server's door: each connection is read here until its request's head is whole.

A WebSocket upgrade is handed on to the `websockets` library with the bytes read so far, and the
connection is a WebSocket from then on. Any other request is plain HTTP/1.1, answered here from
the page's fixed answers (`web/pages.py`), in order, on the same connection: two requests sent at
once (pipelined) get two answers, a request's body is read past (a POST gets its 405, and the
next request is read), HEAD gets GET's head. What cannot be read as a request gets a 400 and the
connection closes after its answer has left (the rest of what the client sends is read and
dropped meanwhile, so the answer is not lost to a reset).

Limits, per address (an IPv6 /64 counts as one):

- Connections that are not (yet) WebSockets have a share of their own, `HTTP_PER_ADDRESS`: a new
  one past it closes the one of them that has waited longest, so slow or idle HTTP sockets never
  keep a WebSocket player out, and WebSockets have the whole of `per_address` for themselves.
  The same over the whole server: a new connection when the server is full closes the one that
  is no WebSocket and has waited longest (of any address); only WebSockets fill the server.
- Requests: `HTTP_BURST` at once, then `HTTP_RATE` a second per address, and `HTTP_TOTAL_RATE`
  a second from everybody; past that a connection's next request waits (nothing more is read
  from it), so a page flood costs the server a bounded share of its time, and the tables the rest.
  A WebSocket's request is not in that line: a player connects at once however many pages wait.
  WebSockets' requests have a line of their own, per address: as many at once as the address may
  hold (`per_address`), then a quarter of that a second; and `WS_TOTAL_RATE` a second from all
  addresses together (or `per_address`, if more), so opening and closing WebSockets in a loop
  costs the server a bounded share of its time too. A WebSocket's hello deadline counts
  from the end of its wait.
  Waiting requests go in the order they came, per address and over the addresses, woken by one
  timer per address and one for all (not every waiting connection each time one may go).
- A request's head must be whole within the hello deadline, `HTTP_IDLE` seconds between
  requests on one connection, at most `HTTP_REQUESTS` requests a connection.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict, deque
from typing import TYPE_CHECKING, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers

from ristikontra.net.ratelimit import AddressBudget, TokenBucket, address_key

if TYPE_CHECKING:
    from websockets.http11 import Response

__all__ = ["HTTP_BURST", "HTTP_HEAD", "HTTP_IDLE", "HTTP_PER_ADDRESS", "HTTP_RATE", "HTTP_REQUESTS",
           "HTTP_TOTAL_BURST", "HTTP_TOTAL_RATE", "WS_TOTAL_BURST", "WS_TOTAL_RATE", "DoorLimits", "Entrance", "door"]

#: A request's line and headers together; longer is refused (431) and the connection closed.
HTTP_HEAD = 8192
#: A request's body (read past, never kept); longer is refused (413) and the connection closed.
HTTP_BODY = 65536
#: Connections one address may hold that are not WebSockets (reading a request, between requests).
HTTP_PER_ADDRESS = 16
#: Requests per address: at once, then a second. A page and its files are some 30 requests.
HTTP_BURST = 120.0
HTTP_RATE = 40.0
#: Requests a second (and at once) from all addresses together.
HTTP_TOTAL_RATE = 300.0
HTTP_TOTAL_BURST = 300.0
#: WebSocket upgrades a second (and at once) from all addresses together, at least.
WS_TOTAL_RATE = 200.0
WS_TOTAL_BURST = 400.0
#: Seconds a connection may wait between requests, and requests one connection may make.
HTTP_IDLE = 5.0
HTTP_REQUESTS = 1000
#: Seconds the rest of what a client sends is read and dropped after the last answer.
LINGER = 2.0
#: Bytes of answers a client may leave unread: past it, its next request waits until it reads.
HTTP_UNREAD = 65536

_END = re.compile(rb"\r?\n\r?\n")
_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_METHOD = re.compile(r"[A-Z]{1,16}")


class Entrance(Protocol):
    """What the door asks the server (`server.TableServer`)."""

    def http_answer(self, method: str, target: str, headers: Headers) -> Response: ...

    def turned_away(self, why: str) -> None: ...


class DoorLimits:
    """The door's counts: connections per address in two shares (WebSockets, the rest) and in
    all, and the budgets of HTTP requests."""

    def __init__(self, per_address: int, total: int | None, *, http_per_address: int = HTTP_PER_ADDRESS,
                 http_rate: tuple[float, float] = (HTTP_RATE, HTTP_BURST),
                 http_total: tuple[float, float] = (HTTP_TOTAL_RATE, HTTP_TOTAL_BURST),
                 upgrades_total: tuple[float, float] | None = None, proxies: frozenset[str] = frozenset()) -> None:
        self.per_address = per_address
        #: Trusted proxies (`serve --trusted-proxy`): a request through one counts under the address
        #: its X-Forwarded-For names last, every limit here the person's, not the proxy's.
        self.proxies = proxies
        self.total = total
        self.http_per_address = http_per_address
        self.open = 0
        self.sockets: dict[str, int] = {}
        #: Per address, its connections that are not WebSockets, the longest waiting first; and
        #: all of them, the longest waiting first.
        self.waiting: dict[str, OrderedDict[Door, None]] = {}
        self.all_waiting: OrderedDict[Door, None] = OrderedDict()
        #: The requests' lines: pages (per address and in all), and WebSockets' own (per address,
        #: as many at once as the address may hold, then a quarter of that a second; in all,
        #: `WS_TOTAL_RATE` a second, or as many as one address may hold if that is more).
        self.pages = Line(http_rate, http_total)
        if upgrades_total is None:
            upgrades_total = (max(WS_TOTAL_RATE, per_address), max(WS_TOTAL_BURST, 2.0 * per_address))
        self.upgrades = Line((max(1.0, per_address / 4), float(per_address)), upgrades_total)

    def close_http(self) -> None:
        """The server stops: every connection that is no WebSocket closes now (one kept open for
        a next request would hold the stop for its idle seconds). WebSockets close as the
        server closes them."""
        for door in list(self.all_waiting):
            door.transport.close()

    def done_waiting(self, door: Door) -> None:
        """`door` is no longer a connection that is not a WebSocket (closed, or one now)."""
        self.all_waiting.pop(door, None)
        waiting = self.waiting.get(door.address)
        if waiting is not None:
            waiting.pop(door, None)
            if not waiting:
                del self.waiting[door.address]


class Line:
    """Requests that wait their turn: `rate` a second per address after `burst` at once, and,
    if `total` is given, its (rate, burst) from all addresses together.

    Connections whose next request waits for its address's budget wait in order, per address;
    the addresses whose first waiting request waits for the server's budget, in order. One timer
    per address and one for all: a thousand waiting connections are not woken each time one
    request may go."""

    def __init__(self, rate: tuple[float, float], total: tuple[float, float] | None) -> None:
        self.requests = AddressBudget(*rate)
        self.all_requests = TokenBucket(*total) if total is not None else None
        self._queued: dict[str, deque[Door]] = {}
        self._address_timers: dict[str, asyncio.TimerHandle] = {}
        self._ready: deque[str] = deque()
        self._timer: asyncio.TimerHandle | None = None

    def _total_due(self) -> float:
        return 0.0 if self.all_requests is None else self.all_requests.due()

    def _take(self, key: str) -> None:
        self.requests.spend(key)
        if self.all_requests is not None:
            self.all_requests.take()

    def request(self, door: Door) -> bool:
        """Whether `door` may make its request now (then it is counted). If not, it is queued and
        `door.granted()` is called when its turn has come."""
        key = door.address
        queue = self._queued.get(key)
        if queue is None and not self._ready and self.requests.due(key) <= 0 and self._total_due() <= 0:
            self._take(key)
            return True
        if queue is None:
            queue = self._queued[key] = deque()
        if door not in queue:
            queue.append(door)
        if len(queue) == 1:
            self._schedule(key)
        return False

    def forget(self, door: Door) -> None:
        """`door` is closed: it waits no more."""
        queue = self._queued.get(door.address)
        if queue is not None and door in queue:
            first = queue[0] is door
            queue.remove(door)
            if not queue:
                del self._queued[door.address]
                timer = self._address_timers.pop(door.address, None)
                if timer is not None:
                    timer.cancel()
            elif first and door.address not in self._address_timers and door.address not in self._ready:
                self._schedule(door.address)

    def _schedule(self, key: str) -> None:
        """The first waiting request of `key`: after its address's budget, in line for the server's."""
        wait = self.requests.due(key)
        loop = asyncio.get_running_loop()
        if wait > 0:
            if key not in self._address_timers:
                self._address_timers[key] = loop.call_later(wait, self._address_ready, key)
            return
        if key not in self._ready:
            self._ready.append(key)
        if self._timer is None:
            self._timer = loop.call_later(self._total_due(), self._serve)

    def _address_ready(self, key: str) -> None:
        self._address_timers.pop(key, None)
        if key in self._queued:
            self._schedule(key)

    def _serve(self) -> None:
        """Let the waiting requests go, in order, as far as the server's budget allows."""
        self._timer = None
        while self._ready and self._total_due() <= 0:
            key = self._ready.popleft()
            queue = self._queued.get(key)
            if not queue:
                continue
            if self.requests.due(key) > 0:
                self._schedule(key)
                continue
            door = queue.popleft()
            if not queue:
                del self._queued[key]
            self._take(key)
            door.granted()
            if queue:
                self._schedule(key)
        if self._ready and self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(self._total_due(), self._serve)


def door(entrance: Entrance, limits: DoorLimits, hello_timeout: float) -> type[ServerConnection]:
    """The connection class the server is served with (`websockets.serve(create_connection=...)`)."""

    class Counted(Door):
        pass

    Counted.entrance, Counted.limits, Counted.hello_timeout = entrance, limits, hello_timeout
    return Counted


class Door(ServerConnection):
    """One connection at the door (module docs); a WebSocket once handed on."""

    entrance: Entrance
    limits: DoorLimits
    hello_timeout: float
    address = "local"
    accepted = 0.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.accepted = self.loop.time()
        peer = transport.get_extra_info("peername")
        self.address = address_key(str(peer[0])) if isinstance(peer, tuple) and peer else "local"
        #: Who connected (a trusted proxy's `address` becomes the person's at each request).
        self.peer = self.address
        self._buffer = bytearray()
        self._counted = False
        self._websocket = False
        self._closing = False
        self._served = 0
        self._body_left = 0
        self._unread = False
        self._granted = False
        self._waited = False
        self._timer: asyncio.TimerHandle | None = None
        limits = self.limits
        waiting = limits.waiting.get(self.address)
        if waiting is not None and len(waiting) >= limits.http_per_address and self.peer not in limits.proxies:
            # The one that has waited longest makes room: a slow request does not keep a new one out.
            next(iter(waiting))._evict()
        if limits.total is not None and limits.open >= limits.total:
            self.entrance.turned_away("total")
            if not limits.all_waiting:
                self.transport.abort()  # full of WebSockets
                return
            # The same over the whole server: slow HTTP sockets never keep a player out.
            next(iter(limits.all_waiting))._evict()
        limits.waiting.setdefault(self.address, OrderedDict())[self] = None
        limits.all_waiting[self] = None
        limits.open += 1
        self._counted = True
        self._wait(self.hello_timeout)

    # ------------------------------------------------------------------ counting

    def _evict(self) -> None:
        """Closed to make room for a new connection."""
        self.transport.abort()
        self._uncount()

    def _uncount(self) -> None:
        if not self._counted:
            return
        self._counted = False
        limits = self.limits
        limits.open -= 1
        if self._websocket:
            left = limits.sockets.get(self.address, 0) - 1
            if left > 0:
                limits.sockets[self.address] = left
            else:
                limits.sockets.pop(self.address, None)
        else:
            limits.done_waiting(self)

    def _wait(self, seconds: float) -> None:
        """Close the connection unless its next request's head is whole within `seconds`."""
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self.loop.call_later(seconds, self._too_slow)

    def _too_slow(self) -> None:
        self._timer = None
        if not self._websocket:
            self.transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._uncount()
        self.limits.pages.forget(self)
        self.limits.upgrades.forget(self)
        super().connection_lost(exc)

    # ------------------------------------------------------------------ reading

    def data_received(self, data: bytes) -> None:
        if self._websocket:
            super().data_received(data)
            return
        if self._closing:
            return  # read and dropped: the answer before it goes out whole
        self._buffer += data
        self._read()

    def eof_received(self) -> None:
        if self._websocket:
            super().eof_received()
            return
        if not self._closing and not self._body_left and self._buffer.strip():
            # Half a request, then the end: said so, rather than closed without a word.
            self._refuse(400, "Bad Request")
        # What was asked is answered: the transport closes after it.

    def _read(self) -> None:
        """Answer every whole request in the buffer, in order, as far as the budgets let."""
        while not self._closing and not self._websocket:
            if self._body_left:
                dropped = min(self._body_left, len(self._buffer))
                del self._buffer[:dropped]
                self._body_left -= dropped
                if self._body_left:
                    return
            end = _END.search(self._buffer)
            if end is None:
                if len(self._buffer) > HTTP_HEAD:
                    self._refuse(431, "Request Header Fields Too Large")
                return
            if end.start() > HTTP_HEAD:
                self._refuse(431, "Request Header Fields Too Large")
                return
            if self.transport.get_write_buffer_size() > HTTP_UNREAD:
                # A client that asks and does not read: its next answer waits (`resume_writing`).
                self.transport.pause_reading()
                self._unread = True
                return
            head = bytes(self._buffer[:end.start()])
            rest = bytes(self._buffer[end.end():])
            parsed = _parse(head)
            if self.peer in self.limits.proxies and not isinstance(parsed, int):
                self._forwarded(parsed[3])
            # A player's connection has a line of its own, never behind pages; what is no request
            # waits with the pages (it costs as much to answer).
            upgrade = not isinstance(parsed, int) and parsed[0] == "GET" and any(
                "websocket" in value.lower() for value in parsed[3].get_all("Upgrade"))
            if self._granted:
                self._granted = False
            elif not (self.limits.upgrades if upgrade else self.limits.pages).request(self):
                # Over the budget: nothing more is read from this connection until its turn. Its
                # request came in time: the wait is the server's, not a slow client's (a
                # WebSocket's hello deadline starts again when its turn comes).
                self.transport.pause_reading()
                self._waited = True
                if self._timer is not None:
                    self._timer.cancel()
                    self._timer = None
                return
            if isinstance(parsed, int):
                self._refuse(parsed, "HTTP Version Not Supported" if parsed == 505 else "Bad Request")
            elif upgrade:
                self._hand_on(head, rest)
            else:
                self._request(parsed, rest)

    def _forwarded(self, headers: Headers) -> None:
        """Through a trusted proxy: this request is the person's whom X-Forwarded-For names last
        (a proxy may carry several people's requests on one connection, one after another)."""
        named = headers.get_all("X-Forwarded-For")
        last = named[-1].split(",")[-1].strip() if named else ""
        address = address_key(last) if last else self.peer
        if address == self.address:
            return
        limits = self.limits
        waiting = self in limits.all_waiting
        limits.done_waiting(self)
        self.address = address
        if waiting:
            limits.waiting.setdefault(address, OrderedDict())[self] = None
            limits.all_waiting[self] = None

    def granted(self) -> None:
        """This connection's waiting request may go now (`DoorLimits.request`)."""
        self._granted = True
        self.loop.call_soon(self._resume)

    def resume_writing(self) -> None:
        super().resume_writing()
        if self._unread and not self._websocket:
            self._unread = False
            self._resume()

    def _resume(self) -> None:
        if self.transport.is_closing():
            return
        self.transport.resume_reading()
        self._read()

    def _request(self, parsed: tuple[str, str, str, Headers], rest: bytes) -> None:
        method, target, version, headers = parsed
        length = headers.get_all("Content-Length")
        chunked = bool(headers.get_all("Transfer-Encoding"))
        closing = chunked or version == "HTTP/1.0" or any(
            "close" in value.lower() for value in headers.get_all("Connection"))
        body = 0
        if length and not chunked:
            values = {value.strip() for value in ",".join(length).split(",")}
            if len(values) != 1 or not next(iter(values)).isdigit():
                self._refuse(400, "Bad Request")
                return
            body = int(next(iter(values)))
            if body > HTTP_BODY:
                self._refuse(413, "Content Too Large")
                return
        self._buffer = bytearray(rest)
        self._body_left = body
        self._served += 1
        closing = closing or self._served >= HTTP_REQUESTS
        answer = self.entrance.http_answer("GET" if method == "HEAD" else method, target, headers)
        self._send(answer, head_only=method == "HEAD", closing=closing)
        if not closing:
            self._wait(HTTP_IDLE)
            waiting = self.limits.waiting.get(self.address)
            if waiting is not None and self in waiting:
                # It has just been served: the last to make room.
                waiting.move_to_end(self)
                self.limits.all_waiting.move_to_end(self)

    def _hand_on(self, head: bytes, rest: bytes) -> None:
        """A WebSocket: counted in its own share, then the library reads the request as it came."""
        limits = self.limits
        if limits.sockets.get(self.address, 0) >= limits.per_address:
            self.entrance.turned_away("address")
            self._refuse(503, "Service Unavailable")
            return
        limits.done_waiting(self)
        limits.sockets[self.address] = limits.sockets.get(self.address, 0) + 1
        self._websocket = True
        if self._waited:
            self.accepted = self.loop.time()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        data = bytes(self._buffer)
        self._buffer = bytearray()
        super().data_received(data)

    # ------------------------------------------------------------------ answering

    def _refuse(self, status: int, phrase: str) -> None:
        body = f"{status} {phrase}\n".encode()
        headers = Headers([("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body)))])
        self._write(status, phrase, headers, body, closing=True)

    def _send(self, answer: Response, *, head_only: bool, closing: bool) -> None:
        self._write(answer.status_code, answer.reason_phrase, answer.headers, b"" if head_only else bytes(answer.body),
                    closing=closing)

    def _write(self, status: int, phrase: str, headers: Headers, body: bytes, *, closing: bool) -> None:
        lines = [f"HTTP/1.1 {status} {phrase}", *(f"{name}: {value}" for name, value in headers.raw_items()
                                                   if name.lower() != "connection")]
        if closing:
            lines.append("Connection: close")
        self.transport.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
        if closing:
            self._linger()

    def _linger(self) -> None:
        """Close after the answer: the client's side is read and dropped for a while first (a
        closed socket with unread bytes resets, and the answer is lost with it)."""
        self._closing = True
        self._buffer = bytearray()
        if self.transport.can_write_eof():
            self.transport.write_eof()
            self.loop.call_later(LINGER, self.transport.close)
        else:
            self.transport.close()


def _parse(head: bytes) -> tuple[str, str, str, Headers] | int:
    """A request's method, target, version and headers; or the status of why not."""
    try:
        text = head.decode("latin-1")
    except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes any byte
        return 400
    lines = text.replace("\r\n", "\n").split("\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not _METHOD.fullmatch(parts[0]) or not parts[1]:
        return 400
    method, target, version = parts
    if version not in ("HTTP/1.1", "HTTP/1.0"):
        return 505 if version.startswith("HTTP/") else 400
    headers = Headers()
    if len(lines) > 101:
        return 400
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or not _TOKEN.fullmatch(name):
            return 400
        headers[name] = value.strip(" \t")
    return method, target, version, headers

