"""The options menu: the option table (`ristikontra.options`), one item announced at a time.

Up/Down move, Left/Right (and Enter or Space, forward) change the value with wrap-around, so
every value is reachable from either direction and a two-value item toggles; a scale (a pause, a
volume) stops at its ends instead, as the volume keys do. Escape closes.
The menu only knows `Settings`; the session decides what a change means for the game in progress.
"""

from __future__ import annotations

from ristikontra.i18n import Translator
from ristikontra.options import BY_NAME, OPTIONS, Settings, Value, locked_by

__all__ = ["ITEMS", "NEXT_GAME_ITEMS", "OptionsMenu"]

#: The menu's items in order: setting names of `Settings`.
ITEMS: tuple[str, ...] = tuple(row.name for row in OPTIONS if row.menu)

#: Items that only take effect in the next game.
NEXT_GAME_ITEMS = frozenset(row.name for row in OPTIONS if row.applies == "next_game")


class OptionsMenu:
    """Cursor over `ITEMS`, changing a copy of the settings."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.index = 0

    @property
    def item(self) -> str:
        return ITEMS[self.index]

    def choices(self, name: str) -> tuple[Value, ...]:
        return BY_NAME[name].choices(self.settings)

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
        toggles; a scale stops at its ends); False if the value cannot change now (another
        option implies it, or a scale is at its end)."""
        name = self.item
        if locked_by(self.settings, name) is not None:
            return False
        options = self.choices(name)
        current = getattr(self.settings, name)
        if BY_NAME[name].scale:
            # The next step in the direction pressed, from a value on the scale or between its steps.
            steps = sorted(float(v) for v in options)
            beyond = [v for v in steps if (v > current if delta > 0 else v < current)]
            if not beyond:
                return False
            step = beyond[0] if delta > 0 else beyond[-1]
            self.set(next(v for v in options if float(v) == step))
            return True
        try:
            pos = options.index(current)
        except ValueError:
            pos = -1 if delta > 0 else 0
        self.set(options[(pos + delta) % len(options)])
        return True

    def set(self, value: Value) -> None:
        """The current item's value becomes `value` (one of its `choices`)."""
        name = self.item
        changed = self.settings.with_values({name: value})
        # Values offered depending on this one (the targets of a rule set) go back to their default.
        resets = {row.name: row.default for row in OPTIONS
                  if row.follows == name and getattr(changed, row.name) not in row.choices(changed)}
        self.settings = changed.with_values(resets)

    def value_text(self, t: Translator, name: str, value: Value) -> str:
        implier = locked_by(self.settings, name)
        if implier is not None:
            return t(f"value-{name.replace('_', '-')}-{implier.replace('_', '-')}")
        return BY_NAME[name].text(t, value, self.settings)

    def describe(self, t: Translator, value: str | None = None) -> str:
        """"Language: English, 1 of 15" for the current item; `value` says the value in other
        words than the settings' own (an online table's option it did not tell)."""
        name = self.item
        if value is None:
            value = self.value_text(t, name, getattr(self.settings, name))
        return t("menu-item", label=t(BY_NAME[name].label), value=value,
                 position=self.index + 1, total=len(ITEMS))

    def describe_value(self, t: Translator) -> str:
        """Only the value, after a change (the label was just heard)."""
        name = self.item
        return self.value_text(t, name, getattr(self.settings, name))
