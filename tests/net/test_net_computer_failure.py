"""A computer player that fails (a bug in the AI) does not stop the table: a simpler computer
player's move is played for that turn, the operator hears it once per seat with what a bug
report needs, and the humans play on.

A real server and real clients on loopback, the players thinking in the server's threads or in
real worker processes; the only stand-in is the failing computer player itself (no real one fails
on purpose), made by the factory the server's configuration names (`tests/net/aiplayers.py`).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from pathlib import Path

import pytest

from ristikontra.engine import CardPlayed, DealStarted
from ristikontra.net.aipool import PoolSettings
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Lobby
from tests.net.netharness import ServerThread, until

LOGGER = "ristikontra.net.server"
#: The factory of `tests/net/aiplayers.py` and what the operator hears of its failure.
FAILING = ("failing", "RuntimeError: a bug in the computer player")
CHEATING = ("cheating", "IllegalAction")


async def play_two_deals(client: Client, seen: Counter[int]) -> None:
    """Play the first legal move on each turn until the second deal is dealt; count who played."""
    async for item in client:
        if isinstance(item, Batch):
            for event in item.events:
                if isinstance(event, CardPlayed) and event.deal == 1:
                    seen[event.seat] += 1
                if isinstance(event, DealStarted) and event.deal == 2:
                    return
            if item.view.phase == "deal_over":
                await client.ready()
            elif item.view.my_turn:
                await client.act(item.view.legal[0], item.at)


@pytest.mark.parametrize(("failing", "workers"), [(FAILING, 0), (CHEATING, 0), (FAILING, 1)])
def test_a_failing_computer_player_is_stood_in_for_and_the_humans_play_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, failing: tuple[str, str], workers: int) -> None:
    factory, words = failing

    async def scenario(url: str) -> None:
        anna, ben = Client(url, name="Anna"), Client(url, name="Ben")
        await anna.connect()
        await ben.connect()
        seated = await anna.create(level="strong")
        await ben.join(seated.code)
        await ben.take_seat(2)
        await until(anna, Lobby, pred=lambda lobby: 2 not in lobby.free_seats())
        await anna.start()
        seen: Counter[int] = Counter()
        other: Counter[int] = Counter()
        await asyncio.wait_for(asyncio.gather(play_two_deals(anna, seen), play_two_deals(ben, other)), 60)
        # Every seat played its whole hand of the first deal, the failing computers' seats too.
        assert seen == other and set(seen) == {0, 1, 2, 3} and len(set(seen.values())) == 1
        await anna.close()
        await ben.close()

    caplog.set_level(logging.INFO, logger=LOGGER)
    computers = PoolSettings(workers=workers, factory=f"tests.net.aiplayers:{factory}")
    with ServerThread(tmp_path, computers=computers) as server:
        asyncio.run(scenario(server.url))
    said = [r for r in caplog.records if r.name == LOGGER]
    # Once for each failing seat (not at each of its turns), with the seat, the deal and the seed.
    assert len(said) == 2, [r.getMessage() for r in said]
    assert {" seat 1:", " seat 3:"} == {s for r in said for s in (" seat 1:", " seat 3:") if s in r.getMessage()}
    for record in said:
        assert words in record.getMessage()
        assert "seed " in record.getMessage() and "deal 1" in record.getMessage()
        assert record.exc_info is not None  # the traceback, for the bug log
