"""What an Orca user hears of a whole deal at the browser page: each write of the page's live
regions spoken once, never or more than once, in order or not, what else Orca said, and the
delays from a write, and from a key, to the start of speech.

Run: python benchmarks/bench_orca_page.py [--pause 0.6] [--per-char 0.012] [--runs 1] [--show]

A desktop of its own (tests/reader/desktop.py: Xvfb, the buses, Orca 43 and a speech-dispatcher
whose module writes down every utterance), a table server on loopback with the computers at
`--pause` seconds a card, Chromium at `/?new` and a deal played by keys sent through X as a blind
player plays it (tests/reader/page_game.py). Prints one JSON object of figures per run; `--show`
lists what was said, with its times.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.net.netharness import ServerThread
from tests.reader.desktop import missing, running_desktop
from tests.reader.page_game import play_deal_at_page, tally

from ristikontra.net.tables import TableSettings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pause", type=float, default=0.6, help="the computers' pause before a card (s)")
    parser.add_argument("--per-char", type=float, default=0.012, help="simulated speech, seconds a character")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--no-letters", action="store_true", help="play the cards only (no t, s)")
    parser.add_argument("--show", action="store_true", help="list every utterance")
    parser.add_argument("--keep", type=Path, help="keep the desktop's logs in this folder")
    args = parser.parse_args()
    why = missing("chromium")
    if why:
        sys.exit(why)
    from playwright.sync_api import sync_playwright

    settings = TableSettings(computer_pause=args.pause, deal_wait=60.0, idle_close=300.0)
    for run in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="rk-bench-") as folder, \
                ServerThread(Path(folder) / "tables", settings=settings) as server, \
                running_desktop(seconds_per_char=args.per_char, keep=args.keep,
                                orca_debug=args.keep is not None) as desk, \
                sync_playwright() as playwright:
            url = server.url.replace("ws://", "http://", 1) + "/?new&lang=en"
            played = play_deal_at_page(desk, playwright, url, letters=not args.no_letters)
        heard = tally(played)
        if args.show:
            for utterance in played.spoken:
                mark = "" if utterance.end is not None else "  [cut off]"
                print(f"{utterance.start - played.started:7.2f}  {utterance.text!r}{mark}")
            print("keys:", " ".join(f"{when - played.started:.2f}:{key}" for when, key, _ in played.keyed))
            print("never:", heard.never)
            print("more than once:", heard.twice)
        print(json.dumps({"run": run + 1, "pause": args.pause, "per_char": args.per_char, "player_turns": played.turns,
                          "on_tab": played.on_tab, **heard.figures()}))


if __name__ == "__main__":
    main()
