"""How long quitting waits for an output whose speech daemon hangs, and what it leaves running.

Run: python benchmarks/bench_output_close.py [--runs 10] [--compare /path/to/other/checkout]

The daemon is a real Unix socket that accepts and never replies; the real `spd-say` talks to it
(SPEECHD_ADDRESS) and waits forever, as with a speech-dispatcher that stopped answering. Limits
on the backend are far beyond the bound, so closing cannot rely on the hang being noticed first.
Scenarios: hung in an utterance; hung in the start-up probe; each with earcons on miniaudio's
null device beside it. Figures: `close()` time (bound 1 s) and threads of the output still alive
right after `close()` returns. `--compare` runs the same measurement on another checkout's `src`
in a subprocess, so both lines come from one run on one machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path


def silent_daemon(path: Path) -> socket.socket:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(64)
    kept: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                kept.append(server.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    return server


def spd_say_running() -> int:
    count = 0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                count += (entry / "comm").read_text().strip() == "spd-say"
            except OSError:
                continue
    return count


def measure_once(where: str) -> tuple[float, int]:
    import miniaudio

    from ristikontra.output.manager import OutputManager
    from ristikontra.output.mixer import Mixer
    from ristikontra.output.screenreader import SpeechDispatcherBackend
    from ristikontra.output.sound import SoundBackend
    from ristikontra.output.text import TextBackend

    before = set(threading.enumerate())
    mixer = Mixer([miniaudio.Backend.NULL], allow_null=True)
    reader = SpeechDispatcherBackend("de", probe=where == "probe", timeout=60, probe_timeout=60)
    out = OutputManager([reader, TextBackend(lambda _t: None)], SoundBackend(mixer), lang="de",
                        call_timeout=60, start_timeout=60, resources=[mixer])
    if where == "utterance":
        out.wait_ready(5)
        out.speak("Du bist dran.")
    deadline = time.monotonic() + 5
    while not spd_say_running() and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(0.2)
    began = time.perf_counter()
    out.close()
    took = time.perf_counter() - began
    left = [t for t in set(threading.enumerate()) - before if t.is_alive()]
    mixer.close()
    time.sleep(0.3)  # let whatever was left behind end before the next run
    return took, len(left)


def measure(runs: int) -> dict[str, dict[str, float]]:
    folder = Path(tempfile.mkdtemp(prefix="ristikontra-bench-"))
    server = silent_daemon(folder / "speechd.sock")
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{folder / 'speechd.sock'}"
    figures: dict[str, dict[str, float]] = {}
    try:
        for where in ("utterance", "probe"):
            results = [measure_once(where) for _ in range(runs)]
            times = [took for took, _ in results]
            figures[where] = {
                "p50": statistics.median(times),
                "max": max(times),
                "left_max": max(left for _, left in results),
            }
    finally:
        server.close()
        shutil.rmtree(folder, ignore_errors=True)
    return figures


def show(label: str, figures: dict[str, dict[str, float]]) -> None:
    for where, f in figures.items():
        print(f"{label:>8} | hung in {where:<9} | close p50 {f['p50'] * 1000:5.0f} ms, max {f['max'] * 1000:5.0f} ms"
              f" | threads left {int(f['left_max'])}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compare", type=Path, help="another checkout (e.g. of main), measured in the same run")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not shutil.which("spd-say"):
        print("spd-say is not installed (speech-dispatcher)", file=sys.stderr)
        return 1
    figures = measure(args.runs)
    if args.json:
        print(json.dumps(figures))
        return 0
    show("this", figures)
    if args.compare is not None:
        env = dict(os.environ, PYTHONPATH=str(args.compare / "src"))
        done = subprocess.run([sys.executable, __file__, "--runs", str(args.runs), "--json"], env=env,
                              capture_output=True, text=True, check=True)
        show(args.compare.name, json.loads(done.stdout))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
