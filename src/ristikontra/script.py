"""The `ristikontra` command (pyproject's `[project.scripts]`) and `python -m ristikontra`.

Ctrl+C and Ctrl+\\ are held (`quitkeys.hold`) before anything else loads: the command line, the
catalogs and the game take half a second to import, and a quit pressed meanwhile must end the game
with a goodbye, not kill it unsaid. So this module imports nothing but `quitkeys` until then.
"""

from __future__ import annotations

from ristikontra import quitkeys

__all__ = ["main"]


def main() -> int:
    quitkeys.hold()
    from ristikontra.cli import main as cli_main

    return cli_main()
