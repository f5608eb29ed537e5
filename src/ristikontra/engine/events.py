"""Structured events: the only thing the announcer, the log and the interface read.

Every state change of :class:`~ristikontra.engine.state.GameState` returns a list of these.
Each has a ``type`` tag and a JSON form (one line per event in a game log). Events are the full
truth and may hold hidden cards; :func:`for_seat` gives the version one seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Literal

from ristikontra.engine.cards import Card
from ristikontra.engine.rules import Rules

__all__ = [
    "EVENT_TYPES",
    "CardDrawn",
    "CardPlayed",
    "DealScored",
    "DealStarted",
    "DirtChanged",
    "Event",
    "GameOver",
    "GameStarted",
    "PlayerInfo",
    "TrickWon",
    "event_from_json",
    "event_to_json",
    "for_seat",
]

PlayerKind = Literal["human", "computer"]


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
    award: int
    totals: tuple[int, int]
    #: Sticks waiting for the next decided deal after ties (sticks scoring only).
    carry: int
    #: Why the deal went as it did: "points", "sweep", "dirty", "tie".
    reason: str


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


def _cards(items: Any) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in items)


def event_from_json(data: dict[str, Any]) -> Event:
    """Rebuild an event from its JSON object; raises ValueError on anything malformed."""
    try:
        kind = data["type"]
        if kind == "game_started":
            return GameStarted(
                seed=int(data["seed"]),
                rules=Rules.from_json(data["rules"]),
                players=tuple(PlayerInfo(int(p["seat"]), str(p["name"]), p["kind"]) for p in data["players"]),
            )
        if kind == "deal_started":
            return DealStarted(
                deal=int(data["deal"]),
                dealer=int(data["dealer"]),
                leader=int(data.get("leader", (int(data["dealer"]) + 1) % 4)),
                hands=tuple(_cards(h) for h in data["hands"]),
                stock=_cards(data["stock"]),
                stock_size=int(data.get("stock_size", len(data["stock"]))),
            )
        if kind == "card_played":
            return CardPlayed(int(data["deal"]), int(data["trick"]), int(data["seat"]), Card.parse(data["card"]),
                              bool(data["blind"]), int(data.get("position", 0)))
        if kind == "trick_won":
            return TrickWon(int(data["deal"]), int(data["trick"]), int(data["seat"]), _cards(data["cards"]),
                            int(data["points"]), int(data.get("leader", -1)),
                            tuple(bool(b) for b in data.get("blind", (False,) * 4)))
        if kind == "card_drawn":
            card = data["card"]
            return CardDrawn(int(data["deal"]), int(data["trick"]), int(data["seat"]),
                             None if card is None else Card.parse(card), int(data.get("stock_left", -1)))
        if kind == "dirt_changed":
            return DirtChanged(int(data["deal"]), int(data["trick"]), int(data["team"]), bool(data["dirty"]))
        if kind == "deal_scored":
            p, t, d, tot = data["points"], data["tricks"], data["dirty"], data["totals"]
            winner = data["deal_winner"]
            return DealScored(int(data["deal"]), (int(p[0]), int(p[1])), (int(t[0]), int(t[1])),
                              (bool(d[0]), bool(d[1])), None if winner is None else int(winner),
                              int(data["award"]), (int(tot[0]), int(tot[1])), int(data.get("carry", 0)),
                              str(data.get("reason", "points")))
        if kind == "game_over":
            tot = data["totals"]
            return GameOver(int(data["winner"]), (int(tot[0]), int(tot[1])), int(data.get("deals", 0)))
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
        raise ValueError(f"malformed event: {exc!r}") from exc
    raise ValueError(f"unknown event type {data.get('type')!r}")


def for_seat(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: other hands, the stock order and others' draws hidden."""
    if isinstance(event, GameStarted):
        # The seed decides every shuffle: whoever knows it knows every hand.
        return replace(event, seed=0)
    if isinstance(event, DealStarted):
        hands = tuple(h if s == seat else () for s, h in enumerate(event.hands))
        return replace(event, hands=hands, stock=())
    if isinstance(event, CardDrawn) and event.seat != seat:
        return replace(event, card=None)
    return event
