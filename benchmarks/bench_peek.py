"""What perfect information is worth in the hand phase: players that see every hand, against `basic`.

Usage (the table in docs/STRENGTH.md's "What seeing every hand is worth" was made with exactly these):

    nice -n 10 python benchmarks/bench_peek.py --pairs 1000 --workers 1 --seed 4242 \\
        --matchups peek8:basic,peek10:basic,peek12:basic --out /tmp/peek-exact.json
    nice -n 10 python benchmarks/bench_peek.py --pairs 1000 --workers 1 --seed 4242 \\
        --matchups peekstrong:basic --out /tmp/peek-strong.json

``peek8`` takes most of the time (about 14 minutes for 1,000 pairs on one busy core; its
solves from trick 8 cost up to a few seconds); the others take seconds.

Two diagnostic levels that live in this benchmark only (never in the game or in ``ai/``); any
level of the game (``basic``, ``strong``, a ``strong[...]`` variant) may stand beside them:

- ``peekN`` (N from 8 to 13): plays like `basic` before trick N; from trick N on it sees every
  hand and plays the move the exact endgame solver rates best for its team's card points
  (`basic`'s move where that ties the best). What perfect information and perfect play from
  trick N on are worth.
- ``peekstrong``: today's `strong` search, handed the true hands as its one world in the hand
  phase (tricks 8-13; the stock is empty there, so nothing else is hidden). Every world of such a
  search would be the same world and would score the same, so one world decides exactly as many
  would. What `strong`'s search is worth once it knows the position, or: how much of its gap is
  information and how much is play.

Everything else is `bench_strength.py`'s: duplicate deals (same cards, teams swapped, same player
seeds: the very deals `bench_strength.py` plays for the same seed and rules), played by
:func:`ristikontra.simulate.play_unit`, whose factory hands each player the game state it plays
on; the diagnostic players read that state, the others their seat's view alone. The same
columns, the JSON file (``--out``) rewritten as games finish.
"""

from __future__ import annotations

import random
import re
from typing import Any

from bench_strength import matchups, parser, run_all

from ristikontra.ai import Player, distinct_actions, make_player
from ristikontra.ai.basic import choose_basic
from ristikontra.ai.endgame import EndgameSolver, split_score
from ristikontra.ai.fastsim import FastDeal
from ristikontra.ai.knowledge import Knowledge
from ristikontra.ai.strong import DEFAULT_BUDGET, StrongPlayer
from ristikontra.engine import Action, GameState, PlayCard, Rules, SeatView, default_players, find_preset
from ristikontra.engine.scoring import STOCK_TRICKS
from ristikontra.simulate import MatchConfig, UnitResult, play_unit

__all__ = ["ExactPeeker", "PeekingStrong", "TrueWorld", "make_level"]

DEFAULT_MATCHUPS = ("peek8:basic", "peek10:basic", "peek12:basic", "peekstrong:basic")
_EXACT = re.compile(r"peek(\d+)")
_FIRST_HAND_TRICK = STOCK_TRICKS + 1


class ExactPeeker:
    """Sees every hand from trick `start` on and plays the exact solver's best move for its
    team's card points (`basic`'s on ties); `basic` before that."""

    def __init__(self, state: GameState, start: int) -> None:
        if not _FIRST_HAND_TRICK <= start <= 13:
            raise ValueError(f"peek{start}: the exact solver starts in tricks {_FIRST_HAND_TRICK} to 13")
        self.state = state
        self.start = start
        self.level = f"peek{start}"
        self.solver = EndgameSolver.for_rules(state.rules)

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        options = distinct_actions(view)
        basic = choose_basic(view)
        if view.trick_no < self.start or len(options) == 1:
            return basic
        values = self.values()
        best = max(values.values())
        if isinstance(basic, PlayCard) and values.get(basic.card.index >> 2) == best:
            return basic
        return next(a for a in options if isinstance(a, PlayCard) and values[a.card.index >> 2] == best)

    def values(self) -> dict[int, int]:
        """Per legal rank (index), the card points the mover's team ends the deal with if it
        plays that rank and all four seats play perfectly after it (the solver's value)."""
        state = self.state
        rules = state.rules
        team = state.to_move & 1
        still_out = sum(rules.value(c.rank) for c in state.trick_cards)
        still_out += sum(rules.value(c.rank) for hand in state.hands for c in hand)
        values: dict[int, int] = {}
        for rank, score in self.solver.solve_moves(state).items():
            team0_future, _dirt = split_score(score)
            future = team0_future if team == 0 else still_out - team0_future
            values[rank] = state.points[team] + future
        return values


class TrueWorld(Knowledge):
    """A seat's knowledge that deals one world only: the true one, every hand as it lies.
    Hand phase only (the stock is empty, so the hands are all that is hidden)."""

    def __init__(self, view: SeatView, state: GameState) -> None:
        if state.stock:
            raise ValueError("the true world is dealt in the hand phase only (the stock is empty)")
        super().__init__(view, inference=None)
        self.true_hands = [[c.index >> 2 for c in hand] for hand in state.hands]

    def world(self, rng: random.Random) -> tuple[FastDeal, float]:
        deal = self.template.copy()
        for seat in range(4):
            deal.hands[seat] = self.hand[:] if seat == self.seat else self.true_hands[seat][:]
        deal.stock = []
        return deal, 0.0


class PeekingStrong(StrongPlayer):
    """Today's `strong` search (its budget, value model, playouts, exact endgame and confidence
    rule) whose worlds are the true one (:class:`TrueWorld`). `samples` is one by default: every
    world would be the same and score the same (playouts draw no chance), so more worlds only
    repeat it; the test checks that the choice is the same."""

    level = "peekstrong"

    def __init__(self, state: GameState, samples: int = 1) -> None:
        # No inference and no resampling: the one world dealt is the true one.
        super().__init__(samples, None, DEFAULT_BUDGET.work_budget, min_samples=1,
                         exact_cards=DEFAULT_BUDGET.exact_cards, replay=0.0, candidates=1)
        if self.search_from < _FIRST_HAND_TRICK:
            raise ValueError("the peeking search peeks in the hand phase only")
        self.state = state

    def knowledge(self, view: SeatView) -> Knowledge:
        return TrueWorld(view, self.state)


def make_level(level: str, state: GameState) -> Player:
    """The player of `level` for the game whose state is `state` (a diagnostic level, or any
    level `make_player` knows, reproducible as in `ristikontra simulate`)."""
    exact = _EXACT.fullmatch(level)
    if exact is not None:
        return ExactPeeker(state, int(exact[1]))
    if level == "peekstrong":
        return PeekingStrong(state)
    return make_player(level, reproducible=True)


def play_game(rules_json: dict[str, Any], levels: tuple[str, str, str, str], seed: int, game: int) -> UnitResult:
    """One duplicate game in a worker (`bench_strength.run_matchup`'s `play`)."""
    config = MatchConfig(Rules.from_json(rules_json), levels, seed, duplicate=True)
    return play_unit(config, game, players=make_level)


def main() -> int:
    command = parser(__doc__, DEFAULT_MATCHUPS)
    args = command.parse_args()
    # An unknown level is refused before any worker starts.
    state = GameState(find_preset(args.rules), default_players(human_seat=None), seed=0)
    for pair in matchups(args):
        for level in pair:
            try:
                make_level(level, state)
            except ValueError as exc:
                command.error(str(exc))
    return run_all(args, play_game)


if __name__ == "__main__":
    raise SystemExit(main())
