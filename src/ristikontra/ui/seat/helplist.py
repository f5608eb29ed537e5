"""F1 at the table: the keys of the moment as a list to step through, one key at a time.

A screen reader reads a block of thirty lines whole or not at all; so F1 says how many keys
there are and the first (the most used), Down and Up go through the rest, Home and End to the
ends, F1 again says the whole list at once, and Escape closes it. Every other key keeps its
meaning at the table: it closes the list and does what it does (Enter still plays). The list
is browsing: its lines stay out of the message history, and the table does not wait for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ristikontra.i18n import Translator
from ristikontra.ui.seat.edges import EdgeWords
from ristikontra.ui.seat.wiring import Message, make_message

__all__ = ["HelpHooks", "HelpList"]


@dataclass(frozen=True)
class HelpHooks:
    """What the list uses of the table: the catalog, a way to speak (outside the history), the
    whole help of the moment (`everything`: the lines F1 says at once), and where Escape returns
    (`closed`, given the list's mode: the table says it; None: "Back at the table", or the saved
    game's question before the first deal)."""

    t: Callable[[], Translator]
    emit: Callable[[Message], object]
    everything: Callable[[], None]
    closed: Callable[[str], None] | None = None


class HelpList:
    """The help lines of one moment and the one being read."""

    def __init__(self, hooks: HelpHooks) -> None:
        self.hooks = hooks
        self.lines: list[str] = []
        self.index = 0
        self.active = False
        #: The table's key mode the list was opened in: it closes when the table moves on.
        self.mode = ""
        self.edge = EdgeWords()

    def open(self, mode: str, lines: list[str]) -> None:
        """Start reading `lines` (the keys of `mode`, the most used first)."""
        if not lines:
            self.hooks.everything()
            return
        self.lines, self.index, self.active, self.mode = lines, 0, True, mode
        self._say("help-list-open", mode=mode, count=len(lines))
        self._line()

    def close(self, said: bool = True) -> None:
        """Escape (`said`), or another key, which then does its own work (nothing said here)."""
        if not self.active:
            return
        self.active = False
        if said and self.hooks.closed is not None:
            self.hooks.closed(self.mode)
        elif said:
            # Where Escape returns: the table, or the start question (nothing dealt yet).
            self._say("help-list-closed", mode=self.mode)

    def step(self, delta: int) -> None:
        index = self.index + delta
        if not 0 <= index < len(self.lines):
            full, again = ("help-list-end", "ui-list-end") if delta > 0 else ("help-list-top", "ui-list-top")
            self._say(self.edge.pick(full, again))
            return
        self.index = index
        self._line()

    def jump(self, last: bool) -> None:
        self.index = len(self.lines) - 1 if last else 0
        self._line()

    def everything(self) -> None:
        """F1 again: the whole list at once; the list is done with (F1 opens it anew)."""
        self.close(said=False)
        self.hooks.everything()

    def _line(self) -> None:
        self.edge.read()
        t = self.hooks.t()
        self.hooks.emit(make_message(t("help-list-line", line=self.lines[self.index], position=self.index + 1,
                                       total=len(self.lines))))

    def _say(self, msg_id: str, **args: str | int) -> None:
        self.hooks.emit(make_message(self.hooks.t().format(msg_id, args)))
