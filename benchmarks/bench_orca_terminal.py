"""What an Orca user hears of a game at a VTE terminal: each message of the game's history heard
once, twice or never, and what else was said (the live line, empty rows, stray letters).

Run: python benchmarks/bench_orca_terminal.py [--speech auto] [--seed 7] [--turns 6] [--runs 1]
     [-- extra options of `ristikontra play`]

A desktop of its own (tests/reader/desktop.py: Xvfb, the buses, Orca 43 and a speech-dispatcher
whose module writes down every utterance), the game in sakura started by the Return a player
presses after typing the command, keys sent through X (Right, then Enter, for each turn), the
history exported with `e` as the reference (tests/reader/terminal_game.py). Prints one JSON
object of figures per run; `--show` lists what was said, with its times.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.reader.desktop import missing, running_desktop
from tests.reader.terminal_game import play_at_terminal, tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--speech", default="auto")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--show", action="store_true", help="list every utterance")
    parser.add_argument("--keep", type=Path, help="keep the desktop's logs in this folder")
    parser.add_argument("extra", nargs="*", help="further options of `ristikontra play`")
    args = parser.parse_args()
    why = missing("sakura")
    if why:
        sys.exit(why)
    for run in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="rk-bench-") as folder, \
                running_desktop(keep=args.keep, orca_debug=args.keep is not None) as desk:
            played = play_at_terminal(desk, Path(folder), seed=args.seed, speech=args.speech,
                                      turns=args.turns, extra=tuple(args.extra))
            heard = tally(played)
            if args.show:
                keys = iter(played.keys)
                for utterance in played.heard:
                    mark = "" if utterance.end is not None else "  [cut off]"
                    print(f"{utterance.start - played.started:7.2f}  {utterance.text!r}{mark}")
                print("keys:", " ".join(f"{when - played.started:.2f}:{key}" for when, key in keys))
                print("never:", heard.never_texts)
                print("extra:", heard.extra_texts)
                print("other:", heard.other)
            print(json.dumps({"run": run + 1, "speech": args.speech, "seed": args.seed, "turns": args.turns,
                              "extra": args.extra, **heard.figures()}))


if __name__ == "__main__":
    main()
