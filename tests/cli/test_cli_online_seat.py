"""`online --help` says the seats as the game speaks them and the command line takes them: 1 to 4,
and without --seat the player chooses a free one at the keyboard. Before, the help said "0 to 3,
default: the first free one", while --seat 0 was refused and no seat was taken by itself."""

from __future__ import annotations

import subprocess
import sys

import pytest

SAYS = {"en": ("the seat to take, 1 to 4", "without it you choose one of the free seats at the keyboard"),
        "de": ("der Platz, 1 bis 4", "ohne die Angabe wählst du einen der freien Plätze an der Tastatur")}
REFUSED = {"en": "choose from 1, 2, 3, 4", "de": "möglich sind 1, 2, 3, 4"}


def _cli(*argv: str) -> subprocess.CompletedProcess[str]:
    code = f"from ristikontra.cli import main\nraise SystemExit(main({list(argv)!r}))"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_help_of_seat_says_what_the_command_takes(lang: str) -> None:
    done = _cli("online", "join", "--help", "--lang", lang)
    assert done.returncode == 0, done.stderr
    shown = " ".join(done.stdout.split())  # argparse wraps the lines where it likes
    for part in SAYS[lang]:
        assert part in shown, shown
    assert "0 to 3" not in shown and "0 bis 3" not in shown
    # What the help calls the first seat is taken; the one before it is refused.
    refused = _cli("online", "join", "123 456", "--server", "ws://127.0.0.1:1", "--seat", "0", "--lang", lang)
    assert refused.returncode == 2
    assert REFUSED[lang] in refused.stderr, refused.stderr
