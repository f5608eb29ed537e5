"""One game flow for both tables: the same seed and the same moves play the same game at a
terminal and on the server, event for event.

A real server on loopback with a real client making scripted moves at seat 0 and the server's
computers at the others; then the local table (`table.Table`) with the server's seed, the same
script at seat 0 and computer seats of the same level. The two event logs are equal, also when
every computer player fails and the stand-in plays each of their moves (the one thing not real
here: a player that fails on purpose, `tests/net/aiplayers.py`, named as the server's factory).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import Action, SeatView, event_to_json, find_preset
from ristikontra.engine.log import read_log
from ristikontra.files import open_user_file
from ristikontra.net.aipool import PoolSettings
from ristikontra.net.client import Client
from ristikontra.table import ComputerSeat, ScriptedSeat, Table, make_player
from tests.engine.checker import check
from tests.net import aiplayers
from tests.net.netharness import ServerThread, play_seat

RULES = "short"


def script(view: SeatView) -> Action:
    """Seat 0's moves: not what a computer or a stand-in would play (the last legal move)."""
    return view.legal[-1]


async def play_online(url: str, level: str) -> str:
    """Seat 0 plays the script until the game is over; the table's code."""
    south = Client(url, name="South")  # the name the local table gives seat 0
    await south.connect()
    seated = await south.create(rules=RULES, level=level)
    await south.start()
    await play_seat(south, script)
    await south.close()
    return seated.code


def play_locally(log: Path, seed: int, level: str, failing: bool) -> None:
    """The same game at a table of this process: seat 0 scripted, computers at the others."""
    table = Table(lambda: find_preset(RULES), seed=seed, level=level, log=open_user_file(log))
    table.seat(0, ScriptedSeat(script, kind="human"))
    for n in (1, 2, 3):
        player = aiplayers.failing(level) if failing else make_player(level, reproducible=True)
        table.seat(n, ComputerSeat(n, player, seed=lambda: table.seed or 0))

    async def run() -> None:
        loop = asyncio.get_running_loop()
        table.attach(lambda fn: loop.call_soon_threadsafe(fn))
        table.new_game()
        deadline = loop.time() + 30
        while table.state is None or table.state.phase != "game_over":
            assert loop.time() < deadline, "the game did not end"
            if table.state is not None and table.state.phase == "deal_over":
                table.next_deal()
            await asyncio.sleep(0.001)

    try:
        asyncio.run(run())
    finally:
        table.close()


@pytest.mark.parametrize(("level", "failing"), [("random", False), ("basic", False), ("strong", True)])
def test_the_same_seed_and_moves_play_the_same_game_online_and_at_a_terminal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str, failing: bool) -> None:
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / "data"))
    factory = "tests.net.aiplayers:failing" if failing else "ristikontra.ai:make_player"
    with ServerThread(tmp_path / "server", computers=PoolSettings(workers=0, factory=factory)) as server:
        code = asyncio.run(play_online(server.url, level))
        assert server.server is not None
        table = server.server.tables[code]
        seed, online = server.call(lambda: (table.seed, [event_to_json(e) for e in table.log]))
    local_log = tmp_path / "local.jsonl"
    play_locally(local_log, seed, level, failing)
    local: list[dict[str, Any]] = [event_to_json(e) for e in read_log(local_log)]
    assert check(online) >= 1 and online[-1]["type"] == "game_over"
    assert local == online
