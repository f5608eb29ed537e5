"""A game saved between deals is offered and resumed as "deal N is over", not as trick 13 of it
(the trick number of a played-out deal stays at 13, a trick nobody is in any more)."""

from __future__ import annotations

import pytest
from ui_harness import ENTER, Driver, RecordingOutput, make_session

from ristikontra.engine import PRESETS, GameState, default_players
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings
from ristikontra.ui.terminal.session import TableSession


def _saved_between_deals() -> GameState:
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    while state.phase == "playing":
        state.apply(state.legal_actions()[0])
    assert state.phase == "deal_over" and state.trick_no == 13
    saves.save_game(saves.SavedGame(state))
    return state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_question_says_the_deal_is_over(lang: str) -> None:
    _saved_between_deals()
    session = make_session(lang, seed=9)
    Driver(session).run([ENTER])
    t = session.t
    said = session.transcript
    assert t("ui-save-found-over", deal=1, seed="9") in said
    assert not any(("trick 13" in line) or ("Stich 13" in line) for line in said), said
    assert t("ui-resumed-as-offered") in said
    assert session.mode == "between"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_resume_says_the_deal_is_over(lang: str) -> None:
    _saved_between_deals()
    session = make_session(lang, seed=9)
    Driver(session).run([], resume=True)
    said = session.transcript
    assert session.t("ui-resumed-as-offered") in said
    # The scores name the deal that is over, once: "Game resumed: deal 1 is over." said it twice.
    over = {"en": "Deal 1 is over", "de": "Runde 1 ist vorbei"}[lang]
    assert sum(over in line for line in said) == 1, said
    assert session.mode == "between"


def test_a_game_saved_in_a_deal_still_names_its_trick() -> None:
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    saves.save_game(saves.SavedGame(state))
    session = make_session("en", seed=9)
    Driver(session).run([ENTER])
    assert session.t("ui-save-found", deal=1, trick=state.trick_no, seed="9") in session.transcript


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seed_asked_for_over_a_saved_game_is_named_and_n_deals_it(lang: str) -> None:
    """`play --seed 99` with a game saved: the question says Enter continues the saved game with
    its own rules and n deals the game of seed 99 (before, the seed was dropped without a word)."""
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    saves.save_game(saves.SavedGame(state))
    session = make_session(lang, seed=99)
    Driver(session).run(["n", "n"])  # n asks before the saved game is replaced: the second deals
    question = session.t("ui-save-found", deal=1, trick=1, seed="99")
    assert question in session.transcript
    assert "99" in question and question != session.t("ui-save-found", deal=1, trick=1, seed="none")
    assert session.state is not None and session.state.seed == 99


def test_a_plain_start_over_a_saved_game_asks_the_plain_question() -> None:
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    saves.save_game(saves.SavedGame(state))
    session = TableSession(Settings(lang="en", level="random", ai_delay=0.0, speech="text"), seed=None,
                           output=RecordingOutput())
    Driver(session).run([ENTER])
    assert session.t("ui-save-found", deal=1, trick=1, seed="none") in session.transcript
    assert session.state is not None and session.state.seed == 3, "Enter continues the saved game"
