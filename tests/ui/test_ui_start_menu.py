"""The start of the game (issue 32, item 8): `n` at the save question asks before the saved game
is gone, and a plain start opens a start menu instead of dealing at once."""

from __future__ import annotations

import pytest
from ui_harness import CTRL_Q, ENTER, Driver, make_session

from ristikontra.ui import saves


def _saved_game(lang: str) -> dict[str, object]:
    first = make_session(lang, seed=5, level="basic")
    Driver(first).run([ENTER, CTRL_Q])
    assert first.state is not None
    return first.state.to_dict()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_n_at_the_save_question_asks_before_discarding(lang: str) -> None:
    saved = _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run(["n"])
    t = session.t
    assert session.transcript[-1] == t("ui-save-confirm-new", deal=1, trick=saved["trick_no"])
    assert session.state is None, "one n deals nothing"
    kept = saves.load_game().game
    assert kept is not None and kept.state.seed == saved["seed"], "the saved game is still there"
    # Another key in between: n asks again; Enter then continues the saved game.
    Driver(session).run(["h", "n", ENTER], start=False)
    assert session.transcript.count(t("ui-save-confirm-new", deal=1, trick=saved["trick_no"])) == 2
    assert session.state is not None and session.state.seed == saved["seed"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_n_twice_starts_the_new_game(lang: str) -> None:
    _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run(["n", "n"])
    assert session.state is not None and session.state.seed == 6
