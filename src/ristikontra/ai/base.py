"""What every computer player shares: the `Player` protocol and facts a seat can count.

A player sees one :class:`~ristikontra.engine.SeatView` and nothing else. The helpers here only
read that view, so a player built on them cannot peek at other hands or the stock order.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ristikontra.engine import RANKS, Action, PlayBlind, PlayCard, SeatView

__all__ = [
    "RANK_INDEX",
    "Player",
    "distinct_actions",
    "merge_equal_ranks",
    "rank_of",
    "unseen_rank_counts",
]

#: Rank character -> 0..12 (2 is 0, ace is 12).
RANK_INDEX: dict[str, int] = {r: i for i, r in enumerate(RANKS)}


class Player(Protocol):
    """A computer player: picks one of ``view.legal`` for the seat the view belongs to."""

    def choose(self, view: SeatView, rng: random.Random) -> Action: ...


def rank_of(action: Action) -> str | None:
    """The rank a hand play shows, or None for a blind play (unknown until it is turned up)."""
    return action.card.rank if isinstance(action, PlayCard) else None


def distinct_actions(view: SeatView) -> list[Action]:
    """The legal actions with equal ranks merged (suits never matter): one card per rank, lowest
    suit first, then the blind play if it is legal. Order is deterministic."""
    return merge_equal_ranks(view.legal)


def merge_equal_ranks(legal: Sequence[Action]) -> list[Action]:
    """:func:`distinct_actions` for a list of legal actions."""
    by_rank: dict[str, PlayCard] = {}
    blind: PlayBlind | None = None
    for action in legal:
        if isinstance(action, PlayBlind):
            blind = action
            continue
        known = by_rank.get(action.card.rank)
        if known is None or action.card.index < known.card.index:
            by_rank[action.card.rank] = action
    merged: list[Action] = [by_rank[r] for r in sorted(by_rank, key=RANK_INDEX.__getitem__)]
    if blind is not None:
        merged.append(blind)
    return merged


def unseen_rank_counts(view: SeatView) -> list[int]:
    """Per rank index, how many cards of that rank this seat has not seen (in other hands or
    the stock): four minus its own hand minus every card played face up this deal."""
    counts = [4] * len(RANKS)
    for card in view.hand:
        counts[card.index >> 2] -= 1
    for card in view.played_cards():
        counts[card.index >> 2] -= 1
    return counts
