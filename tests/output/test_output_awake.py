"""The output's time limits count only the time the process runs (`ristikontra.output.awake`).

The clock is a list of readings here: a stand-still of the process is a jump between two of
them. The real stop signal in the middle of speech is tested in a terminal
(`tests/ui/test_ui_terminal_suspend.py`), a real hang in `test_output_hangs.py`.
"""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time

import pytest

from ristikontra.output.awake import SLICE, STEP, AwakeClock, within


class Readings:
    """A clock that gives the next of `readings` each time it is read, then stays at the last."""

    def __init__(self, *readings: float) -> None:
        self.readings = list(readings)

    def __call__(self) -> float:
        return self.readings.pop(0) if len(self.readings) > 1 else self.readings[0]


def test_a_gap_between_two_readings_counts_for_one_step_at_most() -> None:
    clock = AwakeClock(step=0.25, clock=Readings(100.0, 100.1, 100.2, 160.2, 160.3))
    assert [round(clock.now(), 6) for _ in range(4)] == [0.1, 0.2, 0.45, 0.55]


def test_a_clock_that_goes_back_counts_nothing() -> None:
    clock = AwakeClock(step=0.25, clock=Readings(100.0, 99.0, 99.1))
    assert clock.now() == 0.0
    assert round(clock.now(), 6) == 0.1


def test_the_clock_is_read_from_many_threads_and_never_counts_more_than_passed() -> None:
    clock = AwakeClock()
    began_real, began = time.monotonic(), clock.now()
    threads = [threading.Thread(target=lambda: [clock.now() for _ in range(2000)]) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert 0.0 <= clock.now() - began <= time.monotonic() - began_real + 1e-6


def test_within_gives_up_after_its_limit_of_running_time() -> None:
    waiting: queue.Queue[int] = queue.Queue()
    began = time.monotonic()
    with pytest.raises(queue.Empty):
        within(lambda seconds: waiting.get(timeout=seconds), 0.5, queue.Empty)
    assert 0.5 <= time.monotonic() - began < 0.5 + 5 * SLICE


def test_within_returns_what_arrives_before_the_limit() -> None:
    waiting: queue.Queue[int] = queue.Queue()
    threading.Timer(0.3, lambda: waiting.put(7)).start()
    assert within(lambda seconds: waiting.get(timeout=seconds), 2.0, queue.Empty) == 7


def test_within_does_not_count_a_stand_still_against_the_limit() -> None:
    """A slice that took a minute (the process was stopped meanwhile) counts as one step: the
    answer that came during the stop is taken when the process goes on, not refused as late."""
    waiting: queue.Queue[int] = queue.Queue()
    asked: list[float] = []

    def attempt(seconds: float) -> int:
        asked.append(seconds)
        if len(asked) == 1:
            waiting.put(9)  # came while the process stood still, just after this slice gave up
            raise queue.Empty
        return waiting.get(timeout=0)

    stopped = AwakeClock(step=STEP, clock=Readings(0.0, 0.0, 0.1, 60.1, 60.1, 60.2))
    assert within(attempt, 1.0, queue.Empty, stopped) == 9
    assert asked == [pytest.approx(SLICE), pytest.approx(SLICE)]
    # The same minute, counted as it passed, is over the limit.
    asked.clear()
    waiting = queue.Queue()
    with pytest.raises(queue.Empty):
        within(attempt, 1.0, queue.Empty, AwakeClock(step=1000.0, clock=Readings(0.0, 0.0, 0.1, 60.1, 60.1, 60.2)))


def test_within_waits_on_a_real_process_and_ends_at_the_limit() -> None:
    quick = subprocess.Popen([sys.executable, "-c", "pass"])
    assert within(lambda seconds: quick.wait(timeout=seconds), 10.0, subprocess.TimeoutExpired) == 0
    slow = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with pytest.raises(subprocess.TimeoutExpired):
            within(lambda seconds: slow.wait(timeout=seconds), 0.3, subprocess.TimeoutExpired)
    finally:
        slow.kill()
        slow.wait()
