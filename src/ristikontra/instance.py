"""One game per data folder: a second window must not autosave over the first one's game.

`single_instance(folder)` takes an advisory lock (`flock`) on the data folder itself and on
``<folder>/ristikontra.lock`` for as long as the game runs. The folder's own lock is the one that
counts: whatever sits at the lock file's path (a folder, a link, a device) cannot switch it off.
The file keeps the holder's process id for a person looking, and is what an earlier version of
the game locked, so the two still keep out of each other's way. The kernel drops both when the
process ends in any way (a crash, `kill -9`), so a lock is never left stale. Where no lock can be
taken at all (no such system call, a folder we may not open), the game runs as before: it cannot
save there either, and says so.
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
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    cloexec = getattr(os, "O_CLOEXEC", 0)
    opened: list[int] = []
    try:
        for target, flags in (
            (folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | cloexec),
            (path, os.O_RDWR | os.O_CREAT | cloexec | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)),
        ):
            try:
                fd = os.open(target, flags, 0o600)
            except OSError:
                continue  # not there to lock (a folder at the file's path): the other one counts
            opened.append(fd)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                yield InstanceLock(path, False)
                return
            except OSError:
                continue
        if len(opened) == 2:
            with contextlib.suppress(OSError):
                # For a person looking: which process holds it.
                os.ftruncate(opened[1], 0)
                os.write(opened[1], f"{os.getpid()}\n".encode())
        yield InstanceLock(path, True)
    finally:
        for fd in opened:
            os.close(fd)
