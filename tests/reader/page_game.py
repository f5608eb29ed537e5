"""A whole deal at the browser page with Orca, played by keys sent through X, and what was heard
of it.

`play_deal_at_page` opens the page (`/?new`: a table with computers) in Chromium on a `Desktop`
(tests/reader/desktop.py) and plays as a blind Orca user who never heard of focus mode: a click on
the page, Shift+Tab out of the card table and Tab back in, Enter to start, then on each turn the
arrows to a card the table takes and Enter; `t` twice running and `s` once on the way; nothing of
Orca's own. Every key waits for its answer in Orca's speech.

What the page writes into its live regions is taken down in the page (a MutationObserver, the
wall clock of each write); what Orca says comes from the recording speech-dispatcher. The player
decides what to press from the page's own state (which card the cursor is on, which the table
takes), read over Chromium's DevTools port: the player's memory of what was said, not a shortcut
past the screen reader, since every key goes through X and every answer is waited for in speech.

`tally` compares the two: each write heard once, never or more than once, in order or not; what
Orca said besides (its key echo apart); the delays from a write, and from a key, to speech.

Used by tests/reader/test_reader_page.py and benchmarks/bench_orca_page.py.
"""

from __future__ import annotations

import contextlib
import json
import re
import statistics
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tests.reader.desktop import Desktop, Utterance

__all__ = ["PageHeard", "PagePlayed", "play_deal_at_page", "tally"]

TURN = ("Your turn.", "Your lead.")
OVER = "ready for the next deal"
#: What Orca's key echo says for the keys the deal is played with.
KEY_ECHO = {"return", "t", "s", "right", "left", "tab", "left shift", "shift"}
#: The page's own records of its live regions: each write's wall-clock time and text.
RECORDER = """() => {
    if (window.regionWrites) { return; }
    window.regionWrites = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const region = record.target.closest?.("[aria-live]");
        if (region && record.addedNodes.length > 0) {
          window.regionWrites.push([Date.now() / 1000, region.textContent]);
        }
      }
    }).observe(document.getElementById("spoken"), { childList: true, subtree: true });
  }"""


def norm(text: str) -> str:
    """A text as compared: its spaces (the no-break space a repeated text gets included) as one."""
    return " ".join(text.split())


@dataclass
class PagePlayed:
    """One deal played at the page: from the first key at the card table on (monotonic seconds),
    the page's writes into its live regions, its history, what was said, and each key pressed
    with the first message it caused."""

    started: float
    writes: list[tuple[float, str]]
    history: list[str]
    spoken: list[Utterance]
    keyed: list[tuple[float, str, str]]
    turns: int
    letter_answers: list[str]
    on_tab: list[str]


class Player:
    """The person at the keyboard: keys through X, answers waited for in Orca's speech."""

    def __init__(self, desk: Desktop, page: Any) -> None:
        self.desk = desk
        self.page = page
        self.keyed: list[tuple[float, str, str]] = []

    def history(self) -> list[str]:
        return [str(text).strip() for text in self.page.locator("#log p").all_inner_texts()]

    def press(self, key: str, answers: int = 1, deadline: float = 20.0) -> list[str]:
        """Press `key` through X; wait until the page has said (at least) `answers` messages more
        and Orca has spoken them and gone quiet. The page's new messages."""
        before = len(self.history())
        pressed = time.monotonic()
        self.desk.keys(key)
        end = time.monotonic() + deadline
        while len(self.history()) < before + answers:
            assert time.monotonic() < end, f"no answer to {key}: {self.history()[-3:]}"
            time.sleep(0.05)
        self.keyed.append((pressed, key, self.history()[before]))
        self.heard(self.history()[before:], since=pressed)
        return self.history()[before:]

    def heard(self, texts: list[str], since: float, deadline: float = 30.0) -> None:
        """Wait until the last of `texts` was spoken (after `since`) and speech went quiet."""
        if texts:
            try:
                self.desk.wait_said(norm(texts[-1]), deadline=deadline, since=since)
            except AssertionError as lost:
                offset = self.desk._wall_minus_monotonic
                writes = "\n".join(f"  {at - offset:.2f} {text!r}" for at, text in
                                   self.page.evaluate("window.regionWrites"))
                raise AssertionError(f"{lost}\nwritten:\n{writes}") from None
        self.desk.wait_quiet(0.3, deadline=deadline)

    def cursor_and_playable(self) -> tuple[int, int]:
        found: list[int] = self.page.evaluate("""() => {
            const options = [...document.querySelectorAll("#tableview .hand [role=option]")];
            return [options.findIndex((o) => o.getAttribute("aria-current") === "true"),
                    options.findIndex((o) => !o.hasAttribute("aria-disabled"))];
          }""")
        return found[0], found[1]


def _await_turn(player: Player, since: int, deadline: float = 60.0) -> int | None:
    """Where the next "Your turn" (or lead) is in the history after `since`; None at the deal's end."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        lines = player.history()
        for index in range(since, len(lines)):
            if OVER in lines[index]:
                return None
            if lines[index] in TURN or any(lines[index].endswith(" " + turn) for turn in TURN):
                return index
        time.sleep(0.05)
    raise AssertionError(f"no turn came: {player.history()[-4:]}")


def _loaded(port: str, title: str, deadline: float = 60.0) -> None:
    """Wait until Chromium's page has its title (Playwright's CDP connection can hang when it
    comes while the browser is still starting)."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        with contextlib.suppress(OSError, ValueError), \
                urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=5) as answer:
            if any(target.get("title") == title for target in json.load(answer)):
                return
        time.sleep(0.2)
    raise AssertionError(f"the page never loaded ({title!r})")


def _tab_into_the_table(player: Player) -> None:
    """A click on the page's history heading gives the browser's page the keyboard focus; then
    Shift+Tab leaves the table if the focus was there, and Tab comes back to the table, as a
    keyboard user finds it."""
    page = player.page
    box = page.locator("#history-heading").bounding_box()
    chrome = page.evaluate("() => [window.screenX, window.screenY + window.outerHeight - window.innerHeight]")
    assert box is not None
    player.desk.click(int(chrome[0] + box["x"] + 5), int(chrome[1] + box["y"] + box["height"] / 2))
    time.sleep(0.5)
    if page.evaluate("() => document.activeElement?.id") == "hand":
        player.desk.keys("shift+Tab")
        page.wait_for_function("() => document.activeElement?.id !== 'hand'")
    for _ in range(20):
        player.desk.keys("Tab")
        time.sleep(0.3)
        if page.evaluate("() => document.activeElement?.id") == "hand":
            return
    raise AssertionError("Tab never reached the card table")


def play_deal_at_page(desk: Desktop, playwright: Any, url: str, *, letters: bool = True) -> PagePlayed:
    """Play one deal at the page at `url` (`/?new&lang=en` of a running server) on `desk`, by
    keys through X; `playwright`: a started `sync_playwright()`, to read the page's state."""
    browser = desk.chromium(url)
    _loaded(browser.extra["port"], "Ristikontra")
    cdp = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{browser.extra['port']}", timeout=120_000)
    try:
        page = cdp.contexts[0].pages[0]
        page.set_default_timeout(40_000)
        page.locator("#hand").wait_for(state="attached")
        page.wait_for_function("() => [...document.querySelectorAll('#log p')].some((p) => p.textContent"
                               ".startsWith('Enter starts the game'))")
        page.evaluate(RECORDER)
        player = Player(desk, page)
        # Orca has read the page's first words (it may ignore a focus change while it is still
        # taking in a page that just loaded).
        desk.wait_said("Enter starts the game", deadline=60)
        desk.wait_quiet(0.5)
        tabbed = time.monotonic()
        _tab_into_the_table(player)
        # Orca names the widget the focus came to: the table, a list box (focus mode, by itself).
        desk.wait_said("Card table", deadline=40, since=tabbed)
        desk.wait_quiet(0.3)
        on_tab = [u.text for u in desk.utterances() if u.start >= tabbed]
        started = time.monotonic()
        first = len(player.history())
        player.press("Return")
        since, turns = first, 0
        letter_answers: list[str] = []
        while (turn := _await_turn(player, since)) is not None:
            turns += 1
            player.heard(player.history()[turn:turn + 1], since=player.keyed[-1][0])
            if letters and turns in (2, 5):
                # A letter key, and the same again: answered twice, aloud twice.
                letter_answers += player.press("t") + player.press("t")
            if letters and turns == 3:
                letter_answers += player.press("s")
            cursor, playable = player.cursor_and_playable()
            assert cursor >= 0 and playable >= 0, (cursor, playable, player.history()[-4:],
                                                   page.locator("#tableview").inner_html()[-1500:])
            for _ in range(abs(playable - cursor)):
                player.press("Right" if playable > cursor else "Left")
            # The next turn comes after the card played: not in the answers to the keys before it
            # (`t` on the player's lead ends in "Your lead." too).
            since = len(player.history())
            player.press("Return")
        desk.wait_quiet(1.0)
        offset = desk._wall_minus_monotonic  # the recorder's wall clock, as the page's Date.now()
        writes = [(at - offset, norm(text)) for at, text in page.evaluate("window.regionWrites")
                  if norm(text) and at - offset >= started - 0.5]
        history = player.history()[first:]
    finally:
        cdp.close()
    spoken = [u for u in desk.utterances() if u.start >= started]
    return PagePlayed(started, writes, history, spoken, player.keyed, turns, letter_answers, on_tab)


@dataclass
class PageHeard:
    """What was heard of a deal at the page."""

    writes: int
    history: int
    cards: int             # messages of a card another seat played
    turns: int             # "Your turn" (or lead) alone as a message
    never: list[str]       # written, never spoken
    twice: list[str]       # spoken more often than written
    in_order: bool         # the writes spoken, in the order written
    cut: list[str]         # a write's speech cut off before its end (not the last one)
    unwritten: list[str]   # messages of the history in no write
    other: list[str]       # said besides the writes and Orca's key echo
    unanswered: list[str]  # keys whose answer was never spoken after them
    write_delays: list[float] = field(default_factory=list)
    turn_delays: list[float] = field(default_factory=list)
    key_delays: list[float] = field(default_factory=list)

    def figures(self) -> dict[str, object]:
        def spread(values: list[float]) -> str | None:
            return f"{statistics.median(values):.2f} / {max(values):.2f}" if values else None

        return {"writes": self.writes, "messages": self.history, "cards_of_others": self.cards,
                "turn_messages": self.turns, "never": len(self.never), "more_than_once": len(self.twice),
                "in_order": self.in_order, "cut_off": len(self.cut), "unwritten": len(self.unwritten),
                "other_said": self.other, "write_to_speech_median_max_s": spread(self.write_delays),
                "turn_write_to_speech_max_s": round(max(self.turn_delays), 2) if self.turn_delays else None,
                "key_to_answer_median_max_s": spread(self.key_delays),
                "keys": len(self.key_delays) + len(self.unanswered),
                "keys_unanswered": len(self.unanswered)}


def tally(played: PagePlayed) -> PageHeard:
    texts = Counter(text for _, text in played.writes)
    heard = [u for u in played.spoken if norm(u.text) in texts]
    said = Counter(norm(u.text) for u in heard)
    never = [text for text, count in texts.items() for _ in range(count - said[text])]
    twice = [text for text, count in said.items() for _ in range(count - texts[text])]
    in_order = [norm(u.text) for u in heard] == [text for _, text in played.writes]
    cut = [u.text for u in heard[:-1] if u.cut]
    # Every message the page said is in what it wrote, in order (none is dropped as stale when
    # each key waits for its answer).
    stream = " ".join(text for _, text in played.writes)
    unwritten, at = [], 0
    for message in played.history:
        found = stream.find(norm(message), at)
        if found < 0:
            unwritten.append(message)
        else:
            at = found + len(norm(message))
    other = [u.text for u in played.spoken if norm(u.text) not in texts and norm(u.text).lower() not in KEY_ECHO]
    delays, turn_delays = [], []
    if in_order:
        for (written, text), utterance in zip(played.writes, heard, strict=True):
            delays.append(utterance.start - written)
            if any(turn in text for turn in TURN):
                turn_delays.append(utterance.start - written)
    # From the key (sent through X) to the start of its answer's speech.
    keys = [next((u.start - pressed for u in played.spoken if u.start >= pressed and norm(answer) in norm(u.text)),
                 None) for pressed, _, answer in played.keyed]
    return PageHeard(
        writes=len(played.writes), history=len(played.history),
        cards=len([m for m in played.history if re.search(r"\bplays\b", m) and not m.startswith("You ")]),
        turns=len([m for m in played.history if m in TURN]),
        never=never, twice=twice, in_order=in_order, cut=cut, unwritten=unwritten, other=other,
        unanswered=[f"{name}: {answer}" for (_, name, answer), delay in zip(played.keyed, keys, strict=True)
                    if delay is None],
        write_delays=delays, turn_delays=turn_delays, key_delays=[k for k in keys if k is not None])
