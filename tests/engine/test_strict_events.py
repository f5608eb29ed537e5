"""Strict event decoding, the one log writer, one scheme of generators, and the seed bug."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import (
    PRESETS,
    DealScored,
    DealStarted,
    EventFormatError,
    GameState,
    SetupError,
    event_from_json,
    event_to_json,
)
from ristikontra.engine.log import LogLineError, dumps_event, read_log
from ristikontra.engine.seeding import game_seed
from ristikontra.files import open_user_file
from ristikontra.simulate import MatchConfig, play_unit
from ristikontra.table import ComputerSeat, Table, make_player


def test_a_seed_drawn_from_a_generator_reproduces_the_deal() -> None:
    state = GameState(rng=random.Random(5))
    first = state.start_deal()
    again = GameState(seed=state.seed).start_deal()
    assert [event_to_json(e) for e in again] == [event_to_json(e) for e in first]
    with pytest.raises(SetupError) as refused:
        GameState(seed=1, rng=random.Random(1))
    assert refused.value.problem == "seed_and_rng"


def _events() -> list[dict[str, Any]]:
    state = GameState(PRESETS["sticks"], seed=9)
    events = state.start_deal()
    while state.phase == "playing" and len(state.history) < 3:
        events += state.apply(state.legal_actions()[0])
    return [event_to_json(e) for e in events]


def test_every_event_round_trips_exactly() -> None:
    for data in _events():
        assert event_to_json(event_from_json(data)) == data


@pytest.mark.parametrize("kind", ["deal_started", "card_played", "trick_won", "card_drawn", "game_started"])
def test_a_missing_or_extra_field_is_refused_by_name(kind: str) -> None:
    data = next(d for d in _events() if d["type"] == kind)
    name = next(k for k in data if k != "type")
    with pytest.raises(EventFormatError) as missing:
        event_from_json({k: v for k, v in data.items() if k != name})
    assert (missing.value.problem, missing.value.path, missing.value.missing) == ("missing_field", (kind,), (name,))
    assert missing.value.unknown == ()
    with pytest.raises(EventFormatError) as extra:
        event_from_json({**data, "colour": "red"})
    assert (extra.value.problem, extra.value.path, extra.value.unknown) == ("unknown_field", (kind,), ("colour",))
    assert extra.value.missing == ()


@pytest.mark.parametrize(("field", "value"), [("leader", None), ("points", True), ("seat", "0"), ("blind", [1])])
def test_a_value_of_the_wrong_kind_is_refused(field: str, value: object) -> None:
    data = next(d for d in _events() if d["type"] == "trick_won")
    with pytest.raises(EventFormatError) as refused:
        event_from_json({**data, field: value})
    assert refused.value.problem == "wrong_kind"
    assert refused.value.path[:2] == ("trick_won", field)


def test_old_silent_defaults_are_gone() -> None:
    trick = next(d for d in _events() if d["type"] == "trick_won")
    del trick["leader"]  # used to become -1
    with pytest.raises(EventFormatError) as refused:
        event_from_json(trick)
    assert (refused.value.problem, refused.value.missing) == ("missing_field", ("leader",))
    with pytest.raises(LogLineError) as in_log:
        read_log(["", json.dumps(trick)])
    assert (in_log.value.line, in_log.value.problem) == (2, "bad_event")
    assert in_log.value.event_error is not None and in_log.value.event_error.missing == ("leader",)


def _table_first_deal(seed: int, level: str, log: Path) -> None:
    table = Table(lambda: PRESETS["sticks"], seed=seed, log=open_user_file(log), save_file=log.with_suffix(".save"))
    for seat in range(4):
        table.seat(seat, ComputerSeat(seat, make_player(level, True), seed=lambda: table.seed or 0))

    async def run() -> None:
        loop = asyncio.get_running_loop()
        table.attach(lambda fn: loop.call_soon_threadsafe(fn))
        table.start()
        while table.state is None or table.state.phase == "playing":
            await asyncio.sleep(0.001)

    asyncio.run(run())
    table.close()


@pytest.mark.parametrize("level", ["random", "basic"])
def test_the_table_and_simulate_write_the_same_log_for_the_same_seed(tmp_path: Path, level: str) -> None:
    """One writer and one scheme of per-play generators: the same game, line for line."""
    table_log = tmp_path / "table.jsonl"
    _table_first_deal(game_seed(11, 0), level, table_log)
    lines: list[str] = []
    config = MatchConfig(PRESETS["sticks"], (level,) * 4, 11)  # type: ignore[arg-type]
    play_unit(config, 0, max_deals=1, sink=lambda events, state: lines.extend(dumps_event(e) for e in events))
    table_lines = table_log.read_text(encoding="utf-8").splitlines()
    assert table_lines == lines[: len(table_lines)]
    assert any(isinstance(e, DealStarted) for e in read_log(table_lines))
    if level == "random":  # without a sink, simulate plays this on the fast simulator
        (scored,) = [e for e in read_log(table_lines) if isinstance(e, DealScored)]
        assert play_unit(config, 0, max_deals=1).diffs == [scored.points[0] - scored.points[1]]


def _deal_after_two_ties(seed: int) -> DealScored:
    """The `deal_scored` of a deal played with two sticks waiting from tied deals before."""
    state = GameState(PRESETS["sticks"], seed=seed)
    state.start_deal()
    state.carry = 2
    events = []
    while state.phase == "playing":
        events += state.apply(state.legal_actions()[0])
    (scored,) = [e for e in events if isinstance(e, DealScored)]
    return scored


def test_deal_scored_carries_the_parts_of_its_award() -> None:
    """The sticks for the deal itself and those carried from ties, so no reader re-derives them."""
    scored = _deal_after_two_ties(9)
    assert scored.deal_winner is not None
    assert (scored.carried, scored.award) == (2, scored.base + 2)
    assert scored.base == (2 if scored.points[scored.deal_winner] == 120 else 1)
    assert (scored.totals[scored.deal_winner], scored.carry) == (scored.award, 0)
    assert scored.reset == (scored.points[0] == 0, scored.points[1] == 0)


def test_a_deal_scored_written_before_the_parts_still_loads_with_them() -> None:
    """Logs and saves of earlier versions hold ``deal_scored`` without `base`, `carried`, `reset`."""
    scored = _deal_after_two_ties(9)
    data = event_to_json(scored)
    old = {k: v for k, v in data.items() if k not in ("base", "carried", "reset")}
    assert event_from_json(old) == scored
    assert read_log([json.dumps(old)]) == [scored]
    # One part without the other is not an old log: refused by name, as any missing field.
    with pytest.raises(EventFormatError) as refused:
        event_from_json({k: v for k, v in data.items() if k != "carried"})
    assert (refused.value.problem, refused.value.missing) == ("missing_field", ("carried",))
