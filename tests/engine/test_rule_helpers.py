"""The rules kernel (engine/legality.py, engine/scoring.py): the pure rule helpers the game,
the fast simulator, the search and the replay inference all call."""

from __future__ import annotations

import pytest

from ristikontra.engine import PRESETS, Rules
from ristikontra.engine.legality import (
    BLIND,
    barred_by_run,
    barred_lead,
    kings_barred,
    lead_run,
    legal_moves,
    run_after,
)
from ristikontra.engine.scoring import dirt_after, score_deal


@pytest.mark.parametrize(("leads", "limit", "barred"), [
    (["7", "7", "7"], 3, "7"),
    (["A", "7", "7", "7"], 3, "7"),
    (["7", "7", "A"], 3, None),
    (["7", "7"], 3, None),
    (["7", "7"], 2, "7"),
    (["7", "8"], 2, None),
    (["7", "7", "7"], 0, None),
    ([], 2, None),
])
def test_the_lead_limit_bars_the_rank_of_the_last_leads(leads: list[str], limit: int, barred: str | None) -> None:
    assert barred_lead(leads, limit) == barred
    # The same rule on the search's rank numbers.
    numbers = [int(r) if r.isdigit() else 12 for r in leads]
    assert barred_lead(numbers, limit) == (None if barred is None else numbers[-1])


@pytest.mark.parametrize(("dirty", "trick", "ranks", "after"), [
    (False, 3, ["7", "Q", "8", "9"], True),     # a queen taken while the stock lasts
    (True, 7, ["7", "K", "8", "9"], True),      # a king does not clean during the stock
    (False, 7, ["7", "8", "9", "T"], False),
    (True, 8, ["7", "K", "8", "9"], False),     # a king taken in the hand phase cleans
    (True, 8, ["Q", "K", "8", "9"], True),      # unless a queen was led
    (True, 12, ["7", "Q", "8", "9"], True),     # a queen no longer dirties, nor cleans
    (False, 9, ["Q", "Q", "8", "9"], False),
])
def test_the_dirty_flag_after_a_trick(dirty: bool, trick: int, ranks: list[str], after: bool) -> None:
    assert dirt_after(dirty, trick, ranks) is after


def test_the_run_of_leads_and_the_rank_it_bars() -> None:
    assert lead_run([]) == (None, 0)
    assert lead_run(["A", "7", "7"]) == ("7", 2)
    assert run_after("7", 2, "7") == 3 and run_after("7", 2, "A") == 1
    for leads in (["A", "7", "7", "7"], ["7", "7"], ["7", "8"], []):
        for limit in (0, 2, 3):
            assert barred_by_run(*lead_run(leads), limit) == barred_lead(leads, limit)


def test_legal_moves_keep_hand_order_put_blind_last_and_lift_a_limit_that_leaves_nothing() -> None:
    hand = ["7", "K", "7", "A"]
    assert legal_moves(hand, None, None, True) == [0, 1, 2, 3, BLIND]
    assert legal_moves(hand, "7", "K", False) == [3]
    assert legal_moves(["7", "7"], "7", None, True) == [BLIND]  # the blind play is still legal
    assert legal_moves(["7", "K"], "7", "K", False) == [0, 1]  # nothing left: the limits are lifted
    assert kings_barred(True, 1, 3) and not kings_barred(True, 0, 3) and not kings_barred(False, 5, 3)


@pytest.mark.parametrize(("rules", "totals", "carry", "points", "dirty", "expected"), [
    # winner, reason, base, carried, totals, carry, game winner, the deal counts nothing
    (PRESETS["sticks"], (0, 0), 0, (61, 59), (False, False), (0, "points", 1, 0, (1, 0), 0, None, (False, False))),
    (PRESETS["sticks"], (0, 5), 2, (0, 120), (False, False), (1, "sweep", 2, 2, (0, 9), 0, 1, (True, False))),
    (PRESETS["sticks"], (3, 3), 1, (60, 60), (False, False), (None, "tie", 0, 0, (3, 3), 2, None, (False, False))),
    (Rules(dirty=True), (0, 0), 1, (120, 0), (False, True), (0, "dirty", 2, 1, (3, 0), 0, None, (False, True))),
    (Rules(dirty=True), (0, 0), 0, (100, 20), (True, False), (1, "dirty", 1, 0, (0, 1), 0, None, (True, False))),
    (PRESETS["total"], (100, 50), 0, (120, 0), (False, False), (0, "sweep", 0, 0, (220, 0), 0, 0, (False, True))),
    (PRESETS["total"].with_options(dirty=True), (100, 50), 0, (100, 20), (True, False),
     (1, "dirty", 0, 0, (0, 70), 0, None, (True, False))),
    (PRESETS["total"], (110, 115), 0, (20, 100), (False, False), (1, "points", 0, 0, (130, 215), 0, 1, (False, False))),
    (PRESETS["total"], (100, 100), 0, (60, 60), (False, False),
     (None, "tie", 0, 0, (160, 160), 0, None, (False, False))),
])
def test_score_deal(rules: Rules, totals: tuple[int, int], carry: int, points: tuple[int, int],
                    dirty: tuple[bool, bool], expected: tuple[object, ...]) -> None:
    outcome = score_deal(rules, totals, carry, points, dirty)
    assert tuple(outcome) == expected
    assert outcome.award == outcome.base + outcome.carried
