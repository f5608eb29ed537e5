"""A watcher is nobody's partner, with a real server on loopback: a terminal watching from the
room (a real `ristikontra online room` in a pseudo-terminal) hears a whole game of four players,
in English, German and Finnish, without one of the catalogs' seat forms ("your team", "die
Gegner", "parisi", "You draw"), and every refill after a trick is said, the draw of the player
watched behind too; F1 says that Control+Q goes back to the room, and it does; watched again
once over, the game's end is said to a watcher, not as "back at your seat". (The page
watching is `tests/web/test_web_watch_words.py`.)"""

from __future__ import annotations

import asyncio
import contextlib
import io
import queue
import re
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from ristikontra.engine import event_to_json
from ristikontra.i18n import LANGUAGES, translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch
from tests.announce.watching import draw_sentence, seat_forms_in
from tests.net.netharness import ServerThread
from tests.net.test_net_watch import seat_the_others_and_start
from tests.ui.ui_harness import env_for

pexpect = pytest.importorskip("pexpect")

NAMES = ("Anna", "Ben", "Carla", "Dora")
#: Escape sequences and the carriage returns of a terminal's output.
_CONTROL = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-B]|\x1b[=>]|\r")


def expected_draws(log: list[dict[str, Any]], lang: str) -> list[str]:
    """The draw sentence of every refill in the table's log, in order."""
    t = translator(lang)
    groups: dict[tuple[int, int], list[int]] = {}
    for e in log:
        if e["type"] == "card_drawn":
            groups.setdefault((e["deal"], e["trick"]), []).append(e["seat"])
    return [draw_sentence(t, [NAMES[s] for s in seats]) for seats in groups.values()]


def team_name(t: Any, team: int) -> str:
    return str(t("list-and", first=NAMES[team], last=NAMES[team + 2]))


def game_end_words(t: Any, over: dict[str, Any]) -> list[str]:
    """How the game's end `over` (its event's JSON) may begin for a watcher: the watcher's sentence,
    or a seat's "You won!" and "You lost." as said before watchers had their own (a test then
    finds the seat form among what was said)."""
    ends = [t("game-over", team=team, scoring="sticks", winner_score=1, loser_score=0, deals=1).split("!")[0]
            .split(".")[0] for team in ("own", "other")]
    if t.has("game-over-watching"):
        ends.append(t("game-over-watching", team_name=team_name(t, over["winner"]), scoring="sticks",
                      winner_score=over["totals"][over["winner"]], loser_score=over["totals"][1 - over["winner"]],
                      deals=over["deals"]))
    return ends


def said_in_order(expected: list[str], text: str) -> list[str]:
    """What of `expected` is not found in `text` in this order."""
    at, missing = 0, []
    for sentence in expected:
        found = text.find(sentence, at)
        if found < 0:
            missing.append(sentence)
        else:
            at = found + len(sentence)
    return missing


def play_a_game(url: str, codes: queue.Queue[str], watching: threading.Event) -> None:
    """Four players (the computer playing each seat) open a public table, wait for the watcher,
    and play a game of one stick to its end."""
    async def run() -> None:
        players = [Client(url, name=name, reconnect=False) for name in NAMES]
        for p in players:
            await p.connect()
        seated = await players[0].create(rules="sticks", options={"target": 1}, level="random", public=True)
        codes.put(seated.code)
        while not watching.is_set():
            await asyncio.sleep(0.05)
        await seat_the_others_and_start(players, seated.code)

        async def out(client: Client) -> None:
            async for item in client:
                if isinstance(item, Batch) and item.view.phase == "game_over":
                    return
        await asyncio.wait_for(asyncio.gather(*(out(p) for p in players)), 120)
        for p in players:
            await p.close()

    asyncio.run(run())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_terminal_watcher_hears_no_seat_form_and_every_draw(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    with ServerThread(tmp_path / "server") as server:
        assert server.server is not None
        codes: queue.Queue[str] = queue.Queue()
        watching = threading.Event()
        game = threading.Thread(target=play_a_game, args=(server.url, codes, watching), daemon=True)
        cmd = ["-m", "ristikontra", "online", "room", "--server", server.url, "--name", "Eve", "--lang", lang,
               "--speech", "text", "--no-sound"]
        child = pexpect.spawn(sys.executable, cmd, env=env_for(tmp_path / "eve"), encoding="utf-8",
                              dimensions=(50, 250), timeout=30)
        child.logfile_read = io.StringIO()
        try:
            child.expect(re.escape(t("net-room-empty").split(".")[0]))
            game.start()
            code = codes.get(timeout=30)
            child.expect("Anna")  # the table, new in the room's list
            child.send("\x1b[H")  # Home: the table
            child.send("w")
            child.expect(re.escape(t("net-watch-begun", code="\0", opener="Anna").split("\0")[0]))
            server_table = server.call(lambda: server.server.tables[code] if server.server else None)
            deadline = time.monotonic() + 30
            while not server.call(lambda: server_table.watcher_count()) and time.monotonic() < deadline:
                time.sleep(0.05)
            watching.set()
            game.join(150)
            assert not game.is_alive()
            log = server.call(lambda: [event_to_json(e) for e in server_table.log])
            over = next(e for e in log if e["type"] == "game_over")
            ends = game_end_words(t, over)
            child.expect("|".join(re.escape(end) for end in ends))
            child.send("s")  # the score key and the seats key, at the game's end
            child.send("i")
            # Then who dealt: its answer, the same in any words, comes after those of the keys before.
            dealer = NAMES[[e for e in log if e["type"] == "deal_started"][-1]["dealer"]]
            child.send("d")
            child.expect(re.escape(t("dealer-now", dealer=dealer, dealer_short=dealer, dealer_who="named")))
            transcript = _CONTROL.sub("", child.logfile_read.getvalue())
            # F1 says what Control+Q does for a watcher (not "a computer plays your seat"), and it does it.
            child.send("\x1bOP")
            child.send("\x1bOP")  # F1 again: every key at once
            child.expect(re.escape(t("net-help-quit-watching", room="yes")))
            keys = _CONTROL.sub("", child.before)
            assert t("net-help-quit") not in keys
            # "i" says the teams, not "your partner and the opponents".
            assert seat_forms_in(keys.splitlines(), lang) == []
            assert t("cmd-status-seating-watching") in keys
            child.send("\x1b")
            child.send("\x11")
            child.expect(re.escape(t("net-room-back")))
            assert child.isalive()
            # Watching the game once more, over now: where it stands is said to a watcher, not
            # "back at your seat", the teams by their players.
            deadline = time.monotonic() + 30
            while server.call(lambda: server_table.watcher_count()) and time.monotonic() < deadline:
                time.sleep(0.05)
            mark = len(child.logfile_read.getvalue())
            child.send("w")
            child.expect(re.escape(t("net-watch-begun", code="\0", opener="Anna").split("\0")[0]))
            child.expect(re.escape(t("game-won-watching", team_name=team_name(t, over["winner"]))))
            again = _CONTROL.sub("", child.before)
            assert seat_forms_in(again.splitlines(), lang) == [] and t("net-rejoined-after") not in again
            # Who may start a new game, by name: the line under the messages holds the same sentence
            # the speech says (it said "the player who opened the table" while the speech said "Anna").
            named = t("net-wait-again-named", name="Anna")  # drawn before or after the scores
            deadline = time.monotonic() + 30
            while named not in _CONTROL.sub("", child.logfile_read.getvalue()[mark:]) and time.monotonic() < deadline:
                with contextlib.suppress(pexpect.TIMEOUT):
                    child.read_nonblocking(4096, timeout=0.2)
            assert named in _CONTROL.sub("", child.logfile_read.getvalue()[mark:])
            assert t("net-wait-again") not in _CONTROL.sub("", child.logfile_read.getvalue())
        finally:
            # Everything the terminal showed, to read when this fails.
            (tmp_path / "heard.txt").write_text(_CONTROL.sub("", child.logfile_read.getvalue()), encoding="utf-8")
            child.close(force=True)
    # Everything said since watching began (the terminal's whole output).
    assert seat_forms_in(transcript.splitlines(), lang) == []
    draws = expected_draws(log, lang)
    assert draws and said_in_order(draws, transcript) == []
    # The score and the seats, by the teams' players.
    assert f"{team_name(t, 0)} " in transcript and f"{team_name(t, 1)} " in transcript
