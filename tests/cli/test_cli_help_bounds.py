"""The help of a checked number says the range the checker keeps, in the reader's way of writing
numbers. Before, the catalogs wrote the ranges as plain numbers: a changed bound left the help
saying the old one."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ristikontra.net import server
from ristikontra.net.protocol import MAX_GRACE
from ristikontra.options import MAX_AI_DELAY

WORD = {"en": "to", "de": "bis"}


def _help(lang: str, *command: str, patch: str = "") -> str:
    argv = [*command, "--help", "--lang", lang]
    code = (f"import ristikontra.net.server as s\n{patch}\n"
            f"from ristikontra.cli import main\nraise SystemExit(main({argv!r}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return " ".join(done.stdout.split())  # argparse wraps the lines where it likes


def _number(value: float, lang: str) -> str:
    text = f"{value:f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "de" else text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_serve_help_says_the_bounds_of_the_constants(lang: str) -> None:
    shown = _help(lang, "serve")
    for low, high in [(0, MAX_GRACE), (0, MAX_AI_DELAY), (0, server.MAX_DEAL_WAIT), server.IDLE_CLOSE,
                      server.RATE]:
        assert f"{_number(low, lang)} {WORD[lang]} {_number(high, lang)}" in shown, shown


@pytest.mark.parametrize("lang", ["en", "de"])
def test_changed_bounds_change_the_help(lang: str) -> None:
    """Decimals as the language writes them (German: a comma), large numbers without grouping:
    the operator types what the help shows, and 86.400 would be read as 86,4."""
    shown = _help(lang, "serve",
                  patch="s.MAX_GRACE = 1234.5\ns.IDLE_CLOSE = (0.25, 98765.0)\ns.RATE = (2.5, 20000.0)")
    for low, high in [(0, 1234.5), (0.25, 98765), (2.5, 20000)]:
        assert f"{_number(low, lang)} {WORD[lang]} {_number(high, lang)}" in shown, shown
    if lang == "de":
        assert "1234,5" in shown and "1.234" not in shown and "98.765" not in shown


@pytest.mark.parametrize(("lang", "command"), [("en", "play"), ("de", "play"), ("de", "online")])
def test_the_computers_pause_says_its_bound(lang: str, command: str) -> None:
    args = (command, "create") if command == "online" else (command,)
    shown = _help(lang, *args, patch="import ristikontra.options as o\no._seconds.high = 7.5")
    assert f"0 {WORD[lang]} {_number(7.5, lang)}" in shown, shown
