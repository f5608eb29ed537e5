"""Behind a trusted proxy (`serve --trusted-proxy`, a group's HAProxy): a connection counts under
the address its X-Forwarded-For names last, for the limits per address; from anywhere else the
header is ignored (a client cannot choose its own address)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from tests.net.netharness import ServerThread


async def greeted(url: str, forwarded: str, held: list[ClientConnection]) -> bool:
    """Whether a connection naming `forwarded` is served (it says welcome and is kept open in `held`)."""
    try:
        ws = await connect(url, additional_headers={"X-Forwarded-For": forwarded}, open_timeout=10)
    except (InvalidHandshake, OSError):
        return False  # cut at the door
    held.append(ws)
    try:
        await ws.send(json.dumps({"type": "hello", "v": 3}))
        return json.loads(await asyncio.wait_for(ws.recv(), 5)).get("type") == "welcome"
    except ConnectionClosed:
        return False


def test_a_trusted_proxys_connections_count_under_the_address_it_names(tmp_path: Path) -> None:
    async def run(url: str) -> list[bool]:
        # One connection an address: two people behind the proxy are two addresses, the same
        # person twice is refused the second time (the last entry is the proxy's own word).
        held: list[ClientConnection] = []
        served = [await greeted(url, "198.51.100.7", held), await greeted(url, "203.0.113.5", held),
                  await greeted(url, "10.9.9.9, 198.51.100.7", held)]
        await asyncio.gather(*(ws.close() for ws in held))
        return served

    with ServerThread(tmp_path / "a", per_address=1, proxies=frozenset({"127.0.0.1"})) as server:
        assert asyncio.run(run(server.url)) == [True, True, False]


def test_without_a_trusted_proxy_the_header_changes_nothing(tmp_path: Path) -> None:
    async def run(url: str) -> list[bool]:
        held: list[ClientConnection] = []
        served = [await greeted(url, "198.51.100.7", held), await greeted(url, "203.0.113.5", held)]
        await asyncio.gather(*(ws.close() for ws in held))
        return served

    with ServerThread(tmp_path / "b", per_address=1) as server:
        assert asyncio.run(run(server.url)) == [True, False]
