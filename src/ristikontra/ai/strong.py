"""The `strong` and `expert` levels: determinized search on the fast simulator, with inference.

For one decision the player deals the cards it has not seen into many possible worlds
(:class:`~ristikontra.ai.knowledge.Knowledge`), each weighted by how well it explains what the
other seats played (by the evidence rules, and by the replay of their plays from trick
``replay_from`` on, :mod:`ristikontra.ai.replay`), and in each world tries every distinct
action (equal ranks are one action; the blind play is one action):

- by playing the deal out on :class:`~ristikontra.ai.fastsim.FastDeal` with the playout policy
  (:mod:`ristikontra.ai.playout`) for all four seats, each on its own knowledge of that world;
- once the stock is empty and few enough cards are left (``exact_cards``), by solving the rest
  of the deal exactly (:mod:`ristikontra.ai.endgame`).

Every deal end becomes game value (:mod:`ristikontra.ai.evaluation`: sticks or running totals,
the dirty rule, winning the game, plus a card-point term). Every world scores every action, so
actions are compared on the same cards. The player keeps its habit's move unless another one
beats it on the weighted worlds by more than ``confidence`` standard errors of the paired
differences: where the search sees a clear gain it wins, near-ties keep the habit. The habit is
`basic`'s scoring with two things added (:func:`~ristikontra.ai.basic.choose_basic`): the worth
of taking the lead (``lead_value``), and, when following, a spare copy of a rank parted with
before the only card of one (``spare_copies``). The habit also plays the stock phase, and this
seat's team plays so in the playouts (``playout_lead``; ``spare_copies`` there too).

Budget: at most ``samples`` worlds and ``work_budget`` units of work (one playout move, or two
search nodes, is one unit; dealing and scoring a solved world adds a few), and, if
``time_budget`` is set, no new world after that many seconds (at least ``min_samples`` worlds
are always looked at). Without a time budget the player is deterministic for a given ``rng``,
which is what `ristikontra simulate` uses.
"""

from __future__ import annotations

import math
import random
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any

from ristikontra.ai.base import distinct_actions, rank_of
from ristikontra.ai.basic import DEFAULT_WEIGHTS, Weights, choose_basic
from ristikontra.ai.endgame import EndgameSolver, split_score
from ristikontra.ai.evaluation import DEFAULT_VALUE_MODEL, ValueModel, deal_value
from ristikontra.ai.fastsim import BLIND, FastDeal
from ristikontra.ai.knowledge import DEFAULT_EVIDENCE, EvidenceModel, Knowledge
from ristikontra.ai.losttrick import fit_for_lost_trick
from ristikontra.ai.playout import BOTH_TEAMS, play_out
from ristikontra.ai.replay import DEFAULT_REPLAY_FROM, DEFAULT_SHARPNESS
from ristikontra.engine import Action, PlayCard, SeatView

__all__ = ["DEFAULT_BUDGET", "EXPERT_2026_12_07", "EXPERT_BUDGET", "EXPERT_WEIGHTS", "VARIANT_BASES", "Budget",
           "SearchResult", "StrongPlayer"]


@dataclass(frozen=True)
class Budget:
    samples: int
    time_budget: float | None
    work_budget: int
    #: Solve exactly once the stock is empty and at most this many cards are left.
    exact_cards: int = 8
    #: The habit's weights (:class:`~ristikontra.ai.basic.Weights`).
    weights: Weights = DEFAULT_WEIGHTS
    #: The first trick searched (8: the hand phase only; before it the habit plays alone).
    search_from: int = 8
    #: Playouts hand over to the exact solver with this many cards left (0: never).
    tail_cards: int = 0


#: The game's strong level: p95 under 100 ms a move on one core.
DEFAULT_BUDGET = Budget(samples=3000, time_budget=0.09, work_budget=11000)
#: The expert's habit: a card kept in hand is worth 0.3 of its value where `strong` counts 0.6,
#: and a spare copy 4 points where it counts 2.5. It spends its points on tricks more readily
#: while the stock lasts and keeps more ranks to match with (docs/STRENGTH.md: the habit alone
#: +11.7 +- 1.9 card points a deal against `strong`'s, the expert with it about +6 against
#: `strong`, where three times the worlds alone gave +1.8).
EXPERT_WEIGHTS = Weights(hold_share=0.3, spare_points=4.0)
#: The expert level: three times as much (p95 about 130 ms a move on one core), the expert's
#: habit, and a search of the last two stock tricks too (issue 42: the habit's move kept there
#: unless another is clearly better; +1.8 +- 1.2 card points a deal over the expert before it,
#: 1,027 pairs, docs/STRENGTH.md). Ten times as much, with the last three tricks solved, was not
#: measured stronger; nor were twice the worlds, the whole stock phase searched or the playouts'
#: last tricks solved exactly.
EXPERT_BUDGET = Budget(samples=9000, time_budget=0.3, work_budget=33000, weights=EXPERT_WEIGHTS, search_from=6)
#: `expert` as it played until 2026-12-07, kept to measure the level against (issue 42): a
#: benchmark's level, ``expert-2026-12-07``, never offered in the game.
EXPERT_2026_12_07 = Budget(samples=9000, time_budget=0.3, work_budget=33000, weights=EXPERT_WEIGHTS)
#: The players a benchmark's variant starts from (:meth:`StrongPlayer.from_spec`), by name.
VARIANT_BASES: dict[str, Budget] = {"strong": DEFAULT_BUDGET, "expert": EXPERT_BUDGET,
                                    "expert-2026-12-07": EXPERT_2026_12_07}
#: Search nodes of the endgame solver counted as one unit of work. Measured again with the fast
#: solver (one process, tricks 9-11, 2026-12-01): a node about 2.7 µs, a playout move about 4.2 µs,
#: so two nodes cost a little more than the playout move they stand for; the p95 limit holds.
NODES_PER_WORK = 2.0
#: Work units of dealing one world and scoring it, beside its search nodes.
WORLD_WORK = 3
#: Work units of drawing and weighing one candidate world for resampling (the replay of the
#: plays from trick 7 on included).
CANDIDATE_WORK = 6
#: Work units of one softmax evaluation of the replay for a play before trick 7 (about 13 µs
#: with its share of averaging over the draws, measured 2026-12-02, against 4.2 µs a playout move).
REPLAY_WORK = 3


def _optional_float(text: str) -> float | None:
    return None if text == "none" else float(text)


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"not a flag (0 or 1): {text!r}")
    return text == "1"


#: The options a benchmark variant (:meth:`StrongPlayer.from_spec`) may change, with their parsers.
_VARIANT_OPTIONS: dict[str, Callable[[str], Any]] = {
    "samples": int, "work_budget": int, "exact_cards": int, "min_samples": int, "search_from": int,
    "confidence": float, "exact_confidence": _optional_float, "lead_confidence": _optional_float,
    "stock_confidence": float, "stock_work_share": float, "point_weight": float, "replay": float, "candidates": int,
    "replay_from": int, "replay_blind": _flag, "lead_value": _flag,
    "playout_lead": _flag, "spare_copies": _flag, "lost_cheap": _flag, "playout_all": _flag,
    "replay_habit": _flag, "hold_share": float, "spare_points": float, "lead_points": float,
    "pair_bonus": float, "hand_hold": float, "late_hold": float, "late_from": int, "later_points": float,
    "blind_bias": float, "high_hold": float, "tail_cards": int,
}


def _relative_weights(logs: list[float]) -> list[float]:
    """Weights from log weights, the heaviest 1 (so that none overflows)."""
    top = max(logs)
    return [math.exp(x - top) for x in logs]


@dataclass(frozen=True)
class SearchResult:
    """The numbers behind one decision (for the coach and for tests)."""

    options: tuple[Action, ...]
    #: Weighted mean game value per option (same order as `options`).
    values: tuple[float, ...]
    #: Weighted mean card points this seat's team ends the deal with, per option.
    points: tuple[float, ...]
    #: Index of the option `basic` would play, and of the one chosen.
    basic: int
    chosen: int
    worlds: int
    #: Effective number of worlds after weighting (Kish).
    effective: float
    exact: bool


class StrongPlayer:
    """Determinized search on the fast simulator (see the module docstring)."""

    level = "strong"

    def __init__(
        self,
        samples: int = DEFAULT_BUDGET.samples,
        time_budget: float | None = DEFAULT_BUDGET.time_budget,
        work_budget: int = DEFAULT_BUDGET.work_budget,
        *,
        min_samples: int = 4,
        exact_cards: int = 8,
        value_model: ValueModel = DEFAULT_VALUE_MODEL,
        confidence: float = 1.5,
        exact_confidence: float | None = None,
        lead_confidence: float | None = None,
        stock_confidence: float = 2.0,
        stock_work_share: float = 0.5,
        search_stock: bool = False,
        search_from: int = 8,
        inference: EvidenceModel | None = DEFAULT_EVIDENCE,
        replay: float = DEFAULT_SHARPNESS,
        candidates: int = 4,
        replay_from: int = DEFAULT_REPLAY_FROM,
        replay_blind: bool = False,
        lead_value: bool = True,
        playout_lead: bool = True,
        spare_copies: bool = True,
        lost_cheap: bool = False,
        playout_all: bool = False,
        replay_habit: bool = False,
        weights: Weights = DEFAULT_WEIGHTS,
        tail_cards: int = 0,
    ) -> None:
        if samples < 1 or min_samples < 1:
            raise ValueError("samples and min_samples must be at least 1")
        self.samples = samples
        self.time_budget = time_budget
        self.work_budget = work_budget
        self.min_samples = min(min_samples, samples)
        self.exact_cards = exact_cards
        self.value_model = value_model
        #: 1.5 for follows as for leads: a freer rule for follows (``confidence=1.0`` with
        #: ``lead_confidence=1.5``) made `strong` +1.2 +- 0.9 card points a deal better over 1,028
        #: duplicate deal pairs, but left `expert`, which shares the rule, no longer measurably
        #: stronger than `strong` (+1.2 +- 1.3 over 1,032 pairs, where it is +1.9 +- 1.3 with 1.5).
        self.confidence = confidence
        #: The confidence rule where every world is solved exactly (None: as elsewhere).
        self.exact_confidence = confidence if exact_confidence is None else exact_confidence
        #: The confidence rule for a lead searched by playouts (None: as for a follow).
        self.lead_confidence = confidence if lead_confidence is None else lead_confidence
        self.stock_confidence = stock_confidence
        self.stock_work_share = stock_work_share
        self.search_stock = search_stock
        #: The first trick searched (8: the hand phase only); `search_stock` searches every trick.
        self.search_from = 1 if search_stock else search_from
        self.inference = inference
        #: Sharpness of the replay inference (:mod:`ristikontra.ai.replay`; 0: off).
        self.replay = replay
        #: The first trick whose plays the replay weighs (:mod:`ristikontra.ai.replay`).
        self.replay_from = replay_from
        #: Whether it weighs the blind plays too (the choice of the blind play over the hand).
        self.replay_blind = replay_blind
        #: Worlds drawn per searched world, one kept in proportion to its weight (1: every
        #: world is searched and weighted).
        self.candidates = max(1, candidates)
        #: Whether the habit (the stock phase's moves, and the move kept unless the search proves
        #: another better) values taking the lead (:func:`~ristikontra.ai.basic.choose_basic`).
        self.lead_value = lead_value
        #: Whether this seat's team values taking the lead in the playouts too (the other team
        #: plays out by the plain habit).
        self.playout_lead = playout_lead
        #: Whether the habit, and this seat's team in the playouts, part with spare copies more
        #: readily when following (:data:`~ristikontra.ai.basic.SPARE_COPY_POINTS`).
        self.spare_copies = spare_copies
        #: Whether, on a trick the team can no longer take, the habit and the search keep to the
        #: cards fit to throw there (:func:`~ristikontra.ai.losttrick.fit_for_lost_trick`). Off:
        #: measured weaker (docs/COACH.md): in the last six tricks every card is played, so points
        #: kept are thrown later anyway, and a single cheap card kept may still match.
        self.lost_cheap = lost_cheap
        #: Whether the other team's seats, too, play out by the habit's two additions (as
        #: `strong` and `expert` opponents do), not by `basic`'s plain one.
        self.playout_all = playout_all
        #: Whether the replay inference reads the other seats' plays as `strong`'s habit (the
        #: lead's worth, spare copies) rather than `basic`'s.
        self.replay_habit = replay_habit
        #: The habit's weights (a benchmark's variants try others).
        self.weights = weights
        #: Playouts hand over to the exact solver at the first trick start with at most this many
        #: cards left (0: they play to the end). The tail's best play is then every seat's.
        self.tail_cards = tail_cards
        #: The replayed plays of the current deal, kept from decision to decision.
        self._known: dict[tuple[object, ...], Any] = {}
        self._known_deal: tuple[object, ...] | None = None
        #: Worlds looked at in the last decision (for tests and benchmarks).
        self.last_samples = 0
        #: Mean value per distinct action in the last decision.
        self.last_values: dict[Action, float] = {}
        self.last_result: SearchResult | None = None
        #: Set from another thread to end a search at its next world (the table is closing and
        #: will drop the answer, so waiting for the full budget would only hold up the exit).
        self.stop: threading.Event | None = None

    @classmethod
    def from_budget(cls, budget: Budget, *, reproducible: bool = False) -> StrongPlayer:
        """A player with `budget`; `reproducible` drops the wall-clock limit."""
        return cls(budget.samples, None if reproducible else budget.time_budget, budget.work_budget,
                   exact_cards=budget.exact_cards, weights=budget.weights, search_from=budget.search_from,
                   tail_cards=budget.tail_cards)

    @classmethod
    def from_spec(cls, spec: str) -> StrongPlayer:
        """A variant for benchmarks, not a level of the game: ``strong[confidence=0.5,exact_cards=12]``
        is the reproducible `strong` player with those keyword options changed (``expert[...]``
        likewise from the expert budget, ``expert-2026-12-07[...]`` from the expert before issue 42)."""
        match = re.fullmatch(r"([a-z0-9-]+)\[([^\]]*)\]", spec)
        if match is None or match[1] not in VARIANT_BASES:
            raise ValueError(f"not a search variant: {spec!r}")
        budget = VARIANT_BASES[match[1]]
        options: dict[str, Any] = {"samples": budget.samples, "time_budget": None,
                                   "work_budget": budget.work_budget, "exact_cards": budget.exact_cards,
                                   "search_from": budget.search_from, "tail_cards": budget.tail_cards}
        for item in filter(None, (part.strip() for part in match[2].split(","))):
            key, sep, text = item.partition("=")
            if not sep or key not in _VARIANT_OPTIONS:
                raise ValueError(f"unknown option {item!r} in {spec!r}; known: {', '.join(_VARIANT_OPTIONS)}")
            options[key] = _VARIANT_OPTIONS[key](text)
        tuned = {f.name: options.pop(f.name) for f in fields(Weights) if f.name in options}
        options["weights"] = replace(budget.weights, **tuned)
        if "point_weight" in options:
            options["value_model"] = ValueModel(point_weight=options.pop("point_weight"))
        return cls(**options)

    def __repr__(self) -> str:
        return (f"StrongPlayer(samples={self.samples}, time_budget={self.time_budget}, "
                f"work_budget={self.work_budget})")

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        options = distinct_actions(view)
        if not options:
            raise ValueError(f"seat {view.seat} has nothing to play")
        self.last_samples = 0
        self.last_values = {}
        self.last_result = None
        if len(options) == 1:
            return options[0]
        if view.trick_no < self.search_from:
            # Measured: while the stock lasts, a search of this size is noise against the habit
            # (80 duplicate deal pairs: +9.2 +- 9.6 searching, +15.8 +- 6.8 keeping `basic`).
            return choose_basic(view, lead_value=self.lead_value, spare_copies=self.spare_copies,
                                lost_cheap=self.lost_cheap, weights=self.weights)
        result = self.search(view, rng, options)
        return result.options[result.chosen]

    def search(self, view: SeatView, rng: random.Random, options: list[Action] | None = None) -> SearchResult:
        """Search `view` (the seat to move) and return the numbers for every distinct action."""
        if options is None:
            options = distinct_actions(view)
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        know = self.knowledge(view)
        seat = view.seat
        team = seat & 1
        moves = [know.hand.index(a.card.index >> 2) if isinstance(a, PlayCard) else BLIND for a in options]
        ranks = [a.card.index >> 2 for a in options if isinstance(a, PlayCard)]
        remaining = sum(view.hand_sizes)
        exact = view.stock_size == 0 and remaining <= self.exact_cards
        solver = EndgameSolver.for_rules(view.rules) if exact else None
        rules = view.rules
        totals, carry, model = view.totals, view.carry, self.value_model
        rows: list[list[float]] = []
        pts: list[list[float]] = []
        logs: list[float] = []
        work = 0
        worlds = 0
        stock_phase = view.stock_size > 0
        work_budget = self.work_budget * self.stock_work_share if stock_phase else self.work_budget
        values = know.rules.values
        in_trick = sum(values[r] for r in know.template.trick_ranks)
        playout_moves = len(moves) * (4 * (14 - view.trick_no) - len(view.trick))
        replay = know.replay
        both = BOTH_TEAMS if self.playout_all else team
        lead_team = both if self.playout_lead else -1
        spare_team = both if self.spare_copies else -1
        # The first trick whose start the tail solve takes over (past the deal: never; the stock is
        # empty from trick 8 on, so never before it).
        stop_trick = max(8, 14 - self.tail_cards // 4) if self.tail_cards >= 4 and not exact else 14
        tail = EndgameSolver.for_rules(rules) if stop_trick <= 13 else None
        if tail is not None:
            playout_moves = len(moves) * max(0, 4 * (stop_trick - view.trick_no) - len(view.trick))
        while worlds < self.samples:
            early = replay.early_evaluations if replay is not None else 0
            world, log_weight = know.world(rng)
            if self.candidates > 1:
                world, log_weight = self._resample(know, rng, world, log_weight)
                work += CANDIDATE_WORK * self.candidates
            if replay is not None:
                work += REPLAY_WORK * (replay.early_evaluations - early)
            row: list[float] = []
            prow: list[float] = []
            if solver is not None:
                solver.nodes = 0
                scores = solver.solve_deal(world, ranks)
                # Dealing and scoring a world costs about as much as a few playout moves, which
                # matters once the shared table answers most of a solve.
                work += int(solver.nodes / NODES_PER_WORK) + WORLD_WORK + len(ranks)
                left = in_trick + sum(values[r] for h in world.hands for r in h)
                for rank in ranks:
                    future0, dirt = split_score(scores[rank])
                    points = (view.points[0] + future0, view.points[1] + left - future0)
                    dirty = (False, True) if dirt > 0 else (True, False) if dirt < 0 else (False, False)
                    row.append(deal_value(rules, totals, carry, points, dirty, team, model))
                    prow.append(points[team])
            else:
                for move in moves:
                    deal = world.copy()
                    played = know.played[:]
                    played[deal.stock[-1] if move < 0 else deal.hands[seat][move]] += 1
                    deal.play(move)
                    play_out(deal, played, lead_team, spare_team, self.weights, stop_trick)
                    p = deal.points
                    d = deal.dirty
                    if tail is not None and deal.trick_no <= 13:
                        tail.nodes = 0
                        left = sum(values[r] for h in deal.hands for r in h)
                        future0, dirt = split_score(tail.value(deal))
                        p = [p[0] + future0, p[1] + left - future0]
                        d = [dirt < 0, dirt > 0]
                        work += int(tail.nodes / NODES_PER_WORK) + 1
                    row.append(deal_value(rules, totals, carry, (p[0], p[1]), (d[0], d[1]), team, model))
                    prow.append(p[team])
                work += playout_moves
            rows.append(row)
            pts.append(prow)
            logs.append(log_weight)
            worlds += 1
            if worlds >= self.min_samples and (
                work >= work_budget or (deadline is not None and time.perf_counter() >= deadline)
            ):
                break
            if self.stop is not None and self.stop.is_set():
                break
        weights = _relative_weights(logs)
        total = sum(weights)
        effective = total * total / sum(w * w for w in weights)
        n = len(options)
        means = tuple(sum(w * r[i] for w, r in zip(weights, rows, strict=True)) / total for i in range(n))
        point_means = tuple(sum(w * r[i] for w, r in zip(weights, pts, strict=True)) / total for i in range(n))
        basic = self._basic_index(view, options)
        confidence = (self.stock_confidence if stock_phase
                      else self.exact_confidence if exact
                      else self.lead_confidence if not view.trick else self.confidence)
        fit = fit_for_lost_trick(view, options) if self.lost_cheap else range(n)
        chosen = self._pick(rows, weights, total, effective, basic, confidence, fit)
        self.last_samples = worlds
        self.last_values = dict(zip(options, means, strict=True))
        result = SearchResult(tuple(options), means, point_means, basic, chosen, worlds, effective, exact)
        self.last_result = result
        return result

    def knowledge(self, view: SeatView) -> Knowledge:
        """What the search deals its worlds from: the seat's view and the inference, nothing else.
        (A benchmark's diagnostic subclass deals the true hands here, `benchmarks/bench_peek.py`.)"""
        if self._known_deal != (view.deal, view.dealer, view.rules):
            self._known_deal = (view.deal, view.dealer, view.rules)
            self._known.clear()
        return Knowledge(view, self.inference, self.replay, self._known, self.replay_from,
                         self.replay_blind, self.replay_habit)

    def _resample(self, know: Knowledge, rng: random.Random, world: FastDeal,
                  log_weight: float) -> tuple[FastDeal, float]:
        """One of `candidates` drawn worlds (the first given), kept in proportion to its weight;
        the kept world then counts with weight 1 (sampling-importance-resampling)."""
        drawn = [(world, log_weight)]
        for _ in range(self.candidates - 1):
            drawn.append(know.world(rng))
        weights = _relative_weights([lw for _, lw in drawn])
        pick = rng.random() * sum(weights)
        for (deal, _), w in zip(drawn, weights, strict=True):
            pick -= w
            if pick <= 0:
                return deal, 0.0
        return drawn[-1][0], 0.0

    def _basic_index(self, view: SeatView, options: list[Action]) -> int:
        default = choose_basic(view, lead_value=self.lead_value, spare_copies=self.spare_copies,
                               lost_cheap=self.lost_cheap, weights=self.weights)
        rank = rank_of(default)
        return next(i for i, a in enumerate(options) if rank_of(a) == rank)

    @staticmethod
    def _pick(rows: list[list[float]], weights: list[float], total: float, effective: float,
              base: int, confidence: float, among: Iterable[int] | None = None) -> int:
        """The `basic` choice unless another action (of `among`, default all) beats it on the same
        weighted worlds by more than ``confidence`` standard errors of the paired difference."""
        best, best_bound = base, 0.0
        for i in range(len(rows[0])) if among is None else among:
            if i == base:
                continue
            diffs = [r[i] - r[base] for r in rows]
            mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
            if effective > 1.5:
                var = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total
                bound = mean - confidence * math.sqrt(var / (effective - 1))
            else:
                bound = mean
            if bound > best_bound + 1e-9:
                best, best_bound = i, bound
        return best
