"""At an online table the other people are called by their names ("Ben plays the ten of clubs"),
the computers by their role; `i` says who sits where, with each one's role. Before, a German
player heard "Der linke Gegner spielt ..." for Ben, who sat at the same table under his name.
A real server on loopback, the real application on a pipe, one player in German, one in English."""

from __future__ import annotations

import threading
from pathlib import Path

from ristikontra.i18n import translator
from tests.net.netharness import ServerThread
from tests.net.test_net_online_keys import play_when_asked, sit
from tests.ui.ui_harness import ENTER


def test_the_people_at_the_table_are_called_by_their_names(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        ben = sit(server.url, tmp_path, "Ben", "en", "join", anna.online.client.code, seat=1)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            anna.keys(ENTER)
            anna.wait(lambda: anna.session.keyboard.mode == "play", "the deal did not start")
            anna.keys("i")
            anna.hears(translator("de")("seating-seat", role="left", kind="human", name="Ben"))
            for player in (anna, ben):
                threading.Thread(target=play_when_asked, args=(player, ("between", "over")), daemon=True).start()
            anna.hears("Ben spielt ")
            ben.hears("Anna plays ")
            # Ben is Anna's left opponent and she his right one: by name, never by that role.
            assert not anna.said("Der linke Gegner") and not anna.said("der linke Gegner")
            assert not ben.said("The right opponent") and not ben.said("the right opponent")
            # The computers keep their roles: Anna's partner is one.
            assert anna.said("Dein Partner") or anna.said("dein Partner")
        finally:
            ben.closing.set()
            anna.closing.set()
            ben.close()
            anna.close()
