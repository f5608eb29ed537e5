"""The page's sections around the card table, in a real browser: where the focus lands when the
game starts, the rules as a readable section, the coach's review, the page's options."""

from __future__ import annotations

from typing import Any

from tests.web.test_web_drawn_table import HAND, PHONE

FOCUSED_ID = "() => document.activeElement?.id ?? null"
#: Whether the drawn hand is on the screen, whole.
HAND_IN_VIEW = """() => { const box = document.querySelector('#tableview .hand-area').getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight; }"""


def started_by_click(open_page: Any, **context: Any) -> Any:
    """A table with computers, opened and started by clicks, as a sighted player with a screen
    reader or a keyboard user after a mouse does it; the page once its hand is drawn."""
    page = open_page("/", **context)
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Open the table").click()
    page.get_by_role("button", name="Start the game").click()
    page.locator(HAND).first.wait_for()
    return page


def test_the_keys_are_at_the_card_table_once_start_is_pressed_and_after_a_reload(open_page: Any) -> None:
    page = started_by_click(open_page, **PHONE)
    # The Start button is gone: the focus is on the table's key region, not left on the page's body.
    assert page.evaluate(FOCUSED_ID) == "table"
    # The player scrolled down to the button; the game begins with the drawn table in view again.
    assert page.evaluate(HAND_IN_VIEW), "the drawn hand is on the screen"
    page.keyboard.press("ArrowRight")  # and the keys reach the server at once
    page.wait_for_function("() => document.querySelectorAll('#log p').length > 0")
    page.reload()
    page.locator(HAND).first.wait_for()
    page.wait_for_function(f"() => ({FOCUSED_ID})() === 'table'")
    assert page.evaluate(HAND_IN_VIEW)
    assert page.problems.errors == [] and page.problems.dialogs == []
