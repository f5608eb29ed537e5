"""One process against a group of three behind HAProxy (`serve --redis`), side by side in one run.

    python benchmarks/bench_group.py [--tables 24] [--members 24] [--duration 20] [--ramp 5]

Three setups, one after the other: one process alone; the same one process in a group of its own
(`--redis`, a Redis beside it, no proxy): what membership alone adds to a move; and three processes
in a group behind HAProxy. Every process writes each table's event log (`--log-dir`). All setups
get the same load: `--tables` tables of four scripted people (private tables, human
pace: each acts 0.3-1.5 s after asked), and `--members` people in the room while one table,
public, changes every 0.3 s (somebody sits down, gets up). The people run in two other processes,
speaking the protocol directly. In the group every connection goes through the front (HAProxy,
the file `net/proxyconf.py` writes), and a join that reaches another process follows `elsewhere`
to `/p/<node>/`, as the reference client does.

Measured, for each setup:

- action -> events: from sending an action to its events at every seat of the table (p50/p99/max);
- room change -> every member: from the request that changed the public table (a seat taken or
  given up) to the `room_update` with it at each member (p50/p99/max);
- a move's cost: the server processes' CPU per stored move (all of them, summed), also less what
  they use idle (measured first, `--idle`), and the Redis commands a second in the group, idle and
  under load (presence and the room; a move asks Redis nothing);
- HAProxy's own CPU in the group.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_server import call, cpu_seconds, free_port, play_seat, stored_moves
from tests.net.groupharness import Front, Node, Redis, wait_port

THINK = (0.3, 1.5)
CHANGE_EVERY = 0.3
SERVE = ("--rate", "200", "--per-address", "8192", "--deal-wait", "30")


async def open_at(base: str, node: str | None) -> Any:
    url = base if node is None else f"{base.rstrip('/')}/p/{node}/"
    ws = await connect(url, compression=None, max_size=None, open_timeout=60)
    welcome = await call(ws, {"type": "hello", "v": 3}, "welcome")
    return ws, welcome.get("node")


async def joined(base: str, code: str, seat: int, name: str) -> Any:
    """A connection seated at table `code`: joined where the front sends it, and where `elsewhere` says."""
    ws, _node = await open_at(base, None)
    await ws.send(json.dumps({"type": "join", "code": code}))
    while True:
        answer = json.loads(await ws.recv())
        if answer["type"] == "table":
            break
        if answer["type"] == "error":
            assert answer["reason"] == "elsewhere", answer
            await ws.close()
            ws, _node = await open_at(base, answer["node"])
            await ws.send(json.dumps({"type": "join", "code": code}))
    await call(ws, {"type": "seat", "seat": seat, "name": name}, "seated")
    return ws


async def table(base: str, stop_at: float, measure_from: float, seed: int, latencies: list[float],
                counts: list[int]) -> None:
    rng = random.Random(seed)
    first, _node = await open_at(base, None)
    seated = await call(first, {"type": "create", "name": "S0", "rules": "sticks", "level": "random",
                                "options": {"target": 1000}}, "seated")
    conns = [first, *[await joined(base, seated["code"], n, f"S{n}") for n in (1, 2, 3)]]
    sent: dict[int, float] = {}
    tasks = [asyncio.ensure_future(play_seat(ws, n, rng, THINK, stop_at, measure_from, sent, latencies, counts))
             for n, ws in enumerate(conns)]
    await first.send('{"type":"start"}')
    await asyncio.wait(tasks, timeout=max(1.0, stop_at - time.monotonic() + 5))
    for task in tasks:
        task.cancel()
    for ws in conns:
        await ws.close()


async def member(base: str, name: str, stop_at: float, heard: list[tuple[str, str, int, float]]) -> None:
    """In the room until `stop_at`: when each update with a table's entry came (who, code, free seats, time)."""
    ws, _node = await open_at(base, None)
    await call(ws, {"type": "room", "name": name}, "room")
    try:
        while time.monotonic() < stop_at:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.05, stop_at - time.monotonic()))
            except asyncio.TimeoutError:
                break
            now = time.monotonic()
            frame = json.loads(raw)
            if frame.get("type") == "room_update":
                for entry in frame.get("tables", []):
                    heard.append((name, entry["code"], entry["free"], now))
    finally:
        await ws.close()


def worker(base: str, tables: int, members: int, start_at: float, measure_from: float, stop_at: float,
           seed: int, out: Any) -> None:
    async def main() -> tuple[list[float], int, list[tuple[str, str, int, float]]]:
        latencies: list[float] = []
        counts = [0]
        heard: list[tuple[str, str, int, float]] = []
        jobs = [asyncio.ensure_future(member(base, f"M{seed}-{m}", stop_at, heard)) for m in range(members)]
        for t in range(tables):
            await asyncio.sleep(max(0.0, start_at + t * 0.05 - time.monotonic()))
            jobs.append(asyncio.ensure_future(table(base, stop_at, measure_from, seed * 1000 + t, latencies, counts)))
        await asyncio.gather(*jobs)
        return latencies, counts[0], heard

    out.put(asyncio.run(main()))


def changer(base: str, measure_from: float, stop_at: float, out: Any) -> None:
    """One public table whose entry changes every CHANGE_EVERY seconds: a second person sits down
    (free 2) and gets up again (free 3). When each change was asked for, by (free, n-th such)."""
    async def main() -> dict[str, Any]:
        opener, _node = await open_at(base, None)
        seated = await call(opener, {"type": "create", "name": "Host", "rules": "sticks", "level": "random",
                                     "public": True}, "seated")
        guest = await joined(base, seated["code"], 1, "Guest")
        await call(guest, {"type": "leave"}, "table")
        asked: list[tuple[int, float]] = []
        await asyncio.sleep(max(0.0, measure_from - time.monotonic()))
        while time.monotonic() < stop_at - 1.0:
            await call(guest, {"type": "join", "code": seated["code"]}, "table")
            asked.append((2, time.monotonic()))
            await call(guest, {"type": "seat", "seat": 1, "name": "Guest"}, "seated")
            await asyncio.sleep(CHANGE_EVERY)
            asked.append((3, time.monotonic()))
            await call(guest, {"type": "leave"}, "table")
            await asyncio.sleep(CHANGE_EVERY)
        await guest.close()
        await opener.close()
        return {"code": seated["code"], "asked": asked}

    out.put(asyncio.run(main()))


def quantiles(values: list[float]) -> dict[str, float | None]:
    if len(values) < 2:
        return {"p50": None, "p99": None, "max": None}
    cut = statistics.quantiles(sorted(values), n=100)
    return {"p50": round(cut[49] * 1000, 1), "p99": round(cut[98] * 1000, 1), "max": round(max(values) * 1000, 1)}


def room_latencies(changes: dict[str, Any], heard: list[tuple[str, str, int, float]]) -> list[float]:
    """Each change matched, at each member, to the first update showing it after it was asked
    (and before the same change was asked again)."""
    asked: list[tuple[int, float]] = changes["asked"]
    found: list[float] = []
    for who in sorted({h[0] for h in heard}):
        events = sorted((when, free) for name, code, free, when in heard if name == who and code == changes["code"])
        for index, (free, when) in enumerate(asked):
            again = asked[index + 2][1] if index + 2 < len(asked) else float("inf")
            first = next((t for t, f in events if f == free and when <= t < again), None)
            if first is not None:
                found.append(first - when)
    return found


def redis_commands(port: int) -> int:
    with socket.create_connection(("127.0.0.1", port), 5) as s:
        s.sendall(b"INFO stats\r\n")
        data = b""
        while b"total_commands_processed" not in data or not data.endswith(b"\r\n"):
            data += s.recv(65536)
    line = next(li for li in data.decode().splitlines() if li.startswith("total_commands_processed:"))
    return int(line.split(":")[1])


def run_setup(name: str, group: bool, args: argparse.Namespace, alone_in_group: bool = False) -> dict[str, Any]:
    """One setup measured: three processes in a group behind the front (`group`), or one process,
    alone or (`alone_in_group`) in a group of its own."""
    root = Path(tempfile.mkdtemp(prefix="bench-group-"))
    logs = root / "logs"
    logs.mkdir()
    redis: Redis | None = None
    front: Front | None = None
    nodes: list[Node] = []
    single: subprocess.Popen[str] | None = None
    try:
        if group:
            redis = Redis(root / "redis")
            redis.start()
            nodes = [Node(i, root, redis.url, logs, SERVE) for i in range(3)]
            for node in nodes:
                node.start()
            for node in nodes:
                node.ready()
            front = Front(root, nodes)
            front.start()
            base = front.url
            pids = [n.proc.pid for n in nodes if n.proc is not None]
            dbs = [n.data / "tables.sqlite3" for n in nodes]
            time.sleep(1.0)  # the front's first checks
        else:
            port = free_port()
            joins: list[str] = []
            if alone_in_group:
                redis = Redis(root / "redis")
                redis.start()
                joins = ["--redis", redis.url, "--node", "n0"]
            single = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data",
                                       str(root / "one"), "--computer-pause", "0", "--ai-workers", "0",
                                       "--log-dir", str(logs), *joins, *SERVE],
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            assert single.stdout is not None
            single.stdout.readline()
            wait_port(port)
            base = f"ws://127.0.0.1:{port}/"
            pids, dbs = [single.pid], [root / "one" / "tables.sqlite3"]
            time.sleep(1.0)  # as for the group: its start (registering, codes claimed ahead) is not idle
        # Idle first: what the processes (and Redis) cost with nobody connected, to tell a move's cost apart.
        idle_cpu0 = sum(cpu_seconds(pid) for pid in pids)
        idle_redis0 = redis_commands(redis.port) if redis is not None else 0
        idle_t0 = time.monotonic()
        time.sleep(args.idle)
        idle_window = time.monotonic() - idle_t0
        idle_cpu = (sum(cpu_seconds(pid) for pid in pids) - idle_cpu0) / idle_window
        idle_redis = ((redis_commands(redis.port) if redis is not None else 0) - idle_redis0) / idle_window
        load = Path("/proc/loadavg").read_text().split()[0]
        now = time.monotonic()
        start_at = now + 1.0
        measure_from = start_at + args.ramp
        stop_at = measure_from + args.duration
        out: Any = mp.Queue()
        change_out: Any = mp.Queue()
        procs = [mp.Process(target=worker, args=(base, args.tables // 2 + (w < args.tables % 2),
                                                 args.members // 2 + (w < args.members % 2), start_at,
                                                 measure_from, stop_at, w, out)) for w in range(2)]
        if args.members:  # no room at all with --members 0: the moves alone
            procs.append(mp.Process(target=changer, args=(base, measure_from, stop_at, change_out)))
        for p in procs:
            p.start()
        time.sleep(max(0.0, measure_from - time.monotonic()))
        cpu0 = sum(cpu_seconds(pid) for pid in pids)
        moves0 = sum(stored_moves(db) for db in dbs if db.exists())
        front_cpu0 = cpu_seconds(front.proc.pid) if front is not None and front.proc is not None else 0.0
        redis0 = redis_commands(redis.port) if redis is not None else 0
        t0 = time.monotonic()
        time.sleep(max(0.0, stop_at - time.monotonic()))
        cpu1 = sum(cpu_seconds(pid) for pid in pids)
        moves1 = sum(stored_moves(db) for db in dbs if db.exists())
        front_cpu1 = cpu_seconds(front.proc.pid) if front is not None and front.proc is not None else 0.0
        redis1 = redis_commands(redis.port) if redis is not None else 0
        window = time.monotonic() - t0
        latencies: list[float] = []
        heard: list[tuple[str, str, int, float]] = []
        for _ in range(2):
            lat, _count, got = out.get(timeout=120)
            latencies += lat
            heard += got
        asked = change_out.get(timeout=120) if args.members else {"code": "", "asked": []}
        for p in procs:
            p.join(30)
        moves = max(1, moves1 - moves0)
        room = room_latencies(asked, heard)
        return {
            "setup": name, "tables": args.tables, "members": args.members, "window_s": round(window, 1),
            "action_to_events_ms": quantiles(latencies), "actions_timed": len(latencies),
            "room_change_to_member_ms": quantiles(room), "room_deliveries": len(room),
            "room_changes": len(asked["asked"]),
            "moves_per_s": round((moves1 - moves0) / window, 1),
            "server_cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / moves, 3),
            "idle_server_cpu_percent": round(100 * idle_cpu, 2),
            "server_cpu_ms_per_move_above_idle": round(1000 * (cpu1 - cpu0 - idle_cpu * window) / moves, 3),
            "redis_commands_idle_per_s": round(idle_redis, 1) if redis is not None else None,
            "load_at_start": load,
            "server_cpu_percent": round(100 * (cpu1 - cpu0) / window, 1),
            "redis_commands_per_s": round((redis1 - redis0) / window, 1) if redis is not None else None,
            "haproxy_cpu_percent": round(100 * (front_cpu1 - front_cpu0) / window, 1) if group else None,
        }
    finally:
        if front is not None:
            front.stop()
        for node in nodes:
            node.kill()
        if single is not None:
            single.terminate()
            single.wait(30)
            if single.stdout is not None:
                single.stdout.close()
        if redis is not None:
            redis.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=24)
    parser.add_argument("--members", type=int, default=24)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--ramp", type=float, default=5.0)
    parser.add_argument("--idle", type=float, default=3.0, help="seconds measured with nobody connected, first")
    parser.add_argument("--setups", default="one,member,three",
                        help="which setups, in order: one (alone), member (one process in a group of its own), "
                             "three (three in a group behind HAProxy)")
    args = parser.parse_args()
    setups = {"one": ("one process", False, False), "member": ("one process in a group", False, True),
              "three": ("three behind HAProxy", True, False)}
    for key in args.setups.split(","):
        name, group, alone_in_group = setups[key]
        print(json.dumps(run_setup(name, group, args, alone_in_group)), flush=True)


if __name__ == "__main__":
    main()
