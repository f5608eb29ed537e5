"""What a web seat costs the server: CPU per action beside a plain seat, and key-to-words latency.

    python benchmarks/bench_webseat.py [--deals 10] [--keys 200]

A real `ristikontra serve` on a loopback port (computers in the server's threads, no pause). Deal
after deal at tables of one person and three computers (level random: their thinking is not what
is measured), the person's seat played at once by

- a plain client (`action` frames, as the terminal's client and bots send them), or
- a web page (`announce`, then a rank key and Enter for each card: the server's keyboard seat
  announces everything in German and sends `say` frames).

Measured: the server process's CPU seconds per stored move (every seat's: the same deals in
both modes, so the difference is the web seat's), and for the web seat the time from sending a
status key (`h`, `t`, `s`) to its `say` frame arriving (p50, p99, max): the server's part of
"key press to the live region's new text".
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_server import cpu_seconds, quick_server

RANK_KEYS = {"T": "0", "J": "Shift+J", "Q": "Shift+Q", "K": "Shift+K", "A": "Shift+A"}


def stored_moves(db: Path) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        return int(con.execute("SELECT count(*) FROM moves").fetchone()[0])


def open_page(url: str) -> ClientConnection:
    ws = connect(url, max_size=2**22, compression=None).__enter__()
    ws.send(json.dumps({"type": "hello", "v": 2}))
    ws.recv(10)
    ws.send(json.dumps({"type": "create", "name": "Bench", "level": "random"}))
    return ws


def recv(ws: ClientConnection) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ws.recv(30))
    return data


def plain_deal(url: str) -> None:
    """One deal by a plain seat: the first legal card of each view, at once."""
    ws = open_page(url)
    try:
        while recv(ws)["type"] != "seated":
            pass
        ws.send(json.dumps({"type": "start"}))
        while True:
            frame = recv(ws)
            if frame["type"] not in ("events", "refused"):
                continue
            view = frame["view"]
            if view["phase"] != "playing":
                return
            if view["to_move"] == view["seat"] and view["legal"]:
                action = view["legal"][0]
                ws.send(json.dumps({"type": "action", "action": action, "at": frame["at"]}))
    finally:
        ws.close()


def web_deal(url: str, latencies: list[float], keys: int) -> None:
    """One deal by a web page: a rank key and Enter per card; now and then a status key, timed."""
    ws = open_page(url)
    asked = 0
    try:
        while recv(ws)["type"] != "seated":
            pass
        ws.send(json.dumps({"type": "announce", "lang": "de"}))
        ws.send(json.dumps({"type": "key", "key": "Enter"}))  # start
        played_at = None
        while True:
            frame = recv(ws)
            if frame["type"] != "say" or frame["table"] is None:
                continue
            table = frame["table"]
            if table["phase"] == "deal_over":
                return
            me = next(s["seat"] for s in table["seats"] if s["you"])
            position = (table["deal"], table["trick_no"], len(table["trick"]))
            if table["phase"] != "playing" or table["to_move"] != me or position == played_at:
                continue
            played_at = position
            if asked < keys:
                asked += 1
                sent = time.perf_counter()
                ws.send(json.dumps({"type": "key", "key": "hts"[asked % 3]}))
                while recv(ws)["type"] != "say":
                    pass
                latencies.append(time.perf_counter() - sent)
            if table["playable"]:
                rank = table["playable"][0][0]
                ws.send(json.dumps({"type": "key", "key": RANK_KEYS.get(rank, rank)}))
                ws.send(json.dumps({"type": "key", "key": "Enter"}))
            else:
                ws.send(json.dumps({"type": "key", "key": "b"}))
    finally:
        ws.close()


def measure(mode: str, deals: int, keys: int) -> dict[str, Any]:
    with quick_server("bench-webseat-") as (server, port, data):
        url = f"ws://127.0.0.1:{port}"
        latencies: list[float] = []
        # Warm up: imports, catalogs, the first table.
        if mode == "web":
            web_deal(url, [], 0)
        else:
            plain_deal(url)
        cpu0, moves0 = cpu_seconds(server.pid), stored_moves(data / "tables.sqlite3")
        for _ in range(deals):
            if mode == "web":
                web_deal(url, latencies, keys)
            else:
                plain_deal(url)
        time.sleep(0.5)  # the last moves stored
        cpu1, moves1 = cpu_seconds(server.pid), stored_moves(data / "tables.sqlite3")
    moves = moves1 - moves0
    result: dict[str, Any] = {"mode": mode, "deals": deals, "moves": moves,
                              "server_cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / max(moves, 1), 2)}
    if latencies:
        ordered = sorted(latencies)
        result |= {"keys_timed": len(ordered), "key_to_say_ms_p50": round(1000 * statistics.median(ordered), 2),
                   "key_to_say_ms_p99": round(1000 * ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))], 2),
                   "key_to_say_ms_max": round(1000 * ordered[-1], 2)}
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--keys", type=int, default=200, help="status keys timed per deal at most")
    args = parser.parse_args()
    for mode in ("plain", "web"):
        print(json.dumps(measure(mode, args.deals, args.keys)))


if __name__ == "__main__":
    main()
