"""Rough edges of online play found by playing it as two people would (one German, one English
terminal at one table), each against a real server on loopback with real clients and the real
application reading keys from a pipe."""

from __future__ import annotations

import asyncio

from ristikontra.net.client import Client, NetError
from ristikontra.ui.goonline import server_address


def test_a_server_name_no_resolver_takes_is_refused_and_never_crashes_the_client() -> None:
    # 200 letters typed as the address: a host name part longer than 63 characters.
    long_host = "x" * 200
    assert server_address(long_host) is None
    assert server_address("example.org") == "ws://example.org:8765"

    async def open_it() -> str:
        client = Client(f"ws://{long_host}:8765", name="Anna")
        try:
            await client.connect()
        except NetError as error:
            return error.reason
        finally:
            await client.close()
        return "connected"

    assert asyncio.run(open_it()) == "unreachable"
