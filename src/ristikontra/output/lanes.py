"""A lane: one kind of output (speech, braille, earcons) as a fallback chain with its own worker.

Lanes are independent: a braille display that stops answering cannot hold up speech, and a hung
speech engine cannot keep earcons or braille from arriving. When the lane's backend fails, the
lane moves to the next backend of its chain and hands it what the failed one never did.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Literal

from ristikontra.output.base import Backend
from ristikontra.output.commands import Braille, Check, Command, Speak
from ristikontra.output.threads import Spawn
from ristikontra.output.worker import Worker

__all__ = ["Lane", "LaneName"]

LaneName = Literal["speech", "braille", "sound"]

#: Told, under the owner's lock, that `worker` of `lane` failed on `command` (None: between calls).
LaneFailure = Callable[["Lane", Worker, "Command | None", str], None]


class Lane:
    """An ordered chain of backends, best first, of which one at a time runs on a worker.

    `last_resort` makes a backend when the chain is used up (speech ends silent, never broken);
    without it an exhausted lane is `gone` and takes no more commands. Commands that say
    something (`Speak`, `Braille`) move to the successor on failure; the rest belong to the
    backend that failed, except that a failed `Check` hands on the message that went unheard.
    """

    def __init__(
        self,
        name: LaneName,
        chain: Sequence[Backend],
        spawn: Spawn,
        on_failure: LaneFailure,
        call_timeout: float,
        start_timeout: float,
        last_resort: Callable[[], Backend] | None = None,
    ):
        if not chain:
            raise ValueError(f"the {name} lane needs at least one backend")
        self.name = name
        self.chain = list(chain)
        self._spawn = spawn
        self._on_failure = on_failure
        self._call_timeout = call_timeout
        self._start_timeout = start_timeout
        self._last_resort = last_resort
        self._index = 0
        self._carry: list[Command] = []
        self.worker: Worker | None = None
        self._workers: list[Worker] = []
        self._stopping = False

    # -- running -----------------------------------------------------------------------------
    def start(self) -> None:
        """Start the first backend's worker (its `Start` runs on that worker's thread)."""
        if self.worker is None and not self._stopping:
            self.worker = self._new_worker(self.chain[self._index])

    @property
    def gone(self) -> bool:
        """True when every backend of the chain has failed and no last resort is given."""
        return self.worker is None and self._index >= len(self.chain)

    @property
    def backend(self) -> Backend | None:
        return self.worker.backend if self.worker is not None else None

    def submit(self, command: Command) -> None:
        if self.worker is not None:
            self.worker.submit(command)

    def cancel(self) -> None:
        """Drop queued speech and stop the current utterance now (never blocks)."""
        worker = self.worker
        if worker is not None:
            worker.drop_stale_speech()
            with contextlib.suppress(Exception):
                worker.backend.cancel_fast()

    def check_hung(self) -> None:
        worker = self.worker
        if worker is not None:
            worker.check_hung()

    # -- failing over ----------------------------------------------------------------------------
    def fall_back(self, failed: Worker, command: Command | None) -> Backend | None:
        """Replace `failed` by a worker for the next backend; returns that backend, or None if
        the lane is used up. Call `resubmit_carried` once the player has been told."""
        pending = failed.take_pending()
        if isinstance(command, (Speak, Braille)):
            pending.insert(0, command)
        elif isinstance(command, Check):
            pending.insert(0, command.unheard)  # said, but not heard
        self._index += 1
        if self._index >= len(self.chain) and self._last_resort is not None:
            self.chain.append(self._last_resort())
        if self._index >= len(self.chain) or self._stopping:
            self.worker = None
            return None
        self.worker = self._new_worker(self.chain[self._index])
        self._carry = [c for c in pending if isinstance(c, (Speak, Braille))]
        return self.worker.backend

    def resubmit_carried(self) -> None:
        """Hand what the failed backend never did to its successor, after the notice."""
        carry, self._carry = self._carry, []
        for command in carry:
            self.submit(command)

    # -- stopping -------------------------------------------------------------------------------
    def request_stop(self) -> None:
        """Stop taking commands and ask the current worker to close its backend (non-blocking)."""
        self._stopping = True
        self.cancel()
        for worker in self._workers:
            worker.request_stop()

    def finish_stop(self, deadline: float) -> None:
        """Wait for every worker this lane started, abandoning those still in a call at `deadline`."""
        for worker in self._workers:
            worker.finish_stop(deadline)

    def _new_worker(self, backend: Backend) -> Worker:
        worker = Worker(backend, self._failed, self._call_timeout, self._start_timeout, self._spawn, self.name)
        self._workers.append(worker)
        return worker

    def _failed(self, worker: Worker, command: Command | None, detail: str) -> None:
        self._on_failure(self, worker, command, detail)
