"""A token bucket per connection: a burst is fine, a flood is answered and cut off."""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["TokenBucket"]


class TokenBucket:
    """`rate` frames a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = burst
        self._last = clock()
        #: Frames refused in a row; the server closes a connection that keeps flooding.
        self.strikes = 0

    def take(self) -> bool:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            self.strikes = 0
            return True
        self.strikes += 1
        return False
