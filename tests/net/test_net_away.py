"""Away from an online table for a while: everything missed comes back as one catch-up, however
many frames the server sends it in (a real server, real clients and a relay that cuts the line
as a failing network would, on loopback)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from ristikontra.engine import event_to_json, for_seat
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Chat, Link
from ristikontra.net.tables import MAX_BATCH
from tests.net.netharness import Cutter, ServerThread, until
from tests.net.test_net_online_keys import Terminal, sit
from tests.ui.ui_harness import ENTER


def log_length(server: ServerThread, code: str) -> int:
    return int(server.call(lambda: len(server.server.tables[code].log)))  # type: ignore[union-attr]


def wait_for_log(server: ServerThread, code: str, length: int, timeout: float = 60.0) -> None:
    """Until the table's log is `length` events long, or its game is over (about 650 events)."""
    table = server.server.tables[code]  # type: ignore[union-attr]
    deadline = time.monotonic() + timeout
    while log_length(server, code) < length and server.call(lambda: table.state.phase) != "game_over":  # type: ignore[union-attr]
        assert time.monotonic() < deadline, "the computers did not play on"
        time.sleep(0.05)


def test_everything_missed_comes_back_as_one_batch_however_many_frames_it_takes(tmp_path: Path) -> None:
    async def scenario(server: ServerThread, cutter: Cutter) -> None:
        anna = Client(cutter.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        await anna.start()
        await until(anna, Batch)
        last = anna.last_seq
        cutter.cut(hold=True)
        await until(anna, Link, pred=lambda link: link.state == "lost")
        # A computer plays Anna's seat at once (no grace time) and the game goes on without her.
        await asyncio.to_thread(wait_for_log, server, seated.code, last + 2 * MAX_BATCH + 1)
        cutter.restore()
        await until(anna, Link, pred=lambda link: link.state == "back")
        caught = await until(anna, Batch)
        assert caught.missed
        truth = server.call(lambda: [event_to_json(for_seat(e, 0)) for e in server.server.tables[seated.code].log])  # type: ignore[union-attr]
        assert len(caught.events) > MAX_BATCH, "a catch-up of one frame"
        assert [event_to_json(e) for e in caught.events] == truth[last:last + len(caught.events)]
        # Nothing more of the catch-up follows: the next item is not a second summary.
        await anna.say("here")
        while True:
            item = await anna.next_item(10)
            assert not (isinstance(item, Batch) and item.missed), "a second catch-up batch"
            if not isinstance(item, Batch):
                break
        await anna.close()

    with ServerThread(tmp_path / "data", grace=0.0) as server, Cutter(server.url) as cutter:
        asyncio.run(scenario(server, cutter))


def test_a_long_time_away_is_summed_up_once(tmp_path: Path) -> None:
    """About two minutes away (several hundred events missed): one "While you were away"; before,
    one summary for each frame of 400 events the server sent the catch-up in."""
    with ServerThread(tmp_path / "server", grace=0.0) as server, Cutter(server.url) as cutter:
        ben = sit(cutter.url, tmp_path, "Ben", "en", "create")
        try:
            code = ben.online.client.code
            assert code is not None
            ben.keys(ENTER)  # he opened the table: Enter starts, computers play the other seats
            ben.wait(lambda: ben.online.client.last_seq > 0, "the game did not start")
            last = ben.online.client.last_seq
            cutter.cut(hold=True)
            ben.hears("Connection lost.")
            wait_for_log(server, code, last + 2 * MAX_BATCH + 1)
            assert log_length(server, code) - last > MAX_BATCH, "the catch-up fits in one frame: nothing tested"
            cutter.restore()
            ben.hears("Back at the table.")
            ben.hears("While you were away")
            ben.keys("/", *"here", ENTER)
            ben.hears("Sent.")  # everything said on coming back has been said by now
            back = ben.session.transcript.index("Back at the table.")
            summaries = [line for line in ben.session.transcript[back:] if line.startswith("While you were away")]
            assert len(summaries) == 1, summaries
        finally:
            ben.close()


def test_a_seat_taken_back_from_another_connection_is_left_there_not_fought_over(tmp_path: Path) -> None:
    """The same person's seat taken back from a second terminal (the first one still open
    somewhere): the first hears that its seat is played from elsewhere now and does not take
    it back; before, each took it from the other again and again, both saying "Connection
    lost" and "Back at the table" every few seconds."""
    async def scenario(url: str) -> None:
        tokens = TokenStore(tmp_path / "tokens.json")
        first = Client(url, name="Anna", tokens=tokens)
        await first.connect()
        seated = await first.create(level="random")
        await first.start()
        await until(first, Batch)
        second = Client(url, name="Anna", tokens=tokens)
        await second.connect()
        await second.resume(seated.code)
        assert await until(first, Link) == Link("replaced")
        await asyncio.sleep(3.0)  # longer than the first client's pauses between tries
        assert first.seat is None
        links = []
        while not second._queue.empty():
            item = second._queue.get_nowait()
            if isinstance(item, Link):
                links.append(item)
        assert links == [], links  # the second keeps the seat
        await second.say("still mine")
        assert (await until(second, Chat)).text == "still mine"
        for client in (first, second):
            await client.close()

    with ServerThread(tmp_path / "data") as server:
        asyncio.run(scenario(server.url))


def test_the_terminal_whose_seat_was_taken_back_elsewhere_says_so_once(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        again: Terminal | None = None
        try:
            anna.keys(ENTER)
            anna.wait(lambda: anna.online.view is not None, "the game did not start")
            again = sit(server.url, tmp_path, "Anna", "en", "join", anna.online.client.code)  # her other terminal
            assert again.online.client.seat == 0
            anna.hears("Dein Platz wurde über eine andere Verbindung zurückgeholt, deshalb hat diese hier den "
                       "Tisch verlassen.")
            time.sleep(2.0)  # longer than a reconnecting client's first pauses
            assert not anna.said("Verbindung verloren") and not again.said("Connection lost")
        finally:
            if again is not None:
                again.close()
            anna.close()
