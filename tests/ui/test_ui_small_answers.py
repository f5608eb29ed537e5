"""Small answers of the table (issue 32, item 16): an unknown key is answered in full once and
briefly while it is pressed again in a row; a and q jump to aces and queens."""

from __future__ import annotations

import pytest
from ui_harness import Driver, make_session

from ristikontra.ui.terminal.session import TableSession


@pytest.mark.parametrize("lang", ["en", "de"])
def test_unknown_keys_in_a_row_are_answered_briefly_after_the_first(lang: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    marks: list[int] = []

    def mark(s: TableSession) -> None:
        marks.append(len(s.transcript))

    Driver(session).run([mark, *["x"] * 15, mark, "h", "x", "x", "z"])
    t = session.t
    said = session.transcript[marks[0]:marks[1]]
    assert said == [t("ui-key-unused"), *[t("ui-key-again")] * 14]
    assert len(t("ui-key-again")) < 20
    assert session.transcript[-3:] == [t("ui-key-unused"), t("ui-key-again"), t("ui-key-unused")], \
        "after a key that worked, and for another key: in full again"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lower_case_a_and_q_jump_like_shift(lang: str) -> None:
    """Seed 11's hand holds two queens and no ace."""
    session = make_session(lang, seed=11, level="basic")
    Driver(session).run(["q", "Q", "a"])
    k = session.keyboard
    view = k.view
    assert view is not None
    first, second, ace = session.transcript[-3:]
    queens = [i for i, card in enumerate(k.hand.cards) if card.rank == "Q"]
    assert len(queens) == 2
    total = len(k.hand.cards)
    assert first == k.announcer.card_focus(k.hand.cards[queens[0]], queens[0] + 1, total).text
    assert second == k.announcer.card_focus(k.hand.cards[queens[1]], queens[1] + 1, total).text
    assert ace == session.t("ui-no-rank", rank_no=k.announcer.rank_name("A", "no-acc"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_says_that_zero_is_the_ten(lang: str) -> None:
    """A player reaching for the ten presses 1 (of "10"): the answer names the key that works."""
    session = make_session(lang, seed=11, level="basic")
    marks: list[int] = []
    Driver(session).run([lambda s: marks.append(len(s.transcript)), "1"])
    assert session.transcript[marks[0]:] == [session.t("ui-key-one")]
    assert "0" in session.t("ui-key-one")
