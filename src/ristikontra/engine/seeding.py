"""The one scheme that derives every seed and generator of a game from its recorded seed.

A computer's choice for one play gets its own generator, rebuilt from the game's seed, the
deal, the trick and the seat: a resumed, replayed or duplicated game makes the same choices
without saving any generator state, whether it is played at the table or by `simulate`.
"""

from __future__ import annotations

import random

__all__ = ["game_seed", "next_seed", "play_rng"]


def play_rng(seed: int, deal: int, trick: int, seat: int) -> random.Random:
    """The generator of the player at `seat` for its play in trick `trick` of deal `deal`."""
    return random.Random(f"ristikontra:{seed}:{deal}:{trick}:{seat}")


def game_seed(seed: int, game: int) -> int:
    """The shuffle seed of game number `game` (0-based) of a run seeded with `seed` (simulate)."""
    return random.Random(f"{seed}:game:{game}").randrange(2**31)


def next_seed(seed: int) -> int:
    """The seed of the game after one seeded with `seed` ("play again" stays reproducible)."""
    return random.Random(f"ristikontra-next:{seed}").randrange(2**31)
