"""What a player does while the connection is down, through a relay that cuts it as a failing
network would (a real server, real clients and the real application on a pipe, on loopback):
a chat line is said as not sent."""

from __future__ import annotations

from pathlib import Path

from tests.net.netharness import Cutter, ServerThread
from tests.net.test_net_online_keys import sit
from tests.ui.ui_harness import ENTER


def test_a_chat_line_typed_while_the_connection_is_lost_is_said_as_not_sent(tmp_path: Path) -> None:
    with ServerThread(tmp_path / "server") as server, Cutter(server.url) as cutter:
        anna = sit(server.url, tmp_path, "Anna", "de", "create")
        code = anna.online.client.code
        ben = sit(cutter.url, tmp_path, "Ben", "en", "join", code, seat=1)
        try:
            anna.hears("Ben setzt sich als Gegner dazu.")
            cutter.cut(hold=True)
            ben.hears("Connection lost.")
            ben.keys("/", *"anyone there", ENTER)
            ben.hears("Not sent: the connection is lost. Write it again once you are back at the table.")
            cutter.restore()
            ben.hears("Back at the table.")
            ben.keys("/", *"back again", ENTER)
            anna.hears("Ben: back again")
            ben.hears("Sent.")
            # Not kept to be sent later either: the line typed while away never reaches the table.
            assert not anna.said("anyone there") and not ben.said("Ben: anyone there")
        finally:
            ben.close()
            anna.close()

