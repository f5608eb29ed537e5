"""The browser page with a real screen reader: Orca, Chromium with its accessibility on, and a
whole deal played by keys sent through X, as a blind Orca user plays it who never heard of
focus mode (tests/reader/page_game.py: Shift+Tab out of the card table and Tab back in, Enter,
the arrows, a few letter keys, nothing of Orca's own).

Checked: Tab alone brings Orca to the card table in focus mode; every text the page wrote is
spoken once, whole, in order (nothing dropped as a duplicate, skipped, purged, merged or
reordered; the same answer twice running is said twice); every message of the history is in
what was written; cards of other seats and "Your turn" are among them; every key's answer is
spoken; and Orca says nothing else but its own key echo (one voice per key: it does not read the
cursor's card beside the page's words). The delays from a write, and from a key, to the start
of speech are printed (docs/READERS.md has the figures, from benchmarks/bench_orca_page.py).
It runs once in CI (RISTIKONTRA_READER_ONCE).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.netharness import ServerThread
from tests.reader.conftest import require
from tests.reader.desktop import running_desktop
from tests.reader.page_game import play_deal_at_page, tally

#: The computers at a table's default pace (TableSettings.computer_pause): each card its own message.
COMPUTER_PAUSE = 0.6
#: The simulated speaking speed (a fast screen-reader user's): a deal takes about a minute.
SECONDS_PER_CHAR = 0.012


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[ServerThread]:
    from ristikontra.net.tables import TableSettings

    settings = TableSettings(computer_pause=COMPUTER_PAUSE, deal_wait=60.0, idle_close=300.0)
    with ServerThread(tmp_path / "tables", settings=settings) as running:
        yield running


def test_a_whole_deal_with_orca_by_keys_alone_every_message_spoken_once_whole_in_order(
        server: ServerThread, tmp_path: Path) -> None:
    require("chromium")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright could not import (the test extra has it)")
    url = server.url.replace("ws://", "http://", 1) + "/?new&lang=en"
    # RISTIKONTRA_ORCA_DEBUG=1 keeps Orca's debug log with the desktop's logs (for a failure's cause).
    debug = bool(os.environ.get("RISTIKONTRA_ORCA_DEBUG"))
    with running_desktop(seconds_per_char=SECONDS_PER_CHAR, orca_debug=debug, keep=tmp_path / "desktop") as desk, \
            sync_api.sync_playwright() as playwright:
        played = play_deal_at_page(desk, playwright, url)
    heard = tally(played)
    listing = "\n".join(f"  {u.start - played.started:7.2f} {'CUT ' if u.cut else ''}{u.text!r}"
                        for u in played.spoken)
    # Tab alone: Orca names the card table and is in focus mode, nothing pressed of its own.
    assert "Focus mode" in played.on_tab, played.on_tab
    # Every write spoken, once, whole, in order: nothing dropped, merged, purged or reordered.
    assert heard.never == [] and heard.twice == [] and heard.in_order, f"{heard.figures()}\nsaid:\n{listing}"
    assert heard.cut == [], f"cut off:\n{listing}"
    assert heard.unwritten == [], heard.unwritten
    assert heard.cards and heard.turns, played.history
    # Letter keys answered, the same answer twice running said twice; every key answered aloud.
    assert played.turns >= 6 and len(played.letter_answers) >= 5, (played.turns, played.letter_answers)
    assert heard.unanswered == [], heard.unanswered
    # One voice per key: Orca reads no card of the list box on Left or Right, nothing of the
    # drawn table, nothing else at all but its key echo.
    assert heard.other == [], f"said besides the page's words: {heard.other}\nsaid:\n{listing}"
    f = heard.figures()
    print(f"Orca said {heard.writes - len(heard.never)} of the page's {heard.writes} writes ({heard.history} "
          f"messages, {heard.cards} cards of other seats, {heard.turns} turns), each once, whole, in order. "
          f"Write to speech, median / max: {f['write_to_speech_median_max_s']} s (with the turn: max "
          f"{f['turn_write_to_speech_max_s']} s). Key to its answer's speech ({f['keys']} keys): "
          f"{f['key_to_answer_median_max_s']} s.")
