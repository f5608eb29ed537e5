"""`RISTIKONTRA_DATA_DIR` and `RISTIKONTRA_CONFIG_DIR` move everything the game keeps
(`ristikontra.folders`): the settings and saves, the online seat tokens and a server's tables."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ristikontra import folders
from ristikontra.keep.tokens import TokenStore


def test_a_server_keeps_its_tables_in_the_moved_data_folder(tmp_path: Path) -> None:
    moved = tmp_path / "stick" / "data"
    env = {**os.environ, "RISTIKONTRA_DATA_DIR": str(moved), "HOME": str(tmp_path / "home"),
           "XDG_DATA_HOME": str(tmp_path / "home" / "share")}
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", "0", "--lang", "en"],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              stdin=subprocess.DEVNULL)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
    finally:
        server.kill()
        server.communicate(timeout=10)
    assert f"data in {moved / 'server'}." in first
    assert (moved / "server").is_dir() and any((moved / "server").iterdir())
    assert not (tmp_path / "home").exists()


def test_the_seat_tokens_are_kept_in_the_moved_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path))
    assert TokenStore().path == tmp_path / "online" / "tokens.json"


def test_on_windows_the_folder_is_named_once(windows: Path) -> None:
    assert folders.data_path("server") == windows / "ristikontra" / "server"
    assert TokenStore().path == windows / "ristikontra" / "online" / "tokens.json"


def test_what_an_earlier_version_kept_in_the_folder_named_twice_is_still_found(windows: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    earlier = windows / "ristikontra" / "ristikontra" / "server"
    earlier.mkdir(parents=True)
    assert folders.data_path("server") == earlier
    (windows / "ristikontra" / "server").mkdir()
    assert folders.data_path("server") == windows / "ristikontra" / "server"
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(windows / "stick"))
    assert folders.data_path("server") == windows / "stick" / "server"
