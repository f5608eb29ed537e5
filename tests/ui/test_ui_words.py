"""The table's words through the real application: rank jumps say words, never digits, and the
German jack and queen keys (Shift+B for Bube, Shift+D for Dame) work in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ui_harness import Driver, keys_in_terminal, make_session

from ristikontra.keep import saves

NAMES = {
    "en": {"2": "two", "7": "seven", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"},
    "de": {"2": "keine Zwei", "7": "keine Sieben", "9": "keine Neun", "T": "keine Zehn", "J": "keinen Buben",
           "Q": "keine Dame", "K": "keinen König", "A": "kein Ass"},
}


def _missing_rank_sentence(lang: str, rank: str) -> str:
    if lang == "de":
        return f"Du hast {NAMES['de'][rank]} auf der Hand."
    name = NAMES["en"][rank]
    return f"You have no {name} in your hand."


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("key", "rank"), [("B", "J"), ("D", "Q"), ("J", "J"), ("Q", "Q")])
def test_jack_and_queen_keys(lang: str, key: str, rank: str) -> None:
    for seed in range(1, 40):
        saves.discard_save()  # each game starts fresh, not at the question about a saved game
        session = make_session(lang, seed=seed)
        Driver(session).run([key])
        hand = session.hand.cards
        if any(c.rank == rank for c in hand):
            focused = session.hand.focused
            assert focused is not None and focused.rank == rank
            expected = session.announcer.card_focus(focused, session.hand.index + 1, len(hand)).text
            assert session.transcript[-1] == expected
            return
        assert session.transcript[-1] == _missing_rank_sentence(lang, rank)
    pytest.fail("no seed dealt a hand with that rank")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_missing_rank_is_said_in_words(lang: str) -> None:
    keys = {"2": "2", "7": "7", "9": "9", "T": "0", "K": "K", "A": "A"}
    said: set[str] = set()
    for seed in range(1, 30):
        saves.discard_save()  # each game starts fresh, not at the question about a saved game
        session = make_session(lang, seed=seed)
        Driver(session).run(list(keys.values()))
        hand_ranks = {c.rank for c in session.hand.cards}
        for rank in keys:
            if rank not in hand_ranks:
                assert _missing_rank_sentence(lang, rank) in session.transcript
                said.add(rank)
        assert not [line for line in session.transcript if re.search(r"\b[2-9]\b.*(Hand|hand)", line)]
        if len(said) >= 4:
            return
    pytest.fail("too few missing ranks seen")


@pytest.mark.parametrize(("lang", "jack", "queen"), [("en", "[Jj]ack", "[Qq]ueen"), ("de", "Bube", "Dame")])
def test_shift_b_and_shift_d_in_a_real_terminal(tmp_path: Path, lang: str, jack: str, queen: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    keys_in_terminal(pexpect, tmp_path, lang, 5, [("B", jack), ("D", queen), ("7", "(seven|Sieben)")])
