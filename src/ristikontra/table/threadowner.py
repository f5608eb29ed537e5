"""`ThreadOwner`: the one owner of every thread a session starts, and how they all end.

A game at this terminal starts threads in several places: each computer seat thinks on a worker
of its own, the coach searches hints and reviews on two more (and times its "still thinking"),
the speaker opens and closes outputs, and an online table runs its client on an event loop of
its own thread. Each of them starts its threads through the session's `ThreadOwner` and
registers how it stops (`own`). On every way out (Control+Q, Control+C, SIGTERM, the end of a
game, an error) the session calls `stop`: the parts are told to stop, newest first, then every
thread is joined, all within :data:`STOP_SECONDS` together, however many parts there are.

The threads are daemon threads on purpose: a call that never returns (a speech daemon that
hangs) must not keep the game from exiting. Daemon does not mean forgotten: each one is
registered here and joined by `stop`, which names any still running at the bound (a bug log
line). A search in progress (a computer's, the coach's) ends at its next world once its part is
stopped (`StrongPlayer.stop`), so the bound is not spent waiting for an answer nobody wants.

The output's own lanes, workers and devices belong to the output's `OutputOwner`
(`output/owner.py`); the speaker closes an output on a thread of its own, which its `close` (a
part of this owner) joins, so that owner's `stop` runs inside this one's bound.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable

from ristikontra.output.threads import Threads

__all__ = ["REPORT_ENV", "STOP_SECONDS", "Later", "ThreadOwner", "Worker", "report_threads"]

#: The bound on a session's way out: every part stopped and every thread joined within it.
STOP_SECONDS = 3.0

#: A test switch: the path the command writes, as it returns, the names of the threads still running.
REPORT_ENV = "RISTIKONTRA_TEST_THREADS_LEFT"

_log = logging.getLogger("ristikontra.threads")

#: Stops one part within the seconds it is given (its closes are idempotent: it may be asked twice).
Stop = Callable[[float], object]


class Worker:
    """Jobs run in order on one thread of the owner, started with the first job."""

    def __init__(self, owner: ThreadOwner, name: str) -> None:
        self.name = name
        self._owner = owner
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, job: Callable[[], None]) -> bool:
        """Queue `job`; False once the worker is closed (the job is not run)."""
        with self._lock:
            if self._closed or self._owner.stopping.is_set():
                return False
            if self._thread is None:
                self._thread = self._owner.spawn(self.name, self._run)
            self._jobs.put(job)
        return True

    def close(self) -> None:
        """Take no more jobs; the thread ends after the job it runs (queued ones are skipped)."""
        with self._lock:
            self._closed = True
            self._jobs.put(None)

    def join(self, timeout: float) -> bool:
        """Wait at most `timeout` seconds for the thread to end; whether it has."""
        thread = self._thread
        if thread is None or thread is threading.current_thread():
            return True
        thread.join(max(0.0, timeout))
        return not thread.is_alive()

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None and not self._closed:
            try:
                job()
            except Exception:
                _log.exception("a job of %s failed", self.name)


class Later:
    """A call after a delay on a thread of the owner, unless cancelled first (or the owner stops)."""

    def __init__(self, owner: ThreadOwner, name: str, delay: float, call: Callable[[], None]) -> None:
        self._cancelled = threading.Event()
        self._owner = owner
        self._delay = delay
        self._call = call
        self.thread = owner.spawn(name, self._wait)

    def cancel(self) -> None:
        self._cancelled.set()

    def _wait(self) -> None:
        if self._cancelled.wait(self._delay) or self._owner.stopping.is_set():
            return
        self._call()


class ThreadOwner:
    """Every thread of one session: started here, stopped and joined together (module docs)."""

    def __init__(self) -> None:
        self._threads = Threads()
        self._lock = threading.Lock()
        self._parts: list[tuple[str, Stop]] = []
        self._workers: list[Worker] = []
        self._laters: list[Later] = []
        #: Set when `stop` begins: waits and searches of the parts end on it.
        self.stopping = threading.Event()
        #: Names of the threads still running after `stop` (empty unless a call hangs).
        self.left_running: list[str] = []

    def spawn(self, name: str, target: Callable[[], None]) -> threading.Thread:
        """Start `target` on a daemon thread of this owner (joined by `stop`)."""
        return self._threads.spawn(name, target)

    def worker(self, name: str) -> Worker:
        """A thread that runs jobs in order (started with the first one; closed by `stop`)."""
        worker = Worker(self, name)
        with self._lock:
            self._workers.append(worker)
        return worker

    def later(self, name: str, delay: float, call: Callable[[], None]) -> Later:
        """Run `call` after `delay` seconds, unless cancelled first (or the owner stops)."""
        later = Later(self, name, delay, call)
        with self._lock:
            # Those over are forgotten, so a long game does not collect them.
            self._laters = [t for t in self._laters if t.thread.is_alive()]
            self._laters.append(later)
        return later

    def own(self, name: str, stop: Stop) -> None:
        """Call `stop(seconds)` in `stop`, before the threads are joined (newest part first)."""
        with self._lock:
            self._parts.append((name, stop))

    @property
    def running(self) -> list[str]:
        """The names of the threads of this owner that still run."""
        return self._threads.running

    def stop(self, timeout: float = STOP_SECONDS) -> list[str]:
        """Stop every part and join every thread, all within `timeout` seconds; the names of
        threads still running then (logged: a call that hangs beyond any release)."""
        deadline = time.monotonic() + timeout
        self.stopping.set()
        with self._lock:
            parts, self._parts = self._parts[::-1], []
            workers, laters = list(self._workers), list(self._laters)
        for later in laters:
            later.cancel()
        for name, stop in parts:
            try:
                stop(max(0.0, deadline - time.monotonic()))
            except Exception:
                _log.exception("stopping %s failed", name)
        for worker in workers:
            worker.close()  # a worker its part did not close ends after its job
        self.left_running = self._threads.join(deadline)
        if self.left_running:
            _log.warning("threads still running %.1f s after the session ended: %s", timeout,
                         ", ".join(self.left_running))
        return self.left_running


def report_threads(path: str) -> None:
    """Write to `path` one line per thread still running but the main one (a test switch,
    :data:`REPORT_ENV`, read as the command returns: whatever is listed, nobody joined)."""
    names = [t.name for t in threading.enumerate() if t is not threading.main_thread() and t.is_alive()]
    with contextlib.suppress(OSError), open(path, "w", encoding="utf-8") as file:
        file.write("".join(f"{name}\n" for name in names))
