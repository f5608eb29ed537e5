"""The fast endgame solver gives exactly the scores of the slow reference (the solver as it was),
on random hand-phase positions of every rule set, at trick starts and mid-trick, alone and with
one table shared across the worlds of a decision."""

from __future__ import annotations

import pytest

from ristikontra.ai.endgame import EndgameSolver
from tests.ai.endgame_reference import ReferenceSolver
from tests.ai.helpers import VARIANTS
from tests.ai.test_endgame import _position, decision_worlds

#: (trick, cards already in the trick): trick 8 is slow for the reference, so fewer of it.
_SPOTS = [(9, 0), (9, 2), (10, 0), (10, 1), (10, 3), (11, 0), (11, 2), (12, 0), (12, 3), (13, 0), (13, 1)]


@pytest.mark.parametrize("rules_name", sorted(VARIANTS))
def test_fast_solver_matches_the_reference(rules_name: str) -> None:
    rules = VARIANTS[rules_name]
    shared = EndgameSolver.for_rules(rules)
    for seed in range(3):
        for trick, extra in _SPOTS:
            state = _position(rules_name, seed * 97 + trick * 7 + extra, trick=trick, extra=extra)
            expected = ReferenceSolver.for_state(state).solve_moves(state)
            assert EndgameSolver.for_state(state).solve_moves(state) == expected, (seed, trick, extra)
            assert shared.solve_moves(state) == expected, (seed, trick, extra)


@pytest.mark.parametrize("rules_name", ["sticks", "dirty", "lead-limit-2", "total-dirty"])
def test_fast_solver_matches_the_reference_from_trick_8(rules_name: str) -> None:
    state = _position(rules_name, 5, trick=8, extra=1)
    assert EndgameSolver.for_state(state).solve_moves(state) == ReferenceSolver.for_state(state).solve_moves(state)


@pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2", "lead-limit-0"])
def test_shared_table_over_worlds_matches_the_reference(rules_name: str) -> None:
    """Worlds of one decision through one solver (its table kept), each world's
    scores checked against a fresh reference."""
    rules = VARIANTS[rules_name]
    shared = EndgameSolver.for_rules(rules)
    for seed in range(2):
        for world, ranks in decision_worlds(rules_name, seed + 11, 10, seed, 8):
            assert shared.solve_deal(world.copy(), ranks) == ReferenceSolver.for_rules(rules).solve_deal(world, ranks)
