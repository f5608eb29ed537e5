"""What a client written from docs/PROTOCOL.md relies on: every answer carries the request's id,
and the card notation in its frames is strict."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from ristikontra.engine import DECK, action_to_json
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Lobby
from tests.net.netharness import ServerThread, server_process, until
from tests.net.test_net_fuzz import answer, seated_table


def to_move(server: ServerThread, code: str) -> tuple[int, list[str]]:
    """The seat to move at table `code` and its hand, read on the server's loop."""
    assert server.server is not None
    table = server.server.tables[code]

    def read() -> tuple[int, list[str]]:
        view = table.state.view(table.state.to_move)
        return view.seat, [str(c) for c in view.hand]

    result: tuple[int, list[str]] = server.call(read)
    return result


async def connect_raw(url: str) -> ClientConnection:
    return await connect(url, max_size=None, compression=None)


async def drain(ws: ClientConnection) -> None:
    """Read everything the server sent so far (lobby updates to the others ...): up to the answer
    to a ping, which comes after them."""
    await ws.send(json.dumps({"type": "ping", "id": "drain"}))
    while (await answer(ws)).get("id") != "drain":
        pass


async def close_all(conns: list[ClientConnection]) -> None:
    for ws in conns:
        await drain(ws)  # a client with frames it did not read waits long for the close
        await ws.close()


def test_a_card_in_any_other_notation_than_the_servers_is_a_bad_message(tmp_path: Path) -> None:
    """"qs", "10S" and "QS " were played as the queen and the ten of spades, though " QS " was
    refused: only "QS", "TS" (as every server frame writes cards) is a card now."""
    async def scenario(server: ServerThread) -> None:
        code, conns = await seated_table(server.url)
        seat, hand = to_move(server, code)
        ws = conns[seat]
        moves = server.call(lambda: server.server.tables[code].moves)  # type: ignore[union-attr]
        card = hand[0]
        loose = [card.lower(), card + " ", " " + card, card[0] + card[1].lower()]
        if card[0] == "T":
            loose.append("10" + card[1])
        for text in loose:
            frame: dict[str, Any] = {"type": "action", "action": {"seat": seat, "card": text}, "id": text}
            await ws.send(json.dumps(frame))
            reply = await answer(ws)
            assert reply["type"] == "error" and reply["reason"] == "bad_message", (text, reply)
        assert server.call(lambda: server.server.tables[code].moves) == moves  # type: ignore[union-attr]
        await ws.send(json.dumps({"type": "action", "action": {"seat": seat, "card": card}}))
        reply = await answer(ws)
        assert reply["type"] == "events" and reply["events"][0]["card"] == card, reply
        await close_all(conns)

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))


async def ask(ws: ClientConnection, frame: dict[str, Any], ref: Any) -> dict[str, Any]:
    """Send `frame` with `ref` as its id; the first frame that comes back must carry it."""
    await ws.send(json.dumps({**frame, "id": ref}))
    reply = await answer(ws)
    assert reply.get("id") == ref, (frame, reply)
    return reply


def test_every_answer_carries_the_requests_id(tmp_path: Path) -> None:
    """A client waiting for the answer to its request finds it by its id. Before, `refused`, the
    `events` answering an action, the `table` answering `start`, `auto`, `hints` and the `chat`
    line came without it; a `hints` that changed nothing and a second `next` got no answer at
    all, and neither did `leave`."""
    async def scenario(server: ServerThread) -> None:
        assert server.server is not None
        conns = [await connect_raw(server.url) for _ in range(4)]
        for n, ws in enumerate(conns):
            assert (await ask(ws, {"type": "hello", "v": 2}, f"hello {n}"))["type"] == "welcome"
        assert (await ask(conns[0], {"type": "ping"}, 1))["type"] == "pong"
        seated = await ask(conns[0], {"type": "create", "name": "Anna", "level": "random"}, 2)
        assert seated["type"] == "seated"
        code = seated["code"]
        for n, ws in enumerate(conns[1:], 1):
            assert (await ask(ws, {"type": "join", "code": code}, 10 + n))["type"] == "table"
            assert (await ask(ws, {"type": "seat", "seat": n, "name": f"P{n}"}, 20 + n))["type"] == "seated"
        for ws in conns:
            await drain(ws)
        # Nothing changes: nobody else hears of it, the asker still gets the table.
        assert (await ask(conns[1], {"type": "hints", "allow": False}, "same"))["type"] == "table"
        assert (await ask(conns[1], {"type": "hints", "allow": True}, "changed"))["type"] == "table"
        assert (await ask(conns[1], {"type": "chat", "text": "hi"}, 3))["type"] == "chat"
        for ws in conns[2:]:
            for other in conns:
                await drain(other)
            assert (await ask(ws, {"type": "auto", "on": True}, "auto"))["type"] == "table"
        for ws in conns:
            await drain(ws)
        assert (await ask(conns[0], {"type": "start"}, "start"))["type"] == "table"
        await drain(conns[0])
        await conns[0].send(json.dumps({"type": "start", "id": "again"}))
        while (error := await answer(conns[0]))["type"] == "events" and "id" not in error:
            pass  # the computers' moves, as they come
        assert error["type"] == "error" and error["reason"] == "already_started" and error["id"] == "again"
        for ws in conns[:2]:
            await drain(ws)

        table = server.server.tables[code]
        while True:  # seats 0 and 1 play their first legal card, the computers the rest
            turn = server.call(lambda: (table.state.phase, table.state.to_move, table.moves,
                                        [str(c) for c in table.state.view(max(0, table.state.to_move)).hand]))
            phase, seat, at, hand = turn
            if phase != "playing":
                break
            if seat > 1:
                await asyncio.sleep(0.01)
                continue
            if at == 1:
                # The first move: a card the seat does not hold is refused by the rules.
                other = next(str(c) for c in DECK if str(c) not in hand)
                await drain(conns[seat])
                refused = await ask(conns[seat], {"type": "action", "action": {"seat": seat, "card": other}},
                                    "refused")
                assert refused["type"] == "refused" and refused["reason"] == "card_not_in_hand"
            legal = server.call(lambda: action_to_json(table.state.legal_actions()[0]))
            ws = conns[seat]
            await ws.send(json.dumps({"type": "action", "action": legal, "at": at, "id": f"move {at}"}))
            while (reply := await answer(ws))["type"] == "events" and reply["at"] <= at:
                pass  # the moves before mine, sent before my turn
            assert reply["type"] == "events" and reply.get("id") == f"move {at}", reply
        assert phase == "deal_over"
        for ws in conns[:2]:
            await drain(ws)
        ready = await ask(conns[1], {"type": "next"}, "next")
        assert ready["type"] == "notice" and ready["what"] == "ready"
        ready = await ask(conns[1], {"type": "next"}, "next again")
        assert ready["type"] == "notice" and ready["what"] == "ready" and ready["seat"] == 1
        left = await ask(conns[1], {"type": "leave"}, "leave")
        assert left["type"] == "table" and left["you"] is None
        await close_all(conns)

    with ServerThread(tmp_path, rate=1000, burst=1000) as server:
        asyncio.run(scenario(server))


def test_a_frame_over_the_rate_is_refused_with_its_id(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        ws = await connect_raw(url)
        await ask(ws, {"type": "hello", "v": 2}, 0)
        for n in range(1, 6):
            await ws.send(json.dumps({"type": "ping", "id": n}))
        replies = [await answer(ws) for _ in range(5)]
        assert [r["id"] for r in replies] == [1, 2, 3, 4, 5]
        assert any(r.get("reason") == "rate_limited" for r in replies), replies
        await ws.close()

    with ServerThread(tmp_path, rate=1.0, burst=2.0) as server:
        asyncio.run(scenario(server.url))


@pytest.mark.parametrize(("lang", "computers"), [("de", ["West", "Nord", "Ost"]),
                                                 ("fi", ["Länsi", "Pohjoinen", "Itä"])])
def test_computers_have_the_same_name_in_the_lobby_and_the_game_in_the_servers_language(
        tmp_path: Path, lang: str, computers: list[str]) -> None:
    """Before, a seat a computer plays had no name in the lobby, and 'West' in the game even
    from `serve --lang de`. A Finnish server names them Länsi, Pohjoinen, Itä."""
    async def scenario(url: str) -> None:
        anna = Client(url, name="Anna")
        await anna.connect()
        await anna.create(level="random")
        lobby = await until(anna, Lobby)
        assert [s["name"] for s in lobby.data["seats"]] == ["Anna", *computers]
        await anna.start()
        batch = await until(anna, Batch)
        assert [p.name for p in batch.view.players] == ["Anna", *computers]
        await anna.close()

    with server_process(tmp_path, "--lang", lang) as (_proc, url):
        asyncio.run(scenario(url))


def test_a_request_without_an_id_is_answered_too(tmp_path: Path) -> None:
    """A `hints` that changes nothing got its table only when it carried an id."""
    async def scenario(url: str) -> None:
        ws = await connect_raw(url)
        await ask(ws, {"type": "hello", "v": 2}, 0)
        await ask(ws, {"type": "create", "name": "Anna", "level": "random"}, 1)
        await drain(ws)
        await ws.send(json.dumps({"type": "hints", "allow": False}))
        reply = await answer(ws)
        assert reply["type"] == "table" and "id" not in reply, reply
        await close_all([ws])

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))
