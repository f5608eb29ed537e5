"""Strength table of the computer players: level against level, duplicate deals.

Usage (the strength table was made with exactly this; see --help):

    python benchmarks/bench_strength.py --pairs 1000 --workers 2 --seed 4242 --out /tmp/strength.json

Seed 2026 was used while tuning the strong player; 4242 (the default) only for the table.

For each match-up (default ``basic:random`` and ``strong:basic``) whole games are played in
duplicate (same cards, teams swapped, same player seeds) until at least ``--pairs`` deal pairs
are done. Reported per match-up: the first level's card points minus the second's per deal
(mean of each pair) with its 95% confidence half-width, its share of the deals won, and the move
time percentiles of every level, as thread CPU time (the cost on one core) and as wall time (inflated
when the machine is shared). Players run as in `ristikontra simulate` (reproducible budgets:
no wall clock), so a seed gives the same games on any machine; only the times differ.
The JSON file is rewritten after every finished game, so a long run can be read while it goes.

A level may also be a variant of a search level that the game does not offer, with some of its
options changed (see ``StrongPlayer.from_spec``), to screen a change against today's player on
the same seeds, for instance:

    nice -n 10 python benchmarks/bench_strength.py --pairs 200 --workers 2 --seed 2026 \
        --matchups "strong[exact_cards=12,exact_confidence=0]:strong"
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from ristikontra.engine import Rules, find_preset
from ristikontra.simulate import MatchConfig, UnitResult, mean_ci95, percentile, play_unit

DEFAULT_MATCHUPS = ("basic:random", "strong:basic")


def _play(rules_json: dict[str, Any], levels: tuple[str, str, str, str], seed: int, game: int) -> UnitResult:
    # Rules travel as JSON: the frozen rules object holds a read-only mapping pickle refuses.
    config = MatchConfig(Rules.from_json(rules_json), levels, seed, duplicate=True)
    return play_unit(config, game)


def _row(first: str, second: str, config: MatchConfig, result: UnitResult, elapsed: float) -> dict[str, Any]:
    mean, ci = mean_ci95(result.diffs)
    decided = result.wins[0] + result.wins[1] + result.ties
    times = _percentiles(result.move_seconds)
    cpu = _percentiles(result.move_cpu_seconds)
    # The same points split by phase: tricks 1 to 7 (the stock) and 8 to 13 (the hand).
    stock, stock_ci = mean_ci95(result.stock_diffs)
    hand, hand_ci = mean_ci95([d - s for d, s in zip(result.diffs, result.stock_diffs, strict=True)])
    return {
        "matchup": f"{first} vs {second}",
        "pairs": len(result.diffs),
        "games": result.games,
        "deals": result.deals,
        "point_diff": round(mean, 2),
        "ci95": round(ci, 2),
        "ci95_low": round(mean - ci, 2),
        "stock_phase": round(stock, 2),
        "stock_phase_ci95": round(stock_ci, 2),
        "hand_phase": round(hand, 2),
        "hand_phase_ci95": round(hand_ci, 2),
        "deal_win_pct": round(100 * result.wins[0] / decided, 1) if decided else 0.0,
        "ties": result.ties,
        "move_ms": times,
        "move_cpu_ms": cpu,
        "seconds": round(elapsed, 1),
        "seed": config.seed,
        "rules": config.rules.to_json(),
    }


def _percentiles(seconds: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    times: dict[str, dict[str, float]] = {}
    for level, values in sorted(seconds.items()):
        ordered = sorted(values)
        if not ordered:
            continue
        times[level] = {f"p{int(q * 100)}": round(percentile(ordered, q) * 1000, 3) for q in (0.5, 0.95, 0.99)}
        times[level]["max"] = round(ordered[-1] * 1000, 3)
        times[level]["moves"] = len(ordered)
    return times


#: Plays one duplicate game in a worker: (rules as JSON, seat levels, seed, game number).
GamePlayer = Callable[[dict[str, Any], tuple[str, str, str, str], int, int], UnitResult]


def run_matchup(first: str, second: str, args: argparse.Namespace, rows: list[dict[str, Any]],
                play: GamePlayer = _play) -> None:
    rules = find_preset(args.rules)
    config = MatchConfig(rules, (first, second, first, second), args.seed, duplicate=True)
    result = UnitResult()
    started = time.perf_counter()
    rows.append({})
    next_game = 0
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        pending: list[Any] = []
        while True:
            # Keep each worker busy with one game and one queued; stop starting games once
            # enough pairs are done (the games under way still finish and count).
            while (len(pending) < 2 * args.workers and len(result.diffs) < args.pairs
                   and time.perf_counter() - started < args.max_seconds):
                pending.append(pool.apply_async(play, (rules.to_json(), config.seat_levels, args.seed, next_game)))
                next_game += 1
            if not pending:
                break
            unit = pending.pop(0).get()
            result.merge(unit)
            rows[-1] = _row(first, second, config, result, time.perf_counter() - started)
            _save(args.out, rows)
            if not args.quiet and sys.stderr.isatty():
                row = rows[-1]
                print(f"\r{row['matchup']}: {row['pairs']} pairs, {row['point_diff']:+.2f} ± {row['ci95']:.2f}",
                      end="", file=sys.stderr, flush=True)
    if not args.quiet and sys.stderr.isatty():
        print(file=sys.stderr)


def _save(path: str | None, rows: list[dict[str, Any]]) -> None:
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=2)


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| match-up | pairs | points per deal (± CI95) | tricks 1-7 | tricks 8-13 | deals won "
        "| move ms p50 / p95 / p99, CPU | wall |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        cells = []
        for key in ("move_cpu_ms", "move_ms"):
            cells.append("; ".join(f"{lvl} {t['p50']:.2f} / {t['p95']:.2f} / {t['p99']:.2f}"
                                   for lvl, t in row[key].items()))
        phases = " | ".join(f"{row.get(key, 0.0):+.2f} ± {row.get(key + '_ci95', 0.0):.2f}"
                            for key in ("stock_phase", "hand_phase"))
        lines.append(f"| {row['matchup']} | {row['pairs']} | {row['point_diff']:+.2f} ± {row['ci95']:.2f} "
                     f"| {phases} | {row['deal_win_pct']:.1f}% | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


def parser(description: str | None, matchups: Sequence[str]) -> argparse.ArgumentParser:
    """The command line of a duplicate-deal benchmark (this one's, and `bench_peek.py`'s)."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matchups", nargs="+", default=list(matchups), metavar="A:B",
                        help="level pairs, space or comma separated; the first level plays team 0 "
                             "first (default: %(default)s)")
    parser.add_argument("--pairs", type=int, default=1000, help="deal pairs per match-up (default 1000)")
    parser.add_argument("--seed", type=int, default=4242, help="seed (default 4242)")
    parser.add_argument("--rules", default="sticks", help="rule set (default sticks)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--max-seconds", type=float, default=float("inf"),
                        help="stop starting games in a match-up after this long")
    parser.add_argument("--out", help="write the rows as JSON here (rewritten as games finish)")
    parser.add_argument("--quiet", action="store_true")
    return parser


def matchups(args: argparse.Namespace) -> list[tuple[str, str]]:
    """The (first, second) level pairs of ``--matchups``."""
    # A comma inside a variant's brackets separates its options, not two match-ups.
    items = [item.strip() for text in args.matchups for item in re.split(r",(?![^\[]*\])", text)
             if item.strip()]
    return [(first, second) for first, _, second in (item.partition(":") for item in items)]


def run_all(args: argparse.Namespace, play: GamePlayer = _play) -> int:
    """Play every match-up of `args` with `play` and print the table."""
    rows: list[dict[str, Any]] = []
    for first, second in matchups(args):
        run_matchup(first, second, args, rows, play)
    print(table(rows))
    return 0


def main() -> int:
    return run_all(parser(__doc__, DEFAULT_MATCHUPS).parse_args())


if __name__ == "__main__":
    raise SystemExit(main())
