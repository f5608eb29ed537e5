"""The page behind the front of a group of processes (`serve --redis`, docs/SCALING.md): a table's
link opened at the front reaches whichever process HAProxy picks, and the page follows the table
to the process that holds it (`elsewhere`, then `/p/<node>/`) and sits down there. Real Redis,
HAProxy, two `serve` processes and Chromium."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

from ristikontra.net.client import Client
from tests.net.groupharness import Site, front_client
from tests.web.conftest import PageProblems
from tests.web.test_web_lobby import tab_to, wait_said

pytest.importorskip("redis", reason="the redis package is not installed (pip install 'ristikontra[group]')")

T = TypeVar("T")


class ClientLoop:
    """An event loop in a thread of its own for the Python clients (Playwright holds this thread's)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, work: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def test_a_tables_link_at_the_front_follows_the_table_to_its_process(browser: Any, tmp_path: Path) -> None:
    clients = ClientLoop()
    context = browser.new_context(locale="en-GB")
    context.set_default_timeout(20_000)
    try:
        # n0 gets no first connections: the page reaches n1 first, whatever the front counted.
        with Site(tmp_path, count=2, drain=("n0",)) as site:
            anna: Client = clients.run(front_client(site.at("n0"), "Anna"))
            code = clients.run(anna.create(level="random")).code
            page = context.new_page()
            problems = PageProblems(page)
            sockets: list[str] = []
            page.on("websocket", lambda ws: sockets.append(ws.url))
            page.goto(f"http://127.0.0.1:{site.front.port}/t/{code}")
            page.get_by_role("button", name="Take seat 2").wait_for()
            tab_to(page, "Your name", "textbox")
            page.keyboard.type("Bert")
            tab_to(page, "Take seat 2", "button")
            page.keyboard.press("Enter")
            page.get_by_text("Seat 2: Bert, that is you.", exact=True).wait_for()
            wait_said(page, "Anna is already at the table, as an opponent.")
            assert sockets[0] == f"ws://127.0.0.1:{site.front.port}/", sockets
            assert f"ws://127.0.0.1:{site.front.port}/p/n0/" in sockets, sockets
            # Anna, on n0, sees Bert sitting at her table.
            clients.run(_wait(lambda: "Bert" in _names(anna)))
            clients.run(anna.close())
            assert problems.dialogs == [] and [e for e in problems.errors if "WebSocket" not in e] == []
    finally:
        context.close()
        clients.close()


async def _wait(check: Any, timeout: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not check():
        if loop.time() > deadline:
            raise AssertionError("not within the time")
        await asyncio.sleep(0.05)


def _names(client: Client) -> list[str]:
    return [str(s.get("name")) for s in client.lobby.data.get("seats", [])] if client.lobby is not None else []
