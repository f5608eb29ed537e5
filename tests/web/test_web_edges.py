"""The edges a blind player meets in the browser at the worst moments, in a real Chromium played
by the keys (and a phone by taps): F1's list closed before the start, the end of a deal and of
the game, the way back from a section, a reload, the chat line."""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby, Notice
from tests.net.netharness import FAST, ServerThread, until
from tests.web.test_web_drawn_table import HAND, PHONE, ZOOMED, play_one, seated_at_a_started_table, tap_through_a_deal
from tests.web.test_web_lobby import on_server_loop, said, wait_said
from tests.web.test_web_table import Wire, await_turn, open_table, play_a_card, play_deal

#: The server's wait for the next deal at a table of people: short, so a test sees it pass.
DEAL_WAIT = 1.0
#: How long a lost connection goes untold to the others: longer than a reload takes here.
DROP_QUIET = 5.0
NEXT_DEAL_PROMPT = "Enter or Space: ready for the next deal; v reviews your decisions."
GAME_OVER = "() => document.querySelector('#tableview .view-heading')?.textContent === 'The game is over'"


@pytest.fixture()
def web_server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(tmp_path / "tables", settings=dataclasses.replace(FAST, deal_wait=DEAL_WAIT,
                                                                                   drop_quiet=DROP_QUIET)) as server:
        yield server


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


def test_alone_with_computers_the_next_deal_waits_for_the_player_past_the_servers_wait(open_page: Any) -> None:
    page = open_table(open_page, "en")
    play_deal(page, "en")
    wait_said(page, NEXT_DEAL_PROMPT)  # the deal-end prompt names the review too
    page.wait_for_timeout(DEAL_WAIT * 2500)  # more than twice the server's wait at a table of people
    assert page.locator("#tableview button.next-deal").count() == 1, "still between deals"
    assert page.locator(HAND).count() == 0
    page.keyboard.press("Enter")  # the player says when
    page.wait_for_function("() => document.querySelectorAll('#tableview .hand .card').length === 6")
    assert page.problems.errors == [] and page.problems.dialogs == []


def play_to_the_end(page: Any, *, seconds: float = 120.0) -> None:
    """Tap through deals (on to the next one with the drawn table's button) until the game is over."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(GAME_OVER):
        assert time.monotonic() < deadline, "the game did not end"
        tap_through_a_deal(page)
        page.wait_for_function(f"() => ({GAME_OVER})() || document.querySelector('#tableview button.next-deal')")
        if not page.evaluate(GAME_OVER):
            page.locator("#tableview button.next-deal").tap()
            page.locator(HAND).first.wait_for()


def test_after_the_games_result_the_page_says_and_shows_what_comes_next(open_page: Any) -> None:
    page = open_page("/", **PHONE)
    page.get_by_label("Your name").fill("Anna")
    page.locator("#option-target").select_option(index=1)  # first to one stick: a short game
    page.get_by_role("button", name="Open the table").tap()
    page.get_by_role("button", name="Start the game").tap()
    page.locator(HAND).first.wait_for()
    play_to_the_end(page)
    # Said after the result, as the terminal's "Enter or Space: play again" (a page has no Control+Q).
    wait_said(page, "Enter or Space: a new game at this table.")
    lines = said(page)
    assert lines.index("Enter or Space: a new game at this table.") > max(
        i for i, line in enumerate(lines) if "win" in line.lower()), lines[-5:]
    # The hand's place on the phone says the game is over and holds the new game; so does the page's button.
    drawn_again = page.locator("#tableview button.next-deal")
    assert drawn_again.text_content() == "New game"
    assert page.get_by_role("button", name="New game").is_visible()
    page.wait_for_timeout(3100)  # a quick tap right after the result does not cut it off (the guard)
    drawn_again.tap()
    page.wait_for_function("() => document.querySelectorAll('#tableview .hand .card').length === 6")
    assert page.locator("#tableview .view-heading").text_content() == "Your hand"
    assert not page.get_by_role("button", name="New game").is_visible()
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_back_from_the_rules_or_the_options_says_the_table_and_whose_turn_it_is(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Shift+R")
    page.locator("#reading-heading").wait_for()
    before = len(said(page))
    page.keyboard.press("Escape")
    wait_said(page, "Enter starts the game.", since=before)
    assert said(page)[before:] == ["Back at the table.", "Enter starts the game."]
    page.keyboard.press("Enter")
    turn = await_turn(page, "en", 0)
    assert turn is not None
    page.keyboard.press("o")
    page.get_by_role("heading", level=1, name="Options").wait_for()
    before = len(said(page))
    page.get_by_role("button", name="Back to the table").first.click()
    page.wait_for_function("n => document.querySelectorAll('#log p').length >= n + 2", arg=before)
    assert said(page)[before:before + 2] == ["Back at the table.", said(page)[turn]]
    assert page.evaluate("() => document.activeElement.id") == "hand"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_an_escaped_chat_line_is_dropped_and_each_refused_line_is_answered(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    field = page.get_by_label("Chat message")
    page.keyboard.press("/")
    page.keyboard.type("never mind")
    before = len(said(page))
    page.keyboard.press("Escape")
    wait_said(page, "Chat cancelled, nothing sent.", since=before)
    assert field.input_value() == ""
    assert page.evaluate("() => document.activeElement.id") == "hand"
    # The next line goes out alone, not after the cancelled one.
    page.keyboard.press("/")
    page.keyboard.type("hello")
    page.keyboard.press("Enter")
    wait_said(page, "Sent.", since=before)
    assert [f["text"] for f in wire.sent if f["type"] == "chat"] == ["hello"]
    # More lines than the server takes at once: each line it refuses is answered, not only the first.
    for n in range(6):
        page.keyboard.press("/")
        page.keyboard.type(f"line {n}")
        page.keyboard.press("Enter")
    refusal = "Not sent: too many chat lines at once. Wait a moment, then send it again."
    page.wait_for_function("() => document.querySelectorAll('#log p').length > 0")
    deadline = time.monotonic() + 10
    while True:
        refused = [f for f in wire.frames if f["type"] == "error" and f.get("reason") == "rate_limited"]
        if len(refused) >= 2 and said(page).count(refusal) >= len(refused):
            break
        assert time.monotonic() < deadline, (len(refused), said(page)[-8:])
        page.wait_for_timeout(50)
    page.wait_for_timeout(300)
    refused = [f for f in wire.frames if f["type"] == "error" and f.get("reason") == "rate_limited"]
    assert said(page).count(refusal) == len(refused)
    assert page.problems.errors == [] and page.problems.dialogs == []


#: Each played card's words in its seat box that the card covers, as drawn: with the ring a
#: winning card wears outside its box (its box-shadow's spread).
COVERED_WORDS = """() => {
  const covered = [];
  for (const seat of document.querySelectorAll('#tableview .seat')) {
    const card = seat.querySelector('.played');
    if (!card) continue;
    const c = card.getBoundingClientRect();
    const shadow = getComputedStyle(card).boxShadow;
    const spread = Math.max(0, ...[...shadow.matchAll(/0px 0px 0px (\\d+(?:\\.\\d+)?)px/g)].map((m) => +m[1]));
    for (const word of seat.querySelectorAll(':scope > span:not(.played)')) {
      const w = word.getBoundingClientRect();
      if (w.width && c.left - spread < w.right && w.left < c.right + spread
          && c.top - spread < w.bottom && w.top < c.bottom + spread) {
        covered.push(word.textContent);
      }
    }
  }
  return covered;
}"""
#: The line of the latest messages below the hand, as shown.
STRIP = "() => [...document.querySelectorAll('#tableview .said .said-one')].map((s) => s.textContent)"


@pytest.mark.parametrize("size", ["phone", "zoomed"])
def test_played_cards_leave_the_seats_words_readable_and_the_turn_stays_under_the_hand(
        open_page: Any, size: str, tmp_path: Path) -> None:
    context: dict[str, Any] = PHONE if size == "phone" else ZOOMED
    page = seated_at_a_started_table(open_page, **context)
    for play in range(8):
        play_one(page)
        for _ in range(4):  # the trick as it grows after the play, and the finished one held
            covered = page.evaluate(COVERED_WORDS)
            if covered:
                page.screenshot(path=str(tmp_path / f"covered-{play}.png"))
            assert covered == [], f"a played card covers {covered} (screenshot in {tmp_path})"
            page.wait_for_timeout(100)
    # On the player's turn, chat lines come in: the turn is still on the line under the hand.
    page.wait_for_function("() => document.querySelector('#tableview .hand .card.playable, #tableview button.blind')")
    turn = page.evaluate(STRIP)[-1]
    assert turn in ("Your turn.", "Your lead."), page.evaluate(STRIP)
    for text in ("first", "second"):
        before = len(said(page))
        page.get_by_label("Chat message").fill(text)
        page.get_by_label("Chat message").press("Enter")
        wait_said(page, "Sent.", since=before)
    strip = page.evaluate(STRIP)
    assert strip == [turn, "Sent."], strip
    if size == "phone":
        page.evaluate("() => window.scrollTo(0, 0)")
        box = page.locator("#tableview .said").bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["viewport"]["height"], box  # type: ignore[index]
    page.screenshot(path=str(tmp_path / "turn.png"))
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_with_sounds_off_the_turn_still_stays_under_the_hand(open_page: Any) -> None:
    """The line below the hand keeps "your turn" by what the message is, not by its earcon: with
    sounds off from the start, no turn has one."""
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("o")
    form = page.locator("#options-form")
    form.get_by_label("Sounds", exact=True).select_option(label="off")
    page.wait_for_function("() => document.getElementById('option-sound').selectedOptions[0].textContent === 'off'")
    page.keyboard.press("Escape")  # back at the table
    page.get_by_role("listbox", name="Card table").focus()
    page.keyboard.press("Enter")  # the game starts
    page.locator(HAND).first.wait_for()
    page.wait_for_function("() => document.querySelector('#tableview .hand .card.playable, #tableview button.blind')")
    page.wait_for_function(f"() => ['Your turn.', 'Your lead.'].includes(({STRIP})().at(-1))")
    turn = page.evaluate(STRIP)[-1]
    for text in ("first", "second"):
        before = len(said(page))
        page.get_by_label("Chat message").fill(text)
        page.get_by_label("Chat message").press("Enter")
        wait_said(page, "Sent.", since=before)
    assert page.evaluate(STRIP) == [turn, "Sent."], page.evaluate(STRIP)
    messages = [m for f in wire.frames if f["type"] == "say" for m in f["messages"]]
    assert any(m["about"] == "turn" for m in messages) and all(m["sound"] is None for m in messages)
    assert page.problems.errors == [] and page.problems.dialogs == []


class Line:
    """The page's line to the server, which a test can cut and keep cut (Playwright passes each
    WebSocket the page opens through to the real server, or refuses it while the line is down)."""

    def __init__(self) -> None:
        self.down = False
        self.open: list[tuple[Any, Any]] = []

    def install(self, page: Any) -> None:
        def connect(route: Any) -> None:
            if self.down:
                route.close(code=1006)
                return
            self.open.append((route, route.connect_to_server()))

        page.route_web_socket(re.compile(r"^wss?://"), connect)

    def cut(self) -> None:
        """Both ends close, as when a phone loses its network; new connections fail until `mend`."""
        self.down = True
        for page_side, server_side in self.open:
            server_side.close()
            page_side.close(code=1006)
        self.open.clear()

    def mend(self) -> None:
        self.down = False


def seated_beside_ben(open_page: Any, server: ServerThread, line: Line | None = None,
                      **table: Any) -> tuple[Any, Client, list[Any]]:
    """Ben opens a table (a Python client), and a computer plays his cards; Anna's page takes seat
    2 (its `line` to the server routed through the test) and Ben starts the game. The page, Ben,
    and what Ben hears (filled as it comes)."""
    ben = Client(server.url, name="Ben")
    heard: list[Any] = []

    async def open_table() -> str:
        await ben.connect()
        seated = await ben.create(level="random", **table)
        await until(ben, Lobby)
        return seated.code

    async def listen() -> None:
        while True:
            heard.append(await ben.next_item())

    code = on_server_loop(server, open_table())
    page = open_page(f"/t/{code}", prepare=line.install if line is not None else None)
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Take seat 2").click()
    page.get_by_role("listbox", name="Card table").wait_for()

    async def start() -> None:
        await until(ben, Lobby, pred=lambda lobby: any(s.get("name") == "Anna" for s in lobby.data["seats"]))
        await ben.auto(True)
        await ben.start()
        server.loop.create_task(listen())

    on_server_loop(server, start())
    page.locator(HAND).first.wait_for()
    return page, ben, heard


def play_on_to_the_deals_end(page: Any, since: int) -> None:
    """Play by the keys whenever it is the page's turn (said after the first `since` messages),
    until the deal (or the game) is over."""
    deadline = time.monotonic() + 60
    between = "() => document.querySelector('#tableview button.next-deal') !== null"
    while not page.evaluate(between) and not page.evaluate(GAME_OVER):
        assert time.monotonic() < deadline, f"the deal did not end; last: {said(page)[-3:]}"
        lines = said(page)
        turn = next((i for i in range(since, len(lines)) if lines[i] in ("Your turn.", "Your lead.")), None)
        if turn is None:
            page.wait_for_timeout(20)
            continue
        play_a_card(page)
        since = turn + 1


def test_a_reload_is_no_news_to_the_others_and_the_return_says_where_the_game_stands(
        open_page: Any, web_server: ServerThread) -> None:
    page, ben, heard = seated_beside_ben(open_page, web_server)
    reloaded = time.monotonic()
    page.reload()
    wait_said(page, "Back at your seat: deal 1, trick ", exact=False)
    # Back within the quiet time (which began after the reload did): nothing is told of the loss
    # now or later; what would have been told came before the return, or with it.
    assert time.monotonic() - reloaded < DROP_QUIET, "the reload took longer than the quiet time"
    page.wait_for_timeout(500)
    about_anna = [item.what for item in heard if isinstance(item, Notice) and item.seat == 1]
    assert about_anna == [], about_anna
    # Reloaded between deals: the deal is over, not "trick 13"; the scores and what comes next.
    play_on_to_the_deals_end(page, max(i for i, line in enumerate(said(page)) if line.startswith("Back at your seat")))
    page.reload()
    wait_said(page, "Back at your seat, between deals.")
    wait_said(page, NEXT_DEAL_PROMPT)
    lines = said(page)
    after = lines[lines.index("Back at your seat, between deals."):]
    assert after[1].startswith("Deal 1 is over.") and after[2] == NEXT_DEAL_PROMPT, after
    on_server_loop(web_server, ben.close())
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_back_after_the_grace_time_the_page_hears_what_it_missed(open_page: Any, web_server: ServerThread) -> None:
    line = Line()
    page, ben, _ = seated_beside_ben(open_page, web_server, line, grace=1.0)
    table = web_server.server.tables[ben.code or ""]  # type: ignore[union-attr]
    # The connection is lost and stays lost past the grace time: a computer plays Anna's cards.
    line.cut()
    wait_said(page, "The connection to the server is lost.", exact=False)
    moves = web_server.call(lambda: table.moves)
    deadline = time.monotonic() + 20
    while web_server.call(lambda: table.moves) < moves + 4:
        assert time.monotonic() < deadline, "nobody played on"
        page.wait_for_timeout(100)
    before = len(said(page))
    line.mend()
    wait_said(page, "While you were away:", exact=False, since=before)
    assert not any(line.startswith("Back at your seat") for line in said(page)[before:])
    on_server_loop(web_server, ben.close())
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_a_guest_hears_after_the_game_who_may_start_a_new_one(open_page: Any, web_server: ServerThread) -> None:
    page, ben, _ = seated_beside_ben(open_page, web_server, options={"target": 1})
    since = 0
    deadline = time.monotonic() + 120
    while not page.evaluate(GAME_OVER):
        assert time.monotonic() < deadline, "the game did not end"
        play_on_to_the_deals_end(page, since)
        page.wait_for_function(f"() => ({GAME_OVER})() || document.querySelector('#tableview button.next-deal')")
        since = len(said(page))
        if not page.evaluate(GAME_OVER):
            page.keyboard.press("Enter")  # ready: Ben's seat is the computer's, so the next deal comes at once
            page.locator(HAND).first.wait_for()
    wait_said(page, "The game is over. Ben can start a new one with Enter.")
    assert page.locator("#tableview button.next-deal").count() == 0, "only who opened the table starts one"
    assert not page.get_by_role("button", name="New game").is_visible()
    on_server_loop(web_server, ben.close())
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_at_200_percent_zoom_the_language_chooser_and_its_label_stay_on_the_page(open_page: Any) -> None:
    page = open_page("/", locale="de-DE", **ZOOMED)
    label = page.locator("header .language label")
    chooser = page.locator("header select")
    chooser.wait_for()
    width = page.evaluate("() => window.innerWidth")
    for part in (label, chooser):
        box = part.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, (part, box, width)
    assert chooser.evaluate("s => s.scrollWidth <= s.clientWidth + 1"), "the chooser shows its word whole"
    assert page.problems.errors == []
