"""How fast the table answers.

1. Key press -> announcement handed to the output: keys typed into the real application
   (pipe input), timed from the write to the `speak` call that answers it; p50/p99 per key.
2. Start -> first spoken message: `ristikontra` started in a pseudo-terminal, timed from the
   spawn to the first line on screen (and, in process, from `run()` to the first `speak`).

    python benchmarks/bench_ui.py [--keys 2000] [--starts 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from ristikontra.announce import Message
from ristikontra.keep.settings import Settings
from ristikontra.output.base import Channel
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession

KEYS = {
    "Right": "\x1b[C", "Left": "\x1b[D", "h (hand)": "h", "t (trick)": "t", "s (scores)": "s",
    "Up (history)": "\x1b[A", "F1 (help)": "\x1bOP", "Enter (play)": "\r",
}


class TimedOutput:
    """Notes when each message reaches the output."""

    channel: Channel = "text"
    follows_volume = False
    sound_enabled = True

    def __init__(self) -> None:
        self.times: list[float] = []

    def say(self, message: Message) -> None:
        self.times.append(time.perf_counter())

    def silence(self) -> None:
        pass

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        pass

    def speech_idle(self) -> bool:
        return True

    def close(self) -> None:
        pass


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def key_latencies(rounds: int) -> dict[str, list[float]]:
    results: dict[str, list[float]] = {name: [] for name in KEYS}
    output = TimedOutput()
    session = TableSession(Settings(lang="de", level="basic", ai_delay=0.0), seed=1, output=output)
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=DummyOutput())
        session.start()
        task = asyncio.create_task(app.run_async())
        names = list(KEYS)
        for i in range(rounds):
            name = names[i % len(names)]
            while app.busy or session.mode != "play":
                if session.mode in ("between", "over"):
                    session.next_deal() if session.mode == "between" else session.new_game()
                    app.after_change()
                await asyncio.sleep(0)
            before = len(output.times)
            seen = app.keys_seen
            start = time.perf_counter()
            pipe.send_text(KEYS[name])
            while app.keys_seen == seen or len(output.times) == before:
                await asyncio.sleep(0)
            results[name].append(output.times[before] - start)
        app.app.exit(result=0)
        await task
    return results


def start_times(starts: int) -> list[float]:
    import pexpect

    times = []
    for _ in range(starts):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, RISTIKONTRA_CONFIG_DIR=str(Path(tmp) / "c"),
                       RISTIKONTRA_DATA_DIR=str(Path(tmp) / "d"), HOME=tmp, TERM="xterm-256color",
                       PROMPT_TOOLKIT_NO_CPR="1")
            start = time.perf_counter()
            command = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--lang", "en", "--ai-delay", "0"]
            child = pexpect.spawn(sys.executable, command, env=env, encoding="utf-8", timeout=30)
            child.expect("Ristikontra")
            times.append(time.perf_counter() - start)
            child.send("\x11")
            child.expect(pexpect.EOF)
            child.close()
    return times


def in_process_start() -> float:
    output = TimedOutput()
    start = time.perf_counter()
    session = TableSession(Settings(lang="de", ai_delay=0.0), seed=1, output=output)
    session.start()
    return output.times[0] - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=2000)
    parser.add_argument("--starts", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["RISTIKONTRA_CONFIG_DIR"] = str(Path(tmp) / "c")
        os.environ["RISTIKONTRA_DATA_DIR"] = str(Path(tmp) / "d")
        results = asyncio.run(key_latencies(args.keys))
        first = in_process_start()
    print("key press -> announcement handed to the output (ms)")
    everything: list[float] = []
    for name, values in results.items():
        everything += values
        print(f"  {name:14} n={len(values):5}  p50 {1000 * statistics.median(values):6.2f}"
              f"  p99 {1000 * percentile(values, 0.99):6.2f}")
    print(f"  {'all keys':14} n={len(everything):5}  p50 {1000 * statistics.median(everything):6.2f}"
          f"  p99 {1000 * percentile(everything, 0.99):6.2f}")
    print(f"start -> first message, in process (session ready to first speak): {1000 * first:.1f} ms")
    if args.starts:
        starts = start_times(args.starts)
        print(f"start -> first line on screen, new process (n={len(starts)}): "
              f"p50 {1000 * statistics.median(starts):.0f} ms, max {1000 * max(starts):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
