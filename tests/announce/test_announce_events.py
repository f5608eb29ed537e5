"""Event messages: end of deal and game, dirt, draws, the stock running out, verbosity."""

from __future__ import annotations

import pytest

from ristikontra.announce import Announcer
from ristikontra.engine import (
    PRESETS,
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    DirtChanged,
    GameOver,
    TrickWon,
    blind,
    play,
)
from tests.announce.announce_support import card, scripted_state

STICKS = scripted_state().view(0)
TOTAL = scripted_state(PRESETS["total"].with_options(dirty=True)).view(0)


def _say(lang: str, event: object, view: object = STICKS, verbosity: str = "normal") -> list[str]:
    return [m.text for m in Announcer(lang, verbosity=verbosity).announce(event, view)]  # type: ignore[arg-type]


def test_tie_carries_a_stick() -> None:
    event = DealScored(2, (60, 60), (6, 7), (False, False), None, 0, (1, 0), 2, "tie")
    assert _say("de", event) == [
        "Runde 2 ist vorbei. Dein Team hat 60 Augen und 6 Stiche, die Gegner haben 60 Augen und 7 Stiche. "
        "Unentschieden, niemand bekommt ein Zählstäbchen. Die nächste entschiedene Runde bringt zwei "
        "Zählstäbchen zusätzlich. Stand: dein Team ein Zählstäbchen, die Gegner keine Zählstäbchen."]
    assert _say("en", event)[0].endswith(
        "A tie: nobody gets a stick. The next decided deal is worth two sticks more. "
        "Score: your team one stick, the opponents no sticks.")


def test_award_with_carried_sticks_and_sweep() -> None:
    won = DealScored(3, (90, 30), (6, 7), (False, False), 0, 3, (4, 0), 0, "points")
    assert "Dein Team gewinnt die Runde und bekommt drei Zählstäbchen. Zwei davon stammen aus " \
           "unentschiedenen Runden zuvor." in _say("de", won)[0]
    sweep = DealScored(3, (0, 120), (0, 13), (False, False), 1, 2, (4, 6), 0, "sweep")
    assert "Die Gegner haben alle 120 Augen und bekommen zwei Zählstäbchen. Stand:" in _say("de", sweep)[0]
    assert "The opponents took all 120 points and get two sticks. Score:" in _say("en", sweep)[0]


def test_dirty_loser() -> None:
    event = DealScored(3, (70, 50), (6, 7), (True, False), 1, 1, (4, 7), 0, "dirty")
    assert "Dein Team ist noch schmutzig und verliert die Runde. Die Gegner bekommen ein Zählstäbchen." \
        in _say("de", event)[0]
    total = DealScored(3, (70, 50), (6, 7), (True, False), 1, 0, (0, 50), 0, "dirty")
    assert "Your team is still dirty and scores nothing this deal: its total goes back to zero. " \
           "Score: your team 0 points, the opponents 50 points." in _say("en", total, TOTAL)[0]


def test_running_total_reset_and_game_over() -> None:
    event = DealScored(3, (120, 0), (13, 0), (False, False), 0, 0, (190, 0), 0, "sweep")
    assert "Die Gegner haben in dieser Runde nichts bekommen, ihr Stand fällt auf null. " \
           "Stand: dein Team 190 Punkte, die Gegner 0 Punkte." in _say("de", event, TOTAL)[0]
    assert _say("de", GameOver(0, (190, 0), 3), TOTAL) == [
        "Gewonnen! Dein Team gewinnt das Spiel mit 190 zu 0 Punkten nach 3 Runden."]
    assert _say("en", GameOver(1, (4, 7), 9)) == ["You lost. The opponents win the game 7 sticks to 4 after 9 deals."]


def test_end_messages_sound_end() -> None:
    announcer = Announcer("de")
    messages = announcer.announce(GameOver(1, (4, 7), 9), STICKS)
    assert [m.sound for m in messages] == ["end"]


@pytest.mark.parametrize(("team", "dirty", "de", "en"), [
    (0, True, "Dein Team ist jetzt schmutzig: Es hat eine Dame gewonnen.", "Your team is dirty now: it won a queen."),
    (1, False, "Die Gegner sind wieder sauber: Sie haben einen König gewonnen.",
     "The opponents are clean again: they won a king."),
])
def test_dirt_changes(team: int, dirty: bool, de: str, en: str) -> None:
    event = DirtChanged(1, 3, team, dirty)
    assert _say("de", event, TOTAL) == [de]
    assert _say("en", event, TOTAL) == [en]


def test_deal_start_from_the_dealer_seat() -> None:
    event = DealStarted(2, 0, 1, ((card("AH"),), (), (), ()), (), 28)
    assert _say("de", event) == ["Runde 2. Du gibst, der linke Gegner spielt aus.",
                                 "Deine Hand: ein Ass. Zusammen 11 Augen."]
    assert _say("en", event)[0] == "Deal 2. You deal; the left opponent leads."


def test_others_draws_are_summarised() -> None:
    announcer = Announcer("de")
    draws = [CardDrawn(1, 1, 2, None, 27), CardDrawn(1, 1, 3, None, 26)]
    view = STICKS
    assert [m.text for m in announcer.speaker.speak(draws, view)] == [
        "Dein Partner und der rechte Gegner ziehen je eine Karte."]
    brief = Announcer("de", verbosity="brief")
    assert brief.speaker.speak(draws, view) == []
    single = [CardDrawn(1, 1, 1, None, 27)]
    assert [m.text for m in Announcer("en").speaker.speak(single, view)] == ["The left opponent draws a card."]


def test_stock_running_out_is_said_once() -> None:
    announcer = Announcer("en")
    view = STICKS
    draws = [CardDrawn(1, 7, 0, card("2S"), 3), CardDrawn(1, 7, 1, None, 2), CardDrawn(1, 7, 2, None, 1),
             CardDrawn(1, 7, 3, None, 0)]
    texts = [m.text for m in announcer.speaker.speak(draws, view)]
    assert texts[-1] == "The stock is empty. From now on nobody draws."
    assert texts[0] == "You draw the two of spades; the others draw a card each."
    again = [m.text for m in announcer.speaker.speak(draws[-1:], view)]
    assert again == ["The right opponent draws a card."]


def test_stock_emptied_by_blind_plays_only() -> None:
    announcer = Announcer("de")
    view = STICKS
    start = DealStarted(1, 3, 0, ((card("AH"),), (), (), ()), (), 4)
    plays = [CardPlayed(1, 7, seat, card(c), True, seat + 1) for seat, c in enumerate(("2S", "3S", "4S", "5S"))]
    won = TrickWon(1, 7, 0, tuple(p.card for p in plays), 0, 0, (True,) * 4)
    texts = [m.text for m in announcer.speaker.speak([start, *plays, won], view)]
    assert texts[-2:] == ["Du gewinnst den Stich ohne Augen.",
                          "Der Stapel ist leer. Ab jetzt wird ohne Nachziehen gespielt."]


def test_verbose_says_who_is_winning() -> None:
    state = scripted_state()
    announcer = Announcer("de", verbosity="verbose")
    announcer.announce_all([], state.view(0))
    events = state.apply(play(0, card("7C"))) + state.apply(play(1, card("2C"))) + state.apply(blind(2))
    texts = [m.text for m in announcer.announce_all(events, state.view(0))]
    assert texts == [
        "Du spielst die Sieben Kreuz.",
        "Der linke Gegner spielt die Zwei Kreuz. Vorne liegst du, noch keine Augen im Stich.",
        "Dein Partner spielt ins Schwarze und deckt die Neun Pik auf. Vorne liegst du, noch keine Augen im Stich.",
    ]


def test_use_names_marks_the_team_of_a_trick() -> None:
    announcer = Announcer("de", use_names=True)
    won = TrickWon(1, 2, 1, (card("AS"), card("2C"), card("3C"), card("4C")), 11, 1, (False,) * 4)
    assert [m.text for m in announcer.announce(won, STICKS)] == [
        "West gewinnt den Stich mit 11 Augen für die Gegner."]
    assert [m.sound for m in announcer.announce(won, STICKS)] == ["trick_lost"]
    partner = TrickWon(1, 2, 2, (card("AS"), card("2C"), card("3C"), card("4C")), 11, 2, (False,) * 4)
    assert [m.text for m in Announcer("en", use_names=True).announce(partner, STICKS)] == [
        "North takes the trick for your team: 11 points."]


def test_a_resumed_deal_keeps_the_running_points() -> None:
    state = scripted_state()
    for action in (play(0, card("7C")), play(1, card("2C")), blind(2), play(3, card("2H")),
                   play(0, card("AH")), play(1, card("3C")), play(2, card("2D"))):
        state.apply(action)
    announcer = Announcer("en", verbosity="verbose")  # as after loading a saved game
    events = state.apply(play(3, state.view(3).hand[0]))
    texts = [m.text for m in announcer.announce_all(events, state.view(0))]
    own = state.view(0).points[0]
    assert f"After trick 2: your team {own} points, the opponents no points." in texts[1]
