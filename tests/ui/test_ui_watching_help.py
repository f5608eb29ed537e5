"""F1 for a watcher: no key of a hand of one's own (a watcher holds none), no hint or review of
one's own decisions, and "i" says who plays with whom, not "your partner and the opponents";
the line under the messages says what the keys read, not an empty hand."""

from __future__ import annotations

from typing import Any

import pytest
from ui_harness import Driver, make_session

from ristikontra.ui.seat.keyboard import WATCHING_SKIPS


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_f1_while_watching_names_only_what_a_watcher_can_do(lang: str, monkeypatch: Any) -> None:
    session = make_session(lang, seed=11, level="basic")
    t = session.t
    keyboard = session.keyboard
    seated = keyboard._help_lines("play")
    # The table watched from (online, `OnlineTable.watching`): here the local table, told so.
    monkeypatch.setattr(type(keyboard.link), "watching", property(lambda self: True))
    watching = keyboard._help_lines("play")
    for command in ("play_focused", "status_hand", "hint", "focus_next"):
        assert command in WATCHING_SKIPS
    assert any(t("cmd-status-hand") in line for line in seated)
    assert not any(t("cmd-status-hand") in line or t("cmd-play-focused") in line or t("cmd-hint") in line
                   for line in watching)
    assert not any(t("cmd-status-seating") in line for line in watching)
    assert any(t("cmd-status-seating-watching") in line for line in watching)
    assert any(t("cmd-status-scores") in line for line in watching)


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_the_line_under_the_messages_of_a_watcher_holds_no_hand(lang: str, monkeypatch: Any) -> None:
    session = make_session(lang, seed=11, level="basic")
    keyboard = session.keyboard
    lines: list[str] = []

    def watched(s: Any) -> None:  # in the deal, the hand dealt: the table watched from, told so
        lines.append(keyboard.live_line()[0])
        monkeypatch.setattr(type(keyboard.link), "watching", property(lambda self: True))
        lines.append(keyboard.live_line()[0])

    Driver(session).run([watched])
    assert lines[0].startswith(session.t("live-hand")) and lines[1] == session.t("live-watching")
