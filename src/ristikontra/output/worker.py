"""Runs one backend off the caller's thread, in order, and notices when it raises or hangs."""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from ristikontra.output.base import Backend

__all__ = ["Call", "Worker"]


@dataclass(frozen=True)
class Call:
    """One backend method call waiting for the worker thread."""

    method: str  # start | speak | braille | silence | play | close
    args: tuple[object, ...] = ()
    #: Seconds this call may run before the backend counts as hung; None: the worker's default.
    limit: float | None = None


FailureHandler = Callable[["Worker", "Call | None", str], None]


class Worker:
    """A daemon thread with a queue in front of one backend.

    The first call is always `start`. When a call raises, or runs longer than its limit (checked
    by the manager's watchdog through `check_hung`), the worker is dead: it reports once through
    `on_failure` and runs nothing more. A hung thread cannot be killed, so it is left behind as a
    daemon after `backend.abandon()` released what it could.
    """

    def __init__(self, backend: Backend, on_failure: FailureHandler, call_timeout: float, start_timeout: float):
        self.backend = backend
        self.on_failure = on_failure
        self.call_timeout = call_timeout
        self.start_timeout = start_timeout
        self.started = threading.Event()
        self.dead = False
        self._queue: deque[Call] = deque([Call("start")])
        self._cond = threading.Condition()
        self._current: Call | None = None
        self._busy_since: float | None = None
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name=f"ristikontra-output-{backend.name}", daemon=True)
        self._thread.start()

    # -- caller side --------------------------------------------------------------------------
    def submit(self, call: Call) -> None:
        """Queue `call`. A worker that is dying still takes it: its queue is what `take_pending`
        hands to the next backend, so a call submitted between the failure and the manager's
        switch is said by the successor instead of being lost."""
        with self._cond:
            if self._stopping:
                return
            self._queue.append(call)
            self._cond.notify()

    def drop_stale_speech(self) -> None:
        """Forget queued speech that a new interrupting utterance makes pointless."""
        with self._cond:
            kept = [c for c in self._queue if c.method not in ("speak", "silence")]
            self._queue.clear()
            self._queue.extend(kept)

    def take_pending(self) -> list[Call]:
        """Remove and return everything still queued (handed to the next backend on failure)."""
        with self._cond:
            pending = list(self._queue)
            self._queue.clear()
            return pending

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._queue and self._current is None

    def check_hung(self, now: float | None = None) -> bool:
        """Declare the worker dead if its current call overran its limit; True if it did now."""
        with self._cond:
            if self.dead or self._busy_since is None or self._current is None:
                return False
            limit = self.limit_of(self._current)
            if (now if now is not None else time.monotonic()) - self._busy_since <= limit:
                return False
            self.dead = True
            call = self._current
            self._cond.notify_all()
        with contextlib.suppress(Exception):
            self.backend.abandon()
        self.on_failure(self, call, f"{call.method} took longer than {limit:g} s")
        return True

    def limit_of(self, call: Call) -> float:
        """How long `call` may run before the worker counts as hung."""
        if call.limit is not None:
            return call.limit
        return self.start_timeout if call.method == "start" else self.call_timeout

    def stop(self, timeout: float) -> None:
        """Close the backend on its own thread, waiting at most `timeout` seconds."""
        with self._cond:
            if self.dead:
                return
            self._queue.clear()
            self._queue.append(Call("close"))
            self._stopping = True
            self._cond.notify()
        self._thread.join(timeout)
        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                self.backend.abandon()

    # -- worker thread ------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self.dead:
                    self._cond.wait()
                if self.dead:
                    return
                call = self._queue.popleft()
                self._current = call
                self._busy_since = time.monotonic()
            try:
                getattr(self.backend, call.method)(*call.args)
            except Exception as error:
                with self._cond:
                    already = self.dead
                    self.dead = True
                    self._current = None
                    self._busy_since = None
                if not already:
                    with contextlib.suppress(Exception):
                        self.backend.abandon()
                    self.on_failure(self, call, f"{call.method}: {type(error).__name__}: {error}")
                return
            with self._cond:
                self._current = None
                self._busy_since = None
                if self.dead:
                    return  # declared hung meanwhile; the manager has moved on
                if call.method == "start":
                    self.started.set()
                if call.method == "close":
                    return
