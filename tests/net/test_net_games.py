"""Four real clients play whole games through the real protocol; the referee checks each log."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import event_to_json
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from tests.engine.checker import check
from tests.net.netharness import ServerThread, play_seat, random_moves, until

VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("sticks", {}),
    ("total", {}),
    ("short", {}),
    ("sticks", {"dirty": True, "target": 3}),
    ("total", {"blind_play": False}),
    ("sticks", {"lead_limit": 2, "target": 3}),
    ("short", {"lead_limit": 0, "fourth_king": True}),
]


async def play_until_over(client: Client, rng: random.Random) -> list[dict[str, Any]]:
    """Play random legal moves; return every event this seat received, as JSON."""
    seen: list[dict[str, Any]] = []
    await play_seat(client, random_moves(rng), seen)
    return seen


async def four_at_a_table(url: str, rules: str, options: dict[str, Any], seed: int) -> tuple[str, list[Any]]:
    clients = [Client(url, name=name) for name in ("Anna", "Ben", "Cleo", "Dirk")]
    for c in clients:
        await c.connect()
    seated = await clients[0].create(rules=rules, options=options, level="random")
    for n, c in enumerate(clients[1:], 1):
        lobby = await c.join(seated.code)
        assert n in lobby.free_seats()
        await c.take_seat(n)
    await until(clients[0], Lobby, pred=lambda lobby: not lobby.free_seats())
    await clients[0].start()
    seen = await asyncio.gather(*(play_until_over(c, random.Random(seed + n)) for n, c in enumerate(clients)))
    for c in clients:
        await c.close()
    return seated.code, seen


@pytest.mark.parametrize(("rules", "options"), VARIANTS)
def test_four_clients_play_a_whole_game_the_referee_accepts(tmp_path: Path, rules: str,
                                                            options: dict[str, Any]) -> None:
    with ServerThread(tmp_path) as server:
        code, seen = asyncio.run(four_at_a_table(server.url, rules, options, 7))
        assert server.server is not None
        log = server.call(lambda: [event_to_json(e) for e in server.server.tables[code].log])
    assert check(log) >= 1
    assert log[-1]["type"] == "game_over"
    for seat, events in enumerate(seen):
        # Every seat heard the whole game, in order, with nothing but its own hand shown.
        assert [e["type"] for e in events] == [e["type"] for e in log]
        assert all(e["seed"] == 0 for e in events if e["type"] == "game_started")
        for mine, truth in zip(events, log, strict=True):
            if truth["type"] == "deal_started":
                assert mine["hands"][seat] == truth["hands"][seat] and mine["stock"] == []
                assert all(h == [] for s, h in enumerate(mine["hands"]) if s != seat)
