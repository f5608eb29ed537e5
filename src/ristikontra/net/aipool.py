"""Where the server's computer players think: worker processes (`serve --ai-workers N`), or the
server's own threads (`--ai-workers 0`).

A table asks :meth:`Thinkers.choose` for a seat's move with the seat's view, the table's level
and the play's own random generator (`table.computer.computer_rng`, as at a terminal), and gets
its action. The generator is the caller's to keep: the player draws from a copy, so the same
seed and moves give the same game wherever the player thought.

In worker processes (:class:`ProcessThinkers`) the search runs beside the server, not under its
interpreter lock, so a person's move is broadcast while a hundred other tables' computers think.
Each game is bound to one worker, which keeps that game's players from move to move (a search
player keeps what it worked out of the deal, as it does in one process), so a game plays exactly
as it would in the server's threads. A move whose worker is busy while another is free goes to
the free one, and its game with it, and a worker that comes free takes the move that has waited
longest for any worker: no worker idles while a move waits, and the waiting is first come, first
served. A game that moves starts afresh with new players there, which only a search's cache of
the deal's replayed plays can tell, in the work it counts; the search levels' wall-clock budget
decides more than that on a busy machine anyway.

Nothing can make a seat wait without bound:

- a worker that dies (``kill -9``, out of memory) is replaced at once, and its move is `died`;
- a move not answered within `hang` seconds is `hung`: the worker is stopped and replaced;
- a move that waits more than `wait` seconds, every worker busy with other tables' moves, is
  `busy` (the operator hears that the workers are saturated, at most every ten minutes).

Each of these raises :class:`NoMove`, and the table plays the basic player's move instead (under
a millisecond, in the server). docs/SCALING.md has the figures.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import multiprocessing
import os
import random
import signal
import sys
import threading
import time
import traceback
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Literal, Protocol

from ristikontra.ai import Player
from ristikontra.engine import Action, SeatView, parse_action
from ristikontra.engine.seeding import PlayRandom

__all__ = ["BUSY_REPEAT", "DEFAULT_FACTORY", "HANG", "MAX_WORKERS", "WAIT", "GameKey", "NoMove", "PoolSettings",
           "ProcessThinkers", "Thinkers", "ThreadThinkers", "default_workers", "make_thinkers", "work"]

#: One game at one table of this server process: (table code, game number).
GameKey = tuple[str, int]
#: The most worker processes `serve --ai-workers` starts.
MAX_WORKERS = 64
#: Seconds a move may wait for its worker, busy with other tables' moves, before the basic player
#: answers instead. Longer than a `strong` move (90 ms) by far: only a saturated pool reaches it.
WAIT = 1.0
#: Seconds a worker may think about one move: ten times `expert`'s 0.3 s time budget and more.
HANG = 5.0
#: Seconds a new worker may take to start (a fresh interpreter importing the players).
START = 30.0
#: Seconds a worker that could not start waits before the next try.
RESTART_DELAY = 1.0
#: The operator hears of saturated workers at most this often (seconds).
BUSY_REPEAT = 600.0
#: Players a worker keeps (three a game): far more than its games; beyond, the oldest go.
PLAYERS_KEPT = 4096
#: What makes a worker's players: "module:function", called with the level. Tests name another
#: (a player that fails, sleeps or dies); players can only ever choose the game's levels.
DEFAULT_FACTORY = "ristikontra.ai:make_player"

Why = Literal["failed", "died", "hung", "busy"]
Report = Callable[..., None]


class NoMove(Exception):
    """No move came from the computer player: `why` it failed, died, hung or was busy."""

    def __init__(self, why: Why, reason: str = "", *, limit: float = 0.0) -> None:
        super().__init__(f"{why}: {reason}" if reason else why)
        self.why = why
        #: What a bug report needs ("RuntimeError: ...", "SIGKILL"); the player's own words for `failed`.
        self.reason = reason
        #: The bound a `hung` move went over (seconds).
        self.limit = limit


class _RemoteTraceback(Exception):
    """The worker's traceback, as the cause of a `failed` move, so the bug log shows where."""


class Thinkers(Protocol):
    """Where a table's computer players think."""

    def start(self) -> None:
        """Get ready (in the server's running event loop)."""

    async def choose(self, game: GameKey, seat: int, level: str, view: SeatView, rng: random.Random) -> Action:
        """The move of `seat`'s player of `level` in `game`; `rng` is left as it is. Raises NoMove."""
        ...

    def forget(self, game: GameKey) -> None:
        """`game` is over or gone: its players are dropped."""

    def close(self) -> None:
        """Stop thinking; no worker is left running."""


def default_workers() -> int:
    """One worker per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass(frozen=True, slots=True)
class PoolSettings:
    """Where the server's computer players think (`serve --ai-workers`)."""

    #: Worker processes: None is one per core, 0 the server's own threads (as before).
    workers: int | None = None
    wait: float = WAIT
    hang: float = HANG
    factory: str = DEFAULT_FACTORY


def make_thinkers(settings: PoolSettings, *, threads: int = 2, report: Report | None = None) -> Thinkers:
    """Worker processes, or (`workers` 0) `threads` threads of the server process as before."""
    workers = default_workers() if settings.workers is None else settings.workers
    if workers <= 0 or sys.platform == "win32":
        # Windows' event loop cannot watch a pipe (`add_reader`): its server thinks in threads.
        return ThreadThinkers(threads, report=report, wait=settings.wait, factory=settings.factory)
    return ProcessThinkers(workers, report=report, wait=settings.wait, hang=settings.hang, factory=settings.factory)


def _factory(path: str) -> Callable[[str], Player]:
    module, _, name = path.partition(":")
    made: Callable[[str], Player] = getattr(importlib.import_module(module), name)
    return made


def _generator(state: Any) -> random.Random:
    """The generator whose state is `state`: a play's own (`engine.seeding.PlayRandom`, which
    the tables pass) or Python's."""
    tagged = isinstance(state, tuple) and state[:1] == (PlayRandom.STATE_TAG,)
    rng = PlayRandom.from_stream(b"") if tagged else random.Random()
    rng.setstate(state)
    return rng


def _copy(rng: random.Random) -> random.Random:
    return _generator(rng.getstate())


class _BusyNote:
    """Tells the operator that moves waited too long, once, then at most every `BUSY_REPEAT` seconds."""

    def __init__(self, report: Report | None, wait: float, workers: int) -> None:
        self.report = report
        self.wait = wait
        self.workers = workers
        self.count = 0
        self.said: float | None = None

    def __call__(self) -> None:
        self.count += 1
        now = time.monotonic()
        if self.said is None or now - self.said >= BUSY_REPEAT:
            self.flush()
            self.said = now

    def flush(self) -> None:
        """Say the moves not said yet (when the server stops: the operator learns them all)."""
        if self.count and self.report is not None:
            self.report("net-serve-computers-busy", workers=self.workers, wait=self.wait, moves=self.count)
        self.count = 0


class ThreadThinkers:
    """The players think in threads of the server process, under its interpreter lock (the way
    before worker processes; `--ai-workers 0`). A move that has not started within `wait` is
    `busy`; one that started runs to its end, as a thread cannot be stopped."""

    def __init__(self, threads: int = 2, *, report: Report | None = None, wait: float = WAIT,
                 factory: str = DEFAULT_FACTORY) -> None:
        self._executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="computer")
        self._make = _factory(factory)
        self._players: dict[tuple[GameKey, int], Player] = {}
        self._wait = wait
        self._busy = _BusyNote(report, wait, threads)

    def start(self) -> None:
        pass

    async def choose(self, game: GameKey, seat: int, level: str, view: SeatView, rng: random.Random) -> Action:
        player = self._players.get((game, seat))
        if player is None:
            player = self._players[(game, seat)] = self._make(level)
        mine = _copy(rng)
        job = self._executor.submit(player.choose, view, mine)
        late: list[bool] = []

        def overdue() -> None:
            if job.cancel():  # not started yet: the threads are all busy
                late.append(True)

        timer = asyncio.get_running_loop().call_later(self._wait, overdue)
        try:
            action = await asyncio.wrap_future(job)
        except asyncio.CancelledError:
            if late:
                self._busy()
                raise NoMove("busy") from None
            raise
        except Exception as exc:
            raise NoMove("failed", f"{type(exc).__name__}: {exc}") from exc
        finally:
            timer.cancel()
        return action

    def forget(self, game: GameKey) -> None:
        for key in [k for k in self._players if k[0] == game]:
            del self._players[key]

    def close(self) -> None:
        self._busy.flush()
        self._executor.shutdown(wait=False, cancel_futures=True)


@dataclass(eq=False)
class _Request:
    message: tuple[Any, ...]
    future: asyncio.Future[Action]
    #: When it was asked for (the event loop's clock).
    since: float
    timer: asyncio.TimerHandle | None = None


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    conn: Connection
    ready: bool = False
    request: _Request | None = None
    #: The start or, while it thinks, the hang bound.
    timer: asyncio.TimerHandle | None = None


@dataclass(eq=False)
class _Slot:
    """One place in the pool: its worker (replaced when it dies), the moves waiting for it, and
    the games bound to it."""

    number: int
    worker: _Worker | None = None
    queue: deque[_Request] = field(default_factory=deque)
    games: int = 0
    #: Games over since the last move sent: the worker hears with the next one.
    forgotten: list[GameKey] = field(default_factory=list)
    restart: asyncio.TimerHandle | None = None


class ProcessThinkers:
    """`workers` worker processes; see the module's docstring."""

    def __init__(self, workers: int, *, report: Report | None = None, wait: float = WAIT, hang: float = HANG,
                 factory: str = DEFAULT_FACTORY) -> None:
        # spawn, not fork: the server forks from a process with threads (the event loop's, the
        # store's, the tests' own), and a forked child inherits any lock another thread held at
        # that moment, locked forever. forkserver would start a worker faster, but its helper
        # process lives as long as the server's interpreter, beyond `close`, and workers start
        # only with the server and on a replacement: a fresh interpreter (about 0.3 s) is fine.
        self._context = multiprocessing.get_context("spawn")
        self._slots = [_Slot(n) for n in range(max(1, workers))]
        self._homes: dict[GameKey, _Slot] = {}
        self._report = report
        self._wait = wait
        self._hang = hang
        self._factory = factory
        self._busy = _BusyNote(report, wait, len(self._slots))
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False
        self._start_failed = False

    # ------------------------------------------------------------------ the table's side

    def start(self) -> None:
        if self._loop is not None:
            return
        self._loop = asyncio.get_running_loop()
        for slot in self._slots:
            self._spawn(slot)

    async def choose(self, game: GameKey, seat: int, level: str, view: SeatView, rng: random.Random) -> Action:
        self.start()
        loop = self._loop
        assert loop is not None
        if self._closed:
            raise NoMove("died", "closed")
        slot = self._home(game)
        request = _Request(("move", game, seat, level, view, rng.getstate()), loop.create_future(), loop.time())
        request.timer = loop.call_later(self._wait, self._overdue, slot, request)
        slot.queue.append(request)
        self._feed(slot)
        try:
            return await request.future
        finally:
            # Cancelled (the table closed, the turn moved on): out of the queue; an answer that
            # comes later for it is dropped.
            if request.timer is not None:
                request.timer.cancel()
            if request in slot.queue:
                slot.queue.remove(request)

    def forget(self, game: GameKey) -> None:
        slot = self._homes.pop(game, None)
        if slot is not None:
            slot.games -= 1
            slot.forgotten.append(game)

    def workers(self) -> list[tuple[int, bool]]:
        """(pid, thinking now) of each worker that is running (for tests and benchmarks)."""
        return [(w.process.pid or 0, w.request is not None) for w in (s.worker for s in self._slots)
                if w is not None and w.ready]

    def close(self) -> None:
        """Stop every worker: asked to end, then killed if it has not within a second."""
        if self._closed:
            return
        self._closed = True
        self._busy.flush()
        workers = []
        for slot in self._slots:
            if slot.restart is not None:
                slot.restart.cancel()
            for request in slot.queue:
                if request.timer is not None:
                    request.timer.cancel()
                request.future.cancel()
            slot.queue.clear()
            if slot.worker is not None:
                workers.append(slot.worker)
                slot.worker = None
        for worker in workers:
            self._unwatch(worker)
            with contextlib.suppress(OSError, ValueError):
                worker.conn.send(None)
        deadline = time.monotonic() + 1.0
        for worker in workers:
            worker.process.join(max(0.0, deadline - time.monotonic()))
            if worker.process.exitcode is None:
                worker.process.kill()
                worker.process.join(5.0)
            worker.conn.close()

    # ------------------------------------------------------------------ the pool's bookkeeping

    def _home(self, game: GameKey) -> _Slot:
        """The slot for `game`'s move: the one it is bound to while that worker is free or no
        other is; at its first move, a free one with the fewest games."""
        slot = self._homes.get(game)
        if slot is None:
            slot = min(self._slots, key=lambda s: (not self._free(s), s.games, len(s.queue)))
            slot.games += 1
            self._homes[game] = slot
        elif not self._free(slot):
            free = next((s for s in self._slots if self._free(s)), None)
            if free is not None:
                self._rebind(game, free)
                slot = free
        return slot

    @staticmethod
    def _free(slot: _Slot) -> bool:
        worker = slot.worker
        return worker is not None and worker.ready and worker.request is None and not slot.queue

    def _take_oldest(self, slot: _Slot) -> bool:
        """The slot's worker is free: the move that has waited longest, for any worker, goes
        first to the front of its queue (its game moves with it), so no worker idles while a
        move waits and no move waits behind a longer queue than another's (one queue for all,
        as far as waiting goes; a game keeps its worker whenever that worker is free)."""
        waiting = [s for s in self._slots if s.queue]
        if not waiting:
            return False
        donor = min(waiting, key=lambda s: s.queue[0].since)
        if donor is not slot:
            request = donor.queue.popleft()
            self._rebind(request.message[1], slot)
            slot.queue.appendleft(request)
        return True

    def _spawn(self, slot: _Slot) -> None:
        loop = self._loop
        assert loop is not None
        slot.restart = None
        if self._closed:
            return
        mine, theirs = self._context.Pipe()
        process = self._context.Process(target=work, args=(theirs, self._factory), daemon=True,
                                        name=f"ristikontra-computer-{slot.number}")
        try:
            process.start()
        except OSError as exc:  # no more processes, no memory: the moves get the basic player's
            mine.close()
            theirs.close()
            if not self._start_failed and self._report is not None:
                self._report("net-serve-computers-cannot-start", exc=exc, reason=f"{type(exc).__name__}: {exc}")
            self._start_failed = True
            self._fail_queue(slot, "died", f"{type(exc).__name__}: {exc}")
            slot.restart = loop.call_later(RESTART_DELAY, self._spawn, slot)
            return
        theirs.close()  # the worker's end lives in the worker only: its exit is our end's EOF
        worker = _Worker(process, mine)
        slot.worker = worker
        slot.forgotten.clear()  # a new worker knows no game
        loop.add_reader(mine.fileno(), self._readable, slot, worker)
        worker.timer = loop.call_later(START, self._lost, slot, worker, "died", "did not start")

    def _feed(self, slot: _Slot) -> None:
        """Send the next waiting move to the slot's worker, if it is ready and idle."""
        worker = slot.worker
        loop = self._loop
        assert loop is not None
        if worker is None or not worker.ready or worker.request is not None:
            return
        while self._take_oldest(slot):
            request = slot.queue.popleft()
            if request.timer is not None:
                request.timer.cancel()
            if request.future.done():
                continue
            message = (*request.message, tuple(slot.forgotten))
            try:
                worker.conn.send(message)
            except (OSError, ValueError):
                slot.queue.appendleft(request)
                self._lost(slot, worker, "died", "gone")
                return
            slot.forgotten.clear()
            worker.request = request
            worker.timer = loop.call_later(self._hang, self._lost, slot, worker, "hung", "")
            return

    def _overdue(self, slot: _Slot, request: _Request) -> None:
        """A move waited `wait` seconds in the queue: another worker that is free takes it, else
        the basic player answers; unless its worker is only starting (bounded by `START`), when
        it waits on."""
        if request not in slot.queue or request.future.done():
            return
        worker = slot.worker
        if worker is None or not worker.ready:
            loop = self._loop
            assert loop is not None
            request.timer = loop.call_later(self._wait, self._overdue, slot, request)
            return
        slot.queue.remove(request)
        free = next((s for s in self._slots if s is not slot and s.worker is not None and s.worker.ready
                     and s.worker.request is None and not s.queue), None)
        if free is not None:
            # The game moves to the free worker for good, rather than play the basic player's
            # move: its players start afresh there, which only a search's cache of the deal's
            # replayed plays could tell (and only in how much work a decision counts).
            self._rebind(request.message[1], free)
            free.queue.append(request)
            self._feed(free)
            return
        request.future.set_exception(NoMove("busy"))
        self._busy()

    def _rebind(self, game: GameKey, slot: _Slot) -> None:
        old = self._homes.get(game)
        if old is not None:
            old.games -= 1
            old.forgotten.append(game)
        slot.games += 1
        self._homes[game] = slot

    def _readable(self, slot: _Slot, worker: _Worker) -> None:
        try:
            while slot.worker is worker and worker.conn.poll():
                self._received(slot, worker, worker.conn.recv())
        except (EOFError, OSError):
            self._lost(slot, worker, "died", "")

    def _received(self, slot: _Slot, worker: _Worker, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None
        if kind == "ready":
            worker.ready = True
            self._start_failed = False
        else:
            request, worker.request = worker.request, None
            if request is not None and not request.future.done():
                if kind == "done":
                    request.future.set_result(parse_action(message[1]))
                else:
                    error = NoMove("failed", message[1])
                    error.__cause__ = _RemoteTraceback(message[2])
                    request.future.set_exception(error)
        self._feed(slot)

    def _lost(self, slot: _Slot, worker: _Worker, why: Why, reason: str) -> None:
        """The worker died, hung or did not start: stopped for good, its move answered `why`, and
        a new worker in its place (at once, or after a pause if it did not even start)."""
        if slot.worker is not worker:
            return
        loop = self._loop
        assert loop is not None
        slot.worker = None
        self._unwatch(worker)
        if worker.process.exitcode is None:
            worker.process.kill()
        worker.process.join(1.0)
        worker.conn.close()
        if not reason and why == "died":
            code = worker.process.exitcode
            reason = (signal.Signals(-code).name if code is not None and code < 0 and -code in signal.valid_signals()
                      else f"exit code {code}")
        request = worker.request
        if request is not None and not request.future.done():
            request.future.set_exception(NoMove(why, reason, limit=self._hang))
        if worker.ready:
            self._spawn(slot)
        else:
            # It died while starting (a broken installation?): nothing waits for it meanwhile.
            self._fail_queue(slot, why, reason)
            slot.restart = loop.call_later(RESTART_DELAY, self._spawn, slot)

    def _fail_queue(self, slot: _Slot, why: Why, reason: str) -> None:
        for request in slot.queue:
            if request.timer is not None:
                request.timer.cancel()
            if not request.future.done():
                request.future.set_exception(NoMove(why, reason))
        slot.queue.clear()

    def _unwatch(self, worker: _Worker) -> None:
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None
        loop = self._loop
        if loop is not None and not loop.is_closed() and not worker.conn.closed:
            loop.remove_reader(worker.conn.fileno())


# ---------------------------------------------------------------------- the worker process


def work(conn: Connection, factory: str) -> None:
    """A worker's life: quiet, then moves asked and answered until told to stop or the server is gone."""
    _quiet()
    parent = os.getppid()

    def watch() -> None:
        # A server killed outright (kill -9) tells no worker: each notices it is gone and ends,
        # even in the middle of a move.
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
    make = _factory(factory)
    players: OrderedDict[tuple[GameKey, int], Player] = OrderedDict()
    conn.send(("ready", os.getpid()))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        _, game, seat, level, view, state, forgotten = message
        for key in [k for k in players if k[0] in forgotten]:
            del players[key]
        try:
            rng = _generator(state)
            player = players.get((game, seat))
            if player is None:
                player = make(level)
            players[(game, seat)] = player
            players.move_to_end((game, seat))
            while len(players) > PLAYERS_KEPT:
                players.popitem(last=False)
            action = player.choose(view, rng)
            answer: tuple[Any, ...] = ("done", str(action))
        except Exception as exc:
            answer = ("failed", f"{type(exc).__name__}: {exc}", traceback.format_exc())
        conn.send(answer)


def _quiet() -> None:
    """Nothing a worker does reaches the operator's terminal: its output goes nowhere, and the
    operator's Control+C stops the server, which stops its workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    null = os.open(os.devnull, os.O_WRONLY)
    for fd in (1, 2):
        os.dup2(null, fd)
    os.close(null)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (for the worker's whole life)
