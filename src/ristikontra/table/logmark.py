"""The event log (`--log`) and the save agree after a kill: the save notes how far the log went.

The table writes a batch of events to the log, then saves (`Table._process`): a kill in between,
or in the middle of a trick (only whole tricks are saved), leaves the log ahead of the save, with
plays nobody heard the end of. Every save keeps the log's mark (device, inode, length); a resume
that writes to the same file cuts it back to that length, so the plays are logged once, as they
are played again. Only a regular file is cut, and only where what follows the mark is the rest
of this game (no other game began there since).
"""

from __future__ import annotations

import os
import stat
from typing import TypeGuard

from ristikontra.files import UserFile

__all__ = ["log_mark", "trim_log"]

#: More than this after the mark is not the tail of one game's trick: the log is left alone.
_TAIL_LIMIT = 4 * 1024 * 1024


def _fd(log: UserFile | None) -> int | None:
    if log is None or log.failed:
        return None
    try:
        return int(log.binary.fileno())
    except (OSError, ValueError, AttributeError):
        return None


def log_mark(log: UserFile | None) -> list[int] | None:
    """Where the log stands now, for the save; None for no log, or one that is not a file."""
    fd = _fd(log)
    if fd is None:
        return None
    try:
        info = os.fstat(fd)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return [info.st_dev, info.st_ino, info.st_size]


def trim_log(log: UserFile | None, mark: object) -> bool:
    """Cut the log back to `mark` (a save's `log_mark`) if it is the same file and ran ahead;
    whether it did."""
    fd = _fd(log)
    if fd is None or log is None or not _is_mark(mark):
        return False
    device, inode, length = mark
    try:
        info = os.fstat(fd)
        if (info.st_dev, info.st_ino) != (device, inode) or not stat.S_ISREG(info.st_mode):
            return False
        if not length < info.st_size <= length + _TAIL_LIMIT:
            return False
        with open(log.path, "rb") as reader:
            if os.fstat(reader.fileno()).st_ino != inode:
                return False
            reader.seek(length)
            tail = reader.read(_TAIL_LIMIT + 1)
        if b'"game_started"' in tail:
            return False  # another game was logged after this one: not ours to cut
        os.ftruncate(fd, length)
    except OSError:
        return False
    return True


def _is_mark(mark: object) -> TypeGuard[list[int]]:
    return (isinstance(mark, list) and len(mark) == 3
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in mark))

