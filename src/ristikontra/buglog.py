"""The log for bug reports: a small rotating file in the platform's log folder, never the terminal.

Every command starts it (`start_logging`, from `cli.main`) before it does anything else. What
goes there: the version, command and Python at start, the seed of every game, each output
backend that failed and why, files set aside or refused, and any error caught at the top with
its traceback. Library loggers (websockets, comtypes, pyttsx3 ...) and Python warnings end up in
the same file: the root logger has this one handler, Python's last-resort handler to stderr is
gone, and a failing write is dropped silently. A folder that cannot be written means no file at
all, and the game goes on; `ristikontra doctor` says so. `RISTIKONTRA_LOG_DIR` moves the folder
(tests, portable installs), like the other ``RISTIKONTRA_*_DIR`` variables.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ristikontra import __version__

__all__ = ["BACKUPS", "LOG_NAME", "MAX_BYTES", "LogState", "log_dir", "log_state", "start_logging", "stop_logging"]

LOG_NAME = "ristikontra.log"
#: Small enough to attach to a bug report; three old files keep the runs before it.
MAX_BYTES = 256 * 1024
BACKUPS = 3
_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


@dataclass(frozen=True)
class LogState:
    """Where the log goes: `path`, or None with the folder that could not be written and why."""

    folder: Path
    path: Path | None
    problem: str = ""


_state: LogState | None = None


def log_dir() -> Path:
    """The log folder: RISTIKONTRA_LOG_DIR, else the platform's (~/.local/state/ristikontra/log ...)."""
    override = os.environ.get("RISTIKONTRA_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir("ristikontra", appauthor=False))


class _OurHandler(logging.handlers.RotatingFileHandler):
    """The file handler this module installed (found again when a command starts twice)."""


class _NoFile(logging.NullHandler):
    """Stands in for the file when the folder cannot be written: the logs go nowhere."""


def _open(folder: Path) -> tuple[logging.Handler, LogState]:
    path = folder / LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = _OurHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else type(exc).__name__
        return _NoFile(), LogState(folder, None, reason)
    return handler, LogState(folder, path)


def stop_logging() -> None:
    """Close the log file (a command run twice in one process, tests)."""
    global _state
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _OurHandler | _NoFile)]:
        root.removeHandler(old)
        old.close()
    _state = None


def start_logging(command: str, arguments: Sequence[str] = ()) -> LogState:
    """Send every logger to the log file only (or nowhere); returns where it goes. The first
    line names the version, the command and its `arguments` (a seed given there, for example)."""
    global _state
    stop_logging()
    # Nothing may reach the terminal: no "--- Logging error ---" on a full disk, no last resort.
    logging.raiseExceptions = False
    logging.lastResort = None
    logging.captureWarnings(True)
    handler, _state = _open(log_dir())
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.getLogger("ristikontra").info("ristikontra %s, %s %s, Python %s on %s", __version__, command,
                                          shlex.join(arguments), platform.python_version(), sys.platform)
    return _state


def log_state() -> LogState:
    """Where the log of this run goes (tried now if no command started it)."""
    if _state is not None:
        return _state
    return _open_probe(log_dir())


def _open_probe(folder: Path) -> LogState:
    handler, state = _open(folder)
    handler.close()
    return state
