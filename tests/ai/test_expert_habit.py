"""`expert` plays by a habit of its own while the stock lasts (a card kept in hand worth less, a
spare copy worth more); `strong` keeps its habit."""

from __future__ import annotations

import random

from ristikontra.ai import make_player
from ristikontra.ai.base import rank_of
from ristikontra.ai.basic import DEFAULT_WEIGHTS, choose_basic
from ristikontra.ai.strong import EXPERT_WEIGHTS, StrongPlayer
from ristikontra.engine import GameState, SeatView, default_players
from ristikontra.engine.state import STOCK_TRICKS
from tests.ai.helpers import VARIANTS


def _stock_views(seeds: range) -> list[SeatView]:
    """Every stock-phase decision with a choice in deals that `strong`'s habit plays."""
    views = []
    for seed in seeds:
        state = GameState(VARIANTS["sticks"], default_players(human_seat=None), seed=seed)
        state.start_deal()
        while state.phase == "playing" and state.trick_no <= STOCK_TRICKS:
            view = state.view(state.to_move)
            if len(view.legal) > 1:
                views.append(view)
            state.apply(choose_basic(view, lead_value=True, spare_copies=True))
    return views


def test_expert_and_strong_part_ways_where_their_habits_do() -> None:
    # The expert before issue 42 played its habit alone while the stock lasted; today's searches
    # there, starting from that habit (below).
    expert = make_player("expert-2026-12-07")
    strong = make_player("strong", reproducible=True)
    assert isinstance(expert, StrongPlayer) and isinstance(strong, StrongPlayer)
    assert expert.weights == EXPERT_WEIGHTS != DEFAULT_WEIGHTS == strong.weights
    differ = 0
    for view in _stock_views(range(12)):
        mine = choose_basic(view, lead_value=True, spare_copies=True, weights=EXPERT_WEIGHTS)
        theirs = choose_basic(view, lead_value=True, spare_copies=True)
        assert expert.choose(view, random.Random(1)) == mine
        assert strong.choose(view, random.Random(1)) == theirs
        differ += mine != theirs
    assert differ >= 10


def test_a_variant_of_the_expert_starts_from_its_habit() -> None:
    assert StrongPlayer.from_spec("expert[confidence=1.0]").weights == EXPERT_WEIGHTS
    assert StrongPlayer.from_spec("expert[hold_share=0.6,spare_points=2.5]").weights == DEFAULT_WEIGHTS
    assert StrongPlayer.from_spec("strong[hold_share=0.3]").weights.hold_share == 0.3


def test_the_expert_searches_the_stock_phase_from_its_habit() -> None:
    """Issue 42: `expert` searches the last two stock tricks too; there it keeps its habit's move
    unless the search finds another clearly better (a firmer rule than in the hand phase), and
    before them it plays the habit alone."""
    expert = make_player("expert", reproducible=True)
    assert isinstance(expert, StrongPlayer) and expert.search_from == 6
    left = 0
    views = _stock_views(range(4))
    for view in views[::2]:
        if view.trick_no < 6:
            habit = choose_basic(view, lead_value=True, spare_copies=True, weights=EXPERT_WEIGHTS)
            assert expert.choose(view, random.Random(2)) == habit
    views = [view for view in views if view.trick_no >= 6]
    for view in views:
        move = expert.choose(view, random.Random(2))
        result = expert.last_result
        assert result is not None and move == result.options[result.chosen]
        habit = choose_basic(view, lead_value=True, spare_copies=True, weights=EXPERT_WEIGHTS)
        assert rank_of(result.options[result.basic]) == rank_of(habit)
        left += result.chosen != result.basic
    assert 0 < left < len(views)
