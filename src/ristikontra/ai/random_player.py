"""The `random` level: any legal action, blind play included, with equal chance."""

from __future__ import annotations

import random

from ristikontra.engine import Action, SeatView

__all__ = ["RandomPlayer"]


class RandomPlayer:
    """Uniform over ``view.legal``: the floor every other level must beat."""

    level = "random"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to play")
        return rng.choice(view.legal)

    def __repr__(self) -> str:
        return "RandomPlayer()"
