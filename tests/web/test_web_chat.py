"""Chat at the browser's table with real text: a line typed in the page's chat field (umlauts,
punctuation) reaches the others as the protocol's `chat`; what the others write is said by the
server, once, in the page's live region and log."""

from __future__ import annotations

import re
from typing import Any

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Chat, Lobby
from tests.net.netharness import ServerThread, until
from tests.web.test_web_lobby import on_server_loop, said, wait_said


def test_a_german_chat_line_goes_both_ways_between_the_page_and_a_terminal_client(
        open_page: Any, web_server: ServerThread) -> None:
    bert = Client(web_server.url, name="Bert")

    async def open_table() -> str:
        await bert.connect()
        seated = await bert.create(level="random")
        await until(bert, Lobby)
        return seated.code

    code = on_server_loop(web_server, open_table())
    page = open_page(f"/t/{code}", locale="de-DE")
    page.get_by_label("Dein Name").fill("Anna")
    page.get_by_role("button", name="Platz 2 nehmen").click()
    wait_said(page, "Bert sitzt schon als Gegner am Tisch.")
    # Slash at the table opens the chat field, as in the terminal; Enter sends the line.
    page.get_by_role("listbox", name="Spieltisch").focus()
    page.keyboard.press("/")
    assert page.get_by_label("Chatnachricht").evaluate("node => node === document.activeElement")
    page.keyboard.type("Schön, äöü ß!")
    page.keyboard.press("Enter")

    heard = on_server_loop(web_server, until(bert, Chat))
    assert (heard.seat, heard.name, heard.text) == (1, "Anna", "Schön, äöü ß!")
    assert page.get_by_label("Chatnachricht").input_value() == ""
    # Sent, the focus is back at the table.
    assert page.get_by_role("listbox", name="Spieltisch").evaluate("node => node === document.activeElement")
    wait_said(page, "Gesendet.")

    on_server_loop(web_server, bert.say("Grüß dich, Anna – los geht’s?"))
    line = "Bert: Grüß dich, Anna – los geht’s?"
    page.locator("#spoken", has_text=line).wait_for()
    page.wait_for_timeout(300)  # a second saying would be in by now
    assert said(page).count(line) == 1
    assert page.problems.errors == [] and page.problems.dialogs == []
    on_server_loop(web_server, bert.close())


def test_an_empty_chat_line_is_not_sent_and_that_is_said(open_page: Any, web_server: ServerThread) -> None:
    page = open_page("/")
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Open the table").click()
    wait_said(page, "Enter starts the game", exact=False)
    assert re.search(r"/t/\d{6}$", page.url)
    page.get_by_label("Chat message").fill("   ")
    page.get_by_role("button", name="Send", exact=True).click()
    page.locator("#spoken", has_text="Write something first, then send it.").wait_for()
