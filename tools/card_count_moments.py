"""Print the card-count answers at three moments of one seeded deal, in both languages.

Plays through the real table (prompt_toolkit pipe input, text output) with seed 4 and basic
computer players: presses u at your first turn, in trick 5 (twice) and in trick 11 (u twice and
Shift+U), pressing Enter for your card in between. Run: python tools/card_count_moments.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ui"))
SEED = 4


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.update(RISTIKONTRA_CONFIG_DIR=f"{tmp}/config", RISTIKONTRA_DATA_DIR=f"{tmp}/data",
                          PROMPT_TOOLKIT_NO_CPR="1")
        from ui_harness import ENTER, Driver, make_session

        from ristikontra.keep import saves

        for lang in ("en", "de"):
            saves.discard_save()
            for label, text in moments(make_session(lang, seed=SEED, level="basic"), Driver, ENTER):
                print(f"[{lang}, seed {SEED}] {label}: {text}")


def moments(session: Any, driver: Any, enter: str) -> list[tuple[str, str]]:
    answers: list[tuple[str, str]] = []

    def grab(label: str) -> Callable[[object], None]:
        def step(_: object) -> None:
            view = session.view()
            answers.append((f"trick {view.trick_no}, stock {view.stock_size}, {label}", session.transcript[-1]))
        return step

    keys = ["u", grab("u"), *[enter] * 4, "u", grab("u"), "u", grab("u again"), *[enter] * 6,
            "u", grab("u"), "u", grab("u again"), "U", grab("Shift+U")]
    driver(session).run(keys)
    return answers

if __name__ == "__main__":
    main()
