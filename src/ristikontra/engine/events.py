"""Structured events: the only thing the announcer, the log and the interface read.

Every state change of :class:`~ristikontra.engine.state.GameState` returns a list of these.
Each has a ``type`` tag and a JSON form (one line per event in a game log). Events are the full
truth and may hold hidden cards; :func:`for_seat` gives the version one seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cache
from types import UnionType
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from ristikontra.engine.cards import Card
from ristikontra.engine.rules import Rules

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = [
    "EVENT_TYPES",
    "WATCHER",
    "CardDrawn",
    "CardPlayed",
    "DealScored",
    "DealStarted",
    "DirtChanged",
    "Event",
    "EventFormatError",
    "EventProblem",
    "GameOver",
    "GameStarted",
    "PlayerInfo",
    "TrickWon",
    "event_from_json",
    "event_to_json",
    "for_seat",
]

PlayerKind = Literal["human", "computer"]
T = TypeVar("T", bound="DataclassInstance")


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    seat: int
    name: str
    kind: PlayerKind = "computer"

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "kind": self.kind}


@dataclass(frozen=True, slots=True)
class GameStarted:
    type: ClassVar[str] = "game_started"
    seed: int
    rules: Rules
    players: tuple[PlayerInfo, ...]


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A new deal. `hands` per seat; `stock` top card first. Hidden cards: see :func:`for_seat`."""

    type: ClassVar[str] = "deal_started"
    deal: int
    dealer: int
    leader: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    stock_size: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    type: ClassVar[str] = "card_played"
    deal: int
    trick: int
    seat: int
    card: Card
    blind: bool
    #: 1 for the lead, 4 for the last card of the trick.
    position: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    type: ClassVar[str] = "trick_won"
    deal: int
    trick: int
    seat: int
    cards: tuple[Card, ...]
    points: int
    leader: int
    blind: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """One card drawn from the stock. `card` is None in a view of another seat's draw."""

    type: ClassVar[str] = "card_drawn"
    deal: int
    trick: int
    seat: int
    card: Card | None
    stock_left: int


@dataclass(frozen=True, slots=True)
class DirtChanged:
    """Dirty game: `team` became dirty (won a queen in the stock phase) or clean again."""

    type: ClassVar[str] = "dirt_changed"
    deal: int
    trick: int
    team: int
    dirty: bool


@dataclass(frozen=True, slots=True)
class DealScored:
    type: ClassVar[str] = "deal_scored"
    deal: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    dirty: tuple[bool, bool]
    deal_winner: int | None
    #: Sticks the deal brings its winner: ``base + carried`` (0 for a tie and under running totals).
    award: int
    totals: tuple[int, int]
    #: Sticks waiting for the next decided deal after ties (sticks scoring only).
    carry: int
    #: Why the deal went as it did: "points", "sweep", "dirty", "tie".
    reason: str
    #: The parts of `award`: the sticks for the deal itself (1, or 2 for every card point) ...
    base: int
    #: ... and the sticks carried over from ties that this deal's winner takes with it.
    carried: int
    #: Per team: the deal counts nothing for it (no card point, or left dirty while the other team
    #: was clean), so under running totals its total fell back to zero.
    reset: tuple[bool, bool]


@dataclass(frozen=True, slots=True)
class GameOver:
    type: ClassVar[str] = "game_over"
    winner: int
    totals: tuple[int, int]
    deals: int


Event = GameStarted | DealStarted | CardPlayed | TrickWon | CardDrawn | DirtChanged | DealScored | GameOver

EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (GameStarted, DealStarted, CardPlayed, TrickWon, CardDrawn, DirtChanged, DealScored, GameOver)
}


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Rules):
        return value.to_json()
    if isinstance(value, PlayerInfo):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    return value


def event_to_json(event: Event) -> dict[str, Any]:
    """The JSON object of one log line, ``type`` first."""
    data: dict[str, Any] = {"type": event.type}
    for f in fields(event):
        data[f.name] = _encode(getattr(event, f.name))
    return data


EventProblem = Literal["not_an_object", "unknown_type", "missing_field", "unknown_field", "wrong_kind"]
#: Where in an event a problem is: the event type, then field names and list indices.
Path = tuple[str | int, ...]


class EventFormatError(ValueError):
    """An event's JSON object that is not exactly one of ours: unknown type, a field missing,
    an extra field, or a value of the wrong kind (`problem`), at `path`."""

    def __init__(self, problem: EventProblem, path: Path, detail: str, *,
                 missing: tuple[str, ...] = (), unknown: tuple[str, ...] = ()) -> None:
        self.problem: EventProblem = problem
        #: ``("trick_won", "blind", 0)``: the event type, then the field and index in it.
        self.path = path
        #: The fields missing and the fields we do not know, by name.
        self.missing = missing
        self.unknown = unknown
        super().__init__(f"{_where(path)}: {detail}" if path else detail)


def _where(path: Path) -> str:
    """`path` written the way a reader of the log names it: ``trick_won.blind[0]``."""
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" if n else p for n, p in enumerate(path))


def _decode(hint: object, value: object, where: Path) -> object:
    """`value` read as the field type `hint`; EventFormatError at `where` if it is not one."""
    origin, args = get_origin(hint), get_args(hint)
    if hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is str:
        if isinstance(value, str):
            return value
    elif hint is Card:
        if isinstance(value, str):
            try:
                return Card.parse(value)
            except ValueError as exc:
                raise EventFormatError("wrong_kind", where, str(exc)) from exc
    elif hint is Rules:
        if isinstance(value, dict):
            try:
                return Rules.from_json(value)
            except (KeyError, TypeError, AttributeError, ValueError) as exc:
                raise EventFormatError("wrong_kind", where, f"bad rules: {exc!r}") from exc
    elif hint is PlayerInfo:
        if isinstance(value, dict):
            return _decode_fields(PlayerInfo, value, where)
    elif origin in (Union, UnionType):
        if value is None and type(None) in args:
            return None
        others = [a for a in args if a is not type(None)]
        if len(others) == 1:
            return _decode(others[0], value, where)
    elif origin is Literal:
        if value in args:
            return value
    elif origin is tuple and isinstance(value, list):
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v, (*where, i)) for i, v in enumerate(value))
        if len(value) == len(args):
            return tuple(_decode(a, v, (*where, i)) for i, (a, v) in enumerate(zip(args, value, strict=True)))
    raise EventFormatError("wrong_kind", where, f"{value!r} is not a {getattr(hint, '__name__', hint)}")


@cache
def _shape(cls: type) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The field types and names of the dataclass `cls`, read once: resolving the hints costs
    some 0.2 ms, more than decoding an event with them."""
    return get_type_hints(cls), tuple(f.name for f in fields(cls))


def _decode_fields(cls: type[T], data: dict[str, object], where: Path) -> T:
    """An instance of the dataclass `cls` from exactly its fields (a `type` tag aside)."""
    hints, names = _shape(cls)
    given = set(data) - {"type"}
    missing = tuple(n for n in names if n not in given)
    extra = tuple(sorted(given - set(names)))
    if missing or extra:
        parts = [f"missing {', '.join(missing)}"] if missing else []
        parts += [f"unknown {', '.join(extra)}"] if extra else []
        raise EventFormatError("missing_field" if missing else "unknown_field", where, "; ".join(parts),
                               missing=missing, unknown=extra)
    return cls(**{n: _decode(hints[n], data[n], (*where, n)) for n in names})


def event_from_json(data: dict[str, Any]) -> Event:
    """Rebuild an event from its JSON object, field by field of its dataclass.

    Raises `EventFormatError` (a ValueError) for an unknown type, a missing or extra field, or a
    value of the wrong kind: a log is the full truth, so nothing is filled in by guessing.
    """
    if not isinstance(data, dict):
        raise EventFormatError("not_an_object", (), "an event is a JSON object")
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None or not isinstance(kind, str):
        raise EventFormatError("unknown_type", (), f"unknown event type {kind!r}")
    if cls is DealScored and not any(name in data for name in _LATER_PARTS):
        return _with_parts(_decode_fields(DealScored, {**data, **_LATER_PARTS}, (kind,)))
    return _decode_fields(cls, data, (kind,))


#: The fields ``deal_scored`` gained after logs were first written, as placeholders.
_LATER_PARTS: dict[str, object] = {"base": 0, "carried": 0, "reset": [False, False]}


def _with_parts(event: DealScored) -> DealScored:
    """A ``deal_scored`` of a log written before the event held the parts of its award and the
    resets, with them: exact, not guessed, because a finished deal holds every card point (the
    sum of `points` is the pack), only a sticks award is ever more than 0, and the reason is
    "dirty" exactly when one team was left dirty and the other clean."""
    dirt = event.reason == "dirty"
    reset = (event.points[0] == 0 or (dirt and event.dirty[0]), event.points[1] == 0 or (dirt and event.dirty[1]))
    winner = event.deal_winner
    if winner is None or event.award == 0:
        return replace(event, reset=reset)
    base = 2 if event.points[winner] == event.points[0] + event.points[1] else 1
    return replace(event, base=base, carried=event.award - base, reset=reset)


#: The "seat" of a watcher for `for_seat`: no seat's at all, so every hand and every draw is hidden.
WATCHER = -1


def for_seat(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: other hands, the stock order and others' draws hidden
    (`WATCHER`: what everybody may see, every hand and draw hidden)."""
    if isinstance(event, GameStarted):
        # The seed decides every shuffle: whoever knows it knows every hand.
        return replace(event, seed=0)
    if isinstance(event, DealStarted):
        hands = tuple(h if s == seat else () for s, h in enumerate(event.hands))
        return replace(event, hands=hands, stock=())
    if isinstance(event, CardDrawn) and event.seat != seat:
        return replace(event, card=None)
    return event
