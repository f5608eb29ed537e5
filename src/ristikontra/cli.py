"""Command line: `ristikontra [play]`, `ristikontra simulate`, `ristikontra doctor`.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and ``run(args) -> int``;
they are imported only when used, so starting the game stays fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from ristikontra import __version__

__all__ = ["main"]

COMMANDS = {
    "play": ("ristikontra.ui.play", "Play a game at the keyboard (the default)"),
    "simulate": ("ristikontra.simulate", "Let computer players play games and write the log"),
    "doctor": ("ristikontra.output.doctor", "Check speech, screen reader and sound"),
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ristikontra", description="Ristikontra, the Finnish card game.")
    parser.add_argument("--version", action="version", version=f"ristikontra {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or only == name:
            module = importlib.import_module(module_name)
            module.add_arguments(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help", "--version")):
        args_list.insert(0, "play")
    command = args_list[0] if args_list[0] in COMMANDS else None
    parser = build_parser(only=command)
    args = parser.parse_args(args_list)
    module = importlib.import_module(COMMANDS[args.command][0])
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
