"""Every table test gets its own config and data folders: no test touches the real ones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own config and data folders: no test touches the real ones."""
    monkeypatch.setenv("RISTIKONTRA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("RISTIKONTRA_EXPORT_DIR", str(tmp_path / "documents"))
    monkeypatch.setenv("PROMPT_TOOLKIT_NO_CPR", "1")
    yield tmp_path
