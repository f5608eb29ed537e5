"""How long the coach takes: a hint (Shift+H) per position, and the review of a whole deal (v).

    python benchmarks/bench_coach.py [--positions 40] [--deals 5] [--budgets 66000,33000,11000] [--seed 11]

Positions are every decision of seat 0 in deals played by four `basic` players (Braillespiel
rules), spread over all thirteen tricks; `--positions` of them are picked at random (seeded).
For each work budget the same positions are hinted side by side: wall time and per-thread CPU
time, p50 / p95 / max, in milliseconds, and how often the hint's move differs from the one at
the largest budget. The review figures are for whole deals: every decision of seat 0 searched,
as the game does in the background after each deal, at the game's coach budget.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from ristikontra.ai.basic import BasicPlayer
from ristikontra.ai.coach import COACH_BUDGET, coach_player, hint, review
from ristikontra.ai.strong import DEFAULT_BUDGET, StrongPlayer
from ristikontra.engine import PRESETS, Action, GameState, SeatView, default_players


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def deal_decisions(seed: int) -> list[tuple[SeatView, Action]]:
    """Seat 0's (view, action) at every decision of one deal of four basic players."""
    state = GameState(PRESETS["sticks"], default_players(human_seat=None), seed=seed)
    state.start_deal()
    player = BasicPlayer()
    rng = random.Random(seed)
    found: list[tuple[SeatView, Action]] = []
    while state.phase == "playing":
        view = state.view(state.to_move)
        action = player.choose(view, rng)
        if view.seat == 0:
            found.append((view, action))
        state.apply(action)
    return found


def hint_player(work_budget: int) -> StrongPlayer:
    """The coach's player (:data:`COACH_BUDGET`) with another work budget."""
    return StrongPlayer.from_budget(replace(COACH_BUDGET, work_budget=work_budget), reproducible=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--deals", type=int, default=5, help="deals to review (default 5)")
    # Twice the coach's budget (the yardstick), the coach's own (the expert level's), the strong level's.
    parser.add_argument("--budgets", default=f"{2 * COACH_BUDGET.work_budget},{COACH_BUDGET.work_budget},"
                        f"{DEFAULT_BUDGET.work_budget}", help="work budgets of the hint search, compared side by side")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = [view for d in range(40) for view, _ in deal_decisions(args.seed * 1000 + d) if len(view.legal) > 1]
    views = rng.sample(pool, min(args.positions, len(pool)))
    budgets = [int(b) for b in args.budgets.split(",")]
    reference: list[Action] = []
    print(f"hint, {len(views)} positions (tricks {sorted({v.trick_no for v in views})})")
    print("work budget | wall p50 / p95 / max ms | CPU p50 / p95 / max ms | other move than the largest")
    for budget in sorted(budgets, reverse=True):
        wall: list[float] = []
        cpu: list[float] = []
        moves: list[Action] = []
        for view in views:
            player = hint_player(budget)
            w0, c0 = time.perf_counter(), time.thread_time()
            moves.append(hint(view, None, player).action)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        if not reference:
            reference = moves
        differ = sum(a != b for a, b in zip(moves, reference, strict=True))
        print(f"{budget} | {percentile(wall, 0.5):.0f} / {percentile(wall, 0.95):.0f} / {max(wall):.0f}"
              f" | {percentile(cpu, 0.5):.0f} / {percentile(cpu, 0.95):.0f} / {max(cpu):.0f} | {differ}")
    wall = []
    cpu = []
    found = 0
    for d in range(args.deals):
        decisions = deal_decisions(args.seed * 1000 + 500 + d)
        w0, c0 = time.perf_counter(), time.thread_time()
        found += len(review(decisions, coach_player))
        cpu.append(time.thread_time() - c0)
        wall.append(time.perf_counter() - w0)
    print(f"review, {args.deals} deals at the coach's budget ({COACH_BUDGET.work_budget}): "
          f"wall p50 {percentile(wall, 0.5):.1f} s, max {max(wall):.1f} s; "
          f"CPU p50 {percentile(cpu, 0.5):.1f} s, max {max(cpu):.1f} s; "
          f"{found} costly decisions found")


if __name__ == "__main__":
    main()
