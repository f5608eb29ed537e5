"""The `strong` level: Perfect-Information Monte Carlo search.

For one decision the player deals the cards it has not seen into many possible worlds
(:mod:`ristikontra.ai.sampling`), and in each world tries every distinct action (equal ranks are
one action; the blind play is one action):

- while the stock lasts, by playing the deal out with the `basic` policy for all four seats,
  each acting on its own view of that world (so nobody in the playout peeks either);
- late in the hand phase (stock empty, from trick ``exact_from_trick`` on), by solving the rest
  of the deal exactly (:mod:`ristikontra.ai.endgame`).

Each deal end is turned into game value (:mod:`ristikontra.ai.evaluation`: sticks or running
totals, the dirty rule, winning the game, plus a card-point term). Every world is scored for
every action, so actions are compared on the same cards. The player starts from the action
`basic` would choose and switches to another only if that one's mean advantage over the same
worlds exceeds ``confidence`` standard errors of the paired differences: with a few dozen
worlds a decision between near-equal actions is mostly noise, and the habit is the better bet
there; where the search sees a clear gain (a trick to steal, a line the endgame proves) it wins.
Measured against `basic` (duplicate, same seeds, 80-150 pairs each): confidence 0 (plain
argmax) -5 card points a deal, 1.0 +8, 2.0 +14.6, 3.0 +13.7 with point weight 1; with point
weight 3, confidence 1.0 +2.7, 1.5 +19.7, 2.0 +17.4. Default: 2.0 with weight 3.

Budget: at most ``samples`` worlds and ``work_budget`` units of work (one playout move or four
search nodes is one unit), and, if ``time_budget`` is set, no new world after that many seconds
(at least ``min_samples`` worlds are always looked at). Without a time budget the player is
deterministic for a given ``rng``, which is what `ristikontra simulate` uses.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ristikontra.ai.base import distinct_actions
from ristikontra.ai.basic import PlayoutPolicy, choose_basic
from ristikontra.ai.endgame import EndgameSolver, split_score
from ristikontra.ai.evaluation import DEFAULT_VALUE_MODEL, ValueModel, deal_value
from ristikontra.ai.sampling import sampled_state, unseen_cards
from ristikontra.engine import Action, GameState, PlayCard, SeatView

__all__ = ["DEFAULT_BUDGET", "EXPERT_BUDGET", "Budget", "StrongPlayer"]


@dataclass(frozen=True)
class Budget:
    samples: int
    time_budget: float | None
    work_budget: int


#: The game's strong level: p95 under 100 ms a move on one core.
DEFAULT_BUDGET = Budget(samples=40, time_budget=0.09, work_budget=4000)
#: The analysis level: four times as much.
EXPERT_BUDGET = Budget(samples=160, time_budget=0.36, work_budget=16000)
#: Search nodes of the endgame solver that cost about as much as one playout move.
NODES_PER_WORK = 4


class StrongPlayer:
    """PIMC search with `basic` playouts and an exact hand-phase endgame (see module docstring)."""

    level = "strong"

    def __init__(
        self,
        samples: int = DEFAULT_BUDGET.samples,
        time_budget: float | None = DEFAULT_BUDGET.time_budget,
        work_budget: int = DEFAULT_BUDGET.work_budget,
        *,
        min_samples: int = 4,
        exact_from_trick: int = 10,
        value_model: ValueModel = DEFAULT_VALUE_MODEL,
        confidence: float = 2.0,
    ) -> None:
        if samples < 1 or min_samples < 1:
            raise ValueError("samples and min_samples must be at least 1")
        self.samples = samples
        self.time_budget = time_budget
        self.work_budget = work_budget
        self.min_samples = min(min_samples, samples)
        self.exact_from_trick = exact_from_trick
        self.value_model = value_model
        self.confidence = confidence
        #: Worlds looked at in the last decision (for tests and benchmarks).
        self.last_samples = 0
        #: Mean value per distinct action in the last decision.
        self.last_values: dict[Action, float] = {}

    @classmethod
    def from_budget(cls, budget: Budget, *, reproducible: bool = False) -> StrongPlayer:
        """A player with `budget`; `reproducible` drops the wall-clock limit."""
        return cls(budget.samples, None if reproducible else budget.time_budget, budget.work_budget)

    def __repr__(self) -> str:
        return (f"StrongPlayer(samples={self.samples}, time_budget={self.time_budget}, "
                f"work_budget={self.work_budget})")

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        options = distinct_actions(view)
        if not options:
            raise ValueError(f"seat {view.seat} has nothing to play")
        self.last_samples = 0
        self.last_values = {}
        if len(options) == 1:
            return options[0]
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        unseen = unseen_cards(view)
        exact = view.stock_size == 0 and view.trick_no >= self.exact_from_trick
        solver = EndgameSolver.for_rules(view.rules) if exact else None
        rows: list[list[float]] = []
        work = 0
        worlds = 0
        while worlds < self.samples:
            world = sampled_state(view, rng, unseen)
            if solver is not None:
                solver.nodes = 0
                rows.append(self._score_exact(view, world, solver, options))
                work += solver.nodes // NODES_PER_WORK
            else:
                row, moves = self._score_playouts(view, world, options)
                rows.append(row)
                work += moves
            worlds += 1
            if worlds >= self.min_samples and (
                work >= self.work_budget or (deadline is not None and time.perf_counter() >= deadline)
            ):
                break
        self.last_samples = worlds
        self.last_values = {a: sum(r[i] for r in rows) / worlds for i, a in enumerate(options)}
        return options[self._pick(view, options, rows)]

    def _pick(self, view: SeatView, options: list[Action], rows: list[list[float]]) -> int:
        """The action to play: the `basic` choice unless another action beats it on the same
        worlds by more than ``confidence`` standard errors of the paired difference. A handful
        of noisy playouts should not overrule a sound habit; a clear difference should."""
        default = choose_basic(view)
        rank = default.card.rank if isinstance(default, PlayCard) else None
        base = next(i for i, a in enumerate(options)
                    if (a.card.rank if isinstance(a, PlayCard) else None) == rank)
        n = len(rows)
        best, best_bound = base, 0.0
        for i in range(len(options)):
            if i == base:
                continue
            diffs = [r[i] - r[base] for r in rows]
            mean = sum(diffs) / n
            if n > 1:
                var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
                bound = mean - self.confidence * math.sqrt(var / n)
            else:
                bound = mean
            if bound > best_bound + 1e-9:
                best, best_bound = i, bound
        return best

    def _value(self, view: SeatView, points: tuple[int, int], dirty: tuple[bool, bool]) -> float:
        return deal_value(view.rules, view.totals, view.carry, points, dirty, view.seat % 2, self.value_model)

    def _score_playouts(self, view: SeatView, world: GameState, options: list[Action]) -> tuple[list[float], int]:
        moves = 0
        row: list[float] = []
        start = PlayoutPolicy(world)
        for action in options:
            state = world.copy()
            policy = start.copy()
            policy.step(state, action)
            moves += policy.play_out(state)
            row.append(self._value(view, (state.points[0], state.points[1]), (state.dirty[0], state.dirty[1])))
        return row, moves

    def _score_exact(self, view: SeatView, world: GameState, solver: EndgameSolver,
                     options: list[Action]) -> list[float]:
        ranks = [a.card.index >> 2 for a in options if isinstance(a, PlayCard)]
        scores = solver.solve_moves(world, ranks)
        pack = view.rules.pack_points
        in_hand = sum(view.rules.value(c.rank) for h in world.hands for c in h)
        in_trick = sum(view.rules.value(c.rank) for c in world.trick_cards)
        remaining = in_hand + in_trick
        row: list[float] = []
        for action in options:
            assert isinstance(action, PlayCard)
            future0, dirt = split_score(scores[action.card.index >> 2])
            points = (view.points[0] + future0, view.points[1] + remaining - future0)
            assert points[0] + points[1] == pack
            # Only "one team dirty, the other clean" changes the scoring; both dirty scores like
            # both clean (docs/RULES.md §3), so the solver folds those together as 0.
            if dirt > 0:
                dirty = (False, True)
            elif dirt < 0:
                dirty = (True, False)
            else:
                dirty = (False, False)
            row.append(self._value(view, points, dirty))
        return row
