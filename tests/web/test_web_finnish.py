"""The page in Finnish, in a real browser: a Finnish browser gets it from the first byte (its
`<html lang>`), the language choice offers Suomi, the lobby, the seats and the table speak Finnish,
and axe-core finds nothing in any of them."""

from __future__ import annotations

from typing import Any

from tests.web.test_web_lobby import axe_violations, table_options, wait_said


def test_a_finnish_browser_gets_the_page_in_finnish_and_axe_finds_nothing(open_page: Any) -> None:
    page = open_page("/", locale="fi-FI")
    page.get_by_role("heading", name="Avaa pöytä").wait_for()
    assert page.evaluate("document.documentElement.lang") == "fi"
    chooser = page.get_by_label("Kieli", exact=True)
    assert chooser.evaluate("node => node.options[node.selectedIndex].textContent") == "Suomi"
    assert axe_violations(page) == []
    page.get_by_label("Nimesi").fill("Aino")
    page.get_by_role("button", name="Avaa pöytä").click()
    seats = page.get_by_role("list", name="Paikat")
    seats.wait_for()
    assert seats.get_by_role("listitem").first.inner_text() == "Paikka 1: Aino, se olet sinä."
    wait_said(page, "Enter aloittaa pelin", exact=False)
    assert axe_violations(page) == []
    page.get_by_role("listbox", name="Korttipöytä").focus()
    page.keyboard.press("Enter")
    wait_said(page, "Uusi peli alkaa.", exact=False)
    page.locator("#tableview .hand [role=option]").first.wait_for()
    assert len(table_options(page)) == 6  # the card table's options: the drawn hand's cards
    assert axe_violations(page) == []
    assert page.problems.errors == [] and page.problems.dialogs == []
