"""The table's words: both catalogs complete, every key and setting named in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ristikontra.i18n import LANGUAGES, translator
from ristikontra.keep.settings import Settings
from ristikontra.resources import locales_dir
from ristikontra.ui.seat.keys import BINDINGS, key_label_ids
from ristikontra.ui.seat.menu import ITEMS, OptionsMenu

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "ristikontra"
#: The keyboard table's code and the commands that start it (in folders of their own).
UI_SOURCES = [path for room in ("ui", "cli") for path in sorted((PACKAGE / room).rglob("*.py"))]


def ids_of(lang: str) -> set[str]:
    text = (locales_dir() / lang / "ui.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.MULTILINE))


def test_both_languages_have_the_same_messages() -> None:
    assert all(ids_of(lang) == ids_of("en") for lang in LANGUAGES)


def test_every_id_the_code_uses_exists() -> None:
    used: set[str] = set()
    for path in UI_SOURCES:
        used |= set(re.findall(r"""(?:say|self\.t|\bt)\(\s*f?["']((?:ui|live|help|keys|value|menu)-[a-z-]+)["']""",
                               path.read_text(encoding="utf-8")))
    assert used, "the pattern found nothing: update this test"
    assert used <= ids_of("en"), used - ids_of("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_and_command_has_words(lang: str) -> None:
    t = translator(lang)
    for binding in BINDINGS:
        assert t(f"cmd-{binding.command.replace('_', '-')}")
        for key in binding.keys:
            msg_id, letter = key_label_ids(key)
            assert t(msg_id, letter=letter or "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_setting_and_value_has_words(lang: str) -> None:
    t = translator(lang)
    menu = OptionsMenu(Settings(lang=lang))
    for index, name in enumerate(ITEMS):
        menu.index = index
        for value in menu.choices(name):
            text = menu.value_text(t, name, value)
            assert text and "{" not in text
        assert menu.describe(t).startswith(t(f"setting-{name.replace('_', '-')}"))


def test_no_invisible_marks_or_boxes() -> None:
    for lang in LANGUAGES:
        text = (locales_dir() / lang / "ui.ftl").read_text(encoding="utf-8")
        assert not re.search("[\u2500-\u257f\u2066-\u2069]", text)
