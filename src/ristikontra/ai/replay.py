"""Inference by replaying the other seats' plays with `basic`'s habits.

A world's hand for a seat tells what that seat held at each of its past plays, up to the draws.
Walking back from the hand the world gives it: before a play from hand the seat also held the
card it played; before a draw (after each stock trick in which it played from hand, trick 7 the
last) it lacked one of the cards it held after, any of them equally likely; a seat that played
blind neither gave up a hand card nor drew. :class:`Replay` asks, for every play of every other
seat from trick ``replay_from`` on, how likely `basic`'s scoring (:mod:`ristikontra.ai.basic`)
would have made it from the hand then, as a softmax over the scores of its options (the ranks
it held, and the blind play where it was open): ``exp(sharpness * score)``, normalised. A
seat's likelihood is the product over its plays, averaged over every way its draws may have
gone (optionally its blind plays count too: choosing the blind play is one of `basic`'s habits,
every hand card scoring worse than a random unseen card). A world in which a seat's plays
look like sensible habits weighs more than one in which they look like blunders; a seat that
plays otherwise (a person, a stronger player) only flattens the weights, since no play is
impossible under the softmax.

Every quantity that does not depend on the world (the trick so far, who is still to play, how
many cards of each rank are face up, the stock's blind play and the fourth-king rule while it
lasts) is worked out once per play; a world then costs a few arithmetic steps per play and per
way the draws may have gone, and every partial result is kept by the rank counts it depends on
(the average over the draws before a play depends only on the hand then). Only what the seat's
view holds is read.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ristikontra.ai.basic import LATER_CARD_POINTS, LEAD_POINTS, PAIR_LEAD_BONUS, SPARE_COPY_POINTS, _p_holds, _Table
from ristikontra.engine import Card, SeatView
from ristikontra.engine.legality import barred_lead, kings_barred
from ristikontra.engine.scoring import STOCK_TRICKS, dirt_after
from ristikontra.engine.state import TRICKS_PER_DEAL

__all__ = ["DEFAULT_REPLAY_FROM", "DEFAULT_SHARPNESS", "Replay"]

#: Softmax sharpness per card point of `basic`'s score (a play two points worse than the best is
#: about e^-2 as likely at 1.0).
DEFAULT_SHARPNESS = 1.0
#: Share of plays that follow no habit at all (see :meth:`Replay._p`).
TREMBLE = 0.1
#: The first trick whose plays are replayed by default (7: the last of the stock phase). Deeper
#: forecasts better (bench_inference, log loss at trick 8: 0.581 from trick 7, 0.571 from 5,
#: 0.564 from 1) but was not measured stronger (2026-12-02, seed 2026, duplicate pairs against
#: strong: from 5 -0.2 +- 2.2 over 320 pairs, from 5 with the blind plays +0.5 +- 2.5 over 304).
DEFAULT_REPLAY_FROM = STOCK_TRICKS
_KING = 11


@dataclass
class _Play:
    """One play of another seat, with what its score depends on precomputed."""

    seat: int
    rank: int
    #: The trick it was played in.
    number: int
    #: The led rank (-1 when this play led the trick).
    led: int
    #: Leading: lead[r][h], the score of leading rank r holding h cards of it.
    lead: list[list[float]]
    #: Following, by k = cards of the led rank held: the score of matching, of any other rank.
    match: list[float]
    other: list[list[float]]
    #: Blind play open: the blind score's sum over every card not face up (by k when
    #: following), and what each held card takes off it (see :meth:`Replay._blind`).
    blind: bool
    blind_base: list[float]
    blind_held: list[list[float] | None]
    blind_lead_drop: list[list[float]]
    total: int
    #: Ranks it could not play: the lead limit's rank (-1: none), a king under the fourth-king rule.
    barred: int
    no_king: bool
    #: Probabilities already worked out, by the hand's rank counts then.
    cache: dict[bytes, float] = field(default_factory=dict)
    #: For `strong`'s habit (``habit``): the cards of each rank face up before the play, and by
    #: the copies of a rank still unseen by the seat, the chance that nobody after it holds one.
    public: list[int] = field(default_factory=list)
    values: Sequence[int] = ()
    p_clear: list[float] = field(default_factory=list)


@dataclass
class _Step:
    """A replayed play in a seat's chain, and whether the seat drew a card after it."""

    play: _Play
    drew: bool
    #: By the rank counts of the hand after the play (and the draw): the likelihood of this play
    #: and the seat's earlier replayed ones, averaged over the draws.
    memo: dict[bytes, float] = field(default_factory=dict)


class Replay:
    """The log-likelihood of a world's hands under `basic`'s habits (see the module docstring)."""

    def __init__(self, view: SeatView, sharpness: float = DEFAULT_SHARPNESS,
                 known: dict[tuple[object, ...], Any] | None = None,
                 replay_from: int = DEFAULT_REPLAY_FROM, blind: bool = False, habit: bool = False) -> None:
        """`known`: the plays worked out at earlier decisions (kept by the caller, filled here):
        a past play's likelihood never changes, so its cache serves every later decision.
        `blind`: replay the blind plays too (the choice of the blind play over every hand card)."""
        self.sharpness = sharpness
        self.replay_from = replay_from
        self.blind = blind
        #: Score the plays by `strong`'s habit (the lead's worth and spare copies,
        #: :func:`~ristikontra.ai.basic.choose_basic`) rather than `basic`'s.
        self.habit = habit
        #: Every replayed play, in the order played.
        self.plays: list[_Play] = []
        #: Per other seat with replayed plays, its chain of them in the order played.
        self.chains: dict[int, list[_Step]] = {}
        #: Softmax evaluations worked out, and those of plays before the last stock trick or
        #: blind (the search's work count prices the rest in its cost of weighing a world).
        self.evaluations = 0
        self.early_evaluations = 0
        if known is None:
            known = {}
        if view.trick_no < replay_from or sharpness <= 0:
            return
        tricks: list[tuple[int, list[tuple[int, Card, bool]]]] = [
            (rec.number, list(zip(rec.seats, rec.cards, rec.blind, strict=True))) for rec in view.history
        ]
        tricks.append((view.trick_no, list(view.trick)))
        rules = view.rules
        public = [0] * 13
        leads: list[int] = []
        dirty = [False, False]
        kings = 0
        seen: list[int] = []
        for number, cards in tricks:
            barred = barred_lead(leads, rules.lead_limit)
            stock = max(0, 4 * (STOCK_TRICKS + 1 - number))
            # A draw follows every play from hand of a finished stock trick.
            drew = number <= STOCK_TRICKS and number < view.trick_no
            for pos, (s, card, blind) in enumerate(cards):
                rank = card.index >> 2
                seen.append(card.index)
                if s != view.seat and (self.blind or not blind) and number >= replay_from:
                    key = (view.deal, sharpness, blind, habit, *seen)
                    play = known.get(key)
                    if play is None:
                        play = self._play(view, number, cards[:pos], s, -1 if blind else rank, public, dirty,
                                          -1 if pos or barred is None else barred, stock, kings)
                        known[key] = play
                    self.plays.append(play)
                    # The chain's average depends on where it starts, whether the seat drew, and
                    # whether it counts the blind plays.
                    step_key = ("step", replay_from, drew and not blind, self.blind, *key)
                    step = known.get(step_key)
                    if step is None:
                        step = known[step_key] = _Step(play, drew and not blind)
                    self.chains.setdefault(s, []).append(step)
                public[rank] += 1
                kings += rank == _KING
                if blind:
                    stock -= 1
            if not cards:
                continue
            leads.append(cards[0][1].index >> 2)
            if number < view.trick_no and rules.dirty:
                rec = view.history[number - 1]
                team = rec.winner & 1
                dirty[team] = dirt_after(dirty[team], number, [c.rank for c in rec.cards])

    @staticmethod
    def _play(view: SeatView, number: int, before: list[tuple[int, Card, bool]], seat: int, rank: int,
              public: list[int], dirty: list[bool], barred: int, stock: int, kings: int) -> _Play:
        """Work out the play `rank` of `seat` in trick `number` after `before` (see :func:`_prepare`)."""
        rules = view.rules
        played_before = {x for x, _, _ in before}
        if number > STOCK_TRICKS:
            sizes = [13 - number if i in played_before else 14 - number for i in range(4)]
        else:
            # While the stock lasts every hand is back to six cards at each trick's start.
            sizes = [5 if i in played_before else 6 for i in range(4)]
        table = _Table(rules, seat, (), sizes, [x for x, _, _ in before], [c for _, c, _ in before], number,
                       dirty, [0] * 13)
        total = 52 - sum(public) - sizes[seat]
        no_king = kings_barred(rules.fourth_king, stock, kings)
        play = _prepare(table, seat, rank, number, public, total, barred, stock > 0 and rules.blind_play,
                        no_king)
        play.public = public[:]
        play.values = table.values
        play.p_clear = [math.prod(1.0 - _p_holds(sizes[s], wanted, total) for s in table.later)
                        for wanted in range(5)]
        return play

    def log_weight(self, hands: Sequence[Sequence[int]]) -> float:
        """Sum over the other seats of log P(their replayed plays | the world's hand), each
        averaged over the ways its draws may have gone."""
        total = 0.0
        for seat, chain in self.chains.items():
            counts = [0] * 13
            for r in hands[seat]:
                counts[r] += 1
            total += math.log(self.likelihood(chain, len(chain) - 1, counts))
        return total

    def likelihood(self, chain: list[_Step], i: int, counts: list[int]) -> float:
        """P(the plays chain[0..i] | the seat holds `counts` after play i and its draw), the
        average over which held card was drawn after each play of the stock phase."""
        if i < 0:
            return 1.0
        step = chain[i]
        key = bytes(counts)
        value = step.memo.get(key)
        if value is not None:
            return value
        rank = step.play.rank
        if rank < 0:
            # Played blind: the hand stayed as it was, nothing drawn.
            value = self._p(step.play, counts) * self.likelihood(chain, i - 1, counts)
        elif not step.drew:
            before = counts[:]
            before[rank] += 1
            value = self._p(step.play, before) * self.likelihood(chain, i - 1, before)
        else:
            # Any card held after the draw may be the one drawn: the hand before the play had
            # the played card instead of it.
            value = 0.0
            for x in range(13):
                n = counts[x]
                if n:
                    before = counts[:]
                    before[x] -= 1
                    before[rank] += 1
                    value += n * self._p(step.play, before) * self.likelihood(chain, i - 1, before)
            value /= sum(counts)
        step.memo[key] = value
        return value

    def _p(self, play: _Play, counts: list[int]) -> float:
        key = bytes(counts)
        cached = play.cache.get(key)
        if cached is not None:
            return cached
        self.evaluations += 1
        if play.number < STOCK_TRICKS or play.rank < 0:
            self.early_evaluations += 1
        beta = self.sharpness
        own, scores = self.option_scores(play, counts)
        best = max(scores.values())
        norm = 0.0
        for score in scores.values():
            norm += math.exp(beta * (score - best))
        # A slip now and then: no play is ever less likely than TREMBLE shared out over the
        # options, so a seat that does not play by these habits cannot sink a world for good.
        value = (1.0 - TREMBLE) * math.exp(beta * (own - best)) / norm + TREMBLE / len(scores)
        play.cache[key] = value
        return value

    def option_scores(self, play: _Play, counts: list[int]) -> tuple[float, dict[int, float]]:
        """`basic`'s score of the play made and of every option it had (by rank, -1 for the
        blind play), had its hand held `counts` cards of each rank."""
        options = [r for r in range(13) if counts[r] and r != play.barred and not (play.no_king and r == _KING)]
        if not options:
            options = [r for r in range(13) if counts[r]]
        if play.led < 0:
            lead = play.lead
            scores = {r: lead[r][counts[r]] for r in options}
            own = lead[play.rank][counts[play.rank]]
        else:
            k = counts[play.led]
            row = play.other[k]
            led = play.led
            scores = {r: play.match[k] if r == led else row[r] for r in options}
            own = play.match[k] if play.rank == led else row[play.rank]
        if self.habit and play.number < TRICKS_PER_DEAL:
            self._add_habit(play, counts, scores)
            own = scores[play.rank] if play.rank >= 0 else own
        if play.blind:
            scores[-1] = self._blind(play, counts)
        if play.rank < 0:
            own = scores[-1]
        return own, scores

    @staticmethod
    def _add_habit(play: _Play, counts: list[int], scores: dict[int, float]) -> None:
        """Add `strong`'s two habits to `basic`'s scores: a spare copy is cheaper to part with
        when following, and a card that takes the lead is worth the lead (a point, and every card
        left of a rank nobody else can still hold)."""
        public = play.public
        values = play.values
        sure = [r for r in range(13) if counts[r] and public[r] + counts[r] == 4]
        for r in scores:
            if play.led >= 0:
                scores[r] += SPARE_COPY_POINTS * (counts[r] - 1)
                if r != play.led:
                    continue
            worth = LEAD_POINTS
            for x in sure:
                left = counts[x] - (x == r)
                if left > 0:
                    worth += left * (values[x] + LATER_CARD_POINTS)
            scores[r] += play.p_clear[4 - public[r] - counts[r]] * worth

    @staticmethod
    def _blind(play: _Play, counts: list[int]) -> float:
        """`basic`'s score of the blind play (the mean worth of a random unseen card): the sum
        over every card not face up, less what the hand's own cards would have added."""
        if play.led >= 0:
            k = counts[play.led]
            value = play.blind_base[k]
            held = play.blind_held[k]
            if held is None:
                return value / play.total
        else:
            value = play.blind_base[0]
            held = None
        if held is None:
            lead = play.blind_lead_drop
            for r in range(13):
                c = counts[r]
                if c:
                    value -= lead[r][c]
        else:
            for r in range(13):
                c = counts[r]
                if c:
                    value -= c * held[r]
        return value / play.total


def _prepare(table: _Table, seat: int, rank: int, number: int, public: list[int], total: int, barred: int,
             blind_open: bool, no_king: bool) -> _Play:
    """Every score of `basic` this play's likelihood can need, by the counts it depends on."""
    values = table.values
    hold = table.hold
    team = table.team
    lead: list[list[float]] = []
    match = [0.0] * 5
    other: list[list[float]] = []
    blind_base = [0.0] * 5
    blind_held: list[list[float] | None] = [None] * 5
    if table.led is None:
        for r in range(13):
            row = [0.0] * 5
            for h in range(1, 5):
                wanted = 4 - public[r] - h
                if wanted >= 0:
                    score = table.worth(r, r, table.p_us(r, team, wanted, total)) - hold[r]
                    row[h] = score + (PAIR_LEAD_BONUS * (h - 1) if values[r] == 0 else 0.0)
            lead.append(row)
        base = [0.0]
        drop: list[list[float]] = []
        if blind_open:
            # term[r][u]: what the u unseen cards of rank r add to the blind score's sum.
            term = [[u * table.worth(r, r, table.p_us(r, team, u - 1, total - 1)) if u else 0.0
                     for u in range(5)] for r in range(13)]
            unseen = [4 - public[r] for r in range(13)]
            base = [sum(term[r][unseen[r]] for r in range(13))]
            drop = [[term[r][unseen[r]] - term[r][max(unseen[r] - c, 0)] for c in range(5)] for r in range(13)]
        return _Play(seat, rank, number, -1, lead, match, other, blind_open, base, [None], drop, total,
                     barred, no_king)
    led = table.led
    winner = table.winner & 1
    for k in range(5):
        wanted = 4 - public[led] - k
        if wanted < 0:
            other.append([0.0] * 13)
            continue
        match[k] = table.worth(led, led, table.p_us(led, team, wanted, total)) - hold[led]
        p_miss = table.p_us(led, winner, wanted, total)
        other.append([table.worth(r, led, p_miss) - hold[r] for r in range(13)])
        if blind_open:
            p_hit = table.p_us(led, team, max(wanted - 1, 0), total - 1)
            p_blind_miss = table.p_us(led, winner, wanted, total - 1)
            # Worth per unseen card of each rank; the sum runs over every card not face up.
            per_card = [table.worth(r, led, p_blind_miss) for r in range(13)]
            per_card[led] = table.worth(led, led, p_hit)
            blind_held[k] = per_card
            blind_base[k] = sum((4 - public[r]) * per_card[r] for r in range(13))
    return _Play(seat, rank, number, led, lead, match, other, blind_open, blind_base, blind_held, [], total,
                 barred, no_king)

