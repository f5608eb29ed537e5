"""Computer players that go wrong, for the tests of where players think (`net.aipool`).

A test names one of these factories in `PoolSettings(factory=...)`: the worker processes import
it by name, as they import the game's own `make_player`. Players can never choose them: a table's
level is one of the game's levels, and only the server's configuration names a factory.
"""

from __future__ import annotations

import dataclasses
import random
import time

from ristikontra.ai import Player, make_player
from ristikontra.engine import Action, SeatView


class FailingPlayer:
    """A computer player with a bug: every choice raises."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        raise RuntimeError("a bug in the computer player")


class CheatingPlayer:
    """A computer player with another bug: it plays for the next seat, which the engine refuses."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return dataclasses.replace(view.legal[0], seat=(view.seat + 1) % 4)


class SleepingPlayer:
    """A computer player that never answers in time (a search gone wrong, a stuck library call)."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        time.sleep(60)
        return view.legal[0]


def failing(level: str) -> Player:
    return FailingPlayer() if level == "strong" else make_player(level)


def cheating(level: str) -> Player:
    return CheatingPlayer() if level == "strong" else make_player(level)


def sleeping(level: str) -> Player:
    return SleepingPlayer() if level == "strong" else make_player(level)
