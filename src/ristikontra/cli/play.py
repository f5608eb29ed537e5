"""`ristikontra play` (the default command): a game at the keyboard, seat 0 against the computer.

Options given on the command line count for this run only; the options menu saves its changes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ristikontra import quitkeys
from ristikontra.cli.startup import effective_settings, say_settings_report
from ristikontra.files import PathRefused
from ristikontra.i18n import Translator, translator
from ristikontra.instance import single_instance
from ristikontra.keep.settings import (
    Settings,
    SettingsReport,
    data_dir,
    load_settings,
    load_settings_report,
)
from ristikontra.options import add_arguments as add_option_arguments
from ristikontra.ui.seat.history import MessageLog
from ristikontra.ui.terminal.tty import (
    encoding_problem,
    plain_letters,
    quiet_terminal,
    safe_stderr,
    stream_is_terminal,
    write_lines,
)

if TYPE_CHECKING:
    from ristikontra.cli.online import OnlineEnd
    from ristikontra.ui.online.goonline import OnlineRequest

#: The game's messages here (Page Up) and its texts for the export, kept over a visit online.
History = tuple[MessageLog, list[str]]

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_option_arguments(parser)
    parser.add_argument("--seed", type=int, help="play a reproducible game")
    parser.add_argument("--resume", action="store_true", help="continue the saved game")
    parser.add_argument("--log", type=Path, metavar="PATH", help="write the game's events as JSON lines")


def run(args: argparse.Namespace) -> int:
    # Terminals that ignore cursor-position requests would make prompt_toolkit print a warning.
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    report = load_settings_report()
    stored = report.settings
    settings, unknown = effective_settings(args, stored)
    t = translator(settings.lang)
    if not stream_is_terminal(sys.stdout):
        # `>&-` or a pipe: say so where it can still be read.
        write_lines(safe_stderr(), [t("ui-needs-terminal")])
        return 2
    if not stream_is_terminal(sys.stdin):
        write_lines(safe_stderr(), [t("ui-needs-terminal")])
        return 2
    encoding = encoding_problem(sys.stdout, settings.lang)
    if encoding is not None:
        write_lines(safe_stderr(), [plain_letters(t("ui-encoding-unsupported", encoding=encoding))])
        return 2
    # From here to the end the terminal neither echoes nor turns Ctrl+C or Ctrl+\\ into signals.
    with quiet_terminal(sys.stdin):
        # From here the keys are keys: a quit pressed while the game was loading is answered now.
        if quitkeys.release():
            # On a line of its own: the terminal echoed the key (^C) where the cursor was.
            _print_lines(["", t("ui-bye")])
            return 0
        with single_instance(data_dir()) as lock:
            return _play(args, settings, stored, report, unknown, lock.other)


def _play(args: argparse.Namespace, settings: Settings, stored: Settings, report: SettingsReport,
          unknown: str | None, other_instance: bool) -> int:
    t = translator(settings.lang)
    if other_instance and not _separate_or_quit(t):
        _print_lines([t("ui-bye")])
        return 0
    result, request, settings, stored, history = _local(args, settings, stored, report, unknown, other_instance)
    while request is not None:
        # "Play online" (p): this game is saved; sit down at the server's table in this terminal.
        from ristikontra.cli.online import play_request

        end = play_request(request, settings, stored)
        if end.terminal_gone:
            return end.status
        # Back from the table (left it, or it could not be reached): the game here goes on,
        # with what the visit saved (the server's address, the name).
        stored = load_settings()
        settings, _ = effective_settings(args, stored)
        result, request, settings, stored, history = _local(args, settings, stored, None, None, other_instance,
                                                            back=end, history=history, to_menu=request.from_menu)
    return result


def _local(args: argparse.Namespace, settings: Settings, stored: Settings, report: SettingsReport | None,
           unknown: str | None, other_instance: bool, back: OnlineEnd | None = None,
           history: History | None = None, to_menu: bool = False,
           ) -> tuple[int, OnlineRequest | None, Settings, Settings, History]:
    """One run of the local table; `back`: how a visit to a table online just ended (its refusal
    is said first), `history`: the game's messages before it, `to_menu`: the visit began at the
    start menu, so the way back leads there (no game was dealt to come back to). The exit status,
    the request to go online if any, the settings of the run and the saved ones as they stand, and
    the messages."""
    from ristikontra.ui.terminal.app import TableApp
    from ristikontra.ui.terminal.session import TableSession

    t = translator(settings.lang)
    try:
        session = TableSession(settings, stored=stored, seed=args.seed, log_path=args.log, read_only=other_instance)
    except PathRefused as refusal:
        reason = t(refusal.msg_id, **refusal.values)
        write_lines(safe_stderr(), [t("cli-log-refused", path=str(args.log), reason=reason)])
        return 2, None, settings, stored, history or (MessageLog(), [])
    if history is not None:
        session.speaker.continue_history(*history)
    try:
        app = TableApp(session)
    except BaseException:
        session.close()  # an error on the way in is a way out too: the session's threads end
        raise
    if other_instance:
        session.say("ui-separate-game")
    if report is not None:
        say_settings_report(session, report)
    if unknown is not None:
        session.say("ui-unknown-language", requested=unknown, lang=t.autonym(settings.lang),
                    choices=t.language_choices())
    if back is not None:
        if back.refusal is not None:
            msg_id, values = back.refusal
            session.say(msg_id, sound="error", **values)
        if not to_menu:  # the start menu names itself
            session.say("ui-online-back")
    try:
        resume = bool(args.resume) or (back is not None and not to_menu)
        # A plain start opens the start menu, and so does coming back to it from a table online;
        # --resume, --seed (a game to play at once), coming back to a game from a table online
        # and watching beside another instance start as they did.
        menu = to_menu or (not resume and args.seed is None and not other_instance)
        session.start(resume=resume, welcome=back is None, menu=menu, menu_at="online" if to_menu else None)
        _print_lines(app.flush_remaining())
        result = app.run()
        if not app.terminal_gone:
            _print_lines(app.flush_remaining())
    finally:
        session.close()
    kept = (session.speaker.messages, session.speaker.game_texts)
    request = session.online_request
    if request is not None and not app.terminal_gone and result == 0:
        return result, request, session.settings, session.stored, kept
    return result, None, session.settings, session.stored, kept


#: Keys that answer "a separate game" and "quit" to the question of a second instance ("w" was
#: "watch" in earlier versions, whose question named it so).
_SEPARATE = {b"\r", b"\n", b" ", b"w", b"W", b"j", b"y"}


def _separate_or_quit(t: Translator) -> bool:
    """Ask whether to play a separate game beside the running instance, one that is not saved;
    True to play it. Any key but Enter (or Space, w) quits; the end of input quits."""
    _print_lines([t("ui-other-instance")])
    try:
        key = os.read(sys.stdin.fileno(), 64)
    except OSError:
        return False
    return key in _SEPARATE


def _print_lines(lines: list[str]) -> None:
    write_lines(sys.stdout, lines)
