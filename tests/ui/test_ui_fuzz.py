"""Thousands of random keys into the real application: no exception, the game stays whole."""

from __future__ import annotations

import asyncio
import io
import os
import random
import re
import time
from dataclasses import dataclass

import pytest
from fuzzing import steps
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output
from ui_harness import (
    DOWN,
    END,
    ENTER,
    ESCAPE,
    F1,
    F2,
    HOME,
    LEFT,
    PAGE_DOWN,
    PAGE_UP,
    RIGHT,
    TAB,
    UP,
    Driver,
    make_session,
    result_heard,
)

from ristikontra.ui.seat.keys import BINDINGS
from ristikontra.ui.terminal.app import TableApp

NAMED = {"enter": ENTER, "space": " ", "left": LEFT, "right": RIGHT, "up": UP, "down": DOWN, "home": HOME,
         "end": END, "pageup": PAGE_UP, "pagedown": PAGE_DOWN, "escape": ESCAPE, "tab": TAB, "f1": F1, "f2": F2}
#: Every bound key except quitting (Ctrl+Q, and p: off to a table online), plus a few bound to nothing.
KEYS = sorted({NAMED.get(k, k) for b in BINDINGS for k in b.keys if k not in ("c-q", "p")}
              | {"x", "Z", "\x1b[2~", "\x01"})


@pytest.mark.parametrize(("seed", "lang", "wait"), [(1, "en", True), (2, "de", True), (3, "en", False)])
def test_random_keys(seed: int, lang: str, wait: bool) -> None:
    rng = random.Random(seed)
    # Weighted towards playing, so games move on and reach deal ends and game ends.
    weights = [12 if k in (ENTER, " ") else 1 for k in KEYS]
    keys = rng.choices(KEYS, weights, k=1200)
    session = make_session(lang, seed=seed, target=2)
    # The keys come as if each result had been heard: how fast this machine plays the last trick
    # must not decide whether the deal after it is reached (the guard has tests of its own).
    result_heard(session)
    Driver(session).run(keys, wait=wait)
    session.check_invariants()
    assert session.state is not None
    assert len(session.transcript) > 100
    assert session.state.deal_no >= 2 or session.game_id > 1 or session.mode == "over" or not wait


# ---------------------------------------------------------------------------------------- hostile

FUZZ_COUNT = int(os.environ.get("RISTIKONTRA_FUZZ_COUNT", "3000"))
#: No input may take longer than this to be answered (the old code took 32 s for one paste).
ANSWER_BOUND = 2.0


@dataclass
class FuzzFigures:
    inputs: int = 0
    keys: int = 0
    pastes: int = 0
    resizes: int = 0
    slowest: float = 0.0
    games: int = 0
    deals: int = 0
    messages: int = 0


def _echo_junk(written: str) -> list[str]:
    """Input that came back out: escape characters of keys shown as text (`?[`, `^[`)."""
    return re.findall(r"\?\[[0-9;]*[A-Za-z~]|\^\[", written)


async def _hostile_run(seed: int, count: int, lang: str) -> FuzzFigures:
    rng = random.Random(seed)
    plan = steps(rng, count)
    session = make_session(lang, seed=seed, target=2)
    figures = FuzzFigures()
    size = [40, 100]
    screen = io.StringIO()
    output = Vt100_Output(screen, lambda: Size(rows=size[0], columns=size[1]), term="xterm")  # type: ignore[arg-type]
    loop = asyncio.get_running_loop()
    errors: list[object] = []
    loop.set_exception_handler(lambda _loop, context: errors.append(context))
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=output)
        app.app.ttimeoutlen = 0.01
        session.start()
        task = asyncio.create_task(app.run_async())
        await asyncio.sleep(0)
        for number, step in enumerate(plan):
            await _settle(app, task)
            assert not task.done(), f"the game ended at input {number}: {step!r}"
            figures.inputs += 1
            if step.kind == "resize":
                size[:] = step.size
                app.app._on_resize()
                figures.resizes += 1
                continue
            figures.pastes += step.text.startswith("\x1b[200~") or len(step.text) > 256
            figures.keys += 1
            seen = app.keys_seen
            started = loop.time()
            pipe.send_text(step.text)
            while app.keys_seen == seen:
                elapsed = loop.time() - started
                assert elapsed < ANSWER_BOUND, f"input {number} {step.text[:40]!r} not answered in {ANSWER_BOUND} s"
                await asyncio.sleep(0.0005)
            figures.slowest = max(figures.slowest, loop.time() - started)
            await _settle(app, task)
            session.check_invariants()
            if number % 500 == 0:
                written = screen.getvalue()
                assert not _echo_junk(written), _echo_junk(written)[:5]
                screen.seek(0)
                screen.truncate()
        figures.games = session.game_id
        assert session.state is not None
        figures.deals = session.state.deal_no
        figures.messages = len(session.transcript)
        app.app.exit(result=0)
        await asyncio.wait_for(task, 10)
        errors.extend(app.errors)
    assert not _echo_junk(screen.getvalue())
    assert not errors, errors[:3]
    for line in session.transcript:
        assert not any(ord(c) < 32 and c != "\n" for c in line), f"a control character was said: {line!r}"
    return figures


async def _settle(app: TableApp, task: asyncio.Task[int]) -> None:
    deadline = asyncio.get_running_loop().time() + 30
    while not task.done() and app.busy:
        assert asyncio.get_running_loop().time() < deadline, "the computer players did not finish in time"
        await asyncio.sleep(0.0005)


@pytest.mark.parametrize(("seed", "lang"), [(11, "en"), (12, "de")])
def test_hostile_random_input(seed: int, lang: str, capfd: pytest.CaptureFixture[str]) -> None:
    """Keys, escape sequences, unicode, pastes and resizes: no exception reaches the terminal,
    nothing is echoed, the game stays whole, and every input is answered within the bound.
    RISTIKONTRA_FUZZ_COUNT=100000 for the long run (its figures go to stdout)."""
    count = max(1, FUZZ_COUNT // 2)
    started = time.perf_counter()
    figures = asyncio.run(_hostile_run(seed, count, lang))
    seconds = time.perf_counter() - started
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "Unhandled exception" not in out + err
    assert figures.inputs == count and figures.keys > count // 2
    assert figures.messages > count // 2, "the game stopped answering keys"
    with capfd.disabled():
        print(f"\nfuzz seed {seed} {lang}: {figures} in {seconds:.1f} s")
