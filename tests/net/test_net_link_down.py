"""What a player does while the connection is down, through a relay that cuts it as a failing
network would (a real server, real clients and the real application on a pipe, on loopback):
a chat line is said as not sent, and a seat lost to someone faster is said as taken."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from ristikontra.i18n import translator
from ristikontra.net.client import Client
from tests.net.netharness import Cutter, ServerThread
from tests.net.test_net_lobby_race import sits_down
from tests.net.test_net_online_keys import Terminal, sit
from tests.ui.ui_harness import DOWN, ENTER


@contextmanager
def ben_away(tmp: Path) -> Iterator[tuple[Terminal, Terminal, Cutter]]:
    """Anna (German) at her table, Ben (English) at seat 2 through a relay that has just cut
    his connection and keeps him out: yields both terminals and the relay, once Ben heard it."""
    with ServerThread(tmp / "server") as server, Cutter(server.url) as cutter:
        anna = sit(server.url, tmp, "Anna", "de", "create")
        ben = sit(cutter.url, tmp, "Ben", "en", "join", anna.online.client.code, seat=1)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            cutter.cut(hold=True)
            ben.hears("Connection lost.")
            yield anna, ben, cutter
        finally:
            ben.close()
            anna.close()


#: How the turn begins in each language ("Your turn.", "Your lead.").
TURN = {"en": ("Your turn", "Your lead"), "de": ("Du bist dran", "Du spielst aus")}


@contextmanager
def ben_cut_at_his_turn(tmp: Path, lang: str) -> Iterator[tuple[Terminal, Cutter]]:
    """Ben alone with computers at the table he opened, cut off on his turn through a relay that
    keeps him out: yields his terminal and the relay, once he heard that the line is lost."""
    with ServerThread(tmp / "server") as server, Cutter(server.url) as cutter:
        ben = sit(cutter.url, tmp, "Ben", lang, "create")
        try:
            ben.keys(ENTER)  # he opened the table: Enter starts, computers play the other seats
            ben.wait(lambda: any(line.startswith(TURN[lang]) for line in ben.session.transcript),
                     "Ben's turn never came")
            cutter.cut(hold=True)
            ben.hears(translator(lang)("net-link-lost"))
            yield ben, cutter
        finally:
            ben.close()


def test_a_chat_line_typed_while_the_connection_is_lost_is_said_as_not_sent(tmp_path: Path) -> None:
    with ben_away(tmp_path) as (anna, ben, cutter):
        ben.keys("/", *"anyone there", ENTER)
        ben.hears("Not sent: the connection is lost. Write it again once you are back at the table.")
        cutter.restore()
        ben.hears("Back at the table.")
        ben.keys("/", *"back again", ENTER)
        anna.hears("Ben: back again")
        ben.hears("Sent.")
        # Not kept to be sent later either: the line typed while away never reaches the table.
        assert not anna.said("anyone there") and not ben.said("Ben: anyone there")


def test_a_seat_lost_to_someone_faster_is_said_as_taken_even_if_the_list_cannot_be_read_again(
        tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, Cutter(server.url) as cutter:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        code = anna.online.client.code
        assert code is not None
        ben = sit(cutter.url, tmp_path, "Ben", "en", "join", code)
        dora = Client(server.url, name="Dora")
        try:
            ben.hears("Seat 2: opponent of Anna, who sits on your right. 1 of 3")
            ben.keys(DOWN)
            ben.hears("Seat 3: partner of Anna. 2 of 3")
            ben.online.remote.run(sits_down(dora, code, 2))
            ben.hears("Dora has just taken seat 3.")
            # The connection drops the moment the refusal arrives: reading the list again fails.
            cutter.cut_on = b"seat_taken"
            ben.keys(ENTER)
            ben.hears("Dora took seat 3 just before you. Choose another seat.")
            ben.hears("Connection lost.")
            assert not ben.said("The server cannot be reached.")
            # The cursor is on a free seat, never on the one just lost.
            ben.hears("Seat 4: opponent of Anna, who sits on your left, "
                      "opponent of Dora, who sits on your right. 2 of 2")
            ben.hears("Back at the table.")
            assert ben.online.choosing and ben.online.client.seat is None
            ben.keys(ENTER)
            ben.wait(lambda: ben.online.client.seat == 3, "Ben did not sit down once back")
        finally:
            ben.online.remote.run(dora.close())
            ben.close()
            anna.close()


def test_nothing_is_sent_on_a_connection_reopened_before_the_seat_is_taken_back(tmp_path: Path) -> None:
    with ben_away(tmp_path) as (anna, ben, cutter):
        ben.keys("/", *"now", "!")  # the line is typed while away, sent as the socket reopens
        relayed, cutter.lag = cutter.relayed, 2.0
        cutter.restore()
        ben.wait(lambda: cutter.relayed > relayed, "Ben's client did not try again")
        ben.keys(ENTER)
        # The socket is open, but the seat is not Ben's again yet: a line sent now would reach
        # the server as a stranger's, and its refusal would be read as the seat's answer.
        ben.hears("Not sent: the connection is lost. Write it again once you are back at the table.")
        assert not ben.said("Back at the table.")
        ben.hears("Back at the table.")
        ben.keys("/", *"here", ENTER)
        anna.hears("Ben: here")
        assert not anna.said("Ben: now!")


def test_the_turn_is_said_again_once_back_at_the_table(tmp_path: Path) -> None:
    """Back from a lost connection on his own turn, with nothing missed (the game waited for him),
    Ben hears that it is his turn: before, "Back at the table." was all, and a player who cannot
    see the screen did not know the game was waiting for him."""
    def turns(lines: list[str]) -> list[str]:
        return [line for line in lines if line.startswith(("Your turn", "Your lead"))]

    with ben_cut_at_his_turn(tmp_path, "en") as (ben, cutter):
        cutter.restore()
        ben.hears("Back at the table.")
        back = ben.session.transcript.index("Back at the table.")
        ben.wait(lambda: bool(turns(ben.session.transcript[back:])), "the turn was not said again")
        ben.keys("/", *"here", ENTER)
        ben.hears("Sent.")  # everything said on coming back has been said by now
        assert len(turns(ben.session.transcript[back:])) == 1, ben.session.transcript[back:]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_key_that_needs_the_server_answers_while_the_connection_is_lost(tmp_path: Path, lang: str) -> None:
    """Enter and b said nothing with the connection lost, and w still said "Your turn."; now each
    says that nothing was played (or that whose turn it is cannot be known), and the turn is
    said again once back."""
    t = translator(lang)
    turn = TURN[lang]
    with ben_cut_at_his_turn(tmp_path, lang) as (ben, cutter):
        lost = len(ben.session.transcript)
        hand = list(ben.session.keyboard.hand.cards)
        for key in (ENTER, "b", "w"):
            ben.keys(key)
        said = ben.session.transcript[lost:]
        assert said.count(t("net-not-played-lost")) == 2, said
        assert said[-1] == t("net-turn-lost"), said
        assert not any(line.startswith(turn) for line in said), said
        cutter.restore()
        ben.hears(t("net-link-back"))
        back = ben.session.transcript.index(t("net-link-back"), lost)
        ben.wait(lambda: any(line.startswith(turn) for line in ben.session.transcript[back:]),
                 "the turn was not said again")
        assert list(ben.session.keyboard.hand.cards) == hand, "a key played a card while away"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_long_loss_is_recalled_until_the_line_is_back_and_the_trick_is_said_on_return(
        tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """One "connection lost" and then minutes of silence left a player unsure whether anything
    ran: while the line is being restored, a reminder names the way out, again and again; once
    back, none comes, and the trick the game waited on is said before the turn."""
    from ristikontra.ui.online import table

    monkeypatch.setattr(table, "STILL_LOST_EVERY", 0.4)
    t = translator(lang)
    turn = TURN[lang]
    with ben_cut_at_his_turn(tmp_path, lang) as (ben, cutter):
        ben.wait(lambda: ben.session.transcript.count(t("net-link-still-lost")) >= 2, "no reminder came")
        cutter.restore()
        ben.hears(t("net-link-back"))
        back = ben.session.transcript.index(t("net-link-back"))
        ben.wait(lambda: any(line.startswith(turn) for line in ben.session.transcript[back:]),
                 "the turn was not said again")
        view = ben.session.view()
        assert view is not None and view.my_turn
        after = ben.session.transcript[back:]
        if view.trick:  # he does not lead: the cards before his are said before the turn
            trick = ben.session.keyboard.announcer.current_trick(view, numbered=False).text
            said_turn = next(i for i, line in enumerate(after) if line.startswith(turn))
            assert trick in after[:said_turn], after
        reminders = ben.session.transcript.count(t("net-link-still-lost"))
        time.sleep(1.0)  # more than two reminders' time: none comes once back
        assert ben.session.transcript.count(t("net-link-still-lost")) == reminders
