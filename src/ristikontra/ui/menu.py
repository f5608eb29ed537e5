"""The options menu: a flat list of settings, one announced at a time.

Up/Down move, Left/Right (and Enter or Space, forward) change the value with wrap-around, so
every value is reachable from either direction and a two-value item toggles; Escape closes.
The menu only knows `Settings`; the session decides what a change means for the game in progress.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ristikontra.engine import find_preset
from ristikontra.i18n import Translator
from ristikontra.ui.settings import CHOICES, Settings

__all__ = ["ITEMS", "NEXT_GAME_ITEMS", "OptionsMenu"]

#: The menu's items in order: setting names of `Settings`.
ITEMS: tuple[str, ...] = (
    "lang",
    "speech",
    "voice_rate",
    "voice_volume",
    "sound",
    "sound_volume",
    "verbosity",
    "level",
    "ai_delay",
    "rules",
    "target",
    "blind",
    "lead_limit",
    "dirty",
    "fourth_king",
)

#: Items that only take effect in the next game.
NEXT_GAME_ITEMS = frozenset({"rules", "target", "blind", "lead_limit", "dirty", "fourth_king"})


class OptionsMenu:
    """Cursor over `ITEMS`, changing a copy of the settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.index = 0

    @property
    def item(self) -> str:
        return ITEMS[self.index]

    def choices(self, name: str) -> tuple[Any, ...]:
        if name == "target":
            return self.settings.targets()
        return CHOICES[name]

    def move(self, delta: int) -> bool:
        """Move the cursor; False at either end (the cursor stays)."""
        new = self.index + delta
        if not 0 <= new < len(ITEMS):
            return False
        self.index = new
        return True

    def jump(self, last: bool) -> None:
        self.index = len(ITEMS) - 1 if last else 0

    def change(self, delta: int) -> bool:
        """Step the current item's value, wrapping round at either end (a two-value item
        toggles); False if the value cannot change now."""
        name = self.item
        if name == "fourth_king" and self.settings.dirty:
            # The dirty game brings the fourth-king rule with it.
            return False
        options = self.choices(name)
        current = getattr(self.settings, name)
        try:
            pos = options.index(current)
        except ValueError:
            pos = -1 if delta > 0 else 0
        new_value = options[(pos + delta) % len(options)]
        changes: dict[str, Any] = {name: new_value}
        if name == "rules" and self.settings.target not in (0, *Settings(rules=str(new_value)).targets()):
            changes["target"] = 0
        self.settings = replace(self.settings, **changes)
        return True

    def value_text(self, t: Translator, name: str, value: Any) -> str:
        if name == "fourth_king" and self.settings.dirty:
            return t("value-fourth-king-dirty")
        if isinstance(value, bool):
            return t("value-on" if value else "value-off")
        if name == "lang":
            return t("value-lang", lang=value or "system")
        if name in ("speech", "verbosity", "level", "rules"):
            return t(f"value-{name}", choice=value)
        if name in ("voice_rate", "voice_volume", "sound_volume"):
            return t("value-percent", value=value)
        if name == "ai_delay":
            return t("value-seconds", value=float(value))
        if name == "target":
            scoring = find_preset(self.settings.rules).scoring
            if value == 0:
                default = t("value-target", scoring=scoring, value=find_preset(self.settings.rules).target)
                return t("value-target-default", target=default)
            return t("value-target", scoring=scoring, value=value)
        if name == "lead_limit":
            return t("value-lead-limit", limit=value)
        return str(value)

    def describe(self, t: Translator) -> str:
        """"Language: English, 1 of 15" for the current item."""
        name = self.item
        value = getattr(self.settings, name)
        return t("menu-item", label=t(f"setting-{name.replace('_', '-')}"),
                 value=self.value_text(t, name, value), position=self.index + 1, total=len(ITEMS))

    def describe_value(self, t: Translator) -> str:
        """Only the value, after a change (the label was just heard)."""
        name = self.item
        return self.value_text(t, name, getattr(self.settings, name))
