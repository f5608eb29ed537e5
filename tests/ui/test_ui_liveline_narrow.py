"""In a narrow terminal (40 columns) the live line's prompt between deals, at the start question
and after the game is its short form, which still says what Enter does; the whole one was cut
("Eingabetaste oder Leertaste: die ...") before the words that matter."""

from __future__ import annotations

import pytest
from ui_harness import Driver, make_session

from ristikontra.engine import PRESETS, GameState, default_players
from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.ui.terminal.liveline import ELLIPSIS


def _between_deals() -> None:
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    while state.phase == "playing":
        state.apply(state.legal_actions()[0])
    saves.save_game(saves.SavedGame(state))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_narrow_prompts_keep_what_enter_does(lang: str) -> None:
    t = translator(lang)
    _between_deals()
    asked: list[str] = []
    between: list[str] = []
    wide: list[str] = []
    session = make_session(lang, seed=9)
    Driver(session).run([lambda s: asked.append(s.keyboard.live_line(40)[0]), "\r",
                         lambda s: between.append(s.keyboard.live_line(40)[0]),
                         lambda s: wide.append(s.keyboard.live_line(200)[0])])
    for text, msg_id in ((asked[0], "live-start"), (between[0], "live-between")):
        assert len(text) <= 40 and ELLIPSIS not in text, text
        if len(t(msg_id)) > 40:
            assert text == t(msg_id, attribute="short")
    assert wide[0] == t("live-between"), "a wide terminal shows the whole prompt"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_short_prompt_fits_forty_columns(lang: str) -> None:
    t = translator(lang)
    for msg_id in ("live-start", "live-between", "live-over"):
        assert len(t(msg_id, attribute="short")) <= 40, msg_id
