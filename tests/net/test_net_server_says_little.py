"""A server that greets and then never answers, or greets with 20 MB: the player hears what
happened, not that the server cannot be reached (which was said after 10.9 s for both).

Hostile servers on loopback (real WebSocket servers speaking as much of the protocol as each
case needs) and the real `ristikontra online create` in a terminal, in English and German."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ristikontra.cli.online import connect
from ristikontra.i18n import translator
from ristikontra.keep.settings import Settings
from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import NetError
from ristikontra.ui.online.table import OnlineTable
from tests.net.netharness import LoopThread
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

WELCOME = json.dumps({"type": "welcome", "v": 2, "server": "hostile"})


class SilentAfterHello(LoopThread):
    """Greets as a server does (or with `greeting`), then reads every request and answers none."""

    def __init__(self, greeting: str = WELCOME) -> None:
        super().__init__()
        self.greeting = greeting

    async def _main(self) -> None:
        async with serve(self._handle, "127.0.0.1", 0, max_size=None) as server:
            self.url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
            self._stop = self.loop.create_future()
            self._ready.set()
            await self._stop

    async def _handle(self, ws: ServerConnection) -> None:
        try:
            await ws.recv()
            await ws.send(self.greeting)
            async for _ in ws:
                pass
        except (ConnectionClosed, asyncio.CancelledError):
            pass


def _create(tmp: Path, url: str, lang: str) -> Any:
    cmd = ["-m", "ristikontra", "online", "create", "--server", url, "--lang", lang, "--speech", "text",
           "--no-sound"]
    return pexpect.spawn(sys.executable, cmd, env=env_for(tmp / lang), encoding="utf-8", dimensions=(40, 200),
                         timeout=30)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_request_without_answer_is_said_as_that(tmp_path: Path, lang: str) -> None:
    """The sitting down of `online create` (ui.onlineplay) with a shorter wait, in both languages."""
    t = translator(lang)
    with SilentAfterHello() as server:
        client = Client(server.url, name="Anna", reconnect=False, request_timeout=0.5)
        online = OnlineTable(client)
        online.remote.start()
        try:
            args = argparse.Namespace(action="create", code=None, seat=None)
            with pytest.raises(NetError) as refused:
                online.remote.run(connect(client, args, Settings(lang=lang)))
        finally:
            online.close()
        assert refused.value.reason == "no_answer"
        assert t(reason_message_id(refused.value.reason)) == t("net-error-no-answer")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_huge_welcome_is_said_as_too_large(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    with SilentAfterHello(json.dumps({"type": "welcome", "v": 2, "pad": "x" * 20_000_000})) as server:
        child = _create(tmp_path, server.url, lang)
        child.expect_exact(t("net-error-oversized"))
        child.expect(pexpect.EOF)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_server_that_cannot_be_reached_is_named(tmp_path: Path, lang: str) -> None:
    """Nothing listens at the address: the sentence names it (a typing error is heard at once)."""
    child = _create(tmp_path, "ws://127.0.0.1:1", lang)
    child.expect_exact(translator(lang)("net-cannot-reach", server="ws://127.0.0.1:1"))
    child.expect(pexpect.EOF)
