"""The page's words: one source (the catalogs), the same messages in both languages, none
chosen by a variable (the page fills templates in as text), and each used by the page."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast

from ristikontra.i18n import LANGUAGES
from ristikontra.resources import locales_dir
from ristikontra.web.pages import static_dir
from ristikontra.web.strings import page_strings, template_variables
from tests.announce.announce_support import walk_fluent


def page_text() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(static_dir().iterdir())
                     if path.suffix in (".js", ".html"))


def test_both_languages_have_the_same_page_messages_with_the_same_values() -> None:
    assert template_variables("de") == template_variables("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_message_chooses_its_words_by_a_variable(lang: str) -> None:
    text = (locales_dir() / lang / "web.ftl").read_text(encoding="utf-8")
    for entry in FluentParser().parse(text).body:
        assert not isinstance(entry, ast.Junk), entry.annotations
        if isinstance(entry, ast.Message):
            selects = [node for node in walk_fluent(entry) if isinstance(node, ast.SelectExpression)]
            assert not selects, f"{lang}: {entry.id.name} selects by a variable; the page could not fill it in"


def test_every_message_the_page_names_exists_and_every_page_message_is_used() -> None:
    source = page_text()
    named = set(re.findall(r'"((?:web|net)-[a-z-]+)"', source))
    # Messages named by a prefix the page completes: the refusals by their reason.
    words = page_strings("en")["words"]
    assert named - set(words) == set(), "the page names messages the catalogs lack"
    markers = set(re.findall(r"\{\{(web-[a-z-]+)", source))
    unused = {msg_id for msg_id in template_variables("en") if msg_id not in named | markers}
    assert unused == set(), "page messages nothing uses"


def test_the_page_holds_no_words_of_its_own() -> None:
    """No sentence in the page's files: whatever a person reads comes from the catalogs. A
    quoted string of two words or more that is no selector, id or code is taken for one."""
    for path in sorted(static_dir().iterdir()):
        if path.suffix != ".js" or path.name == "old.js":
            continue
        code = re.sub(r"//[^\n]*|/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
        for text in re.findall(r'"([^"\n]*)"', code):
            assert not re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", text), f"{path.name}: {text!r}"
