"""The Finnish catalogs: complete, valid Fluent, translated, and one word for one thing.

`locales/fi` holds every message of `locales/en` (and nothing English lacks), every message
formats with every choice of its selectors, no message is the English one except where it is a
name, a key's label or a number, and the game's terms are those of docs/GLOSSARY-fi.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from ristikontra.i18n import translator
from ristikontra.resources import locales_dir
from tests.test_catalog_words import renderings

#: What Finnish says as English does: key labels as printed on the keys, the card indices of the
#: drawn table (Finnish packs print J, Q, K, A), the program's name and a command line's N.
SAME_AS_ENGLISH = {
    "Enter", "Home", "End", "Page Up", "Page Down", "Delete", "J", "Q", "K", "A", "N", "Ristikontra",
    "ristikontra simulate: ‹detail›",
}

#: Words another language or a rejected synonym would bring in. A trick is a "tikki", so a stick is
#: a "puikko" (a "tikku" would be heard as a trick); the queen is the "rouva", the jack the "jätkä".
WRONG_WORDS = {
    r"\btikku": "a stick is a 'puikko' (a 'tikku' sounds like 'tikki', the trick)",
    r"\bkuningatar": "the queen is the 'rouva'",
    r"\bsotila": "the jack is the 'jätkä'",
    r"\bjoukkue": "a team is a 'puolue'",
    r"\bsilmä": "card points are 'pisteet'",
    r"\bthe\b|\band\b|\byou\b|\bdeal\b|\btrick\b": "English left in",
    r"\bder\b|\bdie\b|\bund\b|\bStich\b|\bKarte\b": "German left in",
    r"\bControl\+": "the key is 'Ctrl'",
    r"\bShift\+": "the key is 'Vaihto'",
}
#: Where the German name of blind play is quoted on purpose (the rules say what Germans call it).
QUOTES_GERMAN = {"rules-blind-3"}


def _entries(lang: str) -> Iterator[tuple[str, ast.Message | ast.Junk]]:
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Junk):
                yield path.name, entry


def _ids(lang: str) -> set[tuple[str, str, tuple[str, ...]]]:
    """(file, id, attributes) of every message of `lang`."""
    return {(name, e.id.name, tuple(sorted(a.id.name for a in e.attributes)))
            for name, e in _entries(lang) if isinstance(e, ast.Message)}


FINNISH_IDS = sorted({msg_id for _, msg_id, _ in _ids("fi")})


def test_finnish_has_every_english_message_and_no_other() -> None:
    english, finnish = _ids("en"), _ids("fi")
    assert english - finnish == set(), "missing in Finnish (file, id, attributes)"
    assert finnish - english == set(), "only in Finnish (file, id, attributes)"


def test_the_finnish_files_are_valid_fluent() -> None:
    junk = [(name, e.content[:60]) for name, e in _entries("fi") if isinstance(e, ast.Junk)]
    assert not junk


@pytest.mark.parametrize("msg_id", FINNISH_IDS)
def test_every_finnish_message_formats_and_is_translated(msg_id: str) -> None:
    english = {tuple(sorted(args.items())): text for args, text in renderings("en", msg_id)}
    count = 0
    for args, text in renderings("fi", msg_id):  # every selector's every value, every attribute
        count += 1
        assert "{" not in text and "}" not in text, f"{msg_id} {args}: a placeable left as text: {text!r}"
        letters = re.sub(r"‹[^›]*›|\bF\d+\b|[\W\d_]", "", text)
        if text == english.get(tuple(sorted(args.items()))) and letters and text not in SAME_AS_ENGLISH:
            pytest.fail(f"{msg_id} with {args} is the English text unchanged: {text!r}")
    assert count


def test_the_check_finds_an_untranslated_message() -> None:
    """The comparison above can fail: an English sentence is not a name."""
    text = translator("en")("ui-bye")
    assert re.sub(r"‹[^›]*›|[\W\d_]", "", text) and text not in SAME_AS_ENGLISH


@pytest.mark.parametrize(("pattern", "why"), list(WRONG_WORDS.items()), ids=list(WRONG_WORDS))
def test_finnish_uses_one_word_for_one_thing(pattern: str, why: str) -> None:
    wrong = []
    for args_text in FINNISH_IDS:
        if args_text in QUOTES_GERMAN:
            continue
        for _, text in renderings("fi", args_text):
            cleaned = re.sub(r"‹[^›]*›|--[\w-]+|\S+://\S+", "", text)
            if re.search(pattern, cleaned, flags=re.IGNORECASE if pattern.islower() else 0):
                wrong.append(f"{args_text}: {text}")
                break
    assert not wrong, f"{why}: {wrong}"


def test_the_glossary_names_every_term() -> None:
    glossary = (Path(__file__).parent.parent / "docs" / "GLOSSARY-fi.md").read_text(encoding="utf-8")
    for term in ("tikki", "pakka", "puolue", "pari", "likainen", "puhdas", "sokkona", "puikko", "pata", "risti",
                 "hertta", "ruutu", "ässä", "kuningas", "rouva", "jätkä", "kymppi", "jako", "aloittaa"):
        assert f"**{term}**" in glossary, term


def test_a_card_takes_its_case_in_the_sentence() -> None:
    """Finnish puts the object in the genitive ("pelaat rouvan"), in the partitive after a
    negation or a number ("ei rouvaa", "kaksi rouvaa"), the means in the adessive ("rouvalla"),
    and makes one word of suit and rank ("herttarouvan")."""
    t = translator("fi")
    assert t("card-suited", phrase=t("rank-form", rank="queen", form="acc"), suit=t("suit", suit="hearts")) == (
        "herttarouvan")
    assert t("ui-no-rank", rank_no=t("rank-form", rank="king", form="no-acc")) == "Kädessäsi ei ole kuningasta."
    assert t("rank-count", rank="ace", count=2) == "kaksi ässää"
    assert t("rank-count", rank="six", count=1) == "yksi kutonen"
    assert t("rank-form", rank="ten", form="dat") == "kympillä"
    assert t("rank-plural-negated", rank="five") == "vitosia"
    assert t("rank-plural", rank="five") == "vitoset"


def test_the_verb_agrees_with_you_and_with_the_others() -> None:
    """Finnish conjugates for "you": "sinä pelasit", "parisi pelasi", never "sinä pelasi"."""
    t = translator("fi")
    for who, player, verb in (("self", "sinä", "pelasit"), ("partner", "parisi", "pelasi")):
        args = {"who": who, "player": player, "card": "kympin", "lead": "no", "blind": "no"}
        assert t("trick-entry", **args) == f"{player} {verb} kympin"
    assert t("trick-past", who="self", player="sinä", trick=3, count=2, entries="‹›").startswith(
        "Tikki 3: sinä veit sen, 2 pistettä.")
    assert t("card-played", who="self", player="sinä", blind="no", card="kympin") == "Pelaat kympin."
    assert t("turn", who="left", player="vasen vastustaja", lead="no") == "Vuorossa on vasen vastustaja."
