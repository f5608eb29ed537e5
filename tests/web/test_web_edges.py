"""The edges a blind player meets in the browser at the worst moments, in a real Chromium played
by the keys: F1's list closed before the start, the end of the game, the way back from a
section, a reload, the chat line."""

from __future__ import annotations

from typing import Any

from tests.web.test_web_lobby import said, wait_said
from tests.web.test_web_table import open_table


def test_f1_closed_before_the_start_says_the_table_and_n_does_not_start_the_game(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("F1")
    wait_said(page, "Keys now, ", exact=False)
    before = len(said(page))
    page.keyboard.press("Escape")
    wait_said(page, "Enter starts the game.", since=before)
    assert said(page)[before:before + 2] == ["Back at the table.", "Enter starts the game."]
    assert not any(line.startswith("Back at the question") for line in said(page))
    before = len(said(page))
    page.keyboard.press("n")
    wait_said(page, "The game has not started yet. Enter starts it; F1 lists the keys.", since=before)
    page.wait_for_timeout(300)  # a game started by `n` would have drawn its hand by now
    assert page.locator("#tableview .hand .card").count() == 0
    assert page.problems.errors == [] and page.problems.dialogs == []
