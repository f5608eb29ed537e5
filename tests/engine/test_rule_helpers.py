"""The engine's pure rule helpers, which the replay inference shares with the engine."""

from __future__ import annotations

import pytest

from ristikontra.engine.state import barred_lead, dirt_after


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
