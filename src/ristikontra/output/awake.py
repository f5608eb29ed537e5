"""Time limits that count only the time this process runs.

A process can stand still without knowing it: a stop signal (`kill -STOP`, a debugger, a job its
shell stopped), a paused virtual machine, a machine asleep on a system whose clock runs on
meanwhile. A speech call under way then is over its time limit as soon as the process goes on,
through no fault of its own, and a working voice would be given up as hung.

An `AwakeClock` counts the gap between two of its readings as at most `step` seconds. Read often
(the output's watchdog reads it every 50 ms, `within` in slices of `SLICE`), a stand-still of
any length costs a time limit at most one step, while a call that really hangs still runs into
its limit as before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

__all__ = ["AWAKE", "SLICE", "STEP", "AwakeClock", "within"]

T = TypeVar("T")

#: The most one gap between two readings counts for: longer than a slice of `within` or a
#: watchdog tick takes on a busy machine, far shorter than any time limit of the output.
STEP = 0.25
#: How long `within` waits at a time before it reads its clock again.
SLICE = 0.1


class AwakeClock:
    """Seconds that pass while this process runs, from any thread."""

    def __init__(self, step: float = STEP, clock: Callable[[], float] = time.monotonic) -> None:
        self.step = step
        self._clock = clock
        self._lock = threading.Lock()
        self._last = clock()
        self._awake = 0.0

    def now(self) -> float:
        """The seconds counted so far (only differences between readings mean anything)."""
        with self._lock:
            now = self._clock()
            self._awake += min(max(now - self._last, 0.0), self.step)
            self._last = now
            return self._awake


#: The process's clock for the output's time limits: the watchdog keeps reading it.
AWAKE = AwakeClock()


def within(attempt: Callable[[float], T], limit: float, expired: type[Exception] | tuple[type[Exception], ...],
           clock: AwakeClock | None = None) -> T:
    """What `attempt(seconds)` returns, asked in slices until it does or `limit` seconds of this
    process's running time have passed. `attempt` waits at most the seconds it is given and
    raises `expired` when they run out (as `Queue.get` and `Popen.wait` do); the last such error
    is raised once the limit is reached."""
    clock = clock or AwakeClock()
    began = clock.now()
    while True:
        left = limit - (clock.now() - began)
        try:
            return attempt(max(min(SLICE, left), 0.0))
        except expired:
            if clock.now() - began >= limit:
                raise
