"""The processes a process started, read from Linux's /proc: for the tests and the benchmarks that
count a server's workers or end what a daemon left behind. No tests here, and nothing of theirs."""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path
from typing import Literal

__all__ = ["descendants", "end_marked"]


def descendants(pid: int) -> set[int]:
    """Every process `pid` started, and those they started (Linux /proc): a server's workers."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        for task in Path(f"/proc/{todo.pop()}/task").glob("*"):
            try:
                children = {int(c) for c in (task / "children").read_text().split()}
            except OSError:
                continue
            todo.extend(children - found)
            found |= children
    return found


def end_marked(marker: bytes, where: Literal["cmdline", "environ"] = "cmdline") -> None:
    """Kill every process but this one whose command line (or environment) holds `marker`: what
    a test's daemon left behind, detached from us, found by a path only that test made."""
    proc = Path("/proc")
    if not proc.is_dir():
        return
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        with contextlib.suppress(OSError):
            if marker in (entry / where).read_bytes():
                os.kill(int(entry.name), signal.SIGKILL)
