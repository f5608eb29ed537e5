"""Two people in two real terminals (pexpect) at one table of a real `ristikontra serve`.

One plays in German, one in English; they play a deal, the English player's terminal is killed
mid-deal and `ristikontra online join` again takes the seat back and plays on.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.net.netharness import server_process
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

TURN = {"en": r"Your (turn|lead)\.", "de": r"Du (bist dran|spielst aus)\."}
READY = {"en": r"ready for the next deal", "de": r"bereit für die nächste Runde"}
RIGHT = "\x1b[C"


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


def test_two_terminals_one_german_one_english_play_and_one_comes_back(tmp_path: Path) -> None:
    with server_process(tmp_path / "server", "--grace", "1") as (_proc, url):
        anna = spawn(tmp_path, url, "de", "create", "--name", "Anna")
        anna.expect(r"Der Code lautet (\d{3} \d{3})\.")
        code = anna.match.group(1)
        ben = spawn(tmp_path, url, "en", "join", code, "--name", "Ben")
        ben.expect(re.escape(f"You joined table {code}."))
        anna.expect("Ben setzt sich dazu, als Gegner.")
        anna.send("\r")  # the creator starts
        children = {"de": anna, "en": ben}
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
                    ben.expect(re.escape(f"You joined table {code}."))
                    ben.expect(r"While you were away:")
                    children["en"] = ben
                    dropped = True
                if len(over) == 2:
                    break
            assert dropped and over == {"de", "en"}, (plays, over)
            for child in children.values():
                child.send("\x11")
                child.expect(pexpect.EOF)
        finally:
            for child in children.values():
                child.close(force=True)
