"""What a hostile server sends is bounded in what the player hears, as the server bounds what
clients send: a chat line of 7 MB and a name of 100,000 characters are cut, 5,000 chat lines are
not read out one by one (said once that lines are left out), 23 frames the client cannot
read give the "cannot read" sentence once, and so do 50 refusals for reasons this version does
not know and 50 times the same notice. Before, all of it reached the terminal whole.

A hostile WebSocket server on loopback and the real application on a pipe, in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ristikontra.i18n import translator
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX
from tests.net.test_net_hostile_server import HostileServer
from tests.net.test_net_online_keys import sit


def _chat(name: str, text: str) -> str:
    return json.dumps({"type": "chat", "seat": 1, "name": name, "text": text})


FRAMES = [
    _chat("N" * 100_000, "x" * 7_340_032),
    *(_chat("Ben", f"line {n}") for n in range(5000)),
    *(["not json"] * 23),
    *(json.dumps({"type": "error", "reason": f"newer_{n}"}) for n in range(50)),  # reasons unknown here
    *(json.dumps({"type": "notice", "what": "dropped", "seat": 2, "name": "Cleo"}) for _ in range(50)),
    json.dumps({"type": "notice", "what": "left", "seat": 3, "name": "D" * 100_000}),
]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_a_flooding_server_sends_is_said_in_bounds(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    with HostileServer(FRAMES) as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        try:
            left = t("net-notice-left", name="D" * NAME_MAX + "…")
            anna.hears(left)  # the last frame: everything before it has been said or left out
            lines = anna.session.transcript
            assert t("net-chat", name="N" * NAME_MAX + "…", text="x" * CHAT_MAX + "…") in lines
            assert max(len(line) for line in lines) < 400
            chat = [line for line in lines if line.startswith("Ben: line ")]
            assert 0 < len(chat) <= 12, len(chat)
            assert lines.count(t("net-chat-flood")) == 1
            assert lines.count(t("net-error-garbled")) == 1
            assert lines.count(t("net-error-unknown")) == 1
            assert lines.count(t("net-notice-dropped", name="Cleo")) == 1
        finally:
            anna.close()
