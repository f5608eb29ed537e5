"""Threads started on behalf of one owner, so that the owner can join every one of them.

Output work runs on threads because a speech engine, a screen reader or a sound server may hang.
Every such thread is started through a `Threads` registry: whoever holds the registry owns the
threads, joins them when it stops (up to a deadline), and can say which ones are still running.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

__all__ = ["Spawn", "Threads"]

T = TypeVar("T")

#: Starts `target` on a new daemon thread named `name` and returns it.
Spawn = Callable[[str, Callable[[], None]], threading.Thread]


class _Probe(Generic[T]):
    """The outcome of a task run by `Threads.within`, and whether the caller still waits for it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.value: T | None = None
        self.error = ""
        self.done = False
        self.abandoned = False


class Threads:
    """A registry of started threads: `spawn` starts and records, `join` waits for all of them.

    Daemon threads, so a thread stuck in a call that never returns cannot keep the process
    alive at exit; `join` is how the owner proves that nothing it started is left running.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []

    def spawn(self, name: str, target: Callable[[], None]) -> threading.Thread:
        thread = threading.Thread(target=target, name=name, daemon=True)
        with self._lock:
            # Finished threads are forgotten, so a long game does not collect them; one another
            # caller recorded but has not started yet (no ident) is not finished.
            self._threads = [t for t in self._threads if t.is_alive() or t.ident is None]
            self._threads.append(thread)
        thread.start()
        return thread

    def within(
        self,
        task: Callable[[], T],
        timeout: float,
        what: str,
        discard: Callable[[T], Any] | None = None,
    ) -> tuple[T | None, str]:
        """Run `task` on a thread of ours and wait at most `timeout` seconds for it, so a
        hanging sound server or screen reader cannot freeze the game; returns the result, or
        None and why not. A result that arrives after the caller gave up goes to `discard`
        (e.g. an audio device opened too late is closed again, not leaked)."""
        probe: _Probe[T] = _Probe()

        def run() -> None:
            try:
                value = task()
            except Exception as error:
                with probe.lock:
                    probe.error, probe.done = str(error), True
                return
            with probe.lock:
                late = probe.abandoned
                probe.value, probe.done = value, True
            if late and discard is not None:
                discard(value)

        thread = self.spawn(f"ristikontra-probe-{what}", run)
        thread.join(timeout)
        with probe.lock:
            if not probe.done:
                probe.abandoned = True
                return None, f"{what} took longer than {timeout:g} s"
            return probe.value, probe.error

    @property
    def running(self) -> list[str]:
        """The names of the threads of ours that still run."""
        with self._lock:
            return [t.name for t in self._threads if t.is_alive()]

    def join(self, deadline: float) -> list[str]:
        """Wait until every thread has ended or `deadline` (a `time.monotonic` value) has
        passed; returns the names of those still running (none, unless a call hangs beyond
        what `abandon` could release)."""
        with self._lock:
            threads = list(self._threads)
        for thread in threads:
            if thread is threading.current_thread():
                continue
            thread.join(max(0.0, deadline - time.monotonic()))
        with self._lock:
            self._threads = [t for t in self._threads if t.is_alive()]
            return [t.name for t in self._threads if t is not threading.current_thread()]
