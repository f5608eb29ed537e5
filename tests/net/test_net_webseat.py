"""The web seat: the server announces for a browser with the terminal's own keyboard seat.

A page is played here by a Python client over a real WebSocket on loopback (the real server of
`netharness`); the terminal is the real `TableApp` on a pipe at a real server's table
(`test_net_keyboard`). Same seed, same seat, same keys: the same sentences, in German and English.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from websockets.sync.client import ClientConnection, connect

from ristikontra.engine import PlayBlind, PlayCard, SeatView
from ristikontra.net.client import Client, TokenStore
from ristikontra.ui.app import TableApp
from ristikontra.ui.online import OnlineTable
from ristikontra.ui.onlineplay import connect as sit_down
from ristikontra.ui.session import TableSession
from ristikontra.ui.settings import Settings
from tests.net.netharness import ServerThread
from tests.ui.ui_harness import DOWN, END, F1, HOME, LEFT, PAGE_DOWN, PAGE_UP, RIGHT, UP, RecordingOutput

DEAL_OVER_SAID = {"en": "ready for the next deal", "de": "bereit für die nächste Runde"}
#: The table's seed and code come from the server's generator: seeded alike for both servers.
SERVER_SEED = 27
#: What each turn's keys are besides the play (turn number modulo their count): status keys, F1's
#: list, the message history, trick history, focus moves.
TURN_KEYS: tuple[tuple[str, ...], ...] = (
    ("h", "t"), ("w", "k", "F1", "Down", "Down"), ("s", "s", "i"), ("PageUp", "PageUp", "PageDown", "m"),
    ("u", "d", "Up", "Down"), ("Left", "Right", "f", "End", "Home"), ("Shift+U", "r", "x"),
)
#: The same keys as a terminal sends them.
TERMINAL_BYTES = {"Enter": "\r", "F1": F1, "Down": DOWN, "Up": UP, "Left": LEFT, "Right": RIGHT,
                  "Home": HOME, "End": END, "PageUp": PAGE_UP, "PageDown": PAGE_DOWN}
RANK_KEYS = {"T": "0", "J": "Shift+J", "Q": "Shift+Q", "K": "Shift+K", "A": "Shift+A"}
PATIENCE = 60.0


def terminal_bytes(key: str) -> str:
    return TERMINAL_BYTES.get(key, key.removeprefix("Shift+"))


def turn_keys(turn: int, playable: Sequence[str], blind_ok: bool) -> list[str]:
    """The keys of this seat's `turn`-th turn: some that only tell, then a rank key that focuses
    a card of a playable rank (legality goes by rank) and Enter; blind play if no card may go."""
    keys = list(TURN_KEYS[turn % len(TURN_KEYS)])
    if playable:
        rank = playable[0][0]
        return [*keys, RANK_KEYS.get(rank, rank), "Enter"]
    assert blind_ok
    return [*keys, "b"]


def seeded(server: ServerThread) -> None:
    assert server.server is not None
    server.call(lambda: setattr(server.server, "_rng", random.Random(SERVER_SEED)))


# ---------------------------------------------------------------------- the page


class Page:
    """A browser page's connection, played by keys: every frame kept, every `say` read."""

    def __init__(self, url: str) -> None:
        self.ws: ClientConnection = connect(url, max_size=2**22, compression=None).__enter__()
        self.frames: list[dict[str, Any]] = []
        self.said: list[dict[str, Any]] = []
        self.table: dict[str, Any] | None = None
        self.send({"type": "hello", "v": 2})
        self.read_until(lambda: any(f["type"] == "welcome" for f in self.frames))

    def send(self, frame: dict[str, Any]) -> None:
        self.ws.send(json.dumps(frame))

    def key(self, name: str) -> None:
        self.send({"type": "key", "key": name})

    def read_until(self, done: Callable[[], bool], timeout: float = PATIENCE) -> None:
        deadline = time.monotonic() + timeout
        while not done():
            left = deadline - time.monotonic()
            assert left > 0, f"waited in vain; last said: {self.texts[-3:]}"
            try:
                data = json.loads(self.ws.recv(timeout=min(left, 0.5)))
            except TimeoutError:
                continue
            self.frames.append(data)
            if data["type"] == "say":
                self.said.extend(data["messages"])
                self.table = data["table"] or self.table

    def settle(self, quiet: float = 0.3) -> None:
        """Read what comes until nothing has come for `quiet` seconds."""
        while True:
            try:
                data = json.loads(self.ws.recv(timeout=quiet))
            except TimeoutError:
                return
            self.frames.append(data)
            if data["type"] == "say":
                self.said.extend(data["messages"])
                self.table = data["table"] or self.table

    @property
    def texts(self) -> list[str]:
        return [m["text"] for m in self.said]

    def heard(self, text: str) -> bool:
        return any(text in line for line in self.texts)

    def errors(self) -> list[str]:
        return [f["reason"] for f in self.frames if f["type"] == "error"]

    def close(self) -> None:
        self.ws.close()


def web_table(url: str, lang: str, **create: Any) -> Page:
    page = Page(url)
    page.send({"type": "create", "name": "Anna", "level": "random", "id": 1, **create})
    page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
    page.send({"type": "announce", "lang": lang})
    page.read_until(lambda: len(page.said) >= 2)
    return page


def play_web_deal(page: Page, lang: str) -> None:
    """Start, then at each turn the turn's keys, until the deal is over."""
    page.key("Enter")
    played_at: tuple[int, int, int] | None = None
    turn = 0
    while not page.heard(DEAL_OVER_SAID[lang]):
        page.read_until(lambda last=played_at: page.heard(DEAL_OVER_SAID[lang]) or _new_turn(page.table, last))
        table = page.table
        if _new_turn(table, played_at) and not page.heard(DEAL_OVER_SAID[lang]):
            assert table is not None
            played_at = _position(table)
            for key in turn_keys(turn, table["playable"], table["blind"]):
                page.key(key)
            turn += 1


def _position(table: dict[str, Any]) -> tuple[int, int, int]:
    return table["deal"], table["trick_no"], len(table["trick"])


def _new_turn(table: dict[str, Any] | None, played_at: tuple[int, int, int] | None) -> bool:
    if table is None or table["phase"] != "playing" or (not table["playable"] and not table["blind"]):
        return False
    me = next(s["seat"] for s in table["seats"] if s["you"])
    return table["to_move"] == me and _position(table) != played_at


# ---------------------------------------------------------------------- the terminal


def terminal_transcript(url: str, tmp: Path, lang: str) -> list[str]:
    """The real application on a pipe at a server table, the same keys at the same moments."""
    settings = Settings(lang=lang, speech="text", sound=False, level="random")
    client = Client(url, name="Anna", tokens=TokenStore(tmp / f"{lang}.json"))
    online = OnlineTable(client)
    online.remote.start()
    import argparse

    online.creator = online.remote.run(sit_down(client, argparse.Namespace(action="create", code=None, seat=None),
                                                settings))
    session = TableSession(settings, table=online, seat=client.seat or 0, output=RecordingOutput(), read_only=True)
    online.welcome()
    errors: list[BaseException] = []

    async def drive() -> None:
        with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
            app = TableApp(session, input=pipe, output=DummyOutput())
            task = asyncio.create_task(app.run_async())
            await asyncio.sleep(0.2)
            pipe.send_text("\r")
            loop = asyncio.get_running_loop()
            deadline = loop.time() + PATIENCE
            played_at: tuple[int, int, int] | None = None
            turn = 0
            while not any(DEAL_OVER_SAID[lang] in line for line in session.transcript):
                assert loop.time() < deadline, "the deal did not end in time"
                view: SeatView | None = session.keyboard.view
                if view is not None and view.phase == "playing" and view.my_turn and view.legal:
                    position = (view.deal, view.trick_no, len(view.trick))
                    if position != played_at:
                        played_at = position
                        playable = [str(a.card) for a in view.legal if isinstance(a, PlayCard)]
                        blind_ok = any(isinstance(a, PlayBlind) for a in view.legal)
                        for key in turn_keys(turn, playable, blind_ok):
                            pipe.send_text(terminal_bytes(key))
                            await asyncio.sleep(0)
                        turn += 1
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.3)
            pipe.send_text("\x11")
            await asyncio.wait_for(task, 10)
            assert not app.errors, app.errors

    def run() -> None:
        try:
            asyncio.run(drive())
        except BaseException as exc:
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    try:
        thread.start()
        thread.join(PATIENCE + 20)
        assert not thread.is_alive(), "the terminal did not finish"
        assert not errors, errors[0]
    finally:
        session.close()
        online.close()
    return list(session.transcript)


def _until_deal_over(lines: list[str], lang: str) -> list[str]:
    end = next(i for i, line in enumerate(lines) if DEAL_OVER_SAID[lang] in line)
    return lines[:end + 1]


# ---------------------------------------------------------------------- the tests


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_web_seat_hears_what_the_terminal_hears_key_for_key(tmp_path: Path, lang: str) -> None:
    # A person presses a key now and then; the script presses a deal's keys at once (the limit on
    # frames a second is the hostile test's).
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        seeded(server)
        page = web_table(server.url, lang)
        try:
            play_web_deal(page, lang)
        finally:
            page.close()
    with ServerThread(tmp_path / "terminal") as server:
        seeded(server)
        terminal = terminal_transcript(server.url, tmp_path, lang)
    web = _until_deal_over(page.texts, lang)
    assert len(web) > 60  # a whole deal with the keys' answers, not a few lines
    assert web == _until_deal_over(terminal, lang)
    # Your turn and the answers came as the terminal's output has them: sound and kind with each.
    turns = [m for m in page.said if m["sound"] == "turn"]
    assert turns and all(m["kind"] == "assertive" for m in turns)
    assert any(m["kind"] == "polite" and m["sound"] == "card" for m in page.said)
