"""`strong`'s habit values taking the lead; `basic`'s does not."""

from __future__ import annotations

import random

from ristikontra.ai.basic import choose_basic
from ristikontra.ai.coach import hint
from ristikontra.ai.playout import PolicyPlayer
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import Card, GameState, PlayCard
from tests.ai.helpers import forced_deal


def _apply(state: GameState, *plays: str) -> None:
    for text in plays:
        state.apply(PlayCard(state.to_move, Card.parse(text)))


def _worthless_trick() -> GameState:
    """Trick 1: seat 1 leads a seven, seats 2 and 3 add a three and a four; seat 0, last to
    play, holds another seven and only worthless cards besides."""
    state = forced_deal(["2D 7D 5H 8S 9C 6D", "7C 2C 3D 4D 5D 6C", "3C 8C 9D 2H 3H 4H",
                         "4C 8D 9H 2S 3S 4S"], dealer=0)
    _apply(state, "7C", "3C", "4C")
    return state


def test_the_habit_takes_a_worthless_trick_for_the_lead() -> None:
    # No points lie on the trick: matching and throwing a two score alike by the trick alone,
    # and `basic` keeps the first of the equal choices. Matching as last player also wins the
    # lead of the next trick, which `strong`'s habit counts.
    view = _worthless_trick().view(0)
    assert choose_basic(view) == PlayCard(0, Card.parse("2D"))
    assert choose_basic(view, lead_value=True) == PlayCard(0, Card.parse("7D"))


def test_strong_plays_the_habit_that_values_the_lead_while_the_stock_lasts() -> None:
    view = _worthless_trick().view(0)
    seven, two = PlayCard(0, Card.parse("7D")), PlayCard(0, Card.parse("2D"))
    assert StrongPlayer(time_budget=None).choose(view, random.Random(1)) == seven
    assert StrongPlayer(time_budget=None, lead_value=False).choose(view, random.Random(1)) == two


def test_the_searching_teams_playouts_value_the_lead_too() -> None:
    view = _worthless_trick().view(0)
    rng = random.Random(1)
    assert PolicyPlayer(lead_value=True).choose(view, rng) == PlayCard(0, Card.parse("7D"))
    assert PolicyPlayer().choose(view, rng) == PlayCard(0, Card.parse("2D"))


def test_the_coach_says_why_it_takes_a_worthless_trick() -> None:
    view = _worthless_trick().view(0)
    advice = hint(view, random.Random(1), StrongPlayer(samples=40, time_budget=None, work_budget=3000))
    assert advice.action == PlayCard(0, Card.parse("7D"))
    assert advice.reason == "take_lead"
    assert coach_message(advice, "en").text == (
        "Take the trick with the seven: the trick holds no points, but you lead next.")
    assert coach_message(advice, "de").text == (
        "Nimm den Stich mit der Sieben: der Stich bringt keine Augen, aber dann spielst du aus.")
