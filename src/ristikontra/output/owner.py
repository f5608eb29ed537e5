"""`OutputOwner`: the one object that owns an output's lanes, threads and devices.

Who owns which thread (all started through `OutputOwner.spawn`, so `stop` joins each one):

- one worker per lane backend in use (``ristikontra-speech-*``, ``ristikontra-braille-*``,
  ``ristikontra-sound-*``), and the workers of backends a lane fell back from;
- the watchdog that declares a hung call dead (``ristikontra-output-watchdog``);
- start-up probes bounded by `within` (``ristikontra-probe-*``: opening the audio device,
  looking for a screen reader);
- a backend's helper threads, handed `spawn` through `Backend.use_threads` (pyttsx3's answer
  reader, ``ristikontra-voice-reader``);
- closing each device it owns (``ristikontra-close-*``), e.g. the mixer, whose audio callback
  runs on miniaudio's own native thread until the device is closed.

`stop(timeout)` stops all of them in parallel within one bound: a hanging speech daemon costs at
most `timeout`, however many lanes there are.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ristikontra.output.base import Backend
from ristikontra.output.lanes import Lane, LaneFailure, LaneName
from ristikontra.output.threads import Threads

__all__ = ["Closable", "OutputOwner"]

T = TypeVar("T")

#: Of the stop bound, the share lanes get to close on their own before hung calls are abandoned.
_GRACEFUL = 0.7


class Closable(Protocol):
    def close(self) -> None: ...


class OutputOwner:
    """Registers every lane, thread and device of one output; starts and stops them together."""

    def __init__(self) -> None:
        self.threads = Threads()
        self.lanes: dict[LaneName, Lane] = {}
        self._resources: list[tuple[str, Closable]] = []
        self._stopped = False
        #: Names of threads still running after `stop` (empty unless a call hangs beyond release).
        self.left_running: list[str] = []
        #: How long the last `stop` took, in seconds.
        self.stop_seconds = 0.0

    def spawn(self, name: str, target: Callable[[], None]) -> Any:
        """Start `target` on a daemon thread of this owner (joined by `stop`)."""
        return self.threads.spawn(name, target)

    def within(
        self, task: Callable[[], T], timeout: float, what: str, discard: Callable[[T], Any] | None = None
    ) -> tuple[T | None, str]:
        """`Threads.within` on a thread of this owner."""
        return self.threads.within(task, timeout, what, discard)

    def lane(
        self,
        name: LaneName,
        chain: Sequence[Backend],
        on_failure: LaneFailure,
        call_timeout: float,
        start_timeout: float,
        last_resort: Callable[[], Backend] | None = None,
    ) -> Lane:
        """Register a lane (started by `start`)."""
        if name in self.lanes:
            raise ValueError(f"the {name} lane exists already")
        lane = Lane(name, chain, self.spawn, on_failure, call_timeout, start_timeout, last_resort)
        self.lanes[name] = lane
        return lane

    def own(self, name: str, resource: Closable) -> None:
        """Close `resource` in `stop`, after the lanes (a device the lanes' backends share)."""
        self._resources.append((name, resource))

    def start(self) -> None:
        """Start every lane at once: each backend starts on its own worker, in parallel."""
        for lane in self.lanes.values():
            lane.start()

    def stop(self, timeout: float = 1.0) -> list[str]:
        """Stop every lane and device in parallel and join every thread this owner started,
        all within `timeout` seconds; returns the names of threads still running."""
        if self._stopped:
            return self.left_running
        self._stopped = True
        began = time.monotonic()
        deadline = began + timeout
        lanes = list(self.lanes.values())
        for lane in lanes:
            lane.request_stop()  # every lane starts closing now, none waits for another
        # Closing in time is the normal case; what still hangs then has its helper ended.
        graceful = began + timeout * _GRACEFUL
        for lane in lanes:
            lane.finish_stop(graceful)
        for name, resource in self._resources:
            self.spawn(f"ristikontra-close-{name}", _closer(resource))
        self.left_running = self.threads.join(deadline)
        self.stop_seconds = time.monotonic() - began
        return self.left_running


def _closer(resource: Closable) -> Callable[[], None]:
    def close() -> None:
        with contextlib.suppress(Exception):
            resource.close()

    return close
