"""A table's life: codes, names and chat made safe, chat to everyone, closing when nobody is left."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from ristikontra.i18n import Translator
from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import Chat, Failure, Link, Lobby, NetError, Notice
from ristikontra.net.codes import format_code, new_code, normalize_code
from ristikontra.net.sanitize import clean_text
from ristikontra.net.server import MAX_MISSES
from ristikontra.net.store import Store
from ristikontra.net.tables import TableSettings
from tests.net.netharness import ServerThread, until


@pytest.mark.parametrize(("raw", "clean"), [
    ("Anna", "Anna"),
    ("\x1b[31mRed\x1b[0m", "Red"),
    ("Title\x1b]0;owned\x07 here", "Title here"),
    ("bell\x07\x00tab\tnew\nline", "belltab new line"),
    ("\u202eevil\u202c \u200bzero", "evil zero"),
    ("\x9b31mC1", "C1"),
    ("  lots    of   space  ", "lots of space"),
    ("Jörg Müller-Lüdenscheidt", "Jörg Müller-Lüdenscheidt"),
])
def test_names_and_chat_lose_escapes_and_invisible_characters(raw: str, clean: str) -> None:
    assert clean_text(raw, 200) == clean


def test_text_is_cut_to_the_limit() -> None:
    assert clean_text("x" * 500, 24) == "x" * 24


def test_codes_are_six_digits_said_in_two_groups() -> None:
    rng = random.Random(1)
    code = new_code(rng, set())
    assert len(code) == 6 and code.isdigit()
    assert normalize_code(format_code(code)) == code
    assert normalize_code("482-915") == "482915"
    assert normalize_code("48291") is None and normalize_code("４８２９１５") is None
    assert new_code(random.Random(1), {code}) != code


def test_chat_reaches_everyone_cleaned_and_names_are_cleaned(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna = Client(url, name="\x1b[2JAnna\u202e")
        ben = Client(url, name="Ben")
        await anna.connect()
        await ben.connect()
        seated = await anna.create(level="random")
        await ben.join(seated.code)
        await ben.take_seat(2)
        lobby = await until(ben, Lobby, pred=lambda lobby: 2 not in lobby.free_seats())
        assert lobby.data["seats"][0]["name"] == "Anna"
        await ben.say("Hallo \x1b[31mzusammen\x07!")
        for client in (anna, ben):
            chat = await until(client, Chat)
            assert (chat.seat, chat.name, chat.text) == (2, "Ben", "Hallo zusammen!")
        await ben.say("\x1b[0m\u200b")
        assert (await until(ben, Failure)).reason == "bad_message"
        nameless = Client(url, name="\x07\x1b[0m")
        await nameless.connect()
        await nameless.join(seated.code)
        with pytest.raises(NetError) as refused:
            await nameless.take_seat(1)
        assert refused.value.reason == "bad_name"
        for client in (anna, ben, nameless):
            await client.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_a_table_with_nobody_left_closes_and_its_code_is_then_unknown(tmp_path: Path) -> None:
    async def scenario(url: str) -> str:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        await anna.close()
        await asyncio.sleep(0.8)
        late = Client(url, name="Late")
        await late.connect()
        with pytest.raises(NetError) as refused:
            await late.join(seated.code)
        with pytest.raises(NetError) as unknown:
            await late.join("000 000" if seated.code != "000000" else "111 111")
        assert refused.value.reason == unknown.value.reason == "not_found"
        await late.close()
        return seated.code

    settings = TableSettings(computer_pause=0, deal_wait=1, idle_close=0.3)
    with ServerThread(tmp_path, settings=settings) as server:
        code = asyncio.run(scenario(server.url))
    store = Store(tmp_path / "tables.sqlite3")
    assert code not in {t.code for t in store.open_tables()} and code in store.codes()
    store.close()


def test_guessing_codes_is_cut_off_after_a_few_misses(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        guesser = Client(url, name="Eve", reconnect=False)
        await guesser.connect()
        reasons = []
        for n in range(MAX_MISSES + 1):
            try:
                await guesser.join(f"{n:06d}")
            except NetError as error:
                reasons.append(error.reason)
        # Ten answered; then the address has guessed enough for a while (issue 29), and the
        # connection is closed after saying so.
        assert reasons == ["not_found"] * MAX_MISSES + ["too_many_codes"]
        with pytest.raises(NetError):
            await guesser.join("123456")
        await guesser.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_a_seat_asked_for_without_joining_is_not_joined_and_no_guessed_code(tmp_path: Path) -> None:
    async def answer(ws: ClientConnection) -> dict[str, Any]:
        return dict(json.loads(await asyncio.wait_for(ws.recv(), 10)))

    async def scenario(url: str) -> None:
        anna = Client(url, name="Anna")
        await anna.connect()
        code = (await anna.create(level="random")).code
        async with connect(url, max_size=None, compression=None) as ws:
            await ws.send(json.dumps({"type": "hello", "v": 2}))
            assert (await answer(ws))["type"] == "welcome"
            # More than the guesses that close a connection: none of them named a code.
            for n in range(2 * MAX_MISSES):
                await ws.send(json.dumps({"type": "seat", "seat": 1, "name": "Ben", "id": n}))
                assert await answer(ws) == {"type": "error", "reason": "not_joined", "id": n}
            # Real guesses are still counted from the first: after nine the right code still joins
            # (a tenth wrong one would have spent what this address may guess for a while).
            for n in range(MAX_MISSES - 1):
                await ws.send(json.dumps({"type": "join", "code": f"{n:06d}" if f"{n:06d}" != code else "999999"}))
                assert (await answer(ws))["reason"] == "not_found"
            await ws.send(json.dumps({"type": "join", "code": code, "id": "join"}))
            lobby = await answer(ws)
            assert lobby["type"] == "table" and lobby["id"] == "join"
            await ws.send(json.dumps({"type": "seat", "seat": 1, "name": "Ben", "id": "seat"}))
            seated = await answer(ws)
            assert seated["type"] == "seated" and seated["seat"] == 1
            await ws.send(json.dumps({"type": "leave"}))
            await ws.send(json.dumps({"type": "seat", "seat": 2, "name": "Ben", "id": "again"}))
            while (frame := await answer(ws))["type"] != "error":
                pass  # the lobby after leaving
            assert frame == {"type": "error", "reason": "not_joined", "id": "again"}
        # The reference client hears the same, and says it in words.
        eve = Client(url, name="Eve", reconnect=False)
        await eve.connect()
        with pytest.raises(NetError) as refused:
            await eve.take_seat(1)
        assert refused.value.reason == "not_joined"
        assert Translator("en")(reason_message_id("not_joined")) == "Join a table before choosing a seat."
        assert Translator("de")(reason_message_id("not_joined")) == (
            "Tritt zuerst einem Tisch bei und wähle dann einen Platz.")
        await eve.close()
        await anna.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_the_token_file_is_private_and_a_broken_one_is_set_aside(tmp_path: Path) -> None:
    from ristikontra.keep.tokens import TokenStore

    path = tmp_path / "online" / "tokens.json"
    store = TokenStore(path)
    assert store.get("ws://a", "123456") is None
    store.put("ws://a", "123456", 2, "secret")
    assert store.get("ws://a", "123456") == (2, "secret")
    assert path.stat().st_mode & 0o777 == 0o600
    path.write_text("{not json")
    assert store.get("ws://a", "123456") is None
    store.put("ws://a", "654321", 1, "other")
    assert store.get("ws://a", "654321") == (1, "other")
    assert any(p.name.startswith("tokens.json.broken-") for p in path.parent.iterdir())


def test_a_seat_left_before_the_game_is_said_by_name_and_keeps_nothing_for_the_next_person(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna, ben, cleo = Client(url, name="Anna"), Client(url, name="Ben"), Client(url, name="Cleo")
        for client in (anna, ben, cleo):
            await client.connect()
        seated = await anna.create(level="random")
        await ben.join(seated.code)
        await ben.take_seat(2)
        await ben.auto(True)  # Ben lets the computer play for him, then leaves before the game
        await until(anna, Lobby, pred=lambda lobby: lobby.data["seats"][2]["computer"] is True)
        await ben.leave()
        left = await until(anna, Notice, pred=lambda notice: notice.what == "left")
        assert (left.seat, left.name) == (2, "Ben")  # not a nameless seat number
        await cleo.join(seated.code)
        taken = await cleo.take_seat(2)
        token = cleo.state.token
        assert token is not None
        await cleo.close()  # Cleo's line goes; she comes back with her token
        again = Client(url, name="Cleo")
        await again.connect()
        await again.resume(taken.code, 2, token)
        lobby = await until(again, Lobby)
        # Cleo never asked the computer to play for her: Ben's auto play went with Ben.
        assert lobby.data["seats"][2]["name"] == "Cleo" and lobby.data["seats"][2]["computer"] is False
        for client in (anna, ben, again):
            await client.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_a_table_one_only_looked_at_stops_sending_its_lobby_once_one_sits_elsewhere(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna, ben, cleo = Client(url, name="Anna"), Client(url, name="Ben"), Client(url, name="Cleo")
        for client in (anna, ben, cleo):
            await client.connect()
        first = await anna.create(level="random")
        await ben.join(first.code)  # Ben looks at Anna's table, then opens one of his own
        own = await ben.create(level="random")
        await until(ben, Lobby, pred=lambda lobby: lobby.code == own.code)
        await cleo.join(first.code)
        await cleo.take_seat(1)  # Anna's table changes: that is not Ben's news any more
        await until(anna, Lobby, pred=lambda lobby: 1 not in lobby.free_seats())
        await ben.say("ping")  # Ben's own chat comes back after anything sent to him before it
        await until(ben, Chat)
        assert ben.lobby is not None and ben.lobby.code == own.code
        for client in (anna, ben, cleo):
            await client.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))


def test_a_connection_that_drops_from_a_closed_table_starts_no_grace_time(tmp_path: Path) -> None:
    async def scenario(server: ServerThread) -> list[tuple[bool, bool, bool]]:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        tables = server.server.tables  # type: ignore[union-attr]
        table = server.call(lambda: tables[seated.code])
        server.call(lambda: table.close(forget=False))  # as the server closes its tables on a stop
        await until(anna, Link, pred=lambda link: link.state == "gone")
        await anna.close()  # and only then does the connection drop
        for _ in range(200):
            if server.call(lambda: table.seats[0].peer is None):
                break
            await asyncio.sleep(0.01)
        return server.call(lambda: [(s.grace_task is None, s.dropped, s.computer) for s in table.seats])

    with ServerThread(tmp_path) as server:
        seats = asyncio.run(scenario(server))
    # No grace time runs for the seat, it is not marked dropped, nobody is told: the table is gone.
    assert seats[0] == (True, False, False)
