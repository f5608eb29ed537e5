"""Command line: `ristikontra [play]`, `ristikontra simulate`, `ristikontra doctor`, `ristikontra serve`,
`ristikontra online`, `ristikontra web`.

Every command has its module here, `cli/<command>.py`, exposing ``add_arguments(parser)`` and
``run(args) -> int``: the entry point, whatever room does the work (the server in `net/`, the
doctor's report in `output/`, the games in `simulate.py`). A new command is one such module and
its row in `COMMANDS` (with `cli-command-<name>` in cli.ftl). The modules are imported only when
used, so starting the game stays fast. Help and errors are in the player's language
(`cli/parse.py`); ``ristikontra --help`` is the help of the game itself (the default command)
with the other commands listed.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import logging
import os
import sys
from collections.abc import Sequence

from ristikontra import __version__, quitkeys
from ristikontra.buglog import start_logging
from ristikontra.cli.parse import Parser, language_of, localise_parser, localised
from ristikontra.i18n import Translator, translator

__all__ = ["main"]

COMMANDS = {
    "play": ("ristikontra.cli.play", "Play a game at the keyboard (the default)"),
    "simulate": ("ristikontra.cli.simulate", "Let computer players play games and write the log"),
    "doctor": ("ristikontra.cli.doctor", "Check speech, screen reader and sound"),
    "serve": ("ristikontra.cli.serve", "Run a server for playing online"),
    "online": ("ristikontra.cli.online", "Play at a table on a server"),
    "web": ("ristikontra.cli.web", "Play in your web browser, against computers or with friends"),
}


def build_parser(only: str | None = None, t: Translator | None = None) -> argparse.ArgumentParser:
    t = t or translator("en")
    parser = Parser(prog="ristikontra", description=t("cli-description"), epilog=t("cli-commands-epilog"),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"ristikontra {__version__}")
    sub = parser.add_subparsers(dest="command", metavar=t("cli-ap-command"))
    for name, (module_name, _english) in COMMANDS.items():
        help_text = t(f"cli-command-{name}")
        p = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or only == name:
            module = importlib.import_module(module_name)
            module.add_arguments(p)
            localise_parser(p, name, t)
        if name == "play":
            # `ristikontra --help` shows this: the game's options, and what else there is.
            p.usage = t("cli-usage-play")
            p.description = t("cli-description")
            p.epilog = t("cli-commands-epilog")
            p.formatter_class = argparse.RawDescriptionHelpFormatter
    return parser


def _tolerant_streams() -> None:
    """A terminal whose encoding lacks a letter gets a replacement, not a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="replace")


def _stdout_to_nowhere() -> None:
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    _tolerant_streams()
    # The saved language is read before the log is open: a damaged settings file must not print
    # Python's last-resort warning (nor "No handlers could be found") into the terminal; the game
    # reports that file itself, later, and `start_logging` keeps these two settings.
    logging.raiseExceptions = False
    logging.lastResort = None
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list or (args_list[0] not in COMMANDS and args_list[0] != "--version"):
        # No command (or only options, --help included) means the game: its help is the main one.
        args_list.insert(0, "play")
    command = args_list[0] if args_list[0] in COMMANDS else None
    with localised(translator(language_of(args_list))) as t:
        parser = build_parser(only=command, t=t)
        try:
            args = parser.parse_args(args_list)
        except SystemExit as exit_:
            return int(exit_.code or 0) if not isinstance(exit_.code, str) else 2
    state = start_logging(args.command, args_list[1:])
    try:
        if args.command not in ("play", "online"):
            # Only the games at the keyboard answer a quit pressed while they started (cli/play.py,
            # cli/online.py).
            quitkeys.release(deliver=True)
        module = importlib.import_module(COMMANDS[args.command][0])
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader of our output went away (`doctor | head -5`): end quietly, as command-line
        # tools do, and let nothing more be written there (Python's own flush at exit included).
        _stdout_to_nowhere()
        return 1
    except Exception:
        # A bug: its traceback goes to the log for the bug report, the player gets one sentence.
        logging.getLogger("ristikontra").exception("uncaught error in %s", args.command)
        from ristikontra import launcher
        from ristikontra.ui.terminal.tty import safe_stderr, write_lines

        said = t("cli-crashed", path=str(state.path)) if state.path else t("cli-crashed-no-log",
                                                                           doctor=f"{launcher.command()} doctor")
        write_lines(safe_stderr(), [said])
        return 70
    finally:
        report = os.environ.get("RISTIKONTRA_TEST_THREADS_LEFT")
        if report:
            # A test switch: the threads of the command still running as it returns, which
            # nothing joins any more (`table/threadowner.py`).
            from ristikontra.table.threadowner import report_threads

            report_threads(report)
