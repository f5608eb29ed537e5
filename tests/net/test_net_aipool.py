"""Computer players think in worker processes (`serve --ai-workers N`): a real server on loopback,
real clients and real worker processes, some of them killed, hung or kept busy on purpose.

Going wrong on purpose is the job of the players of `tests/net/aiplayers.py` (one that sleeps
for a minute in the middle of a move), named by the server's configuration as a test's factory.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ristikontra.ai import make_player
from ristikontra.engine import CardPlayed, DealStarted, Event, GameOver, GameState, blind, play
from ristikontra.engine.seeding import play_rng
from ristikontra.net.aipool import PoolSettings, ProcessThinkers
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch
from ristikontra.net.tables import Table
from tests.net.netharness import ServerThread, server_process
from tests.proctree import descendants  # the benchmarks count workers the same way

LOGGER = "ristikontra.net.server"
SLEEPING = "tests.net.aiplayers:sleeping"

class Person:
    """A person at a table of three computers: plays the first legal card on each turn, is ready
    for each next deal, and keeps every event the table sends."""

    def __init__(self, url: str, name: str) -> None:
        self.client = Client(url, name=name)
        self.events: list[Event] = []
        self.code = ""
        self._task: asyncio.Task[None] | None = None

    async def sit_down(self, level: str = "strong", **options: Any) -> None:
        await self.client.connect()
        seated = await self.client.create(level=level, options=options)
        self.code = seated.code
        await self.client.start()
        self._task = asyncio.get_running_loop().create_task(self._play())

    async def _play(self) -> None:
        async for item in self.client:
            if isinstance(item, Batch):
                self.events.extend(item.events)
                if item.view.phase == "deal_over":
                    await self.client.ready()
                elif item.view.my_turn:
                    await self.client.act(item.view.legal[0], item.at)

    def computer_moves(self) -> int:
        return sum(isinstance(e, CardPlayed) and e.seat != 0 for e in self.events)

    def over(self) -> bool:
        return any(isinstance(e, GameOver) for e in self.events)

    async def leave(self) -> None:
        if self._task is not None:
            self._task.cancel()
        await self.client.close()


async def soon(check: Callable[[], Any], timeout: float = 20.0) -> Any:
    """`check()` once it is true (polled), or fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not (found := check()):
        assert time.monotonic() < deadline, "not within the time"
        await asyncio.sleep(0.02)
    return found


def pool_of(server: ServerThread) -> ProcessThinkers:
    assert server.server is not None
    pool = server.server.computers
    assert isinstance(pool, ProcessThinkers)
    return pool


def workers(server: ServerThread) -> list[tuple[int, bool]]:
    """(pid, thinking) of the server's running workers, asked on its loop."""
    found: list[tuple[int, bool]] = server.call(pool_of(server).workers)
    return found


def running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def said(caplog: pytest.LogCaptureFixture, words: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER and words in r.getMessage()]


def test_a_game_with_computers_completes_through_the_workers_as_its_seed_says(tmp_path: Path) -> None:
    """Every computer move comes from a worker process, and is the one the play's own generator,
    derived from the table's seed and the play (as at a terminal), gives: the generator goes to
    the worker, so the same seed and moves give the same game wherever the players think."""
    seen: list[int] = []

    async def scenario(server: ServerThread) -> tuple[Table, list[Event]]:
        anna = Person(server.url, "Anna")
        await anna.sit_down(level="random", target=1)
        both = await soon(lambda: len(found := workers(server)) == 2 and found)
        seen.extend(pid for pid, _ in both)
        await soon(anna.over)
        await anna.leave()
        assert server.server is not None
        return server.server.tables[anna.code], anna.events

    with ServerThread(tmp_path, computers=PoolSettings(workers=2)) as server:
        table, events = asyncio.run(scenario(server))
        log = list(table.log)
    assert len(seen) == 2
    local = GameState(table.rules, table.state.players if table.state else None, seed=table.seed)
    player = make_player("random")
    moves = 0
    for event in log:
        if isinstance(event, DealStarted):
            local.start_deal()
        elif isinstance(event, CardPlayed):
            action = blind(event.seat) if event.blind else play(event.seat, event.card)
            if event.seat != 0:
                rng = play_rng(table.seed, local.deal_no, local.trick_no, event.seat)
                assert player.choose(local.view(event.seat), rng) == action
                moves += 1
            local.apply(action)
    assert local.phase == "game_over" and moves >= 39
    assert any(isinstance(e, GameOver) for e in events)
    assert not any(running(pid) for pid in seen)  # the server stopped: its workers too


def test_a_worker_killed_in_the_middle_of_a_move_is_replaced_and_the_move_still_comes(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    pids: list[int] = []

    async def scenario(server: ServerThread) -> None:
        anna = Person(server.url, "Anna")
        await anna.sit_down()
        thinking = await soon(lambda: [pid for pid, busy in workers(server) if busy])
        pids.extend(thinking)
        before = anna.computer_moves()
        os.kill(thinking[0], signal.SIGKILL)
        await soon(lambda: anna.computer_moves() > before)  # the simpler player's move
        pids.extend(await soon(lambda: [pid for pid, _ in workers(server) if pid != thinking[0]]))
        await anna.leave()

    with ServerThread(tmp_path, computers=PoolSettings(workers=1, hang=30.0, factory=SLEEPING)) as server:
        asyncio.run(scenario(server))
    lines = said(caplog, "worker process ended unexpectedly (SIGKILL)")
    assert len(lines) == 1 and "simpler player made this move" in lines[0], lines
    assert len(pids) == 2 and pids[0] != pids[1]
    assert not any(running(pid) for pid in pids)


def test_a_worker_that_hangs_is_replaced_within_the_bound(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)
    pids: list[int] = []

    async def scenario(server: ServerThread) -> None:
        anna = Person(server.url, "Anna")
        await anna.sit_down()
        pids.extend(pid for pid, _ in await soon(lambda: [w for w in workers(server) if w[1]]))
        await soon(lambda: anna.computer_moves() > 0)  # after the bound, a simpler player's move
        pids.extend(await soon(lambda: [pid for pid, _ in workers(server) if pid != pids[0]]))
        await anna.leave()

    with ServerThread(tmp_path, computers=PoolSettings(workers=1, hang=0.5, factory=SLEEPING)) as server:
        asyncio.run(scenario(server))
    assert not running(pids[0]) and pids[1] != pids[0]
    lines = said(caplog, "thought about one move for more than 0.5 seconds, so its worker process was stopped")
    assert lines and "seed " in lines[0]


def test_moves_waiting_for_saturated_workers_get_the_basic_players_move_after_the_wait_bound(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """One worker, stuck in one table's move for far longer than the test: the other table's
    computers still play, each move after the wait bound, and the operator hears it once."""
    caplog.set_level(logging.INFO, logger=LOGGER)

    async def scenario(server: ServerThread) -> None:
        anna, ben = Person(server.url, "Anna"), Person(server.url, "Ben")
        await anna.sit_down()
        stuck = await soon(lambda: [pid for pid, busy in workers(server) if busy])
        await ben.sit_down()
        # Three moves of Ben's computers, each after waiting its bound, while the one worker
        # still thinks about Anna's table's move.
        await soon(lambda: ben.computer_moves() >= 3)
        assert workers(server) == [(stuck[0], True)]
        assert anna.computer_moves() == 0
        await anna.leave()
        await ben.leave()

    with ServerThread(tmp_path, computers=PoolSettings(workers=1, wait=0.2, hang=60.0, factory=SLEEPING)) as server:
        asyncio.run(scenario(server))
    lines = said(caplog, "the computer players are all busy (one thinks at a time): "
                         "a move waited more than 0.2 seconds")
    assert len(lines) == 1, said(caplog, "")
    # The moves after the first, said when the server stops (not once each).
    assert len(said(caplog, "moves since the last notice waited more than 0.2 seconds")) == 1


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the processes from /proc")
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_no_worker_outlives_the_server_however_it_stops_and_none_says_a_word(tmp_path: Path,
                                                                            stop: signal.Signals) -> None:
    with server_process(tmp_path, "--ai-workers", "2") as (proc, _url):
        started = time.monotonic()
        while len(children := descendants(proc.pid)) < 2 and time.monotonic() - started < 20:
            time.sleep(0.05)
        assert len(children) >= 2  # the workers (and multiprocessing's resource tracker)
        proc.send_signal(stop)
        proc.wait(20)
        assert proc.stderr is not None
        errors = proc.stderr.read()
    deadline = time.monotonic() + 10  # after kill -9, each worker notices within a second
    while any(running(pid) for pid in children) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in children if running(pid)]
    assert errors == ""


#: A server process whose one worker sleeps in every `strong` move (what `serve` cannot be told).
SLEEPY_SERVER = """
import asyncio, sys
from pathlib import Path
from ristikontra.net.aipool import PoolSettings
from ristikontra.net.server import ServerConfig, TableServer, start_server
from ristikontra.net.tables import TableSettings

async def main():
    config = ServerConfig(Path(sys.argv[1]), settings=TableSettings(computer_pause=0.0),
                          computers=PoolSettings(workers=1, hang=60.0, factory="tests.net.aiplayers:sleeping"))
    ws = await start_server(TableServer(config), "127.0.0.1", 0)
    print(f"ws://127.0.0.1:{ws.sockets[0].getsockname()[1]}", flush=True)
    await asyncio.Event().wait()

asyncio.run(main())
"""


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the processes from /proc")
def test_a_worker_in_the_middle_of_a_move_ends_when_the_server_is_killed(tmp_path: Path) -> None:
    """kill -9 on the server tells no worker; one waiting for a move sees its pipe close, and one
    in the middle of a move notices its parent is gone, and ends too."""
    server = subprocess.Popen([sys.executable, "-c", SLEEPY_SERVER, str(tmp_path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2])
    try:
        assert server.stdout is not None
        url = server.stdout.readline().strip()

        async def scenario() -> None:
            anna = Person(url, "Anna")
            await anna.sit_down()
            await soon(lambda: any(isinstance(e, DealStarted) for e in anna.events))
            await asyncio.sleep(2.0)  # the worker has started and thinks (for a minute)
            await anna.leave()

        asyncio.run(scenario())
        children = descendants(server.pid)
        assert children
        server.kill()
        server.wait(10)
    finally:
        if server.poll() is None:
            server.kill()
        server.wait(10)
        for pipe in (server.stdout, server.stderr):
            if pipe is not None:
                pipe.close()
    deadline = time.monotonic() + 10
    while any(running(pid) for pid in children) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in children if running(pid)]


def test_a_move_stuck_behind_a_busy_worker_goes_to_a_free_one_before_the_basic_player_stands_in() -> None:
    """The pool on its own, with two real workers: a game whose worker is stuck in another
    game's move moves to the free worker at the wait bound, and its move is that worker's."""
    state = GameState(seed=3)
    state.start_deal()
    view = state.view(state.to_move)

    async def scenario() -> None:
        pool = ProcessThinkers(2, wait=0.2, hang=60.0, factory=SLEEPING)
        pool.start()
        try:
            await soon(lambda: len(pool.workers()) == 2)
            stuck = asyncio.ensure_future(pool.choose(("A", 1), view.seat, "strong", view, random.Random(1)))
            await soon(lambda: any(busy for _, busy in pool.workers()))
            await pool.choose(("B", 1), view.seat, "basic", view, random.Random(2))  # bound to the other
            # Bound to the stuck worker (both have one game), then moved at the bound: the
            # answer is the worker's, drawn from a copy of the generator (the table's is left as it is).
            rng = random.Random(3)
            action = await pool.choose(("C", 1), view.seat, "basic", view, rng)
            assert action == make_player("basic").choose(view, random.Random(3))
            assert rng.getstate() == random.Random(3).getstate()
            assert not stuck.done()
            stuck.cancel()
        finally:
            pool.close()

    asyncio.run(scenario())
