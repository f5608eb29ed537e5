"""The command the game names when it tells the player what to type (`launcher.command`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ristikontra import launcher


@pytest.fixture
def nothing_on_the_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("RISTIKONTRA_COMMAND", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))


def test_run_py_says_how_it_was_started(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_COMMAND", "python3 run.py")
    assert launcher.command() == "python3 run.py"


@pytest.mark.usefixtures("nothing_on_the_path")
def test_a_script_started_by_its_path_is_named_by_that_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    script = tmp_path / "venv" / "bin" / "ristikontra"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script), "online", "join"])
    assert launcher.command() == str(script), "not the Python inside the environment with -m"


@pytest.mark.usefixtures("nothing_on_the_path")
def test_otherwise_this_python_runs_the_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["-c"])
    assert launcher.command() == f"{sys.executable} -m ristikontra"
