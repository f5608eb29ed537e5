"""The room on the page in a real browser: entered from the first screen, the open tables as a
list that a screen reader reads as a list, changes said politely and in brief, the room's chat
and muting, watching a game; axe-core finds nothing at any of the room's states, in every
language of `WORDS` (each the game speaks); a name somebody in the room has is refused in the
page's words."""

from __future__ import annotations

from typing import Any

import pytest

from ristikontra.i18n import LANGUAGES, translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Seated
from ristikontra.net.roomview import Watcher
from tests.net.netharness import ServerThread, until
from tests.web.test_web_lobby import axe_violations, on_server_loop, said, wait_said

WORDS = {
    "en": {"enter": "Enter the room", "in": "You are in the room as {name}.", "tables": "Open tables",
           "opened": "Tables opened: 1.", "watch": "Watch Anna's table", "watching": "You are watching table",
           "deal": "Deal 1.", "people": "Who is here", "mute": "Mute Anna", "chat": "Anna: hello room",
           "heading": "Watching table {code}",
           "taken": "Someone in the room is using that name right now. Please choose another."},
    "de": {"enter": "Raum betreten", "in": "Du bist im Raum als {name}.", "tables": "Offene Tische",
           "opened": "Neue Tische: 1.", "watch": "Bei Tisch von Anna zuschauen", "watching": "Du schaust an Tisch",
           "deal": "Runde 1.", "people": "Wer da ist", "mute": "Anna stummschalten", "chat": "Anna: hello room",
           "heading": "Zuschauen an Tisch {code}",
           "taken": "Jemand im Raum verwendet diesen Namen gerade. Bitte wähl einen anderen."},
    "fi": {"enter": "Tule huoneeseen", "in": "Olet huoneessa nimellä {name}.", "tables": "Avoimet pöydät",
           "opened": "Avattuja pöytiä: 1.", "watch": "Seuraa peliä: Pelaajan Anna pöytä",
           "watching": "Seuraat pöydän", "deal": "Jako 1.", "people": "Ketkä ovat täällä", "mute": "Mykistä Anna",
           "chat": "Anna: hello room", "heading": "Seuraat pöydän {code} peliä",
           "taken": "Joku huoneessa käyttää juuri nyt tätä nimeä. Valitse toinen."},
}


def test_the_room_is_checked_in_every_language_the_game_speaks() -> None:
    assert sorted(WORDS) == sorted(LANGUAGES)


def anna_in_the_room(server: ServerThread) -> Client:
    async def enter() -> Client:
        anna = Client(server.url, name="Anna", reconnect=False)
        anna.lang = "de"
        await anna.connect()
        await anna.enter_room()
        return anna

    return on_server_loop(server, enter())


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_room_on_the_page_lists_changes_chats_and_watches(open_page: Any, web_server: ServerThread,
                                                              lang: str) -> None:
    words = WORDS[lang]
    page = open_page("/", locale="en-GB" if lang == "en" else f"{lang}-{lang.upper()}")
    page.get_by_role("button", name=words["enter"]).wait_for()
    assert axe_violations(page) == []
    anna = anna_in_the_room(web_server)
    page.locator("#name").fill("Carla")
    page.get_by_role("button", name=words["enter"]).click()
    wait_said(page, words["in"].format(name="Carla"))
    assert axe_violations(page) == []  # in the room, no table open yet
    seated: Seated = on_server_loop(web_server, anna.create(public=True, level="random"))
    wait_said(page, words["opened"])
    tables = page.get_by_role("list", name=words["tables"])
    items = tables.get_by_role("listitem")
    assert items.count() == 1 and "Anna" in items.first.inner_text()
    people = page.get_by_role("list", name=words["people"]).get_by_role("listitem").all_inner_texts()
    assert any("Carla" in p for p in people) and any("Anna" in p for p in people)
    assert axe_violations(page) == []  # a table listed
    # The room's chat, and muting Anna's for oneself.
    on_server_loop(web_server, anna.room_say("hello room"))
    wait_said(page, words["chat"])
    page.get_by_role("button", name=words["mute"]).click()
    assert page.get_by_role("button", name=words["mute"]).get_attribute("aria-pressed") == "true"
    assert axe_violations(page) == []
    # Watching: the server speaks for the watcher; the game's cards come as they are played.
    page.get_by_role("button", name=words["watch"]).click()
    page.get_by_role("heading", name=words["heading"].format(code=f"{seated.code[:3]} {seated.code[3:]}")).wait_for()
    wait_said(page, words["watching"], exact=False)
    assert axe_violations(page) == []
    on_server_loop(web_server, anna.auto(True))
    on_server_loop(web_server, anna.start())
    wait_said(page, words["deal"], exact=False)
    assert axe_violations(page) == []
    texts = said(page)
    assert not any(text.startswith(("Your turn", "Du bist dran", "Sinun vuorosi")) for text in texts), texts
    on_server_loop(web_server, anna.close())
    assert page.problems.errors == [] and page.problems.dialogs == []


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_name_somebody_in_the_room_has_is_refused_in_the_pages_words(open_page: Any, web_server: ServerThread,
                                                                      lang: str) -> None:
    words = WORDS[lang]
    anna = anna_in_the_room(web_server)
    page = open_page("/", locale="en-GB" if lang == "en" else f"{lang}-{lang.upper()}")
    page.locator("#name").fill("ANNA")
    page.get_by_role("button", name=words["enter"]).click()
    wait_said(page, words["taken"])
    assert page.get_by_role("button", name=words["enter"]).is_visible()
    assert axe_violations(page) == []  # the refusal said, the name field to put it right
    on_server_loop(web_server, anna.close())


def test_the_room_fits_a_phone(open_page: Any, web_server: ServerThread) -> None:
    """At 360 pixels wide, the room with a table listed scrolls only down: nothing sticks out to
    the side, and each table's buttons are on the screen's width."""
    anna = anna_in_the_room(web_server)
    on_server_loop(web_server, anna.create(public=True, level="random"))
    page = open_page("/", viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    page.locator("#name").fill("Carla Maria Fernández")
    page.get_by_role("button", name="Enter the room").click()
    page.get_by_role("list", name="Open tables").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for button in page.locator("#room-tables button").all():
        box = button.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    on_server_loop(web_server, anna.close())


def test_a_page_watching_takes_a_free_seat_before_the_start(open_page: Any, web_server: ServerThread) -> None:
    anna = anna_in_the_room(web_server)
    on_server_loop(web_server, anna.create(public=True, level="random"))
    page = open_page("/")
    page.locator("#name").fill("Carla")
    page.get_by_role("button", name="Enter the room").click()
    page.get_by_role("button", name="Watch Anna's table").click()
    wait_said(page, "You are watching table", exact=False)
    page.get_by_role("button", name="Take seat 3").click()
    seats = page.get_by_role("list", name="Seats")
    seats.get_by_text("Seat 3: Carla, that is you.").wait_for()
    # Anna hears the watcher go and the player come: no longer watching, seated.
    async def heard() -> list[Any]:
        return [await until(anna, Watcher, pred=lambda w: not w.watching)]

    assert on_server_loop(web_server, heard())[0].name == "Carla"
    assert axe_violations(page) == []
    on_server_loop(web_server, anna.close())


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_opener_closes_the_table_to_watchers_and_a_watcher_stops(open_page: Any, lang: str) -> None:
    t = translator(lang)
    locale = "en-GB" if lang == "en" else f"{lang}-{lang.upper()}"
    watch = t("web-room-watch", table=t("web-room-table", opener="Anna"))
    opener = open_page("/", locale=locale)
    opener.locator("#name").fill("Anna")
    opener.get_by_label(t("web-public")).check()
    opener.get_by_role("button", name=t("web-open")).click()
    watchable = opener.get_by_label(t("web-watchable"))
    watchable.wait_for()
    assert watchable.is_checked()
    assert axe_violations(opener) == []  # a public table, open to watchers
    watcher = open_page("/", locale=locale)
    watcher.locator("#name").fill("Carla")
    watcher.get_by_role("button", name=t("web-room-enter")).click()
    watcher.get_by_role("button", name=watch).click()
    wait_said(watcher, t("net-watch-begun-page", code="\0", opener="Anna").split("\0")[0], exact=False)
    wait_said(opener, t("net-watcher-came", name="Carla"))
    watcher.get_by_role("button", name=t("web-unwatch")).click()
    watcher.get_by_role("button", name=watch).wait_for()
    assert watcher.locator("#play").is_hidden()
    wait_said(opener, t("net-watcher-went", name="Carla"))
    watcher.get_by_role("button", name=watch).click()
    wait_said(opener, t("net-watcher-came", name="Carla"), since=len(said(opener)) - 1)
    # The opener closes the table to watchers: Carla's watching ends, she hears why and is back at the list.
    watchable.uncheck()
    wait_said(watcher, t("net-error-no-watchers"))
    watcher.get_by_role("heading", name=t("web-lobby-heading")).wait_for()
    assert axe_violations(watcher) == [] and axe_violations(opener) == []
    assert watcher.problems.errors == [] and opener.problems.errors == []


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_table_that_closes_under_a_page_watching_leaves_it_in_the_room(open_page: Any, web_server: ServerThread,
                                                                         lang: str) -> None:
    t = translator(lang)
    watch = t("web-room-watch", table=t("web-room-table", opener="Anna"))
    closed = t("net-error-table-closed")
    anna = anna_in_the_room(web_server)
    seated: Seated = on_server_loop(web_server, anna.create(public=True))
    page = open_page("/", locale="en-GB" if lang == "en" else f"{lang}-{lang.upper()}")
    page.locator("#name").fill("Carla")
    page.get_by_role("button", name=t("web-room-enter")).click()
    page.get_by_role("button", name=watch).click()
    wait_said(page, t("net-watch-begun-page", code="\0", opener="Anna").split("\0")[0], exact=False)
    web_server.call(lambda: web_server.server.tables[seated.code].close() if web_server.server else None)
    # The watcher hears why, once, and is back at the room's list (still in the room), the table gone from it.
    wait_said(page, closed)
    page.get_by_role("heading", name=t("web-lobby-heading")).wait_for()
    page.get_by_role("button", name=watch).wait_for(state="detached")
    assert page.get_by_role("list", name=t("web-room-people")).get_by_role("listitem").count() == 2
    assert said(page).count(closed) == 1, said(page)
    assert t("net-error-not-seated") not in said(page)  # nothing a seat alone may ask was asked for the watcher
    assert page.locator("#play").is_hidden()
    assert axe_violations(page) == []
    on_server_loop(web_server, anna.close())
    assert page.problems.errors == []


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_name_with_markup_and_control_characters_is_plain_text_on_the_page(open_page: Any,
                                                                             web_server: ServerThread,
                                                                             lang: str) -> None:
    """A name is text wherever the room shows it: its markup is never a tag, its control
    characters never reach the page, and what it says is said as written."""
    async def enter() -> Client:
        mallory = Client(web_server.url, name="M<img src=x onerror=f()>\x1b[31m\u202e", reconnect=False)
        await mallory.connect()
        await mallory.enter_room()
        await mallory.create(public=True)
        await mallory.room_say("<b>hi</b>")
        return mallory

    t = translator(lang)
    shown = "M<img src=x onerror=f()>"
    page = open_page("/", locale="en-GB" if lang == "en" else f"{lang}-{lang.upper()}")
    page.locator("#name").fill("Carla")
    page.get_by_role("button", name=t("web-room-enter")).click()
    wait_said(page, t("web-room-entered", name="Carla"))
    mallory = on_server_loop(web_server, enter())
    wait_said(page, t("web-room-said", name=shown, text="<b>hi</b>"))
    tables = page.get_by_role("list", name=t("web-room-tables"))
    assert t("web-room-table", opener=shown) in tables.inner_text()
    people = page.get_by_role("list", name=t("web-room-people")).inner_text()
    assert "M<img src=x onerror=f()>" in people
    assert page.locator("#lobby img, #lobby b").count() == 0
    assert not any(ch in page.locator("body").inner_text() for ch in "\x1b\u202e")
    assert axe_violations(page) == []
    on_server_loop(web_server, mallory.close())
    assert page.problems.errors == [] and page.problems.dialogs == []
