"""Where the shipped data folders (`locales/`, `sounds/`) live.

In a wheel they are packaged inside `ristikontra/`; in a source checkout or an editable
install they sit at the top of the repository.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["data_dir", "locales_dir", "sounds_dir"]

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder `name` shipped with the game, installed or in a checkout."""
    packaged = _PACKAGE / name
    if packaged.is_dir():
        return packaged
    checkout = _PACKAGE.parent.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"Ristikontra data folder {name!r} is missing from the installation")


def locales_dir() -> Path:
    """The catalogs; `RISTIKONTRA_LOCALES_DIR` points elsewhere (a translation being written)."""
    override = os.environ.get("RISTIKONTRA_LOCALES_DIR")
    return Path(override) if override else data_dir("locales")


def sounds_dir() -> Path:
    return data_dir("sounds")
