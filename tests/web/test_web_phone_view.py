"""What a sighted player on a phone (390 x 844 CSS pixels, touch) follows on the drawn table
alone, in a real Chromium: the end of each trick (its four cards, who took it and its
points), the game's latest words beside the table, the card that led, scores with their unit
and goal, and German marks and names never broken inside a word.
The latest words beside the table are aria-hidden: the live region says them once."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.net.netharness import FAST, ServerThread
from tests.web.test_web_drawn_table import HAND, READY, play_one, seated_at_a_started_table, tap_through_a_deal

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
ZOOMED = {"viewport": {"width": 180, "height": 370}, "device_scale_factor": 4, "has_touch": True, "is_mobile": True}

#: The drawn trick: each seat's played card, whether it led, whether it took or is taking the trick.
TRICK = """() => {
    const view = document.getElementById('tableview');
    return {
        finished: view.querySelector('.felt').classList.contains('finished'),
        taken: view.querySelector('.taken')?.textContent ?? null,
        plays: [...view.querySelectorAll('.seat')].filter((s) => s.querySelector('.played')).map((s) => ({
            name: s.querySelector('.name').textContent,
            led: s.querySelector('.led-mark')?.textContent ?? null,
            mark: s.querySelector('.winning-mark')?.textContent ?? null })),
    };
}"""


@pytest.fixture()
def computer_pause() -> float:
    """The computers' pause before each play: none, unless a test asks for one (parametrized)."""
    return 0.0


@pytest.fixture()
def web_server(tmp_path: Path, computer_pause: float) -> Iterator[ServerThread]:
    with ServerThread(tmp_path / "tables", settings=dataclasses.replace(FAST, computer_pause=computer_pause)) as server:
        yield server


def on_first_screen(page: Any, selector: str) -> None:
    page.evaluate("() => window.scrollTo(0, 0)")
    box = page.locator(selector).bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844, box


def said(page: Any) -> list[str]:
    """The line of the latest messages beside the drawn table."""
    return page.locator("#tableview .said .said-one").all_text_contents()


@pytest.mark.parametrize("computer_pause", [0.6])
def test_a_finished_trick_stays_drawn_with_its_four_cards_and_who_took_it(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page, **PHONE)
    page.wait_for_function(READY, timeout=10_000)
    play_one(page)
    # The computers finish the trick: its four cards are still drawn, with who took it and its
    # points in words, and a mark at the winner's seat.
    page.wait_for_function("() => document.querySelector('#tableview .felt.finished')")
    trick = page.evaluate(TRICK)
    assert len(trick["plays"]) == 4, trick
    assert sum(p["led"] == "led" for p in trick["plays"]) == 1, trick
    winners = [p["name"] for p in trick["plays"] if p["mark"] == "Takes it"]
    assert len(winners) == 1, trick
    taker = "You take the trick" if winners == ["Anna"] else f"{winners[0]} takes the trick"
    assert trick["taken"].startswith(taker + ", ") and trick["taken"].endswith(("points", "point")), trick
    # It is on the first screen, and stays a moment even when the next trick begins at once.
    box = page.locator("#tableview .taken").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844
    page.wait_for_timeout(300)
    assert page.evaluate(TRICK)["taken"] == trick["taken"]
    # There to explore on the table, in no live region: the live region said it, once.
    assert page.locator("#tableview .taken").evaluate("n => !n.closest('[aria-hidden=\"true\"], [aria-live]')")
    assert page.problems.errors == []


def test_a_trick_the_player_must_answer_is_drawn_at_once_not_hidden_behind_the_last_one(open_page: Any) -> None:
    """The computers lead at once (no pause): where the finished trick would still be held while
    the player is to play to the new one, the new one's cards are drawn instead (what the
    player answers); who took the last one stays on the line of the latest messages."""
    page = seated_at_a_started_table(open_page, **PHONE)
    answered = 0
    for _ in range(8):
        page.wait_for_function(READY, timeout=10_000)
        assert page.locator("#tableview .felt.held").count() == 0, "the trick to answer is hidden"
        answered += page.locator("#tableview .seat .played").count() > 0
        play_one(page)
    assert answered > 0, "the seed gave no trick to answer"
    assert page.problems.errors == []


@pytest.mark.parametrize("computer_pause", [0.6])
def test_a_card_tapped_out_of_turn_is_refused_in_words_on_the_screen(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page, **PHONE)
    for _ in range(13):
        play_one(page)
        # Won the trick and leads again: played on, until another player is to move.
        if page.locator(f"{HAND}.playable, #tableview button.blind").count() == 0:
            break
    # The next player thinks: a card tapped now is refused, as the live region says, and on the
    # screen beside the table (the phone's player hears nothing).
    page.locator(HAND).first.tap()
    page.wait_for_function("() => document.getElementById('spoken').textContent.includes('not your turn')")
    # (A computer's card may follow it at once: the refusal is the latest line that says so.)
    refusal = next(line for line in reversed(said(page)) if "not your turn" in line)
    assert refusal.startswith("It is not your turn yet.")
    page.wait_for_function("(text) => [...document.querySelectorAll('#tableview .said-one')]"
                           ".some((line) => line.textContent === text)", arg=refusal)
    assert said(page).count(refusal) == 1
    on_first_screen(page, "#tableview .said")
    assert page.locator("#tableview .said").evaluate("n => !!n.closest('[aria-hidden=\"true\"]')")
    # Not in a live region twice: the line is no region, and the regions hold the refusal once.
    assert page.locator("#tableview [aria-live]").count() == 0
    assert page.locator("#spoken").text_content().count(refusal) == 1
    assert page.problems.errors == []


def test_the_line_beside_the_table_leaves_out_the_keyboard_cursors_words(open_page: Any) -> None:
    """"Your turn." is followed by the card the keys are on ("Six of spades, 1 of 6") for the
    screen reader; a player who taps follows no such cursor, so the line shows the game's words."""
    page = seated_at_a_started_table(open_page, **PHONE)
    for _ in range(3):
        page.wait_for_function(READY, timeout=10_000)
        names = page.locator(HAND).evaluate_all("cards => cards.map((c) => c.title)")
        page.wait_for_timeout(300)  # the say frame's batch is in
        cursor = [line for line in page.locator("#log p").all_text_contents()
                  if any(line.lower().startswith(f"{name.lower()}, ") for name in names) and line[-1].isdigit()]
        if cursor:
            break
        play_one(page)
    assert cursor, "the keys' cursor was never named"
    assert not set(said(page)) & set(cursor), said(page)
    assert said(page), "the line is empty"
    assert page.problems.errors == []


def test_a_hint_is_a_tap_away_on_the_players_turn_and_says_what_shift_h_says(open_page: Any) -> None:
    """A phone has no Shift+H: on the player's turn a Hint button below the hand asks the coach,
    and its answer is on the line beside the table; the keys' Shift+H then gives the same hint."""
    page = seated_at_a_started_table(open_page, **PHONE)
    page.wait_for_function(READY, timeout=10_000)
    before = page.locator("#log p").count()
    page.locator("#tableview button.hint").tap()
    page.wait_for_function("(n) => document.querySelectorAll('#log p').length > n", arg=before)
    page.wait_for_timeout(300)
    tapped = page.locator("#log p").all_text_contents()[before:]
    assert not any("not your turn" in line for line in tapped), tapped
    assert said(page)[-1] == tapped[-1]
    on_first_screen(page, "#tableview button.hint")
    page.locator("#hand").focus()
    page.keyboard.press("Shift+H")
    page.wait_for_function("(n) => document.querySelectorAll('#log p').length > n", arg=before + len(tapped))
    assert page.locator("#log p").last.text_content() == tapped[-1], "the button is not what Shift+H asks"
    # The button is there exactly while the player has a move to make.
    for _ in range(4):
        play_one(page)
        assert page.evaluate("""() => !!document.querySelector('#tableview button.hint')
            === !!(document.querySelector('#tableview .hand .card.playable')
                   || document.querySelector('#tableview button.blind'))""")
    assert page.problems.errors == []


def test_a_table_opened_by_a_tap_at_the_forms_end_shows_its_code_and_link_on_the_first_screen(
        open_page: Any) -> None:
    page = open_page("/", **PHONE)
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Open the table").tap()  # scrolled down to it, as a thumb does
    heading = page.get_by_role("heading", level=1)
    page.get_by_role("button", name="Start the game").wait_for()
    page.wait_for_function("() => window.scrollY === 0")
    box = heading.bounding_box()
    assert heading.inner_text().startswith("Table ") and box["y"] >= 0 and box["y"] + box["height"] <= 844
    link = page.locator("#lobby .link a").bounding_box()
    assert link is not None and link["y"] + link["height"] <= 844, "the link to share is out of view"
    assert page.problems.errors == []


def test_the_end_of_a_deal_shows_who_won_it_beside_the_table(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page, **PHONE)
    tap_through_a_deal(page)
    page.locator("#tableview button.next-deal").wait_for()
    log = page.locator("#log p").all_text_contents()
    # The last two messages, as the message history has them: the deal's result among them.
    assert said(page) == log[-2:]
    assert any("deal 1 " in line.lower() for line in said(page)), said(page)
    on_first_screen(page, "#tableview .said")
    # The deal's last trick stays drawn too, with who took it.
    assert page.evaluate(TRICK)["finished"] and len(page.evaluate(TRICK)["plays"]) == 4
    assert page.problems.errors == []


#: Words of the drawn table's labels that the browser broke across two lines (none may be).
BROKEN_WORDS = """() => {
    const broken = [];
    const labels = document.querySelectorAll('#tableview .seat > span:not(.played), #tableview .blind-mark,'
        + ' #tableview .stock, #tableview .taken');
    for (const label of labels) {
        for (const text of label.childNodes) {
            if (text.nodeType !== Node.TEXT_NODE) continue;
            for (const word of text.data.matchAll(/\\S+/g)) {
                const range = document.createRange();
                range.setStart(text, word.index);
                range.setEnd(text, word.index + word[0].length);
                const rects = [...range.getClientRects()].filter((r) => r.width > 0);
                const lines = new Set(rects.map((r) => Math.round(r.top)));
                if (lines.size > 1) broken.push(word[0]);
            }
        }
    }
    return broken;
}"""
LONG_NAME = "Bartholomäus-Maximilian"


def german_table(open_page: Any, rules: int, **context: Any) -> Any:
    """A started German table; `rules`: the rule set's place in the lobby's list (0 sticks, 1 the
    running total)."""
    page = open_page("/", locale="de-DE", **context)
    page.locator("#rules").select_option(index=rules)  # the form is drawn anew for its rule set
    page.get_by_label("Dein Name").fill(LONG_NAME)
    page.get_by_role("button", name="Tisch eröffnen").tap()
    page.get_by_role("button", name="Spiel beginnen").tap()
    page.locator(HAND).first.wait_for()
    return page


@pytest.mark.parametrize("computer_pause", [0.6])
def test_in_german_the_scores_say_their_unit_and_goal_and_the_led_card_is_marked(open_page: Any) -> None:
    page = german_table(open_page, 1, viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    scores = page.locator("#tableview .score").all_text_contents()
    assert scores == ["Augen in dieser Runde: dein Team 0, die Gegner 0",
                      "Gesamtpunkte: dein Team 0, die Gegner 0; wer zuerst 120 hat, gewinnt"]
    play_one(page)
    page.wait_for_function("() => document.querySelector('#tableview .felt.finished')")
    trick = page.evaluate(TRICK)
    assert [p["led"] for p in trick["plays"]].count("ausgespielt") == 1, trick
    assert [p["mark"] for p in trick["plays"]].count("Gewinnt") == 1, trick
    assert " gewinn" in trick["taken"] and trick["taken"].endswith(("Augen", "Auge")), trick
    # Three seats side by side on 360 pixels: no word of a mark broken, nothing spills out.
    assert page.evaluate(BROKEN_WORDS) == []
    assert page.locator("#tableview .seat").evaluate_all("seats => seats.every((s) => s.scrollWidth <= s.clientWidth)")
    assert page.problems.errors == []


def test_at_200_percent_zoom_no_word_is_broken_and_a_long_name_is_cut_whole_in_its_title(open_page: Any) -> None:
    page = german_table(open_page, 0, **ZOOMED)
    play_one(page)
    # A trick on the table with its marks (the finished one held, or the new one to answer).
    page.wait_for_function("() => document.querySelectorAll('#tableview .played').length >= 1")
    assert page.evaluate(BROKEN_WORDS) == []
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    name = page.locator("#tableview .at-bottom .name")
    # Too long for its seat: cut with an ellipsis on the screen (CSS only), whole in the text and the
    # title. Waited for: the table is drawn anew as the trick goes on, and a seat just drawn may not
    # have its width yet (once in a whole suite on a loaded machine).
    page.wait_for_function("() => { const n = document.querySelector('#tableview .at-bottom .name');"
                           " return n !== null && n.scrollWidth > n.clientWidth"
                           " && getComputedStyle(n).textOverflow === 'ellipsis'; }", timeout=5000)
    assert name.text_content() == LONG_NAME and name.get_attribute("title") == LONG_NAME
    assert name.bounding_box()["height"] < 40, "one line"
    assert page.problems.errors == []
