"""A checked number given as a separate argument that starts with "-" gets the same refusal as
with "=". argparse took such a value only if it looked like a negative number to it (-5, -0.5):
``--rate -inf`` said "expected one argument" though a value was there, while ``--rate=-inf`` said
the range in the operator's words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ristikontra", *args], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize(("command", "option", "value", "lang", "words"), [
    ("serve", "--rate", "-inf", "en", "the rate must be between 1 and 1000 frames per second"),
    ("serve", "--rate", "-1,5", "de", "die Senderate muss zwischen 1 und 1000 Nachrichten pro Sekunde liegen"),
    ("serve", "--grace", "-1e3", "de", "die Frist für eine verlorene Verbindung muss zwischen 0 und 3600 Sekunden"),
    ("serve", "--grace", "-5", "en", "the grace time for a lost connection must be between 0 and 3600 seconds"),
    ("serve", "--idle-close", "-nan", "de", "die Zeit, bis ein Tisch ohne verbundene Spieler schließt, muss"),
    ("serve", "--deal-wait", "-soon", "en", "not a number of seconds: -soon"),
    ("serve", "--idle", "-inf", "en", "argument --idle-close: the time before a table with nobody connected"),
    ("play", "--ai-delay", "-inf", "de", "die Pause muss zwischen 0 und 10 Sekunden liegen"),
    ("online", "--ai-delay", "-1", "en", "the delay must be between 0 and 10 seconds"),
])
def test_a_value_starting_with_a_minus_is_refused_in_the_operators_words(
        tmp_path: Path, command: str, option: str, value: str, lang: str, words: str) -> None:
    extra = ("--port", "0", "--data", str(tmp_path)) if command == "serve" else ("create",) * (command == "online")
    separate = _run(command, *extra, option, value, "--lang", lang)
    joined = _run(command, *extra, f"{option}={value}", "--lang", lang)
    assert separate.returncode == 2
    assert words in separate.stderr
    assert separate.stderr == joined.stderr  # usage and our sentence, nothing else
    assert separate.stdout == ""


def test_an_option_after_a_number_option_is_still_an_option(tmp_path: Path) -> None:
    """Only values are attached: a forgotten value is still said to be missing, and -h is help."""
    missing = _run("serve", "--grace", "--rate", "5", "--lang", "de")
    # (Python 3.10's argparse writes the word "argument" without gettext; `Parser.error` translates it.)
    assert missing.returncode == 2 and "Argument --grace: erwartet einen Wert" in missing.stderr
    helped = _run("serve", "--lang", "en", "--rate", "-h")
    assert helped.returncode == 2 and "expected one argument" in helped.stderr
