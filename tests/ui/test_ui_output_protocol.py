"""Every output a seat is handed is a `SeatOutput`, and the seat reaches it through that typed
interface only: no output member is looked up by name (mypy checks each output where a seat gets
it; here, the outputs and the files that use them)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from tests.ui.ui_harness import RecordingOutput, make_session

from ristikontra.output import SeatOutput, create_output
from ristikontra.ui.seat.commands import Key, keyboard_commands
from ristikontra.web.seat import WebOutput

SRC = Path(__file__).resolve().parents[2] / "src" / "ristikontra"
#: The files that reached the output through `getattr` before it had a typed interface.
USERS = ("ui/seat/speaker.py", "ui/seat/volume.py", "ui/seat/wiring.py", "ui/terminal/app.py",
         "ui/terminal/transcript.py", "web/seat.py")
MEMBERS = frozenset({"say", "speak", "braille", "play", "silence", "set_volumes", "speech_idle", "close", "channel",
                     "follows_volume", "sound_enabled", "started_with", "selection", "create_output"})


def test_the_output_manager_the_web_seats_output_and_the_tests_are_seat_outputs() -> None:
    manager = create_output("off", sound=False, settle_timeout=2.0)
    try:
        assert isinstance(manager, SeatOutput)
        assert manager.channel == "off" and not manager.sound_enabled and not manager.follows_volume
    finally:
        manager.close()
    assert isinstance(WebOutput(lambda: None), SeatOutput)
    assert isinstance(RecordingOutput(), SeatOutput)


def test_an_output_without_the_seats_needs_is_no_seat_output() -> None:
    class SpeakOnly:
        def speak(self, text: str, interrupt: bool = True) -> None:
            pass

    assert not isinstance(SpeakOnly(), SeatOutput)


@pytest.mark.parametrize("path", USERS)
def test_no_output_member_is_looked_up_by_name(path: str) -> None:
    tree = ast.parse((SRC / path).read_text(encoding="utf-8"))
    looked_up = [node.lineno for node in ast.walk(tree)
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                 and node.func.id in ("getattr", "hasattr") and len(node.args) > 1
                 and isinstance(node.args[1], ast.Constant) and node.args[1].value in MEMBERS]
    assert looked_up == [], f"{path}: lines {looked_up}"


def test_the_volume_keys_say_what_the_output_says_it_hears() -> None:
    session = make_session(voice_volume=50, sound_volume=70)
    session.read_only = True  # nothing written to the player's settings file
    output = session.output
    assert isinstance(output, RecordingOutput)
    session.start()
    commands = keyboard_commands(session.keyboard, lambda: 1)
    output.channel = "screenreader"
    commands["voice_volume"](Key("f8"))
    output.channel, output.follows_volume = "voice", True
    commands["voice_volume"](Key("f8"))
    output.sound_enabled = False
    commands["sound_volume"](Key("f10"))
    said = output.spoken[-3:]
    assert "Your screen reader speaks at its own volume" in said[0]
    assert said[1] == "Voice volume 70 percent."
    assert said[2] == "Sound volume 80 percent, but there is no audio device here to play the sounds."


def test_the_output_manager_says_a_message_whole() -> None:
    """`say` speaks the words (the text channel writes them), and a message with no braille line
    and no earcon (braille and sounds off) is the words alone."""
    from ristikontra.announce import Message

    written: list[str] = []
    manager = create_output("text", sound=False, transcript=written.append, settle_timeout=2.0)
    try:
        manager.say(Message("Your turn.", "", None, True, "turn"))
        manager.say(Message("You play the seven of clubs.", "7C", "card", False, "event"))
        assert manager.wait_idle(10)
    finally:
        manager.close()
    assert written == ["Your turn.", "You play the seven of clubs."]
