"""The one scheme that derives every seed and generator of a game from its recorded seed.

A computer's choice for one play gets its own generator, derived from the game's seed, the
deal, the trick and the seat: a resumed, replayed or duplicated game makes the same choices
without saving any generator state, whether it is played at the table or by `simulate`.

The per-play generators are cheap by design, since `simulate` needs 52 of them a deal: they
draw from SHAKE-128 (the extendable-output SHA-3 function, in C in every Python's `hashlib`).
One call a deal gives the first number of every play of the deal (:class:`DealPlays`); a play
that needs more numbers (a search sampling worlds) reads its own SHAKE-128 stream, keyed by the
seed, the deal and the play, in blocks of 256. A random player draws only the first number,
so `simulate`'s hot loop picks its card from a table of 56 integers without building anything.
:class:`PlayRandom` is such a stream as a `random.Random` (``choice``, ``shuffle``,
``randrange`` and the rest work as usual, and give the same on every Python version).
"""

from __future__ import annotations

import hashlib
import os
import random
import struct
from collections.abc import MutableSequence
from typing import Any

__all__ = ["MASK", "DealPlays", "PlayRandom", "game_seed", "next_seed", "play_rng"]

MASK = (1 << 64) - 1
#: Numbers per SHAKE-128 call of a play's own stream (one 64-bit little-endian word each).
_BLOCK_WORDS = 256
_BLOCK = struct.Struct(f"<{_BLOCK_WORDS}Q")
#: Plays of a deal have the index ``4 * trick + seat``: tricks 1-13 (0 is unused), seats 0-3.
PLAY_SLOTS = 14 * 4
_DEAL = struct.Struct(f"<{PLAY_SLOTS}Q")


class PlayRandom(random.Random):
    """A `random.Random` drawing 64-bit numbers from SHAKE-128 in counter mode.

    Building one is cheap (the Mersenne Twister behind `random.Random` takes about 10 µs to
    seed, far too long for 52 plays a deal). It defines ``_randbelow`` itself (an exact
    multiply-shift with rejection, Lemire 2019), which `random.Random.__init_subclass__`
    leaves in place for ``choice``, ``shuffle``, ``randrange`` and ``sample``; ``random`` and
    ``getrandbits`` serve the rest. Nothing depends on the interpreter's own generator, so a
    seed gives the same numbers on every Python version.
    """

    STATE_TAG = "ristikontra-shake128-1"
    _source: bytes
    _block: int
    _words: tuple[int, ...]
    _at: int

    @classmethod
    def from_stream(cls, source: bytes, first: tuple[int, ...] = ()) -> PlayRandom:
        """The generator that yields `first`, then SHAKE-128 of ``source:0``, ``source:1``..."""
        rng = cls.__new__(cls)
        rng._start(source, first)
        return rng

    def _start(self, source: bytes, first: tuple[int, ...]) -> None:
        self._source, self._block, self._words, self._at = source, 0, first, 0
        self.gauss_next = None

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Seed from an int, str, bytes or bytearray (None: from the operating system)."""
        if a is None:
            material = b"os:" + os.urandom(32)
        elif isinstance(a, int):
            material = b"int:%d" % a
        elif isinstance(a, str):
            material = b"str:" + a.encode("utf-8", "surrogatepass")
        elif isinstance(a, bytes | bytearray):
            material = b"bytes:" + bytes(a)
        else:
            raise TypeError("PlayRandom seeds from None, int, str, bytes or bytearray")
        self._start(b"ristikontra-rng:" + material, ())

    def getstate(self) -> tuple[Any, ...]:
        return (self.STATE_TAG, self._source, self._block, self._words, self._at, self.gauss_next)

    def setstate(self, state: tuple[Any, ...]) -> None:
        if not (isinstance(state, tuple) and len(state) == 6 and state[0] == self.STATE_TAG):
            raise ValueError(f"not a {type(self).__name__} state")
        _, source, block, words, at, gauss_next = state
        if not (isinstance(source, bytes) and isinstance(block, int) and isinstance(words, tuple)
                and isinstance(at, int) and 0 <= at <= len(words)):
            raise ValueError(f"not a {type(self).__name__} state")
        self._source, self._block, self._words, self._at = source, block, words, at
        self.gauss_next = gauss_next

    def _refill(self) -> tuple[int, ...]:
        words = self._words = _BLOCK.unpack(
            hashlib.shake_128(b"%s:%d" % (self._source, self._block)).digest(_BLOCK.size))
        self._block += 1
        self._at = 0
        return words

    def _next(self) -> int:
        at = self._at
        words = self._words
        if at == len(words):
            words = self._refill()
            at = 0
        self._at = at + 1
        return words[at]

    def random(self) -> float:
        return (self._next() >> 11) * (1.0 / (1 << 53))

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k <= 64:
            return self._next() >> (64 - k)
        words = (k + 63) >> 6
        value = 0
        for i in range(words):
            value |= self._next() << (64 * i)
        return value >> (64 * words - k)

    def _randbelow(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (0 for n == 0, like `random.Random`)."""
        if n > 1 << 64:
            bits = n.bit_length()
            r = self.getrandbits(bits)
            while r >= n:
                r = self.getrandbits(bits)
            return r
        m = self._next() * n
        if (m & MASK) < n:
            # Reject the few low parts that would favour some results (probability < n / 2**64).
            floor = ((1 << 64) - n) % n if n else 0
            while (m & MASK) < floor:
                m = self._next() * n
        return m >> 64

    def shuffle(self, x: MutableSequence[Any]) -> None:
        """`random.Random.shuffle` with `_randbelow` inlined: the very same order, faster (the
        search shuffles the unseen cards for every world it samples)."""
        words, at = self._words, self._at
        for i in reversed(range(1, len(x))):
            n = i + 1
            if at == len(words):
                words, at = self._refill(), 0
            m = words[at] * n
            if (m & MASK) < n:
                self._at = at
                j = self._randbelow(n)
                words, at = self._words, self._at
            else:
                j = m >> 64
                at += 1
            x[i], x[j] = x[j], x[i]
        self._at = at


class DealPlays:
    """The per-play generators of deal `deal` of a game seeded with `seed`."""

    __slots__ = ("deal", "seed", "words")

    def __init__(self, seed: int, deal: int) -> None:
        self.seed = seed
        self.deal = deal
        #: The first number of each play's generator, at index ``4 * trick + seat``.
        self.words: tuple[int, ...] = _DEAL.unpack(
            hashlib.shake_128(b"ristikontra-deal:%d:%d" % (seed, deal)).digest(_DEAL.size))

    def rng(self, trick: int, seat: int) -> PlayRandom:
        """The generator of `seat`'s play in trick `trick`."""
        if not (0 <= seat <= 3 and 0 <= trick < PLAY_SLOTS // 4):
            raise ValueError(f"no play of seat {seat} in trick {trick}")
        play = 4 * trick + seat
        return PlayRandom.from_stream(b"ristikontra-play:%d:%d:%d" % (self.seed, self.deal, play),
                                      (self.words[play],))

    def below(self, trick: int, seat: int, n: int) -> int:
        """``self.rng(trick, seat).choice(seq)`` is ``seq[self.below(trick, seat, len(seq))]``:
        the play's first draw without building its generator (tricks 0-13, seats 0-3 and
        0 < n <= 2**64, unchecked: this is `simulate`'s hot path)."""
        m = self.words[4 * trick + seat] * n
        if (m & MASK) < n:
            return self.rng(trick, seat)._randbelow(n)
        return m >> 64


def play_rng(seed: int, deal: int, trick: int, seat: int) -> random.Random:
    """The generator of the player at `seat` for its play in trick `trick` of deal `deal`."""
    return DealPlays(seed, deal).rng(trick, seat)


def game_seed(seed: int, game: int) -> int:
    """The shuffle seed of game number `game` (0-based) of a run seeded with `seed` (simulate)."""
    return random.Random(f"{seed}:game:{game}").randrange(2**31)


def next_seed(seed: int) -> int:
    """The seed of the game after one seeded with `seed` ("play again" stays reproducible)."""
    return random.Random(f"ristikontra-next:{seed}").randrange(2**31)
