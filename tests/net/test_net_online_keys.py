"""What only online play has at the keyboard, against a real server on loopback with real clients
and the real application reading keys from a pipe: the chat line, the seat choice, the options
menu that does not hold the table, a new game at the same table, and the hint consent.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.cli.online import connect
from ristikontra.keep.settings import Settings
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Failure, Lobby
from ristikontra.net.tables import TableSettings
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession
from tests.net.netharness import ServerThread, online_table, until
from tests.ui.ui_harness import (
    DOWN,
    ENTER,
    ESCAPE,
    F1,
    F2,
    LEFT,
    RIGHT,
    UP,
    RecordingOutput,
    make_session,
    result_heard,
)

BACKSPACE, HOME, END = "\x7f", "\x1b[H", "\x1b[F"


class Terminal:
    """One person's terminal: the real application on a pipe, on a loop of its own thread."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.loop = asyncio.new_event_loop()
        self.app: TableApp | None = None
        self._pipe_cm = create_pipe_input()
        self.pipe = self._pipe_cm.__enter__()
        self._done = threading.Event()
        #: Set as the test closes this terminal: a player thread still running stops playing.
        self.closing = threading.Event()
        self.errors: list[BaseException] = []
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self.wait(lambda: self.app is not None and self.app.app.is_running, "the application did not start")

    @property
    def online(self) -> OnlineTable:
        return online_table(self.session)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            # An application session of this thread's own: prompt_toolkit's default one is shared
            # by every thread, and two terminals would then start each other's key timeouts.
            with create_app_session(input=self.pipe, output=DummyOutput()):
                self.app = TableApp(self.session, input=self.pipe, output=DummyOutput())
                self.app.app.ttimeoutlen = 0.01
                self.loop.run_until_complete(self.app.run_async())
        except BaseException as exc:  # reported by the test
            self.errors.append(exc)
        finally:
            self._done.set()

    def keys(self, *keys: str) -> None:
        """Type each key and wait until the application has handled it."""
        app = self.app
        assert app is not None
        for key in keys:
            if self.closing.is_set():
                return
            seen = app.keys_seen
            self.pipe.send_text(key)
            self.wait(lambda seen=seen: app.keys_seen > seen, f"key {key!r} was not handled")  # type: ignore[misc]

    def on_loop(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the application's loop (as a key handler runs) and wait for it."""
        done = threading.Event()

        def run() -> None:
            try:
                fn()
            finally:
                done.set()

        self.loop.call_soon_threadsafe(run)
        assert done.wait(30), "the application's loop did not run it"

    def wait(self, done: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not done():
            assert not self.errors, self.errors[0]
            assert time.monotonic() < deadline, what
            time.sleep(0.01)

    def said(self, text: str) -> bool:
        return any(text in line for line in self.session.transcript)

    def hears(self, text: str, timeout: float = 30.0) -> None:
        self.wait(lambda: self.said(text), f"never said: {text!r}; said: {self.session.transcript[-8:]}", timeout)

    def close(self) -> None:
        self.closing.set()
        time.sleep(0.05)  # a key a player thread is sending now is handled before Ctrl+Q
        if self.app is not None and not self._done.is_set():
            self.pipe.send_text("\x11")  # Ctrl+Q
        self._done.wait(15)
        if self._done.is_set():
            self.loop.close()
        self._pipe_cm.__exit__(None, None, None)
        self.session.close()
        self.online.close()
        assert not self.errors, self.errors[0]
        assert self.app is not None and not self.app.errors, self.app.errors


def sit(url: str, tmp: Path, name: str, lang: str, action: str, code: str | None = None,
        seat: int | None = None, **settings: object) -> Terminal:
    """A person's terminal at a server table, as `ristikontra online create|join` builds it."""
    chosen = Settings(lang=lang, speech="text", sound=False, **settings)  # type: ignore[arg-type]
    client = Client(url, name=name, tokens=TokenStore(tmp / f"{name}.json"))
    online = OnlineTable(client)
    online.remote.start()
    # `seat` is the seat's number (0-3); the command line's --seat counts 1-4 as the lobby says them.
    args = argparse.Namespace(action=action, code=code, seat=None if seat is None else seat + 1)
    online.creator = online.remote.run(connect(client, args, chosen))
    online.choosing = client.seat is None
    session = TableSession(chosen, table=online, seat=client.seat or 0, output=RecordingOutput(), read_only=True)
    online.welcome()
    return Terminal(session)


def play_when_asked(terminal: Terminal, modes: tuple[str, ...], timeout: float = 120.0) -> None:
    """Play a legal card with the hand cursor and Enter whenever it is this seat's turn, until the
    keys are in one of `modes` (the deal or the game is over)."""
    deadline = time.monotonic() + timeout
    played: tuple[int, int, int] | None = None
    while terminal.session.keyboard.mode not in modes and not terminal.closing.is_set():
        assert time.monotonic() < deadline, f"never in {modes}: {terminal.session.transcript[-6:]}"
        view = terminal.session.keyboard.view
        turn = (view.deal, len(view.history), len(view.trick)) if view is not None else None
        playing = terminal.session.keyboard.mode == "play"
        if view is not None and view.my_turn and view.legal and turn != played and playing:
            legal = [a.card for a in view.legal if getattr(a, "card", None) is not None]
            if legal:
                hand = terminal.session.keyboard.hand
                hand.index = hand.cards.index(legal[0])
                terminal.keys(ENTER)
            else:
                terminal.keys("b")
            played = turn
        time.sleep(0.01)


def test_the_chat_line_edits_sends_and_never_plays_a_card(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        code = anna.online.client.code
        # Ben has turned the live line off: the chat line is shown all the same while he types.
        ben = sit(server.url, tmp_path, "Ben", "en", "join", code, seat=1, live_line=False)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            anna.keys(ENTER)  # the game starts; Anna plays whenever it is her turn
            threading.Thread(target=play_when_asked, args=(anna, ("between", "over")), daemon=True).start()
            ben.wait(lambda: ben.session.keyboard.mode == "play", "the deal did not start")
            ben.wait(lambda: ben.session.keyboard.view is not None and ben.session.keyboard.view.my_turn,
                     "Ben's turn did not come")
            view = ben.session.keyboard.view
            assert view is not None
            hand = list(view.hand)
            ben.keys("/")
            assert ben.session.keyboard.mode == "line"
            ben.hears("Chat: type your message, Enter sends it, Escape cancels.")
            # Table keys type: b (blind), Enter-less letters, digits, space; nothing is played.
            ben.keys(*"b hand 7")
            assert ben.session.keyboard.live_line() == ("Chat: b hand 7", len("Chat: b hand 7"))
            assert ben.app is not None
            ben.wait(lambda: ben.app.live.enabled, "the chat line is not shown with the live line off")  # type: ignore[union-attr]
            ben.keys(BACKSPACE, BACKSPACE, LEFT, LEFT, "x", HOME, "<", END, ">", RIGHT)
            text, column = ben.session.keyboard.live_line()
            assert text == "Chat: <b haxnd>" and column == len(text)
            time.sleep(0.3)
            now = ben.session.keyboard.view
            assert now is not None and list(now.hand) == hand and now.my_turn, "a chat key played a card"
            ben.keys(ENTER)
            ben.hears("Sent.")
            anna.hears("Ben: <b haxnd>")
            # Escape cancels; an empty line sends nothing; the limit is said once it is hit.
            ben.keys("/", *"never mind", ESCAPE)
            ben.hears("Chat cancelled, nothing sent.")
            ben.keys("/", " ", ENTER)
            ben.hears("Nothing to send; chat closed.")
            ben.keys("/")
            ben.pipe.send_text("\x1b[200~" + "y" * 250 + "\x1b[201~")  # a paste goes into the line
            ben.hears("The line is full: at most 200 characters.")
            assert ben.session.keyboard.live_line()[0] == "Chat: " + "y" * 200
            ben.keys(ESCAPE)
            # The table's keys are back: the turn is still Ben's; his live line is off again.
            assert ben.session.keyboard.mode == "play"
            ben.wait(lambda: not ben.app.live.enabled, "the live line stayed on after the chat")  # type: ignore[union-attr]
            assert anna.session.transcript.count("Ben: <b haxnd>") == 1
            # The instructions once at this table (issue 32, item 16); then the line opens with a word.
            assert ben.session.transcript.count("Chat: type your message, Enter sends it, Escape cancels.") == 1
            assert ben.session.transcript.count("Chat.") == 3
            # Lines faster than people type: the one the server refuses is said as not sent.
            for n in range(5):
                ben.keys("/", *f"line {n}", ENTER)
            ben.hears("Not sent: too many chat lines at once. Wait a moment, then send it again.")
            assert not any("never mind" in line for line in anna.session.transcript)
        finally:
            ben.close()
            anna.close()


def test_slash_at_a_table_on_this_computer_says_chat_is_for_online_tables() -> None:
    from tests.ui.ui_harness import Driver

    session = make_session()
    Driver(session).run(["/", "b"])
    assert "Chat is for online tables. This game is on this computer only." in session.transcript
    assert session.table.hints_allowed() is True  # a game of one's own: hints are one's own business
    assert session.keyboard.mode != "line"


def test_the_seat_choice_reads_partner_and_opponent_and_refuses_a_seat_taken_meanwhile(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code)
        cleo, dora = Client(server.url, name="Cleo"), Client(server.url, name="Dora")
        try:
            assert ben.session.keyboard.mode == "lobby"
            ben.hears(f"Tisch {code[:3]} {code[3:]} gefunden.")
            ben.hears("3 Plätze sind frei.")
            ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir. 1 von 3")
            ben.keys(DOWN)
            ben.hears("Platz 3: Partner von Anna. 2 von 3")
            ben.keys(DOWN)
            ben.hears("Platz 4: Gegner von Anna, Anna sitzt links von dir. 3 von 3")
            ben.keys(DOWN)
            ben.hears("Das ist der letzte freie Platz.")
            ben.keys(UP, UP, UP)
            ben.hears("Das ist der erste freie Platz.")
            ben.keys(DOWN, "b", "/")  # no table keys in the lobby: nothing is played or opened
            assert ben.session.keyboard.mode == "lobby"
            assert ben.session.transcript[-1] == (
                "Wähle zuerst einen Platz: Mit den Pfeiltasten suchst du ihn aus, mit der Eingabetaste setzt du dich.")

            async def take(client: Client, seat: int) -> None:
                await client.connect()
                await client.join(code)
                await client.take_seat(seat)

            # Cleo sits down while Ben chooses: he hears it, and where his cursor is now.
            ben.online.remote.run(take(cleo, 3))
            ben.hears("Cleo hat gerade Platz 4 genommen.")
            ben.hears("Platz 3: Partner von Anna, Gegner von Cleo, Cleo sitzt links von dir. 2 von 2")

            # Dora takes seat 3 in the very moment Ben presses Enter on it (before he can hear of
            # it): refused with the reason, and the list is read again.
            def dora_then_enter() -> None:
                ben.online.remote.run(take(dora, 2))
                ben.online.key("lobby_take")

            ben.on_loop(dora_then_enter)
            ben.hears("Dora hat Platz 3 kurz vor dir genommen. Bitte einen anderen Platz wählen.")
            ben.hears("Ein Platz ist frei. Mit der Eingabetaste setzt du dich dorthin.")
            assert ben.session.keyboard.mode == "lobby"
            ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir, Gegner von Dora, Dora sitzt links von dir, "
                      "Partner von Cleo. 1 von 1")
            ben.keys(ENTER)
            ben.hears("Du sitzt auf Platz 2: Gegner von Anna, Anna sitzt rechts von dir, Gegner von Dora")
            ben.hears("Das Spiel beginnt, sobald Anna die Eingabetaste drückt.")
            ben.wait(lambda: ben.session.keyboard.mode == "start", "Ben did not sit down")
            assert ben.online.client.seat == 1 and ben.session.keyboard.seat == 1
            anna.hears("Ben sits down as an opponent.")

            # Hostile chat is cleaned by the server before anybody hears it; a chat flood is refused.
            async def cleo_chats() -> list[str]:
                await cleo.say("\x1b]0;owned\x07\x1b[31mhi\u202e there\x1b[0m\x00")
                for n in range(6):
                    await cleo.say(f"spam {n}")
                refused = await until(cleo, Failure, timeout=10)
                return [refused.reason]

            assert ben.online.remote.run(cleo_chats()) == ["rate_limited"]
            ben.hears("Cleo: hi there")
            anna.hears("Cleo: hi there")
            assert not any("spam 5" in line for line in anna.session.transcript)
            anna.keys(ENTER)
            ben.wait(lambda: ben.session.keyboard.view is not None, "the game did not start for Ben")
            view = ben.session.keyboard.view
            assert view is not None and view.seat == 1 and len(view.hand) > 0
        finally:
            ben.online.remote.run(cleo.close())
            ben.online.remote.run(dora.close())
            ben.close()
            anna.close()


def test_enter_on_a_seat_as_the_game_starts_ends_the_choice_with_the_reason(tmp_path: Path) -> None:
    """Ben presses Enter on a seat in the very moment Anna starts: however the two cross (the
    start's lobby first, or the server refusing the seat as already started), the choice ends
    at once with the reason, and his run ends as Control+Q ends it."""
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        ben = sit(server.url, tmp_path, "Ben", "de", "join", anna.online.client.code)
        ben.online.end_run = ben.session.leave  # as `ristikontra online join` wires it
        try:
            ben.hears("Platz 2: Gegner von Anna")

            def start_then_enter() -> None:
                anna.online.remote.run(anna.online.client.start())
                ben.online.key("lobby_take")

            ben.on_loop(start_then_enter)
            ben.hears("Das Spiel an diesem Tisch hat begonnen, bevor du einen Platz genommen hast")
            ben.wait(ben._done.is_set, "Ben's run did not end")
            assert not ben.online.choosing and ben.online.client.seat is None
            assert ben.session.transcript[-1] == "Auf Wiedersehen."
            assert "Dort sitzt schon jemand" not in " ".join(ben.session.transcript)
        finally:
            ben.close()
            anna.close()


def test_the_options_menu_at_an_online_table_does_not_hold_the_game(tmp_path: Path) -> None:
    settings = TableSettings(computer_pause=0.05, deal_wait=5.0, idle_close=60.0)
    with ServerThread(tmp_path / "server", settings=settings) as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        ben = sit(server.url, tmp_path, "Ben", "en", "join", anna.online.client.code, seat=1)
        try:
            anna.hears("Ben sits down as an opponent.")
            anna.keys(F2)  # before the game: no saved game to answer here, Enter starts
            assert anna.session.transcript[-1] == "The game has not started yet. Enter starts it; F1 lists the keys."
            ben.keys(ENTER)  # a guest cannot start: it still waits for Anna
            ben.hears("The game starts when Anna presses Enter.")  # who opened the table, by name
            ben.keys(F1, F1)  # the keys of the moment, all at once, name her too
            ben.hears("Online: the game starts when Anna presses Enter.")
            anna.keys(ENTER)  # Anna starts
            anna.wait(lambda: anna.session.keyboard.mode == "play", "the game did not start")
            anna.wait(lambda: anna.session.keyboard.view is not None, "the game did not start")
            view = anna.session.keyboard.view
            if view is not None and view.my_turn:
                anna.keys(ENTER)  # she leads: her card first, so that the others are to play
                anna.wait(lambda: not anna.session.keyboard.view.my_turn, "Anna's card was not played")  # type: ignore[union-attr]
            anna.keys(F2)
            anna.hears("Options. Up and Down")
            # The rule set, the computers' level and pace are the table's: said, nothing changes.
            anna.keys(*[DOWN] * 8, RIGHT)
            anna.hears("Computer players: decided by the table for everybody, so it cannot change here.")
            anna.keys(DOWN, LEFT)
            anna.hears("Pause before computer plays: decided by the table for everybody, so it cannot change here.")
            anna.keys(DOWN, DOWN, DOWN, LEFT)  # past the hints and the braille display
            anna.hears("Rule set: decided by the table for everybody, so it cannot change here.")
            # Ben and the computers play on while Anna's menu is open; her turn comes and is said.
            ben_thread = threading.Thread(target=play_when_asked, args=(ben, ("between", "over")), daemon=True)
            ben_thread.start()

            def moved_on_to_anna() -> bool:
                view = anna.session.keyboard.view
                return view is not None and view.my_turn

            anna.wait(moved_on_to_anna, "the game did not move on to Anna while her menu was open")
            assert anna.session.keyboard.mode == "menu"
            anna.hears("Your ")  # "Your turn." / "Your lead." as it came
            turns = sum(line.startswith("Your ") for line in anna.session.transcript)
            # What this terminal decides still changes at once: the language.
            anna.keys(HOME, LEFT)  # English to German (Finnish is to the right)
            anna.hears("Deutsch")
            anna.keys(ESCAPE)
            anna.hears("Optionen geschlossen.")
            anna.wait(lambda: anna.session.transcript[-1].startswith("Du "),
                      "the turn was not said again as the menu closed")
            assert turns >= 1
            assert anna.session.transcript.index("Optionen geschlossen.") == len(anna.session.transcript) - 2
        finally:
            ben.close()
            anna.close()


def test_play_again_at_the_same_table_with_who_left_played_by_a_computer(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create", target=1)
        code = anna.online.client.code
        assert code is not None
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code, seat=1)
        cleo = Client(server.url, name="Cleo")

        async def cleo_sits_and_leaves() -> None:
            await cleo.connect()
            await cleo.join(code)
            await cleo.take_seat(2)
            await until(cleo, Lobby, pred=lambda lobby: lobby.started)
            await cleo.leave()

        try:
            anna.hears("Ben sits down as an opponent.")
            cleo_done = asyncio.run_coroutine_threadsafe(cleo_sits_and_leaves(), ben.online.remote.loop)
            anna.hears("Cleo sits down as your partner.")
            anna.keys(ENTER)
            cleo_done.result(20)
            anna.hears("Cleo left the table; a computer plays for Cleo now.")
            threads = [threading.Thread(target=play_when_asked, args=(p, ("over",)), daemon=True)
                       for p in (anna, ben)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(120)
            anna.wait(lambda: anna.session.keyboard.mode == "over", "the game did not end")
            ben.wait(lambda: ben.session.keyboard.mode == "over", "the game did not end for Ben")
            # After the result, what comes next: as at a table of one's own for the one who opened it.
            anna.hears("Enter or Space: play again. Control+Q: quit.")
            first_seed = server.call(lambda: server.server.tables[code].seed)  # type: ignore[union-attr]
            result_heard(ben.session)  # past the guard that keeps a quick Enter from cutting off the result
            result_heard(anna.session)
            ben.keys(ENTER)  # only the creator starts the next game
            # Who opened the table, by name:
            ben.hears("Das Spiel ist vorbei. Anna kann mit der Eingabetaste ein neues beginnen.")
            anna.keys(ENTER)
            ben.hears("Anna beginnt ein neues Spiel an diesem Tisch.")
            anna.hears("A new game begins.")
            assert not anna.said("Anna starts a new game at this table.")  # she pressed Enter herself
            for terminal in (anna, ben):
                terminal.wait(lambda terminal=terminal: terminal.session.keyboard.mode == "play",  # type: ignore[misc]
                              "the new game did not start")
            view = anna.session.keyboard.view
            assert view is not None and view.deal == 1 and view.totals == (0, 0)
            assert [p.kind for p in view.players] == ["human", "human", "computer", "computer"]
            assert view.players[1].name == "Ben"
            table = server.server.tables[code]  # type: ignore[union-attr]
            assert table.seed != first_seed and not table.seats[2].human
        finally:
            ben.online.remote.run(cleo.close())
            ben.close()
            anna.close()
    # A restarted server rebuilds the new game from the store, move for move.
    assert table.state is not None
    moves, hands = table.moves, [list(h) for h in table.state.hands]
    with ServerThread(tmp_path / "server") as again:
        restored = again.server.tables[code]  # type: ignore[union-attr]
        assert restored.moves == moves and restored.seed == table.seed
        assert again.call(lambda: [list(h) for h in restored.state.hands]) == hands  # type: ignore[union-attr]


def test_hints_are_allowed_only_if_every_person_at_the_table_allows_them(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code, seat=1, online_hints=False)
        cleo = sit(server.url, tmp_path, "Cleo", "en", "join", code, seat=2)
        seats = (anna, ben, cleo)
        try:
            # Ben forbids hints: nobody at the table gets them.
            for terminal in seats:
                terminal.wait(lambda terminal=terminal: sum(  # type: ignore[misc]
                    s["kind"] == "human" for s in terminal.online.client.lobby.data["seats"]) == 3,  # type: ignore[union-attr]
                    "not everyone saw the others sit down")
                assert terminal.online.hints_allowed() is False
            # Ben allows them in his options menu (the eleventh item): now every seat may have hints.
            anna.keys(ENTER)  # the game starts (the menu is a key of the table)
            ben.wait(lambda: ben.session.keyboard.mode != "start", "the game did not start")
            ben.keys(F2, *[DOWN] * 10, RIGHT)
            ben.hears("Tipps an Online-Tischen: aus, 11 von 18")
            ben.wait(lambda: ben.session.transcript[-1] == "an", "the consent did not change")
            ben.keys(ESCAPE)
            for terminal in seats:
                terminal.wait(terminal.online.hints_allowed, "hints were not allowed at every seat")
            # Cleo forbids them again: off at every seat, the computers do not count either way.
            cleo.keys(F2, *[DOWN] * 10, LEFT, ESCAPE)
            for terminal in seats:
                terminal.wait(lambda terminal=terminal: not terminal.online.hints_allowed(),  # type: ignore[misc]
                              "a forbidding player did not turn hints off everywhere")
        finally:
            for terminal in seats:
                terminal.close()


def test_a_version_1_client_is_served_and_counts_as_not_allowing_hints(tmp_path: Path) -> None:
    async def run(url: str) -> tuple[int, bool, bool]:
        from websockets.asyncio.client import connect as ws_connect

        anna = Client(url, name="Anna", hints=True)
        await anna.connect()
        code = (await anna.create()).code
        await until(anna, Lobby, pred=lambda lobby: lobby.hints)  # alone and allowing: hints on
        async with ws_connect(url) as old:  # an older client: version 1, no consent field
            await old.send('{"type": "hello", "v": 1}')
            welcome = json.loads(await old.recv())
            await old.send(json.dumps({"type": "join", "code": code}))
            await old.recv()
            await old.send(json.dumps({"type": "seat", "seat": 2, "name": "Old"}))
            lobby = await until(anna, Lobby,
                                pred=lambda lobby: sum(s["kind"] == "human" for s in lobby.data["seats"]) == 2)
            await old.send(json.dumps({"type": "again"}))  # not the creator: refused, typed
            refused = json.loads(await old.recv())
            while refused.get("type") != "error":
                refused = json.loads(await old.recv())
        await anna.close()
        return welcome["v"], lobby.hints, refused["reason"] == "not_creator"

    with ServerThread(tmp_path / "server") as server:
        assert asyncio.run(run(server.url)) == (1, False, True)


def test_escape_from_f1_before_the_start_says_the_table_and_n_does_not_start_the_game(tmp_path: Path) -> None:
    """No saved game waits at a server's table: F1's list closes back at the table with who
    starts the game, never at the local table's saved-game question; `n` (that question's "new
    game") is answered, and the game waits for Enter."""
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        try:
            anna.hears("Enter starts the game; computers play the empty seats.")
            anna.keys(F1)
            anna.hears("Keys now, ")
            before = len(anna.session.transcript)
            anna.keys(ESCAPE)
            anna.hears("Enter starts the game.")
            after = anna.session.transcript[before:]
            assert after[:2] == ["Back at the table.", "Enter starts the game."], after
            assert not anna.said("Back at the question")
            anna.keys("n")
            anna.hears("The game has not started yet. Enter starts it; F1 lists the keys.")
            time.sleep(0.3)  # a game started by `n` would have dealt by now
            table = server.server.tables[anna.online.client.code or ""]  # type: ignore[union-attr]
            assert anna.session.keyboard.mode == "start" and table.state is None
        finally:
            anna.close()
