"""Hostile frames: malformed, oversized, out of turn, for another seat, floods.

Each fuzz frame must be answered with exactly one typed error (or a typed rules refusal) and
change nothing on the server. RISTIKONTRA_FUZZ_FRAMES scales the count (the full run: 20000).
"""

from __future__ import annotations

import asyncio
import json
import random
import string
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ristikontra.engine import DECK, REASONS, action_to_json, blind, play
from ristikontra.net.protocol import ERRORS, MAX_FRAME, ProtocolError, parse_frame
from ristikontra.net.server import HARD_LIMIT
from tests.net.netharness import ServerThread, scale

VALID: list[dict[str, Any]] = [
    {"type": "hello", "v": 1},
    {"type": "create", "name": "X", "rules": "sticks", "options": {"dirty": True}, "level": "basic", "seat": 0},
    {"type": "join", "code": "123456"},
    {"type": "seat", "seat": 1, "name": "Y"},
    {"type": "start"},
    {"type": "action", "action": {"seat": 0, "card": "TH"}, "at": 3},
    {"type": "next"},
    {"type": "chat", "text": "hi"},
    {"type": "resume", "code": "123456", "seat": 0, "token": "x" * 32, "last": 0},
    {"type": "auto", "on": True},
]
JUNK: list[Any] = [None, True, False, -1, 0, 2**70, 1.5, float("1e308"), "", "x" * 300, [], {}, [1, 2], {"a": 1},
                   "\x1b[2J", "\u202e", "AS", -(2**63)]


def mutate(rng: random.Random, base: dict[str, Any]) -> dict[str, Any]:
    frame = json.loads(json.dumps(base))
    fields = [k for k in frame if k != "type"]
    choice = rng.randrange(5)
    if choice == 0 and fields:
        del frame[rng.choice(fields)]
    elif choice == 1 and fields:
        frame[rng.choice(fields)] = rng.choice(JUNK)
    elif choice == 2:
        frame["".join(rng.choices(string.ascii_letters, k=rng.randint(1, 12)))] = rng.choice(JUNK)
    elif choice == 3:
        frame["type"] = rng.choice([*JUNK, "".join(rng.choices(string.printable, k=rng.randint(1, 20)))])
    else:
        frame["id"] = rng.choice([[], {}, 1.5, "y" * 100, None, True])
    return frame


def hostile(rng: random.Random, seat: int, legal: set[str]) -> str | bytes:
    """One frame that must be refused. `legal`: the actions the server would accept now."""
    kind = rng.randrange(12)
    if kind == 0:
        return "".join(rng.choices(string.printable + "\x00\x1b\u00e4\ud7ff", k=rng.randint(0, 200)))
    if kind == 1:
        return rng.randbytes(rng.randint(1, 300))
    if kind == 2:
        return json.dumps(rng.choice([None, 1, "x", [1], [{"type": "start"}], True]))
    if kind == 3:
        return "{" * rng.randint(1, 50000) if rng.random() < 0.1 else '{"type": "action", "action": ' * 200
    if kind == 4:
        size = rng.randint(MAX_FRAME + 1, 3 * MAX_FRAME)
        return json.dumps({"type": "chat", "text": "a" * size})
    if kind in (5, 6):
        while True:  # a mutation that happens to be a valid frame again is not hostile: try again
            frame = json.dumps(mutate(rng, rng.choice(VALID)))
            try:
                parse_frame(frame)
            except ProtocolError:
                return frame
    if kind == 7:
        # Another seat's move: refused whatever the card.
        other = rng.choice([s for s in range(4) if s != seat])
        action = blind(other) if rng.random() < 0.2 else play(other, rng.choice(DECK))
        return json.dumps({"type": "action", "action": action_to_json(action)})
    if kind == 8:
        # My own seat, but out of turn, a card I do not hold, or a stale turn: never a legal one.
        while True:
            action = blind(seat) if rng.random() < 0.1 else play(seat, rng.choice(DECK))
            if str(action) not in legal:
                return json.dumps({"type": "action", "action": action_to_json(action)})
    if kind == 9:
        action = play(seat, rng.choice(DECK))
        return json.dumps({"type": "action", "action": action_to_json(action), "at": rng.randint(100, 10**6)})
    if kind == 10:
        # Well-formed but not allowed here: seated already, not the creator, not between deals.
        return json.dumps(rng.choice([
            {"type": "create", "name": "Z"}, {"type": "join", "code": "000000"},
            {"type": "seat", "seat": 2, "name": "Q"},
            {"type": "start"}, {"type": "next"}, {"type": "hello", "v": 99},
            {"type": "resume", "code": "999 999", "seat": 3, "token": "nope", "last": 0},
            {"type": "chat", "text": "\x1b[31m\x07"}, {"type": "seat", "seat": 0, "name": "\u200b\x1b[0m"},
            # Protocol 2: a new game while this one runs (or not the creator); malformed consent.
            {"type": "again"}, {"type": "again", "seed": 1}, {"type": "hints", "allow": "yes"}, {"type": "hints"},
            # A card in any other spelling than the server's own (issue 29).
            *({"type": "action", "action": {"seat": seat, "card": card}}
              for card in ("qs", "10S", "QS ", " QS ", "Qs", "1S", "TTH", "")),
        ]))
    return json.dumps({"type": rng.choice(["actions", "HELLO", "", "ping ", "__proto__", "constructor"])})


async def answer(ws: ClientConnection) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), 10))


def snapshot(server: ServerThread, code: str) -> Any:
    assert server.server is not None
    table = server.server.tables[code]
    state = table.state
    assert state is not None
    seats = [(s.name, s.digest, s.computer, s.ready, s.auto, s.peer is not None) for s in table.seats]
    return (table.moves, json.dumps(state.to_dict()), seats, len(table.log), sorted(server.server.tables))


async def seated_table(url: str) -> tuple[str, list[ClientConnection]]:
    conns = [await connect(url, max_size=None, compression=None) for _ in range(4)]
    for ws in conns:
        await ws.send(json.dumps({"type": "hello", "v": 1}))
        assert (await answer(ws))["type"] == "welcome"
    await conns[0].send(json.dumps({"type": "create", "name": "Anna", "rules": "sticks", "level": "random"}))
    code = (await answer(conns[0]))["code"]
    await answer(conns[0])  # the lobby
    for n, ws in enumerate(conns[1:], 1):
        await ws.send(json.dumps({"type": "join", "code": code}))
        await answer(ws)
        await ws.send(json.dumps({"type": "seat", "seat": n, "name": f"P{n}"}))
        assert (await answer(ws))["type"] == "seated"
    await conns[0].send(json.dumps({"type": "start"}))
    await asyncio.sleep(0.3)
    for ws in conns:  # drain lobby updates and the first deal
        while True:
            try:
                await asyncio.wait_for(ws.recv(), 0.2)
            except asyncio.TimeoutError:
                break
    return code, conns


def test_hostile_frames_are_each_answered_with_a_typed_error_and_change_nothing(tmp_path: Path) -> None:
    total = scale("RISTIKONTRA_FUZZ_FRAMES", 2000)
    rng = random.Random(11)
    counts: dict[str, int] = {}

    async def fuzz(server: ServerThread) -> None:
        code, conns = await seated_table(server.url)
        assert server.server is not None
        table = server.server.tables[code]
        legal = server.call(lambda: {str(a) for a in table.state.legal_actions()})
        before = server.call(snapshot, server, code)

        async def one_connection(seat: int, ws: ClientConnection, frames: int) -> None:
            for _ in range(frames):
                await ws.send(hostile(rng, seat, legal))
                reply = await answer(ws)
                reason = reply.get("reason")
                assert (reply["type"] == "error" and reason in ERRORS) or (
                    reply["type"] == "refused" and reason in REASONS), reply
                counts[reason] = counts.get(reason, 0) + 1

        await asyncio.gather(*(one_connection(n, ws, total // 4) for n, ws in enumerate(conns)))
        assert server.call(snapshot, server, code) == before
        for ws in conns:  # every connection is still served
            await ws.send(json.dumps({"type": "ping", "id": 5}))
            assert (await answer(ws))["type"] == "pong"
        for ws in conns:
            await ws.close()

    with ServerThread(tmp_path, rate=1e9, burst=1e9) as server:
        asyncio.run(fuzz(server))
    print(f"fuzz: {sum(counts.values())} frames, answers {dict(sorted(counts.items()))}")
    assert sum(counts.values()) == total // 4 * 4
    assert {"bad_json", "too_large", "bad_message", "unknown_type", "not_your_seat", "stale"} <= set(counts)


def test_a_flood_is_rate_limited_then_cut_off_and_a_giant_frame_closes_the_connection(tmp_path: Path) -> None:
    async def flood(url: str) -> None:
        async with connect(url, max_size=None, compression=None) as ws:
            await ws.send(json.dumps({"type": "hello", "v": 1}))
            await answer(ws)
            reasons = []
            try:
                for _ in range(2000):
                    await ws.send('{"type":"ping"}')
                while True:
                    reasons.append((await answer(ws)).get("reason", "pong"))
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 1008
            assert "rate_limited" in reasons and reasons.count("pong") <= 100
        async with connect(url, max_size=None, compression=None) as ws:
            await ws.send("x" * (HARD_LIMIT + 1))
            try:
                await answer(ws)
                raise AssertionError("a frame over the hard limit was read")
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 1009

    with ServerThread(tmp_path, rate=20, burst=40) as server:
        asyncio.run(flood(server.url))


LONE_SURROGATES = [
    r'{"type":"ping","id":"\ud800"}',
    r'{"type":"chat","text":"hi","id":"x\udfff"}',
    r'{"type":"resume","code":"123456","seat":0,"token":"\ud800","last":0}',
    r'{"type":"join","code":"\udc00"}',
    r'{"type":"create","name":"\ud800","rules":"sticks"}',
    r'{"type":"hello","v":1,"client":"\ud800"}',
    r'{"type":"nope\ud800"}',
    r'{"\ud800":1,"type":"ping"}',
]


def test_text_with_a_lone_surrogate_is_refused_with_a_typed_error_and_the_connection_stays(tmp_path: Path) -> None:
    r"""JSON may escape half of a UTF-16 pair (\ud800) that no UTF-8 frame can carry: such a frame
    is refused as any malformed one is. Before, a token with one raised from the server's
    handler, an id with one was echoed in an answer that could not be sent, and each closed the
    connection with a traceback in the server's log."""
    async def scenario(url: str) -> None:
        async with connect(url, max_size=None, compression=None) as ws:
            await ws.send(json.dumps({"type": "hello", "v": 1}))
            await answer(ws)
            for frame in LONE_SURROGATES:
                await ws.send(frame)
                reply = await answer(ws)
                assert reply["type"] == "error" and reply["reason"] in ("bad_message", "bad_json"), (frame, reply)
                assert "id" not in reply or reply["id"] is None, reply
                await ws.send(json.dumps({"type": "ping", "id": 5}))  # still served
                assert (await answer(ws)) == {"type": "pong", "id": 5}

    with ServerThread(tmp_path) as server:
        async def main() -> None:
            _code, conns = await seated_table(server.url)  # a table whose seats the frames could reach
            await scenario(server.url)
            for ws in conns:
                await ws.close()

        asyncio.run(main())
