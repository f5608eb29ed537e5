"""Limits on what clients may do: a token bucket per connection (a burst is fine, a flood is
answered and cut off), and per address what no number of connections may get around."""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable

__all__ = ["AddressBudget", "GuessBudget", "TokenBucket", "address_key", "network_key"]


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

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now

    def take(self, cost: float = 1.0) -> bool:
        """Take `cost` tokens (one frame, or what a frame weighs) if there are that many."""
        self._refill()
        if self._tokens >= cost:
            self._tokens -= cost
            self.strikes = 0
            return True
        self.strikes += 1
        return False

    def due(self) -> float:
        """Seconds until one token is there (0: there is one now; takes nothing)."""
        self._refill()
        return 0.0 if self._tokens >= 1.0 else (1.0 - self._tokens) / self.rate

    def empty(self) -> bool:
        """Whether nothing is left to take now (takes nothing)."""
        self._refill()
        return self._tokens < 1.0

    def full(self) -> bool:
        self._refill()
        return self._tokens >= self.burst


def address_key(host: str) -> str:
    """Who a connection comes from, for the limits: the IPv4 address (also when it comes mapped
    into IPv6), or the /64 network of an IPv6 one, since one machine commonly holds all of its
    /64 and could change its address for each connection."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host  # not an IP address (a Unix socket): one key for all of it
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def network_key(key: str) -> str:
    """The network an address's key belongs to, for the limits that must hold against someone
    with many addresses: an IPv6 /64 lies in its /48 (what one site commonly gets: 65,536 /64s);
    an IPv4 address is its own."""
    try:
        network = ipaddress.ip_network(key)
    except ValueError:
        return key
    if network.version == 6 and network.prefixlen > 48:
        return str(network.supernet(new_prefix=48))
    return key


class AddressBudget:
    """A token bucket per address: `burst` at once, then `rate` a second, however many
    connections the address opens. Addresses whose bucket is full again are forgotten, so the
    table stays small."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic,
                 keep: int = 4096) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._keep = keep
        self._buckets: dict[str, TokenBucket] = {}

    def _bucket(self, key: str) -> TokenBucket:
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self._keep:
                self._buckets = {k: b for k, b in self._buckets.items() if not b.full()}
            bucket = self._buckets[key] = TokenBucket(self.rate, self.burst, self._clock)
        return bucket

    def spent(self, key: str) -> bool:
        """Whether `key` has nothing left now."""
        bucket = self._buckets.get(key)
        return bucket is not None and bucket.empty()

    def due(self, key: str) -> float:
        """Seconds until `key` has one again (0: it has one now; takes nothing)."""
        bucket = self._buckets.get(key)
        return 0.0 if bucket is None else bucket.due()

    def spend(self, key: str) -> None:
        """Take one from `key`'s budget (it may be spent already)."""
        self._bucket(key).take()

    def __len__(self) -> int:
        return len(self._buckets)


class GuessBudget:
    """Unknown codes and wrong tokens, counted per address and over the whole server.

    An address gets `burst` at once, then `rate` a second (`AddressBudget`). The server as a
    whole gets `total_burst`, then `total_rate` a second, from all addresses together: while that
    is spent, an address (or, IPv6, its /48) that missed within the last `memory` seconds is
    refused too, and one that has not gets its code looked up (a right code is answered at once)
    but is refused for the `memory` seconds after a miss. So many addresses sweeping together get
    `total_rate` and one code per network per `memory` seconds, and nobody else waits."""

    def __init__(self, rate: float, burst: float, total_rate: float, total_burst: float, *,
                 memory: float = 3600.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_address = AddressBudget(rate, burst, clock)
        self.total = TokenBucket(total_rate, total_burst, clock)
        #: Who missed lately (empty for `memory` seconds after a miss): addresses and their networks.
        self._lately = AddressBudget(1 / memory, 1.0, clock)

    def refused(self, key: str) -> bool:
        """Whether a code from `key` is refused unread now."""
        if self.per_address.spent(key):
            return True
        if not self.total.empty():
            return False
        return self._lately.spent(key) or self._lately.spent(network_key(key))

    def missed(self, key: str) -> None:
        """A code or token from `key` was wrong."""
        self.per_address.spend(key)
        self.total.take()
        self._lately.spend(key)
        network = network_key(key)
        if network != key:
            self._lately.spend(network)
