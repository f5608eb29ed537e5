"""Inference by replaying the other seats' hand-phase plays with `basic`'s habits.

Once the stock is empty nobody draws, so a world's hand for a seat tells exactly what that seat
held at each of its plays since trick 8: the cards it holds now plus the ones it has played since.
:class:`Replay` asks, for every such play of every other seat, how likely `basic`'s scoring
(:mod:`ristikontra.ai.basic`) would have made it from that hand, as a softmax over the scores
of the ranks it held: ``exp(sharpness * score)``, normalised. A world in which a seat's plays look
like sensible habits weighs more than one in which they look like blunders; a seat that plays
otherwise (a person, a stronger player) only flattens the weights, since no play is impossible.

Every quantity that does not depend on the world (the trick so far, who is still to play, how
many cards of each rank are face up) is worked out once per play; a world then costs a few
arithmetic steps per play. Only what the seat's view holds is read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ristikontra.ai.basic import PAIR_LEAD_BONUS, _Table
from ristikontra.engine import SeatView
from ristikontra.engine.state import STOCK_TRICKS

__all__ = ["DEFAULT_SHARPNESS", "Replay"]

#: Softmax sharpness per card point of `basic`'s score (a play two points worse than the best is
#: about e^-2 as likely at 1.0).
DEFAULT_SHARPNESS = 1.0


@dataclass
class _Play:
    """One hand-phase play of another seat, with what its score depends on precomputed."""

    seat: int
    rank: int
    #: Ranks this seat played from this play on (this one included), to rebuild its hand then.
    since: list[int]
    #: The led rank (-1 when this play led the trick).
    led: int
    #: Leading: score[r][h] of leading rank r holding h cards of it (h = 1..4).
    #: Following: score[k] is (score of matching, score of any other rank r as a row by r),
    #: by k = the cards of the led rank the hand held.
    lead_scores: list[list[float]] | None
    match_scores: list[float] | None
    other_scores: list[list[float]] | None
    barred: int


class Replay:
    """The log-likelihood of a world's hands under `basic`'s habits (see the module docstring)."""

    def __init__(self, view: SeatView, sharpness: float = DEFAULT_SHARPNESS) -> None:
        self.sharpness = sharpness
        self.plays: list[_Play] = []
        if view.trick_no <= STOCK_TRICKS or sharpness <= 0:
            return
        tricks: list[tuple[int, list[tuple[int, object]]]] = [
            (rec.number, list(zip(rec.seats, rec.cards, strict=True))) for rec in view.history
        ]
        tricks.append((view.trick_no, [(s, c) for s, c, _ in view.trick]))
        public = [0] * 13
        leads: list[int] = []
        dirty = [False, False]
        rules = view.rules
        limit = rules.lead_limit
        by_seat: dict[int, list[int]] = {}
        for number, cards in tricks:
            if number > STOCK_TRICKS:
                for s, c in cards:
                    by_seat.setdefault(s, []).append(c.index >> 2)  # type: ignore[attr-defined]
        counters = dict.fromkeys(range(4), 0)
        for number, cards in tricks:
            hand_phase = number > STOCK_TRICKS
            barred = -1
            if limit and len(leads) >= limit and len(set(leads[-limit:])) == 1:
                barred = leads[-limit]
            for pos, (s, card) in enumerate(cards):
                rank = card.index >> 2  # type: ignore[attr-defined]
                if hand_phase and s != view.seat:
                    sizes = [14 - number if i not in {x for x, _ in cards[:pos]} else 13 - number for i in range(4)]
                    table = _Table(rules, s, (), sizes, [x for x, _ in cards[:pos]],
                                   [c for _, c in cards[:pos]], number, dirty, [0] * 13)  # type: ignore[misc]
                    total = 52 - sum(public) - sizes[s]
                    self.plays.append(self._prepare(table, s, rank, public, total, barred if pos == 0 else -1,
                                                    by_seat[s][counters[s]:]))
                if hand_phase:
                    counters[s] += 1
                public[rank] += 1
            if not cards:
                continue
            leads.append(cards[0][1].index >> 2)  # type: ignore[attr-defined]
            if number < view.trick_no and rules.dirty:
                self._update_dirt(view, number, dirty)

    @staticmethod
    def _update_dirt(view: SeatView, number: int, dirty: list[bool]) -> None:
        rec = view.history[number - 1]
        ranks = [c.rank for c in rec.cards]
        team = rec.winner & 1
        if number <= STOCK_TRICKS:
            if "Q" in ranks:
                dirty[team] = True
        elif "K" in ranks and ranks[0] != "Q":
            dirty[team] = False

    @staticmethod
    def _prepare(table: _Table, seat: int, rank: int, public: list[int], total: int, barred: int,
                 since: list[int]) -> _Play:
        values = table.values
        hold = table.hold
        if table.led is None:
            lead_scores = []
            for r in range(13):
                row = [0.0] * 5
                for h in range(1, 5):
                    wanted = 4 - public[r] - h
                    if wanted < 0:
                        continue
                    p = table.p_us(r, table.team, wanted, total)
                    score = table.worth(r, r, p) - hold[r]
                    if values[r] == 0:
                        score += PAIR_LEAD_BONUS * (h - 1)
                    row[h] = score
                lead_scores.append(row)
            return _Play(seat, rank, since, -1, lead_scores, None, None, barred)
        led = table.led
        match_scores = [0.0] * 5
        other_scores = []
        for k in range(5):
            wanted = 4 - public[led] - k
            if wanted < 0:
                other_scores.append([0.0] * 13)
                continue
            p_match = table.p_us(led, table.team, wanted, total)
            match_scores[k] = table.worth(led, led, p_match) - hold[led]
            p_miss = table.p_us(led, table.winner & 1, wanted, total)
            other_scores.append([table.worth(r, led, p_miss) - hold[r] for r in range(13)])
        return _Play(seat, rank, since, led, None, match_scores, other_scores, barred)

    def log_weight(self, hands: list[list[int]]) -> float:
        """Sum over the replayed plays of log P(play | the world's hand then)."""
        total = 0.0
        beta = self.sharpness
        exp = math.exp
        for play in self.plays:
            counts = [0] * 13
            for r in hands[play.seat]:
                counts[r] += 1
            for r in play.since:
                counts[r] += 1
            if play.led < 0:
                scores = play.lead_scores
                assert scores is not None
                options = [r for r in range(13) if counts[r] and r != play.barred] or \
                          [r for r in range(13) if counts[r]]
                own = scores[play.rank][counts[play.rank]]
                best = max(scores[r][counts[r]] for r in options)
                norm = sum(exp(beta * (scores[r][counts[r]] - best)) for r in options)
            else:
                k = counts[play.led]
                match = play.match_scores
                other = play.other_scores
                assert match is not None and other is not None
                row = other[k]
                option_scores = [match[k] if r == play.led else row[r] for r in range(13) if counts[r]]
                own = match[k] if play.rank == play.led else row[play.rank]
                best = max(option_scores)
                norm = sum(exp(beta * (s - best)) for s in option_scores)
            total += beta * (own - best) - math.log(norm)
        return total

