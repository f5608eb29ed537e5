"""The session's thread owner (issue 28 item 5): parts stop newest first, every thread is joined,
a computer's search in progress ends when the session stops, and a thread that will not end is
named rather than waited for."""

from __future__ import annotations

import threading

from ristikontra.ai.strong import StrongPlayer
from ristikontra.engine import Action, GameState, Rules, SeatView
from ristikontra.table import ComputerSeat
from ristikontra.table.threadowner import ThreadOwner


def test_stop_stops_the_parts_newest_first_and_joins_every_thread() -> None:
    owner = ThreadOwner()
    stopped: list[str] = []
    release = threading.Event()
    worker = owner.worker("ristikontra-test-worker")
    worker.submit(lambda: release.wait(30))
    said: list[str] = []
    later = owner.later("ristikontra-test-later", 30.0, lambda: said.append("late"))
    owner.own("first", lambda _seconds: stopped.append("first"))
    owner.own("second", lambda _seconds: (stopped.append("second"), release.set()))
    assert sorted(owner.running) == ["ristikontra-test-later", "ristikontra-test-worker"]
    assert owner.stop() == []
    assert stopped == ["second", "first"]
    assert owner.running == [] and not later.thread.is_alive() and said == []
    assert not worker.submit(lambda: said.append("too late"))


def test_a_thread_that_does_not_end_is_named_not_waited_for() -> None:
    owner = ThreadOwner()
    release = threading.Event()
    owner.spawn("ristikontra-test-stuck", lambda: release.wait(30))
    try:
        assert owner.stop(timeout=0.01) == ["ristikontra-test-stuck"]
        assert owner.left_running == ["ristikontra-test-stuck"]
    finally:
        release.set()


def test_a_computer_searching_when_the_session_stops_ends_its_search() -> None:
    state = GameState(Rules(), seed=7)
    state.start_deal()
    while state.view(state.to_move).stock_size > 0:  # a search in the hand phase, not the habit
        state.apply(state.legal_actions()[0])
    seat = state.to_move
    # A search of many seconds, were it not stopped.
    player = StrongPlayer(samples=100_000, time_budget=None, work_budget=10**9)
    owner = ThreadOwner()
    computer = ComputerSeat(seat, player, seed=lambda: 7, threads=owner)
    answers: list[Action] = []
    view: SeatView = state.view(seat)
    computer.on_turn(view, answers.append)
    searching = threading.Event()
    while player.stop is None:  # set by the seat as its search begins
        searching.wait(0.005)
    assert owner.stop() == []
    assert answers == []  # a stopped seat answers nothing
