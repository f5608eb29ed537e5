"""The options menu's keys: open it, walk it, change a value, close it.

`menu.OptionsMenu` is the model (items, values, wording); this is what the keys do with it. A
change goes to the `SettingsHost` (the session), which decides what it means for the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, Protocol

from ristikontra.engine import GameState
from ristikontra.keep.settings import Settings
from ristikontra.options import BY_NAME, OPTIONS, Value, locked_by
from ristikontra.ui.seat.menu import ITEMS, NEXT_GAME_ITEMS, OptionsMenu
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.wiring import make_message

__all__ = ["OptionsController", "SettingsHost"]


class SettingsHost(Protocol):
    """Who keeps the settings in force and follows a change through."""

    settings: Settings

    @property
    def state(self) -> GameState | None:
        """The game at the table, where it runs here (None online: the menu cannot compare its rules)."""

    @property
    def fixed_options(self) -> frozenset[str]:
        """Options this terminal cannot change at its table (online: the table's rules, level, pace)."""

    def table_values(self) -> dict[str, object]:
        """Of the fixed options, the values the table decided and this terminal knows."""

    def change_settings(self, name: str, changes: Mapping[str, object]) -> None:
        """Put the changed values in force (and into the settings to be saved)."""

    def save_settings(self) -> None:
        """Write the settings (telling the player once if that is impossible)."""


class OptionsController:
    """The options menu of one keyboard seat (None while it is closed)."""

    def __init__(self, speaker: Speaker, host: SettingsHost, *, on_open: Callable[[], None],
                 on_close: Callable[[], None]) -> None:
        self.speaker = speaker
        self.host = host
        self.menu: OptionsMenu | None = None
        #: Fixed options whose value the table did not tell (said as decided by the table).
        self._unknown: frozenset[str] = frozenset()
        self._on_open = on_open
        self._on_close = on_close

    def _describe(self) -> None:
        menu = self.menu
        if menu is None:
            return
        t = self.speaker.t
        # Decided by the table, and not told to this terminal: never this terminal's own value.
        value = t("ui-menu-value-table") if menu.item in self._unknown else None
        self.speaker.emit(make_message(menu.describe(t, value)))

    def open(self) -> None:
        settings = self.host.settings
        # At an online table the fixed options read as the table set them.
        table: dict[str, Any] = self.host.table_values()
        fixed = self.host.fixed_options
        self._unknown = fixed - set(table)
        self.menu = OptionsMenu(replace(settings, lang=settings.lang or "en", **table))
        self._on_open()
        self.speaker.say("ui-menu-open")
        self._describe()

    def move(self, delta: int) -> None:
        if self.menu is None:
            return
        if not self.menu.move(delta):
            self.speaker.say("ui-menu-edge")
            return
        self._describe()

    def jump(self, last: bool) -> None:
        if self.menu is None:
            return
        self.menu.jump(last)
        self._describe()

    def change(self, delta: int) -> None:
        menu = self.menu
        if menu is None:
            return
        name = menu.item
        t = self.speaker.t
        if name in self.host.fixed_options:
            # At an online table the table decides these, for everybody: say so, change nothing.
            self.speaker.say("ui-menu-fixed-online", setting=t(BY_NAME[name].label))
            return
        if not menu.change(delta):
            # A value that cannot change now (the fourth-king rule under the dirty game): say why.
            self.speaker.emit(make_message(menu.describe_value(t)))
            return
        self._changed(menu)

    def choose(self, name: str, value: Value, *, quiet: bool = False) -> bool:
        """`name` set to `value` at once, as the menu's keys would set it, said and saved the same
        way (a browser page's options form: the value chosen, not stepped to; `quiet`: not said,
        the form's field says it). False, nothing changed: no item of the menu, decided by the
        table, or no value it may take now."""
        settings = self.host.settings
        menu = OptionsMenu(replace(settings, lang=settings.lang or "en"))
        if name not in ITEMS or name in self.host.fixed_options or locked_by(menu.settings, name) is not None:
            return False
        # JSON's true is no 1 and 1 no true: a value counts only in its own type.
        if not any(type(choice) is type(value) and choice == value for choice in menu.choices(name)):
            return False
        menu.index = ITEMS.index(name)
        menu.set(value)
        self._changed(menu, quiet=quiet)
        if self.menu is not None:  # the key menu, open meanwhile, reads the value now in force
            self.menu.settings = self.menu.settings.with_values({name: getattr(menu.settings, name)})
        return True

    def _changed(self, menu: OptionsMenu, *, quiet: bool = False) -> None:
        name = menu.item
        # The item, and any value that followed it (a rule set's target).
        changes = {row.name: getattr(menu.settings, row.name) for row in OPTIONS
                   if row.name == name or row.follows == name}
        self.host.change_settings(name, changes)
        t = self.speaker.t  # a new language speaks at once
        text = menu.describe_value(t)
        if name in NEXT_GAME_ITEMS:
            # Stepping back to the rules the game at the table plays takes nothing back to come.
            state = self.host.state
            same = state is not None and self.host.settings.game_rules() == state.rules
            text = t("ui-menu-this-game" if same else "ui-menu-next-game", value=text)
        if not quiet:
            self.speaker.emit(make_message(text))
        self.host.save_settings()

    def close(self) -> None:
        if self.menu is None:
            return
        self.menu = None
        self._on_close()
        self.speaker.say("ui-menu-closed")

