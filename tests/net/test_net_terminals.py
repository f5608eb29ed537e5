"""Two people in two real terminals (pexpect) at one table of a real `ristikontra serve`.

One plays in German, one in English, and a third in Finnish. The English player joins without
--seat and chooses a seat in the lobby (the seats read as partner or opponent of Anna); they chat
both ways with `/`, each hearing the other in their own language; the Finnish player sits down as
Anna's partner and is heard by both; they play a deal, each in their own language only, the
English player's terminal is killed mid-deal and `ristikontra online join` again takes the seat
back and plays on.
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from ristikontra.i18n import translator
from tests.net.netharness import server_process
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

TURN = {"en": r"Your (turn|lead)\.", "de": r"Du (bist dran|spielst aus)\.", "fi": r"(Sinun vuorosi|Sinä aloitat)\."}
READY = {"en": r"ready for the next deal", "de": r"bereit für die nächste Runde", "fi": r"valmis seuraavaan jakoon"}
#: What only another language says at a table: none of it may reach a player of this one.
FOREIGN = {"fi": ("Your turn", "Your lead", "Du bist dran", "Du spielst aus", "takes the trick", "Stich"),
           "en": ("Sinun vuorosi", "vie tikin", "Du bist dran"), "de": ("Sinun vuorosi", "vie tikin", "Your turn")}
RIGHT, UP, DOWN = "\x1b[C", "\x1b[A", "\x1b[B"


def spawn(tmp: Path, url: str, lang: str, *args: str) -> Any:
    cmd = ["-m", "ristikontra", "online", *args, "--server", url, "--lang", lang, "--speech", "text", "--no-sound"]
    return pexpect.spawn(sys.executable, cmd, env=env_for(tmp / lang), encoding="utf-8", dimensions=(40, 200),
                         timeout=20)


def step(child: Any, lang: str) -> str:
    """Play when it is our turn (Enter; a refused card: the next one); 'ready' once the deal is over."""
    found = child.expect([TURN[lang], READY[lang], pexpect.TIMEOUT], timeout=0.5)
    if found == 0:
        child.send("\r")
        return "played"
    if found == 1:
        return "over"
    child.send(RIGHT + "\r")  # a refused card (or not our turn): try the next one
    return "waiting"


def test_three_terminals_german_english_finnish_play_and_one_comes_back(tmp_path: Path) -> None:
    with server_process(tmp_path / "server", "--grace", "1") as (_proc, url):
        anna = spawn(tmp_path, url, "de", "create", "--name", "Anna")
        anna.expect(r"Der Code lautet (\d{3} \d{3})\.")
        code = anna.match.group(1)
        ben = spawn(tmp_path, url, "en", "join", code, "--name", "Ben")
        ben.expect(re.escape(f"Table {code} found."))
        ben.expect(r"3 seats are free\. Up and Down arrows choose, Enter takes the seat\.")
        ben.expect(r"Seat 2: opponent of Anna, who sits on your right\. 1 of 3")
        ben.send(DOWN)
        ben.expect(r"Seat 3: partner of Anna\. 2 of 3")
        ben.send(UP)
        ben.expect(r"Seat 2: opponent of Anna, who sits on your right\. 1 of 3")
        ben.send("\r")
        ben.expect(r"You sit at seat 2: opponent of Anna, who sits on your right\.")
        anna.expect("Ben setzt sich als Gegner dazu.")
        # Chat both ways: each hears the other in their own language; the sender a short "sent".
        ben.send("/")
        ben.expect(r"Chat: type your message, Enter sends it, Escape cancels\.")
        ben.send("hi Anna, ready?")
        ben.send("\r")
        ben.expect(r"Sent\.")
        anna.expect(r"Ben: hi Anna, ready\?")
        anna.send("/")
        anna.expect(r"Chat: Schreib deine Nachricht")
        anna.send("Ja, los gehts")
        anna.send("\x1b")  # Escape: nothing is sent
        anna.expect(r"Chat abgebrochen, nichts gesendet\.")
        anna.send("/")
        anna.send("Ja, los gehts!")
        anna.send("\r")
        anna.expect(r"Gesendet\.")
        ben.expect(r"Anna: Ja, los gehts!")
        # The Finnish player takes the first free seat, Anna's partner; the others hear it in theirs.
        aino = spawn(tmp_path, url, "fi", "join", code, "--name", "Aino")
        heard = {"fi": io.StringIO()}
        aino.logfile_read = heard["fi"]
        aino.expect(re.escape(f"Pöytä {code} löytyi."))
        aino.expect(r"2 paikkaa on vapaana\. Valitse nuolinäppäimillä ja istuudu Enterillä\.")
        aino.expect(r"Paikka 3: pelaajan Anna pari, pelaajan Ben vastustaja, hän istuu oikealla puolellasi\. 1/2")
        aino.send("\r")
        aino.expect(r"Istut paikalla 3: pelaajan Anna pari, pelaajan Ben vastustaja")
        anna.expect("Aino setzt sich als dein Partner dazu.")
        ben.expect("Aino sits down as an opponent.")
        aino.send("/")
        aino.expect(r"Keskustelu: kirjoita viestisi, Enter lähettää sen, Esc peruu\.")
        aino.send("moi kaikki\r")
        aino.expect(r"Lähetetty\.")
        anna.expect("Aino: moi kaikki")
        ben.expect("Aino: moi kaikki")
        for lang, child in (("de", anna), ("en", ben)):
            heard[lang] = io.StringIO()
            child.logfile_read = heard[lang]
        anna.send("\r")  # the creator starts
        children = {"de": anna, "en": ben, "fi": aino}
        try:
            plays = 0
            dropped = False
            over: set[str] = set()
            for _ in range(400):
                for lang, child in children.items():
                    if lang in over:
                        continue
                    result = step(child, lang)
                    plays += result == "played"
                    if result == "over":
                        over.add(lang)
                if not dropped and plays >= 4:
                    # Ben's terminal dies mid-deal; the same command takes his seat back.
                    ben.kill(9)
                    ben.close()
                    anna.expect("Ben hat die Verbindung verloren.")
                    ben = spawn(tmp_path, url, "en", "join", code, "--name", "Ben")
                    ben.logfile_read = heard["en"]
                    ben.expect(re.escape(f"You joined table {code}."))
                    # Where the game stands, not a count of every card since the start.
                    ben.expect(r"Back at your seat: deal \d+, trick \d+\.")
                    children["en"] = ben
                    dropped = True
                if len(over) == 3:
                    break
            assert dropped and over == {"de", "en", "fi"}, (plays, over)
            # Each heard the deal in their own language only (the chat lines are the players' own words).
            for lang, text in heard.items():
                leaked = [word for word in FOREIGN[lang] if word in text.getvalue()]
                assert not leaked, (lang, leaked)
            assert "Uusi peli alkaa." in heard["fi"].getvalue()
            for child in children.values():
                child.send("\x11")
                child.expect(pexpect.EOF)
        finally:
            for child in children.values():
                child.close(force=True)


def test_play_online_from_the_local_game_opens_a_table_another_terminal_joins(tmp_path: Path) -> None:
    anna_dir = tmp_path / "anna"
    local = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--lang", "en", "--level", "basic",
             "--ai-delay", "0", "--seed", "5"]
    with server_process(tmp_path / "server") as (_proc, url):
        anna = pexpect.spawn(sys.executable, local, env=env_for(anna_dir), encoding="utf-8", dimensions=(40, 200),
                             timeout=30)
        ben = None
        try:
            anna.expect(r"Deal 1\.")
            anna.send("p")  # "Play online", in the middle of the local game
            anna.expect(r"Play online\. Your game here is saved and waits for you\.")
            anna.expect(r"Server address, for example ws://example\.org:8765\.")
            anna.send("not a server\r")
            anna.expect(r"That is not a server address\.")
            anna.send("\x7f" * len("not a server") + url + "\r")
            anna.expect(r"Your name at the table\.")
            anna.send("Anna\r")
            anna.expect(r"Table code to join, or Enter alone to go to the room, where the open tables are listed\.")
            anna.send("\r")
            anna.expect(r"Game saved\. Off to the online table\.")
            anna.expect(r"You are in the room as Anna\.")
            anna.send("N")  # from the room: a private table of her own, for friends with its code
            anna.expect(r"Table opened\. The code is (\d{3} \d{3})\.")
            assert "Press F1 for the keys" not in anna.before  # the game greeted her once, at its start
            code = anna.match.group(1)
            # --seat counts as the lobby speaks: seat 2 is the one after Anna, an opponent
            ben = spawn(tmp_path, url, "de", "join", code, "--name", "Ben", "--seat", "2")
            ben.expect(re.escape(f"Du sitzt jetzt am Tisch {code}."))
            anna.expect(r"Ben sits down as an opponent\.")
            anna.send("\r")  # the creator starts; Ben hears the deal in German
            ben.expect(r"Runde 1\.")
            ben.send("\x11")
            ben.expect(pexpect.EOF)
            anna.send("\x11")  # Anna leaves the table: back to her game here, where it stopped
            anna.expect(re.escape(f"You left table {code}, and a computer plays your seat. "
                                  f"Play online (p) with the code {code} takes it back."))
            anna.expect(r"Back to your game at this computer\.")
            assert "Goodbye" not in anna.before  # that would sound like the end of the program
            anna.send("\x11")
            anna.expect(pexpect.EOF)
        finally:
            anna.close(force=True)
            if ben is not None:
                ben.close(force=True)
        # The address and the name are remembered: the next time Enter keeps them.
        settings = next((anna_dir / "config").rglob("*.toml")).read_text(encoding="utf-8")
        assert f'online_server = "{url}"' in settings and 'online_name = "Anna"' in settings
        again = pexpect.spawn(sys.executable, local, env=env_for(anna_dir), encoding="utf-8", dimensions=(40, 200),
                              timeout=30)
        try:
            again.expect(r"A saved game was found")  # the local game waited, saved
            again.send("p")
            # The remembered address is said, not only shown on the live line.
            again.expect(re.escape(f"Server address: {url}. Enter keeps it, or type another."))
            again.send("\x1b")
            again.expect(r"Not going online; the game here goes on\.")
            again.send("\x11")
            again.expect(pexpect.EOF)
        finally:
            again.close(force=True)


STARTED_WITHOUT_YOU = {
    "en": r"The game at this table started before you took a seat; the computer plays the free seats\. "
          r"You leave the table\.",
    "de": r"Das Spiel an diesem Tisch hat begonnen, bevor du einen Platz genommen hast; die freien Plätze "
          r"spielt der Computer\. Du verlässt den Tisch\.",
}
BYE = {"en": r"Goodbye\.", "de": r"Auf Wiedersehen\."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_start_ends_the_seat_choice_of_whoever_is_still_choosing(tmp_path: Path, lang: str) -> None:
    """Ben is still in the seat choice when Anna starts: he hears why at once, in his language,
    and his terminal leaves the table by itself, cleanly; Anna's game goes on with computers."""
    with server_process(tmp_path / "server") as (_proc, url):
        # Each in a home of their own (the same language would share one in `spawn`'s layout).
        anna = spawn(tmp_path / "anna", url, "en", "create", "--name", "Anna", "--level", "basic")
        ben = None
        try:
            anna.expect(r"The code is (\d{3} \d{3})\.")
            code = anna.match.group(1)
            ben = spawn(tmp_path / "ben", url, lang, "join", code, "--name", "Ben")
            ben.expect({"en": r"Seat 2: opponent of Anna", "de": r"Platz 2: Gegner von Anna"}[lang])
            ben.send(DOWN)  # still choosing
            ben.expect({"en": r"Seat 3: partner of Anna", "de": r"Platz 3: Partner von Anna"}[lang])
            anna.send("\r")  # the creator starts; Ben has not taken a seat
            anna.expect(r"Deal 1\.", timeout=60)
            ben.expect(STARTED_WITHOUT_YOU[lang], timeout=60)
            ben.expect(BYE[lang], timeout=60)
            ben.expect(pexpect.EOF, timeout=60)
            ben.close()
            assert ben.exitstatus == 0
            written = ben.before or ""
            assert "Traceback" not in written
            anna.send("\x11")
            anna.expect(pexpect.EOF, timeout=60)
        finally:
            anna.close(force=True)
            if ben is not None:
                ben.close(force=True)


def test_an_unreachable_server_is_said_at_once_and_a_refused_visit_leads_back_to_the_game(tmp_path: Path) -> None:
    local = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--lang", "de", "--level", "basic",
             "--ai-delay", "0", "--seed", "5"]
    anna = pexpect.spawn(sys.executable, local, env=env_for(tmp_path / "anna"), encoding="utf-8",
                         dimensions=(40, 200), timeout=30)
    try:
        anna.expect(r"Runde 1\.")
        anna.expect(r"Du bist dran|Du spielst aus")
        anna.send("p")
        anna.expect(r"Adresse des Servers")
        anna.send("ws://127.0.0.1:1\r")  # nothing listens there
        # Said at once, before the name is asked; the address is named: a mistyped one is heard.
        anna.expect(re.escape(translator("de")("net-cannot-reach", server="ws://127.0.0.1:1")))
        anna.expect(r"Adresse des Servers")
        assert "Dein Name am Tisch" not in anna.before
        with server_process(tmp_path / "server") as (_proc, url):
            anna.send(url + "\r")
            anna.expect(r"Dein Name am Tisch")
            anna.send("Anna\r")
            anna.expect(r"Code des Tisches")
            anna.send("999999\r")  # no table has it: the visit is refused by the server
            anna.expect(r"Spiel gespeichert\.")
            anna.expect(re.escape(translator("de")("net-no-table", code="999 999")))
        anna.expect(r"Zurück zu deinem Spiel an diesem Computer\.")
        anna.expect(r"Du bist dran|Du spielst aus")  # the saved game goes on where it stopped
        assert "F1 zeigt die Tasten" not in anna.before  # greeted once, at the start
        # The game's messages from before the visit are still there, in the export too, and the
        # output's notice heard at the start is not said again.
        anna.send("e")
        anna.expect(r"(\d+) Meldungen dieses Spiels gespeichert in (\S+)")
        exported = (Path(anna.match.group(2))).read_text(encoding="utf-8").splitlines()
        assert exported[0].startswith("Ein neues Spiel beginnt."), exported[:3]
        assert sum("Sprachsynthese" in line or "Screenreader" in line for line in exported) <= 1, exported
        anna.send("\x11")
        anna.expect(pexpect.EOF)
        anna.close()
        assert anna.exitstatus == 0
    finally:
        anna.close(force=True)
