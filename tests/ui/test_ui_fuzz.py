"""Thousands of random keys into the real application: no exception, the game stays whole."""

from __future__ import annotations

import random

import pytest
from ui_harness import (
    DOWN,
    END,
    ENTER,
    ESCAPE,
    F1,
    F2,
    HOME,
    LEFT,
    PAGE_DOWN,
    PAGE_UP,
    RIGHT,
    TAB,
    UP,
    Driver,
    make_session,
)

from ristikontra.ui.keys import BINDINGS

NAMED = {"enter": ENTER, "space": " ", "left": LEFT, "right": RIGHT, "up": UP, "down": DOWN, "home": HOME,
         "end": END, "pageup": PAGE_UP, "pagedown": PAGE_DOWN, "escape": ESCAPE, "tab": TAB, "f1": F1, "f2": F2}
#: Every bound key except quitting, plus a few that are bound to nothing.
KEYS = sorted({NAMED.get(k, k) for b in BINDINGS for k in b.keys if k != "c-q"} | {"x", "Z", "\x1b[2~", "\x01"})


@pytest.mark.parametrize(("seed", "lang", "wait"), [(1, "en", True), (2, "de", True), (3, "en", False)])
def test_random_keys(seed: int, lang: str, wait: bool) -> None:
    rng = random.Random(seed)
    # Weighted towards playing, so games move on and reach deal ends and game ends.
    weights = [12 if k in (ENTER, " ") else 1 for k in KEYS]
    keys = rng.choices(KEYS, weights, k=1200)
    session = make_session(lang, seed=seed, target=2)
    Driver(session).run(keys, wait=wait)
    session.check_invariants()
    assert session.state is not None
    assert len(session.transcript) > 100
    assert session.state.deal_no >= 2 or session.game_id > 1 or session.mode == "over" or not wait
