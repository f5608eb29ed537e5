"""`s`: the score first, in one short sentence; the details on a second press (issue 32, item 6)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from ui_harness import ENTER, Driver, make_session


@pytest.mark.parametrize(("lang", "score", "details"), [
    ("en", "Score: your team no sticks, the opponents no sticks; deal 1 so far 0 to 0 points.", "To win the game"),
    ("de", "Stand: dein Team keine Zählstäbchen, die Gegner keine Zählstäbchen; Runde 1 bisher 0 zu 0 Augen.",
     "Zum Sieg im Spiel"),
])
def test_s_says_the_score_first_and_the_details_on_a_second_press(lang: str, score: str, details: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    Driver(session).run(["s", "s", "s"])
    first, second, third = session.transcript[-3:]
    assert first == score
    assert details in second and len(second) > len(first)
    assert "Score:" not in second and "Stand:" not in second, "the details do not say the score again"
    assert third == first, "a third press starts over with the score"


@pytest.mark.parametrize(("lang", "ended"), [("en", r"; deal 1 ended \d+ to \d+ points\.$"),
                                             ("de", r"; Runde 1 endete mit \d+ zu \d+ Augen\.$")])
def test_s_between_deals_names_the_deal_just_played(lang: str, ended: str) -> None:
    session = make_session(lang, seed=3, level="basic")

    def steps() -> Iterator[str]:
        while session.mode == "play":
            yield ENTER
        yield "s"
        yield "k"
        yield "s"

    Driver(session).run(steps())
    first, _, again = session.transcript[-3:]
    assert re.search(ended, first), first
    assert len(first) < 110
    assert again == first, "another key in between: the short score again, not the details"
