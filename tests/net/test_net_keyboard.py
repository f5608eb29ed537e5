"""The keyboard table at a table on a real server: real clients, the real application on a pipe.

Two people, one German and one English, sit at one server table (two computer seats), each in
the real `TableApp` with keys through a pipe, and play a whole deal; each hears it in their own
language. A dropped connection is said once ("lost"), the return once ("back"), with a summary
of what was missed.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.cli.online import connect
from ristikontra.engine import Event, SeatView
from ristikontra.keep.settings import Settings
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.ui.online.table import OnlineTable, printable
from ristikontra.ui.seat.help import keys_text
from ristikontra.ui.seat.keys import BINDINGS
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession
from tests.net.netharness import ServerThread, online_table
from tests.net.test_net_resilience import cut
from tests.ui.ui_harness import RecordingOutput, result_heard

NEXT_DEAL = next(b for b in BINDINGS if b.command == "next_deal")

TURN_SAID = {"en": re.compile(r"Your (turn|lead)\."), "de": re.compile(r"Du (bist dran|spielst aus)\.")}
DEAL_OVER_SAID = {"en": "ready for the next deal", "de": "bereit für die nächste Runde",
                  "fi": "valmis seuraavaan jakoon"}


def sit(url: str, tmp: Path, lang: str, action: str, code: str | None = None, **chosen: object) -> TableSession:
    """A terminal's session at a server table (created, or joined by code)."""
    settings = Settings(lang=lang, speech="text", sound=False, **chosen)  # type: ignore[arg-type]
    client = Client(url, name={"de": "Anna", "en": "Ben"}[lang], tokens=TokenStore(tmp / f"{lang}.json"))
    online = OnlineTable(client)
    online.remote.start()
    # --seat counts as the lobby speaks: 2 is seat 1, beside Anna
    args = argparse.Namespace(action=action, code=code, seat=None if action == "create" else 2)
    online.creator = online.remote.run(connect(client, args, settings))
    session = TableSession(settings, table=online, seat=client.seat or 0, output=RecordingOutput(), read_only=True)
    online.welcome()
    return session


@dataclass
class Player:
    """One terminal: the real application on a pipe in a thread of its own, playing when asked."""

    session: TableSession
    start: bool = False
    until_said: str = ""
    #: Called on the application's loop once, when the table has been played for a while.
    midway: list[object] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.thread = threading.Thread(target=self._run, daemon=True)

    @property
    def online(self) -> OnlineTable:
        return online_table(self.session)

    def _run(self) -> None:
        try:
            asyncio.run(self._play())
        except BaseException as exc:  # reported by the test
            self.errors.append(exc)

    def said(self, text: str) -> bool:
        return any(text in line for line in self.session.transcript)

    async def _play(self) -> None:
        # An application session of this thread's own (prompt_toolkit's default is shared by threads).
        with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
            app = TableApp(self.session, input=pipe, output=DummyOutput())
            task = asyncio.create_task(app.run_async())
            await asyncio.sleep(0.2)
            if self.start:
                pipe.send_text("\r")  # the creator starts: the empty seats become computers
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 60
            played_at: tuple[int, int, int] | None = None
            while not self.said(self.until_said):
                assert loop.time() < deadline, "the deal did not end in time"
                assert not task.done()
                view = self.session.keyboard.view
                turn = (view.deal, len(view.history), len(view.trick)) if view is not None else None
                if view is not None and view.my_turn and turn != played_at and view.legal:
                    # Focus a legal card with the hand cursor and play it with Enter, as a person would.
                    hand = self.session.keyboard.hand
                    legal = [a.card for a in view.legal if getattr(a, "card", None) is not None]
                    if legal:
                        hand.index = hand.cards.index(legal[0])
                        pipe.send_text("\r")
                    else:
                        pipe.send_text("b")
                    played_at = turn
                await asyncio.sleep(0.01)
            pipe.send_text("\x11")  # Ctrl+Q
            await asyncio.wait_for(task, 10)

    def join(self) -> None:
        self.thread.join(90)
        assert not self.thread.is_alive(), "the player's application did not finish"
        assert not self.errors, self.errors[0]


def test_a_german_and_an_english_keyboard_play_a_deal_at_one_server_table(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "de", "create")
        code = anna.table.client.code  # type: ignore[union-attr]
        ben = sit(server.url, tmp_path, "en", "join", code)
        players = [Player(anna, start=True, until_said=DEAL_OVER_SAID["de"]),
                   Player(ben, until_said=DEAL_OVER_SAID["en"])]
        try:
            for player in players:
                player.thread.start()
            for player in players:
                player.join()
            anna.keyboard.help()  # F1 between deals: the online keys too, in German
            ben.keyboard.help()
            # Anna says she is ready (Enter): her live line says so from then on (issue 32, item 16).
            result_heard(anna)
            anna.keyboard.next_deal()
            assert anna.keyboard.live_line()[0] == "Bereit; warte auf die anderen."
            assert ben.keyboard.live_line()[0] == ben.t("net-next-deal-prompt"), "Ben has not said so"
        finally:
            for player in players:
                player.session.close()
                player.online.close()
        de, en = anna.transcript, ben.transcript
        assert any(line.startswith("Tisch eröffnet. Der Code lautet ") for line in de)
        assert any(line == f"You joined table {code[:3]} {code[3:]}." for line in en)
        assert any(TURN_SAID["de"].search(line) for line in de)
        assert any(TURN_SAID["en"].search(line) for line in en)
        assert not any(TURN_SAID["en"].search(line) for line in de)
        assert not any(TURN_SAID["de"].search(line) for line in en)
        assert any(line.startswith("Online: Eingabetaste oder Leertaste meldet dich bereit") for line in de)
        # Between deals the live line says what Enter does at this table (get ready, not deal
        # the next hand), and the prompt was said once; Anna has said she is ready (above).
        for player in (anna, ben):
            prompt = player.t("net-next-deal-prompt")
            assert player.mode == "between"
            assert player.keyboard.live_line()[0] == (player.t("net-live-ready") if player is anna else prompt)
            assert player.transcript.count(prompt) == 1
            # F1 (asked above) gave the online meaning of Enter, not also the local "deal the next hand".
            local = player.t("help-line", keys=keys_text(player.t, NEXT_DEAL), action=player.t("cmd-next-deal"))
            assert local not in player.transcript
        assert "Online: Control+Q leaves the table; a computer plays your seat." in en
        # Anna heard Ben sit down, as an opponent (seat 1 beside seat 0), in German.
        assert "Ben setzt sich als Gegner dazu." in de
        for lines in (de, en):
            assert all(printable(line) == line for line in lines)


def test_a_dropped_connection_is_said_once_lost_once_back_with_what_was_missed(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server", grace=0.1) as server:
        anna = sit(server.url, tmp_path, "en", "create")
        player = Player(anna, start=True, until_said="While you were away:")
        online = player.online
        # The view the seat came back to: whether a trick was under way then decides what follows.
        views_back: list[SeatView] = []
        on_missed = online.on_missed

        def remember_view(events: Sequence[Event], view: SeatView) -> None:
            views_back.append(view)
            on_missed(events, view)

        online.on_missed = remember_view  # type: ignore[method-assign]
        try:
            player.thread.start()
            # Wait until a few cards are down, then cut the line without a goodbye.
            for _ in range(2000):
                view = anna.keyboard.view
                if view is not None and len(view.history) >= 2:
                    break
                threading.Event().wait(0.01)
            online.remote.loop.call_soon_threadsafe(cut, online.client)
            player.join()
        finally:
            anna.close()
            online.close()
        lines = anna.transcript
        lost = [line for line in lines if line.startswith("Connection lost")]
        back = [line for line in lines if line == "Back at the table."]
        assert len(lost) == 1 and len(back) == 1
        assert lines.index(lost[0]) < lines.index(back[0])
        # The summary of what was missed follows the return.
        assert any(line.startswith("While you were away:") for line in lines[lines.index(back[0]):])
        # The cards of the trick in progress are named, not only counted.
        summary = next(line for line in lines[lines.index(back[0]):] if line.startswith("While you were away:"))
        after = lines[lines.index(summary) + 1] if lines.index(summary) + 1 < len(lines) else ""
        assert "0 tricks" not in summary
        # A trick under way is said card by card ("The left opponent led the four of diamonds, …");
        # a trick not yet begun has no cards to say, then the turn follows if it is ours.
        (view,) = views_back
        if view.phase == "playing" and view.trick:
            assert " led the " in after, (summary, after)
        elif view.phase == "playing" and view.my_turn:
            assert after.startswith(("Your turn", "Your lead")), (summary, after)
