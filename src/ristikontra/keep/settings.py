"""The player's settings: one TOML file in the user config folder.

What the settings are (names, values, defaults) is the option table in `ristikontra.options`;
this module only finds, reads and writes the file (its folder: `ristikontra.folders`, which
`RISTIKONTRA_CONFIG_DIR` and `RISTIKONTRA_DATA_DIR` move). A missing or unreadable file
gives the defaults; unknown or out-of-range values are replaced by their defaults one by one,
so an old or hand-edited file never stops the game from starting, and the report names them.
The file is read through the guarded reader (`ristikontra.files`): a broken one is set aside and
reported (`load_settings_report`), and keys this version does not know (from a newer one) are
kept when the settings are written again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import tomli_w

from ristikontra.ai import LEVELS
from ristikontra.files import FileProblem, clean_stale_temps, load_toml, set_aside, write_atomically
from ristikontra.folders import config_dir, data_dir
from ristikontra.options import OPTIONS, SPEECH_CHANNELS, Settings

__all__ = [
    "LEVELS",
    "SPEECH_CHANNELS",
    "Settings",
    "SettingsReport",
    "config_dir",
    "data_dir",
    "load_settings",
    "load_settings_report",
    "save_settings",
    "settings_path",
]

def settings_path() -> Path:
    return config_dir() / "settings.toml"


#: A settings file is a few hundred bytes; 64 KB leaves room and refuses a 100 MB string at once.
SETTINGS_LIMIT = 1 << 16


@dataclass(frozen=True)
class SettingsReport:
    """The settings found, and what was wrong with the file (at `path`): `problem` is empty,
    ``damaged`` (set aside to `moved_to`, defaults used) or ``unreadable`` (left alone, defaults
    used); `reset` names the options whose values could not be used (they have their defaults,
    every other value of the file is kept)."""

    settings: Settings
    problem: str = ""
    moved_to: Path | None = None
    reset: tuple[str, ...] = ()
    path: Path | None = None


def load_settings_report(path: Path | None = None) -> SettingsReport:
    """The saved settings through the guarded reader, with what was wrong with the file."""
    path = path or settings_path()
    clean_stale_temps(path)
    try:
        data = load_toml(path, limit=SETTINGS_LIMIT)
    except FileProblem as problem:
        if not problem.damaged:
            return SettingsReport(Settings(), "unreadable", path=path)
        return SettingsReport(Settings(), "damaged", set_aside(path), path=path)
    settings, reset = Settings.read_toml(data or {})
    return SettingsReport(settings, reset=reset, path=path)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults if there are none or the file is unusable."""
    return load_settings_report(path).settings


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically; False if the folder is not writable.

    Keys this version does not know are kept from the file as it is now: a newer version's
    settings survive a run of this one.
    """
    path = path or settings_path()
    known = {row.name for row in OPTIONS}
    try:
        current = load_toml(path, limit=SETTINGS_LIMIT) or {}
    except FileProblem as problem:
        if not problem.damaged:
            return False  # a file we may not read is not ours to overwrite
        set_aside(path)
        current = {}
    kept = {key: value for key, value in current.items() if key not in known}
    try:
        text = tomli_w.dumps({**settings.to_toml(), **kept})
    except (TypeError, ValueError):
        text = tomli_w.dumps(settings.to_toml())
    return write_atomically(path, text)
