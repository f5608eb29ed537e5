"""`p` ("Play online") holds the game here from the first key: no computer plays on under the
questions, and Escape lets the game go on. Before, the partner's play and "your turn" were said
between "Play online" and the server question. The real application on a pipe, both languages."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from tests.net.netharness import ServerThread
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
def test_the_remembered_server_and_name_are_said(lang: str, tmp_path: Path) -> None:
    """The server address and the name "Play online" remembers were only shown on the live line.
    (The address is checked before the name is asked: a real server answers at it.)"""
    t = translator(lang)
    with ServerThread(tmp_path / "server") as server:
        session = make_session(lang, seed=3, level="basic", online_server=server.url, online_name="Anna")
        Driver(session).run(["p", ENTER, Wait(lambda s: t("ui-online-name-again", name="Anna") in s.transcript),
                             ESCAPE])
    said = session.transcript
    assert t("ui-online-server-again", server=server.url) in said
    assert server.url in t("ui-online-server-again", server=server.url)
    assert t("ui-online-name-again", name="Anna") in said
    assert "Anna" in t("ui-online-name-again", name="Anna")
