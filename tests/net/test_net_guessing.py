"""Nobody finds a table or a seat by guessing: wrong codes and tokens are counted per address,
however many connections it opens; a player who mistypes a code is never held up."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ristikontra.net.ratelimit import AddressBudget, address_key
from ristikontra.net.server import MISS_BURST, MISS_RATE
from tests.net.netharness import ServerThread
from tests.net.test_net_fuzz import answer

GUESSER = "127.0.0.2"
PLAYER = "127.0.0.3"


async def greeted(url: str, address: str = "127.0.0.1") -> ClientConnection:
    """A raw connection from `address` (any of loopback's 127.x.y.z) that said hello."""
    ws = await connect(url, max_size=None, compression=None, local_addr=(address, 0))
    await ws.send(json.dumps({"type": "hello", "v": 2}))
    assert (await answer(ws))["type"] == "welcome"
    return ws


async def ask(ws: ClientConnection, frame: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps(frame))
    return await answer(ws)


async def a_table(url: str) -> tuple[ClientConnection, str, str]:
    """Anna's table: her connection, its code and her seat's token."""
    anna = await greeted(url)
    seated = await ask(anna, {"type": "create", "name": "Anna", "level": "random"})
    await answer(anna)  # the lobby
    return anna, seated["code"], seated["token"]


def wrong(code: str, n: int) -> str:
    return f"{(int(code) + 1 + n) % 1_000_000:06d}"


def test_a_guesser_gets_no_further_answers_on_new_connections_and_a_player_elsewhere_joins(tmp_path: Path) -> None:
    """Ten wrong codes closed one connection, but the next connection could guess ten more:
    3,300 guesses a second found a table in seconds. Now the budget is the address's: past it,
    even the right code is refused unread from there (and a right code with a wrong token)."""
    async def scenario(url: str) -> None:
        anna, code, token = await a_table(url)
        guesses = 0
        while guesses < MISS_BURST:  # new connections, as a guessing script opens them
            ws = await greeted(url, GUESSER)
            for _ in range(3):
                if guesses == MISS_BURST:
                    break
                frame = ({"type": "join", "code": wrong(code, guesses)} if guesses % 2 else
                         {"type": "resume", "code": code, "seat": 0, "token": "x" * 32, "last": 0})
                assert (await ask(ws, frame))["reason"] == "not_found"
                guesses += 1
            await ws.close()
        ws = await greeted(url, GUESSER)
        reply = await ask(ws, {"type": "join", "code": code})
        assert reply == {"type": "error", "reason": "too_many_codes"}, reply
        reply = await ask(ws, {"type": "resume", "code": code, "seat": 0, "token": token, "last": 0})
        assert reply["reason"] == "too_many_codes", reply
        await ws.close()

        # Somebody else mistypes twice, then joins and sits down.
        ben = await greeted(url, PLAYER)
        for n in range(2):
            assert (await ask(ben, {"type": "join", "code": wrong(code, n)}))["reason"] == "not_found"
        assert (await ask(ben, {"type": "join", "code": code}))["type"] == "table"
        assert (await ask(ben, {"type": "seat", "seat": 1, "name": "Ben"}))["type"] == "seated"
        await ben.close()
        await anna.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_the_connection_that_guesses_too_often_is_still_closed_after_its_answer(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna, code, _token = await a_table(url)
        ws = await greeted(url, GUESSER)
        reasons = []
        try:
            for n in range(20):
                reasons.append((await ask(ws, {"type": "join", "code": wrong(code, n)}))["reason"])
        except ConnectionClosed as closed:
            assert closed.rcvd is not None and closed.rcvd.code == 1008
        assert reasons == ["not_found"] * 10 + ["too_many_codes"], reasons
        await anna.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_an_address_gets_a_few_hundred_guesses_an_hour_at_most() -> None:
    now = [0.0]
    budget = AddressBudget(MISS_RATE, MISS_BURST, clock=lambda: now[0])
    answered = 0
    while now[0] < 3600:
        if not budget.spent("10.0.0.1"):
            budget.spend("10.0.0.1")
            answered += 1
        now[0] += 0.01
    assert 200 <= answered <= 300, answered
    assert not budget.spent("10.0.0.2")


def test_an_ipv6_machine_is_one_address_for_the_limits() -> None:
    assert address_key("2001:db8:1:2::1") == address_key("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.7") == address_key("192.0.2.7") == "192.0.2.7"
