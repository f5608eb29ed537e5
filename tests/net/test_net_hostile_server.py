"""A broken or hostile server: whatever it sends, the client says what it could not read and
goes on reading; it never dies silently (which left the game hanging, with nothing said).

The server here is a real WebSocket server on loopback that speaks just enough of the protocol
to seat a real client, then sends what it is given."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ristikontra.i18n import Translator
from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import Chat, Failure, Incoming, Link, Lobby, NetError, Notice
from tests.net.netharness import LoopThread

WELCOME = json.dumps({"type": "welcome", "v": 2, "server": "hostile", "limits": {"rate": 20, "burst": 40}})
STILL_HERE = json.dumps({"type": "chat", "seat": 1, "name": "Server", "text": "still here"})


class HostileServer(LoopThread):
    """Answers `hello` with `greeting`; `create` with a seat (the fields of `seated`), then every
    frame of `frames`, then a chat line "still here" (so a client still reading hears it);
    `join` with `lobby`; `resume` with `resumed`, then the same (or refused, see `refusals`)."""

    def __init__(self, frames: Sequence[str | bytes] = (), greeting: str = WELCOME,
                 seated: dict[str, object] | None = None, lobby: dict[str, object] | None = None) -> None:
        super().__init__()
        self.frames = frames
        self.greeting = greeting
        self.seated = {"code": "123456", "seat": 0, "token": "t" * 32} if seated is None else seated
        self.lobby = {"code": "123456", "seats": []} if lobby is None else lobby
        #: Reasons to refuse the next `resume`s with, one each.
        self.refusals: list[str] = []
        self.connections: list[ServerConnection] = []

    async def _main(self) -> None:
        async with serve(self._handle, "127.0.0.1", 0, max_size=None) as server:
            self.url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}" if server.sockets else ""
            self._stop = self.loop.create_future()
            self._ready.set()
            await self._stop

    async def _handle(self, ws: ServerConnection) -> None:
        self.connections.append(ws)
        with contextlib.suppress(ConnectionClosed):  # cut: as a failing network would
            await self._answer(ws)

    async def _answer(self, ws: ServerConnection) -> None:
        await ws.recv()  # hello
        await ws.send(self.greeting)
        async for raw in ws:
            message = json.loads(raw)
            if message["type"] == "create":
                await ws.send(json.dumps({"type": "seated", **self.seated, "id": message.get("id")}))
                for frame in self.frames:
                    await ws.send(frame)
                await ws.send(STILL_HERE)
            elif message["type"] == "join":
                await ws.send(json.dumps({"type": "table", **self.lobby, "id": message.get("id")}))
            elif message["type"] == "resume" and self.refusals:
                await ws.send(json.dumps({"type": "error", "reason": self.refusals.pop(0), "id": message.get("id")}))
            elif message["type"] == "resume":
                await ws.send(json.dumps({"type": "resumed", "code": "123456", "seat": 0, "missed": 0,
                                          "id": message.get("id")}))
                for frame in self.frames:
                    await ws.send(frame)
                await ws.send(STILL_HERE)

    def cut(self) -> None:
        """Drop every connection without a goodbye (as a failing network would)."""
        def run() -> None:
            for ws in self.connections:
                ws.transport.abort()

        self.loop.call_soon_threadsafe(run)


async def heard_until_still_here(client: Client, timeout: float = 10.0) -> list[Incoming]:
    """Everything the client reports up to the server's "still here" (a client that stopped
    reading never hears it: the wait runs out)."""
    heard: list[Incoming] = []
    while True:
        item = await client.next_item(timeout)
        if isinstance(item, Chat) and item.text == "still here":
            return heard
        heard.append(item)


async def what_comes_of(url: str, request: Callable[[Client], Awaitable[object]]) -> tuple[str, int | None]:
    """Connect and make `request`: the reason it was refused for ("done" if it was not), and the
    seat the client holds after it."""
    client = Client(url, name="Anna", reconnect=False)
    try:
        await client.connect()
        await request(client)
    except NetError as error:
        return error.reason, client.seat
    finally:
        await client.close()
    return "done", client.seat


GARBLED = [
    json.dumps({"type": "events", "events": [1, 2], "view": {}}),  # events that are not objects
    json.dumps({"type": "events", "events": "xy", "view": {}}),
    "[" * 100_000 + "]" * 100_000,  # nested deeper than a JSON reader goes
    "not json",
    json.dumps([1, 2]),  # JSON, but no object
    json.dumps({"type": "notice", "what": "back", "seat": float("inf"), "name": "Ben"}),  # Python's JSON has it
    json.dumps({"type": "table"}),  # a lobby without its code
    json.dumps({"type": "chat", "seat": "x", "name": "n", "text": "t"}),
    json.dumps({"type": "refused", "reason": "x", "view": []}),
]


def test_frames_the_client_cannot_read_are_said_as_such_and_it_reads_on(tmp_path: Path,
                                                                       caplog: pytest.LogCaptureFixture) -> None:
    async def scenario(url: str) -> None:
        client = Client(url, name="Anna")
        await client.connect()
        await client.create()
        heard = await heard_until_still_here(client)
        assert heard == [Failure("garbled")] * len(GARBLED), heard
        await client.close()

    with HostileServer(GARBLED) as server, caplog.at_level("WARNING", logger="ristikontra.net.client"):
        asyncio.run(scenario(server.url))
    # Each frame that got as far as being read left its trace for a bug report (the rest are no JSON object).
    unread = [r for r in caplog.records if "could not be read" in r.getMessage()]
    assert len(unread) >= 5 and all(r.exc_info for r in unread), [r.getMessage() for r in unread]


def test_what_a_server_sends_in_fields_of_the_wrong_kind_never_reaches_the_table_as_such(tmp_path: Path) -> None:
    frames = [
        json.dumps({"type": "notice", "what": "back", "seat": 1, "name": ["Ben"]}),  # a name that is no text
        json.dumps({"type": "error", "reason": "x" * 10_000}),  # a newer server's reason, but absurdly long
        json.dumps({"type": "error", "reason": "unreachable"}),  # this client's own reason, never a server's
        json.dumps({"type": "error", "reason": ["stale"]}),
    ]

    async def scenario(url: str) -> None:
        client = Client(url, name="Anna")
        await client.connect()
        await client.create()
        heard = await heard_until_still_here(client)
        assert heard[0] == Notice("back", 1, None)
        assert all(isinstance(item, Failure) for item in heard[1:]) and len(heard) == 4
        assert [reason_message_id(item.reason) for item in heard[1:]] == ["net-error-unknown"] * 3  # type: ignore[union-attr]
        assert len(heard[1].reason) <= 64  # type: ignore[union-attr]
        await client.close()

    with HostileServer(frames) as server:
        asyncio.run(scenario(server.url))


@pytest.mark.parametrize("greeting", ["[]", '"welcome"', pytest.param("[" * 100_000, id="deep"), "{}"])
def test_a_greeting_that_is_no_protocol_is_a_refusal_not_a_traceback(tmp_path: Path, greeting: str) -> None:
    with HostileServer(greeting=greeting) as server:
        reason, _seat = asyncio.run(what_comes_of(server.url, Client.create))
    # "{}": an object without a type is taken as a welcome; the seat is asked for and given.
    assert reason == ("done" if greeting == "{}" else "garbled")


@pytest.mark.parametrize("limits", [
    {"rate": 10**400, "burst": 40}, {"rate": 20, "burst": -(10**400)}, {"rate": "fast", "burst": 40},
    {"rate": float("nan"), "burst": float("inf")}, {"rate": float("inf"), "burst": float("nan")}, [], "none",
], ids=["rate too large for a float", "burst too small for a float", "rate as text", "nan and inf", "inf and nan",
        "a list", "text"])
def test_flood_limits_of_the_wrong_kind_are_no_traceback_and_no_hang(tmp_path: Path, limits: object) -> None:
    """The server's flood limits, which the client paces itself by: numbers too large for a
    float (JSON has them), text, NaN or infinity leave it unpaced or paced at its floor; before,
    a number too large for a float escaped as a traceback from connecting."""
    async def scenario(url: str) -> None:
        client = Client(url, name="Anna", reconnect=False)
        await client.connect()
        await client.create()
        for _ in range(5):  # the pace lets these out: none waits forever
            assert await asyncio.wait_for(client.say("hi"), 5)
        await client.close()

    greeting = json.dumps({"type": "welcome", "v": 2, "limits": limits})
    with HostileServer(greeting=greeting) as server:
        asyncio.run(scenario(server.url))


def test_a_garbled_answer_to_taking_the_seat_back_is_tried_again_not_a_dead_client(tmp_path: Path) -> None:
    """After a lost connection the client takes its seat back; an answer it cannot read (here:
    nested too deep) is one more failed try, and the next good one brings it back."""
    async def scenario(server: HostileServer) -> None:
        client = Client(server.url, name="Anna")
        await client.connect()
        await client.create()
        await heard_until_still_here(client)
        server.greeting = "[" * 100_000  # the next connection's greeting cannot be read
        server.cut()
        assert await client.next_item(10) == Link("lost")
        await asyncio.sleep(0.5)
        server.greeting = WELCOME
        assert await client.next_item(20) == Link("back")
        await heard_until_still_here(client)
        await client.close()

    with HostileServer() as server:
        asyncio.run(scenario(server))


@pytest.mark.parametrize(("reason", "then"), [
    ("server_error", "back"), ("rate_limited", "back"), ("seat_reserved", "back"),
    ("not_found", "gone"), ("table_closed", "gone"),
])
def test_a_seat_not_given_back_for_now_is_asked_for_again_not_said_as_back(tmp_path: Path, reason: str,
                                                                          then: str) -> None:
    """After a lost connection, taking the seat back is refused for a reason that may pass (the
    server could not store, too many requests, a newer server's reason): the client tries again
    and says "back" once it has its seat; before, it said "back" at once, with no seat, and the
    game went on without it. A seat that is gone (no such table or token, a closed table) ends
    the reconnecting, as before."""
    async def scenario(server: HostileServer) -> None:
        client = Client(server.url, name="Anna")
        await client.connect()
        await client.create()
        await heard_until_still_here(client)
        server.refusals = [reason]
        server.cut()
        assert await client.next_item(10) == Link("lost")
        assert await client.next_item(20) == Link(then)  # type: ignore[arg-type]
        if then == "back":
            assert not server.refusals  # refused once, then asked again
            await heard_until_still_here(client)  # the seat is back: the table's frames reach it
        await client.close()

    with HostileServer() as server:
        asyncio.run(scenario(server))


@pytest.mark.parametrize("seated", [
    {}, {"code": "123456", "seat": 9, "token": "t"}, {"code": "123456", "seat": "0", "token": "t"},
    {"code": ["123456"], "seat": 0, "token": "t"}, {"code": "123456", "seat": 0},
    {"code": "123456", "seat": True, "token": "t"}, {"code": "123456", "seat": float("inf"), "token": "t"},
], ids=["empty", "seat 9", "seat as text", "code as list", "no token", "seat true", "seat infinite"])
def test_an_answer_without_a_seat_in_it_is_a_refusal_not_a_traceback(tmp_path: Path, seated: dict[str, object]) -> None:
    with HostileServer(seated=seated) as server:
        assert asyncio.run(what_comes_of(server.url, Client.create)) == ("garbled", None)


@pytest.mark.parametrize("lobby", [{}, {"code": 123456}, {"code": None}])
def test_a_lobby_without_its_table_is_a_refusal_not_a_traceback(tmp_path: Path, lobby: dict[str, object]) -> None:
    with HostileServer(lobby=lobby) as server:
        assert asyncio.run(what_comes_of(server.url, lambda client: client.join("123456")))[0] == "garbled"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_frame_the_client_cannot_read_is_said_in_words(lang: str) -> None:
    said = Translator(lang)(reason_message_id("garbled"))
    assert said == {"en": "The server sent something this version of Ristikontra cannot read. An update may help.",
                    "de": "Der Server hat etwas geschickt, das diese Version von Ristikontra nicht lesen kann. "
                          "Vielleicht hilft ein Update."}[lang]


JUNK_SEATS: list[object] = [
    1, None, "seat", [], {"seat": "2", "kind": "human", "name": "Ben"}, {"seat": True, "kind": "human"},
    {"seat": 7, "kind": "human", "name": "Eve"}, {"kind": "human", "name": "Nobody"},
    {"seat": 1, "kind": "human", "name": ["Ben"], "connected": "yes", "computer": 0},
    {"seat": 2, "kind": "free", "name": None, "connected": False, "computer": True},
    {"seat": 1, "kind": "free"},  # seat 2 again: the first entry counts
]


def test_a_lobby_with_seats_of_the_wrong_shape_reaches_the_table_with_only_what_it_can_read(tmp_path: Path) -> None:
    """Who sits where, from a broken server: each entry the terminal's lobby reads is an object
    with a seat from 1 to 4 and fields of their kinds; the rest is left out, never a traceback
    in the terminal that reads it."""
    from ristikontra.ui.online.table import OnlineTable

    lobby = {"code": "123456", "seats": JUNK_SEATS, "started": False}
    frames = [json.dumps({"type": "table", **lobby})]

    async def scenario(url: str) -> None:
        client = Client(url, name="Anna")
        await client.connect()
        joined = await client.join("123456")
        assert joined.data["seats"] == [
            {"seat": 1, "kind": "human", "name": None, "connected": False, "computer": False},
            {"seat": 2, "kind": "free", "name": None, "connected": False, "computer": True},
        ]
        assert joined.free_seats() == [2]
        online = OnlineTable(client)
        online.welcome()  # reads who is already at the table: no traceback
        online.remote.close()
        await client.create()
        heard = await heard_until_still_here(client)
        lobbies = [item for item in heard if isinstance(item, Lobby)]  # the answer to join, and the frame
        assert len(lobbies) == 2 and all(item.data["seats"] == joined.data["seats"] for item in lobbies)
        await client.close()

    with HostileServer(frames, lobby=lobby) as server:
        asyncio.run(scenario(server.url))
