"""A mixed table: a terminal player (the real keyboard table of `ristikontra online`, its keys on
a pipe) and two browsers, one German and one English, at one server table. Each hears the others
sit down in its own language, and a chat line goes each way between them, said once."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.net.netharness import ServerThread
from tests.net.test_net_keyboard import Player, sit
from tests.web.test_web_lobby import said, wait_said

#: (locale, name, the seat-choice button, the table's name) of each browser.
BROWSERS = {"en": ("en-GB", "Dave", "Take seat {}", "Card table"),
            "de": ("de-DE", "Clara", "Platz {} nehmen", "Spieltisch")}


def take_seat(open_page: Any, code: str, lang: str, seat: int) -> Any:
    locale, name, take, _ = BROWSERS[lang]
    page = open_page(f"/t/{code}", locale=locale)
    page.get_by_label("Your name" if lang == "en" else "Dein Name").fill(name)
    page.get_by_role("button", name=take.format(seat)).click()
    return page


def chat(page: Any, lang: str, text: str) -> None:
    page.get_by_role("listbox", name=BROWSERS[lang][3]).focus()
    page.keyboard.press("/")
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def heard_by(terminal: Any, line: str, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while line not in terminal.transcript:
        assert time.monotonic() < deadline, f"the terminal never said {line!r}; last: {terminal.transcript[-4:]}"
        time.sleep(0.02)


def test_two_browsers_and_a_terminal_sit_at_one_table_and_chat_each_way(
        open_page: Any, web_server: ServerThread, tmp_path: Path) -> None:
    ben = sit(web_server.url, tmp_path, "en", "create")  # the terminal opens the table, at seat 1
    code = ben.table.client.code  # type: ignore[union-attr]
    terminal = Player(ben, until_said="Dave: Hello, all!")
    terminal.thread.start()
    try:
        dave = take_seat(open_page, code, "en", 2)
        wait_said(dave, "Ben is already at the table, as an opponent.")
        clara = take_seat(open_page, code, "de", 3)
        wait_said(clara, "Ben sitzt schon als dein Partner am Tisch.")
        wait_said(clara, "Dave sitzt schon als Gegner am Tisch.")
        wait_said(dave, "Clara sits down as an opponent.")
        heard_by(ben, "Dave sits down as an opponent.")
        heard_by(ben, "Clara sits down as your partner.")

        chat(clara, "de", "Schön, äöü ß!")
        wait_said(dave, "Clara: Schön, äöü ß!")
        heard_by(ben, "Clara: Schön, äöü ß!")
        ben.table.send_chat("Hi both, shall we?")  # type: ignore[union-attr]
        wait_said(clara, "Ben: Hi both, shall we?")
        wait_said(dave, "Ben: Hi both, shall we?")
        chat(dave, "en", "Hello, all!")
        wait_said(clara, "Dave: Hello, all!")
        terminal.join()  # it heard Dave's line and left
        clara.wait_for_timeout(300)  # a second saying would be in by now
        for page in (clara, dave):
            lines = said(page)
            for line in ("Ben: Hi both, shall we?", "Clara: Schön, äöü ß!", "Dave: Hello, all!"):
                assert lines.count(line) <= 1, (line, lines)
            assert page.problems.errors == []
        assert ben.transcript.count("Clara: Schön, äöü ß!") == 1
        # Each hears the others in its own language only.
        assert not any("sits down" in line or "already at the table" in line for line in said(clara))
        assert not any("setzt sich" in line or "sitzt schon" in line for line in said(dave) + ben.transcript)
    finally:
        ben.close()
        terminal.online.close()
