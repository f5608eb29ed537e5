"""Watching a game (protocol 3) with a real server and real clients on loopback: a watcher gets
only what is public (a scan of every frame through whole games), the players hear who watches,
the opener closes the table to watchers, a watcher sits down before the start, and guessing a
private table's code or asking for thousands of watchers from one address stays bounded; a page
watching, spoken for by the server, hears nothing private through a whole game of keys."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidHandshake, InvalidStatus

from ristikontra.engine import event_to_json
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Failure, Lobby, NetError
from ristikontra.net.roomview import RoomChange, Watcher
from tests.net.netharness import ServerThread, until
from tests.net.test_net_leaks import CARD, RecordingClient, scan, strings_and_numbers


def watcher_scan(frames: list[str], log: list[dict[str, Any]], seed: int) -> int:
    """Check every frame a watcher got: a card in it was played in the deal by then; no hand,
    nothing to play, never the seed. Returns how many cards were checked."""
    for raw in frames:
        frame = json.loads(raw)
        if frame["type"] != "events":
            continue
        assert frame["watching"] is True
        for item in frame["events"]:
            if item["type"] == "card_drawn":
                assert item["card"] is None, item
            if item["type"] == "deal_started":
                assert item["hands"] == [[], [], [], []] and item["stock"] == []
        assert frame["view"]["hand"] == [] and frame["view"]["legal"] == []
        assert frame["view"]["barred_lead_rank"] is None
    return scan(frames, None, log, seed)


async def seat_the_others_and_start(players: list[RecordingClient], code: str) -> None:
    """The other three sit down at `code`, every seat lets the computer play it, and the opener
    (`players[0]`) starts the game."""
    for n, p in enumerate(players[1:], 1):
        await p.join(code)
        await p.take_seat(n)
    for p in players:
        await p.auto(True)
    await until(players[3], Lobby, pred=lambda lobby: all(s["computer"] for s in lobby.data["seats"]))
    await players[0].start()


async def play_out(client: Client) -> list[str]:
    """Follow the game to its end; the names heard to start watching meanwhile."""
    watching = []
    async for item in client:
        if isinstance(item, Watcher) and item.watching:
            watching.append(item.name)
        if isinstance(item, Batch) and item.view.phase == "game_over":
            break
    return watching


async def watched_game(url: str) -> tuple[str, RecordingClient, RecordingClient, list[Any], list[str]]:
    players = [Client(url, name=f"P{n}", reconnect=False) for n in range(4)]
    for p in players:
        await p.connect()
    seated = await players[0].create(rules="sticks", options={"target": 2}, level="random", public=True)
    early = RecordingClient(url, name="Carla", reconnect=False)
    await early.connect()
    await early.watch(seated.code)
    heard = await until(players[0], Watcher)
    await seat_the_others_and_start(players, seated.code)
    # A second watcher comes once the game runs, after the first trick.
    late = RecordingClient(url, name="Dora", reconnect=False)
    await late.connect()
    await until(early, Batch, pred=lambda b: b.view.trick_no >= 2)
    await late.watch(seated.code)
    heard_by = await asyncio.gather(play_out(early), play_out(late), *(play_out(p) for p in players))
    seen_late = [name for names in heard_by[2:] for name in names]
    for c in (*players, early, late):
        await c.close()
    return seated.code, early, late, [heard], seen_late


def test_a_watcher_sees_a_whole_game_and_nothing_private(tmp_path: Path) -> None:
    with ServerThread(tmp_path) as server:
        assert server.server is not None
        code, early, late, heard, later = asyncio.run(watched_game(server.url))
        table = server.server.tables[code]
        log = server.call(lambda: [event_to_json(e) for e in table.log])
    assert heard[0].name == "Carla" and heard[0].watching and heard[0].count == 1
    assert "Dora" in later
    checked = watcher_scan(early.frames, log, table.seed)
    assert any(e["type"] == "game_over" for e in log) and checked > 50
    # The late watcher's first frame is where the game stands: its cards played in that deal.
    frames = [json.loads(f) for f in late.frames]
    first = next(f for f in frames if f["type"] == "events")
    assert first["missed"] is True and first["events"] == [] and first["view"]["hand"] == []
    played = {e["card"] for e in log if e["type"] == "card_played" and e["deal"] == first["view"]["deal"]}
    view_cards: tuple[list[str], list[int]] = ([], [])
    strings_and_numbers(first["view"], view_cards)
    assert {c for c in view_cards[0] if CARD.match(c)} <= played
    # The rest of its frames pass the same scan, from where it came in.
    start = next(i for i, f in enumerate(frames) if f["type"] == "events" and f["events"])
    seq = frames[start]["events"][0]["seq"]
    begun = max(i for i, e in enumerate(log[:seq - 1]) if e["type"] == "deal_started")
    rest = [json.dumps(f) for f in frames[start:]]
    watcher_scan(rest, [*([{"type": "none"}] * begun), *log[begun:]], table.seed)


def test_the_scan_catches_a_hand_sent_to_a_watcher() -> None:
    from ristikontra.engine import GameState

    state = GameState(seed=9)
    truth = [event_to_json(e) for e in state.start_deal()]
    for n, e in enumerate(truth, 1):
        e["seq"] = n
    frame = json.dumps({"type": "events", "watching": True, "events": truth,
                        "view": {"hand": [], "legal": [], "barred_lead_rank": None}})
    with pytest.raises(AssertionError):
        watcher_scan([frame], truth, 12345)


def test_watchers_come_and_go_sit_down_and_can_be_shut_out(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with Client(url, name="Anna", reconnect=False) as anna, \
                Client(url, name="Carla", reconnect=False) as carla, \
                Client(url, name="Ben", reconnect=False) as ben:
            await ben.enter_room()
            seated = await anna.create(public=True)
            lobby = await carla.watch(seated.code)
            assert lobby.code == seated.code and lobby.data["watching"] is True
            assert (await until(anna, Watcher)).watching
            change = await until(ben, RoomChange, pred=lambda c: any(t.watchers == 1 for t in c.opened + c.changed))
            assert change is not None
            # The watcher takes a free seat before the start: a player now, no longer watching.
            await carla.take_seat(2)
            stopped = await until(anna, Watcher)
            assert (stopped.name, stopped.watching, stopped.count) == ("Carla", False, 0)
            await carla.leave()
            # Back to watching, then the opener closes the table to watchers.
            await carla.watch(seated.code)
            await until(anna, Watcher, pred=lambda w: w.watching)
            await anna.open_to_watchers(False)
            assert (await until(carla, Failure)).reason == "no_watchers"
            assert not carla.watching
            with pytest.raises(NetError) as refused:
                await carla.watch(seated.code)
            assert refused.value.reason == "no_watchers"
            await until(ben, RoomChange, pred=lambda c: any(not t.watchable and t.watchers == 0 for t in c.changed))
            # Nobody but the opener opens it again.
            await carla.join(seated.code)
            await carla.take_seat(1)
            await carla.open_to_watchers(True)
            assert (await until(carla, Failure)).reason == "not_creator"

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


async def ask(ws: Any, frame: dict[str, Any]) -> dict[str, Any]:
    await ws.send(json.dumps(frame))
    while True:
        answer = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if answer.get("id") == frame.get("id"):
            return dict(answer)


def test_guessing_a_private_table_to_watch_it_meets_the_code_limits(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with Client(url, name="Anna", reconnect=False) as anna:
            secret = await anna.create()
            rng = random.Random(5)
            guesses = [f"{rng.randrange(10**6):06d}" for _ in range(12)]
            reasons = []
            async with connect(url) as ws:
                await ask(ws, {"type": "hello", "v": 3, "id": 0})
                for n, code in enumerate(c for c in guesses if c != secret.code):
                    reasons.append((await ask(ws, {"type": "watch", "code": code, "name": "Mallory", "id": n + 1}))
                                   ["reason"])
                    if len(reasons) == 10:
                        break
            assert reasons == ["not_found"] * 10
            async with connect(url) as ws:
                await ask(ws, {"type": "hello", "v": 3, "id": 0})
                # The budget of the address is spent: the right code is not even looked at.
                answer = await ask(ws, {"type": "watch", "code": secret.code, "name": "Mallory", "id": 1})
                assert answer["reason"] == "too_many_codes"

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_ten_thousand_watchers_asked_by_one_address_stay_bounded(tmp_path: Path) -> None:
    async def run(url: str, server: ServerThread) -> None:
        async with Client(url, name="Anna", reconnect=False) as anna:
            seated = await anna.create(public=True)
            opened = []
            for _ in range(20):  # more connections than the address may hold
                with contextlib.suppress(OSError, InvalidHandshake, InvalidStatus, asyncio.TimeoutError):
                    opened.append(await connect(url, open_timeout=5))
            hellos = 0
            for ws in opened:
                try:
                    await ask(ws, {"type": "hello", "v": 3, "id": 0})
                    hellos += 1
                except Exception:
                    pass
            asked = 0
            watchers = -1
            # Each connection asks to watch again and again, as fast as it may, until 10,000 asks in all.
            while asked < 10_000:
                for n, ws in enumerate(opened):
                    frames = [json.dumps({"type": "watch", "code": seated.code, "name": f"W{n}-{asked}"})] * 25
                    for frame in frames:
                        with contextlib.suppress(Exception):  # a connection the server cut for flooding
                            await ws.send(frame)
                    asked += len(frames)
                if watchers < 0:
                    # The first 25 of each are within the flood limit: every connection watches, once.
                    deadline = asyncio.get_running_loop().time() + 20
                    while watchers < hellos and asyncio.get_running_loop().time() < deadline:
                        await asyncio.sleep(0.05)
                        watchers = server.call(lambda: len(server.server.tables[seated.code].spectators)
                                               if server.server else -1)
                    assert watchers == hellos
            await asyncio.sleep(1.0)
            count = server.call(lambda: len(server.server.tables[seated.code].spectators) if server.server else -1)
            for ws in opened:
                await ws.close()
            await asyncio.sleep(0.5)
            left = server.call(lambda: len(server.server.tables[seated.code].spectators) if server.server else -1)
            heard = 0
            while True:
                try:
                    item = await anna.next_item(0.3)
                except asyncio.TimeoutError:
                    break
                heard += isinstance(item, Watcher)
            # Each connection watches once however often it asks; the address holds at most 8
            # connections (Anna's one of them); the players hear each watcher come and go once.
            # A connection that goes on asking past the flood limit is cut off, and its watching ends.
            assert 1 <= hellos <= 7 and count <= hellos and left == 0, (hellos, count, left)
            assert 2 <= heard <= 2 * 7, heard

    with ServerThread(tmp_path, per_address=8) as server:
        asyncio.run(run(server.url, server))


def test_a_page_watching_is_spoken_for_as_a_watcher(tmp_path: Path) -> None:
    """A browser page that watches asks the server to speak for it (`announce`), as a seated page
    does: the same keys, every player by name, no hand and no card to play."""
    async def run(url: str) -> None:
        async with Client(url, name="Anna", reconnect=False) as anna:
            seated = await anna.create(public=True, level="random")
            async with connect(url) as ws:
                await ask(ws, {"type": "hello", "v": 3, "id": 0})
                await ask(ws, {"type": "watch", "code": seated.code, "name": "Carla", "id": 1})
                await ws.send(json.dumps({"type": "announce", "lang": "en", "id": 2}))
                said: list[str] = []
                tables: list[Any] = []

                async def until_said(text: str) -> None:
                    while not any(text in s for s in said):
                        frame = json.loads(await asyncio.wait_for(ws.recv(), 20))
                        if frame["type"] == "say":
                            said.extend(m["text"] for m in frame["messages"])
                            tables.append(frame.get("table"))

                await until_said("You are watching table")
                await anna.auto(True)
                await anna.start()
                await until_said("Deal 1.")
                await until_said("Anna")  # the player sat behind is named, never "you"
                await ws.send(json.dumps({"type": "key", "key": "Enter"}))
                await until_said("You are watching: the cards are the players'.")
                await ws.send(json.dumps({"type": "key", "key": "s"}))
                await until_said("points")
                assert not any(s.startswith(("Your turn", "Your lead", "You play")) for s in said), said
                assert all(t is None or t["hand"] == [] for t in tables)

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))


def test_a_table_that_closes_under_a_watcher_leaves_it_in_the_room(tmp_path: Path) -> None:
    async def run(url: str, server: ServerThread) -> None:
        async with Client(url, name="Anna", reconnect=False) as anna, \
                Client(url, name="Carla", reconnect=False) as carla:
            await carla.enter_room()
            seated = await anna.create(public=True)
            await until(carla, RoomChange, pred=lambda c: any(t.code == seated.code for t in c.opened))
            await carla.watch(seated.code)
            server.call(lambda: server.server.tables[seated.code].close() if server.server else None)
            # The watcher hears the table close; the connection and the room stay, and the room
            # says the table is gone (in whichever order the two come).
            heard: set[str] = set()
            while heard != {"closed", "gone"}:
                item = await carla.next_item(10)
                if isinstance(item, Failure) and item.reason == "table_closed":
                    heard.add("closed")
                elif isinstance(item, RoomChange) and seated.code in item.gone:
                    heard.add("gone")
                assert not (hasattr(item, "state") and item.state == "gone"), item
            assert not carla.watching

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url, server))


#: A card named in full in English ("queen of hearts"): what a hand, a hint or a drawn card would name.
CARD_NAMED = re.compile(r"\b(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of "
                        r"(clubs|spades|hearts|diamonds)\b", re.I)
RANKS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9", "eight": "8", "seven": "7",
         "six": "6", "five": "5", "four": "4", "three": "3", "two": "2"}


def page_watcher_scan(frames: list[dict[str, Any]], log: list[dict[str, Any]]) -> int:
    """Check every `say` frame the server spoke to a watching page: its drawn table holds no hand
    and nothing to play, and each card on it or named in its words was played by then (by the
    drawn table's deal and trick; what was said before its deal's "Deal N." of the deal before).
    Returns how many cards were checked."""
    plays = [e for e in log if e["type"] == "card_played"]
    checked = 0
    for frame in frames:
        if frame["type"] != "say" or frame.get("table") is None:
            continue
        table = frame["table"]
        assert table["hand"] == [] and table["names"] == [] and table["playable"] == [] and not table["blind"]
        deal, trick_no = table["deal"], table["trick_no"]
        on_table = [p["card"] for p in table["trick"]]
        this_trick = [p["card"] for p in plays if p["deal"] == deal and p["trick"] == trick_no]
        assert on_table == this_trick[:len(on_table)], (table, this_trick)
        known = {p["card"] for p in plays if p["deal"] == deal and p["trick"] < trick_no} | set(on_table)
        last = table["last_trick"]
        drawn = [p["card"] for p in last["plays"]] if last else []
        if last:  # the deal's last finished trick, as it was played
            assert last["number"] <= trick_no
            assert set(drawn) == {p["card"] for p in plays if p["deal"] == deal and p["trick"] == last["number"]}
            known |= set(drawn)
        texts = [m["text"] for m in frame["messages"]]
        begun = next((n for n, text in enumerate(texts) if text.startswith(f"Deal {deal}.")), None)
        for n, text in enumerate(texts):
            allowed = known
            if begun is not None and n < begun:
                allowed = {p["card"] for p in plays if p["deal"] == deal - 1}
            for rank, suit in CARD_NAMED.findall(text):
                card = RANKS[rank.lower()] + suit[0].upper()
                assert card in allowed, (text, card, table)
                checked += 1
            assert not text.startswith(("Your turn", "Your lead", "You play", "Your hand", "Hint")), text
        checked += len(on_table) + len(drawn)
    return checked


#: Keys a watching page presses as the game goes: the reading keys, the hand's, Enter and Space
#: (a card to play?), help; never `v` (a review computed on the server) nor chat's keys.
PAGE_KEYS = ["t", "h", "s", "Left", "Right", "Home", "End", "Up", "Down", "Enter", "Space", "1", "2", "3", "4",
             "a", "b", "d", "f", "g", "i", "j", "k", "l", "m", "n", "o", "p", "r", "u", "w", "x", "y", "z", "?",
             "F1", "Escape"]


def test_a_page_watching_a_whole_game_hears_nothing_private(tmp_path: Path) -> None:
    """A page watches a whole game, spoken for by the server, pressing every reading key as it
    goes: no frame it gets holds a hand, a card to play, a hint, or a card before it is played."""
    async def run(url: str) -> tuple[str, list[dict[str, Any]]]:
        players = [Client(url, name=f"P{n}", reconnect=False) for n in range(4)]
        for p in players:
            await p.connect()
        seated = await players[0].create(rules="sticks", options={"target": 3}, level="random", public=True)
        frames: list[dict[str, Any]] = []
        async with connect(url, max_size=None) as ws:
            await ask(ws, {"type": "hello", "v": 3, "id": 0})
            await ask(ws, {"type": "watch", "code": seated.code, "name": "Carla", "id": 1})
            await ws.send(json.dumps({"type": "announce", "lang": "en", "id": 2}))

            async def read() -> None:
                async for raw in ws:
                    frames.append(json.loads(raw))

            async def press() -> None:
                for n in range(10**6):
                    await asyncio.sleep(0.05)
                    await ws.send(json.dumps({"type": "key", "key": PAGE_KEYS[n % len(PAGE_KEYS)]}))

            reader, presser = asyncio.create_task(read()), asyncio.create_task(press())
            await seat_the_others_and_start(players, seated.code)
            await asyncio.gather(*(play_out(p) for p in players))
            presser.cancel()
            await asyncio.sleep(0.5)  # the last words of the game
            reader.cancel()
        for p in players:
            await p.close()
        return seated.code, frames

    with ServerThread(tmp_path) as server:
        assert server.server is not None
        code, frames = asyncio.run(run(server.url))
        table = server.server.tables[code]
        log = server.call(lambda: [event_to_json(e) for e in table.log])
    assert any(e["type"] == "game_over" for e in log)
    said = [m["text"] for f in frames if f["type"] == "say" for m in f["messages"]]
    assert any(text.startswith("Deal 2.") for text in said), [t for t in said if t.startswith("Deal")]
    # Between deals a watcher hears the next deal come, not a prompt to be ready or to review.
    assert "The next deal begins when the players are ready." in said
    assert not any("ready for the next deal" in text for text in said)
    assert page_watcher_scan(frames, log) > 200


def test_the_page_scan_catches_a_card_named_before_it_is_played() -> None:
    log = [{"type": "card_played", "deal": 1, "trick": 1, "card": "QH", "seat": 0}]
    table: dict[str, Any] = {"hand": [], "names": [], "playable": [], "blind": False, "deal": 1, "trick_no": 1,
             "trick": [{"card": "QH"}], "last_trick": None}
    page_watcher_scan([{"type": "say", "messages": [{"text": "P0 plays the queen of hearts."}], "table": table}], log)
    with pytest.raises(AssertionError):
        page_watcher_scan([{"type": "say", "messages": [{"text": "You hold the king of hearts."}], "table": table}],
                          log)
    with pytest.raises(AssertionError):
        page_watcher_scan([{"type": "say", "messages": [], "table": {**table, "hand": ["KH"]}}], log)
