"""The web seat: the server announces for a browser with the terminal's own keyboard seat.

A page is played here by a Python client over a real WebSocket on loopback (the real server of
`netharness`); the terminal is the real `TableApp` on a pipe at a real server's table
(`test_net_keyboard`). Same seed, same seat, same keys: the same sentences, in German and English.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
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

from ristikontra.announce.message import KINDS
from ristikontra.cli.online import connect as sit_down
from ristikontra.engine import PlayBlind, PlayCard, SeatView
from ristikontra.keep.settings import Settings
from ristikontra.keep.tokens import TokenStore
from ristikontra.net import clientstate
from ristikontra.net.client import Client
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession
from tests.net.netharness import ServerThread
from tests.ui.ui_harness import DOWN, END, F1, HOME, LEFT, PAGE_DOWN, PAGE_UP, RIGHT, TAB, UP, RecordingOutput

DEAL_OVER_SAID = {"en": "ready for the next deal", "de": "bereit für die nächste Runde",
                  "fi": "valmis seuraavaan jakoon"}
#: The table's seed and code come from the server's generator: seeded alike for both servers.
SERVER_SEED = 27
#: What each turn's keys are besides the play (turn number modulo their count): status keys, the
#: sort, the message history, trick history, focus moves. (F1 is not among them: a page lists no
#: Control+Q, the terminal's way to leave; see the help test.)
TURN_KEYS: tuple[tuple[str, ...], ...] = (
    ("h", "t"), ("w", "k", "Tab"), ("s", "s", "i"), ("PageUp", "PageUp", "PageDown", "m"),
    ("u", "d", "Up", "Down"), ("Left", "Right", "f", "End", "Home"), ("Shift+U", "r", "x"),
)
#: The same keys as a terminal sends them.
TERMINAL_BYTES = {"Enter": "\r", "Tab": TAB, "F1": F1, "Down": DOWN, "Up": UP, "Left": LEFT, "Right": RIGHT,
                  "Home": HOME, "End": END, "PageUp": PAGE_UP, "PageDown": PAGE_DOWN}
RANK_KEYS = {"T": "0", "J": "Shift+J", "Q": "Shift+Q", "K": "Shift+K", "A": "Shift+A"}
PATIENCE = 60.0
#: One message as an output gets it: text, short form (braille), sound, whether it interrupts, its kind.
Said = tuple[str, str, str | None, bool, str]


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

    def settle(self, quiet: float = 0.5) -> None:
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


def web_table(url: str, lang: str, verbosity: str = "normal", **create: Any) -> Page:
    page = Page(url)
    page.send({"type": "create", "name": "Anna", "level": "random", "id": 1, **create})
    page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
    page.send({"type": "announce", "lang": lang, "verbosity": verbosity})
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


def terminal_transcript(url: str, tmp: Path, lang: str, verbosity: str = "normal") -> list[Said]:
    """The real application on a pipe at a server table, the same keys at the same moments: what
    its output was given, message by message (text, short form, sound, whether it interrupts, kind)."""
    settings = Settings(lang=lang, verbosity=verbosity, speech="text", sound=True, braille=True, level="random")
    client = Client(url, name="Anna", tokens=TokenStore(tmp / f"{lang}.json"))
    online = OnlineTable(client)
    online.remote.start()
    online.creator = online.remote.run(sit_down(client, argparse.Namespace(action="create", code=None, seat=None),
                                                settings))
    output = RecordingOutput()
    session = TableSession(settings, table=online, seat=client.seat or 0, output=output, read_only=True)
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
    return [(m.text, m.short, m.sound, m.interrupt, m.kind) for m in output.messages]


def _until_deal_over(said: list[Said], lang: str) -> list[Said]:
    end = next(i for i, message in enumerate(said) if DEAL_OVER_SAID[lang] in message[0])
    return said[:end + 1]


# ---------------------------------------------------------------------- the tests


@pytest.mark.parametrize(("lang", "verbosity"), [("de", "normal"), ("en", "normal"), ("de", "verbose"),
                                                 ("en", "brief"), ("fi", "normal")])
def test_a_web_seat_hears_what_the_terminal_hears_key_for_key(tmp_path: Path, lang: str, verbosity: str) -> None:
    # A person presses a key now and then; the script presses a deal's keys at once (the limit on
    # frames a second is the hostile test's).
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        seeded(server)
        page = web_table(server.url, lang, verbosity)
        try:
            play_web_deal(page, lang)
        finally:
            page.close()
    with ServerThread(tmp_path / "terminal") as server:
        seeded(server)
        terminal = terminal_transcript(server.url, tmp_path, lang, verbosity)
    web = _until_deal_over([(m["text"], m["short"], m["sound"], m["interrupt"], m["about"]) for m in page.said],
                           lang)
    assert len(web) > 60  # a whole deal with the keys' answers, not a few lines
    assert web == _until_deal_over(terminal, lang)
    # Your turn and the answers came as the terminal's output has them: sound and kind with each.
    turns = [m for m in page.said if m["sound"] == "turn"]
    assert turns and all(m["kind"] == "assertive" and m["about"] == "turn" for m in turns)
    assert any(m["kind"] == "polite" and m["about"] == "event" and m["sound"] == "card" for m in page.said)
    assert any(m["kind"] == "polite" and m["about"] == "cursor" for m in page.said)


def test_a_pages_messages_keep_their_kind_with_sounds_off(tmp_path: Path) -> None:
    """Your turn and a refusal go to the assertive live region by what they are, not by their
    earcon: with sounds off they have none, and they are still said at once."""
    with ServerThread(tmp_path / "web") as server:
        page = Page(server.url)
        try:
            page.send({"type": "create", "name": "Anna", "level": "random", "id": 1})
            page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
            page.send({"type": "announce", "lang": "en", "output": {"sound": False}})
            page.read_until(lambda: len(page.said) >= 2)
            _first_turn(page)
            said = len(page.said)
            page.key("Right")
            page.key("y")  # no key of a deal
            page.read_until(lambda: len(page.said) >= said + 2)
        finally:
            page.close()
    assert all(m["sound"] is None for m in page.said)
    turns = [m for m in page.said if m["about"] == "turn"]
    assert turns and all(m["kind"] == "assertive" for m in turns)
    cursor, refusal = page.said[said:said + 2]
    assert (cursor["about"], cursor["kind"]) == ("cursor", "polite")
    assert (refusal["about"], refusal["kind"]) == ("refusal", "assertive")
    assert {m["about"] for m in page.said} <= set(KINDS)


def _first_turn(page: Page) -> dict[str, Any]:
    page.key("Enter")  # the creator starts
    page.read_until(lambda: _new_turn(page.table, None))
    page.settle()
    assert page.table is not None
    return page.table


def _table_state(server: ServerThread) -> Any:
    assert server.server is not None
    (table,) = server.server.tables.values()
    return table.state


def test_a_refusal_is_said_in_the_seats_language_and_changes_nothing_by_key_or_click(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "de", options={"blind_play": False})
        try:
            before = _first_turn(page)
            moves = server.call(lambda: len(_table_state(server).history))
            said = len(page.said)
            page.key("b")  # blind play, switched off at this table
            page.read_until(lambda: len(page.said) > said)
            by_key = page.said[said:]
            said = len(page.said)
            page.send({"type": "play", "blind": True})  # the page's button for it
            page.read_until(lambda: len(page.said) > said)
            by_click = page.said[said:]
            page.settle()
            assert by_key[0]["text"] == "Ins Schwarze spielen ist bei diesen Regeln ausgeschaltet."
            assert [m["text"] for m in by_click] == [m["text"] for m in by_key]
            assert by_key[0]["kind"] == "assertive" and by_key[0]["sound"] == "error"
            # Nothing changed: the same hand, trick and turn, and nothing was played at the table.
            assert page.table is not None
            for field in ("hand", "trick", "to_move", "stock", "deal", "trick_no"):
                assert page.table[field] == before[field], field
            assert server.call(lambda: len(_table_state(server).history)) == moves
            # Clicking a card plays it as Enter does: the card leaves the hand, said as a play.
            card = before["playable"][0]
            said = len(page.said)
            page.send({"type": "play", "card": card})
            page.read_until(lambda: any(m["sound"] == "card" for m in page.said[said:]))
            state = server.call(lambda: _table_state(server))
            assert card in [str(c) for c in state.trick_cards] + [str(c) for r in state.history for c in r.cards]
            me = next(s["seat"] for s in before["seats"] if s["you"])
            assert card not in [str(c) for c in state.hands[me]]
        finally:
            page.close()


def test_the_whole_deal_is_played_by_keys_alone_in_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    exports = tmp_path / "exports"
    monkeypatch.setenv("RISTIKONTRA_EXPORT_DIR", str(exports))
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            play_web_deal(page, "en")
            page.settle()
            state = server.call(lambda: _table_state(server))
            assert state.phase == "deal_over"
            page.key("e")  # the game's messages: to the page, never onto the server's disk
            page.read_until(lambda: any(f["type"] == "export" for f in page.frames))
            page.read_until(lambda: page.heard("messages of this game"))
        finally:
            page.close()
    assert page.table is not None and page.table["phase"] == "deal_over"
    assert any(m["text"].startswith("Your ") and m["sound"] == "turn" for m in page.said)
    (export,) = [f for f in page.frames if f["type"] == "export"]
    assert export["lines"][-1] == page.texts[-2]  # the game's messages up to the deal's end
    assert page.texts[-1] == f"The {len(export['lines'])} messages of this game are on their way to your browser, " \
        "which saves them as a text file."
    assert not exports.exists()


def test_f1_lists_the_keys_of_the_page_which_has_no_control_q(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            _first_turn(page)
            said = len(page.said)
            page.key("F1")
            page.key("F1")  # all of them at once
            page.read_until(lambda: page.heard("Control+F1"))  # (the rules' key, late in the list)
            page.settle()
        finally:
            page.close()
    lines = page.texts[said:]
    assert lines[0].startswith("Keys while playing, ")
    assert any(line.startswith("Online: ") for line in lines)  # the online keys are there
    assert not any("Control+Q" in line for line in lines)


def test_hostile_key_frames_get_a_clear_error_and_change_nothing(tmp_path: Path) -> None:
    # Bursts of 50: the flood below is refused 190 times without reaching the cut-off (5 bursts).
    with ServerThread(tmp_path / "web", rate=20.0, burst=50.0) as server:
        page = Page(server.url)
        try:
            page.send({"type": "create", "name": "Anna", "level": "random"})
            page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
            page.key("h")  # before asking the server to speak for the page
            page.read_until(lambda: "not_announcing" in page.errors())
            page.send({"type": "announce", "lang": "de"})
            before = _first_turn(page)
            moves = server.call(lambda: len(_table_state(server).history))
            errors = len(page.errors())
            for name in ("Ctrl+Q", "F5", "Shift+1", "<img src=x>", "", "enter"):
                page.key(name)
            page.read_until(lambda: len(page.errors()) >= errors + 6)
            assert page.errors()[errors:] == ["unknown_key"] * 6
            # Said once in the page's language, not six times.
            page.read_until(lambda: page.heard("Diese Taste hat an diesem Tisch keine Funktion."))
            page.settle()
            assert page.texts.count("Diese Taste hat an diesem Tisch keine Funktion.") == 1
            for frame in ({"type": "key", "key": 5}, {"type": "key", "key": "h" * 5000},
                          {"type": "key"}, {"type": "key", "key": "h", "extra": 1},
                          {"type": "play", "card": "ZZ"}, {"type": "play"},
                          {"type": "play", "card": "AS", "blind": True},
                          {"type": "announce", "lang": "fr"}):
                page.send(frame)
            page.read_until(lambda: len(page.errors()) >= errors + 14)
            assert page.errors()[errors + 6:] == ["bad_message"] * 8
            page.ws.send(json.dumps({"type": "key", "key": "h", "pad": "x" * 100_000}))
            page.read_until(lambda: "too_large" in page.errors())
            # A flood: refused beyond the rate (said once), the connection stays, nothing is played.
            for number in range(240):
                page.key("Enter" if number == 239 else "w")
            page.read_until(lambda: "rate_limited" in page.errors())
            page.read_until(lambda: page.heard("Zu viele Anfragen auf einmal."))
            page.settle()
            assert page.errors().count("rate_limited") > 150  # more refusals than a server may send a client
            assert page.texts.count("Zu viele Anfragen auf einmal. Bitte einen Moment warten.") == 1
            assert server.call(lambda: len(_table_state(server).history)) == moves
            assert page.table is not None
            for field in ("hand", "trick", "to_move", "deal", "trick_no"):
                assert page.table[field] == before[field], field
            # The seat still answers once the flood is over (it did not take its own refusals for
            # a server flooding it).
            time.sleep(2.5)
            hands = sum(line.startswith("Deine Hand:") for line in page.texts)
            page.key("h")
            page.read_until(lambda: sum(line.startswith("Deine Hand:") for line in page.texts) > hands)
            assert not any("Server schickt" in line for line in page.texts)
        finally:
            page.close()


def test_a_web_seat_never_gets_another_seats_cards(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            table = _first_turn(page)
            me = next(s["seat"] for s in table["seats"] if s["you"])
            hands = server.call(lambda: [sorted(str(c) for c in hand) for hand in _table_state(server).hands])
            stock = server.call(lambda: {str(c) for c in _table_state(server).stock})
            page.key("h")
            page.settle()
        finally:
            page.close()
    hidden = {card for seat, hand in enumerate(hands) if seat != me for card in hand} | stock
    for frame in page.frames:
        if frame["type"] == "say" and frame["table"] is not None:
            assert not hidden & set(frame["table"]["hand"])
            assert not hidden & set(frame["table"]["playable"])
            assert all(set(s) == {"seat", "name", "you", "partner", "cards"} for s in frame["table"]["seats"])
    assert sorted(table["hand"]) == hands[me]


def test_a_web_seat_reads_its_tables_events_as_they_are_rebuilding_none(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The seat takes the events and views the table has: none is rebuilt from a frame's text
    (before, every event of every frame was parsed back and rebuilt in the server's process)."""
    rebuilt: list[str] = []

    def counted(name: str, read: Callable[[Any], Any]) -> Callable[[Any], Any]:
        def reading(data: Any) -> Any:
            rebuilt.append(name)
            return read(data)
        return reading

    monkeypatch.setattr(clientstate, "event_from_json", counted("event", clientstate.event_from_json))
    monkeypatch.setattr(clientstate, "view_from_json", counted("view", clientstate.view_from_json))
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            table = _first_turn(page)
            page.send({"type": "play", "card": table["playable"][0]})
            page.read_until(lambda: page.heard("You play"))
        finally:
            page.close()
    # The turn was said from the table's own events ("Your turn." or, leading, "Your lead.").
    assert table["hand"] and any(m["about"] == "turn" for m in page.said)
    assert rebuilt == []


def test_announce_again_changes_the_language_from_the_next_message_on(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            table = _first_turn(page)
            frames = len(page.frames)
            page.send({"type": "announce", "lang": "de", "verbosity": "brief"})
            page.read_until(lambda: any(f["type"] == "say" for f in page.frames[frames:]))
            renamed = page.table
            said = len(page.said)
            page.key("k")
            page.read_until(lambda: len(page.said) > said)
        finally:
            page.close()
    assert table["names"][0].endswith(f"1 of {len(table['hand'])}")
    assert renamed is not None and renamed["names"][0].endswith(f"1 von {len(table['hand'])}")
    # Each card's plain name too, in the seat's language: the page spells no card itself.
    for focus, plain in zip(renamed["names"], renamed["card_names"], strict=True):
        assert plain.startswith(focus.split(",")[0]), (focus, plain)  # brief: "Drei, 1 von 6", "Drei Karo"
    assert renamed["card_names"] != table["card_names"]
    assert page.texts[said] == f"Stapel: {table['stock']}"  # German, and brief


def test_a_reloaded_page_is_back_in_its_seat_and_hears_where_the_game_stands_once(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "de")
        try:
            table = _first_turn(page)
            (seated,) = [f for f in page.frames if f["type"] == "seated"]
            page.key(RANK_KEYS.get(table["playable"][0][0], table["playable"][0][0]))
            page.key("Enter")
            page.read_until(lambda: _new_turn(page.table, _position(table)))  # played: the next turn
        finally:
            page.close()  # the page reloads: its connection ends, the seat waits out the grace time
        again = Page(server.url)
        try:
            again.send({"type": "resume", "code": seated["code"], "seat": seated["seat"], "token": seated["token"],
                        "last": 0})
            again.read_until(lambda: any(f["type"] == "resumed" for f in again.frames))
            again.send({"type": "announce", "lang": "de"})
            again.read_until(lambda: again.heard("Wieder an deinem Platz"))
            again.read_until(lambda: _new_turn(again.table, None))
            again.settle()
            hand = server.call(lambda: sorted(str(c) for c in _table_state(server).hands[seated["seat"]]))
        finally:
            again.close()
    state_line = [line for line in again.texts if line.startswith("Wieder an deinem Platz: Runde 1, Stich ")]
    assert len(state_line) == 1
    assert sum(line.startswith("Deine Hand:") for line in again.texts) == 1
    assert again.table is not None and sorted(again.table["hand"]) == hand
    # Nothing of the game so far is read out one by one: no "Spielbeginn", no card of the first turn.
    assert len(again.texts) <= 5


def test_a_page_and_a_terminal_at_one_table_chat_both_ways(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        assert page.table is None  # nothing dealt yet
        code = next(f["code"] for f in page.frames if f["type"] == "seated")
        settings = Settings(lang="de", speech="text", sound=False)
        client = Client(server.url, name="Ben", tokens=TokenStore(tmp_path / "ben.json"))
        online = OnlineTable(client)
        online.remote.start()
        online.remote.run(sit_down(client, argparse.Namespace(action="join", code=code, seat=3), settings))
        session = TableSession(settings, table=online, seat=client.seat or 0, output=RecordingOutput(), read_only=True)
        loop = asyncio.new_event_loop()
        ticking = threading.Thread(target=loop.run_forever, daemon=True)
        ticking.start()
        session.attach(lambda fn: loop.call_soon_threadsafe(fn))
        try:
            page.read_until(lambda: page.heard("Ben"))
            # The page types a line with keys, as at the terminal: / opens it, Enter sends it.
            for key in ["/", "Shift+H", "i", "Space", "b", "e", "n", "Enter"]:
                page.key(key)
            page.read_until(lambda: page.heard("Sent."))  # as the terminal confirms its own line
            deadline = time.monotonic() + PATIENCE
            while "Anna: Hi ben" not in session.transcript:
                assert time.monotonic() < deadline, session.transcript
                time.sleep(0.02)
            loop.call_soon_threadsafe(online.send_chat, "Hallo Anna")  # Ben's Enter in his chat line
            page.read_until(lambda: page.heard("Ben: Hallo Anna"))
        finally:
            loop.call_soon_threadsafe(loop.stop)
            ticking.join(5)
            session.close()
            online.close()
            page.close()


def test_the_coach_reviews_a_pages_deal_when_v_asks_not_at_every_deals_end(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            before = reviewing()
            play_web_deal(page, "en")
            page.settle()
            assert reviewing() == before  # the deal is over and nobody asked: no search
            page.key("v")
            page.read_until(lambda: page.heard("The review is still being computed"))
            assert len(reviewing() - before) == 1
            # Once ready it comes to the page as a list to show, not as the terminal's review mode.
            page.read_until(lambda: any(f["type"] == "review" for f in page.frames))
            review = next(f for f in page.frames if f["type"] == "review")
            assert review["deal"] == 1 and review["title"] == "Review of deal 1"
            assert all(re.match(r"Trick \d+: you ", item) for item in review["items"]), review
            if review["items"]:
                count = len(review["items"])
                assert review["note"] in ("One costly decision.", f"{count} costly decisions, the costliest first.")
            else:
                assert review["note"] == "No costly decision in deal 1."
            # The table's keys are the table's still (no review mode at the server), and `v`
            # again shows the same review at once.
            said = len(page.said)
            page.key("v")
            page.read_until(lambda: sum(f["type"] == "review" for f in page.frames) == 2)
            assert [f for f in page.frames if f["type"] == "review"][-1] == review
            assert page.said[said:] == []
            # The page's language changed: the review it shows, asked for by its deal, comes in
            # the new language with no key pressed (nothing said, no search).
            page.send({"type": "option", "name": "lang", "value": "de"})
            page.settle(0.2)
            said = len(page.said)
            page.send({"type": "review", "deal": 1})
            page.read_until(lambda: sum(f["type"] == "review" for f in page.frames) == 3)
            german = [f for f in page.frames if f["type"] == "review"][-1]
            assert german["title"] == "Rückblick auf Runde 1" and len(german["items"]) == len(review["items"])
            assert page.said[said:] == [] and len(reviewing() - before) <= 1
            page.send({"type": "review", "deal": 2})  # not the deal it keeps: gone, said nothing
            page.read_until(lambda: sum(f["type"] == "review" for f in page.frames) == 4)
            assert page.frames[-1] == {"type": "review", "deal": 2, "gone": True}
            for bad in (0, "1", 1.5, True, 1 << 40):
                page.send({"type": "review", "deal": bad, "id": 7})
                page.read_until(lambda: page.frames[-1].get("id") == 7)
                assert page.frames[-1]["type"] == "error" and page.frames[-1]["reason"] == "bad_message"
                page.frames.append({"type": "seen"})
        finally:
            page.close()


def reviewing() -> set[threading.Thread]:
    """The coach's review threads running in this process."""
    return {t for t in threading.enumerate() if t.name.startswith("ristikontra-review")}


def test_a_card_played_by_a_key_within_the_limit_is_not_refused_as_a_second_frame(tmp_path: Path) -> None:
    # Two frames at once, then two a second: the rank key and Enter spend the burst, and the card
    # Enter sends must not count as a third frame.
    with ServerThread(tmp_path / "web", rate=2.0, burst=2.0) as server:
        page = Page(server.url)
        try:
            page.send({"type": "create", "name": "Anna", "level": "random"})
            page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
            time.sleep(0.6)
            page.send({"type": "announce", "lang": "en"})
            page.read_until(lambda: len(page.said) >= 2)
            time.sleep(0.6)
            table = _first_turn(page)
            time.sleep(1.1)  # the burst is back: two frames
            page.key(RANK_KEYS.get(table["playable"][0][0], table["playable"][0][0]))
            page.key("Enter")
            page.read_until(lambda: _new_turn(page.table, _position(table)) or "rate_limited" in page.errors())
            assert page.errors() == []
        finally:
            page.close()


def test_the_volume_keys_set_the_pages_own_output(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            first = next(f["output"] for f in page.frames if f["type"] == "say")
            said = len(page.said)
            page.key("F10")  # sounds louder
            page.read_until(lambda: len(page.said) > said)
            page.settle()
        finally:
            page.close()
    outputs = [f["output"] for f in page.frames if f["type"] == "say" and "output" in f]
    assert outputs[0] == first and first["lang"] == "en" and first["sound"] is True and first["speech"] == "auto"
    assert len(outputs) == 2 and outputs[1]["sound_volume"] > first["sound_volume"]
    assert str(outputs[1]["sound_volume"]) in page.texts[said]


def test_a_page_that_goes_leaves_nothing_running_on_the_server(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        def feeding() -> int:
            """The web seats' readers still waiting on the server's loop."""
            return sum("_feed" in repr(task.get_coro()) for task in asyncio.all_tasks(server.loop))

        # Only this test's coaches count: an earlier test's session in this process may keep its own.
        before = set(threading.enumerate())

        def coaching() -> bool:
            return any(t.name.startswith("ristikontra-hint") and t.is_alive() and t not in before
                       for t in threading.enumerate())

        pages = [web_table(server.url, lang, hints=True) for lang in ("de", "en", "de")]
        assert server.call(feeding) == 3
        _first_turn(pages[0])
        said = len(pages[0].said)
        pages[0].key("Shift+H")  # a hint asked for, maybe still thinking when the page goes
        pages[0].read_until(lambda: len(pages[0].said) > said)
        # (The message read may be a computer's card said before the key reached the seat.)
        deadline = time.monotonic() + PATIENCE
        while not coaching():
            assert time.monotonic() < deadline, "the hint was never asked"
            time.sleep(0.02)
        for page in pages:
            page.close()
        deadline = time.monotonic() + PATIENCE
        while server.call(feeding) or coaching():
            assert time.monotonic() < deadline, "a web seat's reader or coach stayed behind"
            time.sleep(0.05)


def test_a_click_while_the_chat_line_is_open_types_nothing_and_plays_nothing(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            table = _first_turn(page)
            for key in ("/", "h", "i"):
                page.key(key)
            page.read_until(lambda: page.heard("Chat: type your message"))
            page.settle()
            said = len(page.said)
            page.send({"type": "play", "blind": True})
            page.send({"type": "play", "card": table["playable"][0]})
            page.read_until(lambda: len(page.said) >= said + 2)
            page.key("Enter")  # sends the line
            page.read_until(lambda: any(f["type"] == "chat" for f in page.frames))
            page.settle()
        finally:
            page.close()
    assert [f["text"] for f in page.frames if f["type"] == "chat"] == ["hi"]
    assert page.table is not None and page.table["hand"] == table["hand"]
    assert all(m["sound"] == "error" for m in page.said[said:said + 2])  # a hand key: not here


def test_only_the_pages_own_requests_are_answered_with_their_ids(tmp_path: Path) -> None:
    # The seat sends the page's card as a request of its own: its id is not the page's, and a
    # page waiting for its own request 1 must not have it answered by the seat's frames.
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            _first_turn(page)
            page.key("Enter")
            page.read_until(lambda: page.heard("You play"))
            page.settle()
        finally:
            page.close()
    assert [f["type"] for f in page.frames if "id" in f] == ["seated"]  # the answer to the page's create


def test_a_page_that_leaves_is_spoken_for_no_more(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            _first_turn(page)
            page.send({"type": "leave", "id": 7})
            page.settle()
            said = len(page.said)
            page.send({"type": "create", "name": "Anna", "level": "random", "id": 8})
            page.read_until(lambda: sum(f["type"] == "seated" for f in page.frames) == 2)
            page.send({"type": "start", "id": 9})
            page.read_until(lambda: any(f["type"] == "events" for f in page.frames[-3:]))
            page.settle()
            # Not announced at the new table: its game reaches the page as plain frames only.
            assert page.texts[said:] == []
            page.key("h")
            page.read_until(lambda: "not_announcing" in page.errors())
        finally:
            page.close()


def test_a_page_that_stays_for_long_keeps_the_server_small(tmp_path: Path) -> None:
    # The page keeps its own log; the server's seat holds only its last lines, however many keys.
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            _first_turn(page)
            for _ in range(300):
                page.key("i")
            page.read_until(lambda: len(page.said) > 300)
            page.settle()
            def kept() -> list[int]:
                """The transcript of each seat the server announces for at this server's tables."""
                tables = server.server.tables.values() if server.server is not None else ()
                webs = [getattr(seat.peer, "web", None) for table in tables for seat in table.seats]
                return [len(web.session.speaker.transcript) for web in webs if web is not None]

            lengths = server.call(kept)
        finally:
            page.close()
    assert lengths and max(lengths) <= 200, lengths


#: How the coach's hints begin in English (locales/en/coach.ftl).
HINT_STARTS = ("Play ", "Lead ", "Match ", "Take ", "Only ")


def test_the_pages_coaches_search_one_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The coach thinks in the server's process: three pages asking at once wait for each other,
    # and each still hears its hint.
    from ristikontra.ui.seat import coaching

    running, most = [0], [0]
    lock = threading.Lock()
    real_hint = coaching.hint

    def counted(*args: Any, **kwargs: Any) -> Any:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        try:
            return real_hint(*args, **kwargs)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(coaching, "hint", counted)
    with ServerThread(tmp_path / "web") as server:
        pages = [web_table(server.url, "en", hints=True) for _ in range(3)]
        try:
            for page in pages:
                _first_turn(page)
            said = [len(page.said) for page in pages]
            for page in pages:
                page.key("Shift+H")
            for page, before in zip(pages, said, strict=True):
                page.read_until(lambda page=page, before=before: any(
                    m["text"].startswith(HINT_STARTS) for m in page.said[before:]))
        finally:
            for page in pages:
                page.close()
    assert most[0] == 1


def test_a_page_sets_the_seats_options_through_its_options_menu_and_they_hold_at_once(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            page.send({"type": "options", "id": 5})
            page.read_until(lambda: any(f["type"] == "options" for f in page.frames))
            items = {item["name"]: item for item in page.frames[-1]["items"]}
            assert list(items) == ["lang", "verbosity", "speech", "sound", "sound_volume", "voice_volume",
                                   "voice_rate", "online_hints"]
            assert items["lang"]["label"] == "Language" and items["lang"]["value"] == "en"
            assert page.frames[-1]["groups"] == [{"id": "speech", "title": "Language and messages"},
                                                 {"id": "sound", "title": "Sounds and voice"},
                                                 {"id": "coach", "title": "Coach"}]
            assert [item["group"] for item in items.values()] == ["speech"] * 3 + ["sound"] * 4 + ["coach"]
            assert {"value": "de", "text": "Deutsch"} in items["lang"]["choices"]
            assert items["verbosity"]["choices"][0] == {"value": "brief", "text": "brief"}
            assert items["sound"]["value"] is True and items["sound"]["choices"][1] == {"value": False, "text": "off"}
            # A value is taken in its own type only, and only an option a page offers.
            for name, value in (("sound", 0), ("verbosity", "loud"), ("rules", "total"), ("level", "random")):
                page.send({"type": "option", "name": name, "value": value, "id": name})
                page.read_until(lambda n=name: any(f.get("id") == n for f in page.frames))
                assert page.frames[-1]["type"] == "error" and page.frames[-1]["reason"] == "bad_message"
            page.settle(0.2)
            said = len(page.said)
            page.send({"type": "option", "name": "sound", "value": False})
            page.read_until(lambda: sum(f["type"] == "options" for f in page.frames) == 2)
            output = [f["output"] for f in page.frames if f["type"] == "say" and "output" in f]
            assert output[-1]["sound"] is False  # the page's earcons follow at once
            assert page.texts[said:] == []  # the form's field says its value: nothing said twice
            page.send({"type": "option", "name": "lang", "value": "de"})
            page.read_until(lambda: sum(f["type"] == "options" for f in page.frames) == 3)
            german = {item["name"]: item for item in page.frames[-1]["items"]}
            assert german["lang"]["label"] == "Sprache" and german["lang"]["value"] == "de"
            assert [f["output"]["lang"] for f in page.frames if f["type"] == "say" and "output" in f][-1] == "de"
            page.key("s")  # the next message is German
            page.read_until(lambda: len(page.said) > said)
            assert page.texts[-1].startswith("Das Spiel hat noch nicht begonnen."), page.texts[-1]
        finally:
            page.close()


def test_announce_gives_back_the_output_the_page_kept_and_refuses_any_other(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "web") as server:
        page = Page(server.url)
        try:
            page.send({"type": "create", "name": "Anna", "level": "random", "id": 1})
            page.read_until(lambda: any(f["type"] == "seated" for f in page.frames))
            for ref, output in enumerate(({"sound_volume": 35}, {"voice_rate": "70"}, {"speech": "loud"},
                                          {"sound": 0}, {"lang": "de"}, [70]), start=10):
                page.send({"type": "announce", "lang": "en", "output": output, "id": ref})
                page.read_until(lambda r=ref: any(f.get("id") == r for f in page.frames))
                assert page.frames[-1]["type"] == "error" and page.frames[-1]["reason"] == "bad_message"
            assert not any(f["type"] == "say" for f in page.frames)  # nobody speaks for it yet
            kept = {"speech": "voice", "sound": False, "sound_volume": 30, "voice_volume": 60, "voice_rate": 70}
            page.send({"type": "announce", "lang": "en", "output": kept})
            page.read_until(lambda: any("output" in f for f in page.frames if f["type"] == "say"))
            output = next(f["output"] for f in page.frames if f["type"] == "say" and "output" in f)
            assert {name: output[name] for name in kept} == kept
            # An option set, then `announce` again (another language) with what the page had
            # kept before the option's answer came: the seat's newer setting holds.
            page.send({"type": "option", "name": "sound", "value": True})
            page.send({"type": "announce", "lang": "de", "output": kept})
            page.read_until(lambda: any(f["type"] == "say" and f.get("output", {}).get("lang") == "de"
                                        for f in page.frames))
            assert [f["output"] for f in page.frames if f["type"] == "say" and "output" in f][-1]["sound"] is True
        finally:
            page.close()


def test_a_pages_coach_answers_as_its_options_say_and_a_page_that_turned_hints_off_keeps_them_off(
        tmp_path: Path) -> None:
    # The options form says "Hints at online tables: on" by default, as the terminal's menu does:
    # alone with computers, Shift+H gives the coach's hint, not "hints are off at this table".
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, "en")
        try:
            _first_turn(page)
            said = len(page.said)
            page.key("Shift+H")
            page.read_until(lambda: len(page.said) > said)
            assert not page.texts[said].startswith("Hints are off"), page.texts[said]
            # Turned off, the choice is among the settings the page keeps and gives back, and
            # a page announced with it (a reload) has the coach silent.
            page.send({"type": "option", "name": "online_hints", "value": False})
            page.read_until(lambda: any(f["type"] == "say" and f.get("output", {}).get("online_hints") is False
                                        for f in page.frames))
            said = len(page.said)
            page.key("Shift+H")
            page.read_until(lambda: len(page.said) > said)
            assert page.texts[said].startswith("Hints are off"), page.texts[said]
            (seated,) = [f for f in page.frames if f["type"] == "seated"]
        finally:
            page.close()  # a reload: the page comes back with what it kept
        again = Page(server.url)
        try:
            again.send({"type": "resume", "code": seated["code"], "seat": seated["seat"], "token": seated["token"],
                        "last": 0})
            again.read_until(lambda: any(f["type"] == "resumed" for f in again.frames))
            again.send({"type": "announce", "lang": "en", "output": {"online_hints": False}})
            again.read_until(lambda: again.heard("Back at your seat"))
            again.settle()
            said = len(again.said)
            again.key("Shift+H")
            again.read_until(lambda: len(again.said) > said)
            assert again.texts[said].startswith("Hints are off"), again.texts[said]
        finally:
            again.close()


def test_alone_with_computers_enter_after_a_deal_deals_on_without_saying_you_are_ready(tmp_path: Path) -> None:
    # "You are ready. The next deal starts when everyone is." is for a table with others to wait
    # for; alone with computers the next deal follows at once, and the sentence was noise.
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            play_web_deal(page, "en")
            page.settle()
            said = len(page.said)
            page.key("Enter")
            page.read_until(lambda: any(line.startswith("Deal 2.") for line in page.texts[said:]))
            assert not any(line.startswith("You are ready") for line in page.texts[said:]), page.texts[said:]
        finally:
            page.close()


COMPUTER_NAMES = {"de": {0: "Süd", 1: "West", 2: "Nord", 3: "Ost"},
                  "fi": {0: "Etelä", 1: "Länsi", 2: "Pohjoinen", 3: "Itä"}}


@pytest.mark.parametrize("lang", ["de", "fi"])
def test_a_page_sees_the_computers_named_in_its_own_language_not_the_servers(tmp_path: Path, lang: str) -> None:
    # The server names its computers in its own language (South, West, North, East here); a
    # German page at its table draws them as Süd, West, Nord, Ost, a Finnish one as Etelä, Länsi,
    # Pohjoinen, Itä, and its own player by name.
    with ServerThread(tmp_path / "web") as server:
        page = web_table(server.url, lang)
        try:
            page.key("Enter")
            page.read_until(lambda: page.table is not None and page.table["phase"] == "playing")
            assert page.table is not None
            names = {s["seat"]: s["name"] for s in page.table["seats"]}
            me = next(s["seat"] for s in page.table["seats"] if s["you"])
            assert names == {seat: "Anna" if seat == me else COMPUTER_NAMES[lang][seat] for seat in range(4)}
        finally:
            page.close()


def test_a_deals_last_trick_is_said_before_the_next_deal_is_drawn(tmp_path: Path) -> None:
    """With nobody to wait for (the computer plays the page's seat), the table deals the next deal
    in the same moment as the last trick: before, the page got one `say` after both frames, its
    last trick and score drawn on the next deal's table, at every deal change. Now each frame's
    `say` comes before the next frame, with the table as it stood."""
    with ServerThread(tmp_path / "web", rate=1000.0, burst=1000.0) as server:
        page = web_table(server.url, "en")
        try:
            page.send({"type": "auto", "on": True})
            page.key("Enter")

            def starts() -> list[int]:
                return [i for i, f in enumerate(page.frames) if f["type"] == "events"
                        and any(e["type"] == "deal_started" and e["deal"] > 1 for e in f["events"])]

            page.read_until(lambda: len(starts()) >= 3)
            for start in starts():
                deal = next(e["deal"] for e in page.frames[start]["events"] if e["type"] == "deal_started")
                scored = max(i for i, f in enumerate(page.frames[:start]) if f["type"] == "events"
                             and any(e["type"] == "deal_scored" for e in f["events"]))
                said = [f for f in page.frames[scored:start] if f["type"] == "say"]
                assert said, f"nothing said between deal {deal - 1}'s score and deal {deal}"
                assert said[-1]["table"]["phase"] == "deal_over" and said[-1]["table"]["deal"] == deal - 1
                assert any(f"deal {deal - 1}" in m["text"] for f in said for m in f["messages"]), said
        finally:
            page.close()
