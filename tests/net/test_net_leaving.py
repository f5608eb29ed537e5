"""Leaving an online table with Control+Q: the player hears that a computer plays the seat now
and how to take it back; the others hear who left. Before, a joined player heard only "Goodbye."
A real server on loopback, the real application on a pipe, one player in German, one in English."""

from __future__ import annotations

from pathlib import Path

import pytest

from ristikontra import launcher
from ristikontra.i18n import translator
from ristikontra.net.codes import format_code
from tests.net.netharness import ServerThread
from tests.net.test_net_online_keys import sit
from tests.ui.ui_harness import ENTER


@pytest.mark.parametrize(("anna_lang", "ben_lang"), [("de", "en"), ("en", "de")])
def test_leaving_says_how_to_come_back(tmp_path: Path, anna_lang: str, ben_lang: str) -> None:
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", anna_lang, "create")
        code = anna.online.client.code
        assert code is not None
        ben = sit(server.url, tmp_path, "Ben", ben_lang, "join", code, seat=1)
        try:
            anna.hears(translator(anna_lang)("net-lobby-seated", name="Ben", place="opponent"))
            ben.close()
            t = translator(ben_lang)
            said = ben.session.transcript
            assert said[-2:] == [t("net-bye-seated", code=format_code(code), command=launcher.command(),
                                   server=server.url, lang=ben_lang), t("ui-bye")], said[-3:]
            # The command brings Ben back in the language he played in, whatever the system's is.
            assert said[-2].endswith(f'online join "{format_code(code)}" --server {server.url} --lang {ben_lang}')
        finally:
            anna.close()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_player_who_leaves_the_game_is_said_to_be_replaced_by_a_computer(tmp_path: Path, lang: str) -> None:
    """Once the game runs, a computer takes the seat of whoever leaves at once; the others heard
    only "Ben left the table." and could wait for him."""
    t = translator(lang)
    with ServerThread(tmp_path / "server") as server:
        anna = sit(server.url, tmp_path, "Anna", lang, "create")
        code = anna.online.client.code
        ben = sit(server.url, tmp_path, "Ben", "en", "join", code, seat=1)
        try:
            anna.hears(t("net-lobby-seated", name="Ben", place="opponent"))
            anna.keys(ENTER)  # Anna opened the table: the game starts
            ben.wait(lambda: ben.session.keyboard.mode in ("play", "between"), "the game did not start for Ben")
            ben.close()
            anna.hears(t("net-notice-left-computer", name="Ben"))
            assert "Ben" in t("net-notice-left-computer", name="Ben")
        finally:
            anna.close()
