"""The client's state on its own: frames fed in, typed items out, no socket and no loop.

Every bound a client holds a server to (MAX_EVENTS, the flood budgets), the catch-up of missed
events and the way back after a lost connection are read here straight from frames, in
milliseconds; the tests over real sockets (test_net_hostile_server.py, test_net_server_flood.py,
test_net_resilience.py) show the socket client passes them on as they are.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from ristikontra.engine import PRESETS, WATCHER, Event, GameState
from ristikontra.net.clientstate import (
    FLOOD_EVENTS,
    FLOOD_WORDS,
    MAX_EVENTS,
    Answer,
    Batch,
    ClientState,
    Failure,
    Link,
    Lobby,
    NetError,
    Refused,
)
from ristikontra.net.frames import events_frames

LOBBY = {"type": "table", "code": "123456", "seats": [{"seat": 0, "kind": "human", "name": "Anna"}]}


def _deal(seed: int = 3) -> tuple[GameState, list[Event]]:
    """A deal of sticks played out at random: its state and every event of it."""
    state = GameState(PRESETS["sticks"], seed=seed)
    events = list(state.start_deal())
    rng = random.Random(seed)
    while state.phase == "playing":
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


def _events(first: int, count: int, *, missed: bool = False) -> dict[str, Any]:
    """An `events` frame of `count` events numbered from `first` + 1, with seat 0's view."""
    state, events = _deal()
    frame = json.loads(events_frames(state, events[:1], 0, first + count, (0,), missed=missed)[0])
    frame["events"] = [{**frame["events"][0], "seq": first + i + 1} for i in range(count)]
    return frame


def _items(state: ClientState, frames: list[dict[str, Any]]) -> list[object]:
    return [item for frame in frames for item in state.take(frame)]


def test_an_events_frame_brings_a_batch_and_moves_the_counters() -> None:
    state = ClientState()
    items = state.take(_events(0, 3))
    assert len(items) == 1 and isinstance(items[0], Batch)
    assert len(items[0].events) == 3 and not items[0].missed
    assert state.last_seq == 3 and state.at == 3 and state.view is items[0].view


def test_frames_read_from_text_and_from_objects_give_the_same_items() -> None:
    """The web seat reads the objects a frame was made of, a terminal the frame's text: the same."""
    game, events = _deal()
    frame = events_frames(game, events, 0, len(events), (1,))[1]
    assert frame.data == json.loads(frame)
    from_text, from_objects = ClientState(), ClientState()
    assert from_text.take_text(frame) == from_objects.take(frame.data)
    assert from_text.view == from_objects.view and from_text.last_seq == from_objects.last_seq == len(events)


@pytest.mark.parametrize("rules_name", ["sticks", "total"])
def test_a_whole_game_read_as_objects_is_what_every_seat_and_watcher_reads_from_text(rules_name: str) -> None:
    """A page's seat takes the events and views the table has (`take_events`), a terminal decodes
    them from the text: at every move of every deal, for each seat and the watchers, the same."""
    game = GameState(PRESETS[rules_name], seed=11)
    rng = random.Random(11)
    seats = (0, 1, 2, 3, WATCHER)
    from_text = {seat: ClientState() for seat in seats}
    from_objects = {seat: ClientState() for seat in seats}
    logged = 0
    batches = 0
    while game.phase != "game_over" and game.deal_no <= 3:
        events = list(game.start_deal()) if game.phase != "playing" else game.apply(rng.choice(game.legal_actions()))
        frames = events_frames(game, events, logged, logged + 1, seats, behind=2)
        logged += len(events)
        for seat in seats:
            got = from_objects[seat].take_events(frames[seat].sent)
            assert got == from_text[seat].take_text(frames[seat]) and len(got) == 1
            assert from_objects[seat].last_seq == from_text[seat].last_seq == logged
            batches += 1
    assert batches > 5 * 3 * 20


def test_a_catch_up_read_as_objects_is_summed_up_as_from_text() -> None:
    game, events = _deal()
    caught = events_frames(game, events, 0, 9, (1,), missed=True)[1]
    for take in (lambda s: s.take_text(caught), lambda s: s.take_events(caught.sent)):
        state = ClientState()
        state.take({"type": "resumed", "code": "123456", "missed": 2 * len(events)})
        assert take(state) == []  # half of what was announced: more follows
        (batch,) = take(state)
        assert isinstance(batch, Batch) and batch.missed and len(batch.events) == 2 * len(events)


def test_more_events_as_objects_than_a_game_sends_is_given_up_as_from_text() -> None:
    game, events = _deal()
    sent = events_frames(game, events * (MAX_EVENTS // len(events) + 1), 0, 1, (0,))[0].sent
    assert ClientState().take_events(sent) == [Failure("flooding"), Link("gone")]
    assert isinstance(ClientState(bounded=False).take_events(sent)[0], Batch)


def test_more_events_in_one_frame_than_a_game_sends_is_given_up_and_nothing_more_is_read() -> None:
    state = ClientState()
    assert state.take(_events(0, MAX_EVENTS + 1)) == [Failure("flooding"), Link("gone")]
    assert state.flooded and state.ended
    assert state.take(_events(0, 1)) == [] and state.take_text(json.dumps(LOBBY)) == []


def test_events_beyond_the_burst_are_a_flood() -> None:
    state = ClientState()
    _rate, burst = FLOOD_EVENTS
    sent = 0
    while sent + MAX_EVENTS // 4 <= burst:  # all of the burst is spent, and none of it is a flood
        assert all(isinstance(i, Batch) for i in state.take(_events(sent, MAX_EVENTS // 4)))
        sent += MAX_EVENTS // 4
    assert state.take(_events(sent, MAX_EVENTS // 4))[-2:] == [Failure("flooding"), Link("gone")]


def test_refusals_and_notices_beyond_their_burst_are_a_flood() -> None:
    state = ClientState()
    _rate, burst = FLOOD_WORDS
    error = {"type": "error", "reason": "stale"}
    assert all(state.take(error) == [Failure("stale")] for _ in range(int(burst)))
    assert state.take(error) == [Failure("flooding"), Link("gone")]


def test_a_server_reading_for_its_own_page_reads_unbounded() -> None:
    state = ClientState(bounded=False)
    items = _items(state, [_events(0, MAX_EVENTS + 1), *({"type": "error", "reason": "stale"} for _ in range(200))])
    assert isinstance(items[0], Batch) and items[1:] == [Failure("stale")] * 200 and not state.flooded


def test_a_catch_up_in_several_frames_is_one_batch_and_is_not_counted_as_a_flood() -> None:
    state = ClientState()
    assert state.take({"type": "resumed", "code": "123456", "missed": 2 * MAX_EVENTS + 5}) == []
    frames = [_events(0, MAX_EVENTS, missed=True), _events(MAX_EVENTS, MAX_EVENTS, missed=True),
              _events(2 * MAX_EVENTS, 5, missed=True)]
    assert _items(state, frames[:2]) == []  # more follows
    (batch,) = state.take(frames[2])
    assert isinstance(batch, Batch) and batch.missed and len(batch.events) == 2 * MAX_EVENTS + 5
    assert state.last_seq == 2 * MAX_EVENTS + 5 and not state.flooded


def test_a_catch_up_cut_short_is_still_one_batch() -> None:
    state = ClientState()
    state.take({"type": "resumed", "code": "123456", "missed": 50})
    assert state.take(_events(0, 20, missed=True)) == []
    (batch,) = state.cut()
    assert isinstance(batch, Batch) and len(batch.events) == 20
    assert state.cut() == []


def test_a_catch_up_ended_by_another_frame_comes_before_it() -> None:
    state = ClientState()
    state.take({"type": "resumed", "code": "123456", "missed": 50})
    state.take(_events(0, 20, missed=True))
    caught, lobby = state.take(LOBBY)
    assert isinstance(caught, Batch) and caught.missed and isinstance(lobby, Lobby)


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", '{"type": "events", "events": [1], "view": {}}',
                                 '{"type": "refused", "reason": "x", "view": 5}', '{"type": "chat", "seat": "x"}'])
def test_a_frame_it_cannot_read_is_said_and_the_next_is_read_as_usual(raw: str) -> None:
    state = ClientState()
    assert state.take_text(raw) == [Failure("garbled")]
    assert isinstance(state.take(_events(0, 1))[0], Batch)


def test_an_answer_goes_to_the_request_waiting_for_it_and_only_then() -> None:
    state = ClientState()
    state.ask(7)
    (answer,) = state.take({"type": "seated", "code": "123456", "seat": 2, "token": "t", "id": 7})
    assert answer == Answer(7, {"type": "seated", "code": "123456", "seat": 2, "token": "t", "id": 7})
    answer, lobby = state.take({**LOBBY, "id": 7})  # a table answer is the lobby's news as well
    assert isinstance(answer, Answer) and isinstance(lobby, Lobby) and state.lobby == lobby
    state.asked(7)
    assert state.take({"type": "error", "reason": "stale", "id": 7}) == [Failure("stale")]


def test_a_seat_is_kept_from_its_answer_and_a_garbled_one_is_refused() -> None:
    state = ClientState()
    seated = state.seated({"code": "123456", "seat": 2, "token": "secret"})
    assert (seated.code, seated.seat, state.seat, state.token) == ("123456", 2, 2, "secret")
    for answer in ({"code": "123456", "seat": 4, "token": "t"}, {"code": 1, "seat": 0, "token": "t"}, {}):
        with pytest.raises(NetError, match="garbled"):
            state.seated(answer)
    assert state.token == "secret"


def test_coming_back_resumes_the_seat_from_the_last_event_seen() -> None:
    state = ClientState()
    state.seated({"code": "123456", "seat": 1, "token": "secret"})
    state.take(_events(0, 4))
    assert state.rejoin("Anna", hints=True) == {"type": "resume", "code": "123456", "seat": 1, "token": "secret",
                                                "last": 4, "hints": True}
    assert state.rejoined({"type": "resumed", "code": "123456", "missed": 3}).verdict == "back"
    (batch,) = state.take(_events(4, 3, missed=True))  # the catch-up the answer announced
    assert isinstance(batch, Batch) and batch.missed


@pytest.mark.parametrize(("answer", "verdict", "node"), [
    ({"type": "error", "reason": "not_found"}, "gone", None),
    ({"type": "error", "reason": "table_closed"}, "gone", None),
    ({"type": "error", "reason": "store_failed"}, "again", None),
    ({"type": "error", "reason": "elsewhere", "node": "n2"}, "again", "n2"),
    ({"type": "error", "reason": "elsewhere", "node": "../../etc"}, "again", None),
    (None, "again", None),
])
def test_what_an_answer_to_coming_back_comes_to(answer: dict[str, Any] | None, verdict: str, node: str | None) -> None:
    state = ClientState()
    state.seated({"code": "123456", "seat": 1, "token": "secret"})
    rejoined = state.rejoined(answer)
    assert (rejoined.verdict, rejoined.node) == (verdict, node)


def test_without_a_seat_it_looks_at_the_table_again_or_watches_it_again() -> None:
    state = ClientState()
    assert state.rejoin("Anna", hints=False) is None
    state.joined(LOBBY)
    assert state.rejoin("Anna", hints=False) == {"type": "join", "code": "123456"}
    state.joined(LOBBY, watching=True)
    assert state.rejoin("Anna", hints=False) == {"type": "watch", "code": "123456", "name": "Anna"}


def test_the_table_closed_ends_a_player_but_only_the_watching_of_a_watcher() -> None:
    player = ClientState()
    assert player.take({"type": "closed"}) == [Link("gone", closed=True)] and player.ended
    watcher = ClientState.following("123456", 0, LOBBY, watching=True)
    assert watcher.take({"type": "closed"}) == [Failure("table_closed")]
    assert not watcher.ended and not watcher.watching


def test_a_refusal_brings_the_view_it_answers() -> None:
    state = ClientState()
    view = _events(0, 1)["view"]
    (refused,) = state.take({"type": "refused", "reason": "not_your_turn", "view": view})
    assert isinstance(refused, Refused) and refused.error.reason == "not_your_turn" and state.view == refused.view
