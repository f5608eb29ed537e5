"""`ristikontra online create|join|room`: the keyboard table, at a table on a server (or the room first).

    ristikontra online create --server ws://host:8765 [--name Anna] [rule options]
    ristikontra online join "482 915" --server ws://host:8765 [--name Ben] [--seat 2]
    ristikontra online room --server ws://host:8765 [--name Carla]

The creator hears the table's code and starts the game with Enter; empty seats are played by
the server's computers. Each terminal hears the table in its own language.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from typing import Any

from ristikontra import quitkeys
from ristikontra.cli.startup import effective_settings, say_settings_report
from ristikontra.i18n import translator
from ristikontra.keep.settings import Settings, SettingsReport, data_dir, load_settings_report, save_settings
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import NetError
from ristikontra.net.codes import format_code, normalize_code
from ristikontra.net.sanitize import NAME_MAX
from ristikontra.options import add_arguments as add_option_arguments
from ristikontra.ui.online.goonline import OnlineRequest, server_address
from ristikontra.ui.online.room import rule_options
from ristikontra.ui.online.table import OnlineTable, printable
from ristikontra.ui.terminal.tty import quiet_terminal, safe_stderr, stream_is_terminal, write_lines

__all__ = ["OnlineEnd", "add_arguments", "connect", "play_request", "rule_options", "run"]


@dataclass(frozen=True)
class OnlineEnd:
    """How a run at an online table ended."""

    status: int
    #: Why no seat was taken: the message id and its arguments (None: the table was played).
    refusal: tuple[str, dict[str, Any]] | None = None
    #: The terminal went away (closed window, lost line): nothing is to be said any more.
    terminal_gone: bool = False


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("create", "join", "room"))
    parser.add_argument("code", nargs="?", help="the table code (join)")
    parser.add_argument("--server", required=True, metavar="URL", help="ws://host:port or wss://host:port")
    parser.add_argument("--name", default="", help="your name at the table")
    # Seats are numbered 1-4 as the lobby says them ("Seat 2: opponent of Anna").
    parser.add_argument("--seat", type=int, choices=range(1, 5), metavar="1-4",
                        help="the seat to take, numbered as the lobby says them (join)")
    add_option_arguments(parser)


async def connect(client: Client, args: argparse.Namespace, settings: Settings) -> bool:
    """Connect and sit down (create, or join `--seat`, or our seat from an earlier run); True if
    creator. Without a seat to take the client only looks at the table (`client.seat` stays None):
    the player chooses one at the keyboard (`OnlineTable.choosing`). Raises NetError with the reason."""
    client.hints = settings.online_hints
    client.lang = settings.lang
    await client.connect()
    if args.action == "room":
        await client.enter_room()  # `name_taken`: somebody in the room has this name now
        return False
    if args.action == "create":
        rules = settings.game_rules()
        await client.create(rules=settings.rules, options=rule_options(rules, settings.rules), level=settings.level)
        return True
    code = normalize_code(args.code or "")
    if code is None:
        raise NetError("not_found")
    if args.seat is None and client.tokens is not None and client.tokens.get(client.url, code) is not None:
        # Our seat at this table from an earlier run (a closed terminal, a crash): take it back.
        try:
            await client.resume(code)
            return False
        except NetError:
            pass  # the seat has gone (the table restarted without it): sit down anew
    lobby = await client.join(code)
    if args.seat is not None:
        await client.take_seat(args.seat - 1)
    elif lobby.started:
        raise NetError("already_started")
    elif not lobby.free_seats():
        raise NetError("table_full")
    return False


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    report = load_settings_report()
    settings, _unknown = effective_settings(args, report.settings)
    t = translator(settings.lang)
    if not (stream_is_terminal(sys.stdout) and stream_is_terminal(sys.stdin)):
        write_lines(safe_stderr(), [t("ui-needs-terminal")])
        return 2
    if args.action == "join" and normalize_code(args.code or "") is None:
        write_lines(safe_stderr(), [t("net-bad-code")])
        return 2
    with quiet_terminal(sys.stdin):
        # From here the keys are keys: a quit pressed while the game was loading is answered now,
        # before the server is asked for anything.
        if quitkeys.release():
            write_lines(sys.stdout, ["", t("ui-bye")])  # on a line of its own, after the echoed ^C
            return 0
        return _sit_and_play(args, settings, report.settings, report)


def play_request(request: OnlineRequest, settings: Settings, stored: Settings) -> OnlineEnd:
    """"Play online" from the local game: open a table (no code) or join one, then play there.
    A refusal is not printed: the local game, back again, says it."""
    args = argparse.Namespace(action="join" if request.code else "room", code=request.code,
                              server=request.server, name=request.name, seat=None)
    online = _seated(args, settings)
    if isinstance(online, OnlineEnd):
        return online
    online.visiting = True
    return _play(online, settings, stored, None)


def _seated(args: argparse.Namespace, settings: Settings) -> OnlineTable | OnlineEnd:
    """Connect and sit down (see :func:`connect`), or the refusal."""
    t = translator(settings.lang)
    client = Client(args.server, name=(args.name or "").strip() or t("net-default-name"),
                    tokens=TokenStore(data_dir() / "online-seats.json"))
    online = OnlineTable(client)
    online.remote.start()
    try:
        online.creator = bool(online.remote.run(connect(client, args, settings)))
        online.in_room = args.action == "room"
        online.choosing = client.seat is None and not online.in_room
    except NetError as error:
        online.close()
        return OnlineEnd(1, _refusal(error.reason, args))
    return online


def _sit_and_play(args: argparse.Namespace, settings: Settings, stored: Settings,
                  report: SettingsReport | None = None) -> int:
    online = _seated(args, settings)
    if isinstance(online, OnlineEnd):
        if online.refusal is not None:
            msg_id, values = online.refusal
            write_lines(safe_stderr(), [translator(settings.lang)(msg_id, **values)])
        return online.status
    settings, stored = _remember(args, settings, stored)
    return _play(online, settings, stored, report).status


def _remember(args: argparse.Namespace, settings: Settings, stored: Settings) -> tuple[Settings, Settings]:
    """The server that answered and the name given, remembered as "Play online" (p) remembers
    them, so that p offers them next time (Enter keeps them)."""
    changes: dict[str, str] = {}
    server = server_address(str(args.server))
    if server is not None:
        changes["online_server"] = server
    name = (args.name or "").strip()
    if name:
        changes["online_name"] = name[:NAME_MAX]
    if all(getattr(stored, key) == value for key, value in changes.items()):
        return settings, stored
    stored = stored.with_values(changes)
    save_settings(stored)
    return settings.with_values(changes), stored


def _refusal(reason: str, args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    """Why this terminal could not sit down, said for what was asked (the protocol's reason is
    shared with taking a seat back, and "choose another seat" fits only the seat choice)."""
    code = normalize_code(args.code or "")
    if args.action == "join" and reason == "not_found" and code is not None:
        return "net-no-table", {"code": format_code(code)}
    if reason == "unreachable":
        # Which address: a mistyped one is then heard at once.
        return "net-cannot-reach", {"server": printable(str(args.server))[:300]}
    if reason == "seat_taken" and args.seat is not None:
        return "net-seat-taken-join", {}
    return reason_message_id(reason), {}


def _play(online: OnlineTable, settings: Settings, stored: Settings, report: SettingsReport | None) -> OnlineEnd:
    from ristikontra.ui.terminal.app import TableApp
    from ristikontra.ui.terminal.session import TableSession

    seat = online.client.seat or 0
    # Settings are this terminal's own; the game's state is the server's (nothing saved here).
    # The settings are saved as the menu changes them (language, speech ...); no game is saved here.
    session = TableSession(settings, stored=stored, table=online, seat=seat)
    try:
        app = TableApp(session)
    except BaseException:
        session.close()  # an error on the way in is a way out too: the table's threads end with it
        raise
    online.end_run = session.leave  # the application's own way out, as Control+Q
    if report is not None:  # from "Play online" in a local game, the start has said both already
        session.speaker.greet()
        say_settings_report(session, report)
    online.welcome()
    try:
        write_lines(sys.stdout, app.flush_remaining())
        result = app.run()
        if not app.terminal_gone:
            write_lines(sys.stdout, app.flush_remaining())
    finally:
        session.close()
        online.close()
    return OnlineEnd(result, terminal_gone=app.terminal_gone)
