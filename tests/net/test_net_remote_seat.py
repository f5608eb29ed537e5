"""A seat controller plays at a remote table through RemoteTable, answering from its own thread."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from ristikontra.engine import Action, Event, GameOver, IllegalAction, PlayCard, SeatView, play
from ristikontra.net.client import Client
from ristikontra.net.remote import OnlineListener, RemoteTable
from tests.net.netharness import ServerThread


class Scripted:
    """Answers each turn from a worker thread; the first answer is a card it does not hold."""

    def __init__(self) -> None:
        self.batches: list[tuple[Sequence[Event], SeatView]] = []
        self.refusals: list[IllegalAction] = []
        self.over = threading.Event()
        self._tried_wrong = False
        self._answer: Callable[[Action], None] | None = None

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        assert threading.current_thread().name == "ristikontra-online"
        self.batches.append((events, view))
        if any(isinstance(e, GameOver) for e in events):
            self.over.set()

    def on_turn(self, view: SeatView, answer: Callable[[Action], None]) -> None:
        self._answer = answer
        if not self._tried_wrong:
            self._tried_wrong = True
            wrong = next(c for c in (play(view.seat, card).card for card in _deck()) if c not in view.hand)
            threading.Thread(target=answer, args=(play(view.seat, wrong),)).start()
            return
        threading.Thread(target=answer, args=(view.legal[0],)).start()

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        self.refusals.append(error)
        # Still my turn: answer again with a legal card through the same answer.
        assert view.my_turn and self._answer is not None
        legal = [a for a in view.legal if isinstance(a, PlayCard)] or list(view.legal)
        threading.Thread(target=self._answer, args=(legal[0],)).start()


def _deck() -> list:
    from ristikontra.engine import DECK

    return list(DECK)


class Listening(OnlineListener):
    def __init__(self) -> None:
        self.lobbies = 0

    def on_lobby(self, lobby: object) -> None:
        self.lobbies += 1


def test_a_seat_controller_plays_a_whole_game_at_a_remote_table(tmp_path: Path) -> None:
    with ServerThread(tmp_path) as server:
        controller = Scripted()
        listener = Listening()
        remote = RemoteTable(Client(server.url, name="Anna"), controller, listener)
        remote.start()
        remote.run(remote.client.connect())
        remote.run(remote.client.create(rules="short", options={"target": 30}, level="random", seat=2))
        remote.attach()
        remote.run(remote.client.start())
        assert controller.over.wait(60), "the game did not end"
        remote.close()
    assert [r.reason for r in controller.refusals] == ["card_not_in_hand"]
    assert listener.lobbies >= 1
    views = [v for _, v in controller.batches]
    assert all(v.seat == 2 for v in views)
    assert views[-1].phase == "game_over"


class FailsOnce(Scripted):
    """A controller with a fault: its first batch of events raises."""

    def __init__(self) -> None:
        super().__init__()
        self.failed = False

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        if not self.failed:
            self.failed = True
            raise RuntimeError("a fault of this controller")
        super().on_events(events, view)


class Failures(OnlineListener):
    def __init__(self) -> None:
        self.reasons: list[str] = []
        self.heard = threading.Event()

    def on_failure(self, reason: str) -> None:
        self.reasons.append(reason)
        self.heard.set()


def test_a_fault_with_one_item_does_not_silence_the_table_and_a_failed_call_is_heard(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with ServerThread(tmp_path) as server:
        controller, listener = FailsOnce(), Failures()
        remote = RemoteTable(Client(server.url, name="Anna"), controller, listener)
        remote.start()
        # A call made before there is a connection: refused, and the listener hears why.
        remote.submit(remote.client.say("too early"))
        assert listener.heard.wait(10) and listener.reasons == ["unreachable"]
        remote.run(remote.client.connect())
        remote.run(remote.client.create(rules="short", options={"target": 30}, level="random", seat=2))
        with caplog.at_level(logging.ERROR, logger="ristikontra.net.remote"):
            remote.attach()
            remote.run(remote.client.start())
            assert controller.over.wait(60), "the table went silent after one fault"
        remote.close()
    assert controller.failed and "delivering Batch failed" in caplog.text
