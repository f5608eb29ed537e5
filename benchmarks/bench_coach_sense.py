"""Whether the coach makes sense: no points given away on a lost trick, a review that agrees with
the hints, reasons a player can learn, and a hint in time (issue 32; figures in docs/COACH.md).

    python benchmarks/bench_coach_sense.py [--positions 300] [--lost 300] [--seed 32] [--work-budget N]

The size may also come from the environment: RISTIKONTRA_BENCH_POSITIONS (both counts).

Positions are seat 0's decisions in deals of four `basic` players (Braillespiel rules), every
trick of the deal: `--positions` of them at random, and `--lost` more drawn only among the
positions the measure is about (the trick is lost to seat 0's team and the hand holds a card
worth nothing beside a card with points). For each position, with the game's coach:

- a **giveaway** is a hint on a lost trick that names anything but a card worth nothing while
  one is in hand: every card with points thrown there counts, whatever reason the hint gives
  ("you still have a king to match with" does not forbid throwing the nine), and so does a
  blind card. Also counted: how often the search alone scored a card with points (or blind)
  best there (the hint before the lost-trick rule);
- a **blamed hint** is a review of the position, the hint played and heard, that lists it as
  a mistake without saying it was the hint (``Mistake.hinted``); an honest one says so;
- the reasons the hints give (how often "it is close" and "it keeps the cards" stand in for a
  plainer one), and the hint's wall and thread CPU time, p50 / p95 / max.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ristikontra.ai.basic import BasicPlayer
from ristikontra.ai.coach import COACH_BUDGET, Hint, coach_player, hint, position_rng, review
from ristikontra.ai.losttrick import trick_is_lost
from ristikontra.ai.strong import StrongPlayer
from ristikontra.engine import PRESETS, Action, GameState, PlayCard, SeatView, default_players


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def seat0_positions(seed: int, first: int, deals: int) -> list[SeatView]:
    """Seat 0's views at its decisions with a real choice, in deals `first` to `first + deals - 1`
    (of four basic players)."""
    found: list[SeatView] = []
    player = BasicPlayer()
    for d in range(first, first + deals):
        state = GameState(PRESETS["sticks"], default_players(human_seat=None), seed=seed * 1000 + d)
        state.start_deal()
        rng = random.Random(d)
        while state.phase == "playing":
            view = state.view(state.to_move)
            if view.seat == 0 and len({a.card.rank if isinstance(a, PlayCard) else "" for a in view.legal}) > 1:
                found.append(view)
            state.apply(player.choose(view, rng))
    return found


def _worth(view: SeatView, action: Action) -> int:
    return view.rules.card_values.get(action.card.rank, 0) if isinstance(action, PlayCard) else 0


def about_a_lost_trick(view: SeatView) -> bool:
    """Whether the measure is about `view`: a lost trick, a card worth nothing and one with points in hand."""
    worths = {view.rules.card_values.get(c.rank, 0) for c in view.hand}
    return trick_is_lost(view) and 0 in worths and len(worths) > 1


def gives_away(view: SeatView, advice: Hint) -> bool:
    """A hint that names no card worth nothing on a lost trick while one is in hand: a card with
    points thrown there (whatever reason it gives: a rank kept to match with forbids nothing),
    or a blind card, which may turn up points too."""
    action = advice.action
    return about_a_lost_trick(view) and not (isinstance(action, PlayCard) and _worth(view, action) == 0)


@dataclass
class Tally:
    """What one set of positions gave."""

    positions: int = 0
    lost: int = 0
    giveaways: int = 0
    search_giveaways: int = 0
    blamed: int = 0
    honest: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    wall_ms: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)

    def lines(self, title: str) -> list[str]:
        total = max(1, self.positions)
        common = ", ".join(f"{r} {n}" for r, n in self.reasons.most_common())
        return [
            f"{title}: {self.positions} positions, {self.lost} of them on a lost trick with a card worth nothing",
            f"  giveaways (a card with points or blind thrown there): {self.giveaways}"
            f" (the search alone scored one of those best in {self.search_giveaways})",
            f"  reviews that call the hint played a mistake: {self.blamed} without saying it was the hint,"
            f" {self.honest} saying so",
            f"  hint wall p50 / p95 / max ms: {percentile(self.wall_ms, 0.5):.0f}"
            f" / {percentile(self.wall_ms, 0.95):.0f} / {max(self.wall_ms, default=0):.0f};"
            f" CPU {percentile(self.cpu_ms, 0.5):.0f} / {percentile(self.cpu_ms, 0.95):.0f}"
            f" / {max(self.cpu_ms, default=0):.0f}",
            f"  reasons: {common}",
            f"  'close' {100 * self.reasons['close'] / total:.0f} %,"
            f" 'keep_for_later' {100 * self.reasons['keep_for_later'] / total:.0f} %",
        ]


def measure(views: Sequence[SeatView], work_budget: int | None = None) -> Tally:
    """Hint and review every position with the coach (`work_budget`: another budget than the game's)."""
    tally = Tally()

    def player() -> StrongPlayer:
        if work_budget is None:
            return coach_player()
        return StrongPlayer.from_budget(replace(COACH_BUDGET, work_budget=work_budget), reproducible=True)

    for view in views:
        tally.positions += 1
        searcher = player()
        w0, c0 = time.perf_counter(), time.thread_time()
        advice = hint(view, position_rng(view), searcher)
        tally.cpu_ms.append((time.thread_time() - c0) * 1000)
        tally.wall_ms.append((time.perf_counter() - w0) * 1000)
        tally.reasons[advice.reason] += 1
        if about_a_lost_trick(view):
            tally.lost += 1
            tally.giveaways += gives_away(view, advice)
            result = searcher.last_result
            if result is not None:
                best = result.options[result.chosen]
                tally.search_giveaways += not (isinstance(best, PlayCard) and _worth(view, best) == 0)
        for mistake in review([(view, advice.action)], player, hints=[(view, advice)]):
            if mistake.hinted:
                tally.honest += 1
            else:
                tally.blamed += 1
    return tally


def main(argv: Sequence[str] | None = None) -> list[str]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    size = int(os.environ.get("RISTIKONTRA_BENCH_POSITIONS", "300"))
    parser.add_argument("--positions", type=int, default=size, help="random positions (default 300)")
    parser.add_argument("--lost", type=int, default=size, help="positions on a lost trick (default 300)")
    parser.add_argument("--seed", type=int, default=32)
    parser.add_argument("--work-budget", type=int, default=None, help="the hint's work budget (default: the game's)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    pool: list[SeatView] = []
    deals = 0
    while len([v for v in pool if about_a_lost_trick(v)]) < args.lost or len(pool) < args.positions:
        pool.extend(seat0_positions(args.seed, deals, 20))
        deals += 20
    random_views = rng.sample(pool, min(args.positions, len(pool)))
    lost = [v for v in pool if about_a_lost_trick(v)]
    lost_views = rng.sample(lost, min(args.lost, len(lost)))
    budget = args.work_budget or COACH_BUDGET.work_budget
    lines = [f"coach work budget {budget}, seed {args.seed}, {deals} deals of four basic players"]
    lines += measure(random_views, work_budget=args.work_budget).lines("random positions")
    lines += measure(lost_views, work_budget=args.work_budget).lines("positions on a lost trick")
    for line in lines:
        print(line, flush=True)
    return lines


if __name__ == "__main__":
    main()
