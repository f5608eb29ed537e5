"""What a client knows of its seat, and what the server's frames bring it: no socket, no loop.

A :class:`ClientState` takes the server's frames in (as text from a socket, `take_text`, or as
objects from a server in this very process, `take`) and gives typed items out: a `Batch` of
events with my view, a `Refused` card, a `Chat` line, the `Lobby`, a `Notice` of another seat, a
`Failure`, a `Link` change, the room's changes, and the `Answer` to a request this client is
waiting for. It keeps my seat and token, the last event and move counter seen, the latest view,
the lobby and the room, and sums a catch-up sent in several frames into one `Batch`.

The client trusts no server: a frame of the wrong shape is said as `garbled` and the next is
read as usual; an `events` frame holds at most `MAX_EVENTS`; a server that sends far more than
a game can (`FLOOD_EVENTS`, `FLOOD_WORDS`) is given up once, and nothing more of it is read.
Only a server reading for a page in its own process (`web/seat.py`) reads unbounded: its frames
are its own.

The I/O around it is the caller's: `net/client.py` wraps it with a WebSocket and an asyncio
loop, the web seat feeds it its table's frames directly, and every bot plays through the
socket client. The same frames give the same items in each.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ristikontra.engine import Event, IllegalAction, SeatView, event_from_json, view_from_json
from ristikontra.net.frames import SeatEvents
from ristikontra.net.group import NODE_ID
from ristikontra.net.ratelimit import TokenBucket
from ristikontra.net.roomview import RoomChange, RoomChat, RoomState, Watcher, room_chat
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX, clean_text

_log = logging.getLogger("ristikontra.net.client")

__all__ = [
    "CLIENT_REASONS",
    "FLOOD_EVENTS",
    "FLOOD_WORDS",
    "MAX_EVENTS",
    "Answer",
    "Batch",
    "Chat",
    "ClientState",
    "Failure",
    "Incoming",
    "Link",
    "Lobby",
    "NetError",
    "Notice",
    "Refused",
    "Rejoined",
    "Seated",
    "read_frame",
    "said_name",
    "said_text",
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



@dataclass(frozen=True, slots=True)
class Answer:
    """The server's answer to request `ref`, which this client waits for (`ClientState.ask`)."""

    ref: int
    data: dict[str, Any]


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

#: Reasons this client gives itself, never a server: the server could not be reached, it sent
#: something this client cannot read, it did not answer a request in time, it sent a frame
#: too large to read, or far more than a game can (then the connection is closed).
CLIENT_REASONS = frozenset({"unreachable", "garbled", "no_answer", "oversized", "flooding"})

#: What a `resume` (or `join`) sent on a new connection after a lost one came to: my seat is
#: ``back``, it is ``gone`` for good (the table closed, the token no longer good), or ask ``again``
#: after a pause (refused for now, an answer this client cannot read, or the table is at another
#: process of the group: `Rejoined.node`).
Verdict = Literal["back", "gone", "again"]


@dataclass(frozen=True, slots=True)
class Rejoined:
    verdict: Verdict
    #: The process of the group that holds the table now (asked there next), if the answer said one.
    node: str | None = None


@dataclass
class _Seat:
    code: str
    seat: int
    token: str


Item = Incoming | Answer


@dataclass
class ClientState:
    """One client's reading of its server (module docs). Each `take` returns the items the frame
    brings, in order; nothing is read, sent or waited for here."""

    #: Whether the server's frames are held to what a game can send (`MAX_EVENTS`, the flood
    #: budgets). Off only where the frames are this process's own (a server reading for a page).
    bounded: bool = True
    #: Watching the table (`watch`): the views are a watcher's, with no hand.
    watching: bool = False
    #: The latest view of my seat, and the lobby.
    view: SeatView | None = None
    lobby: Lobby | None = None
    #: The room as last heard (protocol 3), once entered.
    room: RoomState | None = None
    #: The server closed the table, or sent far more than a game can: the connection is not
    #: to be opened again (the socket client then stops).
    ended: bool = False
    #: The server sent far more than a game can: nothing more of it is read.
    flooded: bool = False
    _seat: _Seat | None = None
    _last_seq: int = 0
    _at: int = 0
    #: Requests waiting for their answer, by `id`.
    _asking: set[int] = field(default_factory=set)
    #: Catching up after taking the seat back: how many missed events the server said it sends
    #: (None: not catching up), and the batches of them received so far. A server sends a long
    #: catch-up in several frames; they reach the stream as one Batch, so it is summed up once.
    _missing: int | None = None
    _caught: list[Batch] = field(default_factory=list)
    #: What the server may send before it counts as sending more than a game can.
    _events_budget: TokenBucket = field(default_factory=lambda: TokenBucket(*FLOOD_EVENTS))
    _words_budget: TokenBucket = field(default_factory=lambda: TokenBucket(*FLOOD_WORDS))

    @classmethod
    def following(cls, code: str, seat: int, table: Mapping[str, Any], *, watching: bool = False,
                  bounded: bool = True) -> ClientState:
        """The state of a connection seated at `seat` of table `code` (or watching behind it),
        `table` (a `table` frame) its lobby so far: read for it by the server itself (`web/seat.py`;
        the page keeps the token, so none is kept here)."""
        state = cls(bounded=bounded, watching=watching)
        state._seat = _Seat(code, seat, "")
        state.lobby = _lobby(table)
        return state

    # ------------------------------------------------------------------ what it knows

    @property
    def seat(self) -> int | None:
        return self._seat.seat if self._seat else None

    @property
    def code(self) -> str | None:
        return self._seat.code if self._seat else (self.lobby.code if self.lobby else None)

    @property
    def token(self) -> str | None:
        return self._seat.token if self._seat else None

    @property
    def at(self) -> int:
        """The server's move counter of the latest view (send it with an action answering it)."""
        return self._at

    @property
    def last_seq(self) -> int:
        """The last event received; a reconnect asks for everything after it."""
        return self._last_seq

    def seated(self, answer: Mapping[str, Any]) -> Seated:
        """Keep the seat a `seated` answer gives (its code, number and token); `garbled` if it has none."""
        try:
            seat = _Seat(_text(answer["code"]), _seat_number(answer["seat"]), _text(answer["token"]))
        except (KeyError, TypeError, ValueError):
            raise NetError("garbled", "no seat in the answer") from None
        self._seat = seat
        return Seated(seat.code, seat.seat)

    def resumed(self, answer: Mapping[str, Any], seat: int, token: str) -> Seated:
        """Keep the seat taken back with `token` (the answer to `resume` names the table)."""
        code = answer.get("code")
        if not isinstance(code, str):
            raise NetError("garbled", "no table in the answer")
        self._seat = _Seat(code, seat, token)
        return Seated(code, seat)

    def joined(self, answer: Mapping[str, Any], *, watching: bool = False) -> Lobby:
        """The lobby a `join` (or `watch`) answer gives; `garbled` if it has none."""
        lobby = _lobby(answer)
        if lobby is None:
            raise NetError("garbled", "no table in the answer")
        self.lobby = lobby
        self.watching = watching
        return lobby

    def left(self) -> None:
        self._seat = None

    # ------------------------------------------------------------------ requests

    def ask(self, ref: int) -> None:
        """Request `ref` waits for its answer: the frame with that `id` comes back as an `Answer`."""
        self._asking.add(ref)

    def asked(self, ref: int) -> None:
        """Request `ref` is answered or given up: a frame with its `id` is read as any other."""
        self._asking.discard(ref)

    # ------------------------------------------------------------------ coming back

    def rejoin(self, name: str, hints: bool) -> dict[str, Any] | None:
        """The frame that takes my place back on a new connection after a lost one: `resume` my
        seat (with the last event seen: what I missed follows), or look at the table I joined or
        watch again. None: I was at no table (the connection alone is back)."""
        seat = self._seat
        if seat is not None:
            return {"type": "resume", "code": seat.code, "seat": seat.seat, "token": seat.token,
                    "last": self._last_seq, "hints": hints}
        if self.lobby is None:
            return None
        if self.watching:
            return {"type": "watch", "code": self.lobby.code, "name": name}
        return {"type": "join", "code": self.lobby.code}

    def rejoined(self, answer: dict[str, Any] | None) -> Rejoined:
        """What the answer to `rejoin`'s frame comes to (`Verdict`); a catch-up announced follows."""
        if answer is None:
            return Rejoined("again")  # an answer it cannot read: one more failed try
        if answer.get("type") == "error":
            # The server answers not_found when the table closed or the token is no longer good.
            if answer.get("reason") in ("not_found", "table_closed"):
                return Rejoined("gone")
            node = answer.get("node")
            if answer.get("reason") == "elsewhere" and isinstance(node, str) and NODE_ID.fullmatch(node):
                return Rejoined("again", node)  # another process of the group holds it (it moved)
            # Refused for now (the server could not store, too many requests, a reason this
            # version does not know): no seat yet, so not "back"; asked again after a pause.
            return Rejoined("again")
        if answer.get("type") == "table":
            self.lobby = _lobby(answer) or self.lobby
        if answer.get("type") == "resumed":
            self._expect(answer.get("missed"))
        return Rejoined("back")

    def cut(self) -> list[Item]:
        """The connection closed: a catch-up cut short is still passed on, as one batch."""
        out: list[Item] = []
        self._catch_up(None, out)
        return out

    def replaced(self) -> None:
        """Another connection took my seat back (the same person's other terminal): it is theirs."""
        self._seat = None

    # ------------------------------------------------------------------ frames in

    def take_text(self, raw: str | bytes) -> list[Item]:
        """What the frame `raw`, as a socket gives it, brings (see `take`)."""
        if self.flooded:
            return []  # frames read after the connection was given up: none of it is said
        return self.take(read_frame(raw))

    def take(self, data: Mapping[str, Any] | None) -> list[Item]:
        """What the frame `data` brings (None: a frame that is no JSON object), in order."""
        out: list[Item] = []
        if self.flooded:
            return out
        if data is not None and self.bounded and not self._within_bounds(data):
            self._give_up_flooded(out)
            return out
        if data is None:
            self._catch_up(None, out)
            out.append(Failure("garbled"))
            return out
        if data.get("type") == "resumed":
            self._catch_up(data.get("missed"), out)
        ref = data.get("id")
        if isinstance(ref, int) and ref in self._asking:
            out.append(Answer(ref, dict(data)))
            if data.get("type") != "table":
                return out
        item = self._decode(data)
        if item is not None:
            self._settle(item, out)
        return out

    def take_events(self, sent: SeatEvents) -> list[Item]:
        """What an `events` frame brings, given as the objects it was made of (`EventsFrame.sent`:
        a server reading for a page in its own process), exactly as `take` reads its text: the
        same bounds, the same catch-up, the same Batch, with nothing decoded."""
        out: list[Item] = []
        if self.flooded:
            return out
        if self.bounded and not self._events_fit(len(sent.events), sent.missed):
            self._give_up_flooded(out)
            return out
        if sent.events:
            self._last_seq = max(self._last_seq, sent.first + len(sent.events))
        self.view, self._at = sent.view, sent.at
        self._settle(Batch(sent.events, sent.view, sent.at, sent.missed), out)
        return out

    def _settle(self, item: Incoming, out: list[Item]) -> None:
        """`item` read: into the catch-up under way, or passed on (after what was caught up)."""
        if isinstance(item, Batch) and item.missed and self._missing is not None:
            self._caught.append(item)
            if sum(len(batch.events) for batch in self._caught) < self._missing:
                return  # more of the catch-up follows
            self._catch_up(None, out)
            return
        self._catch_up(None, out)  # anything else ends a catch-up (a server that sent less than it said)
        out.append(item)

    def _within_bounds(self, data: Mapping[str, Any]) -> bool:
        """Whether `data` still fits what a game sends: an `events` frame weighs its events (at
        most MAX_EVENTS: the server splits a catch-up into frames of that many), outside a
        catch-up the server announced; a refusal, an error or a notice weighs one. Chat is paced
        where it is said (`ui.online.table`) and a request's answer is what this client asked for."""
        kind = data.get("type")
        if kind == "events":
            events = data.get("events")
            return self._events_fit(len(events) if isinstance(events, list) else 0, data.get("missed") is True)
        if kind in ("refused", "error", "notice"):
            return self._words_budget.take()
        return True

    def _events_fit(self, count: int, missed: bool) -> bool:
        if count > MAX_EVENTS:
            return False
        return (self._missing is not None and missed) or self._events_budget.take(max(1, count))

    def _give_up_flooded(self, out: list[Item]) -> None:
        """The server sends far more than a game can (it may be no Ristikontra server, or a broken
        one): said once, and the connection is given up for good; reconnecting would bring more."""
        self.flooded = self.ended = True
        self._catch_up(None, out)
        out.append(Failure("flooding"))
        out.append(Link("gone"))

    def _expect(self, missing: Any) -> None:
        """Expect `missing` missed events (the count a ``resumed`` answer gives; anything but a
        count: no catch-up expected)."""
        self._missing = missing if type(missing) is int and missing >= 0 else None

    def _catch_up(self, missing: Any, out: list[Item]) -> None:
        """Pass on the catch-up received so far as one Batch, then expect `missing` missed events."""
        if self._caught:
            caught, self._caught = self._caught, []
            last = caught[-1]
            events = tuple(event for batch in caught for event in batch.events)
            out.append(Batch(events, last.view, last.at, missed=True))
        self._expect(missing)

    def _decode(self, data: Mapping[str, Any]) -> Incoming | None:
        kind = data.get("type")
        try:
            return self._read(kind, data)
        except Exception:
            # Whatever a frame of the wrong shape makes its reading raise (an event that is no
            # object, a number too large for an int ...): said, and the next frame is read as usual.
            # Logged: the frame may be a bug of ours as well as the server's.
            _log.warning("a frame of kind %r could not be read", kind, exc_info=True)
            return Failure("garbled")

    def _read(self, kind: Any, data: Mapping[str, Any]) -> Incoming | None:
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
            return Notice(str(data["what"])[:64], int(data["seat"]), said_name(name) if isinstance(name, str) else None)
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
            self.ended = True
            return Link("gone", closed=True)
        return self._read_room(kind, data)

    def _read_room(self, kind: Any, data: Mapping[str, Any]) -> Incoming | None:
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
        return None


def read_frame(raw: str | bytes) -> dict[str, Any] | None:
    """A server frame as a JSON object, or None if it is none (not JSON, nested too deep, not an object)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _lobby(data: Mapping[str, Any]) -> Lobby | None:
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
