"""The hand-phase solver as it was before it was made fast: a slow reference for the tests and
the benchmark (`benchmarks/bench_endgame.py` runs both side by side).

Kept as it stood on 2026-12-01 (alpha-beta over team 0's card points, a full window per root
rank, the table at trick starts), except that the table key names the rank of the lead-limit
run when that rank is worth points: without it two positions that differ only in which dear
rank was led last shared an entry, which the lead limit can tell apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ristikontra.ai.endgame import DIRT_SCALE
from ristikontra.ai.fastsim import FastDeal
from ristikontra.engine import RANKS, Card, GameState, PlayCard, Rules

__all__ = ["ReferenceSolver"]

#: Positions kept in the transposition table before it starts afresh (memory bound).
TABLE_LIMIT = 200_000

_QUEEN = RANKS.index("Q")
_KING = RANKS.index("K")
_EXACT, _LOWER, _UPPER = 0, 1, 2


@dataclass
class ReferenceSolver:
    """Solves hand-phase positions of one rule set; reuse it for many worlds of one decision."""

    values: list[int]
    lead_limit: int
    dirty_rule: bool
    nodes: int = 0
    table: dict[tuple[int, ...], tuple[int, int]] = field(default_factory=dict)

    @classmethod
    def for_rules(cls, rules: Rules) -> ReferenceSolver:
        return cls([rules.value(r) for r in RANKS], rules.lead_limit, rules.dirty)

    @classmethod
    def for_state(cls, state: GameState) -> ReferenceSolver:
        return cls.for_rules(state.rules)

    # ------------------------------------------------------------------ entry point

    def solve_moves(self, state: GameState, ranks: list[int] | None = None) -> dict[int, int]:
        """Exact score (see :func:`ristikontra.ai.endgame.split_score`) of playing each of `ranks` (rank indices; by
        default every legal one) for the player to move in a hand-phase `state` (stock empty,
        every hand known)."""
        if state.stock:
            raise ValueError("the endgame solver needs an empty stock")
        hands = [self._pack(h) for h in state.hands]
        run_rank, run = self._lead_run([r.cards[0].rank for r in state.history])
        dirty = (1 if state.dirty[0] else 0) | (2 if state.dirty[1] else 0)
        played = [c.index >> 2 for c in state.trick_cards]
        if ranks is None:
            ranks = sorted({a.card.index >> 2 for a in state.legal_actions() if isinstance(a, PlayCard)})
        return self._solve_root(hands, state.leader, played, run_rank, run, dirty, ranks)

    def solve_deal(self, deal: FastDeal, ranks: list[int]) -> dict[int, int]:
        """:meth:`solve_moves` for a hand-phase :class:`~ristikontra.ai.fastsim.FastDeal`."""
        if deal.stock:
            raise ValueError("the endgame solver needs an empty stock")
        hands = []
        for hand in deal.hands:
            packed = 0
            for r in hand:
                packed += 1 << (3 * r)
            hands.append(packed)
        run = min(deal.run, max(self.lead_limit, 1)) if deal.run_rank >= 0 else 0
        dirty = (1 if deal.dirty[0] else 0) | (2 if deal.dirty[1] else 0)
        return self._solve_root(hands, deal.leader, deal.trick_ranks[:], deal.run_rank, run, dirty, ranks)

    def _solve_root(self, hands: list[int], leader: int, played: list[int], run_rank: int, run: int,
                    dirty: int, ranks: list[int]) -> dict[int, int]:
        # The table outlives one world: its keys are whole positions, so what one world of a
        # decision solved is exact in every other world that reaches the same position
        # (measured: 13-24 % fewer nodes at tricks 10-11, the same scores).
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        pos = len(played)
        seat = (leader + pos) % 4
        scores: dict[int, int] = {}
        for rank in ranks:
            hands[seat] -= 1 << (3 * rank)
            played.append(rank)
            scores[rank] = self._ply(hands, leader, pos + 1, played, run_rank, run, dirty, -10**6, 10**6)
            played.pop()
            hands[seat] += 1 << (3 * rank)
        return scores

    # ------------------------------------------------------------------ search

    @staticmethod
    def _pack(cards: Sequence[Card]) -> int:
        packed = 0
        for card in cards:
            packed += 1 << (3 * (card.index >> 2))
        return packed

    def _lead_run(self, lead_ranks: list[str]) -> tuple[int, int]:
        """(rank index of the last lead, how many leads in a row had it), capped at the limit."""
        if not lead_ranks:
            return -1, 0
        last = lead_ranks[-1]
        run = 0
        for r in reversed(lead_ranks):
            if r != last:
                break
            run += 1
        return RANKS.index(last), min(run, max(self.lead_limit, 1))

    def _moves(self, hands: list[int], seat: int, pos: int, played: list[int], run_rank: int,
               run: int) -> list[int]:
        hand = hands[seat]
        ranks = [r for r in range(13) if (hand >> (3 * r)) & 7]
        if len(ranks) > 1:
            ranks = self._merge_equivalent(hands, ranks, played[0] if played else -1, run_rank)
        if pos == 0:
            if self.lead_limit and run >= self.lead_limit and run_rank in ranks and len(ranks) > 1:
                ranks.remove(run_rank)
            # Cheap leads first, then dear ones: a cheap lead risks little.
            ranks.sort(key=lambda r: self.values[r])
            return ranks
        led = played[0]
        winner_pos = 0
        for i in range(1, pos):
            if played[i] == led:
                winner_pos = i
        my_team_wins = (pos - winner_pos) % 2 == 0
        values = self.values
        if my_team_wins:
            ranks.sort(key=lambda r: -values[r])
        else:
            ranks.sort(key=lambda r: (r != led, values[r]))
        return ranks

    def _merge_equivalent(self, hands: list[int], ranks: list[int], led: int, run_rank: int) -> list[int]:
        """Drop worthless ranks that are interchangeable with one already kept: same count in
        every hand and neither led nor in the lead-limit run (relabelling them maps one line of
        play onto the other)."""
        kept: list[int] = []
        seen: set[int] = set()
        h0, h1, h2, h3 = hands
        values = self.values
        for r in ranks:
            if values[r] or r in (led, run_rank):
                kept.append(r)
                continue
            shift = 3 * r
            sig = ((h0 >> shift) & 7) | ((h1 >> shift) & 7) << 3 | ((h2 >> shift) & 7) << 6 | ((h3 >> shift) & 7) << 9
            if sig not in seen:
                seen.add(sig)
                kept.append(r)
        return kept

    def _key(self, hands: list[int], leader: int, run_rank: int, run: int, dirty: int) -> tuple[int, ...]:
        """Position key with worthless ranks relabelled canonically (sorted by distribution)."""
        h0, h1, h2, h3 = hands
        values = self.values
        zero: list[int] = []
        dear: list[int] = []
        run_sig = 0
        for r in range(13):
            shift = 3 * r
            sig = ((h0 >> shift) & 7) | ((h1 >> shift) & 7) << 3 | ((h2 >> shift) & 7) << 6 | ((h3 >> shift) & 7) << 9
            if values[r]:
                dear.append(sig)
            elif r == run_rank:
                run_sig = sig
            elif sig:
                zero.append(sig)
        zero.sort()
        dear_run = run_rank if run_rank >= 0 and values[run_rank] else -1
        return (*dear, -1, *zero, -1, run_sig, dear_run, leader, run, dirty)

    def _trick_start(self, hands: list[int], leader: int, run_rank: int, run: int, dirty: int,
                     alpha: int, beta: int) -> int:
        if not hands[leader]:
            if self.dirty_rule and dirty in (1, 2):
                return DIRT_SCALE if dirty == 2 else -DIRT_SCALE
            return 0
        key = self._key(hands, leader, run_rank, run if self.lead_limit else 0, dirty)
        hit = self.table.get(key)
        if hit is not None:
            value, kind = hit
            if kind == _EXACT:
                return value
            if kind == _LOWER and value >= beta:
                return value
            if kind == _UPPER and value <= alpha:
                return value
        value = self._ply(hands, leader, 0, [], run_rank, run, dirty, alpha, beta)
        if value <= alpha:
            self.table[key] = (value, _UPPER)
        elif value >= beta:
            self.table[key] = (value, _LOWER)
        else:
            self.table[key] = (value, _EXACT)
        return value

    def _ply(self, hands: list[int], leader: int, pos: int, played: list[int], run_rank: int, run: int,
             dirty: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if pos == 4:
            return self._finish(hands, leader, played, run_rank, run, dirty, alpha, beta)
        seat = (leader + pos) % 4
        maximize = seat % 2 == 0
        best = -10**7 if maximize else 10**7
        hand = hands[seat]
        for rank in self._moves(hands, seat, pos, played, run_rank, run):
            hands[seat] = hand - (1 << (3 * rank))
            played.append(rank)
            value = self._ply(hands, leader, pos + 1, played, run_rank, run, dirty, alpha, beta)
            played.pop()
            if maximize:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        hands[seat] = hand
        return best

    def _finish(self, hands: list[int], leader: int, played: list[int], run_rank: int, run: int, dirty: int,
                alpha: int, beta: int) -> int:
        led = played[0]
        winner_pos = 0
        for i in (1, 2, 3):
            if played[i] == led:
                winner_pos = i
        winner = (leader + winner_pos) % 4
        values = self.values
        points = values[played[0]] + values[played[1]] + values[played[2]] + values[played[3]]
        if self.dirty_rule and dirty and led != _QUEEN and _KING in played:
            dirty &= ~(1 << (winner % 2))
        if self.lead_limit:
            run = run + 1 if led == run_rank else 1
            run = min(run, self.lead_limit)
        gained = points if winner % 2 == 0 else 0
        return gained + self._trick_start(hands, winner, led, run, dirty, alpha - gained, beta - gained)
