"""Which cards may be played (docs/RULES.md §2), once, on ranks.

A card is always free to follow a trick; what the rules limit is the lead and the kings: the lead
limit bars leading a rank that led the last `limit` tricks in a row, and the fourth-king limit
bars playing a king from hand while three kings are out and the stock still has cards. Playing
the top stock card blind is allowed while the stock lasts (if the rules have blind play), and a
limit that would leave no legal play at all is lifted for that play.

Pure functions on ranks of any kind (the engine's rank letters, the fast simulator's rank
indices): :class:`~ristikontra.engine.state.GameState`, the fast simulator (``ai/fastsim``),
its playout policy (``ai/playout``) and the endgame solver (``ai/endgame``) all decide legality
here. Moves are hand positions in hand order, then :data:`BLIND`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = [
    "BLIND",
    "barred_by_run",
    "barred_lead",
    "kings_barred",
    "lead_run",
    "legal_moves",
    "playable",
    "run_after",
]

R = TypeVar("R")

#: The move "play the top stock card blind" in a list of :func:`legal_moves`.
BLIND = -1


def run_after(run_rank: object, run: int, led: object) -> int:
    """How many tricks in a row `led` has led, once a trick led with it follows a run of `run`
    tricks led with `run_rank`."""
    return run + 1 if led == run_rank else 1


def lead_run(leads: Sequence[R]) -> tuple[R | None, int]:
    """The rank of the last lead of `leads` and how many tricks in a row it led (None, 0 before
    the first trick)."""
    if not leads:
        return None, 0
    last = leads[-1]
    run = 0
    for rank in reversed(leads):
        if rank != last:
            break
        run += 1
    return last, run


def barred_by_run(run_rank: R, run: int, limit: int) -> R | None:
    """The rank the lead limit `limit` (0: none) bars from a lead out of hand after `run` tricks
    in a row were led with `run_rank`, if any (before lifting: see :func:`legal_moves`)."""
    return run_rank if limit and run >= limit else None


def barred_lead(leads: Sequence[R], limit: int) -> R | None:
    """The rank the lead limit forbids leading from hand after the lead ranks `leads`, if any:
    the last `limit` leads were all of it (0: no limit)."""
    if not limit or len(leads) < limit:
        return None
    last = leads[-limit:]
    return last[0] if all(r == last[0] for r in last) else None


def kings_barred(fourth_king: bool, stock_left: int, kings_played: int) -> bool:
    """Whether the fourth-king limit bars a king from hand now: three kings out, stock not empty."""
    return fourth_king and stock_left > 0 and kings_played >= 3


def playable(hand: Sequence[R], barred: R | None, king: R | None) -> list[int]:
    """The positions in `hand` (ranks) of cards neither of the `barred` lead rank nor, while the
    fourth-king limit holds, the rank `king` (None for no limit), before lifting."""
    return [i for i, r in enumerate(hand) if r != barred and r != king]


def legal_moves(hand: Sequence[R], barred: R | None, king: R | None, can_blind: bool) -> list[int]:
    """Every legal move of a seat holding the ranks `hand`: hand positions in order, then
    :data:`BLIND` if it `can_blind`; `barred` and `king` as in :func:`playable`. When the limits
    leave nothing, they are lifted: every card in hand may be played."""
    moves = list(range(len(hand))) if barred is None and king is None else playable(hand, barred, king)
    if can_blind:
        moves.append(BLIND)
    return moves if moves else list(range(len(hand)))
