"""A real server on a loopback port in a thread of its own, and helpers for real clients."""

from __future__ import annotations

import asyncio
import os
import random
import re
import ssl
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ristikontra.engine import Action, GameOver, SeatView
from ristikontra.engine.events import event_to_json
from ristikontra.net.aipool import PoolSettings
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Incoming, Link
from ristikontra.net.server import ServerConfig, TableServer, start_server
from ristikontra.net.tables import TableSettings
from ristikontra.ui.online.table import OnlineTable
from ristikontra.web import web_seat
from ristikontra.web.pages import Site

_T = TypeVar("_T", bound="LoopThread")

FAST = TableSettings(computer_pause=0.0, deal_wait=5.0, idle_close=60.0, drop_quiet=0.5)


class LoopThread:
    """Something serving on 127.0.0.1 from a thread and event loop of its own: `_main` sets
    `url` and `_stop`, then `_ready`, and runs until `_stop` is done (on leaving the `with`)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.url = ""
        self._ready = threading.Event()
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        self.loop.close()

    async def _main(self) -> None:
        raise NotImplementedError

    def __enter__(self: _T) -> _T:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        stop = self._stop
        if stop is not None:
            self.loop.call_soon_threadsafe(lambda: stop.done() or stop.set_result(None))
        self._thread.join(10)


class Cutter(LoopThread):
    """A TCP relay on loopback between clients and the server, on a thread of its own: it cuts
    connections as a failing network would (`cut`), keeps new ones out while `held`, and can cut
    the moment the server sends a frame with some text in it (`cut_on`, once). `lag` holds back
    the server's first frame on each new connection (its welcome, after the WebSocket handshake)
    by that many seconds, `up_lag` each frame a client sends, and `relayed` counts the
    connections let through."""

    def __init__(self, target: str) -> None:
        super().__init__()
        host, port = target.removeprefix("ws://").rsplit(":", 1)
        self._target = (host, int(port))
        self.held = False
        self.cut_on: bytes | None = None
        self.lag = self.up_lag = 0.0
        self.relayed = 0
        self._writers: set[asyncio.StreamWriter] = set()

    async def _main(self) -> None:
        relay = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.url = f"ws://127.0.0.1:{relay.sockets[0].getsockname()[1]}"
        self._stop = self.loop.create_future()
        self._ready.set()
        await self._stop
        relay.close()
        self._cut()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.held:
            writer.close()
            return
        up_reader, up_writer = await asyncio.open_connection(*self._target)
        self._writers |= {writer, up_writer}
        self.relayed += 1
        await asyncio.gather(self._pump(reader, up_writer, False), self._pump(up_reader, writer, True),
                             return_exceptions=True)
        self._writers -= {writer, up_writer}

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, down: bool) -> None:
        chunks = 0
        try:
            while data := await reader.read(65536):
                chunks += 1
                if down and chunks == 2 and self.lag:  # after the handshake: the welcome
                    await asyncio.sleep(self.lag)
                if not down and self.up_lag:
                    await asyncio.sleep(self.up_lag)
                writer.write(data)
                await writer.drain()
                if down and self.cut_on is not None and self.cut_on in data:
                    self.cut_on = None
                    self._cut()
        finally:
            writer.close()

    def _cut(self) -> None:
        for writer in list(self._writers):
            writer.close()  # what was relayed goes out first, then the end
        self._writers.clear()

    def cut(self, *, hold: bool = False) -> None:
        """Cut every connection now; with `hold`, refuse new ones until `restore`."""
        def run() -> None:
            self.held = hold
            self._cut()
        self.loop.call_soon_threadsafe(run)

    def restore(self) -> None:
        self.loop.call_soon_threadsafe(lambda: setattr(self, "held", False))


def scale(name: str, default: int) -> int:
    """A test size, scaled up by an environment variable for the long runs."""
    return int(os.environ.get(name, default))


#: Computer players in the server's threads: a test starts worker processes only if it is about them.
THREADS = PoolSettings(workers=0)


class ServerThread(LoopThread):
    """A TableServer serving on 127.0.0.1 from its own thread and event loop."""

    def __init__(self, data: Path, tls: ssl.SSLContext | None = None, **config: Any) -> None:
        super().__init__()
        self.tls = tls
        config.setdefault("settings", FAST)
        config.setdefault("computers", THREADS)
        self.config = ServerConfig(data, **config)
        self.server: TableServer | None = None

    async def _main(self) -> None:
        # As `serve` starts it: with the browser page and the seat it announces for (the web room).
        self.server = TableServer(self.config, pages=Site(), announcer=web_seat)
        ws = await start_server(self.server, "127.0.0.1", 0, self.tls)
        port = ws.sockets[0].getsockname()[1]
        self.url = f"{'wss' if self.tls else 'ws'}://127.0.0.1:{port}"
        self._stop = self.loop.create_future()
        self._ready.set()
        await self._stop
        ws.close()
        self.server.gate.close_http()
        await ws.wait_closed()
        self.server.close()
        rest = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in rest:
            task.cancel()
        await asyncio.gather(*rest, return_exceptions=True)

    def call(self, fn: Any, *args: Any) -> Any:
        """Run `fn(*args)` on the server's loop and return its result (to inspect tables)."""
        done = threading.Event()
        box: list[Any] = []

        def run() -> None:
            box.append(fn(*args))
            done.set()

        self.loop.call_soon_threadsafe(run)
        done.wait(10)
        return box[0]


@contextmanager
def server_process(data: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`ristikontra serve` as a real process on a free port; yields (process, url)."""
    cmd = [sys.executable, "-m", "ristikontra", "serve", "--port", "0", "--data", str(data),
           "--computer-pause", "0", *extra]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        found = re.search(r"wss?://[^\s,;]+", line)
        if found is None:
            proc.kill()
            raise AssertionError(f"the server did not start: {line}{proc.stderr.read() if proc.stderr else ''}")
        url = found.group(0)
        yield proc, url
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


async def until(client: Client, kind: type, timeout: float = 20.0, pred: Any = None) -> Any:
    """The next item of `kind` (and satisfying `pred`) from the client's stream."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        item: Incoming = await client.next_item(max(0.01, deadline - loop.time()))
        if isinstance(item, kind) and (pred is None or pred(item)):
            return item


def online_table(session: Any) -> OnlineTable:
    """The online table a keyboard session sits at."""
    table = session.table
    assert isinstance(table, OnlineTable)
    return table


def is_turn(item: Incoming) -> bool:
    return isinstance(item, Batch) and item.view.my_turn


async def play_seat(client: Client, choose: Callable[[SeatView], Action], heard: list[dict[str, Any]] | None = None,
                    views: list[SeatView] | None = None, stop_after: int | None = None, pace: float = 0.0,
                    links: list[str] | None = None) -> None:
    """Play the client's seat by `choose` until the game is over (or `stop_after` events were
    heard), ready between deals, `pace` seconds after being asked; keeps every event heard (as
    JSON, without its `seq`) in `heard`, every view in `views` and what it heard of its
    connection (`Link`'s state) in `links`. A connection gone for good, or a stream that ends, fails."""
    async for item in client:
        if isinstance(item, Batch):
            if heard is not None:
                heard.extend(event_to_json(e) for e in item.events)
            if views is not None:
                views.append(item.view)
            if any(isinstance(e, GameOver) for e in item.events):
                return
            if stop_after is not None and heard is not None and len(heard) >= stop_after:
                return
            if pace and (item.view.my_turn or item.view.phase == "deal_over"):
                await asyncio.sleep(pace)
            if item.view.phase == "deal_over":
                await client.ready()
            elif item.view.my_turn:
                await client.act(choose(item.view), item.at)
        elif isinstance(item, Link):
            if links is not None:
                links.append(item.state)
            if item.state == "gone":
                raise AssertionError("connection gone")
    raise AssertionError("stream ended")


def random_moves(rng: random.Random) -> Callable[[SeatView], Action]:
    """A seat's choice: a random legal move from `rng`."""
    return lambda view: rng.choice(view.legal)


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, made by openssl (skips without it)."""
    import pytest

    cert, key = folder / "cert.pem", folder / "key.pem"
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                           "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                           "-out", str(cert)], capture_output=True, text=True, timeout=60)
    if made.returncode != 0:
        pytest.skip(f"openssl could not make a test certificate: {made.stderr[-200:]}")
    return cert, key
