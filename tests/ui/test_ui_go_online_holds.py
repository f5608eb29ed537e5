"""`p` ("Play online") holds the game here from the first key: no computer plays on under the
questions, and Escape lets the game go on. Before, the partner's play and "your turn" were said
between "Play online" and the server question. The real application on a pipe, both languages."""

from __future__ import annotations

import time

import pytest
from ui_harness import ENTER, ESCAPE, Driver, Wait, make_session

from ristikontra.i18n import translator
from ristikontra.ui.terminal.session import TableSession

#: How long the questions stay open: computers with no pause would play many cards meanwhile.
OPEN_FOR = 0.6


def _played(session: TableSession) -> int:
    state = session.table.state
    assert state is not None
    return len(state.view(0).played_cards())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_game_here_holds_while_play_online_asks(lang: str) -> None:
    t = translator(lang)
    session = make_session(lang, seed=3, level="basic")
    seen: dict[str, float | int] = {}

    def mark(session: TableSession) -> None:
        seen["at"], seen["played"], seen["said"] = time.monotonic(), _played(session), len(session.transcript)

    def open_a_while(session: TableSession) -> bool:
        return time.monotonic() - seen["at"] > OPEN_FOR

    steps = [Wait(lambda s: s.keyboard.view is not None and s.keyboard.view.my_turn), ENTER, "p", mark,
             Wait(open_a_while), lambda s: seen.update(after=_played(s), said_after=len(s.transcript)), ESCAPE,
             Wait(lambda s: _played(s) > seen["played"])]
    Driver(session, ai_delay=0.01).run(steps, wait=False)
    assert seen["after"] == seen["played"], "a card was played under the questions"
    # From "Play online" to the Escape only the questions were said.
    asked = session.transcript.index(t("ui-online-intro"), int(seen["said"]) - 2)
    said = session.transcript[asked:int(seen["said_after"])]
    assert said == [t("ui-online-intro"), t("ui-online-server")], said
    assert t("ui-online-cancelled") in session.transcript


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_remembered_server_and_name_are_said(lang: str) -> None:
    """The server address and the name "Play online" remembers were only shown on the live line."""
    t = translator(lang)
    session = make_session(lang, seed=3, level="basic", online_server="ws://example.org:9000", online_name="Anna")
    Driver(session).run(["p", ENTER, ESCAPE])
    said = session.transcript
    assert t("ui-online-server-again", server="ws://example.org:9000") in said
    assert "ws://example.org:9000" in t("ui-online-server-again", server="ws://example.org:9000")
    assert t("ui-online-name-again", name="Anna") in said
    assert "Anna" in t("ui-online-name-again", name="Anna")
