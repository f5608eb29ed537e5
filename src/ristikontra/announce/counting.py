"""Card counting for one seat: per rank, how many cards that seat has not seen yet.

A card is seen once it is in the listener's hand or face up on the table (every finished trick
of this deal and the trick in progress, blind plays included: they are turned up as they land).
Everything else, the other hands and the stock, is unseen, whatever it is. So this is a pure
function of the seat's view and never knows more than the player may.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Literal

from ristikontra.announce.cards import RANK_KEYS, summary_order
from ristikontra.announce.context import Context, Part
from ristikontra.announce.message import Message
from ristikontra.engine.cards import RANKS
from ristikontra.engine.state import SeatView

__all__ = ["RankCount", "card_count", "cards_gone", "count_ranks", "rank_count"]

SUITS_PER_RANK = 4


@dataclass(frozen=True, slots=True)
class RankCount:
    """Where the four cards of one rank are, as far as the listener knows."""

    rank: str
    held: int
    played: int

    @property
    def unseen(self) -> int:
        return SUITS_PER_RANK - self.held - self.played


def count_ranks(view: SeatView) -> dict[str, RankCount]:
    """Every rank's count from `view`'s seat, point ranks first (ace, ten, king, queen, jack, nine ... two)."""
    held = Counter(c.rank for c in view.hand)
    played = Counter(c.rank for c in view.played_cards())
    return {rank: RankCount(rank, held[rank], played[rank])
            for rank in summary_order(RANKS, view.rules.card_values)}


def _no_deal(ctx: Context, view: SeatView) -> Message | None:
    if view.phase == "new":
        return ctx.one("scores-none", interrupt=True)
    return None


def card_count(ctx: Context, view: SeatView) -> Message:
    """ "Noch draußen: zwei Asse, eine Zehn, alle vier Könige ..." -- ranks with nothing out are left out."""
    early = _no_deal(ctx, view)
    if early is not None:
        return early
    out = [c for c in count_ranks(view).values() if c.unseen]
    if not out:
        return ctx.one("count-out-none", interrupt=True)
    t = ctx.t
    entries = [t("rank-out", rank=RANK_KEYS[c.rank], count=c.unseen) for c in out]
    shorts = [t("rank-out", attribute="short", rank=RANK_KEYS[c.rank], count=c.unseen) for c in out]
    return ctx.one("count-out", {"list": ctx.words.join(entries), "list_short": ", ".join(shorts)},
                   interrupt=True)


def cards_gone(ctx: Context, view: SeatView) -> Message:
    """The ranks nobody else can still hold: all four played, or the rest in the listener's hand."""
    early = _no_deal(ctx, view)
    if early is not None:
        return early
    counts = [c for c in count_ranks(view).values() if not c.unseen]
    played = [RANK_KEYS[c.rank] for c in counts if c.played == SUITS_PER_RANK]
    held = [RANK_KEYS[c.rank] for c in counts if c.held]
    if not played and not held:
        return ctx.one("count-gone-none", interrupt=True)
    parts: list[Part] = []
    for msg_id, ranks in (("count-gone-played", played), ("count-gone-held", held)):
        if ranks:
            # "All nines and eights have been played", but "no other sixes or fives are out".
            conjunction: Literal["and", "or"] = "or" if msg_id == "count-gone-held" else "and"
            parts.append((msg_id, {
                # After the negation the plural takes its own case in Finnish ("kutosia").
                "ranks": ctx.words.join([ctx.t("rank-plural" if conjunction == "and" else "rank-plural-negated",
                                               rank=r) for r in ranks], conjunction),
                "ranks_short": ", ".join(ctx.t("rank", rank=r) for r in ranks),
                "count": len(ranks),
            }))
    return ctx.message(parts, interrupt=True)


def rank_count(ctx: Context, view: SeatView, rank: str) -> Message:
    """One rank: how many are still out, in the listener's hand and played."""
    early = _no_deal(ctx, view)
    if early is not None:
        return early
    count = count_ranks(view)[rank]
    return ctx.one("count-rank", {"rank": RANK_KEYS[rank], "count": count.unseen, "held": count.held,
                                  "played": count.played}, interrupt=True)
