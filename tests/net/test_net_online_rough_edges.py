"""Rough edges of online play found by playing it as two people would (one German, one English
terminal at one table), each against a real server on loopback with real clients and the real
application reading keys from a pipe."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ristikontra.i18n import translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import NetError
from ristikontra.options import MAX_AI_DELAY
from ristikontra.ui.online.goonline import server_address
from tests.net.netharness import ServerThread, server_process
from tests.net.test_net_online_keys import Terminal, play_when_asked, sit
from tests.net.test_net_resilience import cut
from tests.net.test_net_terminals import spawn
from tests.ui.ui_harness import ENTER, result_heard


def test_a_server_name_no_resolver_takes_is_refused_and_never_crashes_the_client() -> None:
    # 200 letters typed as the address: a host name part longer than 63 characters.
    long_host = "x" * 200
    assert server_address(long_host) is None
    assert server_address("example.org") == "ws://example.org:8765"

    async def open_it() -> str:
        client = Client(f"ws://{long_host}:8765", name="Anna")
        try:
            await client.connect()
        except NetError as error:
            return error.reason
        finally:
            await client.close()
        return "connected"

    assert asyncio.run(open_it()) == "unreachable"


def anna_starts_with_ben(server: ServerThread, tmp: Path) -> tuple[Terminal, Terminal, str]:
    """Anna (English) opens a table, Ben (German) sits down at seat 2 beside her, Anna starts."""
    anna = sit(server.url, tmp, "Anna", "en", "create")
    code = anna.online.client.code
    assert code is not None
    ben = sit(server.url, tmp, "Ben", "de", "join", code, seat=1)
    anna.hears("Ben sits down as an opponent.")
    anna.keys(ENTER)
    return anna, ben, code


def wait_for_turn(terminal: Terminal) -> None:
    terminal.wait(lambda: terminal.session.keyboard.view is not None and terminal.session.keyboard.view.my_turn
                  and terminal.session.keyboard.mode == "play", "the turn did not come")


@contextmanager
def ben_choosing_a_seat_at_annas(tmp: Path) -> Iterator[tuple[Terminal, Terminal]]:
    """Anna (English) opens a table; Ben (German) joins it without a seat and hears the first
    free one, the cursor on it. Yields both terminals, and closes them on leaving."""
    with ServerThread(tmp / "server") as server:
        anna = sit(server.url, tmp, "Anna", "en", "create")
        ben = sit(server.url, tmp, "Ben", "de", "join", anna.online.client.code)
        try:
            ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir. 1 von 3")
            yield anna, ben
        finally:
            ben.close()
            anna.close()


def test_the_coach_follows_a_seat_chosen_in_the_lobby(tmp_path: Path) -> None:
    with ben_choosing_a_seat_at_annas(tmp_path) as (anna, ben):
        ben.keys(ENTER)
        ben.wait(lambda: ben.session.keyboard.mode == "start", "Ben did not sit down")
        anna.hears("Ben sits down as an opponent.")
        anna.wait(anna.online.hints_allowed, "hints were not allowed")
        anna.keys(ENTER)
        threading.Thread(target=play_when_asked, args=(anna, ("between", "over")), daemon=True).start()
        wait_for_turn(ben)
        ben.keys("H")
        ben.wait(lambda: ben.session.transcript[-1].startswith(("Spiel", "Nimm", "Geh")),
                 f"no hint for Ben's own turn: {ben.session.transcript[-3:]}")
        ben.keys(ENTER)
        ben.wait(lambda: bool(ben.session.keyboard.coach.decisions), "Ben's play is not kept for the review")


def test_before_the_game_the_live_line_and_f1_speak_of_the_online_table_not_a_saved_game(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        code = anna.online.client.code
        ben = sit(server.url, tmp_path, "Ben", "en", "join", code, seat=1)
        cleo = sit(server.url, tmp_path, "Cleo", "en", "join", code)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            assert anna.session.keyboard.live_line()[0] == "Die Eingabetaste startet das Spiel."
            waiting = "Waiting for the player who opened the table to start the game."
            assert ben.session.keyboard.live_line()[0] == waiting
            for terminal, words in ((anna, ("gespeichert", "Steuerung+Q")), (ben, ("saved", "save", "Control+Q"))):
                start = len(terminal.session.transcript)
                terminal.keys("??")  # twice: the whole list at once
                terminal.wait(lambda t=terminal, n=start: len(t.session.transcript) > n + 5, "F1 said nothing")  # type: ignore[misc]
                time.sleep(0.2)
                help_text = terminal.session.transcript[start:]
                assert not any(words[0] in line for line in help_text), help_text
                assert sum(words[-1] in line for line in help_text) == 1, help_text  # said once, the online way
            assert any(line.startswith("Online: Steuerung+Q verlässt den Tisch") for line in anna.session.transcript)
            # Choosing a seat: Control+Q only leaves, there is no seat to hand to a computer.
            cleo.hears("2 seats are free.")
            start = len(cleo.session.transcript)
            cleo.keys("\x1bOP")  # F1
            cleo.hears("Online: Control+Q leaves without taking a seat.")
            assert not any("save" in line for line in cleo.session.transcript[start:])
        finally:
            for terminal in (cleo, ben, anna):
                terminal.close()


def test_a_closed_terminal_comes_back_to_where_the_game_stands_and_the_others_hear_it(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna, ben, code = anna_starts_with_ben(server, tmp_path)
        again: Terminal | None = None
        try:
            for terminal in (anna, ben):
                threading.Thread(target=play_when_asked, args=(terminal, ("between", "over")), daemon=True).start()
            ben.wait(lambda: ben.session.keyboard.view is not None and len(ben.session.keyboard.view.history) >= 3,
                     "three tricks were not played")
            # Ben's terminal is killed (no goodbye, no reconnecting): within the grace time he
            # starts `online join` again, which takes his seat back.
            ben.online.client.reconnect = False
            ben.online.remote.loop.call_soon_threadsafe(cut, ben.online.client)
            anna.hears("Ben lost the connection.")
            ben.close()
            again = sit(server.url, tmp_path, "Ben", "de", "join", code)
            anna.hears("Ben is back.")
            again.wait(lambda: again.session.keyboard.view is not None, "Ben's new terminal saw no game")
            view = again.session.keyboard.view
            assert view is not None
            if view.phase == "playing":
                again.hears(f"Wieder an deinem Platz: Runde {view.deal}, Stich {view.trick_no}.")
                again.hears("Deine Hand:")
            # The game so far is not news to a new run: no count of every card since the start.
            assert not any(line.startswith("Während du weg warst") for line in again.session.transcript)
            assert not any(line.startswith("Ben ") for line in again.session.transcript)  # not told of himself
        finally:
            if again is not None:
                again.close()
            anna.close()


def test_a_closed_terminal_back_at_its_turn_hears_the_focused_card_as_a_resumed_game_does(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna, ben, code = anna_starts_with_ben(server, tmp_path)
        again: Terminal | None = None
        try:
            threading.Thread(target=play_when_asked, args=(anna, ("between", "over")), daemon=True).start()
            wait_for_turn(ben)  # the game waits for Ben: the turn is still his when he is back
            ben.online.client.reconnect = False
            ben.online.remote.loop.call_soon_threadsafe(cut, ben.online.client)
            anna.hears("Ben lost the connection.")
            ben.close()
            again = sit(server.url, tmp_path, "Ben", "de", "join", code)
            turn_said = ("Du bist dran", "Du spielst aus")
            again.wait(lambda: any(line.startswith(turn_said) for line in again.session.transcript),
                       f"Ben's new terminal did not hear his turn: {again.session.transcript}")
            hand = again.session.keyboard.hand
            focused = hand.focused
            assert focused is not None
            # Enter plays the focused card: it is named after the turn, as `--resume` names it.
            card = again.session.keyboard.announcer.card_name(focused)
            again.hears(f"{card}, {hand.index + 1} von {len(hand.cards)}")
            lines = again.session.transcript
            turn = next(i for i, line in enumerate(lines) if line.startswith(turn_said))
            assert lines[turn + 1] == f"{card}, {hand.index + 1} von {len(hand.cards)}", lines
        finally:
            if again is not None:
                again.close()
            anna.close()


def test_back_at_the_table_with_nothing_missed_says_only_that(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        try:
            anna.keys(ENTER)
            anna.wait(lambda: anna.session.keyboard.view is not None, "the game did not start")
            # A cut with nothing played meanwhile (the computers wait for Anna or are done).
            wait_for_turn(anna)
            anna.online.remote.loop.call_soon_threadsafe(cut, anna.online.client)
            anna.hears("Back at the table.")
            time.sleep(0.5)
            assert not any(line.startswith("While you were away") for line in anna.session.transcript)
        finally:
            anna.close()


def test_a_key_of_the_deal_between_deals_names_enter_as_ready_not_as_dealing(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        try:
            anna.keys(ENTER)
            play_when_asked(anna, ("between", "over"))
            assert anna.session.keyboard.mode == "between"
            anna.keys("t")
            anna.hears("Zwischen den Runden gibt es keinen Stich. Mit der Eingabe- oder Leertaste bist du bereit")
            anna.keys("h")
            anna.hears("Zwischen den Runden sind keine Karten im Spiel. Mit der Eingabe- oder Leertaste bist du bereit")
            assert not any("teilt aus" in line for line in anna.session.transcript)
        finally:
            anna.close()


def test_the_servers_start_line_reads_as_german() -> None:
    t = translator("de")
    assert t("net-serve-listening", url="ws://127.0.0.1:8765", tables=0, path="/srv") == (
        "Ristikontra-Server auf ws://127.0.0.1:8765, keine Tische zum Fortsetzen; Daten in /srv.")
    assert t("net-serve-listening", url="ws://127.0.0.1:8765", tables=2, path="/srv") == (
        "Ristikontra-Server auf ws://127.0.0.1:8765, 2 Tische fortgesetzt; Daten in /srv.")


def test_join_says_which_code_has_no_table_and_how_to_choose_a_free_seat(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    with server_process(tmp_path / "server") as (_proc, url):
        nobody = spawn(tmp_path / "nobody", url, "en", "join", "999 999", "--name", "Ben")
        nobody.expect(r"There is no table with the code 999 999\. Check the code, or ask for it again\.")
        nobody.expect(pexpect.EOF)
        anna = spawn(tmp_path, url, "en", "create", "--name", "Anna")
        try:
            anna.expect(r"The code is (\d{3} \d{3})\.")
            code = anna.match.group(1)
            ben = spawn(tmp_path / "ben", url, "de", "join", code, "--seat", "1", "--name", "Ben")  # Anna's seat
            ben.expect("Auf diesem Platz sitzt schon jemand. Ohne --seat kannst du einen der freien Plätze wählen.")
            ben.expect(pexpect.EOF)
        finally:
            anna.close(force=True)


def a_newer_server(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """The server refuses `name`'s first seat with a reason this version does not know."""
    from ristikontra.net.protocol import ProtocolError
    from ristikontra.net.tables import Table

    take_seat = Table.take_seat
    refused: list[str] = []

    def newer(self: Table, peer: Any, number: int, seated: str, **options: Any) -> None:
        if seated == name and not refused:
            refused.append(seated)
            raise ProtocolError("seat_reserved")  # type: ignore[arg-type]
        take_seat(self, peer, number, seated, **options)

    monkeypatch.setattr(Table, "take_seat", newer)


def test_a_seat_refused_for_a_reason_this_version_does_not_know_is_said_and_asked_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a_newer_server(monkeypatch, "Ben")
    with ben_choosing_a_seat_at_annas(tmp_path) as (_anna, ben):
        ben.keys(ENTER)
        ben.hears("Der Server hat das abgelehnt, aus einem Grund, den diese Version von Ristikontra nicht "
                  "kennt. Vielleicht hilft ein Update.")
        ben.hears("3 Plätze sind frei.")
        assert ben.session.keyboard.mode == "lobby" and ben.online.client.seat is None
        ben.keys(ENTER)  # the list read again; the next Enter takes the seat under the cursor
        ben.wait(lambda: ben.session.keyboard.mode == "start", "Ben did not sit down")


def test_join_with_a_seat_refused_for_a_reason_this_version_does_not_know_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pexpect = pytest.importorskip("pexpect")
    a_newer_server(monkeypatch, "Ben")
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        try:
            ben = spawn(tmp_path / "ben", server.url, "en", "join", anna.online.client.code or "", "--seat", "3",
                        "--name", "Ben")
            ben.expect(pexpect.EOF)
            assert "The server refused that for a reason this version of Ristikontra does not know. " \
                   "An update may help." in ben.before
            assert "cannot be reached" not in ben.before
            ben.close()
            assert ben.exitstatus == 1
        finally:
            anna.close()


def test_control_q_leaves_the_table_at_once_and_the_same_join_takes_the_seat_back(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna, ben, code = anna_starts_with_ben(server, tmp_path)
        again: Terminal | None = None
        try:
            ben.wait(lambda: ben.session.keyboard.view is not None, "the game did not start")
            ben.close()  # Control+Q
            anna.hears("Ben left the table; a computer plays for Ben now.")
            assert not anna.said("Ben lost the connection.")
            # A computer plays Ben's seat at once, not after the grace time.
            anna.wait(lambda: server.call(lambda: server.server.tables[code].seats[1].computer),  # type: ignore[union-attr]
                      "no computer took Ben's seat")
            again = sit(server.url, tmp_path, "Ben", "de", "join", code)
            anna.hears("Ben is back.")
            assert again.online.client.seat == 1
        finally:
            if again is not None:
                again.close()
            anna.close()


def test_who_sat_there_before_one_joined_is_already_there_not_sitting_down(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code, seat=2)
        cleo = sit(server.url, tmp_path, "Cleo", "en", "join", code, seat=1)
        try:
            ben.hears("Anna sitzt schon als dein Partner am Tisch.")
            ben.hears("Cleo setzt sich als Gegner dazu.")  # she came after him
            cleo.hears("Anna is already at the table, as an opponent.")
            cleo.hears("Ben is already at the table, as an opponent.")
            time.sleep(0.3)
            assert not any("sits down" in line for line in cleo.session.transcript)
            assert not any("Anna setzt sich" in line for line in ben.session.transcript)
        finally:
            for terminal in (cleo, ben, anna):
                terminal.close()


def test_a_table_everybody_left_waits_for_them_instead_of_playing_itself_out(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        again: Terminal | None = None
        try:
            anna.keys(ENTER)
            wait_for_turn(anna)
            anna.close()  # Control+Q: the only person leaves
            table = server.call(lambda: server.server.tables[code])  # type: ignore[union-attr]
            before = server.call(lambda: table.moves)
            time.sleep(1.0)
            assert server.call(lambda: table.moves) == before, "the computers played on at an empty table"
            again = sit(server.url, tmp_path, "Anna", "en", "join", code)
            again.hears("Back at your seat: deal 1")
            assert again.online.client.seat == 0
        finally:
            if again is not None:
                again.close()


def test_being_ready_between_deals_is_said_to_oneself_at_once_and_to_the_others_once(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna, ben, _code = anna_starts_with_ben(server, tmp_path)
        try:
            players = [threading.Thread(target=play_when_asked, args=(terminal, ("between", "over")), daemon=True)
                       for terminal in (anna, ben)]
            for player in players:
                player.start()
            for player in players:
                player.join(150)
            assert ben.session.keyboard.mode == "between" and anna.session.keyboard.mode == "between"
            result_heard(ben.session)
            result_heard(anna.session)
            ben.keys(ENTER)
            ben.hears("Du bist bereit. Die nächste Runde beginnt, sobald alle bereit sind.")
            anna.hears("Ben is ready.")
            ben.keys(ENTER)  # again: said again to Ben, but the others heard it once
            ben.wait(lambda: sum(line.startswith("Du bist bereit") for line in ben.session.transcript) == 2,
                     "the second Enter got no answer")
            time.sleep(0.5)
            assert sum(line == "Ben is ready." for line in anna.session.transcript) == 1
            assert not any(line.startswith("Ben ist bereit") for line in ben.session.transcript)  # not news to him
            anna.keys(ENTER)  # the last one ready: the next deal starts for both
            for terminal in (anna, ben):
                terminal.wait(lambda t=terminal: t.session.keyboard.view is not None
                              and t.session.keyboard.view.deal == 2, "the next deal did not start")
        finally:
            for terminal in (ben, anna):
                terminal.close()


def test_a_blank_name_on_the_command_line_is_no_name_as_an_empty_one_is(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    with server_process(tmp_path / "server") as (_proc, url):
        for name in ("", "   "):
            anna = spawn(tmp_path / f"anna{len(name)}", url, "en", "create", "--name", name)
            try:
                anna.expect(r"The code is \d{3} \d{3}\.")  # sat down as "Player", not refused
                anna.send("\x11")
                anna.expect(pexpect.EOF)
            finally:
                anna.close(force=True)


def test_the_options_menu_says_the_tables_level_and_rules_and_i_who_sits_where(tmp_path: Path) -> None:
    from ristikontra.keep.settings import Settings
    from ristikontra.options import BY_NAME
    from ristikontra.ui.seat.menu import ITEMS, OptionsMenu
    from tests.ui.ui_harness import DOWN, ESCAPE, F2

    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create", level="basic", rules="total", lead_limit=2,
                   dirty=True)
        code = anna.online.client.code
        assert code is not None
        # Ben's own settings differ: his menu must not read them out as the table's.
        ben = sit(server.url, tmp_path, "Ben", "en", "join", code, seat=1, level="random", rules="sticks",
                  target=5)
        try:
            t = translator("en")
            # The test server's computers do not pause: the menu says the server's pace too.
            table = OptionsMenu(Settings(lang="en", level="basic", rules="total", lead_limit=2, dirty=True,
                                         ai_delay=0.0))
            anna.hears("Ben sits down as an opponent.")
            anna.keys(ENTER)
            ben.wait(lambda: ben.session.keyboard.mode == "play", "the game did not start")
            ben.keys(F2)
            ben.hears("Options.")
            for name in ("level", "ai_delay", "rules", "target", "blind", "lead_limit", "dirty", "fourth_king"):
                ben.keys(*[DOWN] * (ITEMS.index(name) - table.index))
                while table.item != name:
                    table.move(1)
                ben.hears(table.describe(t))
            assert not any(line.startswith(f"{t(BY_NAME['level'].label)}: random") for line in ben.session.transcript)
            ben.keys(ESCAPE, "i")  # who sits where, by name
            ben.hears("Your partner is a computer player. Your left opponent is a computer player. "
                      "Your right opponent is Anna.")
        finally:
            for terminal in (ben, anna):
                terminal.close()


@pytest.mark.parametrize(("lang", "line"), [("en", "Pause before computer plays: 1.5 seconds, {n} of {total}"),
                                            ("de", "Pause vor Zügen des Computers: 1,5 Sekunden, {n} von {total}")])
def test_the_options_menu_says_the_pace_the_server_keeps_for_its_computers(tmp_path: Path, lang: str,
                                                                            line: str) -> None:
    from ristikontra.net.tables import TableSettings
    from ristikontra.ui.seat.menu import ITEMS
    from tests.ui.ui_harness import DOWN, F2

    settings = TableSettings(computer_pause=1.5, deal_wait=5.0, idle_close=60.0)
    with ServerThread(tmp_path / "server", settings=settings) as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create", ai_delay=0.3)  # her own pace is not the table's
        try:
            anna.keys(ENTER)  # the menu opens at the table, once the game runs
            anna.wait(lambda: anna.session.keyboard.mode == "play", "the game did not start")
            anna.keys(F2, *[DOWN] * ITEMS.index("ai_delay"))
            anna.hears(line.format(n=ITEMS.index("ai_delay") + 1, total=len(ITEMS)))
            assert anna.online.client.lobby is not None and anna.online.client.lobby.data["pace"] == 1.5
        finally:
            anna.close()


def test_a_server_that_does_not_tell_its_pace_reads_as_the_table_deciding(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A server from before the lobby's `pace`: the menu says what it said then, never this terminal's."""
    from ristikontra.net.tables import Table
    from ristikontra.ui.seat.menu import ITEMS
    from tests.ui.ui_harness import DOWN, F2

    lobby = Table.lobby

    def old_lobby(self: Table, you: int | None = None) -> dict[str, object]:
        frame = lobby(self, you)
        del frame["pace"]
        return frame

    monkeypatch.setattr(Table, "lobby", old_lobby)
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create", ai_delay=0.3)
        try:
            assert anna.online.client.lobby is not None and "pace" not in anna.online.client.lobby.data
            anna.keys(ENTER)  # the menu opens at the table, once the game runs
            anna.wait(lambda: anna.session.keyboard.mode == "play", "the game did not start")
            anna.keys(F2, *[DOWN] * ITEMS.index("ai_delay"))
            anna.hears(f"Pause before computer plays: as the table decides, {ITEMS.index('ai_delay') + 1} of "
                       f"{len(ITEMS)}")
        finally:
            anna.close()


NAN, INFINITY = float("nan"), float("inf")


@pytest.mark.parametrize(("pace", "lang", "said"), [
    # Junk from a broken or hostile server: none of it is a pace, all of it reads as the table deciding.
    ("1.5", "en", "as the table decides"),
    (-1, "en", "as the table decides"),
    (-0.001, "en", "as the table decides"),
    (True, "en", "as the table decides"),
    (False, "de", "wie der Tisch es festlegt"),
    (MAX_AI_DELAY + 0.001, "en", "as the table decides"),
    pytest.param(10**400, "en", "as the table decides", id="10**400"),
    (NAN, "en", "as the table decides"),  # Python's json writes and reads NaN and Infinity
    (INFINITY, "de", "wie der Tisch es festlegt"),
    (-INFINITY, "en", "as the table decides"),
    ([1.5], "en", "as the table decides"),
    ({"seconds": 1.5}, "en", "as the table decides"),
    # The bounds themselves are paces the menu says.
    (0, "en", "no pause"),
    (0.0, "de", "keine Pause"),
    # Less than the thousandths a pace is said in: no pause, never "0 seconds"; just under a
    # second is one second, in the singular.
    (0.0004, "en", "no pause"),
    (0.0004, "de", "keine Pause"),
    (0.9996, "en", "1 second"),
    (0.0014, "de", "0,001 Sekunden"),
    (MAX_AI_DELAY, "en", f"{MAX_AI_DELAY:g} seconds"),
    (int(MAX_AI_DELAY), "de", f"{MAX_AI_DELAY:g} Sekunden"),
])
def test_a_pace_the_lobby_says_that_is_no_pace_reads_as_the_table_deciding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pace: object, lang: str, said: str) -> None:
    """The lobby's `pace` as a number from 0 to the settings' own bound is said; anything else a
    server sends there (a string, a negative number, a bool, beyond the bound, NaN and infinity,
    which Python's JSON writes and reads) is no pace this terminal can say, never one it makes up."""
    from ristikontra.net.tables import Table
    from ristikontra.options import BY_NAME
    from ristikontra.ui.seat.menu import ITEMS
    from tests.ui.ui_harness import DOWN, F2

    lobby = Table.lobby

    def odd_lobby(self: Table, you: int | None = None) -> dict[str, object]:
        return {**lobby(self, you), "pace": pace}

    monkeypatch.setattr(Table, "lobby", odd_lobby)
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create", ai_delay=0.3)  # her own pace is not the table's
        try:
            # The lobby frame follows the answer to `create`: on a busy machine it may come later.
            anna.wait(lambda: anna.online.client.lobby is not None, "no lobby came")
            assert anna.online.client.lobby is not None
            arrived = anna.online.client.lobby.data["pace"]  # what came through the JSON
            assert type(arrived) is type(pace) and (arrived == pace or (arrived != arrived and pace != pace))
            anna.keys(ENTER)  # the menu opens at the table, once the game runs
            anna.wait(lambda: anna.session.keyboard.mode == "play", "the game did not start")
            anna.keys(F2, *[DOWN] * ITEMS.index("ai_delay"))
            label = translator(lang)(BY_NAME["ai_delay"].label)
            position = "of" if lang == "en" else "von"
            anna.hears(f"{label}: {said}, {ITEMS.index('ai_delay') + 1} {position} {len(ITEMS)}")
        finally:
            anna.close()


def test_the_tables_values_before_the_game_are_the_lobbys_and_each_rule_joins_once_it_runs(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create", level="basic", rules="total", dirty=True)
        try:
            # Before the game: what the lobby says (level, pace, rule set); no rule of a game yet.
            assert anna.online.table_values() == {"level": "basic", "ai_delay": 0.0, "rules": "total"}
            anna.keys(ENTER)
            anna.wait(lambda: anna.online.view is not None, "the game did not start")
            values = anna.online.table_values()
            assert values["dirty"] is True and values["fourth_king"] is True and values["target"] == 0
            assert values["level"] == "basic" and values["rules"] == "total"
        finally:
            anna.close()


def test_who_sits_down_where_someone_left_before_the_game_is_said_too(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        assert code is not None
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code, seat=1)
        cleo: Terminal | None = None
        try:
            anna.hears("Ben sits down as an opponent.")
            ben.close()  # Control+Q before the game: the seat is free again
            anna.hears("Ben left the table.")
            cleo = sit(server.url, tmp_path, "Cleo", "de", "join", code, seat=1)
            anna.hears("Cleo sits down as an opponent.")
        finally:
            if cleo is not None:
                cleo.close()
            anna.close()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The server refused that for a reason this version of Ristikontra does not know. An update may help."),
    ("de", "Der Server hat das abgelehnt, aus einem Grund, den diese Version von Ristikontra nicht kennt. "
           "Vielleicht hilft ein Update."),
])
def test_a_refusal_for_a_reason_this_version_does_not_know_that_nobody_waits_for_reads_as_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    """A chat line (sent without waiting for an answer) refused by a newer server for a reason
    this version does not know: said as such, as a seat refused so is; before, it read as the
    server not understanding the request."""
    from ristikontra.net.protocol import ProtocolError
    from ristikontra.net.tables import Table

    def newer(self: Table, peer: Any, text: str) -> None:
        raise ProtocolError("chat_paused")  # type: ignore[arg-type]

    monkeypatch.setattr(Table, "chat", newer)
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        try:
            anna.keys("/", *"hello", ENTER)
            anna.hears(said)
            assert not anna.said(translator(lang)("net-error-bad-message"))
        finally:
            anna.close()


@pytest.mark.parametrize(("lang", "reason", "rank", "said"), [
    ("en", "must_trump", None, "Not allowed, for a reason this version of Ristikontra does not know. "
                               "An update may help."),
    ("de", "must_trump", None, "Nicht erlaubt, aus einem Grund, den diese Version von Ristikontra nicht kennt. "
                               "Vielleicht hilft ein Update."),
    # A rank that is none: the rule is said, as for a refusal that names no rank.
    ("en", "lead_limit", "ZZ", "Lead limit: no rank may be led from hand a fourth time in a row."),
])
def test_a_play_refused_for_a_rules_reason_this_version_does_not_know_is_said_and_asked_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, reason: str, rank: str | None,
        said: str) -> None:
    """A newer server refuses a play for a rules reason this version has no words for (or names
    a rank that is none): the player hears that it was refused, and the turn is still theirs;
    before, saying it failed inside the terminal and nothing was heard."""
    from ristikontra.engine import view_to_json
    from ristikontra.net.protocol import dumps
    from ristikontra.net.tables import Table

    act = Table.act
    refused: list[bool] = []

    def newer(self: Table, peer: Any, action: Any, at: int | None) -> None:
        if not refused and self.state is not None:
            refused.append(True)
            seat = self._seated(peer)
            frame = {"type": "refused", "reason": reason, "view": view_to_json(self.state.view(seat.number)),
                     "at": self.moves}
            if rank is not None:
                frame["rank"] = rank
            peer.send(dumps(frame))
            return
        act(self, peer, action, at)

    monkeypatch.setattr(Table, "act", newer)
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        try:
            anna.keys(ENTER)
            wait_for_turn(anna)
            anna.keys(ENTER)  # the card under the cursor
            anna.hears(said)
            moves = server.call(lambda: server.server.tables[anna.online.client.code].moves)  # type: ignore[union-attr,index]
            wait_for_turn(anna)
            threading.Thread(target=play_when_asked, args=(anna, ("between", "over")), daemon=True).start()
            anna.wait(lambda: server.call(lambda: server.server.tables[anna.online.client.code].moves) > moves,  # type: ignore[union-attr,index]
                      "Anna could not play after the refusal")
        finally:
            anna.close()
