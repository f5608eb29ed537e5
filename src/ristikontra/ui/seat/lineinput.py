"""A one-line text input at the table: the chat line, and later a server address or a code.

While the line is open the table's keys do not act (the key mode is ``line``): letters go into
the line, Backspace/Delete, Left/Right and Home/End edit it, Control+U empties it, Enter hands it
on, Escape drops it.
The line is shown on the live line with the cursor in it, so a console screen reader reads what
was typed there; nothing here speaks each character.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["LineEditor", "LineHooks", "LineInput"]


@dataclass
class LineEditor:
    """The text and the cursor of one line, at most `limit` characters."""

    limit: int
    text: str = ""
    cursor: int = 0

    def insert(self, typed: str) -> bool:
        """Insert the printable part of `typed` at the cursor; False if the limit cut it short."""
        clean = "".join(" " if c in "\t\n\r" else c for c in typed
                        if c in "\t\n\r" or unicodedata.category(c)[0] != "C")
        room = max(0, self.limit - len(self.text))
        kept = clean[:room]
        self.text = self.text[:self.cursor] + kept + self.text[self.cursor:]
        self.cursor += len(kept)
        return len(kept) == len(clean)

    def backspace(self) -> bool:
        if self.cursor == 0:
            return False
        self.text = self.text[:self.cursor - 1] + self.text[self.cursor:]
        self.cursor -= 1
        return True

    def delete(self) -> bool:
        if self.cursor >= len(self.text):
            return False
        self.text = self.text[:self.cursor] + self.text[self.cursor + 1:]
        return True

    def move(self, delta: int) -> bool:
        new = self.cursor + delta
        if not 0 <= new <= len(self.text):
            return False
        self.cursor = new
        return True

    def home(self, end: bool) -> bool:
        self.cursor = len(self.text) if end else 0
        return True

    def clear(self) -> None:
        self.text, self.cursor = "", 0


@dataclass(frozen=True)
class LineHooks:
    """What the line needs of its keyboard seat: words, and a way to say them."""

    say: Callable[..., object]
    t: Callable[..., str]
    changed: Callable[[], None]


class LineInput:
    """The open line (None while closed): its label, what Enter does with it, what Escape says."""

    def __init__(self, hooks: LineHooks) -> None:
        self.hooks = hooks
        self.editor: LineEditor | None = None
        self._label = ""
        self._on_enter: Callable[[str], None] = lambda text: None
        self._cancelled = ""
        self._full = ""
        self._on_cancel: Callable[[], None] | None = None

    @property
    def active(self) -> bool:
        return self.editor is not None

    def open(self, *, label: str, opened: str, cancelled: str, full: str, limit: int,
             on_enter: Callable[[str], None], text: str = "", on_cancel: Callable[[], None] | None = None,
             **args: str | int) -> None:
        """Open the line: `label` (a catalog id) shows before the text, `opened` is said now
        (with `args`), `cancelled` on Escape (then `on_cancel` is called), `full` when the
        limit is hit; Enter calls `on_enter(text)`."""
        self.editor = LineEditor(limit, text, len(text))
        self._label, self._cancelled, self._full, self._on_enter = label, cancelled, full, on_enter
        self._on_cancel = on_cancel
        self.hooks.say(opened, limit=limit, **args)
        self.hooks.changed()

    def type(self, typed: str) -> None:
        editor = self.editor
        if editor is None:
            return
        if not editor.insert(typed):
            self.hooks.say(self._full, sound="error", limit=editor.limit)
        self.hooks.changed()

    def backspace(self) -> None:
        self._edit(lambda e: e.backspace())

    def delete(self) -> None:
        self._edit(lambda e: e.delete())

    def move(self, delta: int) -> None:
        self._edit(lambda e: e.move(delta))

    def home(self, end: bool) -> None:
        self._edit(lambda e: e.home(end))

    def clear(self) -> None:
        """Control+U: the whole line goes, and that is said (nothing on the line shows it to a
        player who cannot see it)."""
        if self.editor is not None:
            self.editor.clear()
            self.hooks.say("ui-line-cleared")
            self.hooks.changed()

    def _edit(self, step: Callable[[LineEditor], bool]) -> None:
        if self.editor is not None:
            # At either end nothing moves; the live line stays as it is (no sound for every key).
            step(self.editor)
            self.hooks.changed()

    def enter(self) -> None:
        editor = self.editor
        if editor is None:
            return
        self.editor = None
        self.hooks.changed()
        self._on_enter(editor.text.strip())

    def cancel(self) -> None:
        if self.editor is None:
            return
        self.editor = None
        self.hooks.say(self._cancelled)
        self.hooks.changed()
        if self._on_cancel is not None:
            self._on_cancel()

    def live_line(self) -> tuple[str, int]:
        """The label and the text, with the cursor's column."""
        editor = self.editor
        assert editor is not None
        prefix = self.hooks.t(self._label) + " "
        return prefix + editor.text, len(prefix) + editor.cursor
