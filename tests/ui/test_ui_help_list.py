"""F1 at the table is a list to step through, not a block of thirty lines (issue 32, item 5):
how many keys and the most used first, Down and Up through the rest, F1 again all at once,
Escape closes; every other key keeps its meaning at the table."""

from __future__ import annotations

import pytest
from ui_harness import DOWN, END, ENTER, ESCAPE, F1, HOME, UP, Driver, make_session

from ristikontra.ui.seat.help import keys_text
from ristikontra.ui.seat.keys import BINDINGS
from ristikontra.ui.terminal.session import TableSession


def line(session: TableSession, binding_command: str, action: str) -> str:
    t = session.t
    binding = next(b for b in BINDINGS if b.command == binding_command)
    return t("help-line", keys=keys_text(t, binding), action=t(action))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f1_says_the_count_and_the_most_used_key_then_steps(lang: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    marks: list[int] = []
    Driver(session).run([lambda s: marks.append(len(s.transcript)), F1, DOWN, DOWN, UP, END, DOWN, DOWN, HOME, UP])
    said = session.transcript[marks[0]:]
    t = session.t
    total = int(said[0].split(", ")[1].split(" ")[0])
    assert said[0].startswith(t("help-list-open", mode="play", count=total).split(",")[0])
    assert total > 20
    first = t("help-list-line", line=line(session, "play_focused", "cmd-play-focused"), position=1, total=total)
    second = t("help-list-line", line=line(session, "focus_prev", "cmd-focus-prev"), position=2, total=total)
    third = t("help-list-line", line=line(session, "focus_next", "cmd-focus-next"), position=3, total=total)
    assert said[1:5] == [first, second, third, second], "the most used first, one at a time"
    assert said[5].endswith(f"{total} {'of' if lang == 'en' else 'von'} {total}")
    assert said[6] == t("help-list-end")
    assert said[7] == t("ui-list-end"), "the same end again: a short word, not the sentence again"
    assert said[8] == first
    assert said[9] == t("help-list-top"), "a line read in between: the whole sentence again"
    assert max(len(text) for text in said) < 200, "no block: every answer is short"
    assert session.keyboard.mode == "help"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f1_again_says_them_all_escape_closes_other_keys_work(lang: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    marks: list[int] = []
    hands: list[str] = []
    modes: list[str] = []

    def mark(s: TableSession) -> None:
        marks.append(len(s.transcript))
        view = s.keyboard.view
        assert view is not None
        hands.append(s.keyboard.announcer.hand_summary(view).text)
        modes.append(s.keyboard.mode)

    Driver(session).run([F1, mark, F1, mark, F1, mark, ESCAPE, mark, F1, "h", mark, F1, ENTER])
    t = session.t
    everything = session.transcript[marks[0]:marks[1]]
    assert everything[0] == t("help-intro", mode="play")
    assert everything[1] == line(session, "play_focused", "cmd-play-focused"), "the most used first"
    assert len(everything) > 20
    assert modes[:3] == ["help", "play", "help"], "after all at once the list is done; F1 opens it anew"
    assert session.transcript[marks[2]:marks[3]] == [t("help-list-closed", mode="play")]
    assert session.transcript[marks[4] - 1] == hands[4], "h closes the list and says the hand"
    assert modes[4] == "play"
    assert any(said.startswith(("You play", "Du spielst")) for said in session.transcript[marks[4]:]), \
        "Enter in the list still plays the focused card"
    assert session.keyboard.mode != "help"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_between_deals_enter_comes_first(lang: str) -> None:
    session = make_session(lang, seed=3, level="basic")

    def steps() -> object:
        while session.mode == "play":
            yield ENTER
        yield F1

    Driver(session).run(steps())  # type: ignore[arg-type]
    t = session.t
    said = session.transcript[-2:]
    assert said[0].startswith(t("help-list-open", mode="between", count=1).split(",")[0])
    assert said[1].startswith(line(session, "next_deal", "cmd-next-deal"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_escape_at_the_saved_game_question_goes_back_to_the_question_not_to_a_table(lang: str) -> None:
    # Nothing is dealt yet: "Back at the table." named a table the player has not reached.
    from ristikontra.engine import PRESETS, GameState, default_players
    from ristikontra.keep import saves

    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    saves.save_game(saves.SavedGame(state))
    session = make_session(lang, seed=9)
    marks: list[int] = []
    Driver(session).run([F1, lambda s: marks.append(len(s.transcript)), ESCAPE,
                         lambda s: marks.append(len(s.transcript)), ENTER])
    t = session.t
    (closed,) = session.transcript[marks[0]:marks[1]]
    assert closed != t("help-list-closed", mode="play")
    assert closed == t("help-list-closed", mode="start")
    assert ("Enter" if lang == "en" else "Eingabetaste") in closed, "it says what answers the question"
    assert session.mode == "play", "Enter still answers it"
