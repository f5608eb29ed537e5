"""F1 lists only keys that work now, and a key that does nothing now says what would help."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_harness import (
    CTRL_Q,
    DOWN,
    ENTER,
    ESCAPE,
    F1,
    PAGE_UP,
    RIGHT,
    UP,
    Driver,
    keys_in_terminal,
    make_session,
    read_back,
)

from ristikontra.i18n import translator
from ristikontra.ui.terminal.session import TableSession


def until(session: TableSession, mode: str) -> Iterator[str]:
    """Enter (play the focused card, deal) until the table is in `mode`."""
    while session.mode != mode:
        yield ENTER


def help_block(session: TableSession, mode: str) -> list[str]:
    said = session.transcript
    start = len(said) - 1 - said[::-1].index(session.t("help-intro", mode=mode))
    return [line for line in said[start + 1:] if line.count(": ") >= 1]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_between_deals_keys_say_what_to_do(lang: str) -> None:
    session = make_session(lang, seed=7, target=3)
    t = translator(lang)
    keys = ["t", "h", "k", "w", "b", "u", "x"]
    marks: list[int] = []

    def run() -> Iterator[object]:
        yield from until(session, "between")
        for key in keys:
            yield key
            yield lambda s: marks.append(len(s.transcript))
        yield F1
        yield F1  # F1 again: the whole list at once

    Driver(session).run(run())  # type: ignore[arg-type]
    assert session.mode == "between"
    answers = [session.transcript[i - 1] for i in marks]
    trick, hand, turn = t("ui-key-between"), t("ui-key-between-hand"), t("ui-key-between-turn")
    assert answers == [trick, hand, hand, turn, trick, hand, t("ui-key-unused")]
    if lang == "de":
        assert trick == "Zwischen den Runden gibt es keinen Stich. Die Eingabetaste teilt aus."
    lines = help_block(session, "between")
    assert any(t("cmd-next-deal") in line for line in lines)
    assert not any(t("cmd-history-next") in line for line in lines), "no current trick to go back to"
    assert any(t("cmd-history-next-done") in line for line in lines)
    assert lines[-1] == t("help-line", keys=t("key-ctrl-q"), action=t("cmd-quit"))  # the deal is saved


@pytest.mark.parametrize("lang", ["en", "de"])
def test_game_over_help_and_edges(lang: str) -> None:
    session = make_session(lang, seed=3, target=1)
    t = translator(lang)
    marks: list[int] = []

    def run() -> Iterator[object]:
        yield from until(session, "over")
        for key in ("t", UP, DOWN, DOWN):
            yield key
            yield lambda s: marks.append(len(s.transcript))
        yield F1
        yield F1  # F1 again: the whole list at once

    Driver(session).run(run())  # type: ignore[arg-type]
    answers = [session.transcript[i - 1] for i in marks]
    assert answers[0] == t("ui-key-over")
    assert t("ui-back-to-now") not in answers
    assert answers[2:] == [t("ui-history-deal-end")] * 2
    lines = help_block(session, "over")
    assert lines[-1] == t("help-line", keys=t("key-ctrl-q"), action=t("cmd-quit-over"))
    assert not any(t("cmd-quit") + "." in line for line in lines), "nothing to save after the game"
    Driver(session).run([CTRL_Q], start=False)
    assert session.transcript[-1] == t("ui-bye")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_blind_play_leaves_help_once_the_stock_is_empty(lang: str) -> None:
    session = make_session(lang, seed=5)
    t = translator(lang)

    def stock_left(s: TableSession) -> int:
        view = s.view()
        return view.stock_size if view is not None else -1

    def run() -> Iterator[object]:
        yield F1
        yield F1  # F1 again: the whole list at once
        while session.mode == "play" and stock_left(session) > 0:
            yield ENTER
        yield F1
        yield F1  # F1 again: the whole list at once

    Driver(session).run(run())  # type: ignore[arg-type]
    assert session.mode == "play" and stock_left(session) == 0
    said = session.transcript
    first = said.index(t("help-intro", mode="play"))
    assert any(t("cmd-play-blind") in line for line in said[first:first + 30])
    assert not any(t("cmd-play-blind") in line for line in help_block(session, "play"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_table_keys_in_the_options_say_how_back(lang: str) -> None:
    session = make_session(lang, seed=2)
    Driver(session).run(["o", "h"])
    assert session.transcript[-1] == translator(lang)("ui-key-menu")


@pytest.mark.parametrize(("lang", "menu_hint", "closed"), [
    ("en", "The options are open. Escape returns to the table.", "Options closed"),
    ("de", "Die Optionen sind offen. Escape führt zurück an den Tisch.", "Optionen geschlossen"),
])
def test_edge_answers_in_a_real_terminal(tmp_path: Path, lang: str, menu_hint: str, closed: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    keys_in_terminal(pexpect, tmp_path, lang, 4, [("o", "(Options|Optionen)"), ("h", re.escape(menu_hint)),
                                                  ("\x1b", closed)])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_page_up_reads_game_messages_only(lang: str) -> None:
    session = make_session(lang, seed=11)
    t = translator(lang)
    browsing = ["h", "t", "s", RIGHT, RIGHT, "x", "o", ESCAPE, F1]
    Driver(session).run([ENTER, *browsing, PAGE_UP])
    game = [m.text for m in session.speaker.messages.items]
    assert session.transcript[-1] == read_back(session, -2)
    answers = {t("ui-key-unused"), t("ui-menu-closed"), t("ui-menu-open"), t("help-intro", mode="play")}
    assert not answers & set(game)
    focus = session.keyboard.announcer.card_focus(session.keyboard.hand.cards[2], 3,
                                                  len(session.keyboard.hand.cards)).text
    assert focus not in game, "a card under the focus is browsing, not history"
    assert any(t("ui-welcome") == line for line in session.transcript)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_export_writes_the_game_as_text_and_says_where(tmp_path: Path, lang: str) -> None:
    session = make_session(lang, seed=11)
    t = translator(lang)
    Driver(session).run([ENTER, ENTER, "h", "e"])
    folder = tmp_path / "documents"
    files = list(folder.glob("ristikontra-*.txt"))
    assert len(files) == 1
    text = files[0].read_text(encoding="utf-8")
    game = [m.text for m in session.speaker.messages.items]
    assert text == "\n".join(game) + "\n"
    assert t("ui-welcome") not in text and session.keyboard.announcer.hand_summary(session.view()).text not in text
    assert str(files[0]) in session.transcript[-1]
    assert session.transcript[-1] == t("ui-export-done", path=str(files[0]), count=len(game))


def test_export_that_cannot_be_written_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("RISTIKONTRA_EXPORT_DIR", str(blocker / "sub"))
    session = make_session("de", seed=11)
    Driver(session).run([ENTER, "e"])
    assert session.transcript[-1].startswith("Der Verlauf konnte nicht nach ")
    assert session.state is not None  # the game goes on


@pytest.mark.parametrize(("lang", "said"), [("en", "messages of this game saved to "),
                                            ("de", "Meldungen dieses Spiels gespeichert in ")])
def test_export_in_a_real_terminal(tmp_path: Path, lang: str, said: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    keys_in_terminal(pexpect, tmp_path, lang, 4, [("e", re.escape(said))])
    files = list((tmp_path / "documents").glob("ristikontra-*.txt"))
    assert len(files) == 1 and files[0].read_text(encoding="utf-8").strip()


CTRL_F1 = "\x1b[1;5P"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_elten_keys_c_and_ctrl_f1(lang: str) -> None:
    session = make_session(lang, seed=11)
    marks: list[int] = []
    mark = lambda s: marks.append(len(s.transcript))  # noqa: E731
    Driver(session).run([ENTER, "t", mark, "c", mark, CTRL_F1])  # type: ignore[list-item]
    said = session.transcript
    assert said[marks[0] - 1] == said[marks[1] - 1], "c says the current trick, like t"
    assert session.keyboard.reader.active, "Ctrl+F1 opens the full rules"
    Driver(session).run([ESCAPE], start=False)
    assert not session.keyboard.reader.active
    assert translator(lang)("ui-rules-closed") in session.transcript[-3:]


@pytest.mark.parametrize(("lang", "you", "other"), [("en", "You dealt this deal.", " dealt this deal."),
                                                   ("de", "Du hast diese Runde gegeben.", " hat diese Runde gegeben.")])
def test_d_says_the_dealer(lang: str, you: str, other: str) -> None:
    session = make_session(lang, seed=11)
    Driver(session).run(["d"])
    view = session.view()
    assert view is not None
    said = session.transcript[-1]
    assert said == you if view.dealer == 0 else said.endswith(other) and not said.startswith(you[:3])


@pytest.mark.parametrize(("lang", "said"), [("en", "Your partner and both opponents are computer players."),
                                           ("de", "Dein Partner und beide Gegner sind Computerspieler.")])
def test_i_says_who_sits_where(lang: str, said: str) -> None:
    session = make_session(lang, seed=11)
    Driver(session).run(["i"])
    assert session.transcript[-1] == said
