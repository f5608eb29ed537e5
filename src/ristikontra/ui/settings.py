"""The player's settings: one TOML file in the user config folder.

`RISTIKONTRA_CONFIG_DIR` and `RISTIKONTRA_DATA_DIR` move the folders (tests, portable installs).
A missing or unreadable file gives the defaults; unknown or out-of-range values are replaced by
their defaults one by one, so an old or hand-edited file never stops the game from starting.
"""

from __future__ import annotations

import os
import sys
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs
import tomli_w

from ristikontra.engine import Rules, find_preset
from ristikontra.ui.files import write_atomically

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = [
    "CHOICES",
    "LEVELS",
    "SPEECH_CHANNELS",
    "Settings",
    "config_dir",
    "data_dir",
    "load_settings",
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
    return Path(override) if override else Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    override = os.environ.get("RISTIKONTRA_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP))


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


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults if there are none or the file is unreadable."""
    path = path or settings_path()
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return Settings()
    return Settings.from_toml(data)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically; False if the folder is not writable."""
    return write_atomically(path or settings_path(), tomli_w.dumps(settings.to_toml()))
