"""The scoring of a deal (docs/RULES.md §3-4), once, on plain numbers.

Who wins a deal and why, what it brings (a stick, two for a sweep, plus the sticks carried from
ties; or card points added to a running total that falls back to zero when a team scored
nothing), and whether it ends the game. Pure functions of the rules and the deal's figures:
:class:`~ristikontra.engine.state.GameState` scores every deal with :func:`score_deal`, and so
do the fast simulator (``ai/fastsim``) and the search's value of a deal's end
(``ai/evaluation``), so a rule changes here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from ristikontra.engine.rules import Rules

__all__ = [
    "STOCK_TRICKS",
    "DealOutcome",
    "Reason",
    "counts_nothing",
    "deal_winner",
    "dirt_after",
    "game_winner",
    "running_totals",
    "score_deal",
    "stick_base",
]

#: Tricks 1-7 are played while the stock lasts (docs/RULES.md §1, counting the stock).
STOCK_TRICKS = 7

#: Why a deal went as it did: more card points, all of them, the other team left dirty, or a tie.
Reason = Literal["points", "sweep", "dirty", "tie"]


class DealOutcome(NamedTuple):
    """What the end of a deal does to the game: the fields of the engine's ``deal_scored``.

    A named tuple, not a frozen dataclass: the search scores a deal at the end of every playout,
    and a tuple is built in a third of the time."""

    winner: int | None
    reason: Reason
    #: Sticks for winning the deal itself: 1, or 2 for taking every card point (0 for a tie and
    #: under running totals).
    base: int
    #: Sticks carried over from ties and paid to this deal's winner (0 if none were waiting).
    carried: int
    totals: tuple[int, int]
    #: Sticks waiting for the next decided deal after this one.
    carry: int
    game_winner: int | None
    #: Per team: the deal counts nothing for it (see :func:`counts_nothing`).
    reset: tuple[bool, bool]

    @property
    def award(self) -> int:
        """The sticks this deal brings its winner (0 under running totals)."""
        return self.base + self.carried


def dirt_after(dirty: bool, trick_no: int, ranks: Sequence[object], queen: object = "Q",
               king: object = "K") -> bool:
    """The dirty flag of the team that takes trick `trick_no` of `ranks` (led first), given its
    flag `dirty` before (docs/RULES.md section 3): a queen taken while the stock lasts dirties it;
    a king taken later cleans it, unless a queen was led. `queen` and `king` are those ranks as
    `ranks` writes them (the letters, or the fast simulator's rank indices)."""
    if trick_no <= STOCK_TRICKS:
        return dirty or queen in ranks
    return dirty and not (ranks[0] != queen and king in ranks)


def deal_winner(rules: Rules, points: Sequence[int], dirty: Sequence[bool]) -> tuple[int | None, Reason]:
    """The team that wins a finished deal (None for a tie) and why (docs/RULES.md §3): with the
    dirty game, a team left dirty loses when the other is clean; else more card points win."""
    if rules.dirty and dirty[0] != dirty[1]:
        return (0 if dirty[1] else 1), "dirty"
    if points[0] != points[1]:
        winner = 0 if points[0] > points[1] else 1
        return winner, "sweep" if points[winner] == rules.pack_points else "points"
    return None, "tie"


def stick_base(rules: Rules, points: Sequence[int], winner: int) -> int:
    """The sticks `winner` earns for the deal itself: two if it took every card point."""
    return 2 if points[winner] == rules.pack_points else 1


def counts_nothing(rules: Rules, points: Sequence[int], dirty: Sequence[bool]) -> tuple[bool, bool]:
    """Per team: the deal counts nothing for it, because it took no card point or was left dirty
    while the other team was clean; under running totals its total falls back to zero (§4)."""
    one_dirty = rules.dirty and dirty[0] != dirty[1]
    return (points[0] == 0 or (one_dirty and dirty[0])), (points[1] == 0 or (one_dirty and dirty[1]))


def running_totals(rules: Rules, totals: Sequence[int], points: Sequence[int],
                   dirty: Sequence[bool]) -> tuple[int, int]:
    """The running totals after a deal (docs/RULES.md §4): each team adds its card points; a team
    the deal counts nothing for (:func:`counts_nothing`) falls back to zero."""
    reset = counts_nothing(rules, points, dirty)
    return (0 if reset[0] else totals[0] + points[0]), (0 if reset[1] else totals[1] + points[1])


def game_winner(rules: Rules, totals: Sequence[int], winner: int | None) -> int | None:
    """The team that has won the game with totals `totals` after a deal won by `winner`: under
    sticks the deal's winner on reaching the target; under running totals the one team at the
    target, or the higher of two (none while they are level)."""
    if rules.scoring == "sticks":
        return winner if winner is not None and totals[winner] >= rules.target else None
    reached = [t for t in (0, 1) if totals[t] >= rules.target]
    if len(reached) == 1:
        return reached[0]
    if len(reached) == 2 and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None


def score_deal(rules: Rules, totals: Sequence[int], carry: int, points: Sequence[int],
               dirty: Sequence[bool]) -> DealOutcome:
    """Score a finished deal with card points `points` and dirt `dirty`, the game standing at
    `totals` with `carry` sticks waiting after ties."""
    winner, reason = deal_winner(rules, points, dirty)
    base = carried = 0
    if rules.scoring == "sticks":
        new = (totals[0], totals[1])
        if winner is None:
            carry += 1
        else:
            base, carried, carry = stick_base(rules, points, winner), carry, 0
            new = (new[0] + base + carried, new[1]) if winner == 0 else (new[0], new[1] + base + carried)
    else:
        new = running_totals(rules, totals, points, dirty)
    return DealOutcome(winner, reason, base, carried, new, carry, game_winner(rules, new, winner),
                       counts_nothing(rules, points, dirty))
