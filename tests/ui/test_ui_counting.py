"""The card-count keys through the real application (pipe input) and in a real terminal."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_harness import Driver, keys_in_terminal, make_session

from ristikontra.keep import saves

FIRST = {"en": "Still out: ", "de": "Noch draußen: "}
GONE = {"en": ("Every rank still has", "have been played", "you hold the rest"),
        "de": ("Von jedem Rang ist noch", "sind gespielt", "hast du auf der Hand")}


def _is_gone(lang: str, text: str) -> bool:
    return any(marker in text for marker in GONE[lang])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_u_counts_a_second_u_says_what_is_gone_and_shift_u_counts_the_focused_rank(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=4)
    before: list[int] = []
    Driver(session).run([lambda s: before.append(len(s.transcript)), "u", "u", "u", "h", "u", "U"])
    said = session.transcript[before[0]:]
    assert said[0].startswith(FIRST[lang])
    assert _is_gone(lang, said[1])
    assert said[2] == said[0], "a third press starts over"
    assert said[4] == said[0], "after another key, u counts again"
    view = session.view()
    focused = session.hand.focused
    assert view is not None and focused is not None
    assert said[5] == session.announcer.rank_count(view, focused.rank).text
    assert all(not line.startswith(("That key", "Diese Taste")) for line in said)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_count_changes_as_cards_fall(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=4)
    counts: list[str] = []

    def count(s: object) -> None:
        view = session.view()
        assert view is not None
        counts.append(session.announcer.card_count(view).text)

    Driver(session).run(["u", count, "\r", "\r", "\r", "u", count])
    lines = [line for line in session.transcript if line.startswith(FIRST[lang])]
    assert lines[0] == counts[0] and lines[-1] == counts[1]
    assert counts[0] != counts[1]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f1_names_the_count_keys(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=4)
    Driver(session).run(["\x1bOP", "\x1bOP"])  # F1 twice: the whole list at once
    help_text = "\n".join(session.transcript)
    assert (session.t("cmd-card-count") + ".") in help_text
    assert (session.t("cmd-card-count-rank") + ".") in help_text


@pytest.mark.parametrize(("lang", "first", "gone", "rank"), [
    ("en", "Still out: ", r"(Every rank still has|have been played|you hold the rest)",
     r"(Still out|No \w+ are out any more)"),
    ("de", "Noch draußen: ", r"(Von jedem Rang ist noch|sind gespielt|hast du auf)",
     r"(Noch draußen|Keine \w+ mehr draußen)"),
])
def test_card_count_keys_in_a_real_terminal(tmp_path: Path, lang: str, first: str, gone: str, rank: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    keys_in_terminal(pexpect, tmp_path, lang, 4, [("u", first), ("u", gone), ("U", rank)])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rank_count_keys_line_says_what_it_counts_without_the_line_before(lang: str) -> None:
    # F1's list is read one line at a time, the most used first: Shift+U comes eight lines after
    # u, so "the same count for the rank ..." pointed at a line the player heard long before.
    saves.discard_save()
    session = make_session(lang, seed=4)
    Driver(session).run(["U"])  # Shift+U: what it answers begins "Still out" / "Noch draußen"
    answer = session.transcript[-1]
    assert answer.startswith(FIRST[lang]), answer
    line = session.t("cmd-card-count-rank")
    assert FIRST[lang].rstrip(": ").lower() in line.lower(), line
    assert not line.lower().startswith(("the same", "dasselbe")), line
