"""The page's sections around the card table, in a real browser: where the focus lands when the
game starts, the rules as a readable section, the coach's review, the page's options."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from ristikontra.announce.context import Context
from ristikontra.announce.rulesdoc import RulesDocument
from tests.web.test_web_drawn_table import HAND, PHONE
from tests.web.test_web_lobby import axe_violations, said
from tests.web.test_web_table import Wire, await_turn, open_table, play_a_card, play_deal

FOCUSED_ID = "() => document.activeElement?.id ?? null"
#: Whether the drawn hand is on the screen, whole (with its buttons on the player's turn).
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
    assert page.evaluate(FOCUSED_ID) == "hand"
    # The player scrolled down to the button; the game begins with the drawn table in view again
    # (once the page has laid out the drawn table: a busy machine draws it a moment later).
    page.wait_for_function(HAND_IN_VIEW, timeout=5000)
    page.keyboard.press("ArrowRight")  # and the keys reach the server at once
    page.wait_for_function("() => document.querySelectorAll('#log p').length > 0")
    page.reload()
    page.locator(HAND).first.wait_for()
    page.wait_for_function(f"() => ({FOCUSED_ID})() === 'hand'")
    page.wait_for_function(HAND_IN_VIEW, timeout=5000)  # after the reload too, with its messages beside the table
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_on_a_phone_the_whole_hand_stays_in_view_at_every_turn_of_a_deal(open_page: Any) -> None:
    # Three cards on the felt make it taller than a 740 px phone has room for above the hand:
    # the page, at its top since the game began, scrolls just enough to show the whole hand,
    # and leaves the page where the player put it once they scrolled.
    page = started_by_click(open_page, **PHONE)
    since, scrolled, turns = 0, [], 0
    while (turn := await_turn(page, "en", since)) is not None:
        page.wait_for_function(HAND_IN_VIEW, timeout=5000)
        scrolled.append(page.evaluate("() => window.scrollY"))
        play_a_card(page)
        turns += 1
        since = turn + 1
    assert turns >= 6, turns
    assert scrolled[0] == 0 or page.evaluate(f"({HAND_IN_VIEW})()"), scrolled
    page.evaluate("() => window.scrollTo({ top: 300 })")  # the player scrolls down to the messages
    page.keyboard.press("Enter")  # the next deal: drawn anew, the page stays where the player put it
    page.wait_for_timeout(1500)
    assert page.evaluate("() => window.scrollY") == 300
    assert page.problems.errors == []


def rules_in(lang: str) -> RulesDocument:
    return RulesDocument(Context(lang))


def shown_rules(page: Any) -> list[list[Any]]:
    """The rules section as the page shows it: each h2 with the paragraphs under it."""
    return page.evaluate("""() => {
        const parts = [];
        for (const node of document.querySelectorAll('#reading h2, #reading p')) {
            if (node.tagName === 'H2') { parts.push([node.textContent, []]); }
            else { parts[parts.length - 1][1].push(node.textContent); }
        }
        return parts;
    }""")


def test_the_rules_open_from_the_lobby_as_headings_and_paragraphs_and_close_back_to_the_button(open_page: Any) -> None:
    page = open_page("/")
    page.get_by_role("heading", name="Play Ristikontra").wait_for()
    page.get_by_role("button", name="Rules").focus()
    page.keyboard.press("Enter")
    rules = rules_in("en")
    heading = page.get_by_role("heading", level=1, name=rules.title)
    heading.wait_for()
    assert heading.evaluate("node => node === document.activeElement"), "the section's heading has the focus"
    assert shown_rules(page) == [[s.title, list(s.paragraphs)] for s in rules.sections]
    # The lobby's forms give way to the rules; a screen reader finds the headings in the tree.
    assert page.get_by_role("heading", name="Open a table").count() == 0
    tree = page.locator("#reading").aria_snapshot()
    assert f'heading "{rules.title}" [level=1]' in tree
    assert all(f'heading "{s.title}" [level=2]' in tree for s in rules.sections)
    assert page.get_by_role("button", name="Back", exact=True).count() == 2  # at its top and its end
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    page.get_by_role("heading", name="Open a table").wait_for()
    assert page.evaluate(FOCUSED_ID) == "rules-open", "the focus is back on the Rules button"
    assert page.get_by_role("heading", name=rules.title).count() == 0
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_shift_r_at_the_table_opens_the_rules_in_the_pages_language_and_back_returns_the_keys(open_page: Any) -> None:
    page = open_table(open_page, "de")
    page.keyboard.press("Shift+R")
    rules = rules_in("de")
    heading = page.get_by_role("heading", level=1, name=rules.title)
    heading.wait_for()
    assert heading.evaluate("node => node === document.activeElement")
    assert shown_rules(page) == [[s.title, list(s.paragraphs)] for s in rules.sections]
    assert page.get_by_role("listbox", name="Spieltisch").is_hidden()
    page.get_by_role("button", name="Zurück zum Tisch").last.click()
    page.get_by_role("listbox", name="Spieltisch").wait_for()
    assert page.evaluate(FOCUSED_ID) == "hand", "the keys are at the table again"
    # The game goes on from the keys: Enter starts it, as before the rules were opened.
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#tableview .hand .card')")
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_v_after_a_deal_lists_the_coachs_review_and_escape_returns_to_the_table(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    play_deal(page, "en")
    review_button = page.get_by_role("button", name="Review of the deal")
    review_button.wait_for()  # between deals the review is a button away too
    page.keyboard.press("v")
    heading = page.get_by_role("heading", level=1, name="Review of deal 1")
    heading.wait_for(timeout=30_000)  # the coach searches the deal's decisions first
    assert heading.evaluate("node => node === document.activeElement")
    assert 'heading "Review of deal 1" [level=1]' in page.locator("#reading").aria_snapshot()
    # "Still being computed" was said as at the terminal, then the review opened by itself.
    assert any(line.startswith("The review is still being computed") for line in said(page))
    note = page.locator("#review-note").inner_text()
    items = page.locator("#reading ol li").all_inner_texts()
    if items:
        assert note in ("One costly decision.", f"{len(items)} costly decisions, the costliest first.")
        assert all(re.match(r"Trick \d+: you ", item) for item in items), items
        assert page.get_by_role("list", name=note).count() == 1
    else:
        assert note == "No costly decision in deal 1."
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    page.get_by_role("listbox", name="Card table").wait_for()
    assert page.evaluate(FOCUSED_ID) == "hand"
    # The button shows the same review again, at once, and gives the focus back to itself.
    review_button.click()
    heading.wait_for()
    assert page.locator("#reading ol li").all_inner_texts() == items
    page.get_by_role("button", name="Back to the table").first.click()
    assert page.evaluate(FOCUSED_ID) == "review-open"
    # Another language while the review is open: the same review in German, no key sent (nothing
    # said, no search), and the focus stays on the language chooser.
    review_button.click()
    heading.wait_for()
    keys = len([f for f in wire.sent if f["type"] == "key"])
    said_before = len(said(page))
    page.locator("#language").select_option(label="Deutsch")
    page.get_by_role("heading", level=1, name="Rückblick auf Runde 1").wait_for()
    assert page.locator("#reading ol li").count() == len(items)
    assert page.evaluate(FOCUSED_ID) == "language"
    page.wait_for_timeout(200)
    assert [f for f in wire.sent if f["type"] == "key"][keys:] == [] and said(page)[said_before:] == []
    # Back at the Review button, the next deal begins (a click elsewhere, a key another way): the
    # button goes, and the keys are at the table, not lost on the page's body.
    page.get_by_role("button", name="Zurück zum Tisch").first.click()
    assert page.evaluate(FOCUSED_ID) == "review-open"
    page.evaluate("() => document.getElementById('hand').dispatchEvent("
                  "new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))")
    page.wait_for_function("() => document.getElementById('review-open').hidden")
    assert page.evaluate(FOCUSED_ID) == "hand"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_the_options_are_a_form_whose_changes_hold_at_once_language_included(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("o")
    heading = page.get_by_role("heading", level=1, name="Options")
    heading.wait_for()
    assert heading.evaluate("node => node === document.activeElement")
    form = page.locator("#options-form")
    assert form.get_by_role("group").all_inner_texts()[0].startswith("Language and messages")
    assert [g.evaluate("n => n.querySelector('legend').textContent") for g in form.get_by_role("group").all()] == [
        "Language and messages", "Sounds and voice", "Coach"]
    tree = page.locator("#reading").aria_snapshot()
    assert 'heading "Options" [level=1]' in tree and 'group "Sounds and voice"' in tree, tree
    verbosity = form.get_by_label("Verbosity", exact=True)
    assert verbosity.evaluate("n => n.selectedOptions[0].textContent") == "normal"
    assert axe_violations(page) == []
    # Sounds off: the page's earcons follow the seat's setting at once.
    form.get_by_label("Sounds", exact=True).select_option(label="off")
    page.wait_for_function("() => document.getElementById('option-sound').selectedOptions[0].textContent === 'off'")
    # German: the section, the page's words and the next messages are German, the field keeps the focus.
    language = form.get_by_label("Language", exact=True)
    language.focus()
    language.select_option(label="Deutsch")
    page.get_by_role("heading", level=1, name="Optionen").wait_for()
    form.get_by_label("Sprache", exact=True).wait_for()
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert page.evaluate(FOCUSED_ID) == "option-lang"
    page.keyboard.press("Escape")
    page.get_by_role("listbox", name="Spieltisch").wait_for()
    assert page.evaluate(FOCUSED_ID) == "hand"
    before = len(said(page))
    page.keyboard.press("Enter")  # the game starts, said in German
    page.wait_for_function("n => document.querySelectorAll('#log p').length > n", arg=before)
    page.wait_for_timeout(200)
    assert any("Runde" in line or "Karten" in line for line in said(page)[before:]), said(page)[before:]
    # And the button opens the form again, with the values now in force; Back returns to it.
    page.get_by_role("button", name="Optionen").click()
    page.get_by_role("heading", level=1, name="Optionen").wait_for()
    assert form.get_by_label("Klänge", exact=True).evaluate("n => n.selectedOptions[0].textContent") == "aus"
    page.get_by_role("button", name="Zurück zum Tisch").first.click()
    assert page.evaluate(FOCUSED_ID) == "options-open"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_the_pages_language_chooser_brings_the_open_options_in_the_new_language(open_page: Any) -> None:
    page = open_table(open_page, "en")
    page.keyboard.press("o")
    page.get_by_role("heading", level=1, name="Options").wait_for()
    page.locator("#language").select_option(label="Deutsch")
    form = page.locator("#options-form")
    form.get_by_label("Ausführlichkeit der Meldungen", exact=True).wait_for()  # the seat's words, anew
    assert page.get_by_role("heading", level=1, name="Optionen").count() == 1
    assert page.get_by_role("button", name="Zurück zum Tisch").count() == 2
    assert page.problems.errors == [] and page.problems.dialogs == []


def answered_options(wire: Wire, before: int) -> Any:
    """A wait for an `options` frame after the first `before` the page was sent."""
    return lambda: sum(f["type"] == "options" for f in wire.frames) > before


def wait_until(page: Any, done: Any, seconds: float = 10.0) -> None:
    """Wait for `done()`, letting Playwright hear the page's WebSocket meanwhile."""
    for _ in range(int(seconds * 20)):
        if done():
            return
        page.wait_for_timeout(50)
    raise AssertionError("not seen in time")


def options_heard(wire: Wire) -> int:
    return sum(f["type"] == "options" for f in wire.frames)


def test_a_change_answered_after_escape_leaves_the_options_closed(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("o")
    page.get_by_role("heading", level=1, name="Options").wait_for()
    before = options_heard(wire)
    # A value picked and Escape pressed at once, before the seat's answer to the change comes.
    page.evaluate("""() => {
        const select = document.getElementById('option-verbosity');
        select.focus();
        select.selectedIndex = (select.selectedIndex + 1) % select.options.length;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }""")
    page.wait_for_function("() => document.activeElement?.id === 'hand'")
    wait_until(page, answered_options(wire, before))
    page.wait_for_timeout(100)  # the answer read by the page
    assert page.get_by_role("heading", level=1, name="Options").count() == 0
    assert page.evaluate(FOCUSED_ID) == "hand", "the keys stay at the table"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_a_changed_option_keeps_its_field_and_the_focus_and_is_not_read_out_again(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("o")
    page.get_by_role("heading", level=1, name="Options").wait_for()
    page.evaluate("""() => {
        window.focusMoves = 0;
        document.addEventListener('focusin', () => { window.focusMoves += 1; });
        const select = document.getElementById('option-sound_volume');
        select.focus();
        select.kept = true;
        window.focusMoves = 0;
    }""")
    for _ in range(2):  # arrow keys on a closed select: a change at each step
        before = options_heard(wire)
        page.keyboard.press("ArrowDown")
        wait_until(page, answered_options(wire, before))
        page.wait_for_timeout(100)
    volume = page.locator("#option-sound_volume")
    assert volume.evaluate("n => n.kept === true && n === document.activeElement"), "the same field, focused"
    assert volume.evaluate("n => n.selectedOptions[0].textContent") == "90 percent"
    assert page.evaluate("() => window.focusMoves") == 0, "nothing took the focus again"
    # Another language: the same fields in the new words, the focus still where it was.
    before = options_heard(wire)
    page.locator("#option-lang").focus()
    page.evaluate("() => { document.getElementById('option-lang').kept = true; window.focusMoves = 0; }")
    page.locator("#option-lang").select_option(label="Deutsch")
    page.locator("#options-form").get_by_label("Sprache", exact=True).wait_for()
    wait_until(page, answered_options(wire, before))
    page.wait_for_timeout(200)
    assert page.locator("#option-lang").evaluate("n => n.kept === true && n === document.activeElement")
    assert page.evaluate("() => window.focusMoves") == 0
    assert page.problems.errors == [] and page.problems.dialogs == []


def outputs(wire: Wire) -> list[dict[str, Any]]:
    return [f["output"] for f in wire.frames if f["type"] == "say" and "output" in f]


def test_the_pages_own_sound_controls_and_the_options_are_one_setting(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("Enter")  # the page's own sound options come with the drawn table
    page.locator("#sound-on").wait_for()
    page.locator("#sound-on").uncheck()  # the page's own checkbox: the seat's setting, not the browser's alone
    wait_until(page, lambda: outputs(wire)[-1]["sound"] is False)
    page.get_by_role("button", name="Options").click()
    form = page.locator("#options-form")
    assert form.get_by_label("Sounds", exact=True).evaluate("n => n.selectedOptions[0].textContent") == "off"
    form.get_by_label("Sounds", exact=True).select_option(label="on")
    page.wait_for_function("() => document.getElementById('sound-on').checked")
    # The page's own voice likewise: its checkbox is the seat's speech setting.
    page.keyboard.press("Escape")
    page.locator("#voice-on").check()
    wait_until(page, lambda: outputs(wire)[-1]["speech"] == "voice")
    page.get_by_role("button", name="Options").click()
    page.wait_for_function("() => document.getElementById('option-speech')?.selectedOptions[0]?.textContent"
                           " === 'own voice'")
    form.get_by_label("Speech", exact=True).select_option(label="screen reader")
    page.wait_for_function("() => !document.getElementById('voice-on').checked")
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_what_the_options_set_holds_after_a_reload(open_page: Any) -> None:
    wire = Wire()
    page = open_table(open_page, "en", wire)
    page.keyboard.press("o")
    form = page.locator("#options-form")
    form.wait_for()
    form.locator("#option-voice_rate").select_option(label="70 percent")
    wait_until(page, lambda: outputs(wire) and outputs(wire)[-1]["voice_rate"] == 70)
    form.locator("#option-sound_volume").select_option(label="30 percent")
    wait_until(page, lambda: outputs(wire)[-1]["sound_volume"] == 30)
    page.reload()
    page.get_by_role("listbox", name="Card table").wait_for()
    wait_until(page, lambda: [f for f in wire.sent if f["type"] == "announce"][-1:] != []
               and len([f for f in wire.sent if f["type"] == "announce"]) >= 2)
    announced = [f for f in wire.sent if f["type"] == "announce"][-1]
    assert announced["output"]["voice_rate"] == 70 and announced["output"]["sound_volume"] == 30
    wait_until(page, lambda: outputs(wire)[-1]["voice_rate"] == 70)
    page.get_by_role("button", name="Options").click()
    assert form.locator("#option-voice_rate").evaluate("n => n.selectedOptions[0].textContent") == "70 percent"
    assert form.locator("#option-sound_volume").evaluate("n => n.selectedOptions[0].textContent") == "30 percent"
    assert page.problems.errors == [] and page.problems.dialogs == []


class KeptElsewhere(Wire):
    """A browser that kept settings from another version of the server: a speech route and a
    verbosity this server does not take (each passes the page's own check of its form)."""

    def listen(self, page: Any) -> None:
        super().listen(page)
        kept = {"speech": "braille", "sound": False, "sound_volume": 30}
        page.add_init_script(f"""try {{ if (!sessionStorage.getItem('seeded')) {{
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('ristikontra.output', '{json.dumps(kept)}');
            localStorage.setItem('ristikontra.verbosity', 'chatty'); }} }} catch {{}}""")


def test_settings_kept_from_another_server_are_dropped_and_said_and_the_seat_is_spoken_for(open_page: Any) -> None:
    wire = KeptElsewhere()
    page = open_table(open_page, "en", wire)  # it waits for the server's first words at the table
    announced = [f for f in wire.sent if f["type"] == "announce"]
    assert announced[0]["output"]["speech"] == "braille" and announced[0]["verbosity"] == "chatty"
    refusal = next(f for f in wire.frames if f.get("id") == announced[0]["id"])
    assert refusal["type"] == "error" and refusal["reason"] == "bad_message"
    assert len(announced) == 2 and announced[1].get("output", {}) == {}
    assert announced[1]["verbosity"] == "normal"
    lines = said(page)
    assert "This server does not take the settings this browser kept from your last visit (messages, sounds and" \
           " voice), so its defaults hold." in lines
    assert "The server did not understand that request." not in lines
    assert page.evaluate("() => localStorage.getItem('ristikontra.verbosity')") in (None, "normal")
    # The seat's own settings now: the server's defaults, kept for the next visit.
    wait_until(page, lambda: outputs(wire) != [])
    assert outputs(wire)[-1]["speech"] == "auto" and outputs(wire)[-1]["sound"] is True
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_an_option_the_server_adds_to_the_page_is_drawn_in_its_group(open_page: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from ristikontra.web import seat

    monkeypatch.setattr(seat, "PAGE_OPTION_GROUPS", (*seat.PAGE_OPTION_GROUPS, ("more", "web-options", ("live_line",))))
    page = open_table(open_page, "en")
    page.keyboard.press("o")
    form = page.locator("#options-form")
    form.wait_for()
    assert [g.evaluate("n => n.querySelector('legend').textContent") for g in form.get_by_role("group").all()] == [
        "Language and messages", "Sounds and voice", "Coach", "Options"]
    assert form.get_by_role("group", name="Options").get_by_role("combobox").count() == 1
    assert page.problems.errors == [] and page.problems.dialogs == []
