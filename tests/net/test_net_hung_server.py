"""A server that stops answering (kill -STOP, a stalled route) while the connection stands: the
player hears within seconds that the server is not answering, and again when it answers. Before,
nothing was said for 50 s after playing a card, until the library's keepalive gave up.

A real server process on loopback, stopped and continued by signals; the real application on a
pipe, one player in German and one in English."""

from __future__ import annotations

import asyncio
import signal
import subprocess
from pathlib import Path

import pytest

from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Link
from tests.net.netharness import server_process, until
from tests.net.test_net_online_keys import sit


def test_a_hung_server_is_said_within_seconds_and_so_is_its_return(tmp_path: Path) -> None:
    with server_process(tmp_path / "server") as (proc, url):
        anna = sit(url, tmp_path, "Anna", "de", "create")
        ben = sit(url, tmp_path, "Ben", "en", "join", anna.online.client.code, seat=1)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            proc.send_signal(signal.SIGSTOP)
            try:
                # The client's own limit is a few seconds; the wait leaves room for a busy machine.
                ben.hears("The server is not answering. The game is waiting for it…", timeout=10)
                anna.hears("Der Server antwortet gerade nicht. Das Spiel wartet auf ihn …", timeout=10)
            finally:
                proc.send_signal(signal.SIGCONT)
            ben.hears("The server answers again.", timeout=10)
            anna.hears("Der Server antwortet wieder.", timeout=10)
            # The connection stood all along: it was never lost, nothing to come back to.
            assert not ben.said("Connection lost.") and not anna.said("Verbindung verloren.")
        finally:
            ben.close()
            anna.close()


def test_a_server_silent_for_long_counts_as_lost_and_is_taken_back_once_it_answers(tmp_path: Path) -> None:
    """After `silent_limit` seconds of silence the connection is given up and opened anew, as
    for a cut line; the seat is taken back once the server answers (short limits here)."""
    async def scenario(url: str, proc: subprocess.Popen[str]) -> list[str]:
        client = Client(url, name="Anna", answer_within=0.5, silent_limit=1.5, open_timeout=1.0,
                        tokens=TokenStore(tmp_path / "tokens.json"))
        states: list[str] = []
        await client.connect()
        await client.create()
        proc.send_signal(signal.SIGSTOP)
        try:
            while "lost" not in states:
                link = await until(client, Link, timeout=10)
                states.append(link.state)
        finally:
            proc.send_signal(signal.SIGCONT)
        states.append((await until(client, Link, timeout=20)).state)
        await client.close()
        return states

    with server_process(tmp_path / "server") as (proc, url):
        assert asyncio.run(scenario(url, proc)) == ["silent", "lost", "back"]


@pytest.mark.parametrize(("lang", "sent"), [("en", "Your card is sent; the server has not answered yet."),
                                            ("de", "Deine Karte ist abgeschickt; der Server hat noch nicht "
                                                   "geantwortet.")])
def test_keys_after_a_card_sent_to_a_silent_server_say_it_is_sent(tmp_path: Path, lang: str, sent: str) -> None:
    """While the server does not answer (before the connection counts as lost), a second Enter,
    `b` and `w` each say that the card is sent and not answered; `w` said "your turn" before, and
    Enter and `b` said nothing."""
    from tests.ui.ui_harness import ENTER

    with server_process(tmp_path / "server") as (proc, url):
        anna = sit(url, tmp_path, "Anna", "de", "create")
        ben = sit(url, tmp_path, "Ben", lang, "join", anna.online.client.code, seat=1)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            anna.keys(ENTER)  # Anna opened the table: the game starts
            played: list[object] = []

            def bens_turn() -> bool:
                """Ben's turn has come; Anna (the only other person) plays a legal card on hers."""
                keyboard = ben.session.keyboard
                if keyboard.view is not None and keyboard.view.phase == "playing" and keyboard.view.my_turn \
                        and keyboard.mode == "play":
                    return True
                mine = anna.session.keyboard.view
                if mine is not None and mine.phase == "playing" and mine.my_turn and mine not in played \
                        and anna.session.keyboard.mode == "play":
                    hand = anna.session.keyboard.hand
                    hand.index = hand.cards.index(next(a.card for a in mine.legal if getattr(a, "card", None)))
                    played.append(mine)
                    anna.keys(ENTER)
                return False

            ben.wait(bens_turn, "Ben's turn never came", timeout=60)
            proc.send_signal(signal.SIGSTOP)
            try:
                ben.keys(ENTER)  # the card goes out; no answer comes
                start = len(ben.session.transcript)
                ben.keys(ENTER, "b", "w")
                ben.wait(lambda: ben.session.transcript[start:].count(sent) == 3,
                         f"not every key answered: {ben.session.transcript[start:]}", timeout=10)
            finally:
                proc.send_signal(signal.SIGCONT)
        finally:
            ben.close()
            anna.close()
