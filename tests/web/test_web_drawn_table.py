"""The drawn table in a real browser, as a sighted player on a phone uses it: a whole deal played
by taps on 360 x 740 CSS pixels with touch, reading only the drawn table; targets of 44 px, the
hand readable at 200 % zoom, axe-core, a name that looks like HTML, the earcons fetched from the
page's own server, and the page's own voice (a spy on speechSynthesis: Chromium here has no voices)."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from tests.web.test_web_lobby import axe_violations, table_options

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
#: A 360 px phone at 200 % zoom lays the page out in 180 CSS pixels.
ZOOMED = {"viewport": {"width": 180, "height": 370}, "device_scale_factor": 4, "has_touch": True, "is_mobile": True}
HAND = "#tableview .hand .card"
#: What a player may do now, or the deal is over (the hand empty and the stock too).
READY = """() => document.querySelector('#tableview .hand .card.playable')
    || document.querySelector('#tableview button.blind')
    || (document.querySelector('#tableview .stock')?.textContent === 'Stock: 0'
        && document.querySelectorAll('#tableview .hand .card').length === 0)"""


def seated_at_a_started_table(open_page: Any, name: str | None = None, **context: Any) -> Any:
    """A table with computers in the other seats, started by taps; the page once its hand is drawn."""
    page = open_page("/", **(context or PHONE))
    page.get_by_label("Your name").fill(name or "Anna")
    tap = "tap" if (context or PHONE).get("has_touch") else "click"
    getattr(page.get_by_role("button", name="Open the table"), tap)()
    getattr(page.get_by_role("button", name="Start the game"), tap)()
    page.locator(HAND).first.wait_for()
    return page


def drawn(page: Any) -> dict[str, Any]:
    """What the drawn table shows, as a sighted player reads it."""
    return page.evaluate("""() => {
        const view = document.getElementById('tableview');
        const text = (node) => node.textContent;
        return {
            seats: [...view.querySelectorAll('.seat')].map((s) => ({
                name: text(s.querySelector('.name')), relation: text(s.querySelector('.relation')),
                place: [...s.classList].find((c) => c.startsWith('at-')),
                played: s.querySelector('.played') ? text(s.querySelector('.played')) : null,
                winning: !!s.querySelector('.winning-mark') })),
            hand: [...view.querySelectorAll('.hand .card')].map(text),
            playable: [...view.querySelectorAll('.hand .card.playable')].map(text),
            stock: text(view.querySelector('.stock')),
            scores: [...view.querySelectorAll('.score')].map(text),
        };
    }""")


def tap_through_a_deal(page: Any) -> tuple[int, int, int, int]:
    """Tap cards (and the stock once) until the deal is over: taps, winners and cards seen, blinds."""
    taps = 0
    winners_seen = 0
    cards_seen = 0
    blinds = 0
    while True:
        page.wait_for_function(READY, timeout=10_000)
        now = drawn(page)
        winners_seen += sum(s["winning"] for s in now["seats"])
        cards_seen += sum(s["played"] is not None for s in now["seats"])
        playable = page.locator(f"{HAND}.playable")
        blind = page.locator("#tableview button.blind")
        if blind.count() and not blinds:
            # Once in the deal, the top card of the stock: the stock shrinks by it.
            blind.tap()
            page.wait_for_function("(stock) => document.querySelector('#tableview .stock').textContent !== stock",
                                   arg=now["stock"])
            blinds += 1
        elif playable.count():
            card = playable.first
            tapped = card.get_attribute("data-card")
            card.tap()
            # The card leaves the hand (the hand may be full again at once: a card from the stock).
            page.wait_for_function("(card) => ![...document.querySelectorAll('#tableview .hand .card')]"
                                   ".some((c) => c.dataset.card === card)", arg=tapped)
        elif blind.count():
            blind.tap()
            page.wait_for_function("() => !document.querySelector('#tableview button.blind')")
        else:
            break
        taps += 1
        assert taps < 60, "the deal did not end"
    return taps, winners_seen, cards_seen, blinds


def test_a_whole_deal_is_played_by_taps_on_a_phone(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page)
    first = drawn(page)
    assert [(s["place"], s["relation"]) for s in first["seats"]] == [
        ("at-bottom", "You"), ("at-left", "Opponent"), ("at-top", "Partner"), ("at-right", "Opponent")]
    assert first["seats"][0]["name"] == "Anna"
    assert first["stock"].startswith("Stock: ")
    assert first["scores"] == ["Points this deal: your team 0, the opponents 0",
                               "Sticks: your team 0, the opponents 0; first to 7 wins"]
    taps, winners_seen, cards_seen, blinds = tap_through_a_deal(page)
    end = drawn(page)
    assert end["hand"] == [] and end["stock"] == "Stock: 0"
    assert taps >= 5 and cards_seen and winners_seen and blinds == 1
    # The deal's points add up on the drawn table: someone scored.
    assert end["scores"][0] != "Points this deal: your team 0, the opponents 0"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_cards_and_controls_are_targets_of_44_pixels(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page)
    # Measured when the table is fullest: our turn, the other three cards of the trick on it. A
    # deal in which we are never the last to play is over without it: alone with computers the
    # next one waits for us, so we tap Next deal and look there.
    mine = page.locator(f"{HAND}.playable, #tableview button.blind")
    next_deal = page.locator("#tableview button.next-deal")
    for _ in range(40):
        page.wait_for_function(READY, timeout=10_000)
        # The trick just finished is held a moment while the next one begins: measured after it.
        page.wait_for_function("() => !document.querySelector('#tableview .felt.held')")
        if sum(seat["played"] is not None for seat in drawn(page)["seats"]) == 3:
            break
        if mine.count():
            play_one(page)
        else:
            page.locator(f"{HAND}.playable, #tableview button.blind, #tableview button.next-deal").first.wait_for(
                timeout=20_000)
            if next_deal.count():
                next_deal.first.tap()
    else:
        raise AssertionError("never the last to play a trick in three deals")
    boxes = [page.locator(HAND).nth(i).bounding_box() for i in range(page.locator(HAND).count())]
    boxes += [page.locator(sel).bounding_box() for sel in ("#sound-on", "#sound-volume", "#voice-on")]
    if page.locator("#tableview button.blind").count():
        boxes.append(page.locator("#tableview button.blind").bounding_box())
    boxes.append(page.locator("#tableview button.hint").bounding_box())
    assert boxes and all(box["width"] >= 44 and box["height"] >= 44 for box in boxes), boxes
    # One-handed: the whole hand is on the phone's first screen, no scrolling to reach a card.
    page.evaluate("() => window.scrollTo(0, 0)")
    hand = [page.locator(HAND).nth(i).bounding_box() for i in range(page.locator(HAND).count())]
    assert all(box["y"] >= 0 and box["y"] + box["height"] <= 740 for box in hand), hand


def test_at_200_percent_zoom_the_hand_stays_readable_and_nothing_scrolls_sideways(open_page: Any) -> None:
    # A long name without a space must wrap in its seat, not push the page sideways.
    page = seated_at_a_started_table(open_page, "Maximiliana-Alexandrina", **ZOOMED)
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    # Nothing spills out of its seat over the next one: every word stays readable.
    assert page.locator("#tableview .seat").evaluate_all("seats => seats.every((s) => s.scrollWidth <= s.clientWidth)")
    for i in range(page.locator(HAND).count()):
        box = page.locator(HAND).nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 180 and box["height"] >= 44
    sizes = page.locator(f"{HAND} .rank").evaluate_all(
        "ranks => ranks.map((r) => parseFloat(getComputedStyle(r).fontSize))")
    assert min(sizes) >= 18


def test_the_drawn_table_is_what_a_phone_screen_reader_explores_and_nothing_in_it_is_said_twice(
        open_page: Any) -> None:
    page = seated_at_a_started_table(open_page)
    assert axe_violations(page) == []
    drawing = page.locator("#tableview")
    assert drawing.get_attribute("aria-hidden") is None and drawing.evaluate("n => !!n.closest('main')")
    # The hand's cards, where they are drawn, are the card table's options (one set of cards):
    # named, not read as their symbols; a finger finds them and a double tap plays one.
    cards = page.locator(f"{HAND}[role=option]")
    names = cards.evaluate_all("cards => cards.map((card) => card.getAttribute('aria-label'))")
    assert names and table_options(page) == names
    assert all(re.fullmatch(r"[a-z]+ of [a-z]+", name) for name in names), names
    # The seats and the cards on the table are there to explore, each card by its name.
    seats = drawing.locator(".seat")
    assert seats.count() == 4 and all(seats.nth(i).inner_text() for i in range(4))
    played = drawing.locator(".played")
    if played.count():
        assert all(re.fullmatch(r"[a-z]+ of [a-z]+(, blind)?", played.nth(i).get_attribute("aria-label") or "")
                   for i in range(played.count()))
        assert played.first.get_attribute("role") == "img"
    # Nothing in it is live, and what the live region and the page say already is hidden: the
    # latest messages below the hand.
    assert drawing.locator("[aria-live], [role=status], [role=log], [role=alert]").count() == 0
    assert drawing.locator(".said").get_attribute("aria-hidden") == "true"
    # The options only the page has stay reachable, by their names.
    page.get_by_role("region", name="Sound and voice").get_by_role("checkbox", name="Sounds").wait_for()
    assert page.get_by_role("slider", name="Sound volume").count() == 1


def test_a_name_that_looks_like_html_shows_as_its_characters(open_page: Any) -> None:
    name = "<img src=x onerror=alert(1)>"
    page = seated_at_a_started_table(open_page, name)
    # The server cuts a name to 24 characters; what is left of it is shown as it is.
    assert drawn(page)["seats"][0]["name"] == name[:24]
    assert page.locator("#tableview img").count() == 0
    assert page.problems.dialogs == [] and page.problems.errors == []


def test_the_earcons_come_from_the_pages_own_server(open_page: Any) -> None:
    requests: list[str] = []
    page = open_page("/", **PHONE)
    page.on("request", lambda request: requests.append(request.url))
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Open the table").tap()
    page.get_by_role("button", name="Start the game").tap()
    page.wait_for_function(READY, timeout=10_000)
    page.locator(f"{HAND}.playable, #tableview button.blind").first.tap()
    page.wait_for_function("() => performance.getEntriesByType('resource').some((e) => e.name.includes('/sounds/'))")
    origin = urlsplit(page.url)
    sounds = [url for url in requests if "/sounds/" in url]
    assert sounds and all(url.endswith(".wav") for url in sounds)
    assert all(urlsplit(url)[:2] == origin[:2] for url in requests), requests
    # The page's policy lets them through: a refused fetch would be a console error.
    assert page.problems.errors == []


SPY = """
window.spoken = []; window.cancelled = 0;
speechSynthesis.speak = (utterance) => { window.spoken.push(utterance.text); };
speechSynthesis.cancel = () => { window.cancelled += 1; };
"""


def test_the_own_voice_is_off_until_chosen_then_speaks_and_a_key_cuts_it_off(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page)
    page.evaluate(f"() => {{ {SPY} }}")
    voice = page.get_by_role("checkbox", name=re.compile(r"^Read aloud with the browser's own voice"))
    assert not voice.is_checked()
    page.keyboard.press("t")
    assert page.evaluate("() => [window.spoken.length, window.cancelled]") == [0, 0]
    voice.check()
    page.wait_for_function(READY, timeout=10_000)
    page.locator(f"{HAND}.playable, #tableview button.blind").first.tap()
    page.wait_for_function("() => window.spoken.length > 0")
    cancelled = page.evaluate("() => window.cancelled")
    page.keyboard.press("t")
    assert page.evaluate("() => window.cancelled") == cancelled + 1
    # The choice is kept: the next visit speaks too.
    assert page.evaluate("() => localStorage.getItem('ristikontra.voice')") == "on"
    # The seat's speech setting (F7, the options menu) chooses too: the screen reader silences the page.
    page.evaluate("""async () => (await import('/static/voice.js')).onSay({type: 'say', table: null,
        messages: [{text: 'x', short: 'x', sound: null, kind: 'polite', interrupt: true}],
        output: {speech: 'screenreader', voice_volume: 80, voice_rate: 50, lang: 'en'}})""")
    assert not voice.is_checked()
    spoken = page.evaluate("() => window.spoken.length")
    page.evaluate("""async () => (await import('/static/voice.js')).onSay({type: 'say', table: null,
        messages: [{text: 'Your turn.', short: 'Your turn.', sound: 'turn', kind: 'assertive', interrupt: true}],
        output: {speech: 'voice', voice_volume: 80, voice_rate: 50, lang: 'en'}})""")
    assert voice.is_checked()
    assert page.evaluate("() => window.spoken.slice(-1)") == ["Your turn."]
    assert page.evaluate("() => window.spoken.length") == spoken + 1
    # A section opened by its key is said by its heading too (a screen reader reads the focused
    # heading; the own voice's player would hear nothing).
    page.locator("#hand").press("Shift+R")
    heading = page.locator("#reading h1")
    heading.wait_for()
    assert page.evaluate("() => window.spoken.slice(-1)") == [heading.text_content()]


SOUND_SPY = """() => {
    window.started = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) { window.started += 1; return start.apply(this, args); };
}"""


def play_one(page: Any) -> None:
    """Tap a card (or play blind) once it is our turn, and wait until the table moved on."""
    page.wait_for_function(READY, timeout=10_000)
    stock = drawn(page)["stock"]
    hand = ",".join(page.locator(HAND).evaluate_all("cards => cards.map((c) => c.dataset.card)"))
    page.locator(f"{HAND}.playable, #tableview button.blind").first.tap()
    page.wait_for_function("([hand, stock]) => [...document.querySelectorAll('#tableview .hand .card')]"
                           ".map((c) => c.dataset.card).join(',') !== hand"
                           " || document.querySelector('#tableview .stock').textContent !== stock", arg=[hand, stock])


def test_the_earcons_play_and_the_pages_options_and_the_seats_settings_turn_them_off(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page)
    page.evaluate(SOUND_SPY)
    play_one(page)
    page.wait_for_function("() => window.started > 0")
    sounds = page.get_by_role("checkbox", name="Sounds")
    assert sounds.is_checked()
    sounds.tap()
    page.evaluate("() => { window.started = 0; }")
    play_one(page)
    assert page.evaluate("() => window.started") == 0
    assert page.evaluate("() => localStorage.getItem('ristikontra.sound')") == '{"on":false,"volume":70}'
    # The seat's settings (F9, F10, the options menu) come as `output` and set the page's options.
    page.evaluate("""async () => (await import('/static/sound.js')).onSay({type: 'say', messages: [],
        table: null, output: {speech: 'auto', sound: true, sound_volume: 30}})""")
    assert sounds.is_checked()
    assert page.get_by_role("slider", name="Sound volume").input_value() == "30"
    assert page.problems.errors == []


def test_the_drawn_table_speaks_the_pages_language_and_follows_a_change_of_it(open_page: Any) -> None:
    page = open_page("/", locale="de-DE", **PHONE)
    page.get_by_label("Dein Name").fill("Anna")
    page.get_by_role("button", name="Tisch eröffnen").tap()
    page.get_by_role("button", name="Spiel beginnen").tap()
    page.locator(HAND).first.wait_for()
    german = drawn(page)
    assert [s["relation"] for s in german["seats"]] == ["Du", "Gegner", "Partner", "Gegner"]
    assert german["stock"].startswith("Stapel: ")
    assert german["scores"] == ["Augen in dieser Runde: dein Team 0, die Gegner 0",
                                "Zählstäbchen: dein Team 0, die Gegner 0; wer zuerst 7 hat, gewinnt"]
    ranks = "#tableview .hand .card .rank"
    assert all(re.fullmatch(r"10|[2-9]|[BDKA]", rank) for rank in page.locator(ranks).all_inner_texts())
    assert page.get_by_role("region", name="Ton und Stimme").count() == 1
    page.get_by_label("Sprache").select_option("English")
    page.wait_for_function("() => document.querySelector('#tableview .stock').textContent.startsWith('Stock: ')")
    assert [s["relation"] for s in drawn(page)["seats"]] == ["You", "Opponent", "Partner", "Opponent"]
    assert all(re.fullmatch(r"10|[2-9]|[JQKA]", rank) for rank in page.locator(ranks).all_inner_texts())
    assert page.get_by_role("region", name="Sound and voice").count() == 1


def test_a_sighted_player_sees_the_hand_once_and_the_focus_ring_on_the_card_table(open_page: Any) -> None:
    page = seated_at_a_started_table(open_page, viewport={"width": 1024, "height": 768})
    page.get_by_role("listbox", name="Card table").focus()
    page.keyboard.press("End")  # a key, so the browser shows the focus ring as for a keyboard player
    drawn_hand = page.locator(HAND)
    listbox = page.get_by_role("listbox", name="Card table")
    # The listbox owns the drawn cards for screen readers and takes no room on the screen itself.
    assert len(table_options(page)) == drawn_hand.count() > 0
    box = listbox.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1, box
    assert all((b := card.bounding_box()) is not None and b["width"] >= 44 for card in drawn_hand.all())
    # The cursor's card is framed in the drawn hand; the keys' place shows its focus ring.
    page.locator(f"{HAND}.focused").wait_for()
    table = page.get_by_role("listbox", name="Card table")
    assert table.evaluate("node => node === document.activeElement && node.matches(':focus-visible')")
    assert table.evaluate("node => getComputedStyle(node).outlineStyle") == "solid"
    assert page.locator("#tableview .hand-area").evaluate("node => getComputedStyle(node).outlineStyle") == "solid"
    assert axe_violations(page) == []


def test_on_a_phone_the_language_chooser_shows_its_whole_word_beside_the_rules_button(open_page: Any) -> None:
    # German is the longer pair ("Spielregeln", "Sprache"): squeezed into one row at 360 px the
    # chooser read "Deutscl". It keeps the width its word needs; the row wraps instead.
    page = open_page("/", locale="de-DE", **PHONE)
    chooser = page.locator("header select")
    chooser.wait_for()
    assert chooser.evaluate("s => s.selectedOptions[0].textContent") == "Deutsch"
    needed = chooser.evaluate("""(s) => {
        const free = s.cloneNode(true);
        free.style.position = "absolute";
        free.style.width = "auto";
        document.body.append(free);
        const width = free.getBoundingClientRect().width;
        free.remove();
        return width;
    }""")
    assert chooser.bounding_box()["width"] >= needed - 0.5, (chooser.bounding_box(), needed)
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def test_a_phone_player_taps_on_to_the_next_deal(open_page: Any) -> None:
    # Between deals the keys' Enter was the only way on: a phone without a keyboard was stuck
    # after deal 1. A button on the drawn table does what Enter does, and goes when the deal starts.
    page = seated_at_a_started_table(open_page)
    tap_through_a_deal(page)
    following = page.get_by_role("button", name="Next deal")
    following.wait_for()
    following.tap()
    page.wait_for_function("() => document.querySelectorAll('#tableview .hand .card').length === 6")
    assert not following.is_visible()
    assert page.evaluate("() => document.activeElement.id") == "hand", "the keys go to the table"
    assert page.problems.errors == [] and page.problems.dialogs == []


def test_between_deals_the_drawn_table_offers_the_next_deal_where_the_hand_was(open_page: Any) -> None:
    # The button below the table is a scroll away on a phone; the drawn table has one of its own
    # on the first screen, in the hand's place (hidden from screen readers, as the whole drawing).
    page = seated_at_a_started_table(open_page)
    tap_through_a_deal(page)
    drawn_next = page.locator("#tableview button.next-deal")
    drawn_next.wait_for()
    page.evaluate("() => window.scrollTo(0, 0)")
    box = drawn_next.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 740 and box["height"] >= 44, box
    assert drawn_next.text_content() == "Next deal"
    drawn_next.tap()
    page.wait_for_function("() => document.querySelectorAll('#tableview .hand .card').length === 6")
    assert drawn_next.count() == 0
    assert page.problems.errors == [] and page.problems.dialogs == []
