"""The game catalogs: the same ids and attributes in both languages, every variant renders clean."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from ristikontra.announce.cards import RANK_KEYS, SUIT_KEYS
from ristikontra.announce.rules import RULES_SECTIONS
from ristikontra.engine import REASONS
from ristikontra.i18n import LANGUAGES, translator
from ristikontra.resources import locales_dir
from tests.announce.announce_support import walk_fluent

PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
#: Values the code passes for identifier selectors beyond the keys a pattern lists.
DOMAINS: dict[str, list[str]] = {
    "who": ["self", "partner", "left", "right", "named"],
    "dealer_who": ["self", "partner", "left", "right", "named"],
    "leader_who": ["self", "partner", "left", "right", "named"],
    "team": ["own", "other", "none"],
    "rank": list(RANK_KEYS.values()),
    "suit": list(SUIT_KEYS.values()),
    "case": ["nom", "acc", "dat"],
    "form": ["acc", "a-acc", "dat", "a-dat", "no-acc", "a-nom"],
    "reason": ["points", "sweep", "dirty", "tie"],
}
NUMBERS = [0, 1, 2, 3, 5, 12, 21]
ISOLATING = re.compile("[\u2068\u2069]")


def _messages(lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((locales_dir() / lang / "game.ftl").read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{lang}: syntax errors: {[j.annotations for j in junk]}"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


CATALOGS = {lang: _messages(lang) for lang in LANGUAGES}
ALL_IDS = sorted(CATALOGS["de"])


def _variables(lang: str, msg_id: str, seen: set[str] | None = None) -> tuple[dict[str, set[str]], set[str]]:
    """Selector variables with their variant keys, and all variables, through message references."""
    seen = seen if seen is not None else set()
    seen.add(msg_id)
    selectors: dict[str, set[str]] = {}
    names: set[str] = set()
    for node in walk_fluent(CATALOGS[lang][msg_id]):
        if isinstance(node, ast.VariableReference):
            names.add(node.id.name)
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = selectors.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                keys.add(variant.key.value if isinstance(variant.key, ast.NumberLiteral) else variant.key.name)
        if isinstance(node, ast.MessageReference) and node.id.name not in seen:
            sub_sel, sub_names = _variables(lang, node.id.name, seen)
            names |= sub_names
            for key, values in sub_sel.items():
                selectors.setdefault(key, set()).update(values)
    return selectors, names


def _values(name: str, keys: set[str]) -> list[str | int]:
    numeric = {k for k in keys if re.fullmatch(r"\d+", k)}
    if numeric or keys <= PLURAL_CATEGORIES:
        return sorted({*NUMBERS, *(int(k) for k in numeric)})
    return sorted(keys | set(DOMAINS.get(name, [])) - {"other"}) or ["x"]


def _combinations(lang: str, msg_id: str) -> list[dict[str, str | int]]:
    selectors, names = _variables(lang, msg_id)
    axes = {name: _values(name, keys) for name, keys in selectors.items()}
    fixed: dict[str, str | int] = {n: f"‹{n}›" for n in names if n not in axes}
    keys = sorted(axes)
    combos = [dict(zip(keys, values, strict=True)) for values in itertools.product(*(axes[k] for k in keys))]
    return [{**fixed, **c} for c in combos[:4000]]


def _check_clean(text: str, msg_id: str) -> None:
    assert text.strip(), f"{msg_id}: empty"
    assert "{" not in text and "}" not in text, f"{msg_id}: raw placeable in {text!r}"
    assert not ISOLATING.search(text), f"{msg_id}: isolating mark in {text!r}"
    assert "  " not in text, f"{msg_id}: double space in {text!r}"
    for other_id in ALL_IDS:
        if "-" in other_id:
            assert other_id not in text, f"{msg_id}: id {other_id} leaks into {text!r}"


def test_same_ids_in_both_languages() -> None:
    assert set(CATALOGS["de"]) == set(CATALOGS["en"])


@pytest.mark.parametrize("msg_id", ALL_IDS)
def test_same_attributes_in_both_languages(msg_id: str) -> None:
    attrs = {lang: {a.id.name for a in CATALOGS[lang][msg_id].attributes} for lang in LANGUAGES}
    assert attrs["de"] == attrs["en"]
    assert all(CATALOGS[lang][msg_id].value is not None for lang in LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("msg_id", ALL_IDS)
def test_every_variant_renders_clean(lang: str, msg_id: str) -> None:
    t = translator(lang)
    attrs = [None] + [a.id.name for a in CATALOGS[lang][msg_id].attributes]
    for args in _combinations(lang, msg_id):
        for attr in attrs:
            _check_clean(t.format(msg_id, args, attribute=attr), f"{lang}:{msg_id}.{attr}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rank_has_its_own_words(lang: str) -> None:
    t = translator(lang)
    for msg_id in ("rank", "rank-plural"):
        words = {t(msg_id, rank=key) for key in RANK_KEYS.values()}
        assert len(words) == 13, msg_id
    for form in DOMAINS["form"]:
        assert len({t("rank-form", rank=key, form=form) for key in RANK_KEYS.values()}) == 13, form
    for count in (1, 2, 3, 4):
        assert len({t("rank-count", rank=key, count=count) for key in RANK_KEYS.values()}) == 13
    assert len({t("suit", suit=key) for key in SUIT_KEYS.values()}) == 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_seat_relation_has_its_own_name(lang: str) -> None:
    t = translator(lang)
    for case in ("nom", "acc", "dat"):
        names = {t("player", who=who, case=case, name="Anna") for who in DOMAINS["who"]}
        assert len(names) == 5, case
    shorts = {t("player", attribute="short", who=who, case="nom", name="Anna") for who in DOMAINS["who"]}
    assert len(shorts) == 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_message_per_illegal_reason(lang: str) -> None:
    texts = set()
    for reason in REASONS:
        msg_id = f"illegal-{reason.replace('_', '-')}"
        assert msg_id in CATALOGS[lang], msg_id
        texts.add(translator(lang).format(msg_id, {"rank_no": "x", "rank_a": "x", "rank_a_dat": "x",
                                                   "rank_name": "x", "limit": 3, "blind": "yes"}))
    assert len(texts) == len(REASONS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_text_has_every_section(lang: str) -> None:
    for name in RULES_SECTIONS:
        assert f"rules-section-{name}" in CATALOGS[lang]
    sections = {e for e in CATALOGS[lang] if e.startswith("rules-section-")}
    assert sections == {f"rules-section-{n}" for n in RULES_SECTIONS}


def test_german_uses_the_braillespiel_words() -> None:
    t = translator("de")
    assert [t("rank", rank=k) for k in ("ace", "king", "queen", "jack", "ten")] == [
        "Ass", "König", "Dame", "Bube", "Zehn"]
    assert [t("suit", suit=k) for k in ("clubs", "spades", "hearts", "diamonds")] == [
        "Kreuz", "Pik", "Herz", "Karo"]
    assert t("rank-count", rank="ace", count=1) == "ein Ass"
    assert t("rank-count", rank="ace", count=2) == "zwei Asse"
    assert t("points", count=1) == "ein Auge"
    assert t("points", count=21) == "21 Augen"


def test_catalog_files_exist_for_every_language() -> None:
    for lang in LANGUAGES:
        assert Path(locales_dir() / lang / "game.ftl").is_file()
