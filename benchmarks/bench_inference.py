"""Calibration of the search's card inference: "seat s holds rank r" forecasts, with and without.

    python benchmarks/bench_inference.py [--deals 300] [--worlds 400] [--level basic] [--seed 5]
        [--replay-from 7,5]

Deals are played by four players of ``--level``; at every decision, the player to move forecasts
for each other seat and each rank it has not seen all of whether that seat holds at least one
card of the rank right now. Without inference the forecast is exact counting (every arrangement
of the unseen cards equally likely: the hypergeometric chance); with inference it is the
weighted share of ``--worlds`` sampled worlds (:class:`ristikontra.ai.knowledge.Knowledge`),
weighted by the evidence rules alone, and by the evidence rules and the replay of the other
seats' plays (:mod:`ristikontra.ai.replay`, what the search uses) from each trick of
``--replay-from`` on (a column "replay7" each; "5b": from trick 5, the blind plays too).
Every kind weighs the same sampled worlds.
Both are scored against the real hands: log loss (natural log, forecasts clipped to
[0.001, 0.999]) and Brier score, over all forecasts and by trick. Lower is better.
"""

from __future__ import annotations

import argparse
import math
import random
from typing import Any

from ristikontra.ai import make_player
from ristikontra.ai.basic import _p_holds
from ristikontra.ai.knowledge import Knowledge
from ristikontra.ai.replay import DEFAULT_REPLAY_FROM, DEFAULT_SHARPNESS
from ristikontra.engine import PRESETS, GameState, SeatView, default_players


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
    parser.add_argument("--replay-from", default=f"{DEFAULT_REPLAY_FROM},5",
                        help="the replay's first tricks compared, comma-separated (default %(default)s)")
    args = parser.parse_args()
    # "5b": from trick 5, the blind plays weighed too.
    depths = [(int(x.rstrip("b")), x.endswith("b")) for x in args.replay_from.split(",")]
    kinds = ("counting", "evidence", *(f"replay{d}{'b' if b else ''}" for d, b in depths))
    rng = random.Random(args.seed)
    players = [make_player(args.level, reproducible=True) for _ in range(4)]
    # Per trick: forecasts, then log loss and Brier sums of each kind of forecast.
    sums: dict[int, list[float]] = {}
    decision = 0
    for deal in range(args.deals):
        state = GameState(PRESETS["sticks"], default_players(human_seat=None), seed=args.seed * 100000 + deal)
        state.start_deal()
        # The replayed plays are kept from decision to decision, as the search keeps them.
        known: list[dict[tuple[object, ...], Any]] = [{} for _ in depths]
        while state.phase == "playing":
            seat = state.to_move
            view = state.view(seat)
            decision += 1
            if decision % args.every == 0:
                _forecast(state, view, rng, args.worlds, depths, known,
                          sums.setdefault(view.trick_no, [0.0] * (1 + 2 * len(kinds))))
            state.apply(players[seat].choose(view, random.Random(decision)))
    print(f"{args.deals} deals of {args.level} players, {args.worlds} worlds, seed {args.seed}")
    print(f"{'trick':>5} {'forecasts':>9} " + " ".join(f"{'logloss ' + k:>16}" for k in kinds) + " "
          + " ".join(f"{'Brier ' + k:>14}" for k in kinds))
    grand = [0.0] * (1 + 2 * len(kinds))
    for trick in sorted(sums):
        row = sums[trick]
        grand = [g + x for g, x in zip(grand, row, strict=True)]
        print(_line(str(trick), row))
    print(_line("all", grand))


def _line(label: str, row: list[float]) -> str:
    n = row[0]
    k = (len(row) - 1) // 2
    return (f"{label:>5} {int(n):9d} " + " ".join(f"{row[1 + i] / n:16.4f}" for i in range(k)) + " "
            + " ".join(f"{row[1 + k + i] / n:14.4f}" for i in range(k)))


def _forecast(state: GameState, view: SeatView, rng: random.Random, count: int, depths: list[tuple[int, bool]],
              known: list[dict[tuple[object, ...], Any]], row: list[float]) -> None:
    """Score each kind of forecast of "seat s holds rank r" at this decision into `row`."""
    seat = view.seat
    uniform = Knowledge(view, None)
    total = len(uniform.pool)
    sampled = []
    seed = rng.random()
    kinds = [Knowledge(view)] + [Knowledge(view, replay=DEFAULT_SHARPNESS, known=kept, replay_from=depth,
                                           replay_blind=blind)
                                 for (depth, blind), kept in zip(depths, known, strict=True)]
    for know in kinds:
        # The same seed deals the same worlds for every kind: only their weights differ.
        draw = random.Random(seed)
        worlds = [know.world(draw) for _ in range(count)]
        top = max(w for _, w in worlds)
        weights = [math.exp(w - top) for _, w in worlds]
        sampled.append((worlds, weights, sum(weights)))
    k = len(kinds) + 1
    for other in range(4):
        if other == seat or not view.hand_sizes[other]:
            continue
        held = {c.index >> 2 for c in state.hands[other]}
        for rank in range(13):
            if not uniform.unseen[rank]:
                continue
            truth = rank in held
            forecasts = [_p_holds(view.hand_sizes[other], uniform.unseen[rank], total)]
            for worlds, weights, mass in sampled:
                forecasts.append(sum(w for (d, _), w in zip(worlds, weights, strict=True)
                                     if rank in d.hands[other]) / mass)
            row[0] += 1
            for i, p in enumerate(forecasts):
                loss, brier = _score(p, truth)
                row[1 + i] += loss
                row[1 + k + i] += brier


if __name__ == "__main__":
    main()
