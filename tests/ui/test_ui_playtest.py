"""What a blind play-tester found at the keyboard table: each test fails without its fix.

Most tests start from a state built with the engine and saved, so they need no whole deal.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_harness import (
    CTRL_Q,
    DOWN,
    END,
    ENTER,
    ESCAPE,
    F1,
    LEFT,
    PAGE_UP,
    RIGHT,
    UP,
    Driver,
    Wait,
    make_session,
    read_back,
    result_heard,
)

from ristikontra.engine import PRESETS, GameState, default_players
from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.ui.seat.menu import ITEMS
from ristikontra.ui.terminal.session import TableSession


def state_where(seed: int, done: object, **options: object) -> GameState:
    """A game played by the engine (first legal action each time) until `done(state)`."""
    state = GameState(PRESETS["sticks"].with_options(**options), default_players(0), seed=seed)
    state.start_deal()
    while not done(state):  # type: ignore[operator]
        state.apply(state.legal_actions()[0])
    return state


def resumed(state: GameState, lang: str = "en", keys: list[object] | None = None,
            **changes: object) -> TableSession:
    saves.save_game(saves.SavedGame(state))
    session = make_session(lang, **changes)  # type: ignore[arg-type]
    Driver(session).run(keys or [], resume=True)  # type: ignore[arg-type]
    return session


def help_lines(session: TableSession, mode: str) -> list[str]:
    said = session.transcript
    return said[len(said) - 1 - said[::-1].index(session.t("help-intro", mode=mode)):]


# ---------------------------------------------------------------- 1. saving is impossible


@pytest.mark.parametrize("lang", ["en", "de"])
def test_unwritable_data_folder_is_said_once_and_quitting_fails(lang: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "notadir"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(blocker / "data"))
    session = make_session(lang, seed=5)
    result = Driver(session).run([ENTER, ENTER, ENTER, CTRL_Q])
    t = translator(lang)
    assert session.transcript.count(t("ui-save-impossible")) == 1, "said at the first failed save only"
    assert session.transcript[-1] == t("ui-save-failed")
    assert result == 1
    if lang == "de":
        assert t("ui-save-impossible") == "Speichern ist nicht möglich; das Spiel wird nicht gesichert."


def test_unwritable_settings_are_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "notadir"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("RISTIKONTRA_CONFIG_DIR", str(blocker / "config"))
    session = make_session("en", seed=2)
    Driver(session).run(["o", DOWN, DOWN, DOWN, DOWN, RIGHT, RIGHT, ESCAPE])
    assert session.transcript.count(session.t("ui-settings-unsaved")) == 1


# ---------------------------------------------------------------- 2. F1 lists what works now


def test_help_leaves_out_blind_play_when_it_is_off() -> None:
    session = make_session("en", seed=2, blind=False)
    Driver(session).run([F1, F1])
    lines = help_lines(session, "play")
    assert not any(session.t("cmd-play-blind") in line for line in lines)
    saves.discard_save()
    on = make_session("en", seed=2)
    Driver(on).run([F1, F1])
    assert any(on.t("cmd-play-blind") in line for line in help_lines(on, "play"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_between_deals_lists_only_working_keys(lang: str) -> None:
    state = state_where(3, lambda s: s.phase != "playing")
    assert state.phase == "deal_over"
    session = resumed(state, lang, [F1, F1, UP, "h"])
    t = session.t
    lines = help_lines(session, "between")
    text = "\n".join(lines)
    for gone in ("status-hand", "status-trick", "status-stock", "status-turn", "play-focused", "play-blind"):
        assert t(f"cmd-{gone}") not in text, gone
    for kept in ("next-deal", "status-scores", "status-rules", "history-prev-done", "history-next-done", "repeat"):
        assert t(f"cmd-{kept}") in text, kept
    assert t("cmd-history-next") not in text, "no current trick to go back to between deals"
    # Up reads the finished deal's last trick; h is not a key here any more.
    view = session.view()
    assert view is not None and len(view.history) == 13
    assert session.announcer.trick(view, 13).text in session.transcript
    assert session.transcript[-1] == t("ui-key-between-hand")


# ---------------------------------------------------------------- 3. the options menu


def test_menu_values_wrap_and_enter_cycles() -> None:
    session = make_session("en", seed=2)
    level = ITEMS.index("level")
    Driver(session).run(["o", ENTER, *[DOWN] * level, RIGHT, RIGHT, RIGHT, RIGHT, ENTER])
    # Enter on the language (de, en, fi) moved it on from English to Finnish.
    assert session.lang == "fi"
    # random -> basic -> strong -> expert -> random (wrap) -> basic (Enter goes on, too)
    assert session.settings.level == "basic"
    assert not session.t.has("ui-menu-limit")


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "Regel vom vierten König: an (gilt mit dem schmutzigen Spiel), 18 von 18"),
    ("en", "Fourth-king rule: on (part of the dirty game), 18 of 18"),
])
def test_fourth_king_item_says_it_comes_with_the_dirty_game(lang: str, expected: str) -> None:
    session = make_session(lang, seed=2, dirty=True)
    Driver(session).run(["o", END, RIGHT])
    assert session.transcript[-2] == expected
    assert session.transcript[-1] == expected.split(": ", 1)[1].rsplit(", ", 1)[0]
    assert not session.settings.fourth_king and session.settings.game_rules().fourth_king


@pytest.mark.parametrize(("lang", "rules", "blind", "target"), [
    ("de", "sticks", "aus, ab dem nächsten Spiel", "1 Zählstäbchen, ab dem nächsten Spiel"),
    ("de", "total", "aus, ab dem nächsten Spiel", "60 Punkte, ab dem nächsten Spiel"),
    ("en", "sticks", "off, from the next game", "1 stick, from the next game"),
    ("en", "total", "off, from the next game", "60 points, from the next game"),
])
def test_menu_values_read_naturally(lang: str, rules: str, blind: str, target: str) -> None:
    session = make_session(lang, seed=2, rules=rules)
    Driver(session).run(["o", *[DOWN] * ITEMS.index("target"), RIGHT, DOWN, RIGHT])
    assert session.transcript[-3:] == [target, session.transcript[-2], blind]
    short = session.keyboard.options.menu
    assert short is not None
    short.index = ITEMS.index("rules")
    short.settings = short.settings.__class__(rules="short")
    assert short.describe_value(session.t) == ("Kurze Zählung" if lang == "de" else "short count")


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "an, ab dem nächsten Spiel"),
    ("en", "on, from the next game"),
])
def test_switching_a_rule_on_does_not_say_on_twice(lang: str, expected: str) -> None:
    """"on, from the next game on" stumbles; the value and when it applies, once each."""
    session = make_session(lang, seed=2)
    Driver(session).run(["o", END, RIGHT])
    assert session.transcript[-1] == expected


@pytest.mark.parametrize(("lang", "away", "back"), [
    ("de", "aus, ab dem nächsten Spiel", "an, wie im laufenden Spiel"),
    ("en", "off, from the next game", "on, as in this game"),
])
def test_stepping_a_rule_back_to_the_games_own_says_so(lang: str, away: str, back: str) -> None:
    """Back at the value the game at the table plays, nothing is still to come "from the next game"."""
    session = make_session(lang, seed=2)
    Driver(session).run(["o", *[DOWN] * ITEMS.index("blind"), RIGHT, LEFT])
    assert session.transcript[-2:] == [away, back]
    state = session.state
    assert state is not None and session.settings.game_rules() == state.rules


def test_menu_help_starts_with_the_arrows_and_verbosity_says_verbose() -> None:
    session = make_session("en", seed=2, verbosity="verbose")
    Driver(session).run(["o", *[DOWN] * ITEMS.index("verbosity"), F1])
    lines = help_lines(session, "menu")
    assert lines[1].startswith(session.t("key-up"))
    assert lines[2].startswith(session.t("key-down"))
    assert lines[3].startswith(session.t("key-left"))
    assert lines[4].startswith(session.t("key-right"))
    assert session.t("menu-item", label="Verbosity", value="verbose", position=ITEMS.index("verbosity") + 1,
                     total=len(ITEMS)) in session.transcript


# ---------------------------------------------------------------- 4. nothing said twice


def test_first_trick_edge_says_only_that() -> None:
    state = state_where(4, lambda s: s.trick_no == 3 and s.to_move == 0)
    session = resumed(state, "en", [UP, UP, UP])
    view = session.view()
    assert view is not None
    assert session.transcript[-3:] == [session.announcer.trick(view, 2).text,
                                       session.announcer.trick(view, 1).text, "No earlier trick."]


def test_last_option_edge_says_only_that() -> None:
    session = make_session("de", seed=2)
    Driver(session).run(["o", END, DOWN])
    assert session.transcript[-1] == "Keine weiteren Optionen."


def test_first_page_up_reads_the_game_message_before_the_newest() -> None:
    session = make_session("en", seed=2)
    Driver(session).run(["s", "k", PAGE_UP, PAGE_UP])
    scores, stock = session.transcript[-4:-2]
    game = [m.text for m in session.speaker.messages.items]
    assert session.transcript[-2:] == [read_back(session, -2), read_back(session, -3)], \
        "status answers are not game history"
    assert scores not in game and stock not in game


def test_m_after_a_read_back_repeats_the_line_read_back() -> None:
    """README: m repeats the last message, whatever it was; after Page Up that is the line read back."""
    session = make_session("en", seed=2)
    Driver(session).run(["s", PAGE_UP, PAGE_UP, "m"])
    assert session.transcript[-3:] == [read_back(session, -2), read_back(session, -3), read_back(session, -3)]


# ---------------------------------------------------------------- 6. resuming mid-trick


@pytest.mark.parametrize("lang", ["en", "de"])
def test_resume_mid_trick_says_the_cards_on_the_table(lang: str) -> None:
    state = state_where(6, lambda s: s.trick_no >= 2 and s.to_move == 0 and len(s.trick_cards) >= 2)
    session = resumed(state, lang)
    view = session.view()
    assert view is not None and len(view.trick) >= 2
    a = session.announcer
    said = session.transcript
    start = said.index(session.t("ui-resumed", deal=1, trick=state.trick_no))
    assert said[start + 1:start + 4] == [a.hand_summary(view).text, a.current_trick(view, numbered=False).text,
                                         a.turn(view).text]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("asked", [True, False], ids=["question", "--resume"])
def test_resuming_names_the_position_once(lang: str, asked: bool) -> None:
    """The save question names the deal and the trick (to decide by); continuing then says
    "resumed" without them, and the trick so far without its number. Resumed at once (--resume),
    "resumed" names them. The old code named them three times."""
    state = state_where(6, lambda s: s.trick_no >= 2 and s.to_move == 0 and len(s.trick_cards) >= 2)
    saves.save_game(saves.SavedGame(state))
    session = make_session(lang)
    Driver(session).run([ENTER] if asked else [], resume=not asked)
    t = session.t
    said = session.transcript
    view = session.view()
    assert view is not None
    a = session.announcer
    question = t("ui-save-found", deal=1, trick=state.trick_no, seed="1")
    position = t("ui-resumed", deal=1, trick=state.trick_no)
    assert a.current_trick(view).text not in said, "the trick so far came with its number again"
    if asked:
        assert question in said and position not in said
        start = said.index(t("ui-resumed-as-offered"))
    else:
        assert question not in said and t("ui-resumed-as-offered") not in said
        start = said.index(position)
    assert said[start + 1:start + 4] == [a.hand_summary(view).text, a.current_trick(view, numbered=False).text,
                                         a.turn(view).text]


# ---------------------------------------------------------------- 7. game over is heard whole


def test_enter_right_after_game_over_does_not_cut_off_the_result() -> None:
    state = state_where(1, lambda s: s.trick_no == 13 and s.to_move == 0, target=1)
    marks: list[int] = []

    def rhythm(s: TableSession) -> None:  # Enter in a player's rhythm of playing: 2.5 s after the result
        s.keyboard.clock = lambda: s.keyboard.over_at + 2.5

    session = resumed(state, "en", [ENTER, lambda s: marks.append(len(s.transcript)), ENTER, rhythm, ENTER,
                                    lambda s: marks.append(len(s.transcript)), result_heard, ENTER])
    assert marks[0] == marks[1], "the quick Enter said nothing and changed nothing"
    assert session.transcript[marks[0] - 1] == session.t("ui-play-again-prompt")
    assert session.mode == "play" and session.game_id == 2


def test_enter_right_after_a_deals_result_does_not_deal_the_next_hand() -> None:
    """Enter 0.4 s after the deal's result dealt the next hand over it (the guard was only at
    game over); now it waits as long, and says nothing, so the result goes on being said."""
    state = state_where(1, lambda s: s.trick_no == 13 and s.to_move == 0)
    marks: list[int] = []

    def quick(s: TableSession) -> None:  # as a play-test pressed it: 0.4 s after the result
        s.keyboard.clock = lambda: s.keyboard.over_at + 0.4

    def mark(s: TableSession) -> None:
        marks.extend([len(s.transcript), len(s.speaker.output.calls)])  # type: ignore[attr-defined]

    session = resumed(state, "en", [ENTER, Wait(lambda s: s.mode == "between"), quick, mark, ENTER, " ", mark,
                                    result_heard, ENTER, Wait(lambda s: s.mode == "play")])
    assert marks[0:2] == marks[2:4], "the quick Enter and Space said nothing, and silenced nothing"
    assert session.mode == "play" and session.state is not None and session.state.deal_no == 2


# ---------------------------------------------------------------- 9, 10. words


@pytest.mark.parametrize("lang", ["de", "en"])
def test_live_line_says_the_same_as_the_prompts(lang: str) -> None:
    t = translator(lang)
    assert t("live-between") == t("ui-next-deal-prompt")
    assert t("live-over") == t("ui-play-again-prompt")


def test_german_words_of_the_table() -> None:
    from ristikontra.resources import locales_dir

    text = (locales_dir() / "de" / "ui.ftl").read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    for wrong in ("Partie", "Eingabe ", "Eingabe:", "Punkten", "Sprache anhalten", "jetzt gehen", "fertig",
                  "Zurück beim"):
        assert wrong not in body, wrong
    t = translator("de")
    assert t("ui-next-deal-prompt") == ("Mit der Eingabetaste kommt die nächste Runde, "
                                        "mit v der Rückblick auf deine Züge.")
    assert t("cmd-silence") == "Sprachausgabe anhalten"
    assert t("ui-save-broken", path="/x") == "Das gespeicherte Spiel war beschädigt und wurde als /x beiseitegelegt."
    assert translator("en")("key-question") == "question mark"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("msg_id", ["ui-save-found", "live-start"])
def test_save_question_names_the_new_game_key_as_it_is_bound(lang: str, msg_id: str) -> None:
    """The question said "N", but Shift+N does nothing there: the key is a plain n."""
    from ristikontra.i18n import translator
    from ristikontra.ui.seat.keys import BINDINGS

    (key,) = next(b.keys for b in BINDINGS if b.command == "new_game")
    for seed in ("none", "5"):  # a plain start, and --seed asking for a new game
        text = translator(lang)(msg_id, deal=1, trick=2, seed=seed)
        assert f" {key} " in text
        assert f" {key.upper()} " not in text


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "Zwischen den Runden sind keine Karten im Spiel. Die Eingabetaste teilt aus."),
    ("en", "Between deals no cards are in play. Press Enter to deal."),
])
def test_stock_and_count_keys_between_deals_are_not_answered_about_the_hand(lang: str, expected: str) -> None:
    """k (the stock) and u (the count) between deals got "you hold no cards", which answers h
    but not them; one answer that fits the hand, the stock and the count alike."""
    state = state_where(3, lambda s: s.phase != "playing")
    session = resumed(state, lang, ["k", "u", "h"])
    assert session.transcript[-3:] == [expected, expected, expected]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_resumed_game_keeps_its_orientation_in_the_history(lang: str) -> None:
    """After "game resumed" the hand, the trick so far and whose turn it is were said but not
    kept: Page Up went straight from the newest play to the save question, and the export of a
    resumed game started without the hand."""
    state = state_where(5, lambda s: s.trick_no >= 2 and s.to_move == 0 and len(s.trick_cards) > 0)
    session = resumed(state, lang, [PAGE_UP])
    view = session.view()
    assert view is not None
    kept = [m.text for m in session.speaker.messages.items]
    orientation = [session.announcer.hand_summary(view).text,
                   session.announcer.current_trick(view, numbered=False).text,
                   session.announcer.turn(view).text]
    assert kept[-3:] == orientation
    assert session.transcript[-1] == read_back(session, -2)  # one back from the turn, just heard

