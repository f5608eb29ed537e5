"""Issue 12 through the real application on a pipe: long texts, pastes, quitting while an
output opens, and the autosave written before a trick's result is said."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from ui_harness import CTRL_Q, DOWN, ENTER, PAGE_DOWN, PAGE_UP, RIGHT, Driver, make_session

from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_full_rules_then_page_down_say_the_newest_message(lang: str) -> None:
    # Shift+R now opens the rules as a document to step through, so the whole rules text (the
    # longest message there is) goes into the history directly; Page Down must give it back whole.
    session = make_session(lang)
    Driver(session).run([lambda s: s.emit(s.announcer.rules_text(), remember=True), PAGE_DOWN, PAGE_UP, PAGE_DOWN])
    rules = session.announcer.rules_text().text
    assert len(rules) > 2500, "longer than a Fluent placeable may be"
    newest = translator(lang)("ui-messages-last", text=rules)
    assert newest in session.transcript
    assert newest.endswith(rules)
    assert session.transcript[-1].startswith(rules), "Page Down back to it reads it whole, its place after it"


def test_any_long_text_goes_through_a_message_whole() -> None:
    t = translator("de")
    text = "Wort " * 20_000
    assert t("ui-messages-last", text=text).endswith(text)


def _paste_messages(session: TableSession) -> int:
    return session.transcript.count(session.t("ui-paste-ignored"))


def test_a_stray_paste_start_does_not_make_the_game_deaf() -> None:
    session = make_session("en")
    before = len(session.transcript)
    Driver(session).run(["\x1b[200~", "h", RIGHT, CTRL_Q])
    said = session.transcript[before:]
    assert session.t("ui-paste-ignored") in said
    assert said[-1] == session.t("ui-saved-bye"), "Ctrl+Q still saves and quits"


@pytest.mark.parametrize("bracketed", [True, False])
def test_a_long_paste_is_one_input_answered_at_once(bracketed: bool) -> None:
    session = make_session("en")
    text = ("hello world 23456789 " * 1000)[:20_000]
    payload = f"\x1b[200~{text}\x1b[201~" if bracketed else text
    before = len(session.transcript)

    async def run() -> float:
        with create_pipe_input() as pipe:
            app = TableApp(session, input=pipe, output=DummyOutput())
            app.app.ttimeoutlen = 0.01
            session.start()
            task = asyncio.create_task(app.run_async())
            await asyncio.sleep(0.2)
            started = time.perf_counter()
            # In the pieces a terminal delivers a paste in.
            for offset in range(0, len(payload), 4096):
                pipe.send_text(payload[offset:offset + 4096])
            while _paste_messages(session) == 0:
                await asyncio.sleep(0.001)
                assert time.perf_counter() - started < 5, "the paste was not answered"
            answered = time.perf_counter() - started
            await asyncio.sleep(0.3)
            pipe.send_text("h")
            await asyncio.sleep(0.2)
            app.app.exit(result=0)
            await asyncio.wait_for(task, 10)
            return answered

    answered = asyncio.run(run())
    assert answered < 1.0
    said = session.transcript[before:]
    assert _paste_messages(session) == 1, "one answer, not one per character"
    assert session.t("ui-key-unused") not in said
    assert len(said) < 30
    session.check_invariants()


def test_quitting_while_a_new_output_opens_raises_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    errors: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))  # type: ignore[arg-type]
    settings = Settings(lang="en", level="random", ai_delay=0.0, speech="text", sound=False)
    session = TableSession(settings, seed=2)
    create = session.speaker.create_output

    def slow_create() -> Any:
        time.sleep(0.3)  # opening audio takes this long on a real machine, and longer
        return create()

    monkeypatch.setattr(session.speaker, "create_output", slow_create)
    # Options, down to the speech channel, change it, and quit at once.
    Driver(session).run(["o", DOWN, RIGHT, CTRL_Q], wait=False)
    session.close()
    time.sleep(0.8)
    assert not errors, errors


def test_the_autosave_holds_each_trick_before_its_result_is_said(private_dirs: Path) -> None:
    session = make_session("en", seed=5)
    checked: list[int] = []

    emit = session.speaker.emit

    def checked_emit(message: Any, **options: Any) -> Any:
        # Whenever anything is said after a trick, the save must already hold that trick.
        state = session.state
        if state is not None and state.phase == "playing" and state.history:
            loaded = saves.load_game()
            assert loaded.game is not None
            assert len(loaded.game.state.history) == len(state.history), message.text
            checked.append(len(state.history))
        return emit(message, **options)

    session.speaker.emit = checked_emit  # type: ignore[method-assign]
    Driver(session).run([ENTER] * 40)
    assert checked and max(checked) >= 5


def test_nothing_reaches_the_terminal_but_our_lines(capfd: pytest.CaptureFixture[str]) -> None:
    session = make_session("en")
    Driver(session).run(["R", PAGE_DOWN, "\x1b[200~", "ä€🂡", "\x1b[99~", "\x1b[1;5P", ENTER, CTRL_Q])
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "Unhandled exception" not in out + err


def test_a_bug_behind_a_key_is_said_and_the_game_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                         capfd: pytest.CaptureFixture[str]) -> None:
    session = make_session("de")

    def broken() -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(session.keyboard, "status_hand", broken)
    with pytest.raises(AssertionError, match="ZeroDivisionError"):
        Driver(session).run(["h", RIGHT])
    said = session.transcript
    assert session.t("ui-internal-error") in said
    assert said[-1] != session.t("ui-internal-error"), "the next key was answered"
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "Press ENTER" not in out + err
