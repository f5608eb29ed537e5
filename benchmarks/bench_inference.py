"""Calibration of the search's card inference: "seat s holds rank r" forecasts, with and without.

    python benchmarks/bench_inference.py [--deals 300] [--worlds 400] [--level basic] [--seed 5]

Deals are played by four players of ``--level``; at every decision, the player to move forecasts
for each other seat and each rank it has not seen all of whether that seat holds at least one
card of the rank right now. Without inference the forecast is exact counting (every arrangement
of the unseen cards equally likely: the hypergeometric chance); with inference it is the
weighted share of ``--worlds`` sampled worlds (:class:`ristikontra.ai.knowledge.Knowledge`).
Both are scored against the real hands: log loss (natural log, forecasts clipped to
[0.001, 0.999]) and Brier score, over all forecasts and by trick. Lower is better.
"""

from __future__ import annotations

import argparse
import math
import random

from ristikontra.ai import make_player
from ristikontra.ai.basic import _p_holds
from ristikontra.ai.knowledge import Knowledge
from ristikontra.engine import PRESETS, GameState, default_players


def _score(p: float, truth: bool) -> tuple[float, float]:
    q = min(0.999, max(0.001, p))
    return (-math.log(q if truth else 1.0 - q), (p - (1.0 if truth else 0.0)) ** 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--worlds", type=int, default=400)
    parser.add_argument("--level", default="basic")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--every", type=int, default=3, help="forecast at every n-th decision (default 3)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    players = [make_player(args.level, reproducible=True) for _ in range(4)]
    # Per trick: [n, log loss without, log loss with, Brier without, Brier with]
    sums: dict[int, list[float]] = {}
    decision = 0
    for deal in range(args.deals):
        state = GameState(PRESETS["sticks"], default_players(human_seat=None), seed=args.seed * 100000 + deal)
        state.start_deal()
        while state.phase == "playing":
            seat = state.to_move
            view = state.view(seat)
            decision += 1
            if decision % args.every == 0:
                know = Knowledge(view)
                uniform = Knowledge(view, None)
                total = len(uniform.pool)
                worlds = [know.world(rng) for _ in range(args.worlds)] if know.weighted else []
                top = max((w for _, w in worlds), default=0.0)
                weights = [math.exp(w - top) for _, w in worlds]
                mass = sum(weights)
                row = sums.setdefault(view.trick_no, [0.0] * 5)
                for other in range(4):
                    if other == seat or not view.hand_sizes[other]:
                        continue
                    held = {c.index >> 2 for c in state.hands[other]}
                    for rank in range(13):
                        if not uniform.unseen[rank]:
                            continue
                        plain = _p_holds(view.hand_sizes[other], uniform.unseen[rank], total)
                        if worlds:
                            inferred = sum(w for (d, _), w in zip(worlds, weights, strict=True)
                                           if rank in d.hands[other]) / mass
                        else:
                            inferred = plain
                        truth = rank in held
                        a, b = _score(plain, truth), _score(inferred, truth)
                        row[0] += 1
                        row[1] += a[0]
                        row[2] += b[0]
                        row[3] += a[1]
                        row[4] += b[1]
            state.apply(players[seat].choose(view, random.Random(decision)))
    print(f"{args.deals} deals of {args.level} players, {args.worlds} worlds, seed {args.seed}")
    print(f"{'trick':>5} {'forecasts':>9} {'logloss':>8} {'+infer':>8} {'Brier':>7} {'+infer':>7}")
    grand = [0.0] * 5
    for trick in sorted(sums):
        row = sums[trick]
        grand = [g + x for g, x in zip(grand, row, strict=True)]
        n = row[0]
        print(f"{trick:5d} {int(n):9d} {row[1] / n:8.4f} {row[2] / n:8.4f} {row[3] / n:7.4f} {row[4] / n:7.4f}")
    n = grand[0]
    print(f"{'all':>5} {int(n):9d} {grand[1] / n:8.4f} {grand[2] / n:8.4f} {grand[3] / n:7.4f} {grand[4] / n:7.4f}")


if __name__ == "__main__":
    main()
