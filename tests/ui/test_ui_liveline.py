"""The live line in a real pseudo-terminal (pexpect, the screen rendered by pyte), in German and
English: written only when what it says changes, cards in words, one terminal line, gone after
quitting, and off when the player turns it off."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path
from typing import Any

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

from ui_harness import TURN_SAID, env_for  # noqa: E402

from ristikontra.announce import Announcer  # noqa: E402
from ristikontra.engine import Card  # noqa: E402
from ristikontra.i18n import translator  # noqa: E402
from ristikontra.ui.terminal.liveline import ELLIPSIS, fit_cards, fit_words  # noqa: E402

ROWS, COLUMNS = 24, 100
#: Keys whose answers are messages only: the live line says the same before and after them.
QUIET_KEYS = {"en": [("s", r"Score"), ("k", r"stock"), ("w", r"Your (turn|lead)")],
              "de": [("s", r"Stand"), ("k", r"Stapel"), ("w", r"Du (bist dran|spielst aus)")]}


class Game:
    """`ristikontra` in a pseudo-terminal; everything it wrote is kept in `raw`."""

    def __init__(self, tmp: Path, lang: str, *extra: str, columns: int = COLUMNS) -> None:
        self.lang = lang
        self.columns = columns
        self.raw = io.StringIO()
        args = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "3",
                "--level", "basic", "--lang", lang, *extra]
        self.child: Any = pexpect.spawn(sys.executable, args, env=env_for(tmp), encoding="utf-8",
                                        dimensions=(ROWS, columns), timeout=30)
        self.child.logfile_read = self.raw

    def expect(self, pattern: str) -> None:
        self.child.expect(pattern, timeout=30)

    def drain(self, seconds: float = 0.6) -> None:
        """Read whatever is still coming until nothing more arrives for `seconds`."""
        while self.child.expect([pexpect.TIMEOUT, r".+"], timeout=seconds) == 1:
            pass

    def quit(self, key: str) -> int:
        self.child.send(key)
        self.child.expect(pexpect.EOF, timeout=30)
        self.child.close()
        return int(self.child.exitstatus or 0)

    def screen(self) -> Any:
        screen = pyte.HistoryScreen(self.columns, ROWS, history=2000)
        pyte.Stream(screen).feed(self.raw.getvalue())
        return screen

    def bottom_line(self) -> str:
        """The last line on the screen with text: where the live line is."""
        return next((text for text in map(str.rstrip, reversed(self.screen().display)) if text), "")

    def every_line(self) -> list[str]:
        """The screen and its scrollback, as text."""
        screen = self.screen()
        history = ["".join(line[x].data for x in range(self.columns)).rstrip() for line in screen.history.top]
        return history + [str(line).rstrip() for line in screen.display]


def _prefix(lang: str) -> str:
    return translator(lang)("live-hand") + " "


@pytest.mark.parametrize("lang", ["en", "de"])
def test_live_line_is_written_once_and_reads_as_words(tmp_path: Path, lang: str) -> None:
    game = Game(tmp_path, lang)
    try:
        game.expect(TURN_SAID[lang])
        game.drain()
        line = game.bottom_line()
        assert line.startswith(_prefix(lang)), line
        written_before = game.raw.getvalue().count(line)
        assert written_before == 1, "the line was written once so far"
        mark = len(game.raw.getvalue())
        for key, answer in QUIET_KEYS[lang]:
            game.child.send(key)
            game.expect(answer)
        game.drain()
        after = game.raw.getvalue()[mark:]
        assert after.count("\r\n") >= 3, "the answers were printed"
        assert _prefix(lang) not in after and "\x1b[2K" not in after, f"the unchanged line was redrawn: {after!r}"
        assert game.bottom_line() == line
        # Cards in words, never "3H 10Ka" (espeak: "drei H, zehn K A").
        assert not re.search(r"\d", line), line
        assert len(line) < COLUMNS
        # Moving the focus moves the cursor only; the text stays as it was written.
        mark = len(game.raw.getvalue())
        game.child.send("\x1b[C")
        game.expect(r"2 (of|von) ")
        game.drain()
        assert _prefix(lang) not in game.raw.getvalue()[mark:]
        assert game.screen().cursor.y == ROWS - 1, "the cursor sits on the live line"
    finally:
        if game.child.isalive():
            game.quit("\x11")


@pytest.mark.parametrize(("lang", "key"), [("en", "\x11"), ("de", "\x11"), ("en", "\x03"), ("de", "\x03")],
                         ids=["en-ctrl-q", "de-ctrl-q", "en-ctrl-c", "de-ctrl-c"])
def test_live_line_is_gone_after_quitting(tmp_path: Path, lang: str, key: str) -> None:
    game = Game(tmp_path, lang)
    game.expect(TURN_SAID[lang])
    game.drain()
    assert game.bottom_line().startswith(_prefix(lang))
    assert game.quit(key) == 0
    lines = game.every_line()
    left = [line for line in lines if line.startswith(_prefix(lang).rstrip())]
    assert not left, f"the live line stayed behind: {left}"
    assert translator(lang)("ui-saved-bye") in lines
    raw = game.raw.getvalue()
    assert raw.rfind("\x1b[r") > raw.rfind("\x1b[1;"), "the scroll region is given back at the end"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_live_line_can_be_turned_off(tmp_path: Path, lang: str) -> None:
    game = Game(tmp_path, lang, "--no-live-line")
    game.expect(TURN_SAID[lang])
    game.drain()
    assert not game.bottom_line().startswith(_prefix(lang))
    assert game.quit("\x11") == 0
    raw = game.raw.getvalue()
    assert "\x1b[2K" not in raw and "\x1b[1;" not in raw, "no live line and no scroll region"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_narrow_terminal_gets_whole_words(tmp_path: Path, lang: str) -> None:
    game = Game(tmp_path, lang, columns=40)
    try:
        game.expect(TURN_SAID[lang])
        game.drain()
        line = game.bottom_line()
        assert line.startswith(_prefix(lang)) and len(line) <= 39, line
        ranks = {Announcer(lang).rank_name(r) for r in "23456789TJQKA"}
        for word in line[len(_prefix(lang)):].replace(",", " ").split():
            assert word in ranks or word == ELLIPSIS, f"{word!r} is not a whole rank word in {line!r}"
    finally:
        game.quit("\x11")


# ---------------------------------------------------------------------------------- fitting


HAND = [Card("3", "H"), Card("4", "S"), Card("5", "C"), Card("T", "D"), Card("J", "C"), Card("J", "S"),
        Card("Q", "H"), Card("K", "D"), Card("A", "S"), Card("A", "C"), Card("9", "H"), Card("8", "D"),
        Card("7", "C")]


def _forms(lang: str, cards: list[Card]) -> list[list[str]]:
    words = Announcer(lang)
    return [[words.card_name(c) for c in cards], [words.card_name(c, with_suit=False) for c in cards]]


def test_wide_line_names_every_card_with_its_suit() -> None:
    text, column = fit_cards("Hand: ", _forms("de", HAND[:6]), 1, 200)
    assert text == "Hand: Drei Herz, Vier Pik, Fünf Kreuz, Zehn Karo, Bube Kreuz, Bube Pik"
    assert text[column:].startswith("Vier Pik")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", [20, 30, 40, 60, 79, 119])
def test_every_width_fits_with_the_focus_in_view(lang: str, width: int) -> None:
    forms = _forms(lang, HAND)
    prefix = _prefix(lang)
    for focus in range(len(HAND)):
        text, column = fit_cards(prefix, forms, focus, width)
        assert len(text) <= width, text
        names = set(forms[0]) | set(forms[1])
        body = text[len(prefix):].removeprefix(ELLIPSIS + " ").removesuffix(" " + ELLIPSIS)
        assert all(name in names for name in body.split(", ")), text
        assert text[column:].startswith(forms[1][focus]), (focus, text, column)


def test_words_are_cut_whole() -> None:
    assert fit_words("Enter or Space: deal the next hand.", 20) == "Enter or Space: ..."
    assert fit_words("short", 20) == "short"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_options_menu_turns_it_off_and_the_choice_is_saved(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    game = Game(tmp_path, lang)
    game.expect(TURN_SAID[lang])
    game.drain()
    assert game.bottom_line().startswith(_prefix(lang))
    game.child.send("o" + "\x1b[B" * 7)
    game.expect(re.escape(t("setting-live-line")))
    game.child.send("\x1b[C")
    game.expect(re.escape(t("value-off")))
    game.child.send("\x1b")
    game.expect(re.escape(t("ui-menu-closed")))
    game.drain()
    mark = len(game.raw.getvalue())
    game.child.send("s")
    game.expect(QUIET_KEYS[lang][0][1])
    game.drain()
    assert game.bottom_line() != "" and not game.bottom_line().startswith(_prefix(lang))
    assert "\x1b[" not in game.raw.getvalue()[mark:], "plain lines once it is off"
    assert game.quit("\x11") == 0
    assert "live_line = false" in (tmp_path / "config" / "settings.toml").read_text(encoding="utf-8")
    again = Game(tmp_path, lang, "--resume")
    again.expect(TURN_SAID[lang])
    again.drain()
    assert again.quit("\x11") == 0
    assert "\x1b[1;" not in again.raw.getvalue(), "the saved choice holds at the next start"


def test_escape_characters_in_messages_are_shown_not_obeyed() -> None:
    import io as _io

    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.output.vt100 import Vt100_Output

    from ristikontra.ui.terminal.liveline import LiveLine

    screen = _io.StringIO()
    line = LiveLine(Vt100_Output(screen, lambda: Size(rows=24, columns=80), term="xterm"))  # type: ignore[arg-type]
    line.show("Hand: \x1b[2J", 0)
    line.print_lines(["Name\x1b]0;owned\x07 joins"])
    written = screen.getvalue()
    assert "\x1b[2J" not in written and "\x1b]0;" not in written
    assert "Hand: ?[2J" in written and "Name?]0;owned\x07 joins" in written


def _save_before_the_last_card(tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A saved game at trick 13 with the player to play the deal's last card."""
    from ristikontra.engine import PRESETS, GameState, default_players
    from ristikontra.keep import saves

    state = GameState(PRESETS["sticks"], default_players(0), seed=4)
    state.start_deal()
    while not (state.trick_no == 13 and state.to_move == 0):
        state.apply(state.legal_actions()[0])
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp / "data"))
    saves.save_game(saves.SavedGame(state))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("live", [True, False], ids=["live-line", "no-live-line"])
def test_between_deals_the_prompt_is_on_the_screen_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        lang: str, live: bool) -> None:
    """What Enter does between deals: on the live line, which shows it while it holds, and not
    also printed above it; without the live line, printed once."""
    _save_before_the_last_card(tmp_path, monkeypatch)
    t = translator(lang)
    game = Game(tmp_path, lang, "--resume", *([] if live else ["--no-live-line"]))
    try:
        game.expect(TURN_SAID[lang])
        game.child.send("\r")  # the deal's last card
        game.expect(re.escape(t("ui-next-deal-prompt")))
        game.drain()
        lines = game.every_line()
        assert lines.count(t("ui-next-deal-prompt")) == 1, lines[-6:]
        if live:
            assert game.bottom_line() == t("ui-next-deal-prompt"), "the live line says what Enter does"
    finally:
        if game.child.isalive():
            game.quit("\x11")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_between_deals_the_prompt_is_spoken_once_and_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         lang: str) -> None:
    """The screen-reader side of the same moment: the prompt is spoken and brailled once, and
    Page Up finds it in the history, though the live line carries it on the screen."""
    from ui_harness import PAGE_DOWN, PAGE_UP, Driver, RecordingOutput, make_session, read_back

    _save_before_the_last_card(tmp_path, monkeypatch)
    session = make_session(lang)
    output = session.speaker.output
    assert isinstance(output, RecordingOutput)
    prompt = session.t("ui-next-deal-prompt")
    Driver(session).run(["\r", PAGE_UP, PAGE_DOWN], resume=True)
    assert session.mode == "between"
    again = read_back(session, -1)
    assert again.startswith(prompt)
    assert output.spoken.count(prompt) == 1 and output.spoken.count(again) == 1, \
        "said once, and read back by Page Up and Down"
    assert [args for name, args in output.calls if name == "braille"].count(prompt) == 1
    assert session.transcript[-3:] == [prompt, read_back(session, -2), again]
