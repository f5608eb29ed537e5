"""What happens next at a table (`table.flow.next_step`): every branch, on real game states."""

from __future__ import annotations

import pytest

from ristikontra.engine import GameState, Rules, default_players
from ristikontra.table.flow import Deal, Over, Prompt, Seating, Wait, Why, next_step

EVERYONE = frozenset(range(4))


def _new() -> GameState:
    return GameState(Rules(target=1), default_players(), seed=7)


def _playing() -> GameState:
    state = _new()
    state.start_deal()
    return state


def _play_deal(state: GameState) -> GameState:
    while state.phase == "playing":
        state.apply(state.legal_actions()[0])
    return state


def _deal_over() -> GameState:
    """A deal played out whose game goes on (a target no deal reaches at once)."""
    state = GameState(Rules(target=99), default_players(), seed=7)
    state.start_deal()
    return _play_deal(state)


def _game_over() -> GameState:
    state = _new()
    while state.phase != "game_over":
        state.start_deal()
        _play_deal(state)
    return state


def test_a_table_without_a_game_waits_for_one() -> None:
    assert next_step(None, Seating()) == Wait(Why.NO_GAME)
    assert next_step(None, Seating(time_up=True)) == Wait(Why.NO_GAME)


def test_the_seat_to_move_is_prompted_and_said_to_be_a_computer_or_not() -> None:
    state = _playing()
    seat = state.to_move
    assert next_step(state, Seating()) == Prompt(seat, computer=False)
    assert next_step(state, Seating(computers=frozenset({seat}))) == Prompt(seat, computer=True)
    others = EVERYONE - {seat}
    assert next_step(state, Seating(computers=others)) == Prompt(seat, computer=False)


def test_a_held_table_asks_nobody_to_move() -> None:
    assert next_step(_playing(), Seating(computers=EVERYONE, held=True)) == Wait(Why.HELD)


def test_a_table_everyone_left_moves_nothing_on() -> None:
    assert next_step(_playing(), Seating(computers=EVERYONE, away=True)) == Wait(Why.AWAY)
    assert next_step(_deal_over(), Seating(away=True)) == Wait(Why.AWAY)
    assert next_step(_new(), Seating(away=True)) == Wait(Why.AWAY)


def test_a_deal_over_deals_once_nobody_is_waited_for() -> None:
    state = _deal_over()
    assert state.phase == "deal_over"
    assert next_step(state, Seating(computers=EVERYONE)) == Deal()
    # A hold keeps the seats from being asked to move, not a deal from being dealt.
    assert next_step(state, Seating(held=True)) == Deal()


def test_a_deal_over_waits_for_people_to_ask_for_the_next_and_among_people_for_the_deal_wait() -> None:
    state = _deal_over()
    assert next_step(state, Seating(unready=frozenset({0}), people=1)) == Wait(Why.READY)
    assert next_step(state, Seating(unready=frozenset({0}), people=2)) == Wait(Why.READY_OR_TIME)
    # The deal wait that ran out deals, whoever is still reading (or away).
    assert next_step(state, Seating(unready=frozenset({0}), people=2, time_up=True)) == Deal()
    assert next_step(state, Seating(away=True, time_up=True)) == Deal()


def test_a_new_game_deals_its_first_deal_unless_a_timer_deals_it() -> None:
    state = _new()
    assert next_step(state, Seating()) == Deal()
    assert next_step(state, Seating(deal_due=True)) == Wait(Why.DEAL_DUE)
    assert next_step(state, Seating(deal_due=True, time_up=True)) == Deal()


def test_a_timer_that_ran_out_mid_deal_changes_nothing() -> None:
    state = _playing()
    seat = state.to_move
    assert next_step(state, Seating(time_up=True)) == Prompt(seat, computer=False)


@pytest.mark.parametrize("seating", [Seating(), Seating(computers=EVERYONE, away=True, held=True, time_up=True),
                                     Seating(unready=EVERYONE, people=4)])
def test_a_game_over_is_over_whatever_the_seats(seating: Seating) -> None:
    assert next_step(_game_over(), seating) == Over()
