"""The start menu: what a plain start of the game offers before anything is dealt.

New game, the saved game (when one waits), Play online, Options, Rules, Quit; Up and Down choose,
Enter takes the item. Nothing is dealt and nothing is discarded until the player says so: a new
game over a saved one asks first (Enter again). A start with `--resume` or `--seed` skips the
menu and plays at once, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ristikontra.i18n import Translator
from ristikontra.ui.seat.wiring import Message, make_message

__all__ = ["StartHooks", "StartMenu"]

#: The items in their order; "resume" only while a saved game waits.
ITEMS = ("new", "resume", "online", "options", "rules", "quit")


@dataclass(frozen=True)
class StartHooks:
    """What the menu uses of its session: the catalog, a way to speak, where the saved game stands
    (None: there is none), and what each item does."""

    t: Callable[[], Translator]
    emit: Callable[[Message], object]
    saved: Callable[[], Mapping[str, int] | None]
    actions: Mapping[str, Callable[[], None]]


class StartMenu:
    """The items and the chosen one, while the menu is open."""

    def __init__(self, hooks: StartHooks) -> None:
        self.hooks = hooks
        self.active = False
        self.index = 0
        #: Enter on "New game" once while a saved game waits: the next Enter there starts it.
        self._confirm = False

    @property
    def items(self) -> list[str]:
        waiting = self.hooks.saved() is not None
        return [item for item in ITEMS if item != "resume" or waiting]

    def open(self, at: str | None = None) -> None:
        """Say the menu, its first item `at` (back from "Play online": that item again), else the
        saved game when one waits."""
        self.active = True
        items = self.items
        self.index = items.index(at) if at in items else items.index("resume") if "resume" in items else 0
        self._confirm = False
        self._say("title-open", count=len(items))
        self.say_item()

    def close(self) -> None:
        self.active = False

    def move(self, delta: int) -> None:
        index = self.index + delta
        if not 0 <= index < len(self.items):
            self._say("title-edge-last" if delta > 0 else "title-edge-first")
            return
        self.index, self._confirm = index, False
        self.say_item()

    def jump(self, last: bool) -> None:
        self.index, self._confirm = (len(self.items) - 1 if last else 0), False
        self.say_item()

    def choose(self) -> None:
        item = self.items[self.index]
        saved = self.hooks.saved()
        if item == "new" and saved is not None and not self._confirm:
            self._confirm = True
            self._say("title-confirm-new", deal=saved.get("deal", 0), trick=saved.get("trick", 0))
            return
        self._confirm = False
        if item in ("new", "resume"):
            self.close()  # the game starts: the table's keys from now on
        self.hooks.actions[item]()

    def describe(self) -> str:
        """The chosen item, for the live line."""
        return self._label(self.items[self.index])

    def _label(self, item: str) -> str:
        saved = self.hooks.saved() or {}
        return self.hooks.t()(f"title-{item}", deal=saved.get("deal", 0), trick=saved.get("trick", 0))

    def say_item(self) -> None:
        """The item the keys are on, and its place."""
        items = self.items
        self._say("title-item", item=self._label(items[self.index]), position=self.index + 1, total=len(items))

    def _say(self, msg_id: str, **args: str | int) -> None:
        self.hooks.emit(make_message(self.hooks.t().format(msg_id, args)))
