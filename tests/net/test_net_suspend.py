"""Control+Z at an online table, in a real terminal: the game waits in the background (said so:
the table plays on), the connection and the client's threads live through the stop, and `fg`
brings the game back to the same table, with what was said meanwhile."""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

from ristikontra.i18n import translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from tests.net.netharness import ServerThread, until
from tests.ui.ui_harness import SHELL_PROMPT, TURN_SAID, spawn_shell

pexpect = pytest.importorskip("pexpect")
if sys.platform == "win32":  # pragma: no cover
    pytest.skip("job control is POSIX", allow_module_level=True)

T = TypeVar("T")


class Loop:
    """An event loop on a thread of its own, for a client that stays connected between steps."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(20)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)


def test_control_z_at_an_online_table_waits_in_the_background_and_fg_brings_it_back(tmp_path: Path) -> None:
    t = translator("en")
    with ServerThread(tmp_path / "server") as server:
        shell, _raw = spawn_shell(pexpect, tmp_path)
        ben = Client(server.url, name="Ben")
        loop = Loop()
        try:
            shell.sendline(f"{sys.executable} -m ristikontra online create --server {server.url} --name Anna "
                           "--lang en --speech text --no-sound --level basic")
            shell.expect(r"The code is (\d{3} \d{3})\.")
            code = shell.match.group(1)

            async def sit_and_watch() -> None:
                await ben.connect()
                await ben.join(code)
                await ben.take_seat(1)
                await ben.auto(True)  # the server's computer plays Ben's seat while he watches
                await until(ben, Lobby, pred=lambda lobby: lobby.data["seats"][1]["computer"])

            loop.run(sit_and_watch())
            shell.expect_exact("Ben sits down as an opponent.")
            shell.send("\r")  # Anna starts the game
            shell.expect(TURN_SAID["en"])

            shell.send("\x1a")
            shell.expect_exact(t("net-suspend"))
            shell.expect_exact("Stopped")
            shell.expect_exact(SHELL_PROMPT)
            loop.run(ben.say("Are you still there?"))  # said while Anna's game is stopped

            shell.sendline("fg")
            shell.expect_exact(t("ui-suspend-back"))
            shell.expect_exact("Ben: Are you still there?")  # heard once back, from the same connection
            shell.send("i")  # a key answers
            shell.expect_exact("Your left opponent is Ben.")
            shell.send("\r")  # and Anna's play goes to the server: the turn comes round again
            while shell.expect([TURN_SAID["en"], pexpect.TIMEOUT], timeout=5) == 1:
                shell.send("\x1b[C\r")  # a barred lead: the next card
            written = shell.before
            assert "Connection lost" not in written

            shell.send("\x11")  # Control+Q leaves the table
            shell.expect_exact(SHELL_PROMPT)
            shell.sendline("echo status=$?")
            shell.expect_exact("status=0")
        finally:
            loop.run(ben.close())
            loop.close()
            shell.close(force=True)
