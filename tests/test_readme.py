"""README's narration samples are what the game really says."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from ristikontra.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"


def samples() -> list[list[str]]:
    section = README.read_text(encoding="utf-8").split("## What you hear", 1)[1].split("\n## ", 1)[0]
    return [block.strip().splitlines() for block in re.findall(r"```text\n(.*?)```", section, re.S)]


@pytest.mark.parametrize(("lang", "index"), [("en", 0), ("de", 1), ("fi", 2)])
def test_the_narration_sample_matches_the_game(capsys: pytest.CaptureFixture[str], lang: str, index: int) -> None:
    assert main(["simulate", "--deals", "1", "--seed", "3", "--narrate", "--lang", lang]) == 0
    narrated = capsys.readouterr().out.splitlines()
    sample = samples()[index]
    assert len(sample) == 8
    assert narrated[1:9] == sample


# ---------------------------------------------------------------- README for players: its promises


def _text() -> str:
    return README.read_text(encoding="utf-8")


def _section(title: str) -> str:
    return _text().split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_quick_start_is_two_commands_and_says_the_second_is_for_developers() -> None:
    quick = _section("Quick start")
    [block] = re.findall(r"```sh\n(.*?)```", quick, re.S)
    assert block.splitlines() == ["python3 run.py play", "python3 run.py test"]
    assert "for developers" in quick


def test_the_first_screen_says_how_to_play_alone_with_friends_and_in_a_browser() -> None:
    """What a player reads before scrolling (about the first 45 lines): every way to play, each
    with the command or key that starts it, and the room of open tables, where a game with anyone
    is found; no placeholder is left for it."""
    first = "\n".join(_text().splitlines()[:45])
    ways = _section("Ways to play")
    assert ways.strip() in first
    for way, start in (("Alone", "python3 run.py play"), ("With friends", "python3 run.py serve"),
                       ("In a browser", "python3 run.py web"), ("With anyone", "the room")):
        item = next(line for line in ways.split("\n- ") if line.lstrip("- ").startswith(f"**{way}"))
        assert start in item, way
    assert "`p`" in ways and "code" in ways
    assert "<!--" not in first


def test_readme_holds_no_benchmark_figures_nor_ci_notes() -> None:
    """Figures, their p99s and benchmark commands live in docs/ beside the command that made
    them; README is for players."""
    text = _text()
    assert "p99" not in text and "benchmarks/" not in text and ".ci/run" not in text
    assert not re.search(r"\b\d+ ms\b", text)


def test_every_run_py_command_in_readme_is_one_run_py_knows() -> None:
    import runpy

    known = runpy.run_path(str(README.parent / "run.py"))["GAME_VERBS"] + ("test",)
    used = set(re.findall(r"run\.py (\w+)", _text()))
    assert used and used <= set(known), used - set(known)


def test_the_message_history_and_the_pause_are_what_readme_says() -> None:
    from ristikontra.options import AI_DELAYS, MAX_AI_DELAY
    from ristikontra.ui.seat.history import MessageLog

    text = " ".join(_text().split())  # as read, not as wrapped
    assert f"latest {MessageLog().limit} messages" in text
    assert "0 to 10 seconds as `--ai-delay`" in text and "`--ai-delay SECONDS` (the computer's pause before each" \
        " play, 0 to 10)" in text
    assert max(AI_DELAYS) == MAX_AI_DELAY == 10


def test_f1s_example_is_what_f1_says_at_the_first_turn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui.ui_harness import ESCAPE, F1, Driver, Wait, make_session

    for name in ("RISTIKONTRA_DATA_DIR", "RISTIKONTRA_CONFIG_DIR", "RISTIKONTRA_EXPORT_DIR"):
        monkeypatch.setenv(name, str(tmp_path / name))
    quoted = re.search(r'"(Enter or Space: [^"]+ 1 of \d+)" at your first turn', _text())
    assert quoted is not None
    session = make_session("en", seed=3, level="basic")
    Driver(session).run([Wait(lambda s: s.keyboard.view is not None and s.keyboard.view.my_turn), F1, ESCAPE])
    assert quoted.group(1) in session.transcript


def test_the_bot_command_in_readme_runs_after_the_quick_start(tmp_path: Path) -> None:
    """`python examples/bot.py ...` as README wrote it failed after the Quick start (no game in
    the system's Python). README's command names the game's own Python in `.venv`; here it runs
    with this environment's Python (where run.py made it, `.venv` or `--venv DIR`), from the
    checkout, and takes a seat at a real server's table."""
    import asyncio
    import subprocess
    import sys

    from ristikontra.net.client import Client
    from tests.net.netharness import ServerThread

    block = re.findall(r"```sh\n(.*?)```", _section("Playing online"), re.S)
    [command] = [line for b in block for line in b.splitlines() if "examples/bot.py" in line]
    assert command.startswith(".venv/bin/python examples/bot.py ")
    args = command.split()[2:]  # the address, the code (in quotes), the options
    python = Path(sys.prefix) / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    with ServerThread(tmp_path / "server") as server:
        async def open_table() -> tuple[Client, str]:
            anna = Client(server.url, name="Anna")
            await anna.connect()
            seated = await anna.create(rules="short", options={}, level="random")
            return anna, seated.code

        loop = asyncio.new_event_loop()
        anna, code = loop.run_until_complete(open_table())
        spoken = f'"{code[:3]} {code[3:]}"'
        argv = [str(python), "examples/bot.py", server.url, spoken.strip('"'), *args[3:]]
        assert args[:2] == ["ws://127.0.0.1:8765", '"482'] and args[3] == "--level"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        bot = subprocess.Popen(argv, cwd=README.parent, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        try:
            assert bot.stdout is not None
            first = bot.stdout.readline()
            assert first.startswith("Sitting at seat ") and first.strip().endswith(f"{spoken.strip(chr(34))}."), (
                first + (bot.stderr.read() if bot.poll() is not None and bot.stderr else ""))
        finally:
            bot.kill()
            bot.communicate(timeout=30)
            loop.run_until_complete(anna.close())
            loop.close()
