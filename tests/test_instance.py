"""One game per data folder (issue 12, issue 29 item 9): nothing put at the lock file's path
switches the lock off. Two opens in one process take separate `flock` locks, as two windows do."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from ristikontra.instance import LOCK_NAME, single_instance

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")


def _second_sees_the_first(folder: Path) -> tuple[bool, bool]:
    with single_instance(folder) as first, single_instance(folder) as second:
        return first.held, second.other


def test_a_second_window_is_told_of_the_first(tmp_path: Path) -> None:
    assert _second_sees_the_first(tmp_path / "data") == (True, True)
    with single_instance(tmp_path / "data") as again:
        assert again.held, "the lock outlived the first window"


@pytest.mark.parametrize("thing", ["folder", "link", "dangling link", "fifo"])
def test_whatever_sits_at_the_lock_path_does_not_switch_the_lock_off(tmp_path: Path, thing: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    lock = folder / LOCK_NAME
    if thing == "folder":
        lock.mkdir()
    elif thing == "link":
        (tmp_path / "elsewhere").write_text("")
        lock.symlink_to(tmp_path / "elsewhere")
    elif thing == "dangling link":
        lock.symlink_to(tmp_path / "nowhere")
    else:
        os.mkfifo(lock)
    assert _second_sees_the_first(folder) == (True, True)
