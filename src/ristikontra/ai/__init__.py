"""Computer players. Each one sees only its seat's :class:`~ristikontra.engine.SeatView`.

``make_player("basic").choose(view, rng)`` returns one of ``view.legal``. Levels:

- ``random``: any legal action, blind play included, uniformly;
- ``basic``: a casual player's rules of thumb (:mod:`ristikontra.ai.basic`);
- ``strong``: search over sampled deals weighted by what the other seats' plays reveal, played
  out on the fast simulator, exact at the end (:mod:`ristikontra.ai.strong`), under 100 ms a move;
- ``expert``: the same search with three times the budget and a habit of its own while the stock
  lasts (:data:`ristikontra.ai.strong.EXPERT_WEIGHTS`), about a quarter of a second a move at
  most (the coach's player, :mod:`ristikontra.ai.coach`).

Benchmarks also take variants of the search levels, ``strong[work_budget=33000]``, never offered
in the game (:meth:`ristikontra.ai.strong.StrongPlayer.from_spec`).
"""

from __future__ import annotations

from ristikontra.ai.base import Player, distinct_actions

__all__ = ["LEVELS", "Player", "distinct_actions", "make_player"]

#: The levels of the game and of `simulate`, weakest first.
LEVELS: tuple[str, ...] = ("random", "basic", "strong", "expert")


def make_player(level: str, *, reproducible: bool = False) -> Player:
    """A fresh player of `level` (one of :data:`LEVELS`).

    The search levels stop at a wall-clock budget in the game; with `reproducible` they use only
    their sample and work budgets, so the same `rng` always gives the same moves (simulations).
    """
    if level == "random":
        from ristikontra.ai.random_player import RandomPlayer

        return RandomPlayer()
    if level == "basic":
        from ristikontra.ai.basic import BasicPlayer

        return BasicPlayer()
    if level == "strong":
        from ristikontra.ai.strong import DEFAULT_BUDGET, StrongPlayer

        return StrongPlayer.from_budget(DEFAULT_BUDGET, reproducible=reproducible)
    if level == "expert":
        from ristikontra.ai.strong import EXPERT_BUDGET, StrongPlayer

        return StrongPlayer.from_budget(EXPERT_BUDGET, reproducible=reproducible)
    from ristikontra.ai.strong import VARIANT_BASES, StrongPlayer

    if level.endswith("]"):
        # A benchmark's variant of a search level (never offered in the game): always reproducible.
        return StrongPlayer.from_spec(level)
    if level in VARIANT_BASES:
        # A benchmark's named player, such as the expert before issue 42 (never in the game).
        return StrongPlayer.from_spec(f"{level}[]")
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
