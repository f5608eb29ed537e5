"""The processes a process started, read from Linux's /proc: for the tests and the benchmarks that
count a server's workers or end what a daemon left behind. No tests here, and nothing of theirs."""

from __future__ import annotations

from pathlib import Path

__all__ = ["descendants"]


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
