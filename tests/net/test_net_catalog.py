"""Every reason the server can give, and every online message, in natural German and English."""

from __future__ import annotations

import re

import pytest

from ristikontra.engine import GameState
from ristikontra.i18n import LANGUAGES, Translator
from ristikontra.net.client import missed_summary, reason_message_id
from ristikontra.net.clientstate import CLIENT_REASONS
from ristikontra.net.protocol import ERRORS
from ristikontra.resources import locales_dir

ARGS = {"code": "482 915", "seat": 2, "name": "Anna", "text": "Hallo", "cards": 1, "tricks": 2, "deals": 0,
        "host": "0.0.0.0", "port": 8765, "reason": "denied", "path": "/srv", "url": "ws://x:1", "tables": 2,
        "place": "partner", "free": 2, "who": "partner of Anna", "position": 1, "total": 2, "deal": 1, "trick": 3,
        "edge": "last", "min": "1", "max": "10", "value": "fast", "request": "create", "seed": 7, "move": 12,
        "server": "ws://x:1", "command": "ristikontra", "what": "hung", "limit": 5, "workers": 2, "wait": 1,
        "moves": 3, "lang": "de", "why": "full", "count": 2, "line": "Anna's table", "opener": "Anna",
        "named": "yes", "names": "Anna, Ben", "people": 2, "rules": "sticks", "level": "strong", "state": "waiting",
        "langs": "German", "more": 0, "autonym": "Deutsch", "room": "yes"}


def ids_of(lang: str) -> set[str]:
    text = (locales_dir() / lang / "net.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.MULTILINE))


def test_both_languages_have_the_same_online_messages() -> None:
    assert all(ids_of(lang) == ids_of("en") for lang in LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_code_has_a_sentence(lang: str) -> None:
    t = Translator(lang)
    for reason in (*ERRORS, *CLIENT_REASONS, "seat_reserved"):  # the last: a newer server's
        text = t(reason_message_id(reason))
        assert text.endswith(".") and "_" not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_online_message_formats(lang: str) -> None:
    t = Translator(lang)
    for msg_id in sorted(ids_of(lang)):
        assert "{" not in t(msg_id, **ARGS), msg_id


def test_the_missed_summary_counts_what_happened() -> None:
    state = GameState(seed=2)
    events = state.start_deal()
    for _ in range(5):
        events += state.apply(state.legal_actions()[0])
    args = missed_summary(events)
    assert args == {"cards": 5, "tricks": 1, "deals": 1}
    assert Translator("en")("net-missed", **args) == (
        "While you were away: 5 cards played, one trick finished, one new deal.")
    assert Translator("de")("net-missed", **{**args, "deals": 0}) == (
        "Während du weg warst, wurden 5 Karten gespielt, ein Stich ging zu Ende.")
    # No trick finished: nothing said of tricks, not "0 tricks finished".
    assert Translator("en")("net-missed", cards=1, tricks=0, deals=0) == "While you were away: one card played."
    assert Translator("de")("net-missed", cards=1, tricks=0, deals=0) == (
        "Während du weg warst, wurde eine Karte gespielt.")
