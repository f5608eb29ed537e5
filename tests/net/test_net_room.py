"""The room (protocol 3) with a real server and real clients on loopback: public tables listed
and private ones never, the list live for every member, who is here, one name at a time, the
room's chat and muting, and a flood of churn that stays bounded and merged."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Chat, NetError
from ristikontra.net.room import Room
from ristikontra.net.roomview import RoomChange, RoomChat
from tests.net.netharness import ServerThread, until


def room_client(url: str, name: str, lang: str = "en") -> Client:
    client = Client(url, name=name, reconnect=False)
    client.lang = lang
    return client


def test_public_tables_are_listed_live_and_private_ones_never(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with room_client(url, "Anna") as anna, room_client(url, "Ben", "de") as ben, \
                room_client(url, "Carla") as carla, room_client(url, "Dora") as dora:
            room = await anna.enter_room()
            assert room.tables == {} and room.names() == ["Anna"]
            secret = await carla.create(level="basic")  # private: the default
            public = await ben.create(rules="short", options={"blind_play": False}, level="expert", public=True)
            change = await until(anna, RoomChange, pred=lambda c: c.opened)
            assert [t.code for t in change.opened] == [public.code]
            entry = anna.room.tables[public.code] if anna.room else None
            assert entry is not None and entry.opener == "Ben" and entry.free == 3 and entry.rules == "short"
            assert entry.level == "expert" and entry.langs == ("de",) and not entry.started
            assert entry.seats[0] == (0, "Ben", "human", "de") and entry.options == {"blind_play": False}
            # Somebody sits down: every member hears the entry change, without asking.
            await dora.join(public.code)
            await dora.take_seat(2)
            change = await until(anna, RoomChange, pred=lambda c: c.changed)
            assert change.changed[0].free == 2 and change.changed[0].langs == ("de", "en")
            # The game starts: the entry says so and has no free seat any more.
            await ben.start()
            change = await until(anna, RoomChange, pred=lambda c: any(t.started for t in c.changed))
            assert change.changed[0].free == 0
            # A newcomer gets the whole room at once; never the private table.
            seen = await carla.enter_room()
            assert set(seen.tables) == {public.code} and secret.code not in seen.tables
            assert seen.names() == ["Anna", "Carla"]
            assert anna.room is not None and secret.code not in anna.room.tables
            # The table closes (as it does when nobody has been connected for the idle time): gone.
            server.call(lambda: server.server.tables[public.code].close() if server.server else None)
            await until(anna, RoomChange, pred=lambda c: public.code in c.gone)
            assert anna.room is not None and anna.room.tables == {}

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_who_is_here_and_one_name_at_a_time(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with room_client(url, "Carla") as first, room_client(url, "CARLA") as second, \
                room_client(url, "Eve\x1b[31m <b>x</b>\u202e") as eve:
            await first.enter_room()
            with pytest.raises(NetError) as refused:
                await second.enter_room()
            assert refused.value.reason == "name_taken"
            assert second.room is None
            # The room did not change for anyone: the refused one was never heard of.
            room = await eve.enter_room()
            assert room.you == "Eve <b>x</b>" and room.names() == ["Carla", "Eve <b>x</b>"]
            change = await until(first, RoomChange, pred=lambda c: c.came)
            assert change.came == ("Eve <b>x</b>",)
            # Carla goes (her connection closes): the name is free again, and the others hear it.
            await first.close()
            change = await until(eve, RoomChange, pred=lambda c: c.went)
            assert change.went == ("Carla",)
            assert (await second.enter_room()).names() == ["CARLA", "Eve <b>x</b>"]

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


async def frames(ws: Any, frame: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps(frame))
    return dict(json.loads(await asyncio.wait_for(ws.recv(), 10)))


def test_a_name_of_nothing_but_control_characters_is_refused(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with connect(url) as ws:
            await frames(ws, {"type": "hello", "v": 3})
            answer = await frames(ws, {"type": "room", "name": "\x1b[2J\u200b\x07", "id": 1})
            assert answer == {"type": "error", "reason": "bad_name", "id": 1}
            answer = await frames(ws, {"type": "room_chat", "text": "hi", "id": 2})
            assert answer == {"type": "error", "reason": "not_in_room", "id": 2}
            answer = await frames(ws, {"type": "room", "name": "Ok", "lang": "fi-xx", "id": 3})
            assert answer["reason"] == "bad_message"

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_room_chat_and_mute_for_oneself(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with room_client(url, "Anna") as anna, room_client(url, "Ben") as ben, \
                room_client(url, "Carla") as carla:
            for c in (anna, ben, carla):
                await c.enter_room()
            await ben.mute("anna")  # any case: the name as the room knows it
            await ben.room_say("muted Anna")
            await until(ben, RoomChat, pred=lambda c: c.text == "muted Anna")
            await anna.room_say("hello \x1b[31mroom")
            heard = await until(carla, RoomChat, pred=lambda c: c.name == "Anna")
            assert (heard.name, heard.text) == ("Anna", "hello room")
            assert (await until(anna, RoomChat, pred=lambda c: c.name == "Anna")).text == "hello room"
            await carla.room_say("from Carla")
            # Ben hears Carla's line but never Anna's, which came first.
            assert (await until(ben, RoomChat, pred=lambda c: c.name != "Ben")).name == "Carla"
            # A table's chat: Ben at Anna's table still does not hear her.
            seated = await anna.create(public=True)
            await ben.join(seated.code)
            await ben.take_seat(1)
            await anna.say("at the table")
            await ben.say("Ben here")
            await until(anna, Chat, pred=lambda c: c.text == "Ben here")
            while True:
                item = await ben.next_item(10)
                assert getattr(item, "text", None) != "at the table"
                if getattr(item, "text", None) == "Ben here":
                    break
            # The room's chat has the table's limit: four lines at once, then refused.
            refused = 0
            for n in range(8):
                await carla.room_say(f"line {n}")
            while refused == 0:
                item = await carla.next_item(10)
                refused += getattr(item, "reason", None) == "rate_limited"

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_a_flood_of_churn_is_bounded_per_address_and_merged(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with room_client(url, "Watcher") as member, room_client(url, "Churn") as churn, \
                room_client(url, "Host") as host:
            await member.enter_room()
            table = await host.create(public=True)  # one of the address's five (all are on 127.0.0.1)
            opened = 0
            with pytest.raises(NetError) as refused:
                for _ in range(50):
                    await churn.create(public=True)
                    opened += 1
                    await churn.leave()
            assert refused.value.reason == "too_many_tables" and opened == 4
            # A private table is not counted (nobody sees it in the room).
            await churn.create()
            await churn.leave()
            # Sitting down and getting up again at one public table, a burst as fast as the server takes.
            await until(member, RoomChange, pred=lambda c: any(t.code == table.code for t in c.opened + c.changed))
            async with connect(url) as ws:
                await frames(ws, {"type": "hello", "v": 3})
                start = asyncio.get_running_loop().time()
                await ws.send(json.dumps({"type": "join", "code": table.code}))
                for n in range(12):
                    for frame in ({"type": "seat", "seat": 1, "name": f"C{n}"}, {"type": "leave"},
                                  {"type": "join", "code": table.code}):
                        await ws.send(json.dumps(frame))
                answers = [json.loads(await asyncio.wait_for(ws.recv(), 10)) for _ in range(1 + 12 * 4)]
                churn_time = asyncio.get_running_loop().time() - start
            assert not [a for a in answers if a["type"] == "error"]
            await asyncio.sleep(0.5)
            updates = 0
            while True:
                try:
                    item = await member.next_item(0.3)
                except asyncio.TimeoutError:
                    break
                updates += isinstance(item, RoomChange)
            # 24 changes of the entry reached the member merged, at most one update per 0.1 s.
            assert 1 <= updates <= churn_time / 0.1 + 2, (updates, churn_time)
            assert member.room is not None and member.room.tables[table.code].free == 3

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_a_member_whose_line_was_cut_is_back_in_the_room(tmp_path: Path) -> None:
    from ristikontra.net.clientstate import Link
    from tests.net.netharness import Cutter

    async def run(url: str, cutter: Cutter) -> None:
        async with room_client(url, "Anna") as anna, Client(cutter.url, name="Ben", reconnect=True) as ben:
            await anna.enter_room()
            await ben.enter_room()
            await until(anna, RoomChange, pred=lambda c: c.came == ("Ben",))
            cutter.cut()
            await until(ben, Link, pred=lambda link: link.state == "back")
            # The whole room again, and Ben is in it under his name (the server dropped him with the line).
            await until(ben, RoomChange, pred=lambda c: c.whole)
            assert ben.room is not None and ben.room.names() == ["Anna", "Ben"]
            await anna.room_say("welcome back")
            assert (await until(ben, RoomChat)).text == "welcome back"

    with ServerThread(tmp_path) as server, Cutter(server.url) as cutter:
        asyncio.run(run(server.url, cutter))


def test_a_table_that_changes_right_after_someone_enters_reaches_them() -> None:
    """Entering, a member gets the whole room; a table that opens or closes before the next
    update still reaches them in it (only what the whole room already held is left out)."""
    class Heard:
        def __init__(self) -> None:
            self.frames: list[dict[str, Any]] = []

        def send(self, frame: str) -> None:
            self.frames.append(json.loads(frame))

        def drop(self, code: int, reason: str) -> None:
            pass

    async def run() -> None:
        room = Room(tick=0.05)
        early, anna = Heard(), Heard()
        room.enter(early, "Early", None)  # an update goes out now: the next waits for the tick
        room.show("111111", {"code": "111111"})  # pending when Anna enters: in her whole room
        room.enter(anna, "Anna", None)
        room.show("222222", {"code": "222222"})  # after she entered, before the next update
        await asyncio.sleep(0.2)
        assert [t["code"] for t in anna.frames[0]["tables"]] == ["111111"]
        update = anna.frames[1]
        assert [t["code"] for t in update["tables"]] == ["222222"] and update["came"] == [
            {"name": "Anna", "lang": None}]
        assert [t["code"] for t in early.frames[-1]["tables"]] == ["111111", "222222"]

    asyncio.run(run())


def test_leaving_the_room_is_answered_said_to_the_others_and_refused_when_not_in_it(tmp_path: Path) -> None:
    async def answer_to(ws: Any, frame: dict[str, Any]) -> dict[str, Any]:
        """The answer to `frame`, past the room's own news (who came) that may come first."""
        got = await frames(ws, frame)
        while got["type"] == "room_update":
            got = dict(json.loads(await asyncio.wait_for(ws.recv(), 10)))
        return got

    async def raw(url: str) -> None:
        async with connect(url) as ws:
            await frames(ws, {"type": "hello", "v": 3})
            refused = await answer_to(ws, {"type": "room_leave", "id": 1})
            assert refused == {"type": "error", "reason": "not_in_room", "id": 1}
            assert (await frames(ws, {"type": "room", "name": "Eve", "id": 2}))["type"] == "room"
            assert (await answer_to(ws, {"type": "room_leave", "id": 3}))["type"] == "room_left"
            # Out of the room, its requests are refused as before entering it; nothing is held open.
            refused = await answer_to(ws, {"type": "room_leave", "id": 4})
            assert refused == {"type": "error", "reason": "not_in_room", "id": 4}
            refused = await answer_to(ws, {"type": "room_chat", "text": "hi", "id": 5})
            assert refused == {"type": "error", "reason": "not_in_room", "id": 5}

    async def clients(url: str) -> None:
        async with room_client(url, "Anna") as anna, room_client(url, "Ben") as ben:
            await anna.enter_room()
            await ben.enter_room()
            await until(anna, RoomChange, pred=lambda c: "Ben" in c.came)
            await ben.leave_room()
            await until(anna, RoomChange, pred=lambda c: "Ben" in c.went)
            assert anna.room is not None and anna.room.names() == ["Anna"] and ben.room is None
            room = await ben.enter_room()  # the name is free again, and the room whole
            assert room.names() == ["Anna", "Ben"]

    with ServerThread(tmp_path) as server:
        asyncio.run(raw(server.url))
        asyncio.run(clients(server.url))
