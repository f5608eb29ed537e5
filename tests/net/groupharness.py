"""A group of real `serve` processes, a real Redis and a real HAProxy in front, all on loopback
ports, started and stopped (by pid) by the test itself."""

from __future__ import annotations

import asyncio
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ristikontra.net.client import Client
from ristikontra.net.proxyconf import haproxy_config


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def need(program: str) -> str:
    path = shutil.which(program) or next((p for p in (f"/usr/sbin/{program}", f"/usr/bin/{program}")
                                          if Path(p).exists()), None)
    if path is None:
        pytest.skip(f"{program} is not installed (apt-get install {program})")
    return path


def wait_port(port: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), 0.5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise AssertionError(f"nothing listens on {port}") from None
            time.sleep(0.05)


class Redis:
    """redis-server on a loopback port, keeping nothing on disk."""

    def __init__(self, folder: Path) -> None:
        self.program = need("redis-server")
        self.folder = folder
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        conf = self.folder / "redis.conf"
        conf.write_text(f"port {self.port}\nbind 127.0.0.1\nsave \"\"\nappendonly no\ndir \"{self.folder}\"\n"
                        "daemonize no\nlogfile \"\"\nprotected-mode yes\n", encoding="utf-8")
        self.proc = subprocess.Popen([self.program, str(conf)], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        wait_port(self.port)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def pause(self) -> None:
        """Stops answering (SIGSTOP): connections stay open, nothing comes back, as from a
        machine that hangs or a network that drops everything."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGCONT)


class Node:
    """One `ristikontra serve --redis` process (id: n0, n1, ...) on a fixed port, restartable."""

    def __init__(self, index: int, root: Path, redis_url: str, logs: Path, extra: tuple[str, ...]) -> None:
        self.id = f"n{index}"
        self.port = free_port()
        self.data = root / self.id
        self.redis_url = redis_url
        self.logs = logs
        self.extra = extra
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        cmd = [sys.executable, "-m", "ristikontra", "serve", "--port", str(self.port), "--data", str(self.data),
               "--computer-pause", "0", "--ai-workers", "0", "--redis", self.redis_url, "--node", self.id,
               "--trusted-proxy", "127.0.0.1", "--log-dir", str(self.logs), "--lang", "en", *self.extra]
        # What the process says to its operator goes to a file (a pipe nobody reads would fill up
        # and stop it); the test reads it when it fails.
        self.said = self.data.parent / f"{self.id}.said"
        with self.said.open("a", encoding="utf-8") as said:
            self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=said, text=True, stdin=subprocess.DEVNULL)

    def ready(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if "127.0.0.1" not in line:
            self.proc.kill()
            raise AssertionError(f"{self.id} did not start: {line}{self.said.read_text(encoding='utf-8')}")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
        if self.proc is not None:
            self.proc.wait(10)
            if self.proc.stdout is not None:
                self.proc.stdout.close()
        self.proc = None


class Front:
    """HAProxy in front of the nodes, with the configuration `proxyconf` writes."""

    def __init__(self, folder: Path, nodes: list[Node], drain: tuple[str, ...] = (), cert: Path | None = None,
                 name: str = "haproxy") -> None:
        self.program = need("haproxy")
        self.port = free_port()
        self.conf = folder / f"{name}.cfg"
        self.conf.write_text(haproxy_config([(n.id, "127.0.0.1", n.port) for n in nodes], f"127.0.0.1:{self.port}",
                                            cert=cert, check=0.2, drain=drain), encoding="utf-8")
        self.scheme = "wss" if cert is not None else "ws"
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}/"

    def start(self) -> None:
        self.proc = subprocess.Popen([self.program, "-db", "-f", str(self.conf)], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        wait_port(self.port)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()
        self.proc = None


class Site:
    """Redis, `count` serve processes and HAProxy: one address, many servers."""

    def __init__(self, root: Path, count: int = 3, extra: tuple[str, ...] = (), drain: tuple[str, ...] = ()) -> None:
        self.root = root
        self.logs = root / "logs"
        self.logs.mkdir(parents=True, exist_ok=True)
        self.redis = Redis(root / "redis")
        self.nodes = [Node(i, root, self.redis.url, self.logs, extra) for i in range(count)]
        self.front = Front(root, self.nodes, drain)

    def __enter__(self) -> Site:
        try:
            self.redis.start()
            for node in self.nodes:
                node.start()
            for node in self.nodes:
                node.ready()
            self.front.start()
        except BaseException:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.front.stop()
        for node in self.nodes:
            node.kill()
        self.redis.stop()

    def node(self, node_id: str) -> Node:
        return next(n for n in self.nodes if n.id == node_id)

    def at(self, node_id: str) -> str:
        """The front's address of one process (`/p/<id>/`)."""
        return f"ws://127.0.0.1:{self.front.port}/p/{node_id}/"


async def eventually(check: Any, timeout: float = 20.0, what: str = "") -> Any:
    """Wait (generously) until `check()` (maybe async) is true; return its value."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = check()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"not within {timeout} s: {what}")
        await asyncio.sleep(0.05)


async def front_client(url: str, name: str, **kw: Any) -> Client:
    """A client through the front, connected (retrying while HAProxy still checks the processes)."""
    client = Client(url, name=name, give_up_after=60, **kw)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 20
    while True:
        try:
            await client.connect()
            return client
        except Exception:
            if loop.time() > deadline:
                raise
            await asyncio.sleep(0.1)
