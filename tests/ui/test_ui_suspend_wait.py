"""The wait for "waits in the background" to be said, on a real event loop: the loop runs on
meanwhile (before, the game's loop stood still for up to 15 seconds)."""

from __future__ import annotations

import asyncio
import time

from ristikontra.ui.terminal.suspend import speech_ended


def test_the_loop_runs_on_while_the_speech_is_awaited() -> None:
    async def scenario() -> tuple[bool, int]:
        loop = asyncio.get_running_loop()
        ticks = 0

        def tick() -> None:
            nonlocal ticks
            ticks += 1
            loop.call_later(0.01, tick)

        loop.call_soon(tick)
        ends = time.monotonic() + 0.3
        ended = await speech_ended(lambda: time.monotonic() >= ends, limit=10)
        return ended, ticks

    ended, ticks = asyncio.run(scenario())
    assert ended
    assert ticks >= 5  # a timer every 10 ms for 300 ms: far more, unless the loop stood still


def test_speech_that_does_not_end_is_awaited_no_longer_than_the_limit() -> None:
    started = time.monotonic()
    assert asyncio.run(speech_ended(lambda: False, limit=0.2)) is False
    assert 0.2 <= time.monotonic() - started < 5


def test_ended_speech_is_not_awaited() -> None:
    started = time.monotonic()
    assert asyncio.run(speech_ended(lambda: True, limit=10)) is True
    assert time.monotonic() - started < 1
