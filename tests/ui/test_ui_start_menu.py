"""The start of the game (issue 32, item 8): `n` at the save question asks before the saved game
is gone, and a plain start opens a start menu instead of dealing at once."""

from __future__ import annotations

import io
import re
import sys
import time
from pathlib import Path

import pytest
from ui_harness import CTRL_Q, DOWN, END, ENTER, ESCAPE, HOME, TURN_SAID, UP, Driver, env_for, make_session

from ristikontra.keep import saves


def _saved_game(lang: str) -> dict[str, object]:
    first = make_session(lang, seed=5, level="basic")
    Driver(first).run([ENTER, CTRL_Q])
    assert first.state is not None
    return first.state.to_dict()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_n_at_the_save_question_asks_before_discarding(lang: str) -> None:
    saved = _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run(["n"])
    t = session.t
    assert session.transcript[-1] == t("ui-save-confirm-new", deal=1, trick=saved["trick_no"])
    assert session.state is None, "one n deals nothing"
    kept = saves.load_game().game
    assert kept is not None and kept.state.seed == saved["seed"], "the saved game is still there"
    # Another key in between: n asks again; Enter then continues the saved game.
    Driver(session).run(["h", "n", ENTER], start=False)
    assert session.transcript.count(t("ui-save-confirm-new", deal=1, trick=saved["trick_no"])) == 2
    assert session.state is not None and session.state.seed == saved["seed"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_n_twice_starts_the_new_game(lang: str) -> None:
    _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run(["n", "n"])
    assert session.state is not None and session.state.seed == 6



@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_plain_start_opens_the_start_menu_and_deals_nothing(lang: str) -> None:
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([DOWN, DOWN, DOWN, DOWN, DOWN, UP], menu=True)
    t = session.t
    assert session.state is None, "nothing is dealt before the player chooses"
    assert session.keyboard.mode == "title"
    said = session.transcript
    assert said[:3] == [t("ui-welcome"), t("title-open", count=5), t("title-item", item=t("title-new"), position=1,
                                                                     total=5)]
    labels = [t(f"title-{item}") for item in ("new", "online", "options", "rules", "quit")]
    assert said[3:] == [t("title-item", item=labels[1], position=2, total=5),
                        t("title-item", item=labels[2], position=3, total=5),
                        t("title-item", item=labels[3], position=4, total=5),
                        t("title-item", item=labels[4], position=5, total=5),
                        t("title-edge-last"),
                        t("title-item", item=labels[3], position=4, total=5)]
    assert session.keyboard.live_line()[0] == labels[3]
    # Rules, and Escape back to the menu; then New game deals.
    Driver(session).run([ENTER, ESCAPE, HOME, ENTER], start=False)
    assert session.keyboard.mode == "play" and session.state is not None
    said = session.transcript
    back = said.index(t("ui-rules-closed-menu"))
    assert said[back + 1] == t("title-item", item=labels[3], position=4, total=5), "back: the item is named"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_new_game_from_the_menu_asks_before_replacing_a_saved_game(lang: str) -> None:
    saved = _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([UP, ENTER], menu=True)
    t = session.t
    place = {"deal": 1, "trick": saved["trick_no"]}
    resume = t("title-item", item=t("title-resume", **place), position=2, total=6)
    assert resume in session.transcript, "the saved game is offered, and chosen first"
    assert session.transcript[-1] == t("title-confirm-new", **place)
    assert session.state is None
    Driver(session).run([DOWN, ENTER], start=False)  # the saved game after all
    assert session.state is not None and session.state.seed == saved["seed"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_quit_from_the_menu_keeps_the_saved_game(lang: str) -> None:
    saved = _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([END, ENTER], menu=True)
    assert session.transcript[-1] == session.t("ui-bye-kept")
    kept = saves.load_game().game
    assert kept is not None and kept.state.seed == saved["seed"]


@pytest.mark.parametrize(("lang", "menu", "dealt"), [
    ("en", r"Start menu, 5 items\.", r"Deal 1\."),
    ("de", r"Startmenü, 5 Einträge\.", r"Runde 1\."),
])
def test_a_plain_start_in_a_real_terminal_waits_in_the_menu(tmp_path: Path, lang: str, menu: str, dealt: str) -> None:
    """`ristikontra` without --seed or --resume: the menu, and no deal until Enter."""
    pexpect = pytest.importorskip("pexpect")
    args = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--lang", lang,
            "--level", "basic"]
    raw = io.StringIO()
    child = pexpect.spawn(sys.executable, args, env=env_for(tmp_path), encoding="utf-8", dimensions=(40, 200),
                          timeout=20)
    child.logfile_read = raw
    try:
        child.expect(menu)
        time.sleep(0.5)
        assert not re.search(dealt, raw.getvalue()), "nothing is dealt half a second after the start"
        child.send("\r")
        child.expect(dealt)
        child.expect(TURN_SAID[lang])
        child.send("\x11")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_play_online_and_options_from_the_menu_come_back_to_it(lang: str) -> None:
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([DOWN, ENTER, ESCAPE, DOWN, ENTER, ESCAPE], menu=True)
    t = session.t
    said = session.transcript
    assert t("ui-online-intro-menu") in said and t("ui-online-cancelled-menu") in said
    online = t("title-item", item=t("title-online"), position=2, total=5)
    assert said[said.index(t("ui-online-cancelled-menu")) + 1] == online, "back: the item is named"
    assert t("ui-online-intro") not in said, "no game here is said to be saved: none was dealt"
    assert said[-2:] == [t("ui-menu-closed"), t("title-item", item=t("title-options"), position=3, total=5)]
    assert session.keyboard.mode == "title" and session.state is None


@pytest.mark.parametrize(("lang", "heard"), [("en", "Continue the saved game: deal 1, trick 2, 2 of 6"),
                                             ("de", "Gespeichertes Spiel fortsetzen: Runde 1, Stich 2, 2 von 6")])
def test_the_saved_games_place_and_its_position_in_the_menu_do_not_run_together(lang: str, heard: str) -> None:
    _saved_game(lang)
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([], menu=True)
    assert heard in session.transcript


@pytest.mark.parametrize(("lang", "back", "closed"), [
    ("en", "Escape: back to the start menu.", "Back in the start menu."),
    ("de", "Escape: zurück zum Startmenü.", "Zurück im Startmenü.")])
def test_the_rules_from_the_start_menu_return_to_the_menu_not_a_table(lang: str, back: str, closed: str) -> None:
    session = make_session(lang, seed=6, level="basic")
    Driver(session).run([END, UP, ENTER, END, DOWN, ESCAPE], menu=True)
    said = session.transcript
    opened = next(line for line in said if line.startswith(session.announcer.rules_document().title))
    assert opened.endswith(back)
    end = session.t("ui-rules-end-menu")
    assert said[said.index(closed) - 1] == end, "the last paragraph's end names the start menu too"
    assert not any("table" in line or "Tisch" in line for line in (opened, end, closed))
