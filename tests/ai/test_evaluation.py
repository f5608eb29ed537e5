"""Deal values follow the engine's scoring (docs/RULES.md §3-4)."""

from __future__ import annotations

import random

import pytest

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.evaluation import ValueModel, deal_value
from ristikontra.engine import PRESETS, DealScored, GameOver, GameState, default_players
from tests.ai.helpers import VARIANTS

NO_POINTS = ValueModel(point_weight=0.0, game_bonus=0.0)


def test_sticks_values() -> None:
    rules = PRESETS["sticks"]
    assert deal_value(rules, (0, 0), 0, (61, 59), (False, False), 0, NO_POINTS) == 1
    assert deal_value(rules, (0, 0), 0, (61, 59), (False, False), 1, NO_POINTS) == -1
    assert deal_value(rules, (0, 0), 0, (120, 0), (False, False), 0, NO_POINTS) == 2
    assert deal_value(rules, (0, 0), 0, (60, 60), (False, False), 0, NO_POINTS) == 0
    assert deal_value(rules, (0, 0), 2, (0, 120), (False, False), 0, NO_POINTS) == -4
    # Winning the game counts extra.
    model = ValueModel(point_weight=0.0, game_bonus=3.0)
    assert deal_value(rules, (6, 0), 0, (61, 59), (False, False), 0, model) == 4
    # The card-point term: 30 points up is a quarter of a pack.
    assert deal_value(rules, (0, 0), 0, (75, 45), (False, False), 0, ValueModel(1.0, 0.0)) == pytest.approx(1.25)


def test_dirty_team_loses_the_deal() -> None:
    rules = PRESETS["sticks"].with_options(dirty=True)
    assert deal_value(rules, (0, 0), 0, (100, 20), (True, False), 0, NO_POINTS) == -1
    assert deal_value(rules, (0, 0), 0, (100, 20), (True, True), 0, NO_POINTS) == 1


def test_running_total_reset() -> None:
    rules = PRESETS["total"]
    # 90-100 then 0-120: team 0 resets to zero (loses 90), team 1 gains 120 and wins.
    value = deal_value(rules, (90, 100), 0, (0, 120), (False, False), 0, NO_POINTS)
    assert value == pytest.approx((-90 - 120) / 120)
    with_bonus = deal_value(rules, (90, 100), 0, (0, 120), (False, False), 0, ValueModel(0.0, 3.0))
    assert with_bonus == pytest.approx(value - 3.0)


@pytest.mark.parametrize("rules_name", ["sticks", "total", "short", "dirty", "total-dirty"])
def test_values_agree_with_the_engine(rules_name: str) -> None:
    """Over real games, the winner and award implied by deal_value match the engine's, and so
    does the game's end: the bonus comes exactly when the engine ends the game, to its winner."""
    rules = VARIANTS[rules_name]
    rng = random.Random(rules_name)
    state = GameState(rules, default_players(human_seat=None), seed=7)
    checked = ended = 0
    while checked < 12 or ended < 3:
        if state.phase == "game_over":
            state = GameState(rules, default_players(human_seat=None), seed=checked + 100)
        totals, carry = (state.totals[0], state.totals[1]), state.carry
        events = state.start_deal()
        while state.phase == "playing":
            view = state.view(state.to_move)
            action = choose_basic(view) if rng.random() < 0.5 else rng.choice(view.legal)
            events = state.apply(action)
        scored = next(e for e in events if isinstance(e, DealScored))
        value = deal_value(rules, totals, carry, scored.points, scored.dirty, 0, NO_POINTS)
        if rules.scoring == "sticks":
            expected = 0 if scored.deal_winner is None else (scored.award if scored.deal_winner == 0 else -scored.award)
        else:
            gained = [scored.totals[t] - totals[t] for t in (0, 1)]
            expected = (gained[0] - gained[1]) / rules.pack_points
        assert value == pytest.approx(expected)
        over = next((e for e in events if isinstance(e, GameOver)), None)
        bonus = deal_value(rules, totals, carry, scored.points, scored.dirty, 0, ValueModel(0.0, 1.0)) - value
        assert bonus == pytest.approx(0 if over is None else 1 if over.winner == 0 else -1), (checked, over)
        ended += over is not None
        checked += 1
