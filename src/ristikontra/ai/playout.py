"""The playout policy of the search: sound habits for every seat, on its own knowledge, fast.

In a sampled world the search plays the deal out many times; each seat then decides only from
what it would know itself there: its own hand, the trick, and how many cards of each rank are
face up (``played``, kept up to date by :func:`play_out`). The rules, in order:

- lead a rank nobody else can still hold (a sure trick), the dearest first;
- otherwise lead cheap, from the rank held most often; play blind rather than lead a ten or an
  ace into an unsure trick;
- following a trick the own team is winning: if nobody still to play can match, throw the
  dearest card on it (spice), else the cheapest;
- following a trick the opponents are winning: match it if the match is cheap, wins surely
  (last to play) or takes ten points or more; else throw the cheapest card, or play blind if
  every card in hand is worth a king or more.

A few microseconds a move: thousands of moves per decision in pure Python.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ristikontra.ai.basic import (
    DEFAULT_WEIGHTS,
    HOLD_SHARE,
    LATER_CARD_POINTS,
    LEAD_POINTS,
    PAIR_LEAD_BONUS,
    Weights,
    _p_holds,
)
from ristikontra.ai.fastsim import BLIND, KING, TRICKS, FastDeal
from ristikontra.engine import Action, SeatView, blind, play
from ristikontra.engine.legality import playable
from ristikontra.engine.state import STOCK_TRICKS

__all__ = ["PolicyPlayer", "choose_move", "play_out"]

#: Points a random unseen card is worth on average (120 over 52).
AVERAGE_CARD = 2.3
#: A `lead_team` or `spare_team` meaning every seat (not only one team's).
BOTH_TEAMS = 2
#: How bad the best hand lead must look before a blind lead is preferred.
BLIND_LEAD_MARGIN = 4.0


#: :func:`~ristikontra.ai.basic._p_holds` as a flat table (hand size, wanted copies, unseen
#: cards): a list index costs less than the cached call, and the numbers are the very same.
_UNSEEN = 53
_PER_SIZE = 5 * _UNSEEN
_HOLDS = [_p_holds(size, wanted, unseen) for size in range(13) for wanted in range(5) for unseen in range(_UNSEEN)]


def _p_team(deal: FastDeal, seat: int, pos: int, team_now: int, wanted: int, total: int) -> float:
    """Chance that `seat`'s team takes the trick if `team_now` is winning it after this card:
    each later player matches if it holds the led rank (`wanted` copies among `total` unseen
    cards) and the last one to match wins (as `basic` reckons it)."""
    hands = deal.hands
    me = seat & 1
    p_us = 0.0
    none_after = 1.0
    base = wanted * _UNSEEN + total
    for i in range(3 - pos, 0, -1):
        later = (seat + i) & 3
        p = _HOLDS[len(hands[later]) * _PER_SIZE + base]
        if later & 1 == me:
            p_us += none_after * p
        none_after *= 1.0 - p
    if team_now == me:
        p_us += none_after
    return p_us


def _p_me(deal: FastDeal, seat: int, pos: int, wanted: int, total: int) -> float:
    """Chance that nobody after `seat` matches (`wanted` copies of the led rank among `total`)."""
    hands = deal.hands
    base = wanted * _UNSEEN + total
    p = 1.0
    for i in range(3 - pos, 0, -1):
        p *= 1.0 - _HOLDS[len(hands[(seat + i) & 3]) * _PER_SIZE + base]
    return p


def _lead_worth(hand: list[int], rank: int, played: list[int], values: Sequence[int],
                worth: float = LEAD_POINTS) -> float:
    """:meth:`ristikontra.ai.basic._Table.lead_worth` on the fast simulator's ranks (`worth`: the
    lead's own)."""
    seen = 0
    for r in hand:
        if seen >> r & 1:
            continue
        seen |= 1 << r
        held = hand.count(r)
        if played[r] + held == 4:
            worth += (held - (r == rank)) * (values[r] + LATER_CARD_POINTS)
    return worth


def choose_move(deal: FastDeal, played: list[int], lead_team: int = -1, spare_team: int = -1,
                weights: Weights = DEFAULT_WEIGHTS) -> int:
    """The policy's move (hand position or :data:`BLIND`) for the seat to move in `deal`;
    `played` counts the cards of each rank face up this deal. As `strong`'s habit does
    (:func:`~ristikontra.ai.basic.choose_basic`), the seats of `lead_team` value taking the lead
    too, and those of `spare_team` part with spare copies more readily when following
    (:data:`BOTH_TEAMS`: every seat; -1: none), those of either by the habit's `weights`."""
    seat = deal.to_move
    hand = deal.hands[seat]
    values = deal.values
    ranks = deal.trick_ranks
    pos = len(ranks)
    n = len(hand)
    stock = deal.stock
    can_blind = deal.blind_play and bool(stock)
    barred = deal.barred() if pos == 0 else -1
    king = KING if deal.fourth_king and deal.kings_barred() else -2  # asked only under the option
    allowed: Sequence[int]
    if barred < 0 and king < 0:
        allowed = range(n)
    else:
        allowed = playable(hand, None if barred < 0 else barred, None if king < 0 else king)
        if not allowed:
            if can_blind:
                return BLIND
            allowed = range(n)
    hands = deal.hands
    total = len(stock)
    for s in (1, 2, 3):
        total += len(hands[(seat + s) & 3])
    team = seat & 1
    tuned = team in (lead_team, spare_team) or BOTH_TEAMS in (lead_team, spare_team)
    if not tuned:
        hold = HOLD_SHARE
    elif weights.hand_hold is None or deal.trick_no <= STOCK_TRICKS:
        hold = weights.hold_share
    else:
        hold = weights.hand_hold
    if deal.trick_no == TRICKS:
        hold = 0.0
    later = LATER_CARD_POINTS * (3 - pos)
    lead = (team == lead_team or lead_team == BOTH_TEAMS) and deal.trick_no < TRICKS
    best = allowed[0]
    best_score = -1e9
    seen = 0
    if pos == 0:
        for i in allowed:
            r = hand[i]
            if seen >> r & 1:
                continue
            seen |= 1 << r
            held = hand.count(r)
            v = values[r]
            p = _p_team(deal, seat, 0, team, 4 - played[r] - held, total)
            score = (2.0 * p - 1.0) * (v + later) - hold * v
            if v == 0:
                score += (weights.pair_bonus if tuned else PAIR_LEAD_BONUS) * (held - 1)
            if lead:
                score += (_p_me(deal, seat, 0, 4 - played[r] - held, total)
                          * _lead_worth(hand, r, played, values, weights.lead_points))
            if score > best_score + 1e-9:
                best, best_score = i, score
        if can_blind and best_score < -BLIND_LEAD_MARGIN:
            return BLIND
        return best
    led = ranks[0]
    seats = deal.trick_seats
    winner = seats[0]
    points = 0
    for i in range(pos):
        r = ranks[i]
        points += values[r]
        if r == led:
            winner = seats[i]
    wanted = 4 - played[led] - hand.count(led)
    p_miss = _p_team(deal, seat, pos, winner & 1, wanted, total)
    p_match = -1.0
    base = points + later
    spare = weights.spare_points if team == spare_team or spare_team == BOTH_TEAMS else 0.0
    for i in allowed:
        r = hand[i]
        if seen >> r & 1:
            continue
        seen |= 1 << r
        v = values[r]
        if r == led:
            if p_match < 0:
                p_match = _p_team(deal, seat, pos, team, wanted, total)
            p = p_match
        else:
            p = p_miss
        score = (2.0 * p - 1.0) * (base + v) - hold * v
        if spare:
            score += spare * (hand.count(r) - 1)
        if lead and r == led:
            score += _p_me(deal, seat, pos, wanted, total) * _lead_worth(hand, r, played, values, weights.lead_points)
        if score > best_score + 1e-9:
            best, best_score = i, score
    if can_blind and best_score < 0:
        # A random stock card: matches with the share of the led rank among the unseen cards,
        # and is worth the average unseen card otherwise.
        q = wanted / total if total else 0.0
        p_hit = _p_team(deal, seat, pos, team, max(wanted - 1, 0), max(total - 1, 1))
        worth = (2.0 * p_miss - 1.0) * (base + AVERAGE_CARD)
        blind_score = q * (2.0 * p_hit - 1.0) * (base + values[led]) + (1.0 - q) * worth
        if blind_score > best_score:
            return BLIND
    return best


def play_out(deal: FastDeal, played: list[int], lead_team: int = -1, spare_team: int = -1,
             weights: Weights = DEFAULT_WEIGHTS, stop_trick: int = TRICKS + 1) -> None:
    """Play `deal` with :func:`choose_move` for every seat (updates `played`) to its end, or to
    the start of trick `stop_trick` if it comes first."""
    # :meth:`FastDeal.play` inlined: this loop is most of a search's time.
    hands = deal.hands
    stock = deal.stock
    while deal.trick_no <= TRICKS:
        move = choose_move(deal, played, lead_team, spare_team, weights)
        seat = deal.to_move
        if move < 0:
            rank = stock.pop()
            deal.trick_blind.append(True)
        else:
            rank = hands[seat].pop(move)
            deal.trick_blind.append(False)
        played[rank] += 1
        if rank == KING:
            deal.kings += 1
        ranks = deal.trick_ranks
        ranks.append(rank)
        deal.trick_seats.append(seat)
        if len(ranks) < 4:
            deal.to_move = (seat + 1) & 3
        else:
            deal.finish_trick()
            if deal.trick_no >= stop_trick:
                return


class PolicyPlayer:
    """The playout policy as a player of its own (to measure it against `basic`)."""

    level = "playout"

    def __init__(self, lead_value: bool = False, spare_copies: bool = False) -> None:
        #: Whether it values taking the lead, as the searching team's seats do in `strong`'s playouts.
        self.lead_value = lead_value
        #: Whether it parts with spare copies more readily when following, as they do too.
        self.spare_copies = spare_copies

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        from ristikontra.ai.knowledge import Knowledge

        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to play")
        know = Knowledge(view, None)
        deal = know.template.copy()
        # Only the sizes of other hands and the stock are read.
        deal.hands = [know.hand[:] if s == view.seat else [0] * n for s, n in enumerate(view.hand_sizes)]
        deal.stock = [0] * view.stock_size
        team = view.seat & 1
        move = choose_move(deal, know.played, team if self.lead_value else -1, team if self.spare_copies else -1)
        if move < 0:
            return blind(view.seat)
        return play(view.seat, view.hand[move])
