"""Where an exported game history goes: a dated text file in the player's documents folder."""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

__all__ = ["export_dir", "export_path"]


def export_dir() -> Path:
    """The folder for exported histories: RISTIKONTRA_EXPORT_DIR, else the platform's documents
    folder (platformdirs) with a Ristikontra folder in it."""
    override = os.environ.get("RISTIKONTRA_EXPORT_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_documents_dir()) / "Ristikontra"


def export_path(now: float) -> Path:
    """The file for a history exported at `now` (seconds since the epoch, local time)."""
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S", time.localtime(now))
    return export_dir() / f"ristikontra-{stamp}.txt"
