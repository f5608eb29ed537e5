"""The `basic` level: one sound rule of thumb, scored for every distinct action.

For each card it could play (equal ranks are one choice) and for the blind play, the player
estimates the chance that its team ends up winning the trick, from the cards it has not seen:
a later player takes the trick if it holds the led rank, and the last one to match wins. The
action's score is the trick's expected points for the team (won points count plus, lost points
minus) less what the card would still be worth kept in hand. That one formula gives the habits a
casual player would recognise:

- it leads worthless cards, best of a rank it holds several of (fewer left for the opponents);
- it matches the led rank to steal a trick with points, surest as the last player;
- it throws points onto a trick its partner is sure to win (spicing);
- it keeps tens and aces away from tricks the opponents will likely take;
- it plays blind when every hand card would cost more than a random stock card;
- with the dirty game on, it avoids winning queens in the stock phase and hunts kings to get clean.

It only ever picks from ``view.legal``, so the lead limit and the fourth-king rule hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from ristikontra.ai.base import RANK_INDEX, merge_equal_ranks, unseen_rank_counts
from ristikontra.ai.losttrick import SPARE_COPY_POINTS, fit_for_lost_trick
from ristikontra.engine import RANKS, Action, Card, PlayCard, Rules, SeatView
from ristikontra.engine.state import STOCK_TRICKS, TRICKS_PER_DEAL

# SPARE_COPY_POINTS (with `spare_copies`: how much cheaper a card is to part with when following,
# for every other card of its rank in hand) lives beside the rule for lost tricks, which weighs
# spare copies alike; it is named here too, where the habit uses it.
__all__ = ["SPARE_COPY_POINTS", "BasicPlayer", "choose_basic"]

#: Share of a point card's value it is still worth kept in hand (it can spice a sure trick later).
HOLD_SHARE = 0.6
#: Points a later card adds to a trick on average (120 points over 52 cards).
LATER_CARD_POINTS = 2.3
#: How much becoming dirty (or getting clean) is worth, in card points.
DIRT_POINTS = 25.0
#: Small bonus per extra card held of a worthless rank that is led.
PAIR_LEAD_BONUS = 0.5
#: With `lead_value`: what leading the next trick is worth in itself, in card points, on top of
#: the ranks only this seat can still play (see :meth:`_Table.lead_worth`).
LEAD_POINTS = 1.0


@dataclass(frozen=True)
class Weights:
    """The habit's weights, for benchmark variants that try others (the defaults are the
    module's constants, which `basic` and `strong` play by)."""

    hold_share: float = HOLD_SHARE
    #: The share kept in the hand phase (None: `hold_share` there too).
    hand_hold: float | None = None
    spare_points: float = SPARE_COPY_POINTS
    lead_points: float = LEAD_POINTS
    pair_bonus: float = PAIR_LEAD_BONUS
    #: The share kept in the last stock tricks, from `late_from` on (None: `hold_share` there too).
    late_hold: float | None = None
    late_from: int = 6
    #: Points a later card adds to a trick on average, as the habit reckons it.
    later_points: float = LATER_CARD_POINTS
    #: Added to the blind play's score (positive: blind more readily).
    blind_bias: float = 0.0
    #: The share kept of an ace's or a ten's value in the stock phase (None: as of the others).
    high_hold: float | None = None


DEFAULT_WEIGHTS = Weights()

_QUEEN = RANK_INDEX["Q"]
_KING = RANK_INDEX["K"]


@cache
def _p_holds(hand_size: int, wanted: int, unseen: int) -> float:
    """Chance that a hand of `hand_size` unknown cards holds at least one of `wanted` cards
    among `unseen` (drawn without replacement)."""
    if wanted <= 0 or hand_size <= 0 or unseen <= 0:
        return 0.0
    p_none = 1.0
    for i in range(hand_size):
        rest = unseen - i
        if rest <= wanted:
            return 1.0
        p_none *= (rest - wanted) / rest
    return 1.0 - p_none


@lru_cache(maxsize=64)
def _rank_values(rules: Rules) -> tuple[int, ...]:
    return tuple(rules.value(r) for r in RANKS)


class _Table:
    """What one seat knows about the trick in progress, precomputed for scoring.

    Built from exactly what the seat's view holds: its own hand, the hand sizes, the trick so
    far, the trick number, the dirty flags and how many cards of each rank it has not seen.
    """

    def __init__(
        self,
        rules: Rules,
        seat: int,
        hand: Sequence[Card],
        hand_sizes: Sequence[int],
        trick_seats: Sequence[int],
        trick_cards: Sequence[Card],
        trick_no: int,
        dirty: Sequence[bool],
        unseen: list[int],
        lead_value: bool = False,
        spare_copies: bool = False,
        weights: Weights = DEFAULT_WEIGHTS,
    ) -> None:
        self.seat = seat
        self.weights = weights
        #: Whether taking the lead counts (the `strong` habit), not only the trick's points.
        self.lead_value = lead_value and trick_no < TRICKS_PER_DEAL
        #: What each other card of the rank played is worth when following (the `strong` habit).
        self.spare = weights.spare_points if spare_copies else 0.0
        self.team = seat % 2
        self.hand_sizes = hand_sizes
        self.dirty = dirty
        self.values = _rank_values(rules)
        self.unseen = unseen
        self.unseen_total = sum(unseen)
        self.mine = [0] * len(RANKS)
        for card in hand:
            self.mine[card.index >> 2] += 1
        self.trick_ranks = [card.index >> 2 for card in trick_cards]
        self.led: int | None = self.trick_ranks[0] if trick_cards else None
        winner = trick_seats[0] if trick_cards else seat
        for s, r in zip(trick_seats, self.trick_ranks, strict=True):
            if r == self.led:
                winner = s
        self.winner = winner
        self.trick_points = sum(self.values[r] for r in self.trick_ranks)
        self.later = [(seat + i) % 4 for i in range(1, 4 - len(trick_cards))]
        self.later_points = weights.later_points * len(self.later)
        self.stock_phase = trick_no <= STOCK_TRICKS
        self.dirty_rule = rules.dirty
        share = weights.hold_share if self.stock_phase or weights.hand_hold is None else weights.hand_hold
        if self.stock_phase and weights.late_hold is not None and trick_no >= weights.late_from:
            share = weights.late_hold
        hold = share if trick_no < TRICKS_PER_DEAL else 0.0
        self.hold = [hold * v for v in self.values]
        if self.stock_phase and weights.high_hold is not None:
            self.hold = [weights.high_hold * v if v >= 10 else h for h, v in zip(self.hold, self.values, strict=True)]

    def _dirt(self, team: int, rank: int, led: int) -> float:
        """Extra worth (card points) for `team` of winning this trick with `rank` added."""
        ranks = self.trick_ranks
        if self.stock_phase:
            if not self.dirty[team] and (rank == _QUEEN or _QUEEN in ranks):
                return -DIRT_POINTS
            return 0.0
        if self.dirty[team] and led != _QUEEN and (rank == _KING or _KING in ranks):
            return DIRT_POINTS
        return 0.0

    def p_us(self, led: int, winner_team: int, wanted: int, unseen_total: int) -> float:
        """Chance this seat's team takes the trick: later players match if they hold the led rank
        (`wanted` of them unseen), and the last one to match wins."""
        sizes = self.hand_sizes
        p_us = 0.0
        none_after = 1.0
        for seat in reversed(self.later):
            p = _p_holds(sizes[seat], wanted, unseen_total)
            if seat % 2 == self.team:
                p_us += none_after * p
            none_after *= 1.0 - p
        if winner_team == self.team:
            p_us += none_after
        return p_us

    def worth(self, rank: int, led: int, p_us: float) -> float:
        """Expected trick worth for this seat's team if a card of `rank` goes on the trick."""
        points = self.trick_points + self.values[rank] + self.later_points
        if not self.dirty_rule:
            return (2.0 * p_us - 1.0) * points
        gain_us = points + self._dirt(self.team, rank, led)
        gain_them = points + self._dirt(1 - self.team, rank, led)
        return p_us * gain_us - (1.0 - p_us) * gain_them

    def lead_worth(self, rank: int) -> float:
        """What leading the next trick is worth to this seat after it played a card of `rank`: a
        little in itself (it picks the rank), and every card left of a rank nobody else can still
        hold takes a trick when led, with what the others throw on it."""
        mine = self.mine
        unseen = self.unseen
        worth = self.weights.lead_points
        for r, count in enumerate(mine):
            if r == rank:
                count -= 1
            if count > 0 and unseen[r] == 0:
                worth += count * (self.values[r] + LATER_CARD_POINTS)
        return worth

    def p_me(self, led: int) -> float:
        """Chance nobody after this seat matches `led` (so this seat's match takes the trick)."""
        p = 1.0
        for seat in self.later:
            p *= 1.0 - _p_holds(self.hand_sizes[seat], self.unseen[led], self.unseen_total)
        return p

    def score(self, action: Action) -> float:
        unseen = self.unseen
        total = self.unseen_total
        if isinstance(action, PlayCard):
            rank = action.card.index >> 2
            if self.led is None:
                p = self.p_us(rank, self.team, unseen[rank], total)
                bonus = self.weights.pair_bonus * (self.mine[rank] - 1) if self.values[rank] == 0 else 0.0
                if self.lead_value:
                    bonus += self.p_me(rank) * self.lead_worth(rank)
                return self.worth(rank, rank, p) - self.hold[rank] + bonus
            led = self.led
            team = self.team if rank == led else self.winner % 2
            score = self.worth(rank, led, self.p_us(led, team, unseen[led], total)) - self.hold[rank]
            score += self.spare * (self.mine[rank] - 1)
            if self.lead_value and rank == led:
                score += self.p_me(led) * self.lead_worth(rank)
            return score
        # Blind: the top stock card is one of the unseen cards, each equally likely; the hand
        # stays as it is, so nothing kept is given up.
        if total <= 0:
            return float("-inf")
        return self.blind_score(unseen, total) + self.weights.blind_bias

    def blind_score(self, unseen: list[int], total: int) -> float:
        """The blind play's expected trick worth (without the bias)."""
        expected = 0.0
        if self.led is None:
            for rank, count in enumerate(unseen):
                if count:
                    expected += count * self.worth(rank, rank, self.p_us(rank, self.team, count - 1, total - 1))
            return expected / total
        led = self.led
        p_match = self.p_us(led, self.team, unseen[led] - 1, total - 1)
        p_miss = self.p_us(led, self.winner % 2, unseen[led], total - 1)
        for rank, count in enumerate(unseen):
            if count:
                expected += count * self.worth(rank, led, p_match if rank == led else p_miss)
        return expected / total


def _best(options: list[Action], table: _Table) -> Action:
    best = options[0]
    best_score = float("-inf")
    for action in options:
        score = table.score(action)
        if score > best_score + 1e-9:
            best, best_score = action, score
    return best


def choose_basic(view: SeatView, rng: random.Random | None = None, *, lead_value: bool = False,
                 spare_copies: bool = False, lost_cheap: bool = False,
                 weights: Weights = DEFAULT_WEIGHTS) -> Action:
    """The `basic` choice for `view` (deterministic; `rng` is accepted for the protocol).

    Two additions make `strong`'s habit (docs/STRENGTH.md has the measurements):

    - `lead_value`: taking the lead counts too: a match that takes the trick also wins the next
      lead, worth :meth:`_Table.lead_worth`;
    - `spare_copies`: when following, a card of a rank held more than once is
      :data:`SPARE_COPY_POINTS` cheaper to part with for every other copy. `basic` throws the
      first of its cheapest cards, often the one of a rank it holds only once, and so has one
      rank fewer to match with in the next tricks;
    - `lost_cheap`: on a trick the team can no longer take, only the cards fit to throw there are
      candidates (:func:`~ristikontra.ai.losttrick.fit_for_lost_trick`): the cheapest, or a
      cheap spare copy (a jack of two) beside single cheaper ones. Off in the game: measured
      weaker (docs/COACH.md)."""
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to play")
    if len(legal) == 1:
        return legal[0]
    options = merge_equal_ranks(legal)
    if lost_cheap:
        options = [options[i] for i in fit_for_lost_trick(view, options)]
    if len(options) == 1:
        return options[0]
    table = _Table(view.rules, view.seat, view.hand, view.hand_sizes, [s for s, _, _ in view.trick],
                   [c for _, c, _ in view.trick], view.trick_no, view.dirty, unseen_rank_counts(view), lead_value,
                   spare_copies, weights)
    return _best(options, table)


class BasicPlayer:
    """A casual player's rules of thumb (see the module docstring)."""

    level = "basic"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return choose_basic(view, rng)

    def __repr__(self) -> str:
        return "BasicPlayer()"
