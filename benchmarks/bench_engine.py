"""Random-play speed: `ristikontra simulate`, the rules engine, the fast simulator and a bare loop.

    python benchmarks/bench_engine.py [--deals N] [--rules sticks] [--rounds 3]

All figures are deals per second of process CPU time (so other work on a shared machine does
not skew the ratios), measured in the same run the same way (whole deals of uniform random
play, blind play included where the rules allow it, shuffle included, no log written). Every
round measures every row once, in turn; each row reports its best round, so a burst of other
work on a shared machine slows one round of one row, not the ratios.

- `simulate`: ``ristikontra simulate --team0 random --team1 random`` as the command plays it
  (:func:`ristikontra.simulate.play_unit`, which runs all-random games on the fast simulator,
  every play drawn from its own generator of `engine.seeding`, as at the table);
- `engine apply`: :class:`GameState` verified, events produced (what the game does);
- `engine step`: unverified and silent (what the old search did on copies);
- `fast`: :class:`ristikontra.ai.fastsim.FastDeal`, every rule option honoured;
- `bare`: the least a deal can be in pure Python: ranks in lists, random cards, the trick rule,
  points and refill, no rule options at all. The yardstick the issue measures against.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from ristikontra.ai.fastsim import FastRules, deal_from_shuffle, play_random_deal
from ristikontra.engine import PRESETS, GameState, default_players
from ristikontra.simulate import MatchConfig, play_unit


def run_engine(deals: int, verified: bool, rules_name: str = "sticks", seed: int = 1) -> float:
    rules = PRESETS[rules_name]
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    done = 0
    start = time.process_time()
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
    return deals / (time.process_time() - start)


def run_simulate(deals: int, rules_name: str = "sticks", seed: int = 1) -> float:
    config = MatchConfig(PRESETS[rules_name], ("random", "random", "random", "random"), seed)
    done = 0
    game = 0
    start = time.process_time()
    while done < deals:
        done += play_unit(config, game, deals - done).deals
        game += 1
    return deals / (time.process_time() - start)


def run_fast(deals: int, rules_name: str = "sticks", seed: int = 1) -> float:
    rules = FastRules.of(PRESETS[rules_name])
    rng = random.Random(seed)
    rngs = [random.Random(seed + s) for s in range(4)]
    pack = [i >> 2 for i in range(52)]
    start = time.process_time()
    for n in range(deals):
        order = pack[:]
        rng.shuffle(order)
        play_random_deal(deal_from_shuffle(rules, order, n & 3), rngs)
    return deals / (time.process_time() - start)


def run_bare(deals: int, rules_name: str = "sticks", seed: int = 1) -> float:
    values = [PRESETS[rules_name].value(r) for r in "23456789TJQKA"]
    rng = random.Random(seed)
    pack = [i >> 2 for i in range(52)]
    start = time.process_time()
    for n in range(deals):
        order = pack[:]
        rng.shuffle(order)
        hands = [order[0:6], order[6:12], order[12:18], order[18:24]]
        stock = order[24:]
        points = [0, 0]
        leader = n & 3
        for _ in range(13):
            led = -1
            winner = leader
            total = 0
            for i in range(4):
                seat = (leader + i) & 3
                hand = hands[seat]
                rank = hand.pop(rng.randrange(len(hand)))
                if i == 0:
                    led = rank
                elif rank == led:
                    winner = seat
                total += values[rank]
            points[winner & 1] += total
            if stock:
                for i in range(4):
                    hands[(winner + i) & 3].append(stock.pop())
            leader = winner
    return deals / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--rules", default="sticks", choices=sorted(PRESETS))
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    default_players()  # import warm-up outside the clock
    rows: dict[str, Callable[[], float]] = {
        "simulate": lambda: run_simulate(args.deals, args.rules),
        "engine apply": lambda: run_engine(args.deals, True, args.rules),
        "engine step": lambda: run_engine(args.deals, False, args.rules),
        "fast": lambda: run_fast(args.deals, args.rules),
        "bare": lambda: run_bare(args.deals, args.rules),
    }
    rates = dict.fromkeys(rows, 0.0)
    for _ in range(max(1, args.rounds)):
        for name, measure in rows.items():
            rates[name] = max(rates[name], measure())
    bare = rates["bare"]
    print(f"rules {args.rules}, {args.deals} deals each, best of {max(1, args.rounds)} rounds")
    print(f"{'player':14} {'deals/s':>9} {'x bare':>7}")
    for name, rate in rates.items():
        print(f"{name:14} {rate:9.0f} {rate / bare:7.2f}")


if __name__ == "__main__":
    main()
