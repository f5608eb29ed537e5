"""The per-play generators: derived from SHAKE-128 as documented, exact, and a full `random.Random`."""

from __future__ import annotations

import copy
import hashlib
import pickle
import random
from collections import Counter

import pytest

from ristikontra.ai.fastsim import FastDeal, FastRules, deal_from_shuffle, play_random_deal
from ristikontra.engine import PRESETS
from ristikontra.engine.seeding import MASK, DealPlays, PlayRandom, play_rng


def _word(data: bytes, index: int) -> int:
    return int.from_bytes(data[8 * index:8 * index + 8], "little")


def test_the_numbers_are_the_documented_shake_128_streams() -> None:
    # The scheme written out independently: change it and every seeded game changes.
    deal = hashlib.shake_128(b"ristikontra-deal:41:3").digest(8 * 56)
    own = hashlib.shake_128(b"ristikontra-play:41:3:30:0").digest(8 * 256)
    rng = play_rng(41, 3, 7, 2)  # play 4 * 7 + 2 = 30
    assert [rng.getrandbits(64) for _ in range(3)] == [_word(deal, 30), _word(own, 0), _word(own, 1)]
    assert DealPlays(41, 3).words == tuple(_word(deal, i) for i in range(56))
    second = hashlib.shake_128(b"ristikontra-play:41:3:30:1").digest(8)
    for _ in range(253):
        rng.getrandbits(64)
    assert rng.getrandbits(64) == _word(own, 255) and rng.getrandbits(64) == _word(second, 0)


def test_every_seed_deal_trick_and_seat_has_its_own_generator() -> None:
    firsts = {play_rng(seed, deal, trick, seat).getrandbits(64)
              for seed in (0, 1, -1, 2**80) for deal in (1, 2) for trick in range(1, 14) for seat in range(4)}
    assert len(firsts) == 4 * 2 * 13 * 4
    with pytest.raises(ValueError):
        play_rng(1, 1, 1, 4)


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7, 13, 2**33 + 1, 2**64])
def test_the_first_draw_without_a_generator_is_the_generators_choice(n: int) -> None:
    for deal in range(1, 60):
        plays = DealPlays(9, deal)
        for trick in range(1, 14):
            for seat in range(4):
                assert plays.below(trick, seat, n) == plays.rng(trick, seat)._randbelow(n)
                if n < 2**63:
                    assert plays.rng(trick, seat).choice(range(n)) == plays.below(trick, seat, n)


def test_a_biased_draw_is_rejected_and_drawn_again() -> None:
    # A first number of 0 gives the low part 0 < (2**64 - 6) % 6 for six moves: it must be
    # rejected (the multiply-shift alone would always say 0), here and in the fast loop.
    plays = DealPlays(5, 1)
    plays.words = (0,) * 56
    numbers = plays.rng(1, 0)
    assert numbers.getrandbits(64) == 0
    second, third = numbers.getrandbits(64), numbers.getrandbits(64)
    assert (second * 6) & MASK >= 4, "the second number is accepted"
    rng = plays.rng(1, 0)
    assert rng._randbelow(6) == (second * 6) >> 64 == plays.below(1, 0, 6)
    assert rng.getrandbits(64) == third
    rules = FastRules.of(PRESETS["sticks"])
    order = [i >> 2 for i in random.Random(3).sample(range(52), 52)]
    fast = deal_from_shuffle(rules, order, 0)
    slow = fast.copy()
    play_random_deal(fast, plays)
    _play_with_generators(slow, plays)
    assert (fast.points, fast.tricks, fast.hands) == (slow.points, slow.tricks, slow.hands)


def _play_with_generators(deal: FastDeal, plays: DealPlays) -> None:
    while not deal.over:
        deal.play(plays.rng(deal.trick_no, deal.to_move).choice(deal.legal()))


def test_the_fast_loop_draws_what_each_plays_generator_chooses() -> None:
    for name in ("sticks", "short"):
        rules = FastRules.of(PRESETS[name].with_options(lead_limit=2, fourth_king=True))
        shuffle = random.Random(name)
        for deal_no in range(1, 200):
            order = [i >> 2 for i in shuffle.sample(range(52), 52)]
            fast = deal_from_shuffle(rules, order, deal_no & 3)
            slow = fast.copy()
            play_random_deal(fast, DealPlays(17, deal_no))
            _play_with_generators(slow, DealPlays(17, deal_no))
            assert (fast.points, fast.tricks, fast.dirty, fast.kings) == (slow.points, slow.tricks, slow.dirty,
                                                                         slow.kings)


def test_draws_are_uniform() -> None:
    counts = Counter(DealPlays(3, deal).below(trick, seat, 7)
                     for deal in range(1, 400) for trick in range(1, 14) for seat in range(4))
    draws = sum(counts.values())
    chi2 = sum((c - draws / 7) ** 2 / (draws / 7) for c in counts.values())
    assert sorted(counts) == list(range(7)) and chi2 < 30  # 6 degrees of freedom: p < 0.0001
    rng = play_rng(3, 1, 1, 1)
    floats = [rng.random() for _ in range(20000)]
    assert all(0.0 <= f < 1.0 for f in floats) and abs(sum(floats) / len(floats) - 0.5) < 0.01


@pytest.mark.parametrize("size", [0, 1, 2, 40, 700])
def test_shuffle_is_random_shuffle_with_its_draws(size: int) -> None:
    rng = play_rng(8, 2, 5, 1)
    rng.getrandbits(64 * 3)  # off the block boundary
    reference = copy.copy(rng)
    mine, theirs = list(range(size)), list(range(size))
    rng.shuffle(mine)
    random.Random.shuffle(reference, theirs)
    assert mine == theirs and sorted(mine) == list(range(size))
    assert rng.getrandbits(64) == reference.getrandbits(64)


def test_shuffle_rejects_like_randbelow() -> None:
    rng = PlayRandom.from_stream(b"test", (0, 0, 5 << 60))
    reference = copy.copy(rng)
    mine, theirs = list(range(10)), list(range(10))
    rng.shuffle(mine)
    random.Random.shuffle(reference, theirs)
    assert mine == theirs and rng.getstate() == reference.getstate()


def test_it_is_a_whole_random_random() -> None:
    rng = play_rng(1, 1, 1, 0)
    assert isinstance(rng, random.Random)
    state = rng.getstate()
    values = [rng.randrange(10), rng.choice("abc"), rng.sample(range(100), 5), rng.uniform(1, 2),
              rng.gauss(0, 1), rng.randbytes(9), rng.getrandbits(200), rng.randrange(2**100)]
    rng.setstate(state)
    assert [rng.randrange(10), rng.choice("abc"), rng.sample(range(100), 5), rng.uniform(1, 2),
            rng.gauss(0, 1), rng.randbytes(9), rng.getrandbits(200), rng.randrange(2**100)] == values
    twin = pickle.loads(pickle.dumps(rng))
    assert [twin.random() for _ in range(300)] == [rng.random() for _ in range(300)]
    assert rng.getrandbits(0) == 0 and 0 <= rng.getrandbits(7) < 128
    with pytest.raises(ValueError):
        rng.setstate((3, (), None))


def test_seeding_by_value() -> None:
    assert PlayRandom(5).random() == PlayRandom(5).random() != PlayRandom(6).random()
    assert PlayRandom("x").random() == PlayRandom("x").random() != PlayRandom(b"x").random()
    assert PlayRandom().random() != PlayRandom().random()
    with pytest.raises(TypeError):
        PlayRandom(1.5)
