"""A seat's view as plain JSON data, and back: what the online server sends each seat.

The JSON holds exactly the fields of :class:`~ristikontra.engine.state.SeatView` (which never
contains another hand, the stock order or the seed), so it can leak nothing the view does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ristikontra.engine.actions import Action, PlayBlind, blind, play
from ristikontra.engine.cards import Card
from ristikontra.engine.events import PlayerInfo
from ristikontra.engine.rules import Rules
from ristikontra.engine.state import SeatView, TrickRecord

__all__ = ["action_from_json", "action_to_json", "history_to_json", "view_from_json", "view_to_json"]

_PHASES = ("new", "playing", "deal_over", "game_over")


def action_to_json(action: Action) -> dict[str, Any]:
    """``{"seat": 2, "blind": true}`` or ``{"seat": 0, "card": "TH"}``."""
    if isinstance(action, PlayBlind):
        return {"seat": action.seat, "blind": True}
    return {"seat": action.seat, "card": str(action.card)}


def action_from_json(data: Any) -> Action:
    """Parse :func:`action_to_json` output; raises ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError("an action is a JSON object")
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < 4:
        raise ValueError("an action names a seat 0-3")
    if data.get("blind") is True and "card" not in data:
        return blind(seat)
    card = data.get("card")
    if not isinstance(card, str) or "blind" in data:
        raise ValueError("an action has a card or blind: true")
    return play(seat, Card.parse(card))


def _pair(items: Any, kind: type) -> tuple[Any, Any]:
    first, second = items
    return kind(first), kind(second)


def history_to_json(history: Sequence[TrickRecord]) -> list[dict[str, Any]]:
    """The finished tricks of a view (the same for every seat)."""
    return [
        {"number": r.number, "leader": r.leader, "seats": list(r.seats), "cards": [str(c) for c in r.cards],
         "blind": list(r.blind), "winner": r.winner, "points": r.points}
        for r in history
    ]


def view_to_json(view: SeatView, *, with_history: bool = True) -> dict[str, Any]:
    """Every field of `view` as JSON-safe data (`with_history=False`: all but ``history``, for a
    sender that encodes the public trick history once for all seats)."""
    data: dict[str, Any] = {
        "seat": view.seat,
        "rules": view.rules.to_json(),
        "players": [p.to_json() for p in view.players],
        "phase": view.phase,
        "deal": view.deal,
        "dealer": view.dealer,
        "trick_no": view.trick_no,
        "leader": view.leader,
        "to_move": view.to_move,
        "hand": [str(c) for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "trick": [[s, str(c), b] for s, c, b in view.trick],
        "stock_size": view.stock_size,
        "points": list(view.points),
        "tricks": list(view.tricks),
        "dirty": list(view.dirty),
        "totals": list(view.totals),
        "carry": view.carry,
        "kings_played": view.kings_played,
        "legal": [action_to_json(a) for a in view.legal],
        "winner": view.winner,
        "barred_lead_rank": view.barred_lead_rank,
    }
    if view.watching:
        data["watching"] = True  # (only then: a seat's view reads as it always did)
    if with_history:
        data["history"] = history_to_json(view.history)
    return data


def view_from_json(data: Any) -> SeatView:
    """Rebuild a view from :func:`view_to_json` output; raises ValueError if it is not one."""
    try:
        phase = data["phase"]
        if phase not in _PHASES:
            raise ValueError(f"bad phase {phase!r}")
        to_move = data["to_move"]
        winner = data["winner"]
        barred = data["barred_lead_rank"]
        return SeatView(
            seat=int(data["seat"]),
            rules=Rules.from_json(data["rules"]),
            players=tuple(PlayerInfo(int(p["seat"]), str(p["name"]),
                                     "human" if p["kind"] == "human" else "computer") for p in data["players"]),
            phase=phase,
            deal=int(data["deal"]),
            dealer=int(data["dealer"]),
            trick_no=int(data["trick_no"]),
            leader=int(data["leader"]),
            to_move=None if to_move is None else int(to_move),
            hand=tuple(Card.parse(c) for c in data["hand"]),
            hand_sizes=tuple(int(n) for n in data["hand_sizes"]),
            trick=tuple((int(s), Card.parse(c), bool(b)) for s, c, b in data["trick"]),
            history=tuple(
                TrickRecord(int(r["number"]), int(r["leader"]), tuple(int(s) for s in r["seats"]),
                            tuple(Card.parse(c) for c in r["cards"]), tuple(bool(b) for b in r["blind"]),
                            int(r["winner"]), int(r["points"]))
                for r in data["history"]
            ),
            stock_size=int(data["stock_size"]),
            points=_pair(data["points"], int),
            tricks=_pair(data["tricks"], int),
            dirty=_pair(data["dirty"], bool),
            totals=_pair(data["totals"], int),
            carry=int(data["carry"]),
            kings_played=int(data["kings_played"]),
            legal=tuple(action_from_json(a) for a in data["legal"]),
            winner=None if winner is None else int(winner),
            barred_lead_rank=None if barred is None else str(barred),
            watching=data.get("watching") is True,
        )
    except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
        raise ValueError(f"not a seat view: {exc!r}") from exc
