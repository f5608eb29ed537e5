"""Where the game keeps its files: the player's config folder and data folder.

`RISTIKONTRA_CONFIG_DIR` and `RISTIKONTRA_DATA_DIR` move them (tests, a portable install on a
stick). Every part that keeps something finds its folder here (the settings, the saved game,
the seat tokens of online tables, a server's tables), so the two variables move all of it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

__all__ = ["APP", "config_dir", "data_dir", "data_path"]

APP = "ristikontra"


def config_dir() -> Path:
    override = os.environ.get("RISTIKONTRA_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("RISTIKONTRA_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def data_path(*parts: str) -> Path:
    """`parts` in the data folder. Earlier versions kept the online seat tokens and a server's
    tables in a folder named twice on Windows (``ristikontra\\ristikontra``); where only that one
    holds `parts`, it is used, so an upgrade loses no table and no seat."""
    path = data_dir().joinpath(*parts)
    if os.environ.get("RISTIKONTRA_DATA_DIR") or path.exists():
        return path
    earlier = Path(platformdirs.user_data_dir(APP)).joinpath(*parts)
    return earlier if earlier != path and earlier.exists() else path
