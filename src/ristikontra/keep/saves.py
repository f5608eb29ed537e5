"""The autosave: one JSON file in the user data folder, written atomically after every trick.

Never pickle: the file is plain JSON (`GameState.to_dict()` plus what the table needs), so a
damaged or foreign file can only fail to load, never run code. Such a file is set aside under
a new name (``save.json.broken-<timestamp>``), never deleted, so a bug report can include it.

A save that could not be written (a full disk) leaves the last one that could on disk, behind
the game. An empty file beside it (``save.json.behind``: a name takes no room on a full disk,
as content would) tells the next start so; the next save that is written removes it.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ristikontra.engine import GameState
from ristikontra.files import STALE_AFTER, FileProblem, clean_stale_temps, load_json, set_aside, write_atomically
from ristikontra.keep.settings import data_dir

__all__ = ["FORMAT", "LoadResult", "SavedGame", "discard_save", "load_game", "save_game", "save_path"]

#: Written into every save; a file without it is not ours.
FORMAT = "ristikontra-save"
VERSION = 1


def save_path() -> Path:
    return data_dir() / "save.json"


@dataclass
class SavedGame:
    """A game in progress and the table's own state around it."""

    state: GameState
    level: str = "basic"
    sort: str = "rank"
    focus: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "game": self.state.to_dict(),
            "ui": {"level": self.level, "sort": self.sort, "focus": self.focus, **self.extra},
        }

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Ristikontra save")
        if data.get("version") != VERSION:
            raise ValueError(f"save version {data.get('version')!r} is not supported")
        ui = data.get("ui") or {}
        if not isinstance(ui, dict):
            raise ValueError("bad ui section")
        state = GameState.from_dict(data["game"])
        level = ui.get("level", "basic")
        sort = ui.get("sort", "rank")
        focus = ui.get("focus", 0)
        if not isinstance(level, str) or not isinstance(sort, str) or not isinstance(focus, int):
            raise ValueError("bad ui section")
        extra = {k: v for k, v in ui.items() if k not in ("level", "sort", "focus")}
        return cls(state, level, sort, focus, extra)


@dataclass(frozen=True)
class LoadResult:
    """What `load_game` found: a game, nothing, or a broken file it set aside (`moved_to`);
    `newer` if that file was written by a newer version of the game; `unreadable` if the file
    is there but out of reach (no permission): it is left alone, not called damaged."""

    game: SavedGame | None = None
    moved_to: Path | None = None
    error: str = ""
    newer: bool = False
    unreadable: bool = False
    #: The game is the last one that could be written: later saves failed (a full disk).
    behind: bool = False


def save_game(game: SavedGame, path: Path | None = None) -> bool:
    """Write atomically (temporary file, then `os.replace`); False if that failed. A failure
    marks the save still on disk as behind the game; a success is the game again."""
    path = path or save_path()
    text = json.dumps(game.to_json(), ensure_ascii=False, separators=(",", ":"))
    if write_atomically(path, text):
        _forget_behind(path)
        return True
    if path.exists():
        with contextlib.suppress(OSError):
            flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            os.close(os.open(_behind_path(path), flags, 0o600))
    return False


def _behind_path(path: Path) -> Path:
    return path.with_name(f"{path.name}.behind")


def _forget_behind(path: Path) -> None:
    with contextlib.suppress(OSError):
        _behind_path(path).unlink()


def load_game(path: Path | None = None, *, owner: bool = False) -> LoadResult:
    """Read the save through the guarded reader. A file that cannot be a game of ours is renamed
    aside and reported; one we may not read is reported and left where it is.

    Temporary files a killed run left beside it are removed: all of them by the `owner` of the
    data folder (it holds the one-game lock, `ristikontra.instance`: nobody else is writing
    there), else only old ones, as another game's write may be under way."""
    path = path or save_path()
    clean_stale_temps(path, older_than=-math.inf if owner else STALE_AFTER)
    data: Any = None
    try:
        data = load_json(path)
        if data is None:
            _forget_behind(path)
            return LoadResult()
        return LoadResult(game=SavedGame.from_json(data), behind=_behind_path(path).exists())
    except FileProblem as problem:
        if not problem.damaged:
            return LoadResult(error=str(problem), unreadable=True)
        return LoadResult(moved_to=set_aside(path), error=str(problem))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        return LoadResult(moved_to=set_aside(path), error=str(exc) or type(exc).__name__, newer=_is_newer(data))


def _is_newer(data: Any) -> bool:
    """Whether `data` is a save of ours from a later version than this one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return False
    version = data.get("version")
    return isinstance(version, int) and not isinstance(version, bool) and version > VERSION


def discard_save(path: Path | None = None) -> None:
    """Remove the save of a finished game."""
    path = path or save_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass
    _forget_behind(path)
