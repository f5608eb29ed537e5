"""speech-dispatcher through Prism in this process against spd-say, side by side in one run.

Run: python benchmarks/bench_speechd.py [--runs 40]

A real speech-dispatcher daemon of its own (`tests/output/speechd_daemon.py`: a private socket and
configuration, its speech module a shell command that writes when each message reaches it) takes
the messages of both routes in turn. Figures, per route, on the wall clock the module writes:
- message to daemon: from `speak()` being called until the module begins the message;
- stop: from a new key's interrupting `speak()` until the module begins the new message (the
  daemon has stopped the one before; what a player hears as "the new key cut it off");
- the time the call itself takes on the caller's worker (what the game's lane waits for).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "output"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the daemon's `tests.proctree`

from speechd_daemon import Daemon, missing, running_daemon

from ristikontra.output.base import Backend
from ristikontra.output.prismroute import SPEECH_DISPATCHER, PrismBackend
from ristikontra.output.screenreader import SpeechDispatcherBackend


def _arrival(daemon: Daemon, text: str, timeout: float = 5.0) -> float:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for stamp, said in daemon.arrivals():
            if said == text:
                return stamp
        time.sleep(0.001)
    raise RuntimeError(f"{text!r} never reached the daemon")


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(name: str, backend: Backend, daemon: Daemon, runs: int) -> dict[str, Any]:
    backend.start()
    to_daemon: list[float] = []
    stop: list[float] = []
    call: list[float] = []
    try:
        for n in range(runs):
            first, second = f"{name} first {n}", f"{name} second {n}"
            began, tick = time.time(), time.monotonic()
            backend.speak(first, True)
            call.append(time.monotonic() - tick)
            to_daemon.append(_arrival(daemon, first) - began)
            began, tick = time.time(), time.monotonic()
            backend.speak(second, True)  # a new key while the first is still being said
            call.append(time.monotonic() - tick)
            stop.append(_arrival(daemon, second) - began)
            backend.silence()
            time.sleep(0.02)
    finally:
        backend.close()
    ms = 1000.0
    return {
        "route": backend.name,
        "runs": runs,
        "to_daemon_ms": {"p50": statistics.median(to_daemon) * ms, "p99": _pct(to_daemon, 0.99) * ms},
        "stop_ms": {"p50": statistics.median(stop) * ms, "p99": _pct(stop, 0.99) * ms},
        "call_ms": {"p50": statistics.median(call) * ms, "p99": _pct(call, 0.99) * ms},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    why = missing()
    if why:
        print(why)
        return 1
    results = []
    with running_daemon(seconds=2.0) as daemon:
        os.environ["SPEECHD_ADDRESS"] = daemon.address
        for name, backend in (("prism", PrismBackend(SPEECH_DISPATCHER, "en")),
                              ("spd-say", SpeechDispatcherBackend("en", probe=False))):
            results.append(measure(name, backend, daemon, args.runs))
    for result in results:
        print(f"{result['route']}: message to daemon p50 {result['to_daemon_ms']['p50']:.1f} ms, "
              f"p99 {result['to_daemon_ms']['p99']:.1f} ms; stop (new key to new message) "
              f"p50 {result['stop_ms']['p50']:.1f} ms, p99 {result['stop_ms']['p99']:.1f} ms; "
              f"the call itself p50 {result['call_ms']['p50']:.2f} ms, p99 {result['call_ms']['p99']:.2f} ms")
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
