"""`strong`'s habit parts with a spare copy before the only card of a rank; `basic` does not."""

from __future__ import annotations

import random

import pytest

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.coach import hint
from ristikontra.ai.playout import PolicyPlayer
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import Card, GameState, PlayCard
from tests.ai.helpers import forced_deal

TWO, FIVE = PlayCard(0, Card.parse("2D")), PlayCard(0, Card.parse("5H"))


def _lost_trick() -> GameState:
    """Trick 1: seat 1 leads a king, seats 2 and 3 add a three and a four; seat 0, last to play,
    holds no king and only worthless cards, two fives among them and every other rank once."""
    state = forced_deal(["2D 5H 5S 8S 9C 6D", "KC 2C 3D 4D 5D 6C", "3C 8C 9D 2H 3H 4H",
                         "4C 8D 9H 2S 3S 4S"], dealer=0)
    for text in ("KC", "3C", "4C"):
        state.apply(PlayCard(state.to_move, Card.parse(text)))
    return state


def test_the_habit_throws_a_spare_copy() -> None:
    # Every card loses the same nothing: `basic` throws the first, the two, and has no two left
    # to match with; the habit throws one of its fives and keeps every rank.
    view = _lost_trick().view(0)
    assert choose_basic(view) == TWO
    assert choose_basic(view, lead_value=True) == TWO
    assert choose_basic(view, spare_copies=True) == FIVE


def test_strong_plays_that_habit_while_the_stock_lasts() -> None:
    view = _lost_trick().view(0)
    assert StrongPlayer(time_budget=None).choose(view, random.Random(1)) == FIVE
    assert StrongPlayer(time_budget=None, spare_copies=False).choose(view, random.Random(1)) == TWO


@pytest.mark.parametrize(("spare", "expected"), [(True, FIVE), (False, TWO)])
def test_the_searching_teams_playouts_throw_spare_copies_too(spare: bool, expected: PlayCard) -> None:
    view = _lost_trick().view(0)
    assert PolicyPlayer(lead_value=True, spare_copies=spare).choose(view, random.Random(1)) == expected


def test_the_coach_says_why_it_throws_the_five() -> None:
    view = _lost_trick().view(0)
    advice = hint(view, random.Random(1), StrongPlayer(samples=40, time_budget=None, work_budget=3000))
    assert advice.action == FIVE
    assert advice.reason == "spare_copy"
    assert coach_message(advice, "en").text == (
        "Play the five: you keep a five, so you can still match every rank in your hand.")
    assert coach_message(advice, "de").text == (
        "Spiel die Fünf: dir bleibt noch eine Fünf, so kannst du weiter mit jedem Rang auf deiner Hand mitgehen.")
