"""Nobody finds a table or a seat by guessing: wrong codes and tokens are counted per address,
however many connections it opens; a player who mistypes a code is never held up."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ristikontra.net.ratelimit import AddressBudget, GuessBudget, address_key, network_key
from ristikontra.net.server import MISS_BURST, MISS_RATE, TOTAL_MISS_BURST, TOTAL_MISS_RATE
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
    even the right code is refused unread from there (and a right code with a wrong token); only
    the right token is served."""
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
        reply = await ask(ws, {"type": "resume", "code": code, "seat": 0, "token": "y" * 32, "last": 0})
        assert reply["reason"] == "too_many_codes", reply
        reply = await ask(ws, {"type": "resume", "code": "000000" if code != "000000" else "000001", "seat": 0,
                               "token": token, "last": 0})
        assert reply["reason"] == "too_many_codes", reply
        reply = await ask(ws, {"type": "resume", "code": code, "seat": 0, "token": token, "last": 0})
        assert reply["type"] == "resumed", reply
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



async def dropped(url: str, address: str) -> tuple[ClientConnection, str, int, str]:
    """Anna's table, opened from `address`, with Ben seated from there too and then gone (his
    line dropped): Anna's connection, the code, Ben's seat and token."""
    anna = await greeted(url, address)
    seated = await ask(anna, {"type": "create", "name": "Anna", "level": "random"})
    await answer(anna)
    ben = await greeted(url, address)
    await ask(ben, {"type": "join", "code": seated["code"]})
    ben_seat = await ask(ben, {"type": "seat", "seat": 2, "name": "Ben"})
    assert ben_seat["type"] == "seated", ben_seat
    ben.transport.abort()  # the line drops
    return anna, seated["code"], 2, ben_seat["token"]


def test_a_right_token_is_never_held_up_by_a_guesser_behind_the_same_address(tmp_path: Path) -> None:
    """Ben and a guesser share a router (one address). The guesser spent the address's budget;
    before, Ben's resume with his own token was refused (`too_many_codes`) for as long as the
    guessing went on. Now a right token is served at once; a wrong one still is not."""
    async def scenario(url: str) -> None:
        anna, code, seat, token = await dropped(url, GUESSER)
        guesser = await greeted(url, GUESSER)
        for n in range(int(MISS_BURST)):
            assert (await ask(guesser, {"type": "join", "code": wrong(code, n)}))["reason"] == "not_found"
        assert (await ask(guesser, {"type": "join", "code": code}))["reason"] == "too_many_codes"
        ben = await greeted(url, GUESSER)
        reply = await ask(ben, {"type": "resume", "code": code, "seat": seat, "token": token[::-1], "last": 0})
        assert reply["reason"] == "too_many_codes", reply
        reply = await ask(ben, {"type": "resume", "code": code, "seat": seat, "token": token, "last": 0})
        assert reply["type"] == "resumed", reply
        for ws in (guesser, ben, anna):
            await ws.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_many_addresses_share_one_budget_and_a_right_code_still_goes_through(tmp_path: Path) -> None:
    """49 loopback addresses looked at 646 codes in a minute: the budget was per address only.
    Now the server's whole budget is spent by three addresses (a small one here: 12); then an
    address that has not guessed gets one code looked up, and is refused after a wrong one; a
    right code from a fresh address is answered, one from a guessing address is not, and a
    right token is answered wherever it comes from."""
    async def scenario(url: str) -> None:
        anna, code, seat, token = await dropped(url, "127.0.1.9")
        n = 0
        for host in ("127.0.1.1", "127.0.1.2", "127.0.1.3"):
            ws = await greeted(url, host)
            for _ in range(4):  # under each address's own ten
                assert (await ask(ws, {"type": "join", "code": wrong(code, n)}))["reason"] == "not_found"
                n += 1
            await ws.close()
        fresh = await greeted(url, "127.0.1.4")
        assert (await ask(fresh, {"type": "join", "code": wrong(code, n)}))["reason"] == "not_found"
        assert (await ask(fresh, {"type": "join", "code": wrong(code, n + 1)}))["reason"] == "too_many_codes"
        assert (await ask(fresh, {"type": "join", "code": code}))["reason"] == "too_many_codes"
        guesser = await greeted(url, "127.0.1.1")
        assert (await ask(guesser, {"type": "join", "code": code}))["reason"] == "too_many_codes"
        reply = await ask(guesser, {"type": "resume", "code": code, "seat": seat, "token": token, "last": 0})
        assert reply["type"] == "resumed", reply
        friend = await greeted(url, "127.0.1.5")
        assert (await ask(friend, {"type": "join", "code": code}))["type"] == "table"
        for ws in (fresh, guesser, friend, anna):
            await ws.close()

    with ServerThread(tmp_path, total_misses=(1 / 3600, 12.0)) as server:
        asyncio.run(scenario(server.url))


def test_a_sweep_of_the_million_codes_is_out_of_reach_from_many_addresses() -> None:
    """An hour of 200 addresses (from 200 IPv6 /48s) guessing as fast as they are let: the
    server looks at its burst, its hourly rate and one code per network, however the guesses are
    spread; the sweep of a million codes takes months."""
    now = [0.0]
    budget = GuessBudget(MISS_RATE, MISS_BURST, TOTAL_MISS_RATE, TOTAL_MISS_BURST, clock=lambda: now[0])
    hosts = [address_key(f"2001:db8:{n:x}::1") for n in range(200)]
    looked_at = 0
    while now[0] < 3600:
        for host in hosts:
            if not budget.refused(host):
                budget.missed(host)
                looked_at += 1
        now[0] += 5.0
    assert looked_at <= TOTAL_MISS_BURST + 3600 * TOTAL_MISS_RATE + 2 * len(hosts), looked_at
    assert 1_000_000 / looked_at / 24 > 60, "a sweep takes over two months"
    # One site's /48 is one network: its 65,536 /64s get one code between them while the budget is spent.
    site = [address_key(f"2001:db8:ffff:{n:x}::1") for n in range(500)]
    assert len({network_key(key) for key in site}) == 1
    looked_at = 0
    for key in site:
        if not budget.refused(key):
            budget.missed(key)
            looked_at += 1
    assert looked_at == 1
