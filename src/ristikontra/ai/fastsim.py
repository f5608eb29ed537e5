"""A fast playout simulator: one deal of Ristikontra on ranks and counts.

The engine (:class:`~ristikontra.engine.GameState`) verifies every action, builds events and
keeps interned card objects and trick records: right for the game, too heavy for a search that
plays hundreds of thousands of moves a decision. :class:`FastDeal` holds the same deal as plain
ints: a hand is a list of rank indices (0 is a two, 12 an ace; suits never matter), the stock a
list of ranks with the top card last, the trick three parallel lists. Nothing is allocated per
move except what the lists do internally.

Hands keep the engine's order (a played card is removed where it sat, a drawn card goes to the
end), and :meth:`FastDeal.legal` lists hand positions in that order with the blind play (-1)
last, exactly like :meth:`GameState.legal_actions`. So a random player drawing from the same
`random.Random` makes the same game on both, which `ristikontra simulate` relies on, and a test
plays both side by side on thousands of random deals of every rule set, move by move.

:func:`score_deal` (re-exported here) is the engine's own deal scoring, the kernel's
:func:`ristikontra.engine.scoring.score_deal`: a finished fast deal is scored by the same code.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ristikontra.engine import RANKS, Rules
from ristikontra.engine.legality import BLIND, barred_by_run, kings_barred, legal_moves
from ristikontra.engine.scoring import DealOutcome, dirt_after, score_deal
from ristikontra.engine.seeding import MASK, DealPlays

__all__ = [
    "BLIND",
    "DealOutcome",
    "FastDeal",
    "FastRules",
    "RandomDealResult",
    "deal_from_shuffle",
    "play_random_deal",
    "play_random_game",
    "score_deal",
]

KING = RANKS.index("K")
QUEEN = RANKS.index("Q")
HAND_SIZE = 6
TRICKS = 13

@dataclass(frozen=True, slots=True)
class FastRules:
    """The rule options a deal needs, as plain values (built once per rule set)."""

    values: tuple[int, ...]
    blind_play: bool
    lead_limit: int
    fourth_king: bool
    dirty: bool

    @classmethod
    def of(cls, rules: Rules) -> FastRules:
        return cls(tuple(rules.value(r) for r in RANKS), rules.blind_play, rules.lead_limit,
                   rules.fourth_king, rules.dirty)


class FastDeal:
    """One deal in play, on ranks. Create with :func:`deal_from_shuffle` or :meth:`copy`."""

    __slots__ = (
        "blind_play",
        "dirty",
        "dirty_rule",
        "fourth_king",
        "hands",
        "kings",
        "lead_limit",
        "leader",
        "points",
        "run",
        "run_rank",
        "stock",
        "to_move",
        "trick_blind",
        "trick_no",
        "trick_ranks",
        "trick_seats",
        "tricks",
        "values",
    )

    def __init__(self, rules: FastRules, hands: list[list[int]], stock: list[int], leader: int) -> None:
        self.values = rules.values
        self.blind_play = rules.blind_play
        self.lead_limit = rules.lead_limit
        self.fourth_king = rules.fourth_king
        self.dirty_rule = rules.dirty
        self.hands = hands
        #: Top card last: drawing is ``pop()``.
        self.stock = stock
        self.leader = leader
        self.to_move = leader
        self.trick_no = 1
        self.trick_ranks: list[int] = []
        self.trick_seats: list[int] = []
        self.trick_blind: list[bool] = []
        self.points = [0, 0]
        self.tricks = [0, 0]
        self.dirty = [False, False]
        self.kings = 0
        #: The rank of the last lead and how many tricks in a row were led with it.
        self.run_rank = -1
        self.run = 0

    def copy(self) -> FastDeal:
        new = FastDeal.__new__(FastDeal)
        new.values = self.values
        new.blind_play = self.blind_play
        new.lead_limit = self.lead_limit
        new.fourth_king = self.fourth_king
        new.dirty_rule = self.dirty_rule
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.leader = self.leader
        new.to_move = self.to_move
        new.trick_no = self.trick_no
        new.trick_ranks = self.trick_ranks[:]
        new.trick_seats = self.trick_seats[:]
        new.trick_blind = self.trick_blind[:]
        new.points = self.points[:]
        new.tricks = self.tricks[:]
        new.dirty = self.dirty[:]
        new.kings = self.kings
        new.run_rank = self.run_rank
        new.run = self.run
        return new

    @property
    def over(self) -> bool:
        return self.trick_no > TRICKS

    def barred(self) -> int:
        """The rank the lead limit bars from a hand lead now, or -1 (the limit may still be
        lifted when nothing else is legal: :meth:`legal` handles that)."""
        barred = None if self.trick_ranks else barred_by_run(self.run_rank, self.run, self.lead_limit)
        return -1 if barred is None else barred

    def kings_barred(self) -> bool:
        """Whether the fourth-king limit bars a king from hand now."""
        return kings_barred(self.fourth_king, len(self.stock), self.kings)

    def legal(self) -> list[int]:
        """Legal moves of the seat to move: hand positions, then :data:`BLIND` if allowed (the
        engine's :func:`~ristikontra.engine.legality.legal_moves` on the hand's ranks)."""
        barred = self.barred()
        return legal_moves(self.hands[self.to_move], None if barred < 0 else barred,
                           KING if self.kings_barred() else None, self.blind_play and bool(self.stock))

    def play(self, move: int) -> None:
        """Play hand position `move`, or the top stock card for :data:`BLIND` (no checks)."""
        seat = self.to_move
        if move < 0:
            rank = self.stock.pop()
            self.trick_blind.append(True)
        else:
            rank = self.hands[seat].pop(move)
            self.trick_blind.append(False)
        self.play_rank(seat, rank)

    def play_rank(self, seat: int, rank: int) -> None:
        """Put `rank` on the trick for `seat` (already taken from its hand or the stock)."""
        if rank == KING:
            self.kings += 1
        ranks = self.trick_ranks
        ranks.append(rank)
        self.trick_seats.append(seat)
        if len(ranks) < 4:
            self.to_move = (seat + 1) & 3
            return
        self.finish_trick()

    def finish_trick(self) -> None:
        ranks = self.trick_ranks
        seats = self.trick_seats
        led = ranks[0]
        winner = seats[0]
        if ranks[1] == led:
            winner = seats[1]
        if ranks[2] == led:
            winner = seats[2]
        if ranks[3] == led:
            winner = seats[3]
        values = self.values
        team = winner & 1
        self.points[team] += values[led] + values[ranks[1]] + values[ranks[2]] + values[ranks[3]]
        self.tricks[team] += 1
        # The kernel's `run_after`, written out: once per trick of every playout.
        self.run = self.run + 1 if led == self.run_rank else 1
        self.run_rank = led
        if self.dirty_rule:
            self.dirty[team] = dirt_after(self.dirty[team], self.trick_no, ranks, QUEEN, KING)
        stock = self.stock
        if stock:
            hands = self.hands
            blinds = self.trick_blind
            if True in blinds:
                for i in (0, 1, 2, 3):
                    drawer = (winner + i) & 3
                    if not blinds[seats.index(drawer)]:
                        hands[drawer].append(stock.pop())
            else:
                hands[winner].append(stock.pop())
                hands[(winner + 1) & 3].append(stock.pop())
                hands[(winner + 2) & 3].append(stock.pop())
                hands[(winner + 3) & 3].append(stock.pop())
        self.trick_ranks = []
        self.trick_seats = []
        self.trick_blind = []
        self.trick_no += 1
        self.leader = self.to_move = winner


def deal_from_shuffle(rules: FastRules, order: Sequence[int], dealer: int) -> FastDeal:
    """The deal a shuffled pack gives: `order` holds the 52 rank indices in shuffled pack order
    (six cards to each seat 0-3 in turn, the rest the stock, top card first), as
    :meth:`GameState.start_deal` deals."""
    hands = [list(order[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(4)]
    stock = list(order[4 * HAND_SIZE:])
    stock.reverse()
    return FastDeal(rules, hands, stock, (dealer + 1) & 3)


def play_random_deal(deal: FastDeal, rngs: Sequence[random.Random] | DealPlays) -> None:
    """Play `deal` to its end, every seat choosing uniformly among its legal moves (``choice``
    over :meth:`FastDeal.legal`, like the `random` level). `rngs` is one generator per seat, or
    the deal's :class:`~ristikontra.engine.seeding.DealPlays`: then every play draws from its
    own generator, as at the table and in `simulate`."""
    # The hot loop of `ristikontra simulate`: :meth:`FastDeal.legal` and :meth:`FastDeal.play`
    # inlined for the common case (no limit in force). ``rng.choice`` over n items draws
    # ``_randbelow(n)``, so drawing the index directly keeps the very same games; per play,
    # that draw is `DealPlays.below`, inlined too (its rare rejection case left to it). The
    # test for "a limit may be in force" is the kernel's (`barred_by_run`, `kings_barred`) written
    # out; when it holds, the kernel decides through :meth:`FastDeal.legal`.
    plays = rngs if isinstance(rngs, DealPlays) else None
    words = plays.words if plays is not None else ()
    seats: Sequence[random.Random] = () if isinstance(rngs, DealPlays) else rngs
    hands = deal.hands
    stock = deal.stock
    blind_play = deal.blind_play
    limit = deal.lead_limit
    fourth_king = deal.fourth_king
    # `randrange(n)` draws the same number; `_randbelow` skips its argument checks.
    draw: list[Callable[[int], int]] = [getattr(rng, "_randbelow", rng.randrange) for rng in seats]
    seat = deal.to_move
    while deal.trick_no <= TRICKS:
        ranks = deal.trick_ranks
        if (limit and not ranks and deal.run >= limit) or (fourth_king and deal.kings >= 3 and stock):
            legal = deal.legal()
            move = legal[plays.below(deal.trick_no, seat, len(legal)) if plays is not None else draw[seat](len(legal))]
        else:
            hand_size = len(hands[seat])
            n = hand_size + 1 if blind_play and stock else hand_size
            if plays is None:
                move = draw[seat](n)
            else:
                m = words[(deal.trick_no << 2) | seat] * n
                move = m >> 64 if (m & MASK) >= n else plays.below(deal.trick_no, seat, n)
            if move == hand_size:
                move = BLIND
        if move < 0:
            rank = stock.pop()
            deal.trick_blind.append(True)
        else:
            rank = hands[seat].pop(move)
            deal.trick_blind.append(False)
        if rank == KING:
            deal.kings += 1
        ranks.append(rank)
        deal.trick_seats.append(seat)
        if len(ranks) < 4:
            seat = deal.to_move = (seat + 1) & 3
        else:
            deal.finish_trick()
            seat = deal.to_move


@dataclass(frozen=True, slots=True)
class RandomDealResult:
    """One deal of :func:`play_random_game`: the card points, tricks and dirt it ended with."""

    deal: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    dirty: tuple[bool, bool]
    outcome: DealOutcome


#: The rank of each card of a fresh pack, in the engine's card order.
RANK_PACK = tuple(i >> 2 for i in range(52))


@lru_cache(maxsize=16)
def _fast_rules(rules: Rules) -> FastRules:
    return FastRules.of(rules)


def play_random_game(rules: Rules, seed: int, rngs: Sequence[random.Random] | None = None,
                     max_deals: int | None = None) -> list[RandomDealResult]:
    """A whole game of four `random` players, dealt exactly as ``GameState(rules, seed=seed)``
    deals (the same generator calls, so the same cards) and played as the `random` level plays
    with `rngs` per seat, or without them with the table's generator per play
    (``play_rng(seed, deal, trick, seat)``): the same game the engine would produce, on ranks."""
    fast = _fast_rules(rules)
    shuffle = random.Random(seed)
    dealer = shuffle.randrange(4)
    totals = (0, 0)
    carry = 0
    results: list[RandomDealResult] = []
    while max_deals is None or len(results) < max_deals:
        if results:
            dealer = (dealer + 1) & 3
        # A shuffle's swaps depend only on the length: shuffling the ranks of the pack in its
        # order (card index // 4) gives the ranks of the engine's shuffled cards.
        order = list(RANK_PACK)
        shuffle.shuffle(order)
        deal = deal_from_shuffle(fast, order, dealer)
        play_random_deal(deal, DealPlays(seed, len(results) + 1) if rngs is None else rngs)
        outcome = score_deal(rules, totals, carry, deal.points, deal.dirty)
        results.append(RandomDealResult(len(results) + 1, (deal.points[0], deal.points[1]),
                                        (deal.tricks[0], deal.tricks[1]), (deal.dirty[0], deal.dirty[1]), outcome))
        totals, carry = outcome.totals, outcome.carry
        if outcome.game_winner is not None:
            break
    return results
