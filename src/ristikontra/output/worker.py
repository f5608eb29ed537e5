"""Runs one backend off the caller's thread, in order, and notices when it raises or hangs."""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable

from ristikontra.output.awake import AWAKE
from ristikontra.output.base import Backend, BackendError, Failure
from ristikontra.output.commands import Check, Close, Command, Silence, Speak, Start
from ristikontra.output.threads import Spawn

__all__ = ["Worker"]

FailureHandler = Callable[["Worker", "Command | None", str], None]


class Worker:
    """A thread with a queue in front of one backend, started through its owner's `spawn`.

    The first command is always `Start`. When a command raises, or runs longer than its limit
    (checked by the owner's watchdog through `check_hung`), the worker is dead: it reports once
    through `on_failure` and runs nothing more. A hung thread cannot be killed; `backend.abandon()`
    ends the helper process or connection it waits on, which lets the thread return.

    A backend that cannot tell from `speak` whether it is heard (`Backend.heard_after`) is asked
    with a `Check` once speech has been quiet that long, at most every `heard_every` seconds.
    """

    def __init__(
        self,
        backend: Backend,
        on_failure: FailureHandler,
        call_timeout: float,
        start_timeout: float,
        spawn: Spawn,
        lane: str = "speech",
    ):
        self.backend = backend
        self.on_failure = on_failure
        self.call_timeout = call_timeout
        self.start_timeout = start_timeout
        self.started = threading.Event()
        self.dead = False
        #: Why the backend failed (`BackendError.reason`; `timeout` when it hung), once dead.
        self.failure: Failure | None = None
        self._queue: deque[Command] = deque([Start()])
        self._cond = threading.Condition()
        self._current: Command | None = None
        self._busy_since: float | None = None
        self._stopping = False
        #: The last message said and not yet checked, and when speech or the last check ended.
        self._unheard: Speak | None = None
        self._quiet_since = 0.0
        self._checked_at = 0.0
        backend.use_threads(spawn)
        self._thread = spawn(f"ristikontra-{lane}-{backend.name}", self._run)

    # -- caller side --------------------------------------------------------------------------
    def submit(self, command: Command) -> None:
        """Queue `command`. A worker that is dying still takes it: its queue is what
        `take_pending` hands to the next backend, so a command submitted between the failure and
        the lane's switch is carried out by the successor instead of being lost."""
        with self._cond:
            if self._stopping:
                return
            self._queue.append(command)
            self._cond.notify()

    def drop_stale_speech(self) -> None:
        """Forget queued speech that a new interrupting utterance makes pointless."""
        with self._cond:
            kept = [c for c in self._queue if not isinstance(c, (Speak, Silence))]
            self._queue.clear()
            self._queue.extend(kept)

    def take_pending(self) -> list[Command]:
        """Remove and return everything still queued (handed to the next backend on failure)."""
        with self._cond:
            pending = list(self._queue)
            self._queue.clear()
            return pending

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._queue and self._current is None

    def check_hung(self) -> bool:
        """Declare the worker dead if its current command overran its limit; True if it did now.
        Only the time the process ran counts (`AWAKE`): a stop signal in the middle of a call is
        not the backend's fault."""
        with self._cond:
            if self.dead or self._busy_since is None or self._current is None:
                return False
            limit = self.limit_of(self._current)
            if AWAKE.now() - self._busy_since <= limit:
                return False
            self.dead = True
            self.failure = "timeout"
            command = self._current
            self._cond.notify_all()
        with contextlib.suppress(Exception):
            self.backend.abandon()
        self.on_failure(self, command, f"{type(command).__name__} took longer than {limit:g} s")
        return True

    def limit_of(self, command: Command) -> float:
        """How long `command` may run before the worker counts as hung."""
        if isinstance(command, Speak):
            # A slow engine is given what its own pace asks for (`Backend.limit_for`).
            own = self.backend.limit_for(command.text)
            if own is not None:
                return max(own, command.limit or self.call_timeout)
        if command.limit is not None:
            return command.limit
        return self.start_timeout if isinstance(command, Start) else self.call_timeout

    def request_stop(self) -> None:
        """Ask the worker to close its backend and end; returns at once (see `finish_stop`)."""
        with self._cond:
            if self._stopping:
                return
            self._stopping = True
            if self.dead:
                return
            self._queue.clear()
            self._queue.append(Close())
            self._cond.notify()

    def finish_stop(self, deadline: float) -> bool:
        """Wait until the thread has ended or `deadline` (monotonic) has passed; a thread still in
        a call then has its backend abandoned (its helper ended), which is what lets it return.
        True if the thread has ended."""
        self._thread.join(max(0.0, deadline - time.monotonic()))
        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                self.backend.abandon()
            return False
        return True

    # -- worker thread ------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self.dead:
                    due = self._check_due()
                    if due is None:
                        self._cond.wait()
                    elif due <= time.monotonic():
                        self._queue.append(self._check())
                    else:
                        self._cond.wait(due - time.monotonic())
                if self.dead:
                    return
                command = self._queue.popleft()
                self._current = command
                self._busy_since = AWAKE.now()
            try:
                command.run(self.backend)
            except Exception as error:
                with self._cond:
                    already = self.dead
                    self.dead = True
                    if not already:
                        self.failure = error.reason if isinstance(error, BackendError) else "failed"
                    self._current = None
                    self._busy_since = None
                if not already:
                    with contextlib.suppress(Exception):
                        self.backend.abandon()
                    if not isinstance(command, Close):  # a backend failing to close is simply gone
                        self.on_failure(self, command, f"{type(command).__name__}: {type(error).__name__}: {error}")
                return
            with self._cond:
                self._current = None
                self._busy_since = None
                self._quiet_since = time.monotonic()
                if isinstance(command, Speak):
                    self._unheard = command
                elif isinstance(command, (Start, Check)):
                    self._checked_at = self._quiet_since  # a start proves speech too
                if self.dead:
                    return  # declared hung meanwhile; the lane has moved on
                if isinstance(command, Start):
                    self.started.set()
                if isinstance(command, Close):
                    return

    def _check_due(self) -> float | None:
        """When (monotonic) to ask whether the last message was heard; None: nothing to ask."""
        after = self.backend.heard_after
        if after is None or self._unheard is None or self._stopping:
            return None
        return max(self._quiet_since + after, self._checked_at + self.backend.heard_every)

    def _check(self) -> Check:
        assert self._unheard is not None
        unheard, self._unheard = self._unheard, None
        own = self.backend.heard_limit(unheard.text)
        # The check's own bound runs inside the backend; the watchdog's is a little wider.
        return Check(unheard, limit=None if own is None else own + self.call_timeout)
