"""A terminal made narrower in the middle of a trick, in tmux, which rewraps its lines to the new
width as most terminals do (VTE, kitty, Windows Terminal): the live line is drawn anew, and no
piece of the old one stays behind on the screen or in the scrollback. Before, the old line,
rewrapped into two rows, lost only its last row: "Hand: Zwei, Vier, Vi" stayed in the messages."""

from __future__ import annotations

import re
import shutil
import sys
import time
from pathlib import Path

import pytest
from ui_harness import TURN_SAID, Tmux

from ristikontra.i18n import translator

if sys.platform == "win32" or shutil.which("tmux") is None:  # pragma: no cover
    pytest.skip("needs tmux", allow_module_level=True)

GAME = [sys.executable, "-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "1",
        "--level", "basic"]
ROWS = 12
#: How `h` begins its answer.
HAND = {"en": "Your hand: ", "de": "Deine Hand: "}


@pytest.mark.parametrize(("lang", "wide", "narrow"), [("de", 40, 20), ("en", 100, 30), ("de", 60, 12)])
def test_a_narrower_terminal_leaves_no_piece_of_the_old_live_line(tmp_path: Path, lang: str, wide: int,
                                                                  narrow: int) -> None:
    t = translator(lang)
    live = t("live-hand")
    screen = Tmux(tmp_path, [*GAME, "--lang", lang], wide, ROWS)
    try:
        screen.wait_for(lambda rows: any(re.search(TURN_SAID[lang], row) for row in rows)
                        and rows[-1].startswith(live))
        screen.tmux("send-keys", "-t", "game", "End")  # the focus on the last card: the cursor far right
        time.sleep(0.5)
        screen.tmux("resize-window", "-t", "game", "-x", str(narrow), "-y", str(ROWS))
        screen.wait_for(lambda rows: rows[-1].startswith(live) and len(rows[-1]) < narrow)
        time.sleep(0.5)  # a redraw that would come late
        screen.tmux("send-keys", "-t", "game", "h")  # and the messages go on above the line
        screen.wait_for(lambda rows: any(HAND[lang][:narrow - 1] in row for row in rows))
        everything = screen.rows(history=True)
        assert everything[-1].startswith(live)
        left = [row for row in everything[:-1] if row.startswith(live)]
        assert not left, "\n".join(everything)
    finally:
        screen.close()
