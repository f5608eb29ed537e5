"""Two people choose the same free seat at the same moment, each at a real terminal (the real
application reading keys from a pipe) against a real server on loopback: the server decides who
was first, and the slower one is told and asked again; nothing is taken for him."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ristikontra.net.client import Client
from tests.net.netharness import ServerThread
from tests.net.test_net_online_keys import Terminal, sit
from tests.ui.ui_harness import DOWN, ENTER, UP


async def sits_down(client: Client, code: str, seat: int) -> None:
    """Another person sits down at `seat` (0-3), straight from a client: no terminal to wait for."""
    await client.connect()
    await client.join(code)
    await client.take_seat(seat)


@contextmanager
def ben_chooses(server: ServerThread, tmp: Path, lang: str, other: str) -> Iterator[tuple[Terminal, Client, str]]:
    """Anna (German) opens a table; Ben (in `lang`) joins it to choose a seat; `other` is a client
    of a third person, not connected yet. Yields Ben's terminal, that client and the code."""
    anna = sit(server.url, tmp, "Anna", "de", "create")
    code = anna.online.client.code
    assert code is not None
    ben = sit(server.url, tmp, "Ben", lang, "join", code)
    client = Client(server.url, name=other)
    try:
        yield ben, client, code
    finally:
        ben.online.remote.run(client.close())
        ben.close()
        anna.close()


def test_a_seat_taken_as_one_chooses_it_is_refused_not_swapped_for_the_next(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, \
            ben_chooses(server, tmp_path, "en", "Dora") as (ben, dora, code):
        ben.hears("Seat 2: opponent of Anna, who sits on your right. 1 of 3")
        ben.keys(DOWN)
        ben.hears("Seat 3: partner of Anna. 2 of 3")

        # Dora's seat reaches Ben's terminal first; his Enter, pressed in that same moment,
        # was meant for seat 3. The cursor stays on it, and the Enter asks for seat 3.
        ben.online.remote.run(sits_down(dora, code, 2))
        ben.hears("Dora has just taken seat 3.")
        ben.hears("Seat 3 is taken now. Up and Down go to the free seats.")
        assert ben.session.keyboard.live_line()[0] == "Seat 3 is taken now. Up and Down go to the free seats."
        ben.keys(ENTER)
        ben.hears("Dora took seat 3 just before you. Choose another seat.")
        ben.hears("2 seats are free.")
        # Asked again, the cursor on the free seat nearest to the one he wanted.
        ben.hears("Seat 4: opponent of Anna, who sits on your left, "
                  "opponent of Dora, who sits on your right. 2 of 2")
        assert ben.session.keyboard.mode == "lobby" and ben.online.choosing
        assert ben.online.client.seat is None
        seats = server.call(lambda: [s.human for s in server.server.tables[code].seats])  # type: ignore[union-attr]
        assert seats == [True, False, True, False]  # nothing was taken for Ben
        ben.keys(UP)
        ben.hears("Seat 2: opponent of Anna, who sits on your right, "
                  "opponent of Dora, who sits on your left. 1 of 2")
        ben.keys(ENTER)
        ben.wait(lambda: ben.session.keyboard.mode == "start", "Ben did not sit down")
        assert ben.online.client.seat == 1


def test_up_and_down_from_a_seat_just_taken_go_to_the_free_seats_either_way(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, \
            ben_chooses(server, tmp_path, "de", "Dora") as (ben, dora, code):
        ben.hears("Platz 2: Gegner von Anna")
        ben.keys(DOWN, DOWN)
        ben.hears("Platz 4: Gegner von Anna, Anna sitzt links von dir. 3 von 3")
        ben.online.remote.run(sits_down(dora, code, 3))
        ben.hears("Platz 4 ist jetzt besetzt. Mit den Pfeiltasten kommst du zu den freien Plätzen.")
        ben.keys(DOWN)  # nothing free after seat 4: the nearest free seat the other way
        ben.hears("Platz 3: Partner von Anna, Gegner von Dora, Dora sitzt links von dir. 2 von 2")
        ben.keys(DOWN)
        ben.hears("Das ist der letzte freie Platz.")
        assert ben.online.client.seat is None


def test_a_seat_its_person_leaves_while_one_chooses_is_said_free_again(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, \
            ben_chooses(server, tmp_path, "de", "Cleo") as (ben, cleo, code):
        ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir. 1 von 3")
        ben.online.remote.run(sits_down(cleo, code, 2))
        ben.hears("Cleo hat gerade Platz 3 genommen.")
        ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir, Gegner von Cleo, "
                  "Cleo sitzt links von dir. 1 von 2")
        ben.online.remote.run(cleo.leave())
        ben.hears("Platz 3 ist wieder frei.")
        ben.hears("Platz 2: Gegner von Anna, Anna sitzt rechts von dir. 1 von 3")
        ben.keys(DOWN)
        ben.hears("Platz 3: Partner von Anna. 2 von 3")


def test_a_table_that_closes_while_one_chooses_a_seat_says_so_and_ends_the_choice(tmp_path: Path) -> None:
    from ristikontra.net.tables import TableSettings

    settings = TableSettings(computer_pause=0.0, deal_wait=5.0, idle_close=0.5)
    with ServerThread(tmp_path / "server", settings=settings) as server:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        assert code is not None
        ben = sit(server.url, tmp_path, "Ben", "de", "join", code)
        ben.online.end_run = ben.session.leave  # as `ristikontra online join` wires it
        try:
            ben.hears("Platz 2: Gegner von Anna")
            anna.close()  # nobody sits at the table any more: it closes after the idle time
            ben.hears("Dieser Tisch ist geschlossen.")
            ben.wait(ben._done.is_set, "Ben's run did not end")
            assert not ben.online.choosing
            assert not ben.said("Die Verbindung ließ sich nicht wiederherstellen")
        finally:
            ben.close()


def test_enter_when_every_seat_went_says_so(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, \
            ben_chooses(server, tmp_path, "en", "Cleo") as (ben, cleo, code):
        others = [Client(server.url, name=name) for name in ("Dora", "Eve")]
        try:
            ben.hears("Seat 2: opponent of Anna")
            for seat, client in zip((1, 2, 3), (cleo, *others), strict=True):
                ben.online.remote.run(sits_down(client, code, seat))
            ben.hears("Eve has just taken seat 4.")
            full = "Every seat at this table is taken."
            said = ben.session.transcript.count(full)
            ben.keys(ENTER)
            ben.wait(lambda: ben.session.transcript.count(full) > said, "Enter on a full table said nothing")
            assert ben.online.choosing and ben.online.client.seat is None
        finally:
            for client in others:
                ben.online.remote.run(client.close())


def test_an_enter_on_its_way_as_the_table_closes_reads_no_list_after_the_choice_ended(tmp_path: Path) -> None:
    from ristikontra.net.tables import TableSettings
    from tests.net.netharness import Cutter

    settings = TableSettings(computer_pause=0.0, deal_wait=5.0, idle_close=0.3)
    with ServerThread(tmp_path / "server", settings=settings) as server, Cutter(server.url) as cutter:
        anna = sit(server.url, tmp_path, "Anna", "en", "create")
        code = anna.online.client.code
        assert code is not None
        ben = sit(cutter.url, tmp_path, "Ben", "en", "join", code)
        # The run is not ended here (`ristikontra online join` ends it): the late answer must
        # find the terminal still there, to show it says nothing once the choice is over.
        try:
            ben.hears("Seat 2: opponent of Anna")
            cutter.up_lag = 1.5  # Ben's Enter reaches the server only after the table closed
            ben.keys(ENTER)
            anna.close()
            ben.hears("This table has closed.")
            ben.wait(lambda: not ben.online._taking, "the answer to Ben's Enter never came")
            said = ben.session.transcript[ben.session.transcript.index("This table has closed."):]
            assert said == ["This table has closed."], said
        finally:
            ben.close()
