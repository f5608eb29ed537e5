"""The player's settings: one TOML file in the user config folder.

`RISTIKONTRA_CONFIG_DIR` and `RISTIKONTRA_DATA_DIR` move the folders (tests, portable installs).
A missing or unreadable file gives the defaults; unknown or out-of-range values are replaced by
their defaults one by one, so an old or hand-edited file never stops the game from starting.
The file is read through the guarded reader (`ristikontra.files`): a broken one is set aside and
reported (`load_settings_report`), and keys this version does not know (from a newer one) are
kept when the settings are written again.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs
import tomli_w

from ristikontra.engine import Rules, find_preset
from ristikontra.files import FileProblem, clean_stale_temps, load_toml, set_aside, write_atomically

__all__ = [
    "CHOICES",
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

APP = "ristikontra"
SPEECH_CHANNELS = ("auto", "screenreader", "voice", "text", "off")
LEVELS = ("random", "basic", "strong")
VERBOSITIES = ("brief", "normal", "verbose")
RULE_SETS = ("sticks", "total", "short")
PERCENT_STEPS = tuple(range(0, 101, 10))
AI_DELAYS = (0.0, 0.3, 0.6, 1.0, 1.5, 2.0, 3.0)
#: Game targets offered per scoring; 0 means "the rule set's own target".
TARGETS = {
    "sticks": (0, 1, 3, 5, 7, 9, 11, 15),
    "total": (0, 60, 90, 120, 150, 200, 250),
    "short": (0, 30, 45, 60, 90, 120),
}
LEAD_LIMITS = (3, 2, 0)

#: The allowed values of every setting that has a fixed list.
CHOICES: dict[str, tuple[Any, ...]] = {
    "lang": ("de", "en"),
    "speech": SPEECH_CHANNELS,
    "voice_rate": PERCENT_STEPS,
    "voice_volume": PERCENT_STEPS,
    "sound": (True, False),
    "sound_volume": PERCENT_STEPS,
    "verbosity": VERBOSITIES,
    "level": LEVELS,
    "ai_delay": AI_DELAYS,
    "rules": RULE_SETS,
    "blind": (True, False),
    "lead_limit": LEAD_LIMITS,
    "dirty": (False, True),
    "fourth_king": (False, True),
}


def config_dir() -> Path:
    override = os.environ.get("RISTIKONTRA_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("RISTIKONTRA_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.toml"


@dataclass(frozen=True)
class Settings:
    """Everything the options menu can change. `lang` empty means the system language."""

    lang: str = ""
    speech: str = "auto"
    voice_rate: int = 50
    voice_volume: int = 80
    sound: bool = True
    sound_volume: int = 70
    verbosity: str = "normal"
    level: str = "strong"
    ai_delay: float = 1.0
    rules: str = "sticks"
    target: int = 0
    blind: bool = True
    lead_limit: int = 3
    dirty: bool = False
    fourth_king: bool = False

    def game_rules(self) -> Rules:
        """The rules of the next game."""
        base = find_preset(self.rules)
        changes: dict[str, Any] = {
            "blind_play": self.blind,
            "lead_limit": self.lead_limit,
            "dirty": self.dirty,
            "fourth_king": self.fourth_king or self.dirty,
        }
        if self.target > 0:
            changes["target"] = self.target
        return base.with_options(**changes)

    def with_values(self, changes: Mapping[str, object]) -> Settings:
        """A copy with `changes` (names and values the options menu produced)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def targets(self) -> tuple[int, ...]:
        return TARGETS.get(self.rules, (0,))

    def to_toml(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_toml(cls, data: dict[str, Any]) -> Settings:
        """Take every valid value from `data`; anything else keeps its default."""
        default = cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            current = getattr(default, f.name)
            if isinstance(current, bool):
                if isinstance(value, bool):
                    values[f.name] = value
                continue
            if isinstance(current, float) and isinstance(value, int | float) and not isinstance(value, bool):
                value = float(value)
            if type(value) is not type(current):
                continue
            if _valid(f.name, value):
                values[f.name] = value
        return replace(default, **values)


def _valid(name: str, value: Any) -> bool:
    if name == "lang":
        return value in ("", "de", "en")
    if name == "target":
        return bool(0 <= value <= 1000)
    if name == "ai_delay":
        return bool(0.0 <= value <= 10.0)
    return value in CHOICES.get(name, (value,))


#: A settings file is a few hundred bytes; 64 KB leaves room and refuses a 100 MB string at once.
SETTINGS_LIMIT = 1 << 16


@dataclass(frozen=True)
class SettingsReport:
    """The settings found, and what was wrong with the file: `problem` is empty, ``damaged``
    (set aside to `moved_to`, defaults used) or ``unreadable`` (left alone, defaults used)."""

    settings: Settings
    problem: str = ""
    moved_to: Path | None = None


def load_settings_report(path: Path | None = None) -> SettingsReport:
    """The saved settings through the guarded reader, with what was wrong with the file."""
    path = path or settings_path()
    clean_stale_temps(path)
    try:
        data = load_toml(path, limit=SETTINGS_LIMIT)
    except FileProblem as problem:
        if not problem.damaged:
            return SettingsReport(Settings(), "unreadable")
        return SettingsReport(Settings(), "damaged", set_aside(path))
    return SettingsReport(Settings.from_toml(data or {}))


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults if there are none or the file is unusable."""
    return load_settings_report(path).settings


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically; False if the folder is not writable.

    Keys this version does not know are kept from the file as it is now: a newer version's
    settings survive a run of this one.
    """
    path = path or settings_path()
    known = {f.name for f in fields(Settings)}
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
