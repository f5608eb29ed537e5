"""A web seat's key press to its `say` frame, and its moves, the code of another commit beside this one's, in one run.

    python benchmarks/bench_webseat_keys.py --before REF [--keys 300] [--moves 0]

Two real `ristikontra serve` processes on loopback ports at once: one runs this checkout's code,
the other the code of commit `REF` (its `src/` and `locales/`, taken with `git archive` into a
temporary folder and put first on the path). Each gets one page (a plain WebSocket client
speaking the page's protocol: `announce` in German, Enter to start) at a table with three
computers; once it is the page's turn, the same keys go to both servers in turn, key by key
(`h`, Left, `t`, Right, `s`: status keys and focus moves, which change nothing at the table), the
first server alternating, so both see the same load. Measured for each: the time from sending a
key to its `say` frame arriving (p50, p90, p99, max) and the server process's CPU per key.

With `--moves N`, then N moves of the page's, in turn at both servers as the keys: the page plays
its first playable card (a `play` frame, as a click does), and the time to the first `say` frame
is measured, and the server's CPU for the whole round, until it is the page's turn again: the
page's card and the three computers' after it, each an `events` frame the web seat reads, said
and drawn (Enter between deals and games). Both games are dealt at random: many moves even out.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_server import cpu_seconds, free_port

ROOT = Path(__file__).resolve().parents[1]
#: The keys sent in turn: they read or move the focus and change nothing at the table.
KEYS = ("h", "Left", "t", "Right", "s")


def export(ref: str, into: Path) -> Path:
    """`src/` and `locales/` of commit `ref` in `into`; the folder to put on the path."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", ref, "src", "locales", "sounds"],
                             check=True, capture_output=True).stdout
    tar = into / "code.tar"
    tar.write_bytes(archive)
    with tarfile.open(tar) as opened:
        opened.extractall(into, filter="data")
    return into / "src"


@contextmanager
def server(src: Path | None) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """A `ristikontra serve` (the code in `src`, or this checkout's) on a free port, computers at once."""
    port = free_port()
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(src), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    with tempfile.TemporaryDirectory(prefix="bench-webseat-keys-") as data:
        process = subprocess.Popen([sys.executable, "-m", "ristikontra", "serve", "--port", str(port), "--data", data,
                                    "--computer-pause", "0", "--rate", "200", "--ai-workers", "0"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            assert process.stdout is not None
            process.stdout.readline()  # listening
            yield process, port
        finally:
            process.terminate()
            process.wait(30)
            if process.stdout is not None:
                process.stdout.close()


def recv(ws: ClientConnection) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ws.recv(30))
    return data


def my_turn(table: dict[str, Any] | None) -> bool:
    return bool(table and table["phase"] == "playing" and table["to_move"] == next(
        s["seat"] for s in table["seats"] if s["you"]) and (table["playable"] or table["blind"]))


def page_at_its_turn(port: int) -> tuple[ClientConnection, dict[str, Any]]:
    """A page at a new table with three computers, once it is the page's turn to play, and its table."""
    ws = connect(f"ws://127.0.0.1:{port}", max_size=2**22, compression=None).__enter__()
    ws.send(json.dumps({"type": "hello", "v": 2}))
    recv(ws)
    ws.send(json.dumps({"type": "create", "name": "Bench", "level": "random"}))
    while recv(ws)["type"] != "seated":
        pass
    ws.send(json.dumps({"type": "announce", "lang": "de"}))
    ws.send(json.dumps({"type": "key", "key": "Enter"}))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        frame = recv(ws)
        table = frame.get("table") if frame["type"] == "say" else None
        if table is not None and my_turn(table):
            return ws, table
    raise TimeoutError("the page's turn never came")


def timed_key(ws: ClientConnection, key: str) -> float:
    sent = time.perf_counter()
    ws.send(json.dumps({"type": "key", "key": key}))
    while recv(ws)["type"] != "say":
        pass
    return time.perf_counter() - sent


def timed_move(ws: ClientConnection, table: dict[str, Any]) -> tuple[float, dict[str, Any]]:
    """The page plays (its first playable card, or blind): the time to the first `say` frame, and
    the table once it is the page's turn again (Enter for the next deal or game meanwhile)."""
    cards = table["playable"]
    sent = time.perf_counter()
    ws.send(json.dumps({"type": "play", "card": cards[0]} if cards else {"type": "play", "blind": True}))
    latency = None
    pressed: str | None = None  # the phase Enter was pressed in (the next deal; a new game, then its start)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            frame = json.loads(ws.recv(2))
        except TimeoutError:
            if pressed is not None:  # an Enter taken too soon after the game's end: once more
                ws.send(json.dumps({"type": "key", "key": "Enter"}))
            continue
        if frame["type"] != "say":
            continue
        if latency is None:
            latency = time.perf_counter() - sent
        now = frame.get("table")
        if now is None:
            continue
        if my_turn(now):
            return latency, now
        if now["phase"] == "playing":
            pressed = None
        elif now["phase"] != pressed:
            ws.send(json.dumps({"type": "key", "key": "Enter"}))
            pressed = now["phase"]
    raise TimeoutError("the page's turn never came back")


def summary(name: str, latencies: list[float], cpu: float) -> dict[str, Any]:
    ordered = sorted(latencies)

    def at(share: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)

    return {"code": name, "keys": len(ordered), "key_to_say_ms_p50": round(1000 * statistics.median(ordered), 2),
            "p90": at(0.9), "p99": at(0.99), "max": round(1000 * ordered[-1], 2),
            "server_cpu_ms_per_key": round(1000 * cpu / len(ordered), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the commit whose code runs beside this checkout's")
    parser.add_argument("--keys", type=int, default=300, help="keys timed at each server")
    parser.add_argument("--moves", type=int, default=0, help="moves of the page's timed at each server")
    args = parser.parse_args()
    with ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-webseat-before-")))
        before_src = export(args.before, folder)
        named = {f"before ({args.before})": before_src, "after (this checkout)": None}
        runs = {name: stack.enter_context(server(src)) for name, src in named.items()}
        opened = {name: page_at_its_turn(port) for name, (_, port) in runs.items()}
        pages = {name: ws for name, (ws, _) in opened.items()}
        tables = {name: table for name, (_, table) in opened.items()}
        for name in pages:  # warm up: the first keys build the catalogs' formats
            for key in KEYS:
                timed_key(pages[name], key)
        latencies: dict[str, list[float]] = {name: [] for name in pages}
        cpu = {name: cpu_seconds(process.pid) for name, (process, _) in runs.items()}
        order = list(pages)
        for i in range(args.keys):
            for name in order if i % 2 == 0 else reversed(order):
                latencies[name].append(timed_key(pages[name], KEYS[i % len(KEYS)]))
        for name, (process, _) in runs.items():
            cpu[name] = cpu_seconds(process.pid) - cpu[name]
        moved: dict[str, list[float]] = {name: [] for name in pages}
        move_cpu: dict[str, float] = {name: 0.0 for name in pages}
        for i in range(args.moves):
            for name in order if i % 2 == 0 else reversed(order):
                process = runs[name][0]
                began = cpu_seconds(process.pid)
                latency, tables[name] = timed_move(pages[name], tables[name])
                move_cpu[name] += cpu_seconds(process.pid) - began
                moved[name].append(latency)
        for ws in pages.values():
            ws.close()
    for name in named:
        print(json.dumps(summary(name, latencies[name], cpu[name])))
    for name in named if args.moves else ():
        ordered = sorted(moved[name])
        print(json.dumps({"code": name, "moves": len(ordered),
                          "move_to_say_ms_p50": round(1000 * statistics.median(ordered), 2),
                          "p90": round(1000 * ordered[int(0.9 * (len(ordered) - 1))], 2),
                          "max": round(1000 * ordered[-1], 2),
                          "server_cpu_ms_per_round": round(1000 * move_cpu[name] / len(ordered), 3)}))


if __name__ == "__main__":
    main()
