"""The browser page with a real screen reader: Orca, Chromium with its accessibility on, and a
whole deal played by keys sent through X, as a blind Orca user plays it who never heard of
focus mode: Shift+Tab out of the card table and Tab back in, Enter, the arrows, a few letter
keys, nothing of Orca's own.

What the page writes into its live regions is taken down in the page (a MutationObserver, the
wall clock of each write); what Orca says comes from the recording speech-dispatcher. The test
decides what to press from the page's own state (which card the cursor is on, which the table
takes), read over Chromium's DevTools port: the player's memory of what was said, not a shortcut
past the screen reader, since every key goes through X and every answer is waited for in speech.

Checked: every text the page wrote is spoken once, whole, in order (nothing dropped as a
duplicate, skipped, purged, merged or reordered; the same answer twice running is said twice);
every message of the history is in what was written; cards of other seats and "Your turn" are
among them. The delays from a write, and from a key, to the start of speech are printed
(docs/READERS.md has the figures). It runs once in CI (RISTIKONTRA_READER_ONCE).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import statistics
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.net.netharness import ServerThread
from tests.reader.conftest import require
from tests.reader.desktop import Desktop, Utterance, running_desktop

#: A deal's computers at a small pace: each card is its own message, as at a real table.
COMPUTER_PAUSE = 0.25
#: The simulated speaking speed (a fast screen-reader user's): a deal takes about a minute.
SECONDS_PER_CHAR = 0.012
TURN = ("Your turn.", "Your lead.")
OVER = "ready for the next deal"
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


def _norm(text: str) -> str:
    return " ".join(text.split())


class Player:
    """The person at the keyboard: keys through X, answers waited for in Orca's speech."""

    def __init__(self, desk: Desktop, page: Any) -> None:
        self.desk = desk
        self.page = page
        #: Each key pressed: when (just before X got it) and the first message it caused.
        self.keyed: list[tuple[float, str]] = []

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
        self.keyed.append((pressed, self.history()[before]))
        self.heard(self.history()[before:], since=pressed)
        return self.history()[before:]

    def heard(self, texts: list[str], since: float, deadline: float = 30.0) -> None:
        """Wait until the last of `texts` was spoken (after `since`) and speech went quiet."""
        if texts:
            try:
                self.desk.wait_said(_norm(texts[-1]), deadline=deadline, since=since)
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


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    from ristikontra.net.tables import TableSettings

    settings = TableSettings(computer_pause=COMPUTER_PAUSE, deal_wait=60.0, idle_close=300.0)
    with ServerThread(tmp_path / "tables", settings=settings) as running:
        yield running


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


def test_a_whole_deal_with_orca_by_keys_alone_every_message_spoken_once_whole_in_order(
        server: ServerThread, tmp_path: Path) -> None:
    require("chromium")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright could not import (the test extra has it)")
    url = server.url.replace("ws://", "http://", 1) + "/?new&lang=en"
    keep = tmp_path / "desktop"
    # RISTIKONTRA_ORCA_DEBUG=1 keeps Orca's debug log with the desktop's logs (for a failure's cause).
    debug = bool(os.environ.get("RISTIKONTRA_ORCA_DEBUG"))
    with running_desktop(seconds_per_char=SECONDS_PER_CHAR, orca_debug=debug, keep=keep) as desk, \
            sync_api.sync_playwright() as playwright:
        browser = desk.chromium(url)
        _loaded(browser.extra["port"], "Ristikontra")
        cdp = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{browser.extra['port']}", timeout=120_000)
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
        start = time.monotonic()
        first = len(player.history())
        player.press("Return")
        since, turns, letters = first, 0, 0
        letter_answers: list[str] = []
        while (turn := _await_turn(player, since)) is not None:
            turns += 1
            player.heard(player.history()[turn:turn + 1], since=player.keyed[-1][0])
            if turns in (2, 5):
                # A letter key, and the same again: answered twice, aloud twice.
                letter_answers += player.press("t") + player.press("t")
                letters += 2
            if turns == 3:
                letter_answers += player.press("s")
                letters += 1
            cursor, playable = player.cursor_and_playable()
            assert cursor >= 0 and playable >= 0, (cursor, playable, player.history()[-4:],
                                                   page.locator("#tableview").inner_html()[-1500:])
            for _ in range(abs(playable - cursor)):
                player.press("Right" if playable > cursor else "Left")
            player.press("Return")
            since = turn + 1
        desk.wait_quiet(1.0)
        writes: list[tuple[float, str]] = [(at, text) for at, text in page.evaluate("window.regionWrites") if text]
        history = player.history()[first:]
        cdp.close()
        utterances = desk.utterances()
    report = _check(desk, start, writes, history, utterances, player.keyed)
    assert turns >= 6 and letters == 5 and len(letter_answers) >= 5, (turns, letter_answers)
    print(report)


def _check(desk: Desktop, start: float, writes: list[tuple[float, str]], history: list[str],
           utterances: list[Utterance], keyed: list[tuple[float, str]]) -> str:
    offset = desk._wall_minus_monotonic  # the recorder's wall clock, as the page's Date.now()
    written = [(at - offset, _norm(text)) for at, text in writes if at - offset >= start - 0.5]
    spoken = [u for u in utterances if u.start >= start - 0.5]
    texts = {text for _, text in written}
    heard = [u for u in spoken if _norm(u.text) in texts]
    listing = "\n".join(f"  {u.start - start:7.2f} {'CUT ' if u.cut else ''}{u.text!r}" for u in spoken)
    # Every write spoken, once, whole, in order: nothing dropped, merged, purged or reordered.
    assert [_norm(u.text) for u in heard] == [text for _, text in written], f"written vs spoken:\n{listing}"
    assert not [u for u in heard[:-1] if u.cut], f"cut off:\n{listing}"
    # Every message the page said is in what it wrote, in order (none was dropped as stale here:
    # each key waited for its answer).
    stream = " ".join(text for _, text in written)
    at = 0
    for message in history:
        found = stream.find(_norm(message), at)
        assert found >= 0, f"never written: {message!r}"
        at = found + len(_norm(message))
    cards = [m for m in history if re.search(r"\bplays\b", m) and not m.startswith("You ")]
    turns = [m for m in history if m in TURN]
    assert cards and turns, history
    delays = [u.start - at for (at, _), u in zip(written, heard, strict=True)]
    turn_delays = [u.start - at for (at, text), u in zip(written, heard, strict=True)
                   if any(turn in text for turn in TURN)]
    # From the key (sent through X) to the start of its answer's speech.
    answers = [next(u.start - at for u in spoken if u.start >= at and _norm(answer) in _norm(u.text))
               for at, answer in keyed]
    return (f"Orca said {len(heard)} of the page's {len(written)} writes ({len(history)} messages, "
            f"{len(cards)} cards of other seats, {len(turns)} turns), each once, whole, in order. "
            f"Write to speech: median {statistics.median(delays):.2f} s, max {max(delays):.2f} s "
            f"(with the turn: max {max(turn_delays):.2f} s). Key to its answer's speech "
            f"({len(answers)} keys): median {statistics.median(answers):.2f} s, max {max(answers):.2f} s.")
