"""The room read in a real terminal (tmux), as a player sees and a screen reader reads it: the
room's messages on the screen above its live line, the focused table on that line, a table that
opens said once and the line following a change, watching and back to the room with Control+Q,
with another player in a second terminal at the same `ristikontra serve`."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest
from tests.net.netharness import server_process
from ui_harness import Tmux

if sys.platform == "win32" or shutil.which("tmux") is None:  # pragma: no cover
    pytest.skip("tmux is not installed", allow_module_level=True)


def room(url: str, name: str, lang: str = "en") -> list[str]:
    return [sys.executable, "-m", "ristikontra", "online", "room", "--server", url, "--name", name, "--lang", lang,
            "--speech", "text", "--no-sound", "--level", "random"]


def said(rows: list[str]) -> str:
    """The screen's lines as one text (each as the game wrote it: rows `joined`)."""
    return " ".join(row.strip() for row in rows)


def live(rows: list[str]) -> str:
    """The live line: the last row with anything on it."""
    return next(row for row in reversed(rows) if row.strip()).strip()


def shows(screen: Tmux, pattern: str) -> re.Match[str]:
    """Wait until the screen says `pattern` (a regular expression); its match."""
    rows = screen.wait_for(lambda rows: re.search(pattern, said(rows)) is not None, joined=True)
    found = re.search(pattern, said(rows))
    assert found is not None
    return found


def reads(screen: Tmux, start: str) -> str:
    """Wait until the live line begins with `start`; the line."""
    return live(screen.wait_for(lambda rows: live(rows).startswith(start), joined=True))


def test_the_room_in_tmux_lists_a_table_as_it_opens_and_watches_it(tmp_path: Path) -> None:
    with server_process(tmp_path / "server") as (_proc, url):
        screen = Tmux(tmp_path / "carla", room(url, "Carla"), 120, 16)
        anna: Tmux | None = None
        try:
            shows(screen, r"You are in the room as Carla\.")
            reads(screen, "No public table is open.")
            anna = Tmux(tmp_path / "anna", room(url, "Anna", "fi"), 120, 16)
            shows(screen, "Anna came in")
            anna.keys("n")  # Anna opens a public table from her room
            code = shows(anna, r"Koodi on (\d{3} \d{3})").group(1)
            assert "ytä avattiin" not in said(anna.rows(history=True, joined=True))  # her own table: no news
            # Carla hears it in brief, once; Home puts the table itself on her live line.
            shows(screen, "A table opened")
            screen.keys("Home")
            assert reads(screen, "Anna's table; Anna; 3 free seats; sticks").endswith("1 of 1")
            # Watching: the table's words on the screen; Anna hears it in hers (Finnish).
            screen.keys("w")
            shows(screen, re.escape(f"You are watching table {code}, sitting behind Anna."))
            shows(anna, r"Carla seuraa peliä\.")
            screen.keys("C-q")  # back in the room, the program goes on
            shows(screen, r"Back in the room\.")
            shows(anna, r"Carla lopettaa seuraamisen\.")
            # Her line is the table as it is now, nobody watching, said once.
            line = reads(screen, "Anna's table; Anna; 3 free seats")
            assert "watching" not in line, line
            # Anna leaves her table and the program: she has left the room, and the table, kept for
            # her seat's return, now has nobody seated; Carla's live line follows it.
            anna.keys("C-q")
            shows(screen, "Anna left")
            reads(screen, f"Table {code}; nobody seated; 4 free seats")
            # Each change was said once: nothing on the screen or in its scrollback twice.
            history = said(screen.rows(history=True, joined=True))
            assert history.count("Anna came in") == 1, history
            assert len(re.findall("A table opened", history)) == 1, history
            assert history.count("Anna left") == 1, history
            # Back in the room, the table's line is said as it is now: Carla no longer watches it.
            back = re.search(r"Back in the room\. (Anna's table;[^\n]*? of 1)", history)
            assert back is not None and "watching" not in back.group(1), history
            assert not re.search(r"\x1b|\[\d+[;m]", history), history  # no escape left on the screen
            screen.keys("C-q")  # in the room: leaves the program
            shows(screen, r"Goodbye\.")
        finally:
            screen.close()
            if anna is not None:
                anna.close()
