"""`ristikontra web`: the game in the player's own browser, with nothing to set up.

A server of the player's own on 127.0.0.1 (a free port unless `--port` names one; no other
computer can reach it, and no other web site in the browser: the server opens a WebSocket only for
its own page), its tables in the data folder (`web/`, apart from a `serve` of the same machine),
and the player's browser opened at a new table with computers in the empty seats. The terminal
says the address (a browser that could not be opened is no failure: the player opens it) and,
at Control+C, that the server stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import re
import signal
import sys
import threading
import webbrowser
from collections.abc import Callable
from pathlib import Path

from ristikontra.argtypes import port_number
from ristikontra.files import FileProblem, read_untrusted, write_atomically
from ristikontra.folders import data_path
from ristikontra.i18n import Translator, available_languages, resolve_language, translator
from ristikontra.instance import single_instance
from ristikontra.net.aipool import PoolSettings
from ristikontra.net.server import ServerConfig, TableServer, raise_file_limit, start_server
from ristikontra.net.tables import TableSettings
from ristikontra.web import web_seat
from ristikontra.web.pages import Site

__all__ = ["add_arguments", "run"]

HOST = "127.0.0.1"
#: Where a running `ristikontra web` notes its address, in its data folder.
ADDRESS_FILE = "address"
_ADDRESS = re.compile(r"http://127\.0\.0\.1:[0-9]{1,5}/")
#: Seconds the address waits for the browser to open before it is said anyway.
BROWSER_WAIT = 3.0
#: One line for the player: a catalog id and its values (`err`: to stderr).
Say = Callable[..., None]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=port_number, default=0, help="port (default: any free one)")
    parser.add_argument("--no-browser", action="store_true", help="only say the address; open no browser")
    parser.add_argument("--lang", metavar="|".join(available_languages()),
                        help="language of the page and the messages (default: system locale)")


def run(args: argparse.Namespace) -> int:
    lang, _known = resolve_language(args.lang)
    t = translator(lang)

    def say(msg_id: str, *, err: bool = False, **values: str | int) -> None:
        print(t.format(msg_id, values), file=sys.stderr if err else sys.stdout, flush=True)

    data = data_path("web")
    with single_instance(data) as lock:
        if lock.other:
            return _already_running(data, lang if args.lang else None, not args.no_browser, say)
        return _run_server(data, args, lang, t, say)


def _already_running(data: Path, lang: str | None, browse: bool, say: Say) -> int:
    """Another `ristikontra web` serves this data folder: a second server would play its tables
    twice. The player gets a new table at the running one instead."""
    try:
        address = (read_untrusted(data / ADDRESS_FILE, 200) or b"").decode("ascii", "replace").strip()
    except FileProblem:
        address = ""
    if not _ADDRESS.fullmatch(address):
        say("cli-web-running-elsewhere", err=True, path=str(data))
        return 1
    url = _page(address, lang)
    say("cli-web-already", url=url)
    if browse:
        _open(url, say)
    return 0


def _page(address: str, lang: str | None) -> str:
    """The address that opens a new table at once (`?new`), in `lang` if the player named one."""
    return f"{address}?new" + (f"&lang={lang}" if lang else "")


def _run_server(data: Path, args: argparse.Namespace, lang: str, t: Translator, say: Say) -> int:
    raise_file_limit()
    logging.getLogger("websockets").setLevel(logging.CRITICAL)
    logging.getLogger("ristikontra.net.ws").setLevel(logging.CRITICAL)
    settings = TableSettings(computer_names=tuple(t("net-computer-name", seat=n) for n in range(4)))
    try:
        # One player's computers think in the server's threads: no worker processes to start.
        server = TableServer(ServerConfig(data, settings=settings, computers=PoolSettings(workers=0)),
                             pages=Site(), announcer=web_seat)
    except Exception as exc:
        say("cli-web-data-unusable", err=True, path=str(data), reason=str(exc))
        return 1
    try:
        asyncio.run(_serve(server, args.port, lang if args.lang else None, not args.no_browser, say))
    except OSError as exc:
        say("cli-web-cannot-listen", err=True, port=str(args.port), reason=exc.strerror or str(exc))
        return 1
    except KeyboardInterrupt:
        say("cli-web-stopped")  # Control+C where the loop could not catch it (Windows)
    return 0


async def _serve(server: TableServer, port: int, lang: str | None, browse: bool, say: Say) -> None:
    try:
        ws = await start_server(server, HOST, port)
        loop = asyncio.get_running_loop()
        stop = loop.create_future()
        for sig in (signal.SIGINT, signal.SIGTERM):
            # Windows has no signal handlers on the loop: there Control+C ends `asyncio.run` (see `run`).
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, _settle, stop)
        address = f"http://{HOST}:{ws.sockets[0].getsockname()[1]}/"
        # For a second `ristikontra web` on this data folder: where this one serves.
        write_atomically(server.config.data / ADDRESS_FILE, address + "\n")
        url = _page(address, lang)
        opened = browse and await _browser_opened(url)
        if browse:
            say("cli-web-listening" if opened else "cli-web-no-browser-running", url=url)
        else:
            say("cli-web-listening-no-browser", url=url)
        await stop
        ws.close()
        server.gate.close_http()  # the browser's kept-alive connections: at once
        await ws.wait_closed()
        say("cli-web-stopped")
    finally:
        server.close()


async def _browser_opened(url: str) -> bool:
    """Open the player's browser at `url`; False if none could be opened, so the address is not
    said as open in a browser that never came. Some browsers start in the foreground of
    `webbrowser.open`: that waits in a thread of its own, never on the server's loop, and one
    still starting after `BROWSER_WAIT` seconds counts as opened."""
    loop = asyncio.get_running_loop()
    answer: asyncio.Future[bool] = loop.create_future()

    def settle(opened: bool) -> None:
        if not answer.done():
            answer.set_result(opened)

    def try_open() -> None:
        try:
            opened = webbrowser.open(url)
        except Exception:
            opened = False
        loop.call_soon_threadsafe(settle, bool(opened))

    threading.Thread(target=try_open, daemon=True).start()
    try:
        return await asyncio.wait_for(asyncio.shield(answer), BROWSER_WAIT)
    except asyncio.TimeoutError:
        return True


def _open(url: str, say: Say) -> None:
    try:
        opened = webbrowser.open(url)
    except Exception:
        opened = False
    if not opened:
        say("cli-web-no-browser", err=True, url=url)


def _settle(stop: asyncio.Future[None]) -> None:
    if not stop.done():
        stop.set_result(None)
