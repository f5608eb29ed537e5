"""A seat's view survives the trip through JSON exactly, and the JSON holds nothing more."""

from __future__ import annotations

import json
import random

import pytest

from ristikontra.engine import (
    PRESETS,
    GameState,
    action_from_json,
    action_to_json,
    blind,
    view_from_json,
    view_to_json,
)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_views_round_trip_through_json_at_every_step(preset: str) -> None:
    rng = random.Random(5)
    state = GameState(PRESETS[preset].with_options(dirty=preset == "sticks"), seed=11)
    state.start_deal()
    while state.phase == "playing":
        for seat in range(4):
            view = state.view(seat)
            data = json.loads(json.dumps(view_to_json(view)))
            assert view_from_json(data) == view
            other = {str(c) for s in range(4) if s != seat for c in state.hands[s]} | {str(c) for c in state.stock}
            played = {str(c) for c in view.played_cards()}
            assert not (set(data["hand"]) & other)
            assert played.isdisjoint(other)
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("bad", [None, [], {}, {"seat": 4, "blind": True}, {"seat": 0}, {"seat": "0", "card": "TH"},
                                 {"seat": 0, "card": "XX"}, {"seat": 0, "card": 7}, {"seat": True, "blind": True},
                                 {"seat": 0, "card": "TH", "blind": True}])
def test_bad_actions_are_value_errors(bad: object) -> None:
    with pytest.raises(ValueError):
        action_from_json(bad)


def test_action_json_round_trip() -> None:
    state = GameState(seed=3)
    state.start_deal()
    for action in [*state.legal_actions(), blind(2)]:
        assert action_from_json(action_to_json(action)) is action


@pytest.mark.parametrize("bad", [None, [], {"phase": "playing"}, {"phase": "nonsense"}])
def test_bad_views_are_value_errors(bad: object) -> None:
    with pytest.raises(ValueError):
        view_from_json(bad)
