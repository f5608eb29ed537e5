"""Silent connections do not exhaust the server: each must say hello within seconds, one address
holds only so many, and the server keeps below its limit of open files, saying so once."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Chat, Lobby, NetError
from ristikontra.net.door import HTTP_PER_ADDRESS
from ristikontra.net.server import FILE_RESERVE
from tests.net.netharness import ServerThread, server_process, until
from tests.net.test_net_fuzz import answer

FLOOD = "127.0.0.2"


async def idle(url: str, address: str) -> ClientConnection | None:
    """A WebSocket from `address` that never says hello (None: the server did not take it)."""
    try:
        return await connect(url, local_addr=(address, 0), open_timeout=5, close_timeout=1)
    except (OSError, ConnectionClosed, asyncio.TimeoutError) as exc:
        del exc
        return None
    except Exception:  # the handshake cut short: websockets' InvalidMessage and kin
        return None


async def closed_code(ws: ClientConnection, timeout: float) -> int | None:
    """The close code the server gave `ws` within `timeout` seconds (None: still open)."""
    try:
        await asyncio.wait_for(ws.wait_closed(), timeout)
    except asyncio.TimeoutError:
        return None
    return ws.close_code


def test_idle_connections_are_closed_and_a_flood_from_one_address_leaves_room_for_a_player(tmp_path: Path) -> None:
    """Before, a WebSocket that never said hello stayed open for good, and a thousand of them
    from one address took every file the server could open."""
    async def scenario(server: ServerThread) -> None:
        assert server.server is not None
        flood = [await idle(server.url, FLOOD) for _ in range(60)]
        held = [ws for ws in flood if ws is not None]
        assert len(held) >= 20
        # The server counts 20 WebSockets at most from there; the rest were cut at the door
        # (those still closing count among the address's connections that are no WebSockets).
        gate = server.server.gate
        assert server.call(lambda: gate.sockets.get(FLOOD, 0)) <= 20
        assert server.call(lambda: gate.open) <= 20 + HTTP_PER_ADDRESS

        anna = Client(server.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        ben = Client(server.url, name="Ben")
        await ben.connect()
        await ben.join(seated.code)
        await ben.take_seat(1)
        await until(anna, Lobby, pred=lambda lobby: lobby.data["seats"][1]["name"] == "Ben")

        codes = await asyncio.gather(*(closed_code(ws, 10) for ws in held))
        assert set(codes) == {1008}, codes  # each closed for want of a hello
        # The players, who said hello, are still there.
        assert await ben.say("still here")
        assert (await until(anna, Chat)).text == "still here"
        await anna.close()
        await ben.close()

    with ServerThread(tmp_path, hello_timeout=0.5, per_address=20) as server:
        asyncio.run(scenario(server))


def test_a_ping_does_not_stand_in_for_hello(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        ws = await connect(url)
        for n in range(3):
            await ws.send(json.dumps({"type": "ping", "id": n}))
            assert (await answer(ws)) == {"type": "pong", "id": n}
            await asyncio.sleep(0.2)
        assert await closed_code(ws, 5) == 1008

    with ServerThread(tmp_path, hello_timeout=0.5) as server:
        asyncio.run(scenario(server.url))


def low_file_limit() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (160, 160))


def test_a_flood_from_many_addresses_keeps_below_the_file_limit_and_is_said_once(tmp_path: Path) -> None:
    """With 1,024 open files, a thousand silent connections made `start` fail with 'Too many
    open files' and put two thousand tracebacks in the bug log in 15 seconds. Now the server
    turns connections away before its files run out: a seated player's requests go on, the
    operator hears it once, and the log has no traceback."""
    logs = tmp_path / "log"
    env = {**os.environ, "RISTIKONTRA_LOG_DIR": str(logs), "RISTIKONTRA_DATA_DIR": str(tmp_path / "data")}
    cmd = [sys.executable, "-m", "ristikontra", "serve", "--port", "0", "--data", str(tmp_path / "server"),
           "--computer-pause", "0", "--lang", "en"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=low_file_limit)
    try:
        assert proc.stdout is not None
        found = re.search(r"ws://[^\s,;]+", proc.stdout.readline())
        assert found is not None
        url = found.group(0)

        async def scenario() -> None:
            anna = Client(url, name="Anna")
            await anna.connect()
            seated = await anna.create(level="random")
            flood = [await idle(url, f"127.0.1.{n % 50 + 1}") for n in range(200)]
            held = [ws for ws in flood if ws is not None]
            assert len(held) <= 160 - FILE_RESERVE  # the rest were turned away at the door
            await anna.start()
            item = await until(anna, object, pred=lambda i: type(i).__name__ in ("Batch", "Failure"))
            assert type(item).__name__ == "Batch", item  # not server_error
            for ws in held:
                ws.transport.abort()
            ben = Client(url, name="Ben")
            for _ in range(100):  # until the server has seen the flood go
                try:
                    await ben.connect()
                    break
                except NetError:
                    await asyncio.sleep(0.05)
            await ben.join(seated.code)
            await ben.close()
            await anna.close()

        asyncio.run(scenario())
    finally:
        proc.terminate()
        _out, err = proc.communicate(10)
    text = "".join(p.read_text(encoding="utf-8") for p in logs.glob("ristikontra.log*"))
    assert "Traceback" not in text, text[-3000:]
    assert text.count("connections are open, as many as") == 1, text[-3000:]
    assert err.count("connections are open, as many as") == 1, err


def test_running_out_of_files_is_said_once_a_minute_not_once_a_connection(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """asyncio reports each accept that fails for want of a file, with a traceback: thousands in
    a flood. The server's loop says it in one line, once a minute."""
    error = OSError(errno.EMFILE, "Too many open files")
    with ServerThread(tmp_path) as server:
        assert server.server is not None
        for _ in range(1000):
            server.call(server.server.loop_exception, server.loop,
                        {"message": "socket.accept() out of system resource", "exception": error})
    said = [r for r in caplog.records if "run out of open files" in r.getMessage()]
    assert len(said) == 1 and said[0].exc_info is None, said
    assert not [r for r in caplog.records if r.exc_info]


def test_the_operator_sets_how_many_connections_one_address_may_hold(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        held = [await idle(url, FLOOD) for _ in range(3)]
        assert [ws is not None for ws in held] == [True, True, False]
        for ws in held:
            if ws is not None:
                await ws.close()

    with server_process(tmp_path, "--per-address", "2") as (_proc, url):
        asyncio.run(scenario(url))


def test_a_tls_handshake_that_never_comes_is_closed_at_the_hello_deadline(tmp_path: Path) -> None:
    """The door reads each request's head within the hello deadline; TLS's own handshake comes
    before the door sees the connection and has the same deadline (asyncio's own is a minute)."""
    import socket
    import ssl
    import time

    from tests.net.netharness import make_certificate

    cert, key = make_certificate(tmp_path)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    with ServerThread(tmp_path / "data", tls=context, hello_timeout=0.5) as server:
        port = int(server.url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=20) as sock:
            began = time.monotonic()
            assert sock.recv(100) == b""  # closed by the server, nothing said
            assert time.monotonic() - began < 10


def test_websockets_opened_and_closed_in_a_loop_are_paced_per_address(tmp_path: Path) -> None:
    """One address opening and closing WebSockets as fast as it could got some 900 handshakes a
    second, half of the server's core. Now an address gets as many at once as it may hold
    (here 8), then a quarter of that a second (2); a player from another address connects and
    plays meanwhile."""
    import time

    async def scenario(url: str) -> None:
        done = 0
        began = time.monotonic()
        stop = began + 1.5

        async def churn() -> None:
            nonlocal done
            while time.monotonic() < stop:
                try:
                    async with connect(url, local_addr=(FLOOD, 0), open_timeout=max(0.05, stop - time.monotonic())):
                        done += 1
                except (OSError, ConnectionClosed, asyncio.TimeoutError):
                    pass

        async def player() -> None:
            async with connect(url, local_addr=("127.0.0.3", 0), open_timeout=20) as anna:
                await anna.send(json.dumps({"type": "hello", "v": 2}))
                assert json.loads(await anna.recv())["type"] == "welcome"
                await anna.send(json.dumps({"type": "create", "name": "Anna", "level": "random"}))
                assert json.loads(await anna.recv())["type"] == "seated"

        await asyncio.gather(*(churn() for _ in range(8)), player())
        seconds = time.monotonic() - began
        assert 1 <= done <= 8 + 2 * seconds + 2, (done, seconds)

    with ServerThread(tmp_path, per_address=8) as server:
        asyncio.run(scenario(server.url))


def test_a_websocket_that_waited_its_turn_has_its_whole_hello_deadline(tmp_path: Path) -> None:
    """Its wait is the server's: the hello deadline (here half a second) counts from its turn."""

    async def scenario(url: str) -> None:
        for _ in range(2):  # the address's two at once
            async with connect(url, local_addr=(FLOOD, 0)) as ws:
                await ws.send(json.dumps({"type": "hello", "v": 2}))
                assert json.loads(await ws.recv())["type"] == "welcome"
        async with connect(url, local_addr=(FLOOD, 0), open_timeout=20) as late:  # waits about a second
            await late.send(json.dumps({"type": "hello", "v": 2}))
            assert json.loads(await late.recv())["type"] == "welcome"

    with ServerThread(tmp_path, per_address=2, hello_timeout=0.5) as server:
        asyncio.run(scenario(server.url))


def test_websockets_opened_and_closed_from_many_addresses_are_paced_in_all(tmp_path: Path) -> None:
    """Twenty addresses opening and closing WebSockets got some 600 handshakes a second and took
    the players' median move from 3 to 67 ms. Over the whole server there is a budget as well
    (here 8 at once, then 4 a second), whatever each address's own."""
    import time

    async def scenario(url: str) -> None:
        done = 0
        began = time.monotonic()
        stop = began + 1.5

        async def churn(address: str) -> None:
            nonlocal done
            while time.monotonic() < stop:
                try:
                    async with connect(url, local_addr=(address, 0), open_timeout=max(0.05, stop - time.monotonic())):
                        done += 1
                except (OSError, ConnectionClosed, asyncio.TimeoutError):
                    pass

        await asyncio.gather(*(churn(f"127.0.4.{n % 10 + 1}") for n in range(20)))
        seconds = time.monotonic() - began
        assert 1 <= done <= 8 + 4 * seconds + 2, (done, seconds)

    with ServerThread(tmp_path, http={"upgrades_total": (4.0, 8.0)}) as server:
        asyncio.run(scenario(server.url))
