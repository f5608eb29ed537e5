"""One game per data folder: a second window must not autosave over the first one's game.

`single_instance(folder)` takes an advisory lock (`flock`) on ``<folder>/ristikontra.lock`` for
as long as the game runs. The kernel drops it when the process ends in any way (a crash,
`kill -9`), so a lock is never left stale. Where no lock can be taken (no such system call, a
folder we may not write), the game runs as before: it cannot save there either, and says so.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["LOCK_NAME", "InstanceLock", "single_instance"]

LOCK_NAME = "ristikontra.lock"


@dataclass(frozen=True)
class InstanceLock:
    """`held`: this process owns the folder; `other`: another running instance does."""

    path: Path
    held: bool

    @property
    def other(self) -> bool:
        return not self.held


@contextlib.contextmanager
def single_instance(folder: Path) -> Iterator[InstanceLock]:
    """Hold the data folder's lock for the block; `.other` tells that another game holds it."""
    path = folder / LOCK_NAME
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows has no flock; one window is the norm there
        yield InstanceLock(path, True)
        return
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
    except OSError:
        yield InstanceLock(path, True)
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield InstanceLock(path, False)
            return
        except OSError:
            yield InstanceLock(path, True)
            return
        with contextlib.suppress(OSError):
            # For a person looking: which process holds it.
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        yield InstanceLock(path, True)
    finally:
        os.close(fd)
