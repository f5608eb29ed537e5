"""Hints at a table on a real server: off unless every person there allows them (here the player
does not), and Shift+H says so and why, in the player's language; the game is unchanged. Each
seat's consent is kept in the server's store, so a restarted server still knows it."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.i18n import translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from ristikontra.net.store import Store
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession
from tests.net.netharness import ServerThread, until
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
            before, after = asyncio.run(_ask_for_a_hint(session, t("ui-hint-off", who="you")))
        finally:
            session.close()
            online.close()
    assert before == after, "asking for a hint changed nothing"
    assert t("ui-hint-thinking") not in session.transcript


def test_a_restarted_server_keeps_every_seats_hint_consent(tmp_path: Path) -> None:
    """Consent is stored with the seat: after a restart on the same SQLite file the lobby says
    what it said before, before anybody came back; a change on coming back is stored too."""
    data = tmp_path / "server"

    async def seat_three() -> tuple[str, list[tuple[int, str]]]:
        with ServerThread(data) as server:
            anna = Client(server.url, name="Anna", hints=True, reconnect=False)
            ben = Client(server.url, name="Ben", hints=True, reconnect=False)
            cleo = Client(server.url, name="Cleo", hints=False, reconnect=False)
            for client in (anna, ben, cleo):
                await client.connect()
            code = (await anna.create(level="basic")).code
            for client, seat in ((ben, 2), (cleo, 1)):
                await client.join(code)
                await client.take_seat(seat)
            await until(anna, Lobby, pred=lambda lobby: len(lobby.free_seats()) == 1)
            assert anna.lobby is not None and not anna.lobby.hints  # Cleo does not allow them yet
            await cleo.allow_hints(True)
            await until(anna, Lobby, pred=lambda lobby: lobby.hints)
            tokens = [(c.seat or 0, c.state.token or "") for c in (anna, ben, cleo)]
            for client in (anna, ben, cleo):
                await client.close()
        return code, tokens

    async def look(url: str, code: str) -> bool:
        async with Client(url, name="Dora", reconnect=False) as dora:
            return (await dora.join(code)).hints

    async def after_restart(code: str, anna: tuple[int, str]) -> tuple[bool, bool]:
        with ServerThread(data) as server:
            before = await look(server.url, code)
            # Anna comes back and no longer allows hints: the restarted server stores that too.
            async with Client(server.url, name="Anna", hints=False, reconnect=False) as client:
                await client.resume(code, *anna)
                await until(client, Lobby, pred=lambda lobby: not lobby.hints)
        with ServerThread(data) as server:
            again = await look(server.url, code)
        return before, again

    code, tokens = asyncio.run(seat_three())
    before, again = asyncio.run(after_restart(code, tokens[0]))
    assert before is True, "the restarted server forgot who allows hints"
    assert again is False, "a change of mind on coming back was not kept"


def test_a_store_from_before_hint_consent_opens_with_nobody_allowing(tmp_path: Path) -> None:
    path = tmp_path / "tables.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE tables (code TEXT PRIMARY KEY, created REAL NOT NULL, config TEXT NOT NULL,
                             seed INTEGER NOT NULL, started INTEGER NOT NULL DEFAULT 0,
                             closed INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE seats (code TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
                            token TEXT NOT NULL, PRIMARY KEY (code, seat));
        INSERT INTO tables (code, created, config, seed) VALUES ('123456', 0, '{}', 7);
        INSERT INTO seats VALUES ('123456', 0, 'Anna', 'digest');
    """)
    db.commit()
    db.close()
    store = Store(path)
    try:
        (table,) = store.open_tables()
        assert [(row.name, row.hints) for row in table.seats] == [("Anna", False)]
        store.set_hints("123456", 0, True)
        (table,) = store.open_tables()
        assert table.seats[0].hints is True
    finally:
        store.close()
