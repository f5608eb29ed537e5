"""Dealing the cards a seat has not seen into a world consistent with its view, card by card, for
tests (the computer players draw their own worlds in rank form: `ai.knowledge`).

What a seat knows: its own hand, every card played face up this deal (finished tricks, the
current trick, blind plays included), how many cards each other hand holds and how many the
stock holds. Nothing in the rules ties a hidden card to a seat (no duty to follow), so every
arrangement of the unseen cards that fits those counts is possible; we draw one uniformly.
"""

from __future__ import annotations

import random

from ristikontra.engine import DECK, Card, SeatView

__all__ = ["sample_world", "unseen_cards"]


def unseen_cards(view: SeatView) -> list[Card]:
    """The cards in other hands or the stock, as far as this seat knows: the pack minus its hand
    minus every card face up this deal. Deterministic order (pack order)."""
    seen = set(view.hand)
    seen.update(view.played_cards())
    return [c for c in DECK if c not in seen]


def sample_world(
    view: SeatView, rng: random.Random, unseen: list[Card] | None = None
) -> tuple[list[list[Card]], list[Card]]:
    """A random deal of the unseen cards: (hands per seat, stock top card first).

    The viewer's own hand is its real hand; other hands get ``view.hand_sizes`` cards each and
    the stock gets ``view.stock_size``.
    """
    pool = list(unseen_cards(view) if unseen is None else unseen)
    needed = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat) + view.stock_size
    if needed != len(pool):
        raise ValueError(f"view of seat {view.seat} is inconsistent: {len(pool)} unseen cards, {needed} hidden places")
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    at = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(pool[at:at + size])
            at += size
    return hands, pool[at:]
