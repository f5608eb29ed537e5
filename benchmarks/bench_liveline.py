"""How often the live line is written while one deal is played in a real pseudo-terminal.

Plays the first deal of a seeded English game by keys (Enter on the focused card, Right past a
barred lead) and counts, in everything the game wrote: the messages (lines), the times the live
line's text was written ("Hand: "), how many of those wrote what it already said, and the
bytes. With `--compare SRC` the same deal is played
a second time with the package from another source tree (e.g. a checkout of main) in the same
run, side by side.

    python benchmarks/bench_liveline.py [--compare /path/to/other/src] [--seed 3]
"""

from __future__ import annotations

import argparse
import io
import itertools
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pexpect

TURN = r"Your (turn|lead)\."
NEXT_DEAL = r"Enter deals the next hand; v reviews your decisions\."


def play_one_deal(src: Path | None, seed: int) -> dict[str, int]:
    home = Path(tempfile.mkdtemp(prefix="bench-liveline-"))
    env = dict(os.environ, RISTIKONTRA_CONFIG_DIR=str(home / "config"), RISTIKONTRA_DATA_DIR=str(home / "data"),
               RISTIKONTRA_LOG_DIR=str(home / "log"), HOME=str(home), PROMPT_TOOLKIT_NO_CPR="1",
               TERM="xterm-256color", LANG="C.UTF-8")
    if src is not None:
        env["PYTHONPATH"] = str(src)
    raw = io.StringIO()
    args = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", str(seed),
            "--level", "basic", "--lang", "en"]
    child = pexpect.spawn(sys.executable, args, env=env, encoding="utf-8", dimensions=(24, 100), timeout=60)
    child.logfile_read = raw
    try:
        child.expect(TURN)
        while True:
            child.send("\r")
            found = child.expect([TURN, NEXT_DEAL, pexpect.TIMEOUT], timeout=5)
            if found == 1:
                break
            if found == 2:
                child.send("\x1b[C")  # a barred lead: the next card
        child.send("\x11")
        child.expect(pexpect.EOF)
    finally:
        child.close()
        shutil.rmtree(home, ignore_errors=True)
    written = raw.getvalue()
    drawn = [re.split(r"[\x1b\r\n]", piece, maxsplit=1)[0] for piece in written.split("Hand: ")[1:]]
    same = sum(1 for before, now in itertools.pairwise(drawn) if before == now)
    return {"messages": written.count("\n"), "live line written": len(drawn), "unchanged": same,
            "bytes": len(written.encode("utf-8"))}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=Path, help="another source tree to measure beside this one")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    runs = {"this tree": play_one_deal(None, args.seed)}
    if args.compare is not None:
        runs[str(args.compare)] = play_one_deal(args.compare, args.seed)
    print("| tree | messages | live line written | of those unchanged | bytes | bytes per message |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, f in runs.items():
        per = f["bytes"] / max(f["messages"], 1)
        print(f"| {name} | {f['messages']} | {f['live line written']} | {f['unchanged']} | {f['bytes']} | {per:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
