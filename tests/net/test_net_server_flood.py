"""What a hostile server sends is bounded in what the player hears, as the server bounds what
clients send: a chat line of 7 MB and a name of 100,000 characters are cut, 5,000 chat lines are
not read out one by one (said once that lines are left out), 23 frames the client cannot
read give the "cannot read" sentence once, and so do 50 refusals for reasons this version does
not know and 50 times the same notice. Before, all of it reached the terminal whole.

A hostile WebSocket server on loopback and the real application on a pipe, in both languages."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ristikontra.engine import PRESETS, REASONS, GameState
from ristikontra.engine.events import event_to_json
from ristikontra.engine.view_json import view_to_json
from ristikontra.i18n import translator
from ristikontra.net.clientstate import FLOOD_EVENTS
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX
from tests.net.test_net_hostile_server import HostileServer
from tests.net.test_net_online_keys import sit
from tests.ui.ui_harness import CTRL_Q


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
            began = time.monotonic()
            left = t("net-notice-left", name="D" * NAME_MAX + "…")
            anna.hears(left)  # the last frame: everything before it has been said or left out
            seconds = time.monotonic() - began
            lines = anna.session.transcript
            assert t("net-chat", name="N" * NAME_MAX + "…", text="x" * CHAT_MAX + "…") in lines
            assert max(len(line) for line in lines) < 400
            chat = [line for line in lines if line.startswith("Ben: line ")]
            # A burst of 8, then about a line a second while the flood lasts (a busy machine
            # takes longer to read the 5,000 lines).
            assert 0 < len(chat) <= 12 + seconds, (len(chat), seconds)
            assert lines.count(t("net-chat-flood")) == 1
            assert lines.count(t("net-error-garbled")) == 1
            assert lines.count(t("net-error-unknown")) == 1
            assert lines.count(t("net-notice-dropped", name="Cleo")) == 1
        finally:
            anna.close()


def _game_frames() -> tuple[dict[str, object], list[dict[str, object]], dict[str, object]]:
    """A real deal's first card, as a server sends it: the events frame's view, the events, and
    a refusal's view (seat 0 to move, before the card)."""
    state = GameState(rules=PRESETS["sticks"], seed=1)
    state.start_deal()
    before = view_to_json(state.view(0))
    played = state.apply(state.legal_actions()[0])
    return view_to_json(state.view(0)), [event_to_json(e) for e in played], before


def _events(count: int, per_frame: int) -> list[str]:
    view, events, _ = _game_frames()
    return [json.dumps({"type": "events", "view": view, "at": n + 2,
                        "events": [{**events[0], "seq": n * per_frame + i + 1} for i in range(per_frame)]})
            for n in range(count)]


def _refusals(count: int) -> list[str]:
    _, _, view = _game_frames()
    reasons = [r for r in REASONS if r not in ("lead_limit", "fourth_king")]
    return [json.dumps({"type": "refused", "reason": reasons[n % len(reasons)], "view": view}) for n in range(count)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("frames", [
    pytest.param(_events(5000, 1), id="5000 events frames at once"),
    pytest.param(_events(1, 50_000), id="one frame of 50000 events"),
    pytest.param(_refusals(3000), id="3000 refusals"),
])
def test_a_server_sending_far_more_than_a_game_can_is_said_once_and_left(tmp_path: Path, lang: str,
                                                                         frames: list[str]) -> None:
    """Thousands of events frames, a frame of 50,000 events, thousands of refusals: no game
    sends that. The player hears a bounded part of it, then once that the server sends more than
    a game can, and the connection is closed for good; before, every line was said."""
    t = translator(lang)
    with HostileServer(frames) as server:
        began = time.monotonic()
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        try:
            anna.hears(t("net-error-flooding"))
            seconds = time.monotonic() - began
            anna.hears(t("net-link-gone"))
            time.sleep(0.3)  # anything still on its way would be said now
            lines = anna.session.transcript
            assert lines.count(t("net-error-flooding")) == 1
            # The budget's burst, then its rate while the flood was read (a busy machine reads
            # the 5,000 frames more slowly), and the table's own few lines.
            rate, burst = FLOOD_EVENTS
            assert len(lines) < burst + rate * seconds + 50, (len(lines), seconds)
            assert len(lines) < 0.8 * len(frames) or len(frames) == 1, (len(lines), seconds)
            assert not any("still here" in line for line in lines)  # nothing read after the flood
            assert len(server.connections) == 1  # not asked again: a reconnect would bring more
        finally:
            anna.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_once_the_line_is_gone_keys_and_leaving_say_so(tmp_path: Path, lang: str) -> None:
    # No retry comes after "could not be restored": a key says that, not "trying to reconnect",
    # and leaving says how to come back, not that a computer plays the seat now.
    t = translator(lang)
    with HostileServer(_refusals(3000)) as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        try:
            anna.hears(t("net-link-gone"))
            anna.keys("w")  # whose turn: not known here, and no retry comes
            anna.hears(t("net-key-gone"))
            anna.keys(CTRL_Q)
            anna.hears(t("net-bye-gone", code="", command="", server="", lang="").split(" ")[0])
            lines = anna.session.transcript
            assert not any(t("net-not-sent-lost") in line or t("net-not-played-lost") in line for line in lines)
            bye = [line for line in lines if "online join" in line]
            assert bye and t("net-bye-seated", code="", command="", server="", lang="")[:20] not in bye[0]
        finally:
            anna.close()
