"""A watcher holds no hand: every key that reads one's own cards ("h", the focus keys, a rank's
key, Tab, Shift+U) answers that a watcher sees no hand, only the cards played, the same answer
from each, never "You have no cards in your hand"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from ui_harness import END, HOME, LEFT, RIGHT, TAB, Driver, make_session

from ristikontra.i18n import LANGUAGES
from ristikontra.ui.seat.keyboard import WATCHING_SKIPS

#: The keys of WATCHING_SKIPS that read one's own hand, one key each ("play_focused" and
#: "play_blind" say that a watcher plays no card; "hint" and "review_open" are the coach's).
HAND_KEYS = {"status_hand": "h", "focus_prev": LEFT, "focus_next": RIGHT, "focus_first": HOME, "focus_last": END,
             "focus_say": "f", "jump_rank": "q", "sort": TAB, "card_count_rank": "U"}


def test_the_hand_keys_are_those_a_watcher_has_not() -> None:
    assert set(HAND_KEYS) == WATCHING_SKIPS - {"play_focused", "play_blind", "hint", "review_open"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_of_a_hand_says_a_watcher_sees_none(lang: str, monkeypatch: Any) -> None:
    session = make_session(lang, seed=11, level="basic")
    keyboard = session.keyboard
    output = session.output
    answers: dict[str, list[str]] = {}
    marks: list[int] = []

    def watched(s: Any) -> None:
        # In the deal: the table watched from (online, `OnlineTable.watching`), here the local
        # table told so, and the view a watcher is sent (no hand).
        monkeypatch.setattr(type(keyboard.link), "watching", property(lambda self: True))
        assert keyboard.view is not None
        keyboard.on_events((), replace(keyboard.view, hand=(), watching=True))
        # The local table checks that the keyboard's hand is its seat's: a watcher's is none.
        monkeypatch.setattr(session, "check_invariants", lambda: None)
        marks.append(len(output.messages))

    def heard(command: str) -> Any:
        def note(s: Any) -> None:
            answers[command] = [m.text for m in output.messages[marks[-1]:]]
            marks.append(len(output.messages))
        return note

    steps: list[Any] = [watched]
    for command, key in HAND_KEYS.items():
        steps += [key, heard(command)]
    Driver(session).run(steps)
    expected = [session.t("net-watch-no-hand")]
    assert answers == {command: expected for command in HAND_KEYS}
    assert session.t("ui-no-cards") not in session.transcript
