"""Where `strong` loses its points: every decision of a `strong` seat in tricks 8-10, judged on
the true hands.

Usage (the table in docs/STRENGTH.md's "Where strong loses points in tricks 8-10" was made with exactly this):

    nice -n 10 python benchmarks/bench_decisions.py --games 40 --seed 2026 --out /tmp/decisions.json

It plays `strong` against `basic` on `bench_strength.py`'s duplicate deals (same seed, same
games, same moves: the diagnosis draws nothing from the players' generators). At each decision
of a `strong` seat in tricks ``--first`` to ``--last`` with more than one distinct option it
records, beside what `strong` saw and did, what the benchmark alone may see:

- ``true``: the exact value of every option on the true hands (the exact solver,
  :mod:`ristikontra.ai.endgame`, all four seats playing perfectly after it; card points of the
  mover's team at the deal's end, as ``peek8`` in ``bench_peek.py`` rates them);
- ``peek``: the value of every option by `strong`'s own search handed the true hands as its one
  world (``peekstrong``: the same playouts, so the gap between ``peek`` and ``true`` is the
  playout policy's, and between the search and ``peek`` the worlds').

The player itself never sees more than its view: it is today's `strong`, whose `search` result is
read after the fact. Classes of the cost (true best value minus the chosen option's):

- ``kept``: the search's best (the highest weighted mean, before the confidence rule) was a true
  best, but the confidence rule kept `basic`'s worse move;
- ``wrong played``: the search's best was not a true best and was played;
- ``wrong kept``: the search's best was not a true best, was not played, and `basic`'s move was
  worse than the best too;
- each ``wrong`` split by whether the one true world's playouts (``peek``) found a true best
  (then the worlds misled the search) or not (then the playouts did).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from typing import Any

from bench_peek import ExactPeeker, PeekingStrong

from ristikontra.ai import Player, make_player
from ristikontra.ai.strong import SearchResult, StrongPlayer
from ristikontra.engine import Action, GameState, PlayCard, SeatView, find_preset
from ristikontra.simulate import MatchConfig, mean_ci95, play_unit

__all__ = ["DiagnosingStrong", "classify", "summarise"]


def _name(action: Action) -> str:
    return action.card.rank if isinstance(action, PlayCard) else "blind"


def _best(values: list[float], prefer: int) -> int:
    """The index of the highest value, `prefer` where it ties the highest."""
    top = max(values)
    return prefer if values[prefer] >= top - 1e-9 else values.index(top)


class DiagnosingStrong(StrongPlayer):
    """Today's reproducible `strong`, which after each searched decision in tricks `first` to
    `last` writes a record of it, judged on the true hands of `state`, into `records`."""

    def __init__(self, state: GameState, records: list[dict[str, Any]], first: int, last: int) -> None:
        template = make_player("strong", reproducible=True)
        assert isinstance(template, StrongPlayer)
        super().__init__(template.samples, template.time_budget, template.work_budget,
                         exact_cards=template.exact_cards)
        self.state = state
        self.records = records
        self.first, self.last = first, last
        self.exact = ExactPeeker(state, 8)

    def search(self, view: SeatView, rng: random.Random, options: list[Action] | None = None) -> SearchResult:
        result = super().search(view, rng, options)
        if self.first <= view.trick_no <= self.last:
            self.records.append(self._record(view, result))
        return result

    def _record(self, view: SeatView, result: SearchResult) -> dict[str, Any]:
        exact = self.exact.values()
        true = [float(exact[a.card.index >> 2]) if isinstance(a, PlayCard) else float("nan")
                for a in result.options]
        # The own search on the one true world (no generator of the game's is touched).
        peek = PeekingStrong(self.state).search(view, random.Random(0), list(result.options))
        return {
            "deal": view.deal, "seat": view.seat, "trick": view.trick_no, "position": len(view.trick),
            "options": [_name(a) for a in result.options],
            "basic": result.basic, "search_best": _best(list(result.values), result.basic),
            "chosen": result.chosen, "values": [round(v, 4) for v in result.values],
            "true": true, "peek_best": _best(list(peek.values), result.basic),
            "peek": [round(v, 2) for v in peek.points],
            "worlds": result.worlds, "effective": round(result.effective, 2), "exact": result.exact,
        }


def classify(record: dict[str, Any], reference: str = "true") -> str:
    """The class of one decision's cost (see the module docstring) against `reference` (``true``:
    the exact values; ``peek``: the card points of the true world's playouts); ``right`` costs
    nothing."""
    true = record[reference]
    top = max(true)

    def right(i: int) -> bool:
        return bool(true[i] >= top - 1e-9)

    if right(record["chosen"]):
        return "right"
    if right(record["search_best"]):
        return "kept"
    worlds = ("worlds" if right(record["peek_best"]) else "playouts") if reference == "true" else "all"
    if record["chosen"] == record["search_best"]:
        return f"wrong played ({worlds})"
    return f"wrong kept ({worlds})"


def cost(record: dict[str, Any], reference: str = "true", key: str = "chosen") -> float:
    """The best value of `reference` minus that of the option `key` (``chosen``, ``basic``,
    ``search_best``, ``peek_best``), in card points."""
    values = record[reference]
    return float(max(values) - values[record[key]])


def _kind(record: dict[str, Any]) -> str:
    return f"trick {record['trick']} {'lead' if record['position'] == 0 else 'follow'}"


def summarise(records: list[dict[str, Any]], deals: int, reference: str = "true") -> str:
    """Markdown tables against `reference`: the cost by class, and by trick and lead or follow
    the cost of `basic`'s move, of the search's best, of `strong`'s choice and of the true
    world's playouts' best; in card points a deal of the `strong` team (summed over the
    decisions, divided by the deals)."""
    lines = ["| class | decisions | costly | mean cost of a costly one | points a deal | share |",
             "|---|---|---|---|---|---|"]
    groups: dict[str, list[float]] = defaultdict(list)
    for r in records:
        groups[classify(r, reference)].append(cost(r, reference))
    total = sum(sum(v) for v in groups.values()) or 1.0
    for name in sorted(groups, key=lambda n: -sum(groups[n])):
        values = groups[name]
        costly = [v for v in values if v > 0]
        mean = sum(costly) / len(costly) if costly else 0.0
        lines.append(f"| {name} | {len(values)} | {len(costly)} | {mean:.1f} | {sum(values) / deals:.2f} "
                     f"| {100 * sum(values) / total:.0f}% |")
    lines.extend(["", "| decisions | n | basic | search's best | strong | true world's playouts |",
                  "|---|---|---|---|---|---|"])
    kinds: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        kinds[_kind(r)].append(r)
        kinds["all"].append(r)
    for name in sorted(kinds, key=lambda n: (n == "all", n)):
        group = kinds[name]
        cells = " | ".join(f"{sum(cost(r, reference, key) for r in group) / deals:.2f}"
                           for key in ("basic", "search_best", "chosen", "peek_best"))
        lines.append(f"| {name} | {len(group)} | {cells} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="duplicate games (default 40)")
    parser.add_argument("--seed", type=int, default=2026, help="seed (default 2026)")
    parser.add_argument("--rules", default="sticks", help="rule set (default sticks)")
    parser.add_argument("--first", type=int, default=8, help="first trick judged (default 8)")
    parser.add_argument("--last", type=int, default=10, help="last trick judged (default 10)")
    parser.add_argument("--out", help="write the records as JSON here (rewritten after every game)")
    args = parser.parse_args()
    rules = find_preset(args.rules)
    config = MatchConfig(rules, ("strong", "basic", "strong", "basic"), args.seed, duplicate=True)
    records: list[dict[str, Any]] = []

    def players(level: str, state: GameState) -> Player:
        if level == "strong":
            return DiagnosingStrong(state, records, args.first, args.last)
        return make_player(level, reproducible=True)

    deals = 0
    diffs: list[float] = []
    started = time.perf_counter()
    for game in range(args.games):
        unit = play_unit(config, game, players=players)
        deals += unit.deals
        diffs.extend(unit.diffs)
        if args.out:
            with open(args.out, "w", encoding="utf-8") as f:
                json.dump({"deals": deals, "diffs": diffs, "records": records}, f)
        print(f"game {game + 1}: {deals} deals, {len(records)} decisions, "
              f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    mean, ci = mean_ci95(diffs)
    print(f"strong vs basic on these deals: {mean:+.2f} ± {ci:.2f} points a deal, {len(diffs)} pairs\n")
    print(f"{len(records)} decisions of `strong` seats in tricks {args.first}-{args.last}, {deals} deals.\n")
    print("Against the exact values (all four seats perfect after the decision):\n")
    print(summarise(records, deals, "true") + "\n")
    print("Against the true world's playouts (every seat by the playout policy after the decision):\n")
    print(summarise(records, deals, "peek"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
