"""Orca and the game in a VTE terminal (sakura) under Xvfb, keys sent through X as a player's: in
the set-up an Orca user gets by default (`--speech auto`), every message of the game is heard
exactly once, in order, and nothing else is read: no line a second time, no live line, no empty
row, no stray letter after Left or Right (docs/READERS.md, "Orca in a terminal")."""

from __future__ import annotations

from pathlib import Path

from tests.reader.conftest import require
from tests.reader.desktop import running_desktop
from tests.reader.terminal_game import play_at_terminal, tally

TURNS = 4


def test_an_orca_user_hears_every_message_once_and_nothing_else(tmp_path: Path) -> None:
    require("sakura")
    with running_desktop(seconds_per_char=0.02, keep=tmp_path / "desktop") as desk:
        # Orca reads what the shell writes before the game (checked inside): it follows the terminal.
        played = play_at_terminal(desk, tmp_path / "game", seed=7, turns=TURNS, settle=0.6)
    heard = tally(played)
    said = "\n".join(f"  {u.start - played.started:6.2f} {u.text!r}" for u in played.heard)
    assert len(played.history) >= 20, f"the game's history is short: {played.history}\nsaid:\n{said}"
    assert heard.order == played.history, f"heard: {heard.figures()}\nsaid:\n{said}"
    assert heard.other == [], f"said besides the game's messages: {heard.other}\nsaid:\n{said}"
    assert heard.empty == 0, f"empty rows read: {heard.empty}\nsaid:\n{said}"
    # One answer for each Right (the card and its place), none cut off by the game's own speech.
    assert heard.right_answers == [1] * TURNS, said
    assert heard.cut == [], said
