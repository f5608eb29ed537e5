"""Drops, grace times, reconnecting and a killed server: nothing acknowledged is lost."""

from __future__ import annotations

import asyncio
import random
import socket
from pathlib import Path
from typing import Any

from ristikontra.engine import Event, GameOver, GameState, PlayerInfo, event_to_json, for_seat, parse_action
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Link, Lobby, Notice
from ristikontra.net.store import StoredTable
from ristikontra.net.tables import rules_from_config
from tests.engine.checker import check
from tests.net.netharness import ServerThread, server_process, until


def cut(client: Client) -> None:
    """Drop the client's TCP connection without a closing handshake (a network failure)."""
    assert client._ws is not None
    client._ws.transport.abort()


async def play_some(client: Client, rng: random.Random, moves: int, heard: list[Any] | None = None) -> None:
    """Play `moves` of this seat's turns (random legal actions), then return; keep all else in `heard`."""
    async for item in client:
        if heard is not None:
            heard.append(item)
        if isinstance(item, Batch):
            if item.view.phase == "deal_over":
                await client.ready()
            elif item.view.my_turn:
                if moves == 0:
                    return
                moves -= 1
                await client.act(rng.choice(item.view.legal), item.at)


def test_a_dropped_seat_is_played_after_the_grace_time_and_handed_back_with_what_was_missed(tmp_path: Path) -> None:
    async def scenario(url: str, server: ServerThread) -> None:
        tokens = TokenStore(tmp_path / "tokens.json")
        anna = Client(url, name="Anna")
        ben = Client(url, name="Ben", tokens=tokens, reconnect=False)
        await anna.connect()
        await ben.connect()
        seated = await anna.create(rules="sticks", level="random", grace=1.0)
        await ben.join(seated.code)
        await ben.take_seat(1)
        await until(anna, Lobby, pred=lambda lobby: 1 not in lobby.free_seats())
        await anna.start()
        rng = random.Random(4)
        heard: list[Any] = []
        anna_task = asyncio.ensure_future(play_some(anna, rng, 10_000, heard))

        async def anna_hears(what: str, timeout: float = 5.0) -> None:
            for _ in range(int(timeout / 0.02)):
                if any(isinstance(i, Notice) and i.what == what and i.seat == 1 for i in heard):
                    return
                await asyncio.sleep(0.02)
            raise AssertionError(f"Anna never heard that Ben is {what}")

        # Ben plays three turns, then is to move mid-trick (Anna, seat 0, leads or has played).
        await play_some(ben, rng, 3)
        assert ben.view is not None
        while not ben.view.trick:  # Ben leads this one: play it, wait for a turn in mid-trick
            await ben.act(rng.choice(ben.view.legal), ben.at)
            await play_some(ben, rng, 0)
        assert ben.view.my_turn and ben.view.trick
        last = ben.last_seq
        moves_before = server.call(lambda: server.server.tables[seated.code].moves)
        cut(ben)
        await anna_hears("dropped")
        await anna_hears("computer")
        # The computer plays Ben's seat and the game goes on.
        table = server.server.tables[seated.code]
        for _ in range(100):
            if server.call(lambda: table.moves) > moves_before + 4:
                break
            await asyncio.sleep(0.05)
        assert server.call(lambda: table.moves) > moves_before + 4
        # Ben comes back on a new connection with the token kept on disk.
        back = Client(url, name="Ben", tokens=tokens)
        back.state._last_seq = last
        await back.connect()
        await back.resume(seated.code)
        missed = await until(back, Batch)
        assert missed.missed
        truth = server.call(lambda: [event_to_json(for_seat(e, 1)) for e in table.log])
        got = [event_to_json(e) for e in missed.events]
        assert got == truth[last:last + len(got)] and len(got) > 4
        assert any(e["type"] == "card_played" and e["seat"] == 1 for e in got), "the computer played for Ben"
        await anna_hears("back")
        # The seat is Ben's again: his next turn comes to him and his move is taken.
        moved = missed
        while not moved.view.my_turn:  # (the turn may be Ben's right away)
            moved = await until(back, Batch, timeout=20)
            if moved.view.phase == "deal_over":
                await back.ready()
        await back.act(moved.view.legal[0], moved.at)
        after = await until(back, Batch)
        assert any(getattr(e, "seat", None) == 1 and e.type == "card_played" for e in after.events)
        anna_task.cancel()
        await asyncio.gather(anna_task, return_exceptions=True)
        for c in (anna, back, ben):
            await c.close()

    with ServerThread(tmp_path / "data") as server:
        asyncio.run(scenario(server.url, server))


def test_the_client_reconnects_by_itself_and_says_lost_and_back_once_each(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        await anna.start()
        first = await until(anna, Batch)
        cut(anna)
        links: list[str] = []
        batch: Batch | None = None
        while batch is None:
            item = await anna.next_item(10)
            if isinstance(item, Link):
                links.append(item.state)
            elif isinstance(item, Batch) and item.missed:  # (batches from before the cut may be queued)
                batch = item
        assert links == ["lost", "back"]
        assert batch.missed and batch.view.seat == 0 and anna.code == seated.code
        assert anna.last_seq >= max(1, len(first.events))
        await anna.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def replayed(stored: StoredTable) -> list[Event]:
    """The game a stored table holds, replayed through the engine from its seed and moves."""
    state = GameState(rules_from_config(stored.config),
                      [PlayerInfo(p["seat"], p["name"], p["kind"]) for p in stored.config["players"]],
                      seed=stored.seed)
    log: list[Event] = []
    for move in stored.moves:
        log.extend(state.start_deal() if move == "deal" else state.apply(parse_action(move)))
    return log


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def record_game(client: Client, rng: random.Random, seen: dict[int, dict[str, Any]],
                      links: list[str]) -> None:
    async for item in client:
        if isinstance(item, Link):
            links.append(item.state)
        elif isinstance(item, Batch):
            for event in item.events:
                seen[len(seen) + 1] = event_to_json(event)
            if any(isinstance(e, GameOver) for e in item.events):
                return
            if item.view.phase == "deal_over":
                await client.ready()
            elif item.view.my_turn:
                await client.act(rng.choice(item.view.legal), item.at)


def test_kill_9_mid_deal_loses_no_acknowledged_action_and_every_table_resumes(tmp_path: Path) -> None:
    port = free_port()
    data = tmp_path / "data"

    async def scenario() -> None:
        url = f"ws://127.0.0.1:{port}"
        with server_process(data, "--port", str(port)) as (proc, _):
            tables = []
            for t in range(3):
                clients = [Client(url, name=f"T{t}S{n}", give_up_after=60) for n in range(4)]
                for c in clients:
                    await c.connect()
                seated = await clients[0].create(rules=("sticks", "total", "short")[t], level="random")
                for n, c in enumerate(clients[1:], 1):
                    await c.join(seated.code)
                    await c.take_seat(n)
                await until(clients[0], Lobby, pred=lambda lobby: not lobby.free_seats())
                seen: list[dict[int, dict[str, Any]]] = [{} for _ in clients]
                links: list[list[str]] = [[] for _ in clients]
                tasks = [asyncio.ensure_future(record_game(c, random.Random(t * 4 + n), seen[n], links[n]))
                         for n, c in enumerate(clients)]
                tables.append((seated.code, clients, seen, links, tasks))
            for _, clients, _, _, _ in tables:  # all three deal at once, so all are mid-deal at the kill
                await clients[0].start()
            while min(len(s) for _, _, seen, _, _ in tables for s in seen) < 60:
                await asyncio.sleep(0.01)
            assert not any(task.done() for _, _, _, _, tasks in tables for task in tasks)
            proc.kill()  # SIGKILL: no chance to save anything more
            proc.wait()
            acknowledged = [[dict(s) for s in seen] for _, _, seen, _, _ in tables]
        with server_process(data, "--port", str(port)) as (proc, _):
            for (_, _, _, _, tasks) in tables:
                await asyncio.wait_for(asyncio.gather(*tasks), 120)
            proc.terminate()
        from ristikontra.net.store import Store

        store = Store(data / "tables.sqlite3")
        stored = {t.code: t for t in store.open_tables()}
        store.close()
        for (code, clients, seen, links, _), before in zip(tables, acknowledged, strict=True):
            log = replayed(stored[code])
            assert check([event_to_json(e) for e in log]) >= 1
            for n in range(4):
                assert links[n] == ["lost", "back"], links[n]
                # Everything a seat had heard before the kill is in the stored game, unchanged,
                # and what it heard afterwards continues it exactly.
                mine = [event_to_json(for_seat(e, n)) for e in log]
                assert len(before[n]) >= 60
                assert all(mine[seq - 1] == data for seq, data in before[n].items())
                assert [seen[n][seq] for seq in sorted(seen[n])] == mine
                assert mine[-1]["type"] == "game_over"
            for c in clients:
                await c.close()

    asyncio.run(scenario())
