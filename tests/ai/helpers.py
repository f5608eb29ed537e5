"""Shared helpers for the player tests: rule variants and scripted deals."""

from __future__ import annotations

from collections.abc import Sequence

from ristikontra.engine import DECK, PRESETS, Card, GameState, Rules, cards, default_players

#: Every rule set and option the players must respect.
VARIANTS: dict[str, Rules] = {
    "sticks": PRESETS["sticks"],
    "total": PRESETS["total"],
    "short": PRESETS["short"],
    "dirty": PRESETS["sticks"].with_options(dirty=True),
    "total-dirty": PRESETS["total"].with_options(dirty=True),
    "no-blind": PRESETS["sticks"].with_options(blind_play=False),
    "lead-limit-0": PRESETS["sticks"].with_options(lead_limit=0),
    "lead-limit-2": PRESETS["short"].with_options(lead_limit=2),
    "fourth-king": PRESETS["total"].with_options(fourth_king=True, blind_play=False),
}


def forced_deal(hands: Sequence[str], dealer: int, rules: Rules | None = None,
                stock_first: str = "") -> GameState:
    """A game whose first deal has the given hands (six cards each, as text); the stock is
    `stock_first` (top first) followed by the rest of the pack in pack order."""
    state = GameState(rules or PRESETS["sticks"], default_players(human_seat=None), seed=1)
    dealt = [cards(h) for h in hands]
    top = cards(stock_first) if stock_first else []
    used: set[Card] = {c for h in dealt for c in h} | set(top)
    stock = top + [c for c in DECK if c not in used]
    state.start_deal(hands=dealt, stock=stock, dealer=dealer)
    return state
