"""A table key pressed in a mode of its own (the rules reader, the deal review, the options menu)
says how to get back, through the real application on a pipe: prompt_toolkit delivers Enter as
"c-m", Tab as "c-i" and Space as " ", and each must be known as the key it is."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator

import pytest
from ui_harness import ENTER, ESCAPE, TAB, Driver, Step, Wait, make_session

from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.ui.terminal.session import TableSession


def _said_after(session: TableSession, keys: Iterable[Step]) -> list[str]:
    """What the table said from the first of `keys` on (the start of the game left out)."""
    start: list[int] = []
    Driver(session).run(itertools.chain([lambda s: start.append(len(s.transcript))], keys))
    return session.transcript[start[0]:]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_enter_space_and_tab_in_the_rules_reader_say_escape_returns(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=3)
    t = translator(lang)
    said = _said_after(session, ["R", ENTER, " ", TAB, ESCAPE])
    assert said[2:5] == [t("ui-key-rules")] * 3, said
    assert t("ui-key-unused") not in said
    assert session.keyboard.mode == "play"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_tab_in_the_options_menu_says_escape_returns(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=3)
    said = _said_after(session, ["o", TAB, ESCAPE])
    assert said[2] == translator(lang)("ui-key-menu"), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_enter_and_space_in_the_deal_review_say_escape_returns(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=3, level="basic")
    t = translator(lang)

    def to_the_review() -> Iterator[Step]:
        while session.mode != "between":
            yield ENTER
        yield Wait(lambda s: s.keyboard.coach.review_ready)
        yield "v"

    said = _said_after(session, itertools.chain(to_the_review(), [ENTER, " ", ESCAPE]))
    assert said[-3:] == [t("ui-key-review"), t("ui-key-review"), t("ui-review-closed")], said[-6:]
    assert session.keyboard.mode == "between", "Enter in the review did not deal the next hand"
