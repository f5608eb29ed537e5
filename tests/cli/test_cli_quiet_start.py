"""A damaged settings file says nothing on stderr before the game, whatever the command: the
saved language is read before the log is open, and Python's last-resort handler printed the
warning ("cannot use the file ...: malformed: ...") in English into the player's terminal."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.toml").write_text('lang = "de\nspeech = "te', encoding="utf-8")
    env = {**os.environ, "RISTIKONTRA_CONFIG_DIR": str(config), "RISTIKONTRA_DATA_DIR": str(tmp_path / "data"),
           "RISTIKONTRA_LOG_DIR": str(tmp_path / "log")}
    return subprocess.run([sys.executable, "-m", "ristikontra", *args], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL, env=env)


@pytest.mark.parametrize("args", [("--version",), ("simulate", "--deals", "1", "--seed", "1"), ("doctor", "--help")])
def test_a_damaged_settings_file_prints_nothing_on_stderr(tmp_path: Path, args: tuple[str, ...]) -> None:
    done = _run(tmp_path, *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "cannot use the file" not in done.stdout
    # Nothing was set aside by reading the language: the game reports the file itself when it plays.
    assert (tmp_path / "config" / "settings.toml").exists()
