"""Seated players' moves with and without a page flood beside them, side by side in one run.

    python benchmarks/bench_page_flood.py [--tables 4] [--addresses 20] [--window 12] [--sockets] [--baseline SRC]

A real `ristikontra serve` process on a loopback port. `--tables` tables of four scripted players
(`bench_server.table`: a random legal card 0.05-0.3 s after it is asked) play throughout; their
move latency (sending an action to its events arriving, at every seat) is measured in a quiet
window, then in a window of the same length while `--flooders` processes fetch the browser page
as fast as the server answers from `--addresses` loopback addresses (127.0.2.1 ...), half of
them on kept-alive connections (eight requests at once), half with a new connection for each
request, none of them caching. The flooders share the machine's cores with the server and the players, as the server
and the flood share a machine's network in earnest (`--nice 19` lets them only have what is
left: a weaker flood). Printed: p50, p99
and max of each window, the pages answered a second during the flood, and the server's CPU in
each window. `--sockets` floods with WebSocket handshakes instead (each on a new connection,
closed once the server has answered `101`). `--baseline SRC` measures the server of another
checkout as well, after this one, in the same run (`git archive <commit> | tar -x -C DIR`, then `--baseline DIR/src`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_server import cpu_seconds, free_port, table

PIPELINE = 8
PAGES = ("/", "/static/main.js", "/static/style.css", "/strings/en.json", "/rules/en.json")


class Stamped(list):  # type: ignore[type-arg]
    """Latencies with the moment each was measured (`bench_server.play_seat` appends to it)."""

    def append(self, latency: float) -> None:
        super().append((time.monotonic(), latency))


def players(url: str, tables: int, stop_at: float, out: Any) -> None:
    async def main() -> list[tuple[float, float]]:
        latencies = Stamped()
        counts = [0]
        await asyncio.gather(*(table(url, (0.05, 0.3), stop_at, 0.0, n, latencies, counts) for n in range(tables)))
        return list(latencies)

    out.put(asyncio.run(main()))


async def _answer(reader: asyncio.StreamReader) -> int:
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    await reader.readexactly(length)
    return status


UPGRADE = ("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")


async def _flood_one(port: int, address: str, keep: bool, sockets: bool, stop_at: float, counts: list[int]) -> None:
    rng = random.Random(address)
    while time.monotonic() < stop_at:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
        except OSError:
            counts[1] += 1
            await asyncio.sleep(0.01)
            continue
        try:
            while time.monotonic() < stop_at:
                # Kept alive: eight requests at once (pipelined), then their answers.
                paths = [rng.choice(PAGES) for _ in range(PIPELINE if keep else 1)]
                if sockets:
                    writer.write(UPGRADE.format(port=port).encode())
                else:
                    writer.write(b"".join(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
                                          for path in paths))
                for _ in paths:
                    status = await asyncio.wait_for(_answer(reader), max(0.1, stop_at - time.monotonic()))
                    counts[0] += status in (200, 101)
                if not keep:
                    break
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, ValueError, IndexError):
            counts[1] += 1
        finally:
            writer.close()


def flooder(port: int, addresses: list[str], sockets: bool, start_at: float, stop_at: float, nice: int,
            out: Any) -> None:
    if nice:
        os.nice(nice)

    async def main() -> list[int]:
        await asyncio.sleep(max(0.0, start_at - time.monotonic()))
        counts = [0, 0]  # pages (or handshakes) answered, connections refused or cut
        jobs = [_flood_one(port, address, keep, sockets, stop_at, counts)
                for n, address in enumerate(addresses) for keep in ((n % 2 == 0 and not sockets),) for _ in range(4)]
        await asyncio.gather(*jobs, return_exceptions=True)
        return counts

    out.put(asyncio.run(main()))


def summary(latencies: list[float]) -> dict[str, Any]:
    latencies = sorted(latencies)
    cut = statistics.quantiles(latencies, n=100) if len(latencies) > 100 else [float("nan")] * 99
    return {"moves_timed": len(latencies), "p50_ms": round(cut[49] * 1000, 1), "p99_ms": round(cut[98] * 1000, 1),
            "max_ms": round(latencies[-1] * 1000, 1) if latencies else None}


def measure(args: argparse.Namespace, source: str | None) -> dict[str, Any]:
    """Both windows against one server: this checkout's, or the one under `source` (a src folder)."""
    port = free_port()
    data = Path(tempfile.mkdtemp(prefix="bench-flood-"))
    env = dict(os.environ, PYTHONPATH=source) if source else None
    server = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", str(data),
                               "--computer-pause", "0", "--rate", "200", "--ai-workers", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert server.stdout is not None
    server.stdout.readline()
    url = f"ws://127.0.0.1:{port}"
    quiet_from = time.monotonic() + args.ramp
    flood_from = quiet_from + args.window
    stop_at = flood_from + args.window
    out: Any = mp.Queue()
    play = mp.Process(target=players, args=(url, args.tables, stop_at, out))
    addresses = [f"127.0.2.{n + 1}" for n in range(args.addresses)]
    floods = [mp.Process(target=flooder, args=(port, addresses[f::args.flooders], args.sockets, flood_from, stop_at,
                                               args.nice, out))
              for f in range(args.flooders)]
    play.start()
    for p in floods:
        p.start()
    time.sleep(max(0.0, quiet_from - time.monotonic()))
    cpu0 = cpu_seconds(server.pid)
    time.sleep(max(0.0, flood_from - time.monotonic()))
    cpu1 = cpu_seconds(server.pid)
    time.sleep(max(0.0, stop_at - time.monotonic()))
    cpu2 = cpu_seconds(server.pid)
    results = [out.get(timeout=120) for _ in range(1 + args.flooders)]
    for p in (play, *floods):
        p.join(30)
    server.terminate()
    server.wait(30)
    stamped = next(r for r in results if r and isinstance(r[0], tuple))
    pages = [r for r in results if not (r and isinstance(r[0], tuple))]
    quiet = [lat for at, lat in stamped if quiet_from <= at < flood_from]
    flooded = [lat for at, lat in stamped if flood_from <= at < stop_at]
    if os.environ.get("BENCH_SLOW"):
        print("slow moves (s into the flood, ms):", [(round(at - flood_from, 2), round(lat * 1000))
                                                     for at, lat in stamped if lat > 0.05 and at >= quiet_from])
    return {
        "server": source or "this checkout", "tables": args.tables, "window_s": args.window,
        "quiet": {**summary(quiet), "server_cpu_percent": round(100 * (cpu1 - cpu0) / args.window, 1)},
        "flood": {**summary(flooded), "server_cpu_percent": round(100 * (cpu2 - cpu1) / args.window, 1),
                  "addresses": args.addresses,
                  "handshakes_per_s" if args.sockets else "pages_per_s":
                      round(sum(p[0] for p in pages) / args.window, 1),
                  "cut_or_refused": sum(p[1] for p in pages)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--addresses", type=int, default=20)
    parser.add_argument("--flooders", type=int, default=2, help="processes fetching pages")
    parser.add_argument("--window", type=float, default=12.0, help="seconds of each window")
    parser.add_argument("--ramp", type=float, default=3.0)
    parser.add_argument("--sockets", action="store_true", help="flood with WebSocket handshakes, not pages")
    parser.add_argument("--nice", type=int, default=0, help="the flooders' niceness (19: only what is left)")
    parser.add_argument("--baseline", metavar="SRC",
                        help="also measure the server of another checkout (its src folder), after this one")
    args = parser.parse_args()
    for source in (None, args.baseline) if args.baseline else (None,):
        print(json.dumps(measure(args, source)), flush=True)
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the end", flush=True)


if __name__ == "__main__":
    main()
