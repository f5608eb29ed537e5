"""Shift+U names one card of a rank by a word that agrees with the rank (German has three genders)."""

from __future__ import annotations

import pytest
from ui_harness import Driver, make_session

from ristikontra.i18n import translator
from ristikontra.keep import saves


@pytest.mark.parametrize(("rank", "one"), [("ace", "eins"), ("king", "einer"), ("jack", "einer"),
                                           ("queen", "eine"), ("ten", "eine"), ("seven", "eine")])
def test_one_card_of_a_rank_takes_the_ranks_gender_in_german(rank: str, one: str) -> None:
    text = translator("de")("count-rank", rank=rank, count=2, held=1, played=1)
    assert f"Auf deiner Hand: {one}, gespielt: {one}." in text


def test_shift_u_on_the_only_ace_in_hand_says_eins() -> None:
    saves.discard_save()
    session = make_session("de", seed=5)
    aces: list[int] = []
    before: list[int] = []

    def count_aces(s: object) -> None:
        view = session.view()
        assert view is not None
        aces.append(sum(card.rank == "A" for card in view.hand))
        before.append(len(session.transcript))

    Driver(session).run([count_aces, "A", "U"])
    assert aces == [1], "the deal of seed 5 changed: this test needs a hand with one ace"
    said = session.transcript[before[0]:]
    assert said[-1].startswith("Noch draußen: drei Asse."), said
    assert "Auf deiner Hand: eins," in said[-1], said[-1]
