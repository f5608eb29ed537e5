"""Saves and logs from outside are untrusted: anything malformed is a ValueError, never a crash later."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from ristikontra.engine import (
    PRESETS,
    EventFormatError,
    GameState,
    Rules,
    SavedGameError,
    event_from_json,
    event_to_json,
)
from ristikontra.engine.log import LogLineError, read_log

NASTY: list[Any] = [-1, 2**64, float("inf"), float("nan"), [], {}, "x", None, 7, "TJ", [[]], True]


def mid_game_states(count: int, seed: int) -> list[GameState]:
    rng = random.Random(seed)
    states = []
    state = GameState(PRESETS["sticks"].with_options(dirty=True), seed=seed)
    state.start_deal()
    while len(states) < count:
        if state.phase == "game_over":
            state = GameState(seed=rng.randrange(10**6))
            state.start_deal()
        elif state.phase == "deal_over":
            states.append(state.copy())
            state.start_deal()
        else:
            if rng.random() < 0.08:
                states.append(state.copy())
            state.apply(rng.choice(state.legal_actions()))
    return states


def leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += leaves(value, (*path, index))
    return found


def mutate(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    data = copy.deepcopy(data)
    kind = rng.random()
    if kind < 0.15 and data["stock"] and data["phase"] == "playing":
        # A card moved from the stock into a hand: 52 distinct cards, but an impossible table.
        data["hands"][rng.randrange(4)].append(data["stock"].pop())
        return data
    path = rng.choice(leaves(data)[1:])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if kind < 0.3 and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(NASTY)
    return data


def play_out(state: GameState, rng: random.Random) -> None:
    for seat in range(4):
        state.view(seat)
    while state.phase in ("playing", "deal_over"):
        if state.phase == "deal_over":
            return
        state.apply(rng.choice(state.legal_actions()))


def test_mutated_saves_are_refused_or_play_on() -> None:
    rng = random.Random(2026)
    refused = accepted = 0
    for state in mid_game_states(60, seed=3):
        original = state.to_dict()
        for _ in range(60):
            text = json.dumps(mutate(original, rng))
            try:
                loaded = GameState.from_dict(json.loads(text))
            except ValueError:
                refused += 1
                continue
            accepted += 1
            play_out(loaded, rng)
    assert refused > 1000 and accepted > 0


def test_a_stock_card_smuggled_into_a_hand_is_refused() -> None:
    state = next(s for s in mid_game_states(10, seed=4) if s.phase == "playing" and s.stock)
    data = state.to_dict()
    data["hands"][0].append(data["stock"].pop())
    with pytest.raises(SavedGameError) as refused:
        GameState.from_dict(data)
    assert refused.value.problem in ("stock_size", "hand_size")


@pytest.mark.parametrize(("bad", "problem", "path"), [
    ({"type": "card_played", "deal": 1, "trick": 1, "seat": 0, "card": 5, "blind": False, "position": 1},
     "wrong_kind", ("card_played", "card")),
    ({"type": "card_played", "deal": float("inf"), "trick": 1, "seat": 0, "card": "TH", "blind": False,
      "position": 1},
     "wrong_kind", ("card_played", "deal")),
    ({"type": "game_started", "seed": 1, "rules": {**PRESETS["sticks"].to_json(), "card_values": [1]}, "players": []},
     "wrong_kind", ("game_started", "rules")),
    ({"type": "deal_scored", "deal": 1}, "missing_field", ("deal_scored",)),
    ({"type": "nonsense"}, "unknown_type", ()),
    ([1], "not_an_object", ()),
])
def test_malformed_events_are_value_errors(bad: Any, problem: str, path: tuple[object, ...]) -> None:
    with pytest.raises(EventFormatError) as refused:
        event_from_json(bad)
    assert (refused.value.problem, refused.value.path) == (problem, path)
    with pytest.raises(LogLineError) as in_log:
        read_log([json.dumps(bad)])
    assert (in_log.value.line, in_log.value.problem) == (1, "bad_event")
    assert in_log.value.event_error is not None and in_log.value.event_error.problem == problem


def test_a_log_line_that_is_not_json_is_named() -> None:
    good = json.dumps({"type": "nonsense"})
    with pytest.raises(LogLineError) as refused:
        read_log(["", "{", good])
    assert (refused.value.line, refused.value.problem, refused.value.event_error) == (2, "not_json", None)


@pytest.mark.parametrize("values", [{"TJ": 5}, {"": 1}, {"23": 4}, {"A": 1.5}, {"K": -1}])
def test_card_values_name_single_ranks(values: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Rules(card_values=values)


def test_a_refused_deal_changes_nothing() -> None:
    state = GameState(seed=8)
    before = json.dumps(state.to_dict())
    with pytest.raises(ValueError):
        state.start_deal(hands=[[]], stock=[])
    assert json.dumps(state.to_dict()) == before
    events = state.start_deal()
    rng = random.Random(1)
    while state.phase == "playing":
        state.apply(rng.choice(state.legal_actions()))
    dealer = state.dealer
    before = json.dumps(state.to_dict())
    with pytest.raises(ValueError):
        state.start_deal(hands=[[]] * 4, stock=[])
    assert json.dumps(state.to_dict()) == before
    assert state.start_deal()[0].dealer == (dealer + 1) % 4  # type: ignore[union-attr]
    assert event_to_json(events[0])["type"] == "game_started"


def test_a_view_of_no_seat_is_refused() -> None:
    state = GameState(seed=1)
    state.start_deal()
    for seat in (-1, 4):
        with pytest.raises(ValueError):
            state.view(seat)
