"""The German catalogs use one word for one thing, in every file of `locales/de`.

A card's value is an "Auge" (the points in a trick, a hand, a deal, the coach's hints);
"Punkte" is the game score of the running total (120 to win); a stick is a "Zählstäbchen"
("Stäbchen" in the short braille forms), never a "Strich"; the Enter key is the "Eingabetaste".
A player who hears "11 Augen im Stich" from the announcer and "11 Punkte" from the coach would
think these are two things.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast

from ristikontra.i18n import translator
from ristikontra.resources import locales_dir

#: The German messages about the running total's score: only these may say "Punkt" in any form.
SCORE_MESSAGES = {
    "total-points",      # the score of the running total ("120 Punkte")
    "deal-result-total",  # "… und fällt auf null zurück" (the running total's points)
    "total-reset",
    "game-over",         # "mit 130 zu 95 Punkten"
    "game-over-watching",
    "need-game-total",
    "need-game-total-watching",
    "ruleset-name",      # "Gesamtpunkte nach Saari"
    "rules-goal",
    "web-table-scores-points",  # the drawn table's game score ("Gesamtpunkte: …")
    "web-table-scores-points-watching",
    "rules-scoring-2",
    "rules-scoring-3",
    "rules-scoring-4",
    "value-rules",       # the rule set in the menu, by the same name
    "value-target",      # the target in the menu, in the score's unit
    "cli-help-play-target",
    "cli-help-simulate-target",
}
_POINT = re.compile(r"punkt", re.IGNORECASE)
#: "Strich" or "Striche" alone (a "Schrägstrich" is the slash key, a "Stich" a trick).
_STROKE = re.compile(r"\bStrich(?:e|en)?\b")


def _messages(lang: str) -> Iterator[tuple[str, str, str]]:
    """(file, id, source text) of every message in `locales/<lang>`."""
    serializer = FluentSerializer()
    for path in sorted(Path(locales_dir() / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                yield path.name, entry.id.name, serializer.serialize_entry(entry)


def test_german_names_the_enter_key_eingabetaste() -> None:
    # The page's help said "Enter spielt die Karte" and, a sentence later, "Die Eingabetaste
    # schickt die Zeile ab": one key under two names.
    wrong = [f"{name}: {msg_id}" for name, msg_id, text in _messages("de") if re.search(r"\bEnter\b", text)]
    assert not wrong, f"the Enter key is the 'Eingabetaste' (ui.ftl): {wrong}"


def test_german_card_points_are_always_augen() -> None:
    wrong = [f"{name}: {msg_id}" for name, msg_id, text in _messages("de")
             if _POINT.search(text) and msg_id not in SCORE_MESSAGES]
    assert not wrong, f"card points are 'Augen' (game.ftl), not 'Punkte': {wrong}"


def test_the_score_messages_still_exist() -> None:
    """A renamed message must leave this list, so the list cannot excuse a word nobody checks."""
    ids = {msg_id for _, msg_id, _ in _messages("de")}
    assert ids >= SCORE_MESSAGES, SCORE_MESSAGES - ids


def test_german_sticks_are_always_zaehlstaebchen() -> None:
    wrong = [f"{name}: {msg_id}" for name, msg_id, text in _messages("de") if _STROKE.search(text)]
    assert not wrong, f"sticks are 'Zählstäbchen' (game.ftl), not 'Striche': {wrong}"


@pytest.mark.parametrize("scoring", ["total", "short"])
def test_the_menu_names_the_score_as_the_game_does(scoring: str) -> None:
    t = translator("de")
    assert t("value-target", scoring=scoring, value=60).endswith("60 Punkte")
    assert t("total-points", count=60, case="nom") == "60 Punkte"
    assert t("value-target", scoring="sticks", value=5) == "5 Zählstäbchen"


def test_the_rule_sets_have_one_name_each() -> None:
    """The options menu names a rule set as the start of a game does ("Gesamtpunkte nach Saari")."""
    t = translator("de")
    for name in ("sticks", "total", "short"):
        text = t("value-rules", choice=name)
        assert text in t("ruleset-name", name=name), (name, text)
