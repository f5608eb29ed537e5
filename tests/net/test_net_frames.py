"""What the events frames put on the wire: a deal's score without the parts a reader derives,
so clients of the protocol's earlier versions, which read events strictly, still read it."""

from __future__ import annotations

import json
import random

from ristikontra.engine import PRESETS, WATCHER, DealScored, GameState, event_from_json, event_to_json, for_seat
from ristikontra.net.frames import DERIVED_FIELDS, events_frames


def _deal_played(rules_name: str, seed: int) -> tuple[GameState, list]:
    state = GameState(PRESETS[rules_name], seed=seed)
    events = list(state.start_deal())
    rng = random.Random(seed)
    while state.phase == "playing":
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


def test_deal_scored_goes_out_without_its_derived_parts_and_reads_back_exactly() -> None:
    checked = 0
    for rules_name in ("sticks", "total"):
        for seed in range(6):
            state, events = _deal_played(rules_name, seed)
            frame = json.loads(events_frames(state, events, 0, 1, (0,))[0])
            sent = [e for e in frame["events"] if e["type"] == "deal_scored"]
            scored = [e for e in events if isinstance(e, DealScored)]
            assert len(sent) == len(scored) == 1
            for name in DERIVED_FIELDS["deal_scored"]:
                assert name not in sent[0]
            wire = {k: v for k, v in sent[0].items() if k != "seq"}
            # The fields a strict reader of version 1 or 2 knows are exactly these:
            assert set(wire) == set(event_to_json(scored[0])) - set(DERIVED_FIELDS["deal_scored"])
            assert event_from_json(wire) == scored[0]
            checked += 1
    assert checked == 12


def test_a_frame_keeps_its_objects_for_a_reader_here_and_waits_in_a_queue_as_text_alone() -> None:
    state, events = _deal_played("sticks", 2)
    frames = events_frames(state, events, 0, 1, (0, WATCHER))
    for frame in frames.values():
        assert frame.data == json.loads(frame)  # what a seat read for in this process takes
        assert type(frame.text) is str and frame.text == frame and frame.text is frame.text
    assert frames[0].sent.view == state.view(0) and frames[WATCHER].sent.view == state.view(0, watching=True)
    assert list(frames[0].sent.events) == [for_seat(e, 0) for e in events]
