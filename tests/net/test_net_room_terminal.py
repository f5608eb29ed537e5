"""The room in real terminals (pexpect) at a real `ristikontra serve`: one player opens a public
table from the room, another hears it open, reads it in the list and sits down, a third watches
the game with the table's reading keys; room chat; a name already in the room is refused."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.net.netharness import server_process
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

DOWN, UP = "\x1b[B", "\x1b[A"


def room(tmp: Path, url: str, name: str, lang: str = "en") -> Any:
    cmd = ["-m", "ristikontra", "online", "room", "--server", url, "--name", name, "--lang", lang,
           "--speech", "text", "--no-sound", "--level", "random"]
    return pexpect.spawn(sys.executable, cmd, env=env_for(tmp / name), encoding="utf-8", dimensions=(40, 220),
                         timeout=20)


def test_the_room_at_the_terminal_open_sit_watch_chat(tmp_path: Path) -> None:
    with server_process(tmp_path / "server", "--computer-pause", "0.3") as (_proc, url):
        children: list[Any] = []
        try:
            carla = room(tmp_path, url, "Carla")
            children.append(carla)
            carla.expect(r"You are in the room as Carla\. No public table is open yet, and you are the only one here\.")
            carla.expect(r"No public table is open\. N opens one")
            ben = room(tmp_path, url, "Ben", "de")
            children.append(ben)
            ben.expect(r"Du bist im Raum als Ben\. Noch ist kein öffentlicher Tisch offen, 2 Leute sind da\.")
            carla.expect(r"Ben came in\.")
            carla.send("n")  # a public table, with Carla's settings
            carla.expect(r"Table opened\. The code is (\d{3} \d{3})\.")
            code = carla.match.group(1)
            # Ben hears it open in brief, then reads it in the list.
            ben.expect(r"Ein Tisch ist neu\.")
            ben.send(DOWN)
            ben.expect(r"Das ist der letzte Tisch\.")
            ben.send("\x1b[H")  # Home: the table itself
            ben.expect(r"Tisch von Carla; Carla; 3 Plätze frei; Zählstäbchen, Computer zufällig; wartet auf den Start; "
                       r"spricht Englisch\. 1 von 1")
            # Room chat: said in the room as a line of the room.
            ben.send("/")
            ben.send("Hallo Raum")
            ben.send("\r")
            dora = room(tmp_path, url, "Dora")
            children.append(dora)
            dora.expect(r"1 public table is open, 3 people are here\.")
            dora.send("p")
            dora.expect(r"3 people are here: Ben, Carla, Dora\.")
            # Ben mutes Dora's chat for himself; Dora's line is sent all the same.
            ben.send("m")
            ben.expect(r"Wessen Chat willst du nicht mehr hören")
            ben.send("dora\r")
            ben.expect(r"Den Chat von dora hörst du nicht mehr\.")
            dora.send("/")
            dora.send("hi all")
            dora.send("\r")
            dora.expect(r"Sent\.")
            ben.send("p")
            ben.expect(r"3 Leute sind da: Ben, Carla, Dora\.")
            assert "hi all" not in ben.before
            # Eve takes a name somebody has: a clear refusal, nothing else.
            eve = pexpect.spawn(sys.executable, ["-m", "ristikontra", "online", "room", "--server", url, "--name",
                                                 "DORA", "--lang", "en", "--speech", "text", "--no-sound"],
                                env=env_for(tmp_path / "eve"), encoding="utf-8", dimensions=(40, 220), timeout=20)
            children.append(eve)
            eve.expect(r"Someone in the room is using that name right now\. Please choose another\.")
            eve.expect(pexpect.EOF)
            # Ben sits down from the list: the seat choice follows.
            ben.send("\r")
            ben.expect(re.escape(f"Tisch {code} gefunden."))
            ben.send("\r")
            ben.expect(r"Du sitzt auf Platz 2")
            carla.expect(r"Ben sits down as an opponent\.")
            # Dora watches: the players hear it.
            dora.send("w")
            dora.expect(re.escape(f"You are watching table {code}, sitting behind Carla."))
            dora.expect(r"Carla, Ben sit there so far\.")
            carla.expect(r"Dora is watching\.")
            ben.expect(r"Dora schaut zu\.")
            carla.send("\r")  # the creator starts
            dora.expect(r"Deal 1\.")
            # Everyone is named to the watcher, Carla too (never "you").
            dora.expect(r"(Carla|Ben|West|East)[^.\n]* (leads|plays)")
            dora.send("t")
            dora.expect(r"Trick 1")
            dora.send("\r")  # Enter plays nothing for a watcher
            dora.expect(r"You are watching: the cards are the players'\.")
            assert "Your turn" not in dora.before and "Your lead" not in dora.before
            # Carla closes her table to watchers: Dora's watching ends, and she hears why.
            carla.send("W")
            carla.expect(r"Your table is closed to watchers; anyone watching stops\.")
            dora.expect(r"The player who opened this table has closed it to watchers\.")
            carla.expect(r"Dora stops watching\.")
            # Dora is back in the room, at its list: the table is listed there, closed to watchers.
            dora.expect(r"Back in the room\.")
            dora.expect(r"Carla's table; Carla, Ben; no free seat; sticks, random computers; playing")
            dora.send("w")
            dora.expect(r"The player who opened this table has closed it to watchers\.")
            dora.send("\x11")
            for child in (ben, carla):
                child.send("\x11")
                child.expect(pexpect.EOF)
        finally:
            for child in children:
                child.close(force=True)
