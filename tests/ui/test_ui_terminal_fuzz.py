"""Random input into the game in a real pseudo-terminal, with real resizes (SIGWINCH): no
traceback, no echoed key, and the game still answers and saves at the end.

RISTIKONTRA_TERMINAL_FUZZ_KEYS sets the number of inputs (default 300; the issue's run: 5000).
"""

from __future__ import annotations

import io
import os
import random
import re
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

from fuzzing import steps  # noqa: E402
from ui_harness import env_for  # noqa: E402

COUNT = int(os.environ.get("RISTIKONTRA_TERMINAL_FUZZ_KEYS", "300"))
ARGS = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "7", "--lang", "en",
        "--level", "random", "--rules", "sticks", "--target", "2"]
ECHO_JUNK = re.compile(r"\^\[|\^\\|\^C|\?\[[0-9;]*[A-Za-z~]")


def _drain(child: pexpect.spawn) -> None:
    while True:
        try:
            child.read_nonblocking(65536, timeout=0)
        except (pexpect.TIMEOUT, pexpect.EOF):
            return


def test_random_input_in_a_real_terminal(tmp_path: Path) -> None:
    raw = io.StringIO()
    env = env_for(tmp_path)
    child = pexpect.spawn(sys.executable, ARGS, env=env, encoding="utf-8", codec_errors="replace",
                          dimensions=(40, 100), timeout=30)
    child.logfile_read = raw
    child.expect(r"Your turn\.")
    rng = random.Random(2024)
    plan = steps(rng, COUNT)
    keys = resizes = 0
    started = time.perf_counter()
    for number, step in enumerate(plan):
        assert child.isalive(), f"the game ended at input {number}: {step!r}"
        if step.kind == "resize":
            child.setwinsize(*step.size)
            resizes += 1
        else:
            child.send(step.text)
            keys += 1
        # As fast as a keen typist, so many keys land while the game is printing.
        if number % 4 == 0:
            time.sleep(0.004)
        _drain(child)
    child.setwinsize(40, 100)
    time.sleep(0.5)
    _drain(child)
    # Still answering: F1 twice (the list, and all the keys at once), then saving and quitting.
    child.send("\x1bOP\x1bOP")
    child.expect(r"Control\+Q|Steuerung\+Q|Strg\+Q", timeout=30)
    child.send("\x11")
    child.expect(pexpect.EOF, timeout=30)
    child.close()
    seconds = time.perf_counter() - started
    text = raw.getvalue()
    assert child.exitstatus == 0, text[-500:]
    assert "Traceback" not in text and "Unhandled exception" not in text and "Press ENTER" not in text
    junk = ECHO_JUNK.findall(text)
    assert not junk, junk[:5]
    assert re.search(r"Goodbye\.|Auf Wiedersehen\.", text[-400:])
    print(f"\nterminal fuzz: {keys} key inputs, {resizes} resizes, {len(text)} characters out in {seconds:.1f} s")
