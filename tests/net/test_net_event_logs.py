"""`ristikontra serve --log-dir`: each table's games in a JSON Lines event log, the format
`simulate --log` writes, checked by the referee and replayed to where the table ended.

A real `serve` process on loopback and a real client; the log is read as anyone checking it
would read it, from the file.
"""

from __future__ import annotations

import asyncio
import logging
import random
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import SeatView, event_to_json, for_seat, view_to_json
from ristikontra.engine.log import encode_events, games_in, read_log, replay
from ristikontra.net.client import Client
from tests.engine.checker import check
from tests.net.netharness import ServerThread, play_seat, random_moves, server_process


def check_log(path: Path, heard: list[dict[str, Any]], last: list[SeatView]) -> None:
    """The log holds the table's games in the one log format, the referee accepts it, it is what
    seat 0 heard with nothing hidden, and each game replays to the view the seat was left with."""
    text = path.read_text(encoding="utf-8")
    events = read_log(path)
    assert text == encode_events(events)  # line for line what `simulate --log` writes
    lines = [event_to_json(e) for e in events]
    assert check(lines) >= len(last) and lines[-1]["type"] == "game_over"
    assert [event_to_json(for_seat(e, 0)) for e in events] == heard
    games = list(games_in(events))
    assert len(games) == len(last)
    for game, view in zip(games, last, strict=True):
        state = replay(game)
        assert state.phase == "game_over"
        assert view_to_json(state.view(0)) == view_to_json(view)


def test_serve_writes_each_tables_games_to_its_event_log(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    heard: list[dict[str, Any]] = []
    views: list[SeatView] = []
    ends: list[SeatView] = []

    async def scenario(url: str) -> str:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(rules="short", level="random")
        assert not list(logs.iterdir()), "no log before the game starts"
        await anna.start()
        rng = random.Random(3)
        await asyncio.wait_for(play_seat(anna, random_moves(rng), heard, views), 60)
        ends.append(views[-1])
        await anna.again()  # a second game at the table: its log goes on
        await asyncio.wait_for(play_seat(anna, random_moves(rng), heard, views), 60)
        ends.append(views[-1])
        await anna.close()
        return seated.code

    with server_process(tmp_path / "data", "--log-dir", str(logs)) as (_, url):
        code = asyncio.run(scenario(url))
    assert [p.name for p in logs.iterdir()] == [f"{code}.jsonl"]
    check_log(logs / f"{code}.jsonl", heard, ends)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_table_brought_back_after_a_kill_keeps_one_whole_log(tmp_path: Path) -> None:
    """The server killed mid-deal (its last moves perhaps stored and not yet logged): the table
    comes back from the store and its log is written anew from it, so the log still holds the
    one game, whole, as the seat heard it."""
    logs, data, port = tmp_path / "logs", tmp_path / "data", free_port()
    logs.mkdir()
    heard: list[dict[str, Any]] = []
    views: list[SeatView] = []

    async def scenario() -> str:
        url = f"ws://127.0.0.1:{port}"
        with server_process(data, "--port", str(port), "--log-dir", str(logs)) as (proc, _):
            anna = Client(url, name="Anna", give_up_after=60)
            await anna.connect()
            seated = await anna.create(rules="short", level="random")
            await anna.start()
            rng = random.Random(5)
            await asyncio.wait_for(play_seat(anna, random_moves(rng), heard, views, stop_after=40), 60)
            proc.kill()  # SIGKILL: nothing more is written
            proc.wait()
        with server_process(data, "--port", str(port), "--log-dir", str(logs)):
            await asyncio.wait_for(play_seat(anna, random_moves(rng), heard, views), 120)
            await anna.close()
        return seated.code

    code = asyncio.run(scenario())
    check_log(logs / f"{code}.jsonl", heard, views[-1:])


@pytest.mark.parametrize(("lang", "words"), [("en", "is not a folder"), ("de", "ist kein Ordner")])
def test_a_log_folder_that_is_not_there_is_refused_with_a_clear_message(tmp_path: Path, lang: str,
                                                                        words: str) -> None:
    result = subprocess.run([sys.executable, "-m", "ristikontra", "serve", "--port", "0", "--data",
                             str(tmp_path / "data"), "--log-dir", str(tmp_path / "nowhere"), "--lang", lang],
                            capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 2
    assert words in result.stderr and str(tmp_path / "nowhere") in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert not (tmp_path / "data").exists()


def test_a_log_that_cannot_be_written_is_said_once_and_the_game_goes_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """The log folder is gone by the time the game starts: the operator hears it once, with the
    table and the path, and the people at the table play on as if nothing happened."""
    logs = tmp_path / "logs"
    logs.mkdir()
    heard: list[dict[str, Any]] = []
    views: list[SeatView] = []

    async def scenario(url: str) -> str:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(rules="short", level="random")
        logs.rmdir()
        await anna.start()
        await asyncio.wait_for(play_seat(anna, random_moves(random.Random(4)), heard, views), 60)
        await anna.close()
        return seated.code

    caplog.set_level(logging.INFO, logger="ristikontra.net.server")
    with ServerThread(tmp_path / "data", log_dir=logs) as server:
        code = asyncio.run(scenario(server.url))
    assert heard[-1]["type"] == "game_over"
    said = [r.getMessage() for r in caplog.records if "event log" in r.getMessage()]
    assert said == [f"ristikontra serve: table {code[:3]} {code[3:]}: its event log “{logs / code}.jsonl” "
                    "cannot be made: its folder is gone; the game goes on without it."]


def test_the_logs_are_the_servers_users_alone(tmp_path: Path) -> None:
    """A log holds the seed and every hand of a game still running: before, anyone on the machine
    could read it (0644 in a folder as the operator made it). Now the file is 0600 and the folder
    0700, also a folder that was open to all."""
    logs = tmp_path / "logs"
    logs.mkdir()
    logs.chmod(0o755)

    async def scenario(url: str) -> str:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(rules="short", level="random")
        await anna.start()
        await anna.close()
        return seated.code

    with server_process(tmp_path / "data", "--log-dir", str(logs)) as (_, url):
        code = asyncio.run(scenario(url))
        log = logs / f"{code}.jsonl"
        # The log opens as the game starts, which the server may do just after answering `start`.
        deadline = time.monotonic() + 30
        while not log.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert log.exists()
        assert stat.S_IMODE(log.stat().st_mode) == 0o600
        assert stat.S_IMODE(logs.stat().st_mode) == 0o700
