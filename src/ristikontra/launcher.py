"""The command that starts the game here, for sentences that tell the player what to type.

After the quick start (`python3 run.py play`) no `ristikontra` is on the PATH: `run.py` says
how it was started (RISTIKONTRA_COMMAND), and advice names that. Where `ristikontra` is found
(installed with pip or pipx) it is that; else the path it was started by, if that is the game's
script, or this Python with `-m`.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

__all__ = ["command"]


def command() -> str:
    """The command that starts the game, without a subcommand ("python3 run.py", "ristikontra")."""
    given = os.environ.get("RISTIKONTRA_COMMAND", "").strip()
    if given:
        return given
    if shutil.which("ristikontra"):
        return "ristikontra"
    typed = sys.argv[0] if sys.argv else ""
    if Path(typed).stem == "ristikontra" and Path(typed).is_file():
        # Started by its path (`.venv/bin/ristikontra`): that is what the player types again.
        return typed
    return f"{sys.executable} -m ristikontra"
