"""The rules reader: Shift+R opens the full rules as a document to step through.

Down and Up go paragraph by paragraph (a new section starts with its title), Page Down and Page
Up (or Right and Left) jump a section, Home and End go to the beginning and the end, `t` says
where you are, `m` repeats the paragraph, Escape (or Shift+R again) returns to the table. The
computer players wait while the rules are open. Paragraphs stay out of the message history.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ristikontra.announce.rulesdoc import RulesDocument
from ristikontra.i18n import Translator
from ristikontra.ui.seat.edges import EdgeWords
from ristikontra.ui.seat.keys import KeyBinding, KeyMode, bindings_for
from ristikontra.ui.seat.wiring import AnnouncerLike, Message, make_message

__all__ = ["ReaderHooks", "RulesReader"]

MODE: KeyMode = "rules"


@dataclass(frozen=True)
class ReaderHooks:
    """What the reader uses of the table. `emit` must keep the message out of the game's
    history (reading is browsing); `hold` pauses the table while the rules are open."""

    announcer: Callable[[], AnnouncerLike]
    t: Callable[[], Translator]
    emit: Callable[[Message], object]
    keys_text: Callable[[KeyBinding], str]
    hold: Callable[[bool], None] = lambda held: None


class RulesReader:
    """A cursor (section, paragraph) over the rules document while it is open."""

    def __init__(self, hooks: ReaderHooks) -> None:
        self.hooks = hooks
        self.document: RulesDocument | None = None
        self.section = 0
        self.index = 0
        # Where Escape returns: the table, or the start menu when no game is dealt yet.
        self.back = "table"
        self.edge = EdgeWords()

    @property
    def active(self) -> bool:
        return self.document is not None

    # ------------------------------------------------------------------ opening and closing

    def open(self, back: str = "table") -> None:
        """`back` is where Escape returns ("table" or "menu"): the reader says that place."""
        doc = self.document = self.hooks.announcer().rules_document()
        self.section = self.index = 0
        self.back = back
        self.hooks.hold(True)
        self._say(self._back("ui-rules-open"), title=doc.title, sections=len(doc.sections))
        self._emit(doc.paragraph(0, 0, titled=True))

    def close(self) -> None:
        if self.document is None:
            return
        self.document = None
        self.hooks.hold(False)
        self._say(self._back("ui-rules-closed"))

    # ------------------------------------------------------------------ moving

    def step(self, delta: int) -> None:
        """Next (+1) or previous (-1) paragraph, across section ends; at either end say so."""
        doc = self._doc()
        section, index = self.section, self.index + delta
        if index < 0:
            if section == 0:
                self._say(self.edge.pick("ui-rules-top", "ui-rules-top-again"))
                return
            section -= 1
            index = len(doc.sections[section].paragraphs) - 1
        elif index >= len(doc.sections[section].paragraphs):
            if section == len(doc.sections) - 1:
                self._say(self.edge.pick(self._back("ui-rules-end"), "ui-rules-end-again"))
                return
            section, index = section + 1, 0
        titled = section != self.section
        self.section, self.index = section, index
        self._emit(doc.paragraph(section, index, titled=titled))

    def jump_section(self, delta: int) -> None:
        """The first paragraph of the next (+1) or previous (-1) section, with its title."""
        doc = self._doc()
        section = self.section + delta
        if not 0 <= section < len(doc.sections):
            self._say("ui-rules-last-section" if delta > 0 else "ui-rules-first-section")
            return
        self.section, self.index = section, 0
        self._emit(doc.paragraph(section, 0, titled=True))

    def jump_end(self, last: bool) -> None:
        """The beginning of the rules, or their last paragraph."""
        doc = self._doc()
        section = len(doc.sections) - 1 if last else 0
        index = len(doc.sections[section].paragraphs) - 1 if last else 0
        self.section, self.index = section, index
        self._emit(doc.paragraph(section, index, titled=True))

    def where(self) -> None:
        self._emit(self._doc().position(self.section, self.index))

    def repeat(self) -> None:
        self._emit(self._doc().paragraph(self.section, self.index))

    # ------------------------------------------------------------------ help

    def help(self) -> None:
        """F1 while reading: the reader's keys."""
        t = self.hooks.t()
        lines = [t("help-intro", mode=MODE)]
        seen: set[str] = set()
        for binding in bindings_for(MODE):
            if binding.command in seen:
                continue
            seen.add(binding.command)
            lines.append(t("help-line", keys=self.hooks.keys_text(binding),
                           action=t(f"cmd-{binding.command.replace('_', '-')}")))
        for line in lines:
            self._emit(make_message(line))

    # ------------------------------------------------------------------ plumbing

    def _doc(self) -> RulesDocument:
        if self.document is None:
            raise RuntimeError("the rules reader is not open")
        return self.document

    def _back(self, msg_id: str) -> str:
        return f"{msg_id}-menu" if self.back == "menu" else msg_id

    def _say(self, msg_id: str, **args: Any) -> None:
        self._emit(make_message(self.hooks.t()(msg_id, **args)))

    def _emit(self, message: Message) -> None:
        self.hooks.emit(message)
