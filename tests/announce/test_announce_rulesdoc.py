"""The full rules as a document: the same sections and paragraphs in both languages, each short
enough to hear at once, and every paragraph of the catalog in the document."""

from __future__ import annotations

import re

import pytest

from ristikontra.announce import Announcer
from ristikontra.announce.rulesdoc import RULES_SECTIONS
from ristikontra.i18n import LANGUAGES
from ristikontra.resources import locales_dir


def catalog_paragraphs(lang: str) -> set[str]:
    text = (locales_dir() / lang / "game.ftl").read_text(encoding="utf-8")
    names = "|".join(RULES_SECTIONS)
    return set(re.findall(rf"^(rules-(?:{names})-\d+) =", text, re.M))


def test_both_languages_have_the_same_shape() -> None:
    shapes = {lang: [len(s.paragraphs) for s in Announcer(lang).rules_document().sections] for lang in LANGUAGES}
    assert shapes["de"] == shapes["en"] == shapes["fi"]
    assert len(shapes["en"]) == len(RULES_SECTIONS) == 9
    assert sum(shapes["en"]) >= 25


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_paragraph_is_in_the_document_and_none_is_long(lang: str) -> None:
    doc = Announcer(lang).rules_document()
    ids = {f"rules-{s.name}-{i + 1}" for s in doc.sections for i in range(len(s.paragraphs))}
    assert ids == catalog_paragraphs(lang)
    for section in doc.sections:
        assert section.title and len(section.title) < 40
        for paragraph in section.paragraphs:
            assert 30 < len(paragraph) < 420, paragraph
    # The old single message was about 3,300 characters; no paragraph comes close.
    assert max(len(p) for s in doc.sections for p in s.paragraphs) < 420


@pytest.mark.parametrize(("lang", "heading", "where"), [
    ("en", "Section 4 of 9: Tricks. ", "Section 4 of 9: Tricks, paragraph 2 of 4."),
    ("de", "Abschnitt 4 von 9: Stiche. ", "Abschnitt 4 von 9: Stiche, Absatz 2 von 4."),
])
def test_paragraph_and_position_messages(lang: str, heading: str, where: str) -> None:
    doc = Announcer(lang).rules_document()
    plain = doc.paragraph(3, 1)
    titled = doc.paragraph(3, 1, titled=True)
    assert plain.text == doc.sections[3].paragraphs[1] and plain.interrupt
    assert titled.text == heading + plain.text
    assert doc.position(3, 1).text == where
    assert "/" not in doc.position(3, 1).short


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_full_text_is_the_document_in_order(lang: str) -> None:
    announcer = Announcer(lang)
    doc = announcer.rules_document()
    text = announcer.rules_text().text
    cursor = 0
    for section in doc.sections:
        for piece in (section.title, *section.paragraphs):
            cursor = text.index(piece, cursor) + len(piece)  # each piece after the one before
