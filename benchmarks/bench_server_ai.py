"""Computer-filled tables on one server: the players in the server's threads against worker processes.

    python benchmarks/bench_server_ai.py [--tables 100,300] [--duration 60] [--ramp 20]
                                         [--workers 0,2] [--clients 2] [--level strong]

Each table is what the browser table brings: one scripted person (seat 0) and three computers of
`--level`, at human pace (the person acts 0.5-3 s after being asked, the computers after the
server's default pause of 0.6 s). For each table count and each `--ai-workers` value (0: the
server's own threads, as before worker processes), one run of a real `ristikontra serve` on a
loopback port with a real SQLite store; the people run in `--clients` other processes.

Measured over the window after the ramp:
- the person's action to the frame with its events at the person's seat (p50, p99, max): what a
  person feels while every other table's computers think (the other seats are the server's
  computers, with no connection to send to);
- computer moves a second (every card a computer seat played in the window);
- CPU of the server process and of its worker processes (% of one core), and their memory.

The machine's load average is printed with the results: other work on the machine shows in them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing as mp
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
# bench_server puts the project's folder on the path too, for `tests.proctree`.
from bench_server import call, cpu_seconds, free_port, play_seat, rss_mib
from tests.proctree import descendants

THINK = (0.5, 3.0)


def cpu_of(pids: set[int]) -> dict[int, float]:
    seconds = {}
    for pid in pids:
        with contextlib.suppress(OSError):
            seconds[pid] = cpu_seconds(pid)
    return seconds


async def table(url: str, level: str, stop_at: float, measure_from: float, seed: int,
                latencies: list[float], counts: list[int]) -> None:
    rng = random.Random(seed)
    ws = await connect(url, compression=None, max_size=None, open_timeout=60)
    await call(ws, {"type": "hello", "v": 1}, "welcome")
    await call(ws, {"type": "create", "name": "P", "rules": "sticks", "level": level,
                    "options": {"target": 1000}}, "seated")
    await ws.send('{"type":"start"}')

    def computer_cards(frame: dict[str, Any], now: float) -> None:
        if now > measure_from:
            counts[1] += sum(1 for e in frame["events"] if e["type"] == "card_played" and e["seat"] != 0)

    play = play_seat(ws, 0, rng, THINK, stop_at, measure_from, {}, latencies, counts, computer_cards)
    with contextlib.suppress(Exception):  # the end of the run (a timeout) or of the connection
        await asyncio.wait_for(play, timeout=max(1.0, stop_at - time.monotonic() + 5))
    await ws.close()


def client(url: str, level: str, tables: int, start_at: float, measure_from: float, stop_at: float, seed: int,
           out: Any) -> None:
    async def main() -> tuple[list[float], list[int]]:
        latencies: list[float] = []
        counts = [0, 0]
        jobs = []
        ramp = max(0.0, measure_from - start_at - 2.0)
        for t in range(tables):
            # Spread the openings over the ramp, so the tables' deals do not all fall together.
            await asyncio.sleep(max(0.0, start_at + ramp * t / max(1, tables) - time.monotonic()))
            jobs.append(asyncio.ensure_future(table(url, level, stop_at, measure_from, seed * 1000 + t,
                                                    latencies, counts)))
        await asyncio.gather(*jobs)
        return latencies, counts

    out.put(asyncio.run(main()))


def run(tables: int, workers: int, level: str, clients: int, duration: float, ramp: float) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="bench-server-ai-"))
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", str(data),
                               "--rate", "200", "--deal-wait", "30", "--ai-workers", str(workers), "--lang", "en",
                               "--per-address", str(min(65536, tables + 16))],  # every person on loopback
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert server.stdout is not None
    server.stdout.readline()
    url = f"ws://127.0.0.1:{port}"
    time.sleep(1.0)  # the workers start
    base_rss = rss_mib(server.pid) + sum(rss_mib(p) for p in descendants(server.pid))
    start_at = time.monotonic() + 0.5
    measure_from = start_at + ramp
    stop_at = measure_from + duration
    out: Any = mp.Queue()
    procs = [mp.Process(target=client, args=(url, level, tables // clients + (c < tables % clients), start_at,
                                             measure_from, stop_at, c, out)) for c in range(clients)]
    for p in procs:
        p.start()
    time.sleep(max(0.0, measure_from - time.monotonic()))
    kids = descendants(server.pid)
    cpu0, kid0, t0 = cpu_seconds(server.pid), cpu_of(kids), time.monotonic()
    time.sleep(max(0.0, stop_at - time.monotonic()))
    cpu1, kid1, t1 = cpu_seconds(server.pid), cpu_of(kids), time.monotonic()
    rss = rss_mib(server.pid)
    kid_rss = sum(rss_mib(p) for p in kids if p in kid1)
    load = os.getloadavg()[0]
    latencies: list[float] = []
    counts = [0, 0]
    for _ in procs:
        lat, count = out.get(timeout=180)
        latencies += lat
        counts = [a + b for a, b in zip(counts, count, strict=True)]
    for p in procs:
        p.join(30)
    server.terminate()
    server.wait(30)
    assert server.stderr is not None
    said = server.stderr.read()
    latencies.sort()
    cut = statistics.quantiles(latencies, n=100) if len(latencies) > 100 else [float("nan")] * 99
    window = t1 - t0
    kid_cpu = sum(kid1[p] - kid0.get(p, 0.0) for p in kid1)
    return {
        "tables": tables, "ai_workers": workers, "level": level, "window_s": round(window, 1),
        "person_actions": counts[0], "frames_timed": len(latencies),
        "action_to_events_ms": {"p50": round(cut[49] * 1000, 1), "p99": round(cut[98] * 1000, 1),
                                "max": round(latencies[-1] * 1000, 1) if latencies else None},
        "computer_moves_per_s": round(counts[1] / window, 1),
        "server_cpu_percent": round(100 * (cpu1 - cpu0) / window, 1),
        "workers_cpu_percent": round(100 * kid_cpu / window, 1),
        "rss_mib": {"server_idle_with_workers": round(base_rss, 1), "server": round(rss, 1),
                    "workers": round(kid_rss, 1)},
        # The operator's notices (the first at once, the rest when the server stops): moves that
        # waited more than the bound for a busy worker and got the basic player's move.
        "busy_moves": sum(int(n) if n else 1 for n in re.findall(r"all busy.*?: (?:(\d+) moves|a move)", said)),
        "lost_or_hung": said.count("worker process ended") + said.count("worker process was stopped"),
        "load_avg_1min": round(load, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="100,300", help="table counts, comma-separated")
    parser.add_argument("--workers", default="0,2", help="--ai-workers values side by side (0: threads)")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--clients", type=int, default=2, help="processes running the scripted people")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--ramp", type=float, default=20.0, help="seconds to open every table before measuring")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the start", flush=True)
    for tables in (int(t) for t in args.tables.split(",")):
        for workers in (int(w) for w in args.workers.split(",")):
            print(json.dumps(run(tables, workers, args.level, args.clients, args.duration, args.ramp)), flush=True)
    print(f"machine: load {os.getloadavg()[0]:.1f} at the end", flush=True)


if __name__ == "__main__":
    main()
