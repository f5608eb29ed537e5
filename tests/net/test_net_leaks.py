"""No leak: every frame the server sends to a seat is scanned against what that seat may know.

A card in a frame must be in the seat's own hand (as dealt or drawn) or face up (played); no
other hand, no stock card before it is turned up, no other seat's drawn card, never the seed.
The four seats are real clients on auto play (the server's computers play for them), so many
deals go by quickly. RISTIKONTRA_LEAK_DEALS scales it up (the full run: 500).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ristikontra.engine import event_to_json
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Link, Lobby
from tests.net.netharness import ServerThread, scale, until

CARD = re.compile(r"^[2-9TJQKA][CDHS]$")
RULES = [("sticks", {"target": 2}), ("total", {"dirty": True, "target": 60}), ("short", {"blind_play": False}),
         ("sticks", {"lead_limit": 2, "target": 2})]


@dataclass
class RecordingClient(Client):
    frames: list[str] = field(default_factory=list)

    def _take(self, raw: str | bytes) -> None:
        self.frames.append(raw if isinstance(raw, str) else raw.decode())
        super()._take(raw)


def strings_and_numbers(value: Any, found: tuple[list[str], list[int]]) -> None:
    if isinstance(value, str):
        found[0].append(value)
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        found[1].append(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            strings_and_numbers(key, found)
            strings_and_numbers(item, found)
    elif isinstance(value, list):
        for item in value:
            strings_and_numbers(item, found)


def scan(frames: list[str], seat: int | None, log: list[dict[str, Any]], seed: int) -> int:
    """Check every frame to `seat` (None: to a watcher, who may know only the cards played);
    returns how many cards were checked."""
    known: set[str] = set()
    position = 0  # events of `log` applied to `known`
    checked = 0

    def advance(to: int) -> None:
        nonlocal position, known
        while position < to:
            ev = log[position]
            position += 1
            if ev["type"] == "deal_started":
                known = set(ev["hands"][seat]) if seat is not None else set()
            elif ev["type"] == "card_played" or (ev["type"] == "card_drawn" and seat is not None
                                                 and ev["seat"] == seat):
                known.add(ev["card"])

    for raw in frames:
        frame = json.loads(raw)
        found: tuple[list[str], list[int]] = ([], [])
        if frame["type"] == "events":
            for item in frame["events"]:
                advance(item["seq"])
                event_found: tuple[list[str], list[int]] = ([], [])
                strings_and_numbers(item, event_found)
                cards = [s for s in event_found[0] if CARD.match(s)]
                assert set(cards) <= known, (seat, item, set(cards) - known)
                checked += len(cards)
                assert seed not in event_found[1]
            strings_and_numbers(frame["view"], found)
        else:
            strings_and_numbers(frame, found)
        cards = [s for s in found[0] if CARD.match(s)]
        assert set(cards) <= known, (seat, frame["type"], set(cards) - known)
        assert seed not in found[1], "the seed reached a seat"
        checked += len(cards)
    return checked


async def watch(client: Client) -> None:
    async for item in client:
        if isinstance(item, Batch) and item.view.phase == "game_over":
            return
        if isinstance(item, Link) and item.state == "gone":
            raise AssertionError("connection gone")


async def one_table(url: str, rules: str, options: dict[str, Any]) -> tuple[str, list[RecordingClient]]:
    clients = [RecordingClient(url, name=f"P{n}") for n in range(4)]
    for c in clients:
        await c.connect()
    seated = await clients[0].create(rules=rules, options=options, level="random")
    for n, c in enumerate(clients[1:], 1):
        await c.join(seated.code)
        await c.take_seat(n)
    await until(clients[0], Lobby, pred=lambda lobby: not lobby.free_seats())
    for c in clients:
        await c.auto(True)
    await until(clients[3], Lobby, pred=lambda lobby: all(s["computer"] for s in lobby.data["seats"]))
    await clients[0].start()
    await asyncio.gather(*(watch(c) for c in clients))
    for c in clients:
        await c.close()
    return seated.code, clients


async def tables(url: str, count: int, rng: random.Random) -> list[tuple[str, list[RecordingClient]]]:
    return list(await asyncio.gather(*(one_table(url, *rng.choice(RULES)) for _ in range(count))))


def test_no_frame_to_any_seat_holds_what_the_seat_may_not_know(tmp_path: Path) -> None:
    wanted = scale("RISTIKONTRA_LEAK_DEALS", 16)
    rng = random.Random(3)
    deals = cards = frames = 0
    with ServerThread(tmp_path) as server:
        assert server.server is not None
        while deals < wanted:
            for code, clients in asyncio.run(tables(server.url, 8 if wanted > 40 else 4, rng)):
                table = server.server.tables[code]
                log = server.call(lambda t=table: [event_to_json(e) for e in t.log])
                deals += sum(e["type"] == "deal_started" for e in log)
                for seat, client in enumerate(clients):
                    cards += scan(client.frames, seat, log, table.seed)
                    frames += len(client.frames)
    print(f"leak scan: {deals} deals, {frames} frames, {cards} cards checked")
    assert deals >= wanted and cards > 0


def test_the_scan_catches_an_unredacted_frame() -> None:
    from ristikontra.engine import GameState

    state = GameState(seed=9)
    truth = [event_to_json(e) for e in state.start_deal()]
    for n, e in enumerate(truth, 1):
        e["seq"] = n
    frame = json.dumps({"type": "events", "events": truth, "view": {}})
    try:
        scan([frame], 0, truth, 12345)
    except AssertionError:
        return
    raise AssertionError("an unredacted deal went through the scan")
