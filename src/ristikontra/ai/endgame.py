"""Exact play of the hand phase (stock empty) for one world where every hand is known.

With the stock gone nothing is hidden in a sampled world, so the rest of the deal is a small
two-team game we can solve: alpha-beta over "team 0's card points from here on", with

- equal ranks in a hand as one move (suits never matter), and worthless ranks that lie the same
  way in every hand as one move;
- all four hands in one integer, rank-major (twelve bits a rank: three bits of count for each
  seat), so playing a card is one subtraction and a rank's whole distribution one shift;
- a transposition table at trick starts that stores a lower and an upper bound of each position
  and the lead that was best there, keyed by the packed hands, the leader, the lead-limit run and
  the dirty flags (measured: relabelling worthless ranks canonically finds 10-15 % more
  transpositions but costs more time than they save); it outlives one world, so the worlds of one
  decision share what they solved;
- bounds without search: team 0 takes between nothing and every point still out (and the dirt
  outcome is fixed once no king is left), so a window outside that range cuts at once;
- one full-window search per root rank, so every root rank gets its exact score (measured:
  null-window probes (MTD(f)) from the previous rank's value cost more nodes, as each probe
  searches the tricks' inner plies again);
- moves in an order built once per hand, no sorting per node: the table's lead first, then
  leads the leader's team keeps (no opponent after its last holder can match), dearest first,
  then the rest cheapest first; a follower whose team wins the trick spices it while no opponent
  after the last partner can match, throws cheap cards otherwise, and a losing one matches first;
- the last two tricks (two cards each, at most sixteen lines) played out in one loop nest and
  kept by position, the last trick read straight off the hands.

The dirty game is exact too: a team left dirty while the other is clean loses the deal whatever
its points, so that outcome is added as ``±DIRT_SCALE`` to team 0's score and decoded at the
root (:func:`split_score`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ristikontra.ai.fastsim import FastDeal
from ristikontra.engine import RANKS, GameState, PlayCard, Rules
from ristikontra.engine.legality import lead_run

__all__ = ["DIRT_SCALE", "EndgameSolver", "split_score"]

#: Added to team 0's score when team 1 ends dirty and team 0 clean (subtracted the other way).
DIRT_SCALE = 1000
#: Positions kept in each table (bounds, two-trick values) before it starts afresh (memory bound).
TABLE_LIMIT = 200_000

_QUEEN = RANKS.index("Q")
_KING = RANKS.index("K")
_INF = 10**6
#: The bits of one seat's counts, all ranks.
_SEAT_MASK = tuple(sum(7 << (12 * r + 3 * seat) for r in range(13)) for seat in range(4))
#: The dirt outcome once it can no longer change, by dirty flags (1: team 0 dirty, 2: team 1).
_DIRT_FIXED = (0, -DIRT_SCALE, DIRT_SCALE, 0)
#: Its range while a king is still out (a team cleans itself by winning one).
_DIRT_LOW = (0, -DIRT_SCALE, 0, -DIRT_SCALE)
_DIRT_HIGH = (0, 0, DIRT_SCALE, DIRT_SCALE)


#: The hand orders of each rule set's card values (see :meth:`EndgameSolver.__post_init__`).
_ORDERS: dict[tuple[int, ...], tuple[dict[int, list[int]], dict[int, list[int]], dict[int, list[int]]]] = {}


def split_score(score: int) -> tuple[int, int]:
    """(team 0's future card points, dirt outcome -1/0/1) from a solver score."""
    dirt = (score + DIRT_SCALE // 2) // DIRT_SCALE
    return score - dirt * DIRT_SCALE, dirt


def _pack(hands: list[list[int]]) -> int:
    """Four hands of rank indices as one rank-major integer."""
    packed = 0
    for seat, hand in enumerate(hands):
        for r in hand:
            packed += 1 << (12 * r + 3 * seat)
    return packed


@dataclass
class EndgameSolver:
    """Solves hand-phase positions of one rule set; reuse it for many worlds of one decision.

    ``nodes`` counts the positions searched (for the benchmark); ``table`` maps a trick-start
    position to ``(lower bound, upper bound, best lead)``.
    """

    values: list[int]
    lead_limit: int
    dirty_rule: bool
    nodes: int = 0
    table: dict[int, tuple[int, int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        values = self.values
        self._dear = [bool(v) for v in values]
        # Cheap before dear (stable, so equal values keep rank order); the reverse for spicing.
        self._ascending = sorted(range(13), key=lambda r: values[r])
        self._descending = sorted(range(13), key=lambda r: -values[r])
        self._losing = [[led, *(r for r in self._ascending if r != led)] for led in range(13)]
        # The ranks a hand holds in those orders, by hand (seat-0 bits): built once per hand and
        # rule set, shared by every solver of that rule set (they are pure functions of the hand).
        self._lead_orders, self._spice_orders, self._throw_orders = _ORDERS.setdefault(tuple(values), ({}, {}, {}))
        #: Exact values of positions with two cards in each hand (see :meth:`_two_tricks`).
        self._pairs: dict[int, int] = {}

    @property
    def stored(self) -> int:
        """Positions the solver keeps for the next world (the table and the two-trick values)."""
        return len(self.table) + len(self._pairs)

    @classmethod
    def for_rules(cls, rules: Rules) -> EndgameSolver:
        return cls([rules.value(r) for r in RANKS], rules.lead_limit, rules.dirty)

    @classmethod
    def for_state(cls, state: GameState) -> EndgameSolver:
        return cls.for_rules(state.rules)

    # ------------------------------------------------------------------ entry points

    def solve_moves(self, state: GameState, ranks: list[int] | None = None) -> dict[int, int]:
        """Exact score (see :func:`split_score`) of playing each of `ranks` (rank indices; by
        default every legal one) for the player to move in a hand-phase `state` (stock empty,
        every hand known)."""
        if state.stock:
            raise ValueError("the endgame solver needs an empty stock")
        hands = [[c.index >> 2 for c in h] for h in state.hands]
        last, run = lead_run([r.cards[0].index >> 2 for r in state.history])
        run_rank = -1 if last is None else last
        run = min(run, max(self.lead_limit, 1))
        played = [c.index >> 2 for c in state.trick_cards]
        if ranks is None:
            ranks = sorted({a.card.index >> 2 for a in state.legal_actions() if isinstance(a, PlayCard)})
        return self._solve_root(hands, state.leader, played, run_rank, run, state.dirty, ranks)

    def solve_deal(self, deal: FastDeal, ranks: list[int]) -> dict[int, int]:
        """:meth:`solve_moves` for a hand-phase :class:`~ristikontra.ai.fastsim.FastDeal`."""
        if deal.stock:
            raise ValueError("the endgame solver needs an empty stock")
        return self._solve_root(deal.hands, deal.leader, deal.trick_ranks, deal.run_rank, self._deal_run(deal),
                                deal.dirty, ranks)

    def value(self, deal: FastDeal) -> int:
        """Exact score (see :func:`split_score`) of a hand-phase `deal` at a trick's start: what
        team 0 takes from here on when every seat plays its best (a playout's tail)."""
        if deal.stock or deal.trick_ranks:
            raise ValueError("the endgame solver values a trick's start with the stock empty")
        run_rank, run, dirty = self._begin(deal.run_rank, self._deal_run(deal), deal.dirty)
        values = self.values
        rem = sum(values[r] for hand in deal.hands for r in hand)
        return self._start(_pack(deal.hands), deal.leader, run_rank, run, dirty, rem, -_INF, _INF)

    # ------------------------------------------------------------------ root

    def _deal_run(self, deal: FastDeal) -> int:
        """The lead-limit run of a fast deal, as the solver counts it."""
        return min(deal.run, max(self.lead_limit, 1)) if deal.run_rank >= 0 else 0

    def _begin(self, run_rank: int, run: int, dirty_flags: list[bool]) -> tuple[int, int, int]:
        """Keep the tables within their bound, and key the lead-limit run and the dirty flags as
        the search does: (run rank, run, dirty bits)."""
        # The table outlives one world: its keys are whole positions, so what one world of a
        # decision solved is exact in every other world that reaches the same position.
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        if len(self._pairs) > TABLE_LIMIT:
            self._pairs.clear()
        if len(self._throw_orders) > TABLE_LIMIT:
            for orders in (self._lead_orders, self._spice_orders, self._throw_orders):
                orders.clear()
        if not self.lead_limit:
            run_rank, run = -1, 0
        dirty = ((1 if dirty_flags[0] else 0) | (2 if dirty_flags[1] else 0)) if self.dirty_rule else 0
        return run_rank, run, dirty

    def _solve_root(self, hands: list[list[int]], leader: int, played: list[int], run_rank: int, run: int,
                    dirty_flags: list[bool], ranks: list[int]) -> dict[int, int]:
        run_rank, run, dirty = self._begin(run_rank, run, dirty_flags)
        values = self.values
        packed = _pack(hands)
        pos = len(played)
        seat = (leader + pos) % 4
        led = played[0] if played else -1
        win_pos = 0
        for i in range(1, pos):
            if played[i] == led:
                win_pos = i
        trick_points = sum(values[r] for r in played)
        rem = trick_points + sum(values[r] for hand in hands for r in hand)
        king = _KING in played
        scores: dict[int, int] = {}
        for rank in ranks:
            child = packed - (1 << (12 * rank + 3 * seat))
            child_led = rank if pos == 0 else led
            child_win = pos if rank == child_led else win_pos
            scores[rank] = self._after(child, leader, pos, child_led, child_win, trick_points + values[rank],
                                       king or rank == _KING, run_rank, run, dirty, rem, -_INF, _INF)
        return scores

    def _after(self, packed: int, leader: int, pos: int, led: int, win_pos: int, points: int, king: bool,
               run_rank: int, run: int, dirty: int, rem: int, alpha: int, beta: int) -> int:
        """Value of the position after the card at trick position `pos` was played."""
        if pos < 3:
            return self._follow(packed, leader, pos + 1, led, win_pos, points, king, run_rank, run, dirty, rem,
                                alpha, beta)
        winner = (leader + win_pos) & 3
        if dirty and king and led != _QUEEN:
            dirty &= ~(1 << (winner & 1))
        if self.lead_limit:
            run = min(run + 1 if led == run_rank else 1, self.lead_limit)
            run_rank = led
        gained = 0 if winner & 1 else points
        return gained + self._start(packed, winner, run_rank, run, dirty, rem - points, alpha - gained,
                                    beta - gained)

    # ------------------------------------------------------------------ search

    def _start(self, packed: int, leader: int, run_rank: int, run: int, dirty: int, rem: int,
               alpha: int, beta: int) -> int:
        """Value of a trick start: `rem` card points are still in the hands."""
        if not packed:
            return _DIRT_FIXED[dirty]
        hand = packed & _SEAT_MASK[leader]
        hand -= 1 << (12 * ((hand.bit_length() - 1) // 12) + 3 * leader)
        if not hand:
            return self._last_trick(packed, leader, dirty)
        if dirty and (packed >> (12 * _KING)) & 0xFFF:
            low, high = _DIRT_LOW[dirty], rem + _DIRT_HIGH[dirty]
        else:
            low = _DIRT_FIXED[dirty]
            if not rem:
                return low
            high = low + rem
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if hand == 1 << (12 * ((hand.bit_length() - 1) // 12) + 3 * leader):
            return self._two_tricks(packed, leader, run_rank, run, dirty, rem)
        key = (packed << 10) | ((run_rank + 1) << 6) | (leader << 4) | (run << 2) | dirty
        hit = self.table.get(key)
        first = -1
        if hit is not None:
            if hit[0] > low:
                low = hit[0]
                if low >= beta:
                    return low
            if hit[1] < high:
                high = hit[1]
                if high <= alpha:
                    return high
            if low == high:
                return low
            first = hit[2]
        self.nodes += 1
        shift = 3 * leader
        hand = (packed >> shift) & _SEAT_MASK[0]
        moves = self._lead_orders.get(hand)
        if moves is None:
            moves = self._lead_orders[hand] = [r for r in self._ascending if (hand >> (12 * r)) & 7]
        if len(moves) > 1:
            # The kernel's `barred_by_run` and `run_after` (engine/legality.py), written out in
            # the solver's innermost lines; the reference tests hold the solver to the engine.
            barred = run_rank if self.lead_limit and run >= self.lead_limit else -1
            dear = self._dear
            seen: list[int] = []
            kept = []
            for r in moves:
                if r == barred:
                    continue
                if not dear[r] and r != run_rank:
                    sig = (packed >> (12 * r)) & 0xFFF
                    if sig in seen:
                        continue
                    seen.append(sig)
                kept.append(r)
            # Leads the leader's team will win (no opponent after its last holder can match)
            # first, dear ones first; then the rest, cheap ones first.
            s1, s2, s3 = 3 * ((leader + 1) & 3), 3 * ((leader + 2) & 3), 3 * ((leader + 3) & 3)
            won = []
            lost = []
            for r in reversed(kept):
                sig = (packed >> (12 * r)) & 0xFFF
                if (sig >> s3) & 7 or ((sig >> s1) & 7 and not (sig >> s2) & 7):
                    lost.append(r)
                else:
                    won.append(r)
            lost.reverse()
            moves = won + lost
            if first in moves and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        maximize = not leader & 1
        best = -_INF if maximize else _INF
        best_move = moves[0]
        # Searching inside what is known already: a child reaching a known bound ends the search.
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        a, b = alpha, beta
        values = self.values
        for r in moves:
            value = self._follow(packed - (1 << (12 * r + shift)), leader, 1, r, 0, values[r], r == _KING,
                                 run_rank, run, dirty, rem, a, b)
            if maximize:
                if value > best:
                    best, best_move = value, r
                    if value > a:
                        a = value
                        if a >= b:
                            break
            elif value < best:
                best, best_move = value, r
                if value < b:
                    b = value
                    if a >= b:
                        break
        if best <= alpha:
            high = best if best < high else high
        elif best >= beta:
            low = best if best > low else low
        else:
            low = high = best
        self.table[key] = (low, high, best_move)
        return best

    def _two_tricks(self, packed: int, leader: int, run_rank: int, run: int, dirty: int, rem: int) -> int:
        """Value of the last two tricks, two cards in each hand (`rem` points): every line played
        out (at most sixteen) in one loop nest, exactly, and kept by position."""
        key = (packed << 10) | ((run_rank + 1) << 6) | (leader << 4) | (run << 2) | dirty
        value = self._pairs.get(key)
        if value is not None:
            return value
        values = self.values
        # Per trick position: (card played now, its points, card left for the last trick).
        choices: list[tuple[tuple[int, int, int], ...]] = []
        for pos in range(4):
            seat = (leader + pos) & 3
            hand = packed & _SEAT_MASK[seat]
            a = (hand.bit_length() - 1) // 12
            hand -= 1 << (12 * a + 3 * seat)
            b = (hand.bit_length() - 1) // 12
            choices.append(((a, values[a], b),) if a == b else ((a, values[a], b), (b, values[b], a)))
        if self.lead_limit and run >= self.lead_limit and len(choices[0]) > 1:
            choices[0] = tuple(c for c in choices[0] if c[0] != run_rank)
        first, second, third, fourth = choices
        # Counted so that a node keeps costing about the same as elsewhere (the budget of the
        # strong player counts nodes): a line played out costs about a quarter of a node.
        self.nodes += 1 + (len(first) * len(second) * len(third) * len(fourth)) // 4
        # Trick positions after each position of the last trick, in playing order.
        cycle = ((1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2))
        odd = leader & 1  # the leader's team minimises team 0's score when the leader is odd
        best0 = _INF if odd else -_INF
        for c0, v0, o0 in first:
            best1 = -_INF if odd else _INF
            for c1, v1, o1 in second:
                w1 = 1 if c1 == c0 else 0
                best2 = _INF if odd else -_INF
                for c2, v2, o2 in third:
                    w2 = 2 if c2 == c0 else w1
                    best3 = -_INF if odd else _INF
                    for c3, v3, o3 in fourth:
                        win = 3 if c3 == c0 else w2
                        points = v0 + v1 + v2 + v3
                        rest = (o0, o1, o2, o3)
                        led = rest[win]
                        last = win
                        for p in cycle[win]:
                            if rest[p] == led:
                                last = p
                        value = 0 if (leader + win) & 1 else points
                        if not (leader + last) & 1:
                            value += rem - points
                        if dirty:
                            d = dirty
                            if c0 != _QUEEN and _KING in (c0, c1, c2, c3):
                                d &= ~(1 << ((leader + win) & 1))
                            if d and led != _QUEEN and _KING in rest:
                                d &= ~(1 << ((leader + last) & 1))
                            value += _DIRT_FIXED[d]
                        # Each level stops once its parent will not take it (exact for the root).
                        if (value > best3) if odd else (value < best3):
                            best3 = value
                            if (best3 >= best2) if odd else (best3 <= best2):
                                break
                    if (best3 < best2) if odd else (best3 > best2):
                        best2 = best3
                        if (best2 <= best1) if odd else (best2 >= best1):
                            break
                if (best2 > best1) if odd else (best2 < best1):
                    best1 = best2
                    if (best1 >= best0) if odd else (best1 <= best0):
                        break
            if (best1 < best0) if odd else (best1 > best0):
                best0 = best1
        self._pairs[key] = best0
        return best0

    def _last_trick(self, packed: int, leader: int, dirty: int) -> int:
        """Value of the last trick, one card in each hand: nothing left to choose."""
        values = self.values
        led = ((packed & _SEAT_MASK[leader]).bit_length() - 1) // 12
        points = values[led]
        king = led == _KING
        winner = leader
        for pos in (1, 2, 3):
            seat = (leader + pos) & 3
            r = ((packed & _SEAT_MASK[seat]).bit_length() - 1) // 12
            points += values[r]
            if r == led:
                winner = seat
            elif r == _KING:
                king = True
        if dirty and king and led != _QUEEN:
            dirty &= ~(1 << (winner & 1))
        return _DIRT_FIXED[dirty] + (0 if winner & 1 else points)

    def _follow(self, packed: int, leader: int, pos: int, led: int, win_pos: int, points: int, king: bool,
                run_rank: int, run: int, dirty: int, rem: int, alpha: int, beta: int) -> int:
        """Value of a position inside a trick, trick position `pos` (1-3) to play."""
        self.nodes += 1
        seat = (leader + pos) & 3
        maximize = not seat & 1
        shift = 3 * seat
        hand = (packed >> shift) & _SEAT_MASK[0]
        winning = (pos - win_pos) & 1 == 0
        spice = winning
        if winning and pos < 3:
            # Winning the trick: spice it, unless an opponent after the last partner can match.
            sig = (packed >> (12 * led)) & 0xFFF
            for later in range(3, pos, -1):
                if (sig >> (3 * ((leader + later) & 3))) & 7:
                    spice = (later - pos) & 1 == 0
                    break
        if spice:
            order = self._spice_orders.get(hand)
            if order is None:
                order = self._spice_orders[hand] = [r for r in self._descending if (hand >> (12 * r)) & 7]
        elif winning:
            order = self._lead_orders.get(hand)
            if order is None:
                order = self._lead_orders[hand] = [r for r in self._ascending if (hand >> (12 * r)) & 7]
        else:
            # Losing it: match first, then throw cheap cards.
            order = self._throw_orders.get(hand | led << 160)
            if order is None:
                order = self._throw_orders[hand | led << 160] = [r for r in self._losing[led]
                                                                 if (hand >> (12 * r)) & 7]
        values = self.values
        dear = self._dear
        best = -_INF if maximize else _INF
        seen: list[int] = []
        last = pos == 3
        if last:
            winner_if_match = (leader + 3) & 3
            winner_else = (leader + win_pos) & 3
            lead_limit = self.lead_limit
            if lead_limit:
                next_run = min(run + 1 if led == run_rank else 1, lead_limit)
                next_rank = led
            else:
                next_run, next_rank = 0, -1
        for r in order:
            # Inside a trick only the led rank is special: the run's next rank is the led one.
            if not dear[r] and r != led:
                sig = (packed >> (12 * r)) & 0xFFF
                if sig in seen:
                    continue
                seen.append(sig)
            child = packed - (1 << (12 * r + shift))
            if last:
                winner = winner_if_match if r == led else winner_else
                total = points + values[r]
                d = dirty
                if d and (king or r == _KING) and led != _QUEEN:
                    d &= ~(1 << (winner & 1))
                if winner & 1:
                    value = self._start(child, winner, next_rank, next_run, d, rem - total, alpha, beta)
                else:
                    value = total + self._start(child, winner, next_rank, next_run, d, rem - total,
                                                alpha - total, beta - total)
            else:
                value = self._follow(child, leader, pos + 1, led, pos if r == led else win_pos, points + values[r],
                                     king or r == _KING, run_rank, run, dirty, rem, alpha, beta)
            if maximize:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        return best
