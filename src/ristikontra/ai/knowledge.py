"""What one seat knows, on ranks, and the worlds it may be in.

:class:`Knowledge` reads a :class:`~ristikontra.engine.SeatView` (and nothing else) into plain
numbers: the seat's hand as rank indices, how many cards of each rank it has not seen, the hand
and stock sizes, the trick so far and the lead run. :meth:`Knowledge.world` deals the unseen
ranks into a :class:`~ristikontra.ai.fastsim.FastDeal` that fits all of it.

**Inference.** The other seats' plays tell something about their hands. Each play is evidence
that scales the likelihood of a world by a factor per copy of a rank the world puts in that
seat's hand (:func:`evidence`):

- a seat that did not match a trick its opponents were winning, with points on it, probably
  lacks the led rank (surely so as last to play, less so earlier);
- a seat that played blind, or threw a ten or an ace onto an opponent's trick, or led a ten or
  an ace without a sure win, had nothing cheap: worthless ranks are less likely in its hand;
- a seat that led a worthless rank probably holds another card of it (the habit of leading
  from a pair).

Evidence from the stock phase fades with the draws since (a card drawn later was not in the
hand then). Because the log-likelihood is a sum over the cards in each hand, a world's weight
costs one pass over its cards (:meth:`Knowledge.log_weight`). Searches weight each sampled world
by it (importance sampling); the calibration benchmark measures what it is worth.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from ristikontra.ai.fastsim import FastDeal, FastRules
from ristikontra.ai.replay import DEFAULT_REPLAY_FROM, Replay
from ristikontra.engine import SeatView
from ristikontra.engine.legality import lead_run
from ristikontra.engine.scoring import STOCK_TRICKS

__all__ = ["EvidenceModel", "Knowledge", "evidence"]


@dataclass(frozen=True)
class EvidenceModel:
    """Likelihood ratios (holding the rank vs not) of the kinds of evidence."""

    #: Did not match a trick with points the opponents were winning, as last to play.
    skip_last: float = 0.15
    #: The same, with players still to come.
    skip_early: float = 0.55
    #: Played blind, or threw a ten or an ace on a lost trick, or led one unsure: per worthless card.
    no_cheap: float = 0.6
    #: Led a worthless rank from hand: per other card of that rank.
    lead_pair: float = 1.7
    #: Points on the trick (the led card included) from which a skipped match is telling.
    rich: int = 4


DEFAULT_EVIDENCE = EvidenceModel()


def evidence(view: SeatView, model: EvidenceModel = DEFAULT_EVIDENCE) -> list[list[float]]:
    """Per seat and rank index, the log-likelihood added per card of that rank in that seat's
    hand (all zeros for the viewer itself)."""
    values = [view.rules.value(r) for r in "23456789TJQKA"]
    logs = [[0.0] * 13 for _ in range(4)]
    hand_phase_from = STOCK_TRICKS + 1
    plays: list[tuple[int, tuple[tuple[int, int, bool], ...]]] = [
        (rec.number, tuple(zip(rec.seats, (c.index >> 2 for c in rec.cards), rec.blind, strict=True)))
        for rec in view.history
    ]
    if view.trick:
        plays.append((view.trick_no, tuple((s, c.index >> 2, b) for s, c, b in view.trick)))
    # Draws each seat made after trick t: one per stock trick it did not play blind in.
    blind_in: dict[tuple[int, int], bool] = {}
    for number, trick in plays:
        for seat, _, was_blind in trick:
            blind_in[(number, seat)] = was_blind
    log_skip_last = math.log(model.skip_last)
    log_skip_early = math.log(model.skip_early)
    log_no_cheap = math.log(model.no_cheap)
    log_pair = math.log(model.lead_pair)
    for number, trick in plays:
        for pos, (seat, rank, was_blind) in enumerate(trick):
            if seat == view.seat:
                continue
            draws = 0
            for t in range(number, min(view.trick_no - 1, STOCK_TRICKS) + 1):
                if t < hand_phase_from and not blind_in.get((t, seat), False) and t < view.trick_no:
                    draws += 1
            fade = (5 / 6) ** draws
            row = logs[seat]
            if pos == 0:
                if was_blind:
                    _no_cheap(row, values, fade * log_no_cheap)
                elif values[rank] == 0:
                    row[rank] += fade * log_pair
                elif values[rank] >= 10:
                    _no_cheap(row, values, fade * log_no_cheap)
                continue
            led = trick[0][1]
            winner_pos = 0
            points = 0
            for i in range(pos):
                if trick[i][1] == led:
                    winner_pos = i
                points += values[trick[i][1]]
            opponents_win = (trick[winner_pos][0] & 1) != (seat & 1)
            if not opponents_win or rank == led:
                continue
            if points >= model.rich:
                row[led] += fade * (log_skip_last if pos == 3 else log_skip_early)
            if was_blind or values[rank] >= 10:
                _no_cheap(row, values, fade * log_no_cheap)
    return logs


def _no_cheap(row: list[float], values: list[int], amount: float) -> None:
    for r, v in enumerate(values):
        if v == 0:
            row[r] += amount


class Knowledge:
    """One seat's view on ranks, ready to deal worlds from."""

    def __init__(self, view: SeatView, inference: EvidenceModel | None = DEFAULT_EVIDENCE,
                 replay: float = 0.0, known: dict[tuple[object, ...], Any] | None = None,
                 replay_from: int = DEFAULT_REPLAY_FROM, replay_blind: bool = False,
                 replay_habit: bool = False) -> None:
        self.view = view
        self.seat = view.seat
        self.rules = FastRules.of(view.rules)
        self.hand = [c.index >> 2 for c in view.hand]
        self.played = [0] * 13
        for rec in view.history:
            for c in rec.cards:
                self.played[c.index >> 2] += 1
        for _, c, _ in view.trick:
            self.played[c.index >> 2] += 1
        self.unseen = [4 - n for n in self.played]
        for r in self.hand:
            self.unseen[r] -= 1
        self.pool = [r for r in range(13) for _ in range(self.unseen[r])]
        self.sizes = list(view.hand_sizes)
        self.others = [s for s in range(4) if s != self.seat]
        self.logs = evidence(view, inference) if inference is not None else None
        self.weighted = self.logs is not None and any(any(row) for row in self.logs)
        self.replay = Replay(view, replay, known, replay_from, replay_blind, replay_habit) if replay > 0 else None
        if self.replay is not None and not self.replay.plays:
            self.replay = None
        last, run = lead_run([rec.cards[0].index >> 2 for rec in view.history])
        run_rank = -1 if last is None else last
        self.run_rank, self.run = run_rank, run
        kings = view.kings_played
        self.template = FastDeal(self.rules, [[], [], [], []], [], view.leader)
        t = self.template
        t.trick_no = view.trick_no
        t.to_move = view.to_move if view.to_move is not None else view.leader
        t.trick_ranks = [c.index >> 2 for _, c, _ in view.trick]
        t.trick_seats = [s for s, _, _ in view.trick]
        t.trick_blind = [b for _, _, b in view.trick]
        t.points = list(view.points)
        t.tricks = list(view.tricks)
        t.dirty = list(view.dirty)
        t.kings = kings
        t.run_rank, t.run = run_rank, run

    def world(self, rng: random.Random) -> tuple[FastDeal, float]:
        """A random world (every hidden card placed) and its log-weight from the inference."""
        pool = self.pool[:]
        rng.shuffle(pool)
        deal = self.template.copy()
        hands = deal.hands
        at = 0
        for seat in range(4):
            if seat == self.seat:
                hands[seat] = self.hand[:]
            else:
                size = self.sizes[seat]
                hands[seat] = pool[at:at + size]
                at += size
        deal.stock = pool[at:]
        log_weight = self.log_weight(hands) if self.weighted else 0.0
        if self.replay is not None:
            log_weight += self.replay.log_weight(hands)
        return deal, log_weight

    def log_weight(self, hands: list[list[int]]) -> float:
        logs = self.logs
        assert logs is not None
        total = 0.0
        for seat in self.others:
            row = logs[seat]
            for r in hands[seat]:
                total += row[r]
        return total
