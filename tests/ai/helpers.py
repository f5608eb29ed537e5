"""Shared helpers for the player tests: rule variants and scripted deals."""

from __future__ import annotations

from collections.abc import Sequence

from ristikontra.engine import DECK, PRESETS, Card, GameState, PlayCard, Rules, cards, default_players

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


def stock_played_out(finals: Sequence[str], leader: int, rules: Rules | None = None) -> GameState:
    """A deal played to the start of trick 8, the first without a stock, where seat s holds
    `finals[s]` (six cards, as text) and `leader` is to lead. Tricks 1-7 never match, so their
    leader (always `leader`) wins them; they use the 28 cards nobody keeps."""
    keep = [cards(h) for h in finals]
    kept = {c for hand in keep for c in hand}
    pool = [c for c in DECK if c not in kept]  # pack order: grouped by rank, four at most
    # Trick i takes pool[i], pool[i + 7], ...: cards seven apart never share a rank. Leading
    # columns 0, 4, 1, 5, ... never leads one rank three times running (the lead limit).
    tricks = [pool[i::7] for i in (0, 4, 1, 5, 2, 6, 3)]
    order = [(leader + i) % 4 for i in range(4)]
    hands: list[list[Card]] = [[], [], [], []]
    for cards4 in tricks[:6]:
        for seat, card in zip(order, cards4, strict=True):
            hands[seat].append(card)
    # The leader wins every trick and draws first, then the others clockwise: the stock holds
    # the cards of trick 7, then the six cards each seat keeps.
    stock = list(tricks[6])
    for k in range(6):
        stock.extend(keep[seat][k] for seat in order)
    state = GameState(rules or PRESETS["sticks"], default_players(human_seat=None), seed=5)
    state.start_deal(hands=hands, stock=stock, dealer=(leader - 1) % 4)
    for cards4 in tricks:
        for seat, card in zip(order, cards4, strict=True):
            state.apply(PlayCard(seat, card))
    assert state.trick_no == 8 and state.to_move == leader and state.view(0).stock_size == 0
    return state
