"""Every count in every catalog goes through a Fluent plural, and no rank is ever said as a digit.

Walks every message (and attribute) of every `locales/<lang>/*.ftl`, in both languages. Each
number the code passes is tried with 0, 1, 2 and 5 in turn (one at a time, the others held at 5),
across the values of the message's other selectors. A number next to a noun in the wrong form
("1 sticks", "2 Auge") fails, and so does a rank that comes out as a digit ("Keine 7 auf der Hand").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from ristikontra.announce.cards import RANK_KEYS
from ristikontra.i18n import LANGUAGES, translator
from ristikontra.resources import locales_dir
from tests.announce.announce_support import walk_fluent

COUNTS = (0, 1, 2, 5)
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}

#: Variables that carry a number wherever they appear (by the code that passes them).
NUMERIC = {
    "award_count", "count", "deal", "deals", "done", "found", "limit", "loser_count", "loser_score",
    "other_count", "own_count", "pack", "points", "position", "seconds", "seed", "size", "target_count",
    "ties", "total", "trick", "winner_count", "winner_score", "wins0", "wins1",
}
#: Variables that carry a number only in these messages (elsewhere they are phrases).
NUMERIC_IN = {
    "deal-points": {"own", "other"},
    "rules-goal": {"target"},
    "value-percent": {"value"},
    "value-seconds": {"value"},
    "value-target": {"value"},
    # decimals through Fluent's NUMBER()
    "sim-point-diff": {"mean", "ci"},
    "sim-point-diff-single": {"mean"},
}
#: Values the code passes for identifier selectors, beyond the keys a pattern lists.
DOMAINS: dict[str, list[str]] = {
    "who": ["self", "partner", "left", "right", "named"],
    "team": ["own", "other", "none"],
    "rank": list(RANK_KEYS.values()),
    "case": ["nom", "acc", "dat"],
    "form": ["acc", "a-acc", "dat", "a-dat", "no-acc", "a-nom"],
}
#: Messages whose digits are meant: decimals (simulate's "+0.00").
DIGITS_ALLOWED = {"sim-point-diff", "sim-point-diff-single"}

NOUNS = {
    # (singular, plural) as they follow a number
    "en": [("point", "points"), ("trick", "tricks"), ("stick", "sticks"), ("card", "cards"), ("deal", "deals"),
           ("second", "seconds"), ("sound file", "sound files"), ("lead", "leads")],
    "de": [("Auge", "Augen"), ("Punkt", "Punkte"), ("Stich", "Stiche"), ("Karte", "Karten"), ("Runde", "Runden"),
           ("Sekunde", "Sekunden"), ("Klangdatei", "Klangdateien")],
    # Finnish: the partitive singular after a number above one ("2 pistettä"), never the nominative
    "fi": [("piste", "pistettä"), ("tikki", "tikkiä"), ("puikko", "puikkoa"), ("kortti", "korttia"),
           ("jako", "jakoa"), ("sekunti", "sekuntia"), ("äänitiedosto", "äänitiedostoa"), ("viesti", "viestiä")],
}
ONE = {"en": r"(?:1|one|a|an)", "de": r"(?:1|ein|eine|einen|einem|einer)", "fi": r"(?:1|yksi)"}
MANY = {"en": r"(?:0|2|5|two|five)", "de": r"(?:0|2|5|zwei|fünf)", "fi": r"(?:0|2|5|kaksi|viisi)"}


def _files(lang: str) -> list[str]:
    return sorted(p.name for p in (locales_dir() / lang).glob("*.ftl"))


@cache
def _catalog(lang: str) -> dict[str, ast.Message]:
    messages: dict[str, ast.Message] = {}
    for name in _files(lang):
        resource = FluentParser().parse((locales_dir() / lang / name).read_text(encoding="utf-8"))
        messages.update({e.id.name: e for e in resource.body if isinstance(e, ast.Message)})
    return messages


def _scan(lang: str, msg_id: str, seen: set[str]) -> tuple[dict[str, set[str]], set[str], str]:
    """Selector keys per variable, all variables and the literal text, through message references."""
    seen.add(msg_id)
    selectors: dict[str, set[str]] = {}
    names: set[str] = set()
    literal: list[str] = []
    for node in walk_fluent(_catalog(lang)[msg_id]):
        if isinstance(node, ast.VariableReference):
            names.add(node.id.name)
        elif isinstance(node, ast.TextElement):
            literal.append(node.value)
        elif isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = selectors.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                keys.add(variant.key.value if isinstance(variant.key, ast.NumberLiteral) else variant.key.name)
        elif isinstance(node, ast.MessageReference) and node.id.name not in seen:
            sub_selectors, sub_names, sub_literal = _scan(lang, node.id.name, seen)
            names |= sub_names
            literal.append(sub_literal)
            for key, values in sub_selectors.items():
                selectors.setdefault(key, set()).update(values)
    return selectors, names, " ".join(literal)


def _numeric(msg_id: str, name: str, keys: set[str] | None) -> bool:
    if keys is not None and keys and (keys <= PLURAL_CATEGORIES or any(k.isdigit() for k in keys)):
        return True
    return name in NUMERIC or name in NUMERIC_IN.get(msg_id, set())


def _domain(name: str, keys: set[str]) -> list[str]:
    """The values the code may pass for a selector. A rank selector keyed by card letters
    ("[T] ...") gets card letters, digits included: exactly what must never be spoken."""
    if name == "rank" and any(len(k) == 1 for k in keys):
        return list("23456789TJQKA")
    return DOMAINS.get(name, [])


def renderings(lang: str, msg_id: str) -> Iterator[tuple[dict[str, str | int], str]]:
    """(arguments, text) for every count of 0, 1, 2, 5 and every choice of the other selectors."""
    selectors, names, _ = _scan(lang, msg_id, set())
    numbers = sorted(n for n in names if _numeric(msg_id, n, selectors.get(n)))
    # Every selector also gets a value no variant names, so the default variant is said too.
    choices = {n: [*sorted(keys - {"other"} | set(_domain(n, keys))), "‹default›"]
               for n, keys in selectors.items() if n not in numbers}
    phrases = {n: f"‹{n}›" for n in names if n not in numbers and n not in choices}
    keys = sorted(choices)
    combos = list(itertools.product(*(choices[k] for k in keys)))[:2000]
    message = _catalog(lang)[msg_id]
    attrs: list[str | None] = [None, *(a.id.name for a in message.attributes)]
    t = translator(lang)
    count_cases = [{n: (c if n == varied else 5) for n in numbers} for varied in numbers for c in COUNTS] or [{}]
    for combo in combos:
        for counts in count_cases:
            args: dict[str, str | int] = {**phrases, **dict(zip(keys, combo, strict=True)), **counts}
            for attr in attrs:
                if attr is None and message.value is None:
                    continue
                yield args, t.format(msg_id, args, attribute=attr)


def plural_errors(lang: str, text: str) -> list[str]:
    errors = []
    for singular, plural in NOUNS[lang]:
        # A German score takes the plural whatever the loser's number: "mit 3 zu 1 Augen".
        for match in re.finditer(rf"(?<!zu )\b{ONE[lang]} {plural}\b", text):
            errors.append(match.group(0))
        for match in re.finditer(rf"\b{MANY[lang]} {singular}\b(?!\w)", text):
            errors.append(match.group(0))
    return errors


def digit_rank(text: str, literal: str, args: dict[str, str | int]) -> list[str]:
    """Digits in the text that neither the catalog's own words nor a number argument put there."""
    allowed = set(re.findall(r"\d+", literal)) | {str(v) for v in args.values() if isinstance(v, int)}
    return [d for d in re.findall(r"\d+", text) if d not in allowed]


IDS = [(lang, msg_id) for lang in LANGUAGES for msg_id in sorted(_catalog(lang))]


def test_every_language_has_the_same_catalog_files_and_ids() -> None:
    assert len({tuple(_files(lang)) for lang in LANGUAGES}) == 1
    assert len({frozenset(_catalog(lang)) for lang in LANGUAGES}) == 1


@pytest.mark.parametrize(("lang", "msg_id"), IDS, ids=[f"{lang}:{msg_id}" for lang, msg_id in IDS])
def test_counts_take_the_right_plural_and_ranks_are_words(lang: str, msg_id: str) -> None:
    _, _, literal = _scan(lang, msg_id, set())
    for args, text in renderings(lang, msg_id):
        assert not plural_errors(lang, text), f"{msg_id} with {args}: wrong plural in {text!r}"
        if msg_id not in DIGITS_ALLOWED:
            assert not digit_rank(text, literal, args), f"{msg_id} with {args}: a digit in {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_checks_catch_what_the_issue_found(lang: str) -> None:
    """The two faults this test exists for are really caught."""
    assert plural_errors("en", "The opponents win the game 1 sticks to 0 after one deal.") == ["1 sticks"]
    assert plural_errors("de", "Zusammen 1 Augen.") == ["1 Augen"]
    assert plural_errors("de", "Eine Runde hat 2 Stich.") == ["2 Stich"]
    assert digit_rank("Keine 7 auf der Hand.", "Keine  auf der Hand.", {}) == ["7"]
    assert digit_rank("No 8 in your hand.", "No  in your hand.", {"count": 2}) == ["8"]
    # and what the catalogs now say instead
    t = translator(lang)
    assert not re.search(r"\d", t("ui-no-rank", rank_no="‹x›").replace("‹x›", ""))
    assert plural_errors("fi", "Jaossa on 2 tikki.") == ["2 tikki"]
    assert plural_errors("fi", "Yhteensä 1 pistettä.") == ["1 pistettä"]
    assert t("game-over", team="other", scoring="sticks", winner_score=1, loser_score=0, deals=1) == {
        "de": "Verloren. Die Gegner gewinnen das Spiel mit 1 zu 0 Zählstäbchen nach einer Runde.",
        "fi": "Hävisit. Vastustajat voittavat pelin yhden jaon jälkeen puikoin 1–0.",
    }.get(lang, "You lost. The opponents win the game 1 stick to 0 after one deal.")
