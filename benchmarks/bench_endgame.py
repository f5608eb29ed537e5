"""What an exact solve of the hand phase costs, by trick: the search's budget question.

    python benchmarks/bench_endgame.py [--deals 6] [--worlds 3] [--tricks 9 10 11 12] [--seed 7]

Deals are played by four `basic` players. At the start of each hand-phase trick in
``--tricks`` (stock empty, the leader to move), the leader deals ``--worlds`` worlds from its
own view (:class:`ristikontra.ai.knowledge.Knowledge`) and the endgame solver scores every rank
it could lead, exactly, once with a fresh solver per world and once with one solver kept across
the worlds (its transposition table shared, as the search does). Reported per trick: search
nodes and thread CPU milliseconds per world (median, p90), fresh and shared. Compare with the
strong player's whole budget of about 100 ms a move.
"""

from __future__ import annotations

import argparse
import random
import time

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.endgame import EndgameSolver
from ristikontra.ai.knowledge import Knowledge
from ristikontra.engine import GameState, PlayCard, default_players, find_preset
from ristikontra.simulate import percentile


def _row(trick: int, nodes: list[int], cpu: list[float], shared_nodes: list[int], shared_cpu: list[float]) -> str:
    def pair(values: list[float], scale: float, digits: int) -> str:
        ordered = sorted(values)
        return (f"{percentile(ordered, 0.5) * scale:,.{digits}f} / {percentile(ordered, 0.9) * scale:,.{digits}f}")

    return (f"| {trick} | {len(nodes)} | {pair([float(n) for n in nodes], 1, 0)} | {pair(cpu, 1000, 2)} "
            f"| {pair([float(n) for n in shared_nodes], 1, 0)} | {pair(shared_cpu, 1000, 2)} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=6, help="deals (default 6)")
    parser.add_argument("--worlds", type=int, default=3, help="worlds per position (default 3)")
    parser.add_argument("--tricks", type=int, nargs="+", default=[9, 10, 11, 12], help="tricks (default 9 10 11 12)")
    parser.add_argument("--rules", default="sticks", help="rule set (default sticks)")
    parser.add_argument("--seed", type=int, default=7, help="seed (default 7)")
    args = parser.parse_args()
    rules = find_preset(args.rules)
    fresh: dict[int, tuple[list[int], list[float]]] = {t: ([], []) for t in args.tricks}
    shared: dict[int, tuple[list[int], list[float]]] = {t: ([], []) for t in args.tricks}
    for deal in range(args.deals):
        state = GameState(rules, default_players(human_seat=None), seed=args.seed * 1000 + deal)
        state.start_deal()
        while state.phase == "playing":
            view = state.view(state.to_move)
            if view.trick_no in fresh and not view.trick and not view.stock_size:
                know = Knowledge(view, None)
                ranks = sorted({a.card.index >> 2 for a in view.legal if isinstance(a, PlayCard)})
                worlds = [know.world(random.Random(deal * 100 + i))[0] for i in range(args.worlds)]
                keeper = EndgameSolver.for_rules(rules)
                for world in worlds:
                    for solver, (nodes, cpu) in ((EndgameSolver.for_rules(rules), fresh[view.trick_no]),
                                                 (keeper, shared[view.trick_no])):
                        solver.nodes = 0
                        started = time.thread_time()
                        solver.solve_deal(world.copy(), ranks)
                        cpu.append(time.thread_time() - started)
                        nodes.append(solver.nodes)
            state.apply(choose_basic(view))
    print("| trick | worlds | nodes, fresh (median / p90) | CPU ms, fresh | nodes, shared table | CPU ms, shared |")
    print("| --- | --- | --- | --- | --- | --- |")
    for trick in args.tricks:
        print(_row(trick, *fresh[trick], *shared[trick]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
