"""A table store that fails (disk full, file gone): every request that needs it is refused with
`server_error`, the connection stays, the operator hears one line, and nothing half-made stays.

A real server and real clients on loopback; the store fails for real: its SQLite connection is
closed under the server (as a vanished file or a full disk make every write fail), and opened
again to show the server goes on as if the failed requests had never been made. Where one write
alone fails, one store method raises as a full disk makes it; what a restart brings back is read
from the same SQLite file by a new server.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import CardPlayed, DealStarted
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Chat, Failure, Lobby, NetError, Notice
from ristikontra.net.codes import format_code
from ristikontra.net.server import TableServer, _Say
from ristikontra.net.store import Store
from ristikontra.net.tables import Table
from tests.net.netharness import FAST, ServerThread, until

LOGGER = "ristikontra.net.server"


def _server(server: ServerThread) -> TableServer:
    assert server.server is not None
    return server.server


def break_store(server: ServerThread) -> None:
    server.call(lambda: _server(server).store._db.close())


def mend_store(server: ServerThread) -> None:
    store = _server(server).store

    def reopen() -> None:
        store._db = sqlite3.connect(store.path, isolation_level=None, check_same_thread=False)

    server.call(reopen)


def fail(server: ServerThread, method: str, when: Callable[..., bool] = lambda *args: True) -> list[tuple[Any, ...]]:
    """Make the store's `method` raise as a full disk does (for the calls `when` picks) until
    `mend(server, method)`; returns the list of the calls that failed, as it grows."""
    store = _server(server).store
    real = getattr(store, method)
    failed: list[tuple[Any, ...]] = []

    def failing(*args: Any) -> Any:
        if when(*args):
            failed.append(args)
            raise sqlite3.OperationalError("database or disk is full")
        return real(*args)

    server.call(lambda: setattr(store, method, failing))
    return failed


def mend(server: ServerThread, method: str) -> None:
    store = _server(server).store
    server.call(lambda: delattr(store, method))


def open_codes(data: Path) -> set[str]:
    """The tables a restarted server would bring back from the store in `data`."""
    store = Store(data / "tables.sqlite3")
    try:
        return {t.code for t in store.open_tables()}
    finally:
        store.close()


def wait_for(condition: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.1)


def failures(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER]


def test_a_failing_store_refuses_create_seat_start_and_leave_in_words_and_keeps_the_connection(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def scenario(server: ServerThread) -> None:
        anna, ben = Client(server.url, name="Anna"), Client(server.url, name="Ben")
        await anna.connect()
        await ben.connect()
        seated = await anna.create(level="random")
        await ben.join(seated.code)
        break_store(server)
        tables = server.call(lambda: set(_server(server).tables))

        # create: refused in words, no half-made table (in memory or, after mending, in the store)
        with pytest.raises(NetError) as refused:
            await ben.create(level="random")
        assert refused.value.reason == "server_error"
        assert server.call(lambda: set(_server(server).tables)) == tables
        assert len(failures(caplog)) == 1
        assert "ProgrammingError" in failures(caplog)[0] and "create" in failures(caplog)[0]

        # seat: refused, the seat stays free
        with pytest.raises(NetError) as refused:
            await ben.take_seat(1)
        assert refused.value.reason == "server_error"
        table = server.call(lambda: _server(server).tables[seated.code])
        assert server.call(lambda: table.seats[1].human) is False
        assert format_code(seated.code) in failures(caplog)[-1]

        # start: refused, the game has not begun
        await anna.start()
        assert (await until(anna, Failure)).reason == "server_error"
        assert server.call(lambda: table.started) is False

        # leave: refused, Anna still has her seat (her token still takes it back)
        await anna.leave()
        assert (await until(anna, Failure)).reason == "server_error"
        assert server.call(lambda: table.seats[0].human and table.seats[0].peer is not None) is True
        assert len(failures(caplog)) == 4

        # the connections stayed and the server answers on them
        lobby = await ben.join(seated.code)
        assert lobby.free_seats() == [1, 2, 3]

        # the store is back: the same requests go through, as if the failed ones had never been made
        mend_store(server)
        await ben.take_seat(1)
        await until(anna, Lobby, pred=lambda lobby: 1 not in lobby.free_seats())
        other = Client(server.url, name="Cleo")
        await other.connect()
        made = await other.create(level="random")
        await anna.start()
        await until(anna, Lobby, pred=lambda lobby: lobby.data["started"])
        for client in (anna, ben, other):
            await client.close()
        stored = Store(tmp_path / "tables.sqlite3")
        assert {t.code for t in stored.open_tables()} == {seated.code, made.code}
        stored.close()

    caplog.set_level(logging.INFO, logger=LOGGER)
    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))


def test_the_operator_hears_a_failing_store_in_their_language(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario(server: ServerThread) -> None:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        break_store(server)
        with pytest.raises(NetError) as refused:
            await anna.create(level="random")
        assert refused.value.reason == "server_error"
        await anna.close()

    with ServerThread(tmp_path) as server:
        _server(server).say = _Say("de")
        asyncio.run(scenario(server))
    err = capsys.readouterr().err
    assert "Tischspeicher" in err and "ProgrammingError" in err and "Traceback" not in err


def test_a_deal_the_store_could_not_keep_is_dealt_once_the_store_is_back(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def scenario(server: ServerThread) -> None:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        await anna.create(level="random")
        await anna.start()
        async for item in anna:  # Anna plays her cards until the first deal is over
            if isinstance(item, Batch):
                if item.view.phase == "deal_over":
                    break
                if item.view.my_turn:
                    await anna.act(item.view.legal[0], item.at)
        break_store(server)
        await anna.ready()
        await asyncio.sleep(2.5)  # the deal is tried again each second; the operator hears it once
        assert len(failures(caplog)) == 1 and "deal" in failures(caplog)[0]
        mend_store(server)
        await until(anna, Batch, pred=lambda b: any(isinstance(e, DealStarted) and e.deal == 2 for e in b.events))
        await anna.close()

    caplog.set_level(logging.INFO, logger=LOGGER)
    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))


def test_a_request_that_fails_inside_the_server_is_refused_and_the_connection_stays(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    """Anything else a request raises (a bug; the stand-in is a chat that fails) is refused the
    same way: one line for the operator, the traceback only in the bug log."""
    def failing_chat(self: Table, peer: object, text: str) -> None:
        raise RuntimeError("a bug in chat")

    async def scenario(server: ServerThread) -> None:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        with monkeypatch.context() as patch:
            patch.setattr(Table, "chat", failing_chat)
            await anna.say("Hallo")
            assert (await until(anna, Failure)).reason == "server_error"
        await anna.say("Hallo")  # the same connection, at the same table
        assert (await until(anna, Chat)).text == "Hallo"
        assert server.call(lambda: _server(server).tables[seated.code].seats[0].peer is not None)
        await anna.close()

    caplog.set_level(logging.INFO, logger=LOGGER)
    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))
    (record,) = [r for r in caplog.records if r.name == LOGGER]
    assert "“chat”" in record.getMessage() and "RuntimeError: a bug in chat" in record.getMessage()
    assert record.exc_info is not None


def test_a_computer_move_the_store_cannot_keep_is_said_once_and_played_once_the_store_is_back(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario(server: ServerThread) -> list[tuple[Any, ...]]:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        await anna.create(level="random")
        # The computers' moves (seats 1 to 3) are not kept; Anna's and the deals are.
        failed = fail(server, "add_move", lambda code, n, move: move[0] in "123")
        await anna.start()
        deadline = asyncio.get_running_loop().time() + 3.5
        while (left := deadline - asyncio.get_running_loop().time()) > 0:  # Anna plays when it is her turn
            try:
                item = await anna.next_item(left)
            except asyncio.TimeoutError:
                break
            if isinstance(item, Batch) and item.view.my_turn:
                await anna.act(item.view.legal[0], item.at)
        assert len(failed) >= 3  # the computer's move was tried again, every second
        assert len(failures(caplog)) == 1
        mend(server, "add_move")
        await until(anna, Batch, pred=lambda b: any(isinstance(e, CardPlayed) and e.seat != 0 for e in b.events))
        await anna.close()
        return failed

    caplog.set_level(logging.INFO, logger=LOGGER)
    with ServerThread(tmp_path) as server:
        _server(server).say = _Say("de")
        failed = asyncio.run(scenario(server))
    (record,) = [r for r in caplog.records if r.name == LOGGER]
    code, _, move = failed[0]
    assert f"table {format_code(code)}, seat {move[0]}:" in record.getMessage()
    assert "OperationalError: database or disk is full" in record.getMessage()
    assert record.exc_info is not None  # the traceback, for the bug log only
    # The operator's terminal: that one line, in German, and nothing else.
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith(f"ristikontra serve: Tisch {format_code(code)}, Platz {move[0]}: Der Tischspeicher")


def test_again_frees_the_seat_of_who_is_gone_together_with_the_new_game_or_not_at_all(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A restart brings back what the players were told: a new game with the seat of who is gone
    free, or (the store failed) the old game over with the seat still theirs."""
    tokens = TokenStore(tmp_path / "tokens.json")

    def seen(server: ServerThread, code: str) -> tuple[int, bool, str]:
        """The table's game (its seed), whether seat 2 is still Ben's, and the phase."""
        table = _server(server).tables[code]
        return server.call(lambda: (table.seed, table.seats[2].human, table.state.phase))

    async def game_over_without_ben(server: ServerThread) -> str:
        anna, ben = Client(server.url, name="Anna", tokens=tokens), Client(server.url, name="Ben")
        await anna.connect()
        await ben.connect()
        seated = await anna.create(level="random", options={"target": 1})
        await ben.join(seated.code)
        await ben.take_seat(2)
        await until(anna, Lobby, pred=lambda lobby: 2 not in lobby.free_seats())
        await anna.start()
        await until(ben, Lobby, pred=lambda lobby: lobby.started)
        await ben.leave()  # gone: a computer plays his seat, which is still his until the next game
        await ben.close()
        await anna.auto(True)  # the computer plays Anna's cards too: a game of one deal is soon over
        await until(anna, Batch, 60, pred=lambda b: b.view.phase == "game_over")
        await anna.close()
        return seated.code

    async def again(server: ServerThread, code: str, old_url: str) -> Any:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        found = tokens.get(old_url, code)
        assert found is not None
        await anna.resume(code, *found)
        await anna.again()
        said = await until(anna, object, pred=lambda item: isinstance(item, Failure) or (
            isinstance(item, Notice) and item.what == "again"))
        await anna.close()
        return said

    with ServerThread(tmp_path) as server:
        code = asyncio.run(game_over_without_ben(server))
        failed = fail(server, "free_seat")
        said = asyncio.run(again(server, code, server.url))
        before, url = seen(server, code), server.url
    assert failed == [(code, 2)]
    with ServerThread(tmp_path) as restarted:
        assert seen(restarted, code) == before
        assert said == Failure("server_error") and before[1:] == (True, "game_over")
        # The store is back: the new game, and Ben's seat free, now and after a restart.
        said = asyncio.run(again(restarted, code, url))
        assert said == Notice("again", 0, "Anna")
        before = seen(restarted, code)
    assert before[1] is False
    with ServerThread(tmp_path) as restarted:
        assert seen(restarted, code) == before
    assert len(failures(caplog)) == 1 and "“again”" in failures(caplog)[0]


def test_a_table_closed_while_the_store_fails_is_closed_in_the_store_once_it_is_back(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """The store is asked again each second, so a restart does not bring the closed table back."""
    async def leave_a_table(server: ServerThread) -> str:
        anna = Client(server.url, name="Anna", reconnect=False)
        await anna.connect()
        seated = await anna.create(level="random")
        await anna.close()  # nobody is connected: the table closes after `idle_close`
        return seated.code

    with ServerThread(tmp_path, settings=dataclasses.replace(FAST, idle_close=0.2)) as server:
        failed = fail(server, "close_table")
        code = asyncio.run(leave_a_table(server))
        wait_for(lambda: len(failed) >= 3, 10)  # the table closed, and the store failed for seconds
        closed = code not in _server(server).tables
        mend(server, "close_table")
        wait_for(lambda: code not in open_codes(tmp_path), 5)
    with ServerThread(tmp_path) as restarted:
        assert code not in _server(restarted).tables
    assert closed and len(failed) >= 3
    (said,) = failures(caplog)  # once, not every second
    assert "“close”" in said and format_code(code) in said


def test_a_table_the_store_could_not_seat_its_creator_at_is_closed_in_the_store_once_it_is_back(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """`create` refused half way (the table stored, its creator's seat not): no table is left
    behind, after a restart either, once the store takes the close."""
    async def create(server: ServerThread) -> None:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        with pytest.raises(NetError) as refused:
            await anna.create(level="random")
        assert refused.value.reason == "server_error"
        await anna.close()

    with ServerThread(tmp_path) as server:
        fail(server, "set_seat")
        closing = fail(server, "close_table")
        asyncio.run(create(server))
        (code,) = open_codes(tmp_path)
        wait_for(lambda: len(closing) >= 2, 5)
        mend(server, "close_table")
        wait_for(lambda: code not in open_codes(tmp_path), 5)
        assert not _server(server).tables
    with ServerThread(tmp_path) as restarted:
        assert code not in _server(restarted).tables
    # Each once: the refused create, and the close the store did not take at first.
    create, close = sorted(failures(caplog), key=lambda said: "“close”" in said)
    assert "“create”" in create and "“close”" in close


def test_a_hint_consent_the_store_cannot_keep_is_refused_and_the_seat_keeps_its_old_one(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A consent a restarted server would not know is never in force: refused, said once."""
    async def scenario(server: ServerThread) -> None:
        anna = Client(server.url, name="Anna", hints=False)
        await anna.connect()
        seated = await anna.create(level="random")
        failed = fail(server, "set_hints")
        await anna.allow_hints(True)
        assert (await until(anna, Failure)).reason == "server_error"
        table = server.call(lambda: _server(server).tables[seated.code])
        assert server.call(lambda: (table.seats[0].hints, table.hints_allowed())) == (False, False)
        assert len(failed) == 1 and len(failures(caplog)) == 1
        said = failures(caplog)[0]  # a failed store, not a request that failed some other way
        assert "could not save “hints”" in said and "disk is full" in said
        mend(server, "set_hints")
        await anna.allow_hints(True)  # the connection stayed: the same request goes through now
        await until(anna, Lobby, pred=lambda lobby: lobby.hints)
        await anna.close()
        stored = Store(tmp_path / "tables.sqlite3")
        try:
            (row,) = next(t for t in stored.open_tables() if t.code == seated.code).seats
        finally:
            stored.close()
        assert row.hints is True

    caplog.set_level(logging.INFO, logger=LOGGER)
    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))
