"""Hints at a table on a real server: off unless every person there allows them (here the player
does not), and Shift+H says so and why, in the player's language; the game is unchanged."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.i18n import translator
from ristikontra.ui.app import TableApp
from ristikontra.ui.online import OnlineTable
from ristikontra.ui.session import TableSession
from tests.net.netharness import ServerThread
from tests.net.test_net_keyboard import sit


async def _ask_for_a_hint(session: TableSession, off: str) -> tuple[object, object]:
    """Start the table, wait for our turn, press Shift+H; the views before and after."""
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=DummyOutput())
        task = asyncio.create_task(app.run_async())
        await asyncio.sleep(0.2)
        pipe.send_text("\r")  # the creator starts; computers take the other seats
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while not (session.keyboard.view is not None and session.keyboard.view.my_turn):
            assert loop.time() < deadline, "our turn did not come"
            await asyncio.sleep(0.01)
        before = session.keyboard.view
        pipe.send_text("H")
        while off not in session.transcript:
            assert loop.time() < deadline, "Shift+H got no answer"
            await asyncio.sleep(0.01)
        after = session.keyboard.view
        pipe.send_text("\x11")
        await asyncio.wait_for(task, 10)
    return before, after


@pytest.mark.parametrize("lang", ["en", "de"])
def test_shift_h_online_says_hints_are_off_and_why(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    with ServerThread(tmp_path / "server") as server:
        session = sit(server.url, tmp_path, lang, "create", online_hints=False)
        online = session.table
        assert isinstance(online, OnlineTable) and online.hints_allowed() is False
        try:
            before, after = asyncio.run(_ask_for_a_hint(session, t("ui-hint-off")))
        finally:
            session.close()
            online.close()
    assert before == after, "asking for a hint changed nothing"
    assert t("ui-hint-thinking") not in session.transcript
