"""The online seat tokens: which seat this player holds at which table of which server.

A token lets a restarted client take its seat back, so it is kept in a small JSON file only its
owner can read (the platform data folder by default; `ristikontra online` keeps it beside the
saves).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ristikontra.files import FileProblem, load_json, set_aside, write_atomically
from ristikontra.folders import data_path

__all__ = ["TokenStore"]


def _default_token_path() -> Path:
    return data_path("online", "tokens.json")


class TokenStore:
    """Seat tokens by server and table code, in a JSON file only its owner can read."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else _default_token_path()

    def _read(self) -> dict[str, Any] | None:
        """The tokens; None if the file is out of reach (then it is left alone, never overwritten)."""
        # Written by an earlier run, so read like any file we did not write (size and depth capped).
        try:
            return load_json(self.path) or {}
        except FileProblem as problem:
            if not problem.damaged:
                return None
            set_aside(self.path)
            return {}

    def get(self, server: str, code: str) -> tuple[int, str] | None:
        entry: Any = (self._read() or {}).get(f"{server} {code}")
        try:
            return int(entry["seat"]), str(entry["token"])
        except (TypeError, KeyError, ValueError):
            return None

    def put(self, server: str, code: str, seat: int, token: str) -> None:
        data = self._read()
        if data is None:
            return
        data[f"{server} {code}"] = {"seat": seat, "token": token}
        # Mode 0600, atomic; if it fails the seat still works, only a restarted client could not retake it.
        write_atomically(self.path, json.dumps(data))
