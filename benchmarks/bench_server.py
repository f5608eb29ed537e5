"""Online server load: many tables of scripted clients against one `ristikontra serve` process.

    python benchmarks/bench_server.py [--tables 250] [--workers 4] [--duration 60] [--mode both]

The server runs as its own process (a real `ristikontra serve` on a loopback port, a real
SQLite file); the clients run in `--workers` other processes, four WebSocket connections per
table, speaking the protocol directly (JSON in, JSON out, no engine on the client side).

(a) human pace: each client acts 0.5-3 s after it is asked, at random. Measured: latency from
    sending an action to the events of that action arriving, at every seat of the table (p50,
    p99, max), the server's CPU use and its memory per table.
(b) zero think time: every client answers at once; measured: actions per second the server
    process stores and broadcasts.

Clients and server share this machine's cores, so (b) is a floor for the server alone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.proctree import descendants

__all__ = ["call", "cpu_seconds", "descendants", "free_port", "play_seat", "rss_mib"]

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


@contextmanager
def quick_server(prefix: str) -> Iterator[tuple[subprocess.Popen[str], int, Path]]:
    """A real `ristikontra serve` on a free port with a data folder of its own, computers playing
    at once in its own process; yields (process, port, data folder) once it listens."""
    port = free_port()
    data = Path(tempfile.mkdtemp(prefix=prefix))
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", str(data),
                               "--computer-pause", "0", "--rate", "200", "--ai-workers", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None
        server.stdout.readline()  # listening
        yield server, port, data
    finally:
        server.terminate()
        server.wait(30)
        if server.stdout is not None:
            server.stdout.close()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def stored_moves(db: Path) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return int(con.execute("SELECT count(*) FROM moves").fetchone()[0])


async def call(ws: Any, frame: dict[str, Any], want: str) -> dict[str, Any]:
    await ws.send(json.dumps(frame))
    while True:
        answer = json.loads(await ws.recv())
        if answer["type"] in (want, "error"):
            assert answer["type"] == want, answer
            return answer


async def play_seat(ws: Any, seat: int, rng: random.Random, think: tuple[float, float], stop_at: float,
                    measure_from: float, sent: dict[int, float], latencies: list[float], counts: list[int],
                    on_events: Callable[[dict[str, Any], float], None] | None = None) -> None:
    """A scripted player at `seat`, on its connection `ws`, until `stop_at`: a random legal card
    after `think` seconds (uniform, 0 for none), the next deal as soon as one is offered.

    `sent` (shared by the table's seats) holds when each action was sent, by the table position it
    leads to; the events of that position arriving at this seat give a latency if the action was
    sent after `measure_from`. `counts[0]` counts the actions sent after `measure_from`;
    `on_events(frame, now)` sees every frame of events.
    """
    async for raw in ws:
        now = time.monotonic()
        if now > stop_at:
            return
        frame = json.loads(raw)
        if frame["type"] != "events":
            continue
        at = frame["at"]
        started = sent.get(at)
        if started is not None and started > measure_from:
            latencies.append(now - started)
        if on_events is not None:
            on_events(frame, now)
        view = frame["view"]
        if view["phase"] == "deal_over":
            await ws.send('{"type":"next"}')
        elif view["to_move"] == seat and view["phase"] == "playing":
            action = rng.choice(view["legal"])
            if think[1]:
                await asyncio.sleep(rng.uniform(*think))
            sent[at + 1] = time.monotonic()
            counts[0] += sent[at + 1] > measure_from
            await ws.send(json.dumps({"type": "action", "action": action, "at": at}))


async def table(url: str, think: tuple[float, float], stop_at: float, measure_from: float, seed: int,
                latencies: list[float], counts: list[int]) -> None:
    rng = random.Random(seed)
    conns = [await connect(url, compression=None, max_size=None, open_timeout=60) for _ in range(4)]
    for ws in conns:
        await call(ws, {"type": "hello", "v": 1}, "welcome")
    seated = await call(conns[0], {"type": "create", "name": "S0", "rules": "sticks", "level": "random",
                                   "options": {"target": 1000}}, "seated")
    for n, ws in enumerate(conns[1:], 1):
        await call(ws, {"type": "join", "code": seated["code"]}, "table")
        await call(ws, {"type": "seat", "seat": n, "name": f"S{n}"}, "seated")
    sent: dict[int, float] = {}
    tasks = [asyncio.ensure_future(play_seat(ws, n, rng, think, stop_at, measure_from, sent, latencies, counts))
             for n, ws in enumerate(conns)]
    await conns[0].send('{"type":"start"}')
    await asyncio.wait(tasks, timeout=max(1.0, stop_at - time.monotonic() + 5))
    for task in tasks:
        task.cancel()
    for ws in conns:
        await ws.close()


def worker(url: str, tables: int, think: tuple[float, float], start_at: float, measure_from: float,
           stop_at: float, seed: int, out: Any) -> None:
    async def main() -> tuple[list[float], int]:
        latencies: list[float] = []
        counts = [0]
        # Spread the table openings over the ramp-up so 1,000 handshakes do not land at once.
        jobs = []
        for t in range(tables):
            await asyncio.sleep(max(0.0, start_at + t * 0.02 - time.monotonic()))
            jobs.append(asyncio.ensure_future(table(url, think, stop_at, measure_from, seed * 1000 + t,
                                                    latencies, counts)))
        await asyncio.gather(*jobs)
        return latencies, counts[0]

    out.put(asyncio.run(main()))


def run_mode(name: str, tables: int, workers: int, think: tuple[float, float], duration: float,
             ramp: float) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="bench-server-"))
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", str(data),
                               "--computer-pause", "0", "--rate", "200", "--deal-wait", "30",
                               "--per-address", str(min(65536, 4 * tables + 16))],  # every client on loopback
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    url = f"ws://127.0.0.1:{port}"
    base_rss = rss_mib(server.pid)
    now = time.monotonic()
    start_at = now + 1.0
    measure_from = start_at + ramp
    stop_at = measure_from + duration
    out: Any = mp.Queue()
    procs = [mp.Process(target=worker, args=(url, tables // workers + (w < tables % workers), think, start_at,
                                             measure_from, stop_at, w, out)) for w in range(workers)]
    for p in procs:
        p.start()
    time.sleep(max(0.0, measure_from - time.monotonic()))
    cpu0, moves0, t0 = cpu_seconds(server.pid), stored_moves(data / "tables.sqlite3"), time.monotonic()
    loaded_rss = rss_mib(server.pid)
    time.sleep(max(0.0, stop_at - time.monotonic()))
    cpu1, moves1, t1 = cpu_seconds(server.pid), stored_moves(data / "tables.sqlite3"), time.monotonic()
    peak_rss = rss_mib(server.pid)
    latencies: list[float] = []
    actions = 0
    for _ in procs:
        lat, count = out.get(timeout=120)
        latencies += lat
        actions += count
    for p in procs:
        p.join(30)
    server.terminate()
    server.wait(30)
    latencies.sort()
    cut = statistics.quantiles(latencies, n=100) if len(latencies) > 100 else [float("nan")] * 99
    window = t1 - t0
    return {
        "mode": name, "tables": tables, "connections": 4 * tables, "window_s": round(window, 1),
        "frames_timed": len(latencies),
        "latency_ms": {"p50": round(cut[49] * 1000, 1), "p99": round(cut[98] * 1000, 1),
                       "max": round(latencies[-1] * 1000, 1) if latencies else None},
        "actions_per_s": round((moves1 - moves0) / window, 1),
        "server_cpu_percent": round(100 * (cpu1 - cpu0) / window, 1),
        "cpu_ms_per_action": round(1000 * (cpu1 - cpu0) / max(1, moves1 - moves0), 3),
        "rss_mib": {"idle": round(base_rss, 1), "loaded": round(loaded_rss, 1), "end": round(peak_rss, 1)},
        "kib_per_table": round(1024 * (peak_rss - base_rss) / tables, 1),
        "client_actions": actions,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--fast-tables", type=int, default=250, help="tables for the zero think time run")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--ramp", type=float, default=20.0, help="seconds to open every table before measuring")
    parser.add_argument("--mode", choices=("human", "fast", "both"), default="both")
    args = parser.parse_args()
    results = []
    if args.mode in ("human", "both"):
        results.append(run_mode("human pace", args.tables, args.workers, (0.5, 3.0), args.duration, args.ramp))
        print(json.dumps(results[-1]), flush=True)
    if args.mode in ("fast", "both"):
        results.append(run_mode("zero think", args.fast_tables, args.workers, (0.0, 0.0), args.duration / 2,
                                args.ramp))
        print(json.dumps(results[-1]), flush=True)
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the end", flush=True)


if __name__ == "__main__":
    main()
