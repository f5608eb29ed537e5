"""The table in a real browser, played as a blind player plays it: the keyboard alone, deciding
what to press from what the live region and the message history say. The server on loopback
speaks for the page (`say` frames); the page says each message once, in order, and the hand is a
focused listbox whose current option follows the server's cursor."""

from __future__ import annotations

import itertools
import json
import re
import time
from typing import Any

import pytest

from tests.web.test_web_lobby import axe_violations, said, tab_to, table_options, wait_said

WORDS = {
    "en": {"name": "Your name", "level": "Computer players", "random": "random", "open": "Open the table",
           "table": "Card table", "hand": "Your hand",
           "turn": ("Your turn.", "Your lead."), "over": "ready for the next deal",
           "connecting": "Connecting to the server…", "start": "Enter starts the game"},
    "de": {"name": "Dein Name", "level": "Computerspieler", "random": "zuf", "open": "Tisch eröffnen",
           "table": "Spieltisch", "hand": "Deine Hand",
           "turn": ("Du bist dran.", "Du spielst aus."), "over": "bereit für die nächste Runde",
           "connecting": "Verbindung zum Server wird aufgebaut …", "start": "Die Eingabetaste startet das Spiel"},
}
LOCALES = {"en": "en-GB", "de": "de-DE"}
#: A deal has at most 13 tricks; this bounds a test that went wrong, not one that goes right.
DEAL_SECONDS = 15.0


class Wire:
    """What the server sent the page over its WebSocket, as the test saw it go by."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.sent: list[dict[str, Any]] = []

    def listen(self, page: Any) -> None:
        def socket(ws: Any) -> None:
            ws.on("framereceived", lambda payload: self.frames.append(json.loads(payload)))
            ws.on("framesent", lambda payload: self.sent.append(json.loads(payload)))

        page.on("websocket", socket)

    def texts(self) -> list[str]:
        return [m["text"] for f in self.frames if f["type"] == "say" for m in f["messages"]]


def open_table(open_page: Any, lang: str, wire: Wire | None = None) -> Any:
    """A new table with random computers, opened from the lobby with the keyboard; the server has spoken."""
    words = WORDS[lang]
    page = open_page("/", locale=LOCALES[lang], prepare=wire.listen if wire else None)
    tab_to(page, words["name"], "textbox")
    page.keyboard.type("Anna")
    tab_to(page, words["level"], "combobox")
    page.keyboard.type(words["random"])
    tab_to(page, words["open"], "button")
    page.keyboard.press("Enter")
    wait_said(page, words["start"], exact=False)
    table = page.get_by_role("listbox", name=words["table"])
    assert table.evaluate("node => node === document.activeElement"), "the table has the focus"
    return page


def await_turn(page: Any, lang: str, since: int) -> int | None:
    """Wait for "your turn" (or "your lead") said after the first `since` messages: where it was said, or None
    when the deal is over."""
    words = WORDS[lang]
    deadline = time.monotonic() + DEAL_SECONDS
    while time.monotonic() < deadline:
        lines = said(page)
        for index in range(since, len(lines)):
            if words["over"] in lines[index]:
                return None
            if lines[index] in words["turn"]:
                return index
        page.wait_for_timeout(20)
    raise AssertionError(f"nothing to do was said; last: {said(page)[-3:]}")


def answer_to(page: Any, key: str) -> str:
    """Press `key`; the first message it caused."""
    before = len(said(page))
    page.keyboard.press(key)
    page.wait_for_function("n => document.querySelectorAll('#log p').length > n", arg=before)
    return said(page)[before]


def cursor_and_playable(page: Any) -> tuple[int, int]:
    """Where the hand's cursor is (the option `aria-current`) and the first card the table takes
    now (the first option not `aria-disabled`)."""
    found: list[int] = page.evaluate("""() => {
        const options = [...document.querySelectorAll("#tableview .hand [role=option]")];
        return [options.findIndex((o) => o.getAttribute("aria-current") === "true"),
                options.findIndex((o) => !o.hasAttribute("aria-disabled"))];
      }""")
    return found[0], found[1]


def play_a_card(page: Any) -> str:
    """The first card the table takes now, reached with the arrows from the cursor and played
    with Enter, as a player who listens to the cursor's words does. What the play said."""
    cursor, playable = cursor_and_playable(page)
    assert cursor >= 0 and playable >= 0, (cursor, playable)
    for _ in range(abs(playable - cursor)):
        answer_to(page, "ArrowRight" if playable > cursor else "ArrowLeft")
    return answer_to(page, "Enter")


def play_deal(page: Any, lang: str) -> int:
    """Start the game with Enter and play its first deal; how many turns it took."""
    page.keyboard.press("Enter")
    since, turns = 0, 0
    while (turn := await_turn(page, lang, since)) is not None:
        play_a_card(page)
        turns += 1
        since = turn + 1
    return turns


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_deal_is_played_with_the_keyboard_alone_and_every_message_is_said_once(
        open_page: Any, lang: str) -> None:
    wire = Wire()
    page = open_table(open_page, lang, wire)
    turns = play_deal(page, lang)
    assert turns >= 6, turns
    page.wait_for_timeout(300)  # what the deal's end caused is in
    # The history is exactly the page's own first word and then every message the server sent, in
    # order: nothing lost, nothing doubled.
    assert said(page) == [WORDS[lang]["connecting"], *wire.texts()]
    # Only the table's keys went to the server, each by its name, and the server refused none.
    keys = [frame["key"] for frame in wire.sent if frame["type"] == "key"]
    assert set(keys) <= {"Enter", "Right", "Left"} and keys.count("Enter") >= turns
    assert [f for f in wire.frames if f["type"] == "error"] == []
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_the_hand_is_a_focused_listbox_whose_cursor_only_the_page_says_and_axe_finds_nothing(
        open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    await_turn(page, "en", 0)
    focus = answer_to(page, "End")
    name = re.fullmatch(r"(.+), (\d) of (\d)", focus)
    assert name is not None, focus
    hand = page.get_by_role("listbox", name="Card table")
    # The listbox has the focus itself: a widget screen readers switch to focus mode for.
    assert hand.evaluate("node => node === document.activeElement")
    # Its options, in Chromium's accessibility tree, are the drawn hand's cards (owned), each named
    # by its plain name; none is selected or active, so no reader reads the cursor's card as well
    # as the page: the cursor's card is only `current` for who explores.
    names = table_options(page)
    assert len(names) == int(name.group(3)) and names[-1].lower() == name.group(1).lower(), names
    assert hand.get_attribute("aria-activedescendant") is None
    assert page.locator("#tableview .hand [role=option][aria-selected=true]").count() == 0
    current = page.locator("#tableview .hand [aria-current=true]")
    assert current.count() == 1 and current.get_attribute("aria-label").lower() == name.group(1).lower()
    # The cursor's words are said once, by the one live region.
    page.wait_for_function("text => document.getElementById('spoken').textContent.includes(text)", arg=focus)
    assert said(page).count(focus) == 1
    assert axe_violations(page) == []


def test_a_reload_mid_deal_returns_to_the_seat_and_says_where_the_game_stands_once(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    turn = await_turn(page, "en", 0)
    assert turn is not None
    play_a_card(page)
    await_turn(page, "en", turn + 1)
    hand_before = table_options(page)
    page.reload()
    page.wait_for_function("""() => [...document.querySelectorAll("#log p")]
        .some((p) => p.textContent === "Your turn." || p.textContent === "Your lead.")""")
    page.wait_for_timeout(300)  # anything said twice would be in by now
    lines = said(page)
    # Where the game stands, said once: the seat, the hand, the trick so far, the turn, and the
    # card Enter plays (as a resumed game names it).
    assert lines[0] == "Connecting to the server…"
    assert lines[1].startswith("Back at your seat: deal 1, trick "), lines
    assert lines[-2] in WORDS["en"]["turn"] and re.fullmatch(r".+, \d+ of \d+", lines[-1]), lines
    assert len(lines) == len(set(lines)) <= 7, lines
    assert page.get_by_role("listbox", name="Card table").evaluate("node => node === document.activeElement")
    assert table_options(page) == hand_before
    # And the game goes on from the keys.
    assert play_a_card(page)
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_a_held_down_key_is_sent_no_faster_than_the_server_takes_keys(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("Enter")
    await_turn(page, "en", 0)
    start = time.monotonic()
    for _ in range(60):  # a key held down: the browser repeats it, each press after the first a repeat
        page.keyboard.down("ArrowRight")
        page.wait_for_timeout(10)
    page.keyboard.up("ArrowRight")
    held = time.monotonic() - start
    sent = [f for f in wire.sent if f.get("key") == "Right"]
    limit = wire.frames[0]["limits"]["rate"]
    assert 1 <= len(sent) <= limit * held + 1, (len(sent), held)
    page.wait_for_timeout(300)
    assert [f for f in wire.frames if f["type"] == "error"] == []


def test_f1_lists_the_keys_of_the_moment_and_the_page_says_how_each_screen_reader_plays(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    turn = await_turn(page, "en", 0)
    assert turn is not None
    # "Your turn" is said in the one live region, with what led to it.
    page.wait_for_function("text => document.getElementById('spoken').textContent.includes(text)",
                           arg=said(page)[turn])
    first = answer_to(page, "F1")  # the server's answer, not the browser's help
    assert first.startswith("Keys while playing,"), first
    howto = page.get_by_role("region", name="How to play with a screen reader").inner_text()
    for reader in ("Orca", "NVDA", "JAWS", "VoiceOver on a Mac", "TalkBack", "Shift+Tab leaves the table"):
        assert reader in howto
    assert len(page.context.pages) == 1


def test_another_language_chosen_mid_game_names_the_hand_anew_and_the_table_speaks_it(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    await_turn(page, "en", 0)
    english = table_options(page)
    page.get_by_label("Language").select_option(label="Deutsch")
    page.wait_for_function("names => [...document.querySelectorAll('#tableview .hand [role=option]')]"
                           ".every((o, i) => o.getAttribute('aria-label') !== names[i])", arg=english)
    assert len(table_options(page)) == len(english)
    tab_to(page, "Spieltisch", "listbox")
    before = len(said(page))
    page.keyboard.press("h")
    wait_said(page, "Deine Hand:", exact=False, since=before)
    assert page.problems.errors == []


def test_e_saves_the_games_messages_as_a_text_file_in_the_browser(open_page: Any, tmp_path: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    await_turn(page, "en", 0)
    with page.expect_download() as download:
        page.keyboard.press("e")
    saved = tmp_path / "saved.txt"
    download.value.save_as(saved)
    lines = saved.read_text(encoding="utf-8").splitlines()
    assert lines and lines[0].startswith("A new game begins.")
    assert all(line in said(page) for line in lines)


def test_quick_answers_replace_stale_ones_and_the_live_region_never_says_the_same_text_twice_running(
        open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("Enter")
    await_turn(page, "en", 0)
    page.wait_for_timeout(300)
    page.evaluate("""() => {
        window.writes = [];
        new MutationObserver((records) => {
          for (const record of records) {
            const region = record.target.closest?.("[aria-live]");
            if (region && record.addedNodes.length > 0) { window.writes.push([performance.now(), region.textContent]); }
          }
        }).observe(document.getElementById("spoken"), { childList: true, subtree: true });
      }""")
    before = len(said(page))
    for key in ("ArrowRight", "ArrowRight", "ArrowLeft", "ArrowLeft", "f", "f"):
        page.keyboard.press(key)
    page.wait_for_function("n => document.querySelectorAll('#log p').length >= n + 6", arg=before)
    page.wait_for_timeout(400)
    answers = said(page)[before:]
    writes = [(at, text) for at, text in page.evaluate("window.writes") if text]
    # Every answer is in the history; the region was written fewer times than there were keys,
    # each write at least the region's gap after the one before, the last answer last, and
    # answers overtaken by a newer key's before they were written were dropped, not read late.
    assert len(answers) == 6 and 1 <= len(writes) < 6, writes
    assert all(later - earlier >= 140 for (earlier, _), (later, _) in itertools.pairwise(writes)), writes
    assert writes[-1][1].strip() == answers[-1], writes
    # `f` twice says the same words twice: the second write differs from the first all the same
    # (a no-break space at its end), so no reader drops it as a duplicate.
    texts = [text for _, text in writes]
    assert all(earlier != later for earlier, later in itertools.pairwise(texts)), texts
    page.keyboard.press("f")
    page.wait_for_function("n => document.querySelectorAll('#log p').length >= n + 7", arg=before)
    page.wait_for_timeout(300)
    last = [text for _, text in page.evaluate("window.writes") if text]
    assert last[-1] != last[-2] and last[-1].strip() == last[-2].strip() == answers[-1], last[-2:]
