"""Rough edges of online play found by playing it as two people would (one German, one English
terminal at one table), each against a real server on loopback with real clients and the real
application reading keys from a pipe."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from ristikontra.net.client import Client, NetError
from ristikontra.ui.goonline import server_address
from tests.net.netharness import ServerThread
from tests.net.test_net_online_keys import Terminal, play_when_asked, sit
from tests.ui.ui_harness import ENTER


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


def wait_for_turn(terminal: Terminal) -> None:
    terminal.wait(lambda: terminal.session.keyboard.view is not None and terminal.session.keyboard.view.my_turn
                  and terminal.session.keyboard.mode == "play", "the turn did not come")


def test_the_coach_follows_a_seat_chosen_in_the_lobby(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        ben = sit(server.url, tmp_path, "Ben", "de", "join", anna.online.client.code)
        try:
            ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir. 1 von 3")
            ben.keys(ENTER)
            ben.wait(lambda: ben.session.keyboard.mode == "start", "Ben did not sit down")
            anna.hears("Ben sits down as an opponent.")
            anna.wait(anna.online.hints_allowed, "hints were not allowed")
            anna.keys(ENTER)
            threading.Thread(target=play_when_asked, args=(anna, ("between", "over")), daemon=True).start()
            wait_for_turn(ben)
            ben.keys("H")
            ben.wait(lambda: ben.session.transcript[-1].startswith(("Spiel", "Nimm", "Geh")),
                     f"no hint for Ben's own turn: {ben.session.transcript[-3:]}")
            ben.keys(ENTER)
            ben.wait(lambda: bool(ben.session.keyboard.coach.decisions), "Ben's play is not kept for the review")
        finally:
            ben.close()
            anna.close()
