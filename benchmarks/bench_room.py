"""The room at size, and what a watcher costs the server.

    python benchmarks/bench_room.py [--members 1000] [--tables 300] [--probes 30] [--deals 4] [--watchers 20]

A real `ristikontra serve` on a loopback port (its own process; computers in its threads, no
pause), and real WebSocket clients in other processes:

- **The room**: `--members` connections enter the room (in `--member-processes` processes of their own), then
  `--tables` public tables are opened, each by a connection from an address of its own
  (127.0.x.y: one address may open only a few public tables at once). Then a prober sits down at
  one of the tables and gets up again, `--probes` times, one change every half second. Measured:
  the time from the prober's `seat` frame to the `room_update` naming the prober arriving at each
  member (every member, every probe: p50, p99, max), how many arrived, the server's CPU and memory.
- **Watchers**: the same `--deals` deals (one person, three computers at level random, the
  person playing at once) with no watcher, with `--watchers` protocol watchers (as the terminal
  and bots watch), and with a seated web page instead of the plain seat (`announce`: the server
  speaks for it) and with pages watching (`announce` as a watcher). Measured: the server's CPU
  per stored move in each case, hence what one watcher of each kind adds per move.

The clock of the latencies is the machine's monotonic clock, shared by the processes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server() -> tuple[subprocess.Popen[str], int, Path]:
    port = free_port()
    data = Path(tempfile.mkdtemp(prefix="bench-room-"))
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", str(data),
                               "--computer-pause", "0", "--rate", "200", "--ai-workers", "0",
                               "--per-address", "4000"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    server.stdout.readline()  # listening
    return server, port, data


def address(n: int) -> str:
    """A loopback address of its own for client `n` (127.0.1.0 and up)."""
    return f"127.0.{1 + n // 250}.{1 + n % 250}"


async def hello(url: str, source: str = "127.0.0.1") -> ClientConnection:
    ws = await connect(url, max_size=2**24, compression=None, ping_interval=None, open_timeout=60,
                       local_addr=(source, 0))
    await ws.send(json.dumps({"type": "hello", "v": 3}))
    await ws.recv()
    return ws


async def answer(ws: ClientConnection, types: tuple[str, ...]) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = json.loads(await ws.recv())
        if frame["type"] in types or frame["type"] == "error":
            return frame


# ---------------------------------------------------------------------- the room: one member process


async def members_process(url: str, first: int, count: int, out: Path) -> None:
    """`count` members in the room; each keeps when the update naming "probe-K" reached it."""
    arrived: list[tuple[int, int, float]] = []

    async def member(n: int) -> ClientConnection:
        ws = await hello(url)
        await ws.send(json.dumps({"type": "room", "name": f"M{first + n}"}))
        await answer(ws, ("room",))
        return ws

    async def listen(n: int, ws: ClientConnection) -> None:
        seen: set[int] = set()
        async for raw in ws:
            now = time.monotonic()
            if isinstance(raw, str) and "probe-" in raw:
                for entry in json.loads(raw).get("tables", ()):
                    for seat in entry["seats"]:
                        name = seat.get("name") or ""
                        if name.startswith("probe-"):
                            k = int(name[6:])
                            if k not in seen:
                                seen.add(k)
                                arrived.append((first + n, k, now))

    sockets = []
    for start in range(0, count, 50):
        sockets += await asyncio.gather(*(member(n) for n in range(start, min(count, start + 50))))
    listeners = [asyncio.create_task(listen(n, ws)) for n, ws in enumerate(sockets)]
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)  # until told to stop
    for task in listeners:
        task.cancel()
    out.write_text(json.dumps(arrived))
    sys.stdout.flush()
    os._exit(0)  # the connections end with the process: closing 500 one by one is not what is measured


async def room_at_size(url: str, server: subprocess.Popen[str], members: int, tables: int,
                       probes: int, processes: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="bench-room-members-"))
    share = -(-members // processes)
    halves = [(first, min(share, members - first)) for first in range(0, members, share)]
    workers = [subprocess.Popen([sys.executable, __file__, "--member-process", url, str(first), str(count),
                                 str(folder / f"{first}.json")], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                text=True) for first, count in halves]
    for worker in workers:
        assert worker.stdout is not None
        assert worker.stdout.readline().strip() == "ready"
    openers = []
    codes = []
    for start in range(0, tables, 25):
        batch = await asyncio.gather(*(hello(url, address(n)) for n in range(start, min(tables, start + 25))))
        for n, ws in zip(range(start, start + len(batch)), batch, strict=True):
            await ws.send(json.dumps({"type": "create", "name": f"Opener{n}", "public": True, "level": "random",
                                      "lang": "en" if n % 2 else "de"}))
            codes.append((await answer(ws, ("seated",)))["code"])
        openers += batch
    await asyncio.sleep(2.0)  # every opening has reached everyone
    prober = await hello(url, address(tables + 1))
    await prober.send(json.dumps({"type": "join", "code": codes[len(codes) // 2]}))
    await answer(prober, ("table",))
    sent: dict[int, float] = {}
    cpu0 = cpu_seconds(server.pid)
    began = time.monotonic()
    for k in range(probes):
        sent[k] = time.monotonic()
        await prober.send(json.dumps({"type": "seat", "seat": 2, "name": f"probe-{k}"}))
        await answer(prober, ("seated",))
        await asyncio.sleep(0.25)
        await prober.send(json.dumps({"type": "leave"}))
        await prober.send(json.dumps({"type": "join", "code": codes[len(codes) // 2]}))
        await asyncio.sleep(0.25)
    await asyncio.sleep(1.0)
    cpu = cpu_seconds(server.pid) - cpu0
    seconds = time.monotonic() - began
    rss = rss_mib(server.pid)
    for worker in workers:
        assert worker.stdin is not None
        worker.stdin.write("stop\n")
        worker.stdin.flush()
        worker.wait(120)
    latencies = sorted(now - sent[k] for first, _count in halves
                       for _member, k, now in json.loads((folder / f"{first}.json").read_text()))
    for ws in [*openers, prober]:
        await ws.close()
    expected = members * probes
    return {"members": members, "tables": tables, "probes": probes, "arrived": len(latencies), "expected": expected,
            "p50_ms": round(1000 * statistics.median(latencies), 1),
            "p99_ms": round(1000 * latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))], 1),
            "max_ms": round(1000 * latencies[-1], 1),
            "server_cpu_share": round(cpu / seconds, 3),
            # Each probe is two changes (sitting down, getting up), each an update to every member.
            "server_cpu_ms_per_update": round(1000 * cpu / (2 * probes), 2), "server_rss_mib": round(rss, 1),
            "load_average": os.getloadavg()[0]}


# ---------------------------------------------------------------------- watchers: CPU per move


def stored_moves(db: Path) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return int(con.execute("SELECT count(*) FROM moves").fetchone()[0])


async def drain(ws: ClientConnection) -> None:
    try:
        async for _raw in ws:
            pass
    except Exception:
        pass


RANK_KEYS = {"T": "0", "J": "Shift+J", "Q": "Shift+Q", "K": "Shift+K", "A": "Shift+A"}


async def one_deal(url: str, watchers: int, page_watchers: int, web: bool, base: int) -> None:
    """One deal: a person (a plain client, or a `web` page) and three computers, watched."""
    player = await hello(url, address(base))
    await player.send(json.dumps({"type": "create", "name": "Bench", "level": "random", "public": True}))
    code = (await answer(player, ("seated",)))["code"]
    lookers = []
    for n in range(watchers + page_watchers):
        ws = await hello(url, address(base + 1 + n))
        await ws.send(json.dumps({"type": "watch", "code": code, "name": f"W{n}"}))
        await answer(ws, ("table",))
        if n >= watchers:
            await ws.send(json.dumps({"type": "announce", "lang": "de"}))
        lookers.append(ws)
    drains = [asyncio.create_task(drain(ws)) for ws in lookers]
    if web:
        await player.send(json.dumps({"type": "announce", "lang": "de"}))
    await player.send(json.dumps({"type": "start"}))
    played = None
    while True:
        frame = json.loads(await player.recv())
        if web:
            table = frame.get("table") if frame["type"] == "say" else None
            if table is None:
                continue
            if table["phase"] == "deal_over":
                break
            me = next(s["seat"] for s in table["seats"] if s["you"])
            position = (table["deal"], table["trick_no"], len(table["trick"]))
            if table["phase"] == "playing" and table["to_move"] == me and position != played:
                played = position
                if table["playable"]:
                    rank = table["playable"][0][0]
                    await player.send(json.dumps({"type": "key", "key": RANK_KEYS.get(rank, rank)}))
                    await player.send(json.dumps({"type": "key", "key": "Enter"}))
                else:
                    await player.send(json.dumps({"type": "key", "key": "b"}))
        elif frame["type"] in ("events", "refused"):
            view = frame["view"]
            if view["phase"] != "playing":
                break
            if view["to_move"] == view["seat"] and view["legal"]:
                await player.send(json.dumps({"type": "action", "action": view["legal"][0], "at": frame["at"]}))
    await asyncio.sleep(0.2)
    for ws in [player, *lookers]:
        await ws.close()
    await asyncio.gather(*drains)


async def watcher_costs(deals: int, watchers: int) -> list[dict[str, Any]]:
    results = []
    cases = [("plain seat", 0, 0, False), (f"plain seat + {watchers} watchers", watchers, 0, False),
             ("web page seat", 0, 0, True), (f"plain seat + {max(1, watchers // 4)} pages watching", 0,
                                             max(1, watchers // 4), False)]
    for label, plain_watchers, page_watchers, web in cases:
        server, port, data = start_server()
        try:
            url = f"ws://127.0.0.1:{port}"
            await one_deal(url, plain_watchers, page_watchers, web, 0)  # warm up
            cpu0, moves0 = cpu_seconds(server.pid), stored_moves(data / "tables.sqlite3")
            for d in range(deals):
                await one_deal(url, plain_watchers, page_watchers, web, 100 * (d + 1))
            await asyncio.sleep(0.5)
            cpu, moves = cpu_seconds(server.pid) - cpu0, stored_moves(data / "tables.sqlite3") - moves0
        finally:
            server.terminate()
            server.wait(30)
        results.append({"case": label, "moves": moves, "server_cpu_ms_per_move": round(1000 * cpu / max(moves, 1), 3)})
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--probes", type=int, default=30)
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--watchers", type=int, default=20)
    parser.add_argument("--part", choices=("room", "watchers", "both"), default="both")
    parser.add_argument("--member-processes", type=int, default=4,
                        help="processes the members' clients run in (their screens, not the server)")
    parser.add_argument("--member-process", nargs=4, metavar=("URL", "FIRST", "COUNT", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.member_process:
        url, first, count, out = args.member_process
        asyncio.run(members_process(url, int(first), int(count), Path(out)))
        return
    if args.part in ("room", "both"):
        server, port, _data = start_server()
        try:
            print(json.dumps(asyncio.run(room_at_size(f"ws://127.0.0.1:{port}", server, args.members, args.tables,
                                                      args.probes, args.member_processes))), flush=True)
        finally:
            server.terminate()
            server.wait(30)
    if args.part in ("watchers", "both"):
        for result in asyncio.run(watcher_costs(args.deals, args.watchers)):
            print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
