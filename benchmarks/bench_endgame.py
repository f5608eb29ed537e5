"""What an exact solve of the hand phase costs, by trick: the search's budget question.

    python benchmarks/bench_endgame.py [--deals 6] [--worlds 3] [--tricks 9 10 11 12] [--seed 7]
                                       [--no-reference]

Deals are played by four `basic` players. At the start of each hand-phase trick in
``--tricks`` (stock empty, the leader to move), the leader deals ``--worlds`` worlds from its
own view (:class:`ristikontra.ai.knowledge.Knowledge`) and every rank it could lead is scored
exactly, in the same run, by

- the reference: the solver as it was before it was made fast (``tests/ai/endgame_reference.py``),
  a fresh one per world;
- :class:`ristikontra.ai.endgame.EndgameSolver`, a fresh one per world;
- :class:`ristikontra.ai.endgame.EndgameSolver`, one kept across the worlds of the position (its
  table shared, as the strong player does).

Every score is checked against the reference's. Reported per trick: search nodes and thread CPU
milliseconds per world (median / p90) of each, and the ratio of the medians. Compare with the
strong player's whole budget of about 100 ms a move.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.endgame import EndgameSolver
from ristikontra.ai.fastsim import FastDeal
from ristikontra.ai.knowledge import Knowledge
from ristikontra.engine import GameState, PlayCard, default_players, find_preset
from ristikontra.simulate import percentile

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.ai.endgame_reference import ReferenceSolver

Solver = EndgameSolver | ReferenceSolver


class _Column:
    """Nodes and CPU seconds of one solver over the worlds of one trick."""

    def __init__(self) -> None:
        self.nodes: list[float] = []
        self.cpu: list[float] = []

    def measure(self, solver: Solver, world: FastDeal, ranks: list[int]) -> dict[int, int]:
        solver.nodes = 0
        started = time.thread_time()
        scores = solver.solve_deal(world.copy(), ranks)
        self.cpu.append(time.thread_time() - started)
        self.nodes.append(float(solver.nodes))
        return scores

    def median_cpu(self) -> float:
        return percentile(sorted(self.cpu), 0.5)

    def cells(self) -> str:
        def pair(values: list[float], scale: float, digits: int) -> str:
            ordered = sorted(values)
            return f"{percentile(ordered, 0.5) * scale:,.{digits}f} / {percentile(ordered, 0.9) * scale:,.{digits}f}"

        return f"{pair(self.nodes, 1, 0)} | {pair(self.cpu, 1000, 2)}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=6, help="deals (default 6)")
    parser.add_argument("--worlds", type=int, default=3, help="worlds per position (default 3)")
    parser.add_argument("--tricks", type=int, nargs="+", default=[9, 10, 11, 12], help="tricks (default 9 10 11 12)")
    parser.add_argument("--rules", default="sticks", help="rule set (default sticks)")
    parser.add_argument("--seed", type=int, default=7, help="seed (default 7)")
    parser.add_argument("--no-reference", action="store_true", help="skip the slow reference solver")
    args = parser.parse_args()
    rules = find_preset(args.rules)
    columns = {t: (_Column(), _Column(), _Column()) for t in args.tricks}
    mismatches = 0
    for deal in range(args.deals):
        state = GameState(rules, default_players(human_seat=None), seed=args.seed * 1000 + deal)
        state.start_deal()
        while state.phase == "playing":
            view = state.view(state.to_move)
            if view.trick_no in columns and not view.trick and not view.stock_size:
                reference, fresh, shared = columns[view.trick_no]
                know = Knowledge(view, None)
                ranks = sorted({a.card.index >> 2 for a in view.legal if isinstance(a, PlayCard)})
                worlds = [know.world(random.Random(deal * 100 + i))[0] for i in range(args.worlds)]
                keeper = EndgameSolver.for_rules(rules)
                for world in worlds:
                    expected = None if args.no_reference else reference.measure(
                        ReferenceSolver.for_rules(rules), world, ranks)
                    for scores in (fresh.measure(EndgameSolver.for_rules(rules), world, ranks),
                                   shared.measure(keeper, world, ranks)):
                        mismatches += expected is not None and scores != expected
            state.apply(choose_basic(view))
    print("| trick | worlds | nodes, reference (median / p90) | CPU ms, reference | nodes, fast | CPU ms, fast "
          "| nodes, fast, shared table | CPU ms, fast, shared | CPU, reference / fast (medians) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for trick in args.tricks:
        reference, fresh, shared = columns[trick]
        ratio = (f"{reference.median_cpu() / fresh.median_cpu():,.0f}×" if reference.cpu and fresh.median_cpu()
                 else "-")
        ref_cells = reference.cells() if reference.cpu else "- | -"
        print(f"| {trick} | {len(fresh.cpu)} | {ref_cells} | {fresh.cells()} | {shared.cells()} | {ratio} |")
    if mismatches:
        print(f"{mismatches} scores differ from the reference's", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
