"""The seat's commands take a key's name and the text it types, not a terminal's key event: the
terminal maps its key presses to them and a page its key names, with no prompt_toolkit between."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.ui.ui_harness import RecordingOutput, make_session

from ristikontra.ui.seat.commands import Key, keyboard_commands

SRC = Path(__file__).resolve().parents[2] / "src" / "ristikontra"


def test_the_volume_keys_read_the_keys_name() -> None:
    session = make_session(voice_volume=50, sound_volume=50)
    session.read_only = True  # nothing written to the player's settings file
    session.start()
    commands = keyboard_commands(session.keyboard, lambda: 1)
    commands["voice_volume"](Key("f8"))
    louder = session.settings.voice_volume
    commands["voice_volume"](Key("f7"))
    commands["voice_volume"](Key("f7"))
    assert louder > 50 > session.settings.voice_volume
    commands["sound_volume"](Key("f10"))
    assert session.settings.sound_volume > 50


def test_a_rank_key_jumps_by_the_text_it_types() -> None:
    session = make_session(seed=3)
    session.start()
    keyboard = session.keyboard
    commands = keyboard_commands(keyboard, lambda: 1)
    assert keyboard.view is not None
    rank = keyboard.hand.cards[-1].rank
    typed = {"T": "0"}.get(rank, rank)
    commands["jump_rank"](Key(typed, typed))
    assert keyboard.hand.cards[keyboard.hand.index].rank == rank
    output = session.output
    assert isinstance(output, RecordingOutput)
    assert output.spoken[-1] == keyboard.announcer.card_focus(
        keyboard.hand.cards[keyboard.hand.index], keyboard.hand.index + 1, len(keyboard.hand.cards)).text


def test_prompt_toolkits_key_events_stay_in_the_terminals_own_files() -> None:
    """Only `ui/terminal/` reads prompt_toolkit's key bindings: the seat and the web seat do not."""
    outside = []
    for path in sorted(SRC.rglob("*.py")):
        if path.relative_to(SRC).parts[:2] == ("ui", "terminal"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("prompt_toolkit.key_binding"):
                outside.append(f"{path.relative_to(SRC)}: {node.module}")
        if "KeyPressEvent" in path.read_text(encoding="utf-8"):
            outside.append(f"{path.relative_to(SRC)}: KeyPressEvent")
    assert outside == []
