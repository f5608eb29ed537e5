"""Issue 29 item 11: nothing of the game moves on after "Game saved. Goodbye.".

A computer that answers while the application is on its way out (prompt_toolkit forgets its
future before it waits for its background tasks, so `is_done` reads False again then) must not
play: its play would be said after the goodbye and leave the save behind the game. The computer
here is held until the moment the test picks (before the quit, on its way, after it), on the
real application with keys through a pipe.
"""

from __future__ import annotations

import asyncio
import random
import threading

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from ui_harness import CTRL_Q, make_session

from ristikontra.ai import make_player
from ristikontra.engine import Action, SeatView
from ristikontra.keep import saves
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession


class HeldPlayer:
    """The basic player, answering only once `release` is set."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked = threading.Event()
        self.answered = threading.Event()
        self._basic = make_player("basic")

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        self.asked.set()
        self.release.wait(10)
        try:
            return self._basic.choose(view, rng)
        finally:
            self.answered.set()


async def _until(condition: object, timeout: float = 10) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, "waited in vain"
        await asyncio.sleep(0.001)


async def _quit_while_thinking(session: TableSession, when: str) -> None:
    held = HeldPlayer()
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=DummyOutput())
        session.start()
        for computer in session.computers.values():
            computer.player = held
        task = asyncio.create_task(app.run_async())
        deadline = asyncio.get_running_loop().time() + 10
        while not held.asked.is_set():
            assert asyncio.get_running_loop().time() < deadline, "no computer was asked to move"
            view = session.view()
            if view is not None and view.my_turn and view.legal:
                seen = app.keys_seen
                pipe.send_text("\r")  # the player's card: a computer is asked next
                await _until(lambda seen=seen: app.keys_seen > seen)  # type: ignore[misc]
            await asyncio.sleep(0.001)
        if when == "before":
            held.release.set()
        pipe.send_text(CTRL_Q)
        if when == "on the way":
            await _until(lambda: app.keys_seen > 0)
            held.release.set()
        await asyncio.wait_for(task, 10)
        held.release.set()
        await _until(held.answered.is_set)
        # The loop runs on, as it does while prompt_toolkit and asyncio wind down.
        for _ in range(20):
            await asyncio.sleep(0.001)
    session.close()


@pytest.mark.parametrize("when", ["before", "on the way", "after"])
def test_a_computer_answering_as_the_player_quits_plays_no_more(when: str) -> None:
    for round_no in range(15):
        saves.discard_save()  # each round a new game, not the question about the last one
        session = make_session(seed=round_no + 1, level="basic")
        asyncio.run(_quit_while_thinking(session, when))
        transcript = session.transcript
        bye = max(i for i, line in enumerate(transcript) if "Game saved. Goodbye." in line)
        assert transcript[bye + 1:] == [], f"said after the goodbye: {transcript[bye + 1:]}"
        saved = saves.load_game().game
        assert saved is not None and session.state is not None
        assert saved.state.to_dict() == session.state.to_dict(), "the save is not the game that goes on"
