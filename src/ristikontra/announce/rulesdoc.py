"""The full rules as a document: sections with titles and paragraphs, built from the catalogs.

Each section of `RULES_SECTIONS` has a title (`rules-section-<name>`) and paragraphs
`rules-<name>-1`, `rules-<name>-2`, ... in `game.ftl`; the document finds as many as the catalog
has, so a paragraph is added by adding a catalog line in every language. The table's reader steps
through it; `rules_text` is the whole document as one message.
"""

from __future__ import annotations

from dataclasses import dataclass

from ristikontra.announce.context import Context
from ristikontra.announce.message import Message

__all__ = ["RULES_SECTIONS", "RulesDocument", "RulesSection"]

#: The sections of the full rules, in reading order.
RULES_SECTIONS = ("overview", "points", "deal", "play", "blind", "refill", "limits", "dirty", "scoring")


@dataclass(frozen=True, slots=True)
class RulesSection:
    name: str
    title: str
    paragraphs: tuple[str, ...]


class RulesDocument:
    """The rules of one language, and the messages a reader speaks from them."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        t = ctx.t
        self.title = t("rules-text-title")
        sections = []
        for name in RULES_SECTIONS:
            paragraphs: list[str] = []
            while t.has(f"rules-{name}-{len(paragraphs) + 1}"):
                paragraphs.append(t(f"rules-{name}-{len(paragraphs) + 1}"))
            if not paragraphs:
                raise ValueError(f"{ctx.lang}: the rules section {name!r} has no paragraphs")
            sections.append(RulesSection(name, t(f"rules-section-{name}"), tuple(paragraphs)))
        self.sections: tuple[RulesSection, ...] = tuple(sections)

    def paragraph(self, section: int, index: int, titled: bool = False) -> Message:
        """One paragraph; `titled` puts the section's heading first (on entering the section)."""
        text = self.sections[section].paragraphs[index]
        if not titled:
            return Message(text, text, None, True)
        heading = self._heading("rules-heading", section)
        short = self._heading("rules-heading", section, "short")
        return Message(f"{heading} {text}", f"{short}: {text}", None, True)

    def position(self, section: int, index: int) -> Message:
        """ "Section 4 of 9: Tricks, paragraph 2 of 4." """
        args = {"paragraph": index + 1, "paragraphs": len(self.sections[section].paragraphs)}
        return Message(self._heading("rules-position", section, None, args),
                       self._heading("rules-position", section, "short", args), None, True)

    def _heading(self, msg_id: str, section: int, attribute: str | None = None,
                 extra: dict[str, int] | None = None) -> str:
        args: dict[str, str | int] = {"number": section + 1, "total": len(self.sections),
                                      "title": self.sections[section].title, **(extra or {})}
        return self.ctx.t.format(msg_id, args, attribute=attribute)

    def full_text(self) -> Message:
        """The whole document: its title, then each section's title and paragraphs."""
        blocks = [self.title]
        for section in self.sections:
            blocks.append("\n".join([section.title, *section.paragraphs]))
        return Message("\n\n".join(blocks), self.title, None, True)
