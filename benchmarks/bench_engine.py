"""Random-play speed of the rules engine: deals per second on one core.

    python benchmarks/bench_engine.py [--deals N]

Two figures: `apply` (verified, events produced: what the game and `simulate` do) and `step`
(unverified, silent: what search players do on copies). Random play chooses uniformly among
all legal actions, blind play included; no log is written.
"""

from __future__ import annotations

import argparse
import random
import time

from ristikontra.engine import PRESETS, GameState


def run(deals: int, verified: bool, rules_name: str = "sticks", seed: int = 1) -> float:
    rules = PRESETS[rules_name]
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    done = 0
    start = time.perf_counter()
    while done < deals:
        phase = state.phase
        if phase == "game_over":
            state = GameState(rules, seed=rng.randrange(2**31))
            state.start_deal()
        elif phase != "playing":
            state.start_deal()
        else:
            action = rng.choice(state.legal_actions())
            if verified:
                state.apply(action)
            else:
                state.step(action)
            if state.phase != "playing":
                done += 1
    return deals / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20000)
    args = parser.parse_args()
    print(f"{'rules':8} {'mode':6} {'deals/s':>9}")
    for rules_name in ("sticks", "short"):
        for verified in (True, False):
            rate = run(args.deals, verified, rules_name)
            print(f"{rules_name:8} {'apply' if verified else 'step':6} {rate:9.0f}")


if __name__ == "__main__":
    main()
