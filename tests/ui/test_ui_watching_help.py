"""F1 for a watcher: no key of a hand of one's own (a watcher holds none), no hint or review of
one's own decisions, and "i" says who plays with whom, not "your partner and the opponents"."""

from __future__ import annotations

from typing import Any

import pytest
from ui_harness import make_session

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
