"""The online protocol, version 3 (1 and 2 still spoken): JSON text frames over WebSocket (docs/PROTOCOL.md).

Every client frame is one JSON object with a ``type`` and an optional ``id`` (echoed in the
answer). :func:`parse_frame` checks size, JSON and the schema of its type strictly (unknown
fields are refused too) and raises :class:`ProtocolError` with a typed reason; nothing else
reaches the tables. The reasons are codes the client turns into words (locales/*/net.ftl).
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict, TypeVar, get_args

from ristikontra.ai import LEVELS
from ristikontra.engine import DECK, PRESETS, Rules
from ristikontra.i18n import LANGUAGES
from ristikontra.options import OPTIONS, PERCENT_STEPS, SPEECH_CHANNELS, VERBOSITIES, Option, Settings

__all__ = [
    "CARDS",
    "ERRORS",
    "MAX_FRAME",
    "MAX_GRACE",
    "PROTOCOL_VERSION",
    "SPOKEN_VERSIONS",
    "ErrorFrame",
    "ErrorReason",
    "Frame",
    "Later",
    "Limits",
    "ListedSeat",
    "MemberEntry",
    "Message",
    "ProtocolError",
    "Ref",
    "RoomUpdate",
    "TableListing",
    "WelcomeFrame",
    "check_frame",
    "compact",
    "dumps",
    "error_frame",
    "frame_data",
    "parse_frame",
    "rule_options_schema",
]

PROTOCOL_VERSION = 3
#: Versions this server speaks: version 2 only adds optional fields and messages (hint consent,
#: a new game at the same table), version 3 the room and watching (docs/PROTOCOL.md), so a
#: version 1 or 2 client is served as before.
SPOKEN_VERSIONS = frozenset({1, 2, 3})
#: The largest frame a client may send; larger ones up to the WebSocket limit get `too_large`.
MAX_FRAME = 64 * 1024
#: The longest grace time, in seconds: what `create` may ask for and `serve --grace` may set.
MAX_GRACE = 3600.0

ErrorReason = Literal[
    "bad_json",          # not a JSON object in a text frame
    "too_large",         # over MAX_FRAME
    "bad_message",       # a field missing, of the wrong kind, out of range, or unknown
    "unknown_type",      # no such message type
    "hello_first",       # the first frame must be hello
    "version",           # a protocol version this server does not speak
    "not_found",         # no table with this code, or a wrong token (one answer for both)
    "too_many_codes",    # this address gave too many unknown codes or wrong tokens: wait a while
    "table_full",        # every seat is taken
    "seat_taken",        # somebody sits there
    "already_seated",    # this connection has a seat already
    "not_seated",        # take a seat first
    "not_joined",        # a seat asked for before joining a table: join it first
    "not_creator",       # only the creator starts the game
    "already_started",   # the game is running
    "not_started",       # the game has not started yet
    "not_now",           # nothing to be ready for: the deal is still being played
    "not_your_seat",     # an action for another seat
    "stale",             # the turn this answer was for has passed
    "rate_limited",      # too many frames too fast
    "bad_name",          # a name that is empty once cleaned
    "table_closed",      # the table has closed
    "server_error",      # the server could not store the action; nothing changed
    "not_announcing",    # a key or a click before `announce`: the server announces only when asked
    "unknown_key",       # a key name outside the web seat's fixed set (net/webkeys.py)
    "name_taken",        # v3: somebody in the room has this name now
    "not_in_room",       # v3: room chat or a mute before entering the room
    "too_many_tables",   # v3: this address opened public tables too fast: wait a while
    "no_watchers",       # v3: the table's opener closed it to watchers
    "not_watching",      # v3: stop watching without watching a table
    "too_many_watchers", # v3: the table has as many watchers as it takes
    "elsewhere",         # v3, a group: another process holds this table; the frame's `node` says
                         # which, and the client asks again through /p/<node>/ (docs/SCALING.md)
    "group_unavailable", # v3, a group: the room and tables of the other processes cannot be
                         # reached for now (Redis is down); play at a table goes on
]
ERRORS: tuple[ErrorReason, ...] = get_args(ErrorReason)

#: A request's ``id`` as the server echoes it: a number or a short string, or None (none usable).
Ref = int | str | None


class _ErrorFrameBase(TypedDict):
    type: Literal["error"]
    reason: ErrorReason


class ErrorFrame(_ErrorFrameBase, total=False):
    """The ``error`` frame: the reason, and the process holding the table (``elsewhere``), a
    detail for people reading the wire, or the request's ``id``."""

    node: str
    detail: str
    id: int | str


class ListedSeat(TypedDict):
    """One seat of a table the room lists: who sits there (a computer until the game starts is
    ``free``), and the language of the person sitting."""

    seat: int
    name: str | None
    kind: Literal["human", "free", "computer"]
    lang: str | None


class TableListing(TypedDict):
    """A public table as the room lists it (``room_state``, ``room_update``'s ``tables``): built by
    net/tables.py ``Table.listing``, read back by net/roomview.py ``TableEntry.read``."""

    code: str
    opener: str | None
    rules: str
    options: dict[str, object]
    level: str
    started: bool
    over: bool
    seats: list[ListedSeat]
    free: int
    watchers: int
    watchable: bool
    langs: list[str]


class MemberEntry(TypedDict):
    """Somebody in the room (``room``'s ``members``, ``room_update``'s ``came``)."""

    name: str
    lang: str | None


class RoomUpdate(TypedDict, total=False):
    """What changed in the room since the last update: tables listed anew or again, tables gone
    (their codes), people who came and went (their names)."""

    type: Literal["room_update"]
    tables: list[TableListing]
    gone: list[str]
    came: list[MemberEntry]
    went: list[str]


class Limits(TypedDict):
    """What the server allows a client (``welcome``'s ``limits``): the frame size in bytes, a
    name's and a chat line's length, and the frame and chat budgets (per second, and the burst)."""

    frame: int
    name: int
    chat: int
    rate: float
    burst: float
    chat_rate: float
    chat_burst: float


class _WelcomeFrameBase(TypedDict):
    type: Literal["welcome"]
    v: int
    server: str
    limits: Limits


class WelcomeFrame(_WelcomeFrameBase, total=False):
    """The answer to ``hello``; ``node`` names the process of a group the client reached."""

    node: str


class ProtocolError(ValueError):
    """A frame refused with a typed reason; nothing changed."""

    def __init__(self, reason: ErrorReason, detail: str = "", ref: Ref = None) -> None:
        self.reason: ErrorReason = reason
        self.detail = detail
        #: The frame's ``id``, if it had a usable one.
        self.ref: Ref = ref
        super().__init__(f"{reason}: {detail}" if detail else reason)


class Later(Exception):
    """A request to answer once `ready()` is done (a code or a name claimed in Redis): the server
    asks again then, three times at most, and refuses it with `otherwise` after that."""

    def __init__(self, ready: Callable[[], Awaitable[None]], otherwise: ErrorReason, tries: int = 1) -> None:
        super().__init__(otherwise)
        self.ready = ready
        self.otherwise = otherwise
        self.tries = tries


@dataclass(frozen=True, slots=True)
class Message:
    type: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    id: Ref = None


#: Whether a value read from a client's JSON is one a field takes.
Check = Callable[[object], bool]


def _int(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def _num(low: float, high: float) -> Check:
    # JSON reads only exact ints and floats (and bools, which are not numbers here).
    return lambda v: isinstance(v, (int, float)) and type(v) is not bool and low <= v <= high


def _str(high: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= high


def _one_of(*values: str) -> Check:
    return lambda v: isinstance(v, str) and v in values


def _scalar(v: object) -> bool:
    """A setting's value: a bool, a number or a short string."""
    return isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) <= 32)


def _bool(v: object) -> bool:
    return type(v) is bool


def _object(spec: Mapping[str, tuple[Check, bool]]) -> Check:
    return lambda v: isinstance(v, dict) and _matches(v, spec)


def _matches(data: Mapping[str, object], spec: Mapping[str, tuple[Check, bool]]) -> bool:
    if any(key not in spec for key in data):
        return False
    return all((key in data and check(data[key])) or (key not in data and not required)
               for key, (check, required) in spec.items())


def _rule_value(rule: str, row: Option) -> Check:
    """A value a client may give `rule`: of the `Rules` field's own type, one the option table
    takes for it (`row`), and not the table's "as the rule set says" (a client leaves that out)."""
    kind = type(getattr(Rules(), rule))
    kinds = (int, float) if kind is float else (kind,)
    settings = Settings()
    return lambda v: (type(v) in kinds and isinstance(v, (bool, int, float, str)) and v != row.preset_value
                      and row.valid(v, settings))


def rule_options_schema() -> dict[str, tuple[Check, bool]]:
    """The `options` of `create`: every rule the option table offers (`options.py`), by its `Rules`
    field name, so a new rule option is taken online without a line here."""
    return {row.rule: (_rule_value(row.rule, row), False) for row in OPTIONS if row.rule is not None}


_OPTIONS = _object(rule_options_schema())
#: A card exactly as the server writes it ("TH", "QS"): rank then suit, upper case, no space.
#: The engine reads looser forms ("qs", "10H") for people; a client frame is strict.
CARDS = frozenset(str(card) for card in DECK)
_ACTION = _object({
    "seat": (_int(0, 3), True),
    "card": (lambda v: isinstance(v, str) and v in CARDS, False),
    "blind": (lambda v: v is True, False),
})

def _percent(v: object) -> bool:
    return type(v) is int and v in PERCENT_STEPS


#: A page's output settings as the server last sent them (`say`'s `output`), kept in the browser
#: and given back with `announce`: each a value the seat's options menu offers, in its own type.
_OUTPUT = _object({
    "speech": (_one_of(*SPEECH_CHANNELS), False),
    "sound": (_bool, False),
    "sound_volume": (_percent, False),
    "voice_volume": (_percent, False),
    "voice_rate": (_percent, False),
    "online_hints": (_bool, False),
})

#: Per message type: field -> (check, required). ``type`` and ``id`` are allowed on all.
SCHEMAS: Mapping[str, Mapping[str, tuple[Check, bool]]] = {
    "hello": {"v": (_int(0, 1 << 30), True), "client": (_str(64), False)},
    "create": {
        "name": (_str(200), True),
        "rules": (_one_of(*PRESETS), False),
        "options": (_OPTIONS, False),
        "level": (_one_of(*LEVELS), False),
        "grace": (_num(0, MAX_GRACE), False),
        "seat": (_int(0, 3), False),
        "hints": (_bool, False),
        # Version 3: listed in the room (default: not, a table for those given its code), open
        # to watchers (default: yes), and the language of the person sitting down.
        "public": (_bool, False),
        "watchers": (_bool, False),
        "lang": (_one_of(*LANGUAGES), False),
    },
    "join": {"code": (_str(32), True)},
    "seat": {"seat": (_int(0, 3), True), "name": (_str(200), True), "hints": (_bool, False),
             "lang": (_one_of(*LANGUAGES), False)},
    "start": {},
    "action": {"action": (_ACTION, True), "at": (_int(0, 1 << 40), False)},
    "next": {},
    "chat": {"text": (_str(2000), True)},
    "resume": {
        "code": (_str(32), True),
        "seat": (_int(0, 3), True),
        "token": (_str(128), True),
        "last": (_int(0, 1 << 40), True),
        "hints": (_bool, False),
    },
    "auto": {"on": (_bool, True)},
    "leave": {},
    "ping": {},
    # Version 2: whether my player allows hints; a new game at this table (creator, game over).
    "hints": {"allow": (_bool, True)},
    "again": {},
    # Version 3: the room (net/room.py): enter it under a name, leave it, its chat, muting one
    # person's chat for oneself; watching a table; the opener opens or closes it to watchers.
    "room": {"name": (_str(200), True), "lang": (_one_of(*LANGUAGES), False)},
    "room_leave": {},
    "room_chat": {"text": (_str(2000), True)},
    "mute": {"name": (_str(200), True), "on": (_bool, True)},
    "watch": {"code": (_str(32), True), "name": (_str(200), True)},
    "unwatch": {},
    "watchers": {"open": (_bool, True)},
    # The web seat (web/seat.py): the server announces for this seat in the page's language;
    # keys by name (checked against net/webkeys.py, `unknown_key`), a card clicked or blind play.
    "announce": {"lang": (_one_of(*LANGUAGES), True), "verbosity": (_one_of(*VERBOSITIES), False),
                 "output": (_OUTPUT, False)},
    "key": {"key": (_str(16), True)},
    "play": {"card": (lambda v: isinstance(v, str) and v in CARDS, False), "blind": (lambda v: v is True, False)},
    # The page's options (web/seat.py PAGE_OPTIONS): asked for, and one set (the seat checks the value).
    "options": {},
    "option": {"name": (_str(32), True), "value": (_scalar, True)},
    # The review shown again, in the seat's language now (the page's language changed): the deal it shows.
    "review": {"deal": (_int(1, 1 << 20), True)},
    # A section of the page closed (the rules, the options, the review): where the table stands.
    "back": {},
}


#: A JSON escape of half a UTF-16 pair: a frame with one may hold text no UTF-8 frame can carry.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _ref(data: Mapping[str, object]) -> Ref:
    ref = data.get("id")
    if (type(ref) is int and abs(ref) < 1 << 53) or (isinstance(ref, str) and len(ref) <= 64 and _utf8(ref)):
        return ref
    return None


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        return False
    return True


def _all_utf8(data: dict[str, object], raw: str) -> bool:
    """Whether every text in `data` (read from `raw`) is one UTF-8 can carry: JSON may escape half
    of a UTF-16 pair, which an answer echoing it could not send and a token could not be hashed with."""
    if not _SURROGATE_ESCAPE.search(raw):
        return True
    try:
        return _utf8(json.dumps(data, ensure_ascii=False))
    except RecursionError:  # nested about as deep as a JSON reader goes: refused as well
        return False


def parse_frame(raw: str | bytes) -> Message:
    """Check one client frame; raises :class:`ProtocolError` with the reason."""
    if len(raw) > MAX_FRAME or (isinstance(raw, str) and len(raw) > MAX_FRAME // 4
                                and len(raw.encode("utf-8", "surrogatepass")) > MAX_FRAME):
        raise ProtocolError("too_large", f"frames are limited to {MAX_FRAME} bytes")
    if isinstance(raw, bytes):
        raise ProtocolError("bad_json", "send text frames")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a frame is a JSON object")
    if not _all_utf8(data, raw):
        raise ProtocolError("bad_message", "text with half of a UTF-16 pair", _ref(data))
    return check_frame(data)


def check_frame(data: Mapping[str, Any]) -> Message:
    """Check one client frame given as the object it says (the frames the server's own seat for
    a page sends, `web/seat.py`, are checked as any connection's, with no text between);
    raises :class:`ProtocolError` with the reason."""
    ref = _ref(data)
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "no type", ref)
    spec = SCHEMAS.get(kind)
    if spec is None:
        raise ProtocolError("unknown_type", kind[:40], ref)
    if "id" in data and ref is None:
        raise ProtocolError("bad_message", "id is a number or a short string", ref)
    body = {k: v for k, v in data.items() if k not in ("type", "id")}
    if not _matches(body, spec):
        raise ProtocolError("bad_message", f"{kind}: fields do not match the schema", ref)
    if kind == "play" and ("card" in body) == ("blind" in body):
        raise ProtocolError("bad_message", "a play has a card or blind: true", ref)
    if kind == "action":
        action = body["action"]
        if ("card" in action) == ("blind" in action):
            raise ProtocolError("bad_message", "an action has a card or blind: true", ref)
    return Message(kind, body, ref)


_F = TypeVar("_F", bound="Frame")


class Frame(str):
    """One server frame: its text, as it goes on the wire, and what it says as an object (`data`)
    for a reader in this very process (the seat the server reads for a page, `web/seat.py`),
    which then never parses the text back. `data` is the object the text was made of (not a copy:
    it is read at once, as the frame is sent), or made when first asked for (`build`)."""

    _data: Mapping[str, Any] | None
    _build: Callable[[], Mapping[str, Any]] | None
    _text: str | None

    def __new__(cls: type[_F], text: str, data: Mapping[str, Any] | None = None,
                build: Callable[[], Mapping[str, Any]] | None = None) -> _F:
        frame = super().__new__(cls, text)
        frame._data, frame._build, frame._text = data, build, None
        return frame

    @property
    def text(self) -> str:
        """The text alone, as a plain `str` made once for all who get the frame: what waits in a
        connection's queue, so that the objects are let go once every reader had the frame
        (a client that does not read holds text only, never a view's objects)."""
        if self._text is None:
            self._text = str.__str__(self)
        return self._text

    @property
    def data(self) -> Mapping[str, Any]:
        if self._data is None:
            self._data = self._build() if self._build is not None else json.loads(self)
        return self._data


def compact(data: Any) -> str:
    """Compact JSON text, UTF-8 kept as is."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def dumps(data: Mapping[str, object]) -> Frame:
    """One server frame: compact JSON, UTF-8 kept as is, that keeps `data` for a reader in this process."""
    return Frame(compact(data), data)


def frame_data(frame: str) -> Mapping[str, Any] | None:
    """What the server frame `frame` says, as an object: kept with it (`Frame`), or read from
    its text (a frame another process of the group sent); None if it is no JSON object."""
    if isinstance(frame, Frame):
        return frame.data
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def error_frame(reason: ErrorReason, ref: Ref = None, detail: str = "") -> str:
    frame: ErrorFrame = {"type": "error", "reason": reason}
    if reason == "elsewhere":
        frame["node"] = detail  # the process that holds the table: what the client needs
    elif detail:
        frame["detail"] = detail
    if ref is not None:
        frame["id"] = ref
    return dumps(frame)
