"""The lobby in a real browser, played as a blind player does: keys only, reading what the live
regions and the message history say; checked by axe-core and Playwright's accessibility tree."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from tests.net.netharness import ServerThread, until
from tests.web.conftest import http_url

T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[2]


def on_server_loop(server: ServerThread, work: Coroutine[Any, Any, T]) -> T:
    """A Python client's part, on the server's loop (Playwright's own loop holds this thread)."""
    return asyncio.run_coroutine_threadsafe(work, server.loop).result(20)


def table_by_anna(server: ServerThread, *, started: bool = False) -> str:
    """A table Anna opened from a Python client (and started, with computers) and left: its code."""
    async def open_table() -> str:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        await until(anna, Lobby)
        if started:
            await anna.start()
        await anna.close()
        return seated.code

    return on_server_loop(server, open_table())


def said(page: Any) -> list[str]:
    """The message history, oldest first."""
    return [text.strip() for text in page.locator("#log p").all_inner_texts()]


def wait_said(page: Any, text: str, *, exact: bool = True, since: int = 0) -> None:
    """Wait until the message history holds `text` (or, not `exact`, a message beginning with it)
    after its first `since` messages."""
    page.wait_for_function("""([text, exact, since]) => [...document.querySelectorAll("#log p")].slice(since)
        .some((p) => exact ? p.textContent === text : p.textContent.startsWith(text))""", arg=[text, exact, since])


def table_options(page: Any) -> list[str]:
    """The names of the card table listbox's options as Chromium's accessibility tree has them
    (the listbox owns the drawn hand's cards with `aria-owns`, which Playwright's own role
    queries do not follow)."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    by_id = {node["nodeId"]: node for node in nodes}

    def value(node: dict[str, Any], key: str) -> str:
        return str(node.get(key, {}).get("value", ""))

    boxes = [node for node in nodes if value(node, "role") == "listbox" and not node.get("ignored")
             and value(node, "name") in ("Card table", "Spieltisch", "Korttipöytä")]
    assert len(boxes) == 1, [value(node, "name") for node in boxes]
    return [value(by_id[child], "name") for child in boxes[0].get("childIds", []) if child in by_id
            and value(by_id[child], "role") == "option"]


def tab_to(page: Any, name: str, role: str, limit: int = 40) -> None:
    """Press Tab until the control `name` (of `role`) has the focus, as a keyboard user does."""
    target = page.get_by_role(role, name=name, exact=True)
    for _ in range(limit):
        page.keyboard.press("Tab")
        if target.evaluate("node => node === document.activeElement"):
            return
    raise AssertionError(f"Tab never reached the {role} {name!r}")


def axe_violations(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [f"{v['id']}: {v['help']} ({[n['target'] for n in v['nodes']]})" for v in results.response["violations"]]


def open_with_keys(page: Any, name: str, *, level: str) -> None:
    tab_to(page, "Your name", "textbox")
    page.keyboard.type(name)
    tab_to(page, "Computer players", "combobox")
    page.keyboard.type(level)  # a closed select takes the first letters of an option
    tab_to(page, "Open the table", "button")
    page.keyboard.press("Enter")


def test_a_table_with_computers_is_opened_with_the_keyboard_alone(open_page: Any) -> None:
    page = open_page("/")
    page.get_by_role("heading", name="Play Ristikontra").wait_for()
    open_with_keys(page, "Anna", level="random")
    page.get_by_role("list", name="Seats").wait_for()
    code = re.search(r"/t/(\d{6})$", page.url)
    assert code is not None, page.url
    spaced = f"{code.group(1)[:3]} {code.group(1)[3:]}"
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == f"Table {spaced}"
    seats = page.get_by_role("list", name="Seats").get_by_role("listitem").all_inner_texts()
    assert seats[0] == "Seat 1: Anna, that is you."
    assert all(re.fullmatch(r"Seat \d: free, a computer plays it\. Your (partner|opponent)\.", seat)
               for seat in seats[1:])
    # The seat is ours: the card table has the focus and the server speaks for it, as at the terminal.
    assert page.get_by_role("listbox", name="Card table").evaluate("node => node === document.activeElement")
    start_hint = "Enter starts the game; computers play the empty seats. Tell the others the code."
    wait_said(page, start_hint)
    assert said(page)[-2:] == [f"Table opened. The code is {spaced}.", start_hint]
    page.keyboard.press("Enter")
    wait_said(page, "A new game begins.", exact=False)
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_the_lobby_and_the_seat_choice_pass_axe_core(open_page: Any) -> None:
    page = open_page("/")
    page.get_by_role("heading", name="Open a table").wait_for()
    assert axe_violations(page) == []
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Open the table").click()
    page.get_by_role("list", name="Seats").wait_for()
    assert axe_violations(page) == []


def test_the_accessibility_tree_has_one_live_region_and_the_history_outside_it(open_page: Any) -> None:
    page = open_page("/", locale="de-DE")
    page.get_by_role("heading", name="Ristikontra spielen").wait_for()
    page.get_by_label("Dein Name").fill("Anna")
    page.get_by_role("button", name="Tisch eröffnen").click()
    page.get_by_role("list", name="Plätze").wait_for()
    wait_said(page, "Die Eingabetaste startet das Spiel", exact=False)
    tree = page.locator("body").aria_snapshot()
    # The server's two sentences came in one frame: a live region says them as one text.
    assert re.search(r"^- status: Tisch eröffnet\. Der Code lautet \d{3} \d{3}\. Die Eingabetaste startet das Spiel",
                     tree, re.M), tree
    assert tree.count("- status") >= 2 and "- alert" not in tree and "- log" not in tree, tree
    assert re.search(r'^- region "Meldungen":\n  - heading "Meldungen" \[level=2\]\n  - paragraph: ', tree, re.M), tree
    assert "paragraph: Verbindung zum Server wird aufgebaut …" in tree
    # Nothing else on the page is live: a screen reader takes a live region's copy inside another
    # (even one marked off) as a message, and drops the real one as its duplicate.
    live = "[aria-live], [role=log], [role=status], [role=alert], [role=marquee], [role=timer]"
    parents = page.evaluate("(live) => [...document.querySelectorAll(live)].map((node) => node.parentElement.id)", live)
    assert set(parents) == {"spoken"} and page.locator("#spoken > [aria-live=polite]").count() == len(parents)
    # Each write in a region of its own, in the order written, and an empty one ready for the next.
    assert page.locator("#spoken > :last-child").text_content() == "\u00a0"


def test_the_page_speaks_the_browsers_language_and_changes_it_on_request(open_page: Any) -> None:
    page = open_page("/", locale="de-AT")
    page.get_by_role("heading", name="Ristikontra spielen").wait_for()
    assert page.locator("html").get_attribute("lang") == "de"
    page.get_by_label("Sprache").select_option(label="English")
    page.get_by_role("heading", name="Play Ristikontra").wait_for()
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.get_by_label("Language").evaluate("node => node === document.activeElement")
    page.reload()
    page.get_by_role("heading", name="Play Ristikontra").wait_for()  # the choice is kept


def test_a_name_that_looks_like_markup_shows_as_its_characters(open_page: Any, web_server: ServerThread) -> None:
    hostile = "<img src=x onerror=alert(1)>"
    page = open_page("/")
    page.get_by_label("Your name").fill(hostile)
    page.get_by_role("button", name="Open the table").click()
    seats = page.get_by_role("list", name="Seats")
    seats.wait_for()
    code = re.search(r"/t/(\d{6})$", page.url)
    assert code is not None

    async def sit_down() -> None:
        bert = Client(web_server.url, name="<i>Bert</i>")
        await bert.connect()
        await bert.join(code.group(1))
        await bert.take_seat(1)
        await bert.close()

    on_server_loop(web_server, sit_down())
    wait_said(page, "<i>Bert</i> sits down as an opponent.")
    items = seats.get_by_role("listitem").all_inner_texts()
    # The server keeps 24 characters of a name; whatever it keeps is shown as text, never as markup.
    assert items[0] == f"Seat 1: {hostile[:24]}, that is you."
    assert items[1] == "Seat 2: <i>Bert</i>, not connected. Your opponent."  # he sat down and went
    assert page.locator("main img, main i, #log img, #log i").count() == 0
    assert page.problems.dialogs == [] and page.problems.errors == []


@pytest.mark.parametrize("locale", ["en-GB", "de-DE"])
def test_a_tables_link_opens_its_seat_choice(open_page: Any, web_server: ServerThread, locale: str) -> None:
    code = table_by_anna(web_server)
    page = open_page(f"/t/{code}", locale=locale)
    take = "Take seat 2" if locale == "en-GB" else "Platz 2 nehmen"
    page.get_by_role("button", name=take).wait_for()
    # While choosing, a free seat says whose partner it makes you.
    across = "Seat 3: free, a computer plays it. Partner of Anna." if locale == "en-GB" else (
        "Platz 3: frei, ein Computer spielt ihn. Partner von Anna.")
    assert " ".join(page.get_by_role("listitem").nth(2).locator("span").all_inner_texts()) == across
    tab_to(page, "Your name" if locale == "en-GB" else "Dein Name", "textbox")
    page.keyboard.type("Bert")
    tab_to(page, take, "button")
    page.keyboard.press("Enter")
    link = page.get_by_role("link", name=f"{http_url(web_server)[:-1]}/t/{code}", exact=True)
    assert link.get_attribute("href") == f"{http_url(web_server)[:-1]}/t/{code}"
    you = "Seat 2: Bert, that is you." if locale == "en-GB" else "Platz 2: Bert, das bist du."
    page.get_by_text(you, exact=True).wait_for()
    # The seat is ours: the server says where we are and who is there, as it does to a terminal.
    spaced = f"{code[:3]} {code[3:]}"
    wait_said(page, f"You joined table {spaced}." if locale == "en-GB" else f"Du sitzt jetzt am Tisch {spaced}.")
    wait_said(page, "Anna is already at the table, as an opponent." if locale == "en-GB"
              else "Anna sitzt schon als Gegner am Tisch.")


def test_a_wrong_code_is_said_at_once_and_loses_nothing(open_page: Any) -> None:
    page = open_page("/")
    page.get_by_label("Table code").fill("12345")
    page.get_by_role("button", name="Join").click()
    page.locator("#spoken", has_text="A table code has six digits, for example 482 915.").wait_for()
    assert page.get_by_label("Table code").input_value() == "12345"
    page.get_by_label("Table code").fill("000 000")
    page.get_by_role("button", name="Join").click()
    # The code typed is named, not "or the seat cannot be taken back", and stays to be put right.
    page.locator("#spoken", has_text="No table has the code 000 000.").wait_for()
    assert page.get_by_label("Table code").input_value() == "000 000"


def test_with_javascript_off_the_page_says_it_is_needed(browser: Any, web_server: ServerThread) -> None:
    context = browser.new_context(java_script_enabled=False, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(http_url(web_server))
        text = page.locator("body").inner_text()
        assert "Ristikontra im Browser braucht JavaScript." in text
        assert "Ristikontra in the browser needs JavaScript." in text
        assert page.locator("#old-browser").is_hidden()
    finally:
        context.close()


def test_without_chromium_the_browser_tests_skip_here_and_fail_in_ci(tmp_path: Path) -> None:
    """The shared fixture skips with its reason; in CI (tests/conftest.py) that skip is a failure,
    reported at the test's setup as an error."""
    test = f"{Path(__file__).relative_to(ROOT)}::test_the_lobby_and_the_seat_choice_pass_axe_core"
    env = {**os.environ, "RISTIKONTRA_CHROMIUM": str(tmp_path / "no-chromium"), "CI": "true"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1 and "1 error" in run.stdout, run.stdout[-2000:]
    assert "skipped in CI because a required part is missing: skipped: chromium is not installed here" in run.stdout


def test_the_page_weighs_at_most_150_kb_before_sounds(open_page: Any) -> None:
    """Everything the browser fetches until the lobby stands (the page, its scripts and style,
    its words in one language), as it came over the wire."""
    sizes: dict[str, int] = {}
    page = open_page("/static/icon.svg")  # a context of its own whose responses are all counted
    page.on("response", lambda response: sizes.__setitem__(response.url, len(response.body())))
    page.goto(page.url.replace("/static/icon.svg", "/"))
    page.get_by_role("heading", name="Open a table").wait_for()
    page.wait_for_load_state("networkidle")
    assert any(url.endswith("/strings/en.json") for url in sizes) and any(url.endswith("/main.js") for url in sizes)
    assert sum(sizes.values()) <= 150 * 1024, sizes
    # Nothing from elsewhere: the page works on a network without the internet.
    origin = page.url.rsplit("/", 1)[0]
    assert all(url.startswith(origin + "/") for url in sizes), sizes
    print(f"page weight before sounds: {sum(sizes.values())} bytes in {len(sizes)} files")


def test_who_only_looked_at_the_seats_hears_that_the_game_began_without_them(open_page: Any,
                                                                            web_server: ServerThread) -> None:
    anna = Client(web_server.url, name="Anna")

    async def open_table() -> str:
        await anna.connect()
        seated = await anna.create(level="random")
        await until(anna, Lobby)
        return seated.code

    code = on_server_loop(web_server, open_table())
    page = open_page(f"/t/{code}")
    page.get_by_role("button", name="Take seat 2").wait_for()

    async def start() -> None:
        await anna.start()
        await anna.close()

    on_server_loop(web_server, start())
    said_now = "The game at this table began before you took a seat; computers play the free seats."
    page.locator("#spoken", has_text=said_now).wait_for()
    assert page.get_by_role("button", name="Take seat 2").count() == 0


def test_a_browser_without_modules_shows_the_old_browser_message(open_page: Any) -> None:
    """Chromium runs modules, so the `nomodule` script is run here as an old browser would run it."""
    page = open_page("/")
    page.get_by_role("heading", name="Play Ristikontra").wait_for()
    assert page.locator("#old-browser").is_hidden()
    page.add_script_tag(url="/static/old.js")  # allowed by the page's policy: a file of its own
    notice = page.locator("#old-browser")
    assert notice.is_visible()
    assert "This browser is too old for Ristikontra." in notice.inner_text()
    assert "Dieser Browser ist zu alt für Ristikontra." in notice.inner_text()


def test_a_tables_whole_link_may_be_pasted_as_its_code(open_page: Any, web_server: ServerThread) -> None:
    code = table_by_anna(web_server)
    page = open_page("/")
    page.get_by_label("Table code").fill(f"{http_url(web_server)}t/{code}")
    page.get_by_role("button", name="Join").click()
    page.get_by_role("button", name="Take seat 2").wait_for()
    assert said(page)[-1] == f"Table {code[:3]} {code[3:]}: choose a free seat."


def test_a_table_without_a_name_is_refused_in_our_words_and_the_name_gets_the_focus(open_page: Any) -> None:
    page = open_page("/", locale="de-DE")
    page.get_by_role("button", name="Tisch eröffnen").click()
    page.locator("#spoken", has_text="Bitte einen Namen mit mindestens einem Buchstaben angeben.").wait_for()
    assert page.get_by_label("Dein Name").evaluate("node => node === document.activeElement")
    assert page.get_by_role("heading", name="Ristikontra spielen").is_visible()  # still the lobby


def test_a_seat_token_that_no_longer_works_leads_to_the_seat_choice(open_page: Any, web_server: ServerThread) -> None:
    code = table_by_anna(web_server)
    page = open_page("/")
    page.get_by_role("heading", name="Play Ristikontra").wait_for()
    for kept in ('{"seat": 1, "token": "not-the-token"}', "{broken"):
        page.evaluate("([key, value]) => localStorage.setItem(key, value)", [f"ristikontra.seat.{code}", kept])
        page.goto(http_url(web_server, f"/t/{code}"))
        page.get_by_role("button", name="Take seat 2").wait_for()
    assert page.evaluate("key => localStorage.getItem(key)", f"ristikontra.seat.{code}") is None


@pytest.mark.parametrize("by", ["link", "code"])
def test_who_comes_to_a_started_table_hears_so_and_finds_the_way_back(open_page: Any, web_server: ServerThread,
                                                                     by: str) -> None:
    """Not "choose a free seat" where there is none to take: the game began without them, said at
    once, and a button leads back to the lobby (its heading focused), where another code works."""
    code = table_by_anna(web_server, started=True)
    if by == "link":
        page = open_page(f"/t/{code}")
    else:
        page = open_page("/")
        page.get_by_label("Table code").fill(code)
        page.get_by_role("button", name="Join").click()
    said_now = "The game at this table began before you took a seat; computers play the free seats."
    page.locator("#spoken", has_text=said_now).wait_for()
    assert not any(line.endswith("choose a free seat.") for line in said(page)), said(page)
    assert page.get_by_role("button", name="Take seat 2").count() == 0
    page.get_by_role("button", name="Back to the lobby").focus()
    page.keyboard.press("Enter")
    heading = page.get_by_role("heading", name="Play Ristikontra")
    heading.wait_for()
    assert heading.evaluate("node => node === document.activeElement")
    assert page.url.endswith("/")
    page.get_by_label("Table code").fill("000 000")  # the lobby works: another code is answered
    page.get_by_role("button", name="Join").click()
    page.locator("#spoken", has_text="No table has the code 000 000.").wait_for()
