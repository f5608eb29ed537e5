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
    event = DealScored(2, (60, 60), (6, 7), (False, False), None, 0, (1, 0), 2, "tie", 0, 0, (False, False))
    assert _say("de", event) == [
        "Runde 2 endet unentschieden, 60 zu 60 Augen: Niemand bekommt ein Zählstäbchen. Die nächste "
        "entschiedene Runde bringt zwei Zählstäbchen zusätzlich. Stand: dein Team ein Zählstäbchen, "
        "die Gegner keine Zählstäbchen."]
    assert _say("en", event) == [
        "Deal 2 is a tie, 60 points each: nobody gets a stick. The next decided deal is worth two sticks more. "
        "Score: your team one stick, the opponents no sticks."]
    assert _say("en", event, verbosity="brief") == ["Deal 2 tied, 60 to 60. Score: us 1, them 0"]


def test_deal_result_comes_first_without_trick_counts() -> None:
    event = DealScored(1, (57, 63), (6, 7), (False, False), 1, 1, (0, 1), 0, "points", 1, 0, (False, False))
    assert _say("de", event) == [
        "Die Gegner gewinnen Runde 1 mit 63 zu 57 Augen und bekommen ein Zählstäbchen. "
        "Stand: dein Team keine Zählstäbchen, die Gegner ein Zählstäbchen."]
    assert _say("en", event) == [
        "The opponents win deal 1 by 63 points to 57 and get one stick. "
        "Score: your team no sticks, the opponents one stick."]
    assert _say("de", event, verbosity="brief") == ["Runde 1 verloren, 57 zu 63, 1 Stäbchen. Stand: wir 0, sie 1"]


def test_award_with_carried_sticks_and_sweep() -> None:
    won = DealScored(3, (90, 30), (6, 7), (False, False), 0, 3, (4, 0), 0, "points", 1, 2, (False, False))
    assert _say("de", won)[0].startswith(
        "Dein Team gewinnt Runde 3 mit 90 zu 30 Augen und bekommt drei Zählstäbchen. Zwei davon stammen aus "
        "unentschiedenen Runden davor. Stand:")
    assert _say("en", won)[0].startswith(
        "Your team wins deal 3 by 90 points to 30 and gets three sticks. Two of them come from tied deals "
        "before. Score:")
    sweep = DealScored(3, (0, 120), (0, 13), (False, False), 1, 2, (4, 6), 0, "sweep", 2, 0, (True, False))
    assert _say("de", sweep)[0].startswith(
        "Die Gegner gewinnen Runde 3 mit allen 120 Augen und bekommen zwei Zählstäbchen. Stand:")
    assert _say("en", sweep)[0].startswith("The opponents win deal 3 with all 120 points and get two sticks. Score:")


def test_dirty_loser() -> None:
    event = DealScored(3, (70, 50), (6, 7), (True, False), 1, 1, (4, 7), 0, "dirty", 1, 0, (True, False))
    assert _say("de", event)[0].startswith(
        "Die Gegner gewinnen Runde 3 und bekommen ein Zählstäbchen, weil dein Team noch schmutzig ist. "
        "Augen: dein Team 70, die Gegner 50. Stand:")
    total = DealScored(3, (70, 50), (6, 7), (True, False), 1, 0, (0, 50), 0, "dirty", 0, 0, (True, False))
    assert _say("en", total, TOTAL) == [
        "The opponents win deal 3: your team is still dirty, scores nothing this deal and goes back to zero. "
        "Points: your team 70, the opponents 50. Score: your team 0 points, the opponents 50 points."]
    assert _say("de", total, TOTAL)[0].startswith(
        "Die Gegner gewinnen Runde 3, weil dein Team noch schmutzig ist: Dein Team bekommt für diese Runde "
        "nichts und fällt auf null zurück.")


def test_running_total_reset_and_game_over() -> None:
    event = DealScored(3, (120, 0), (13, 0), (False, False), 0, 0, (190, 0), 0, "sweep", 0, 0, (False, True))
    assert _say("de", event, TOTAL) == [
        "Dein Team gewinnt Runde 3 mit allen 120 Augen. Die Gegner haben in dieser Runde keine Augen bekommen "
        "und fallen auf null zurück. Stand: dein Team 190 Punkte, die Gegner 0 Punkte."]
    added = DealScored(4, (70, 50), (6, 7), (False, False), 0, 0, (260, 50), 0, "points", 0, 0, (False, False))
    assert _say("en", added, TOTAL) == [
        "Your team wins deal 4 by 70 points to 50. Score: your team 260 points, the opponents 50 points."]
    tie = DealScored(2, (30, 30), (6, 7), (False, False), None, 0, (30, 30), 0, "tie", 0, 0, (False, False))
    assert _say("de", tie, TOTAL)[0].startswith("Runde 2 endet unentschieden, 30 zu 30 Augen. Stand:")
    assert _say("de", GameOver(0, (190, 0), 3), TOTAL) == [
        "Gewonnen! Dein Team gewinnt das Spiel mit 190 zu 0 Punkten nach 3 Runden."]
    assert _say("en", GameOver(1, (4, 7), 9)) == ["You lost. The opponents win the game 7 sticks to 4 after 9 deals."]


def test_end_messages_sound_end() -> None:
    announcer = Announcer("de")
    messages = announcer.announce(GameOver(1, (4, 7), 9), STICKS)
    assert [m.sound for m in messages] == ["end"]


@pytest.mark.parametrize(("team", "dirty", "de", "en"), [
    (0, True, "Dein Team hat eine Dame im Stich bekommen und ist jetzt schmutzig.",
     "Your team captured a queen and is dirty now."),
    (1, False, "Die Gegner haben einen König im Stich bekommen und sind wieder sauber.",
     "The opponents captured a king and are clean again."),
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


def test_own_draw_does_not_claim_to_be_first() -> None:
    # The right opponent won the trick and draws first; the left opponent played blind.
    draws = [CardDrawn(1, 2, 3, None, 23), CardDrawn(1, 2, 0, card("TH"), 22), CardDrawn(1, 2, 2, None, 21)]
    de = [m.text for m in Announcer("de").speaker.speak(draws, STICKS)]
    assert de == ["Du ziehst die Zehn Herz; der rechte Gegner und dein Partner ziehen je eine Karte."]
    en = [m.text for m in Announcer("en").speaker.speak(draws, STICKS)]
    assert en == ["You draw the ten of hearts; the right opponent and your partner draw a card each."]


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
    # Nothing changed after the lead: neither card matched or scored, so no status is repeated.
    assert texts == [
        "Du spielst die Sieben Kreuz.",
        "Der linke Gegner spielt die Zwei Kreuz.",
        "Dein Partner spielt ins Schwarze und deckt die Neun Pik auf.",
    ]


def test_verbose_says_the_status_only_when_it_changes() -> None:
    announcer = Announcer("en", verbosity="verbose")
    view = STICKS
    lead = CardPlayed(1, 2, 1, card("7S"), False, 1)
    second = CardPlayed(1, 2, 2, card("AS"), True, 2)
    third = CardPlayed(1, 2, 3, card("2D"), False, 3)
    texts = [m.text for m in announcer.speaker.speak([lead, second, third], view)]
    assert texts == [
        "The left opponent plays the seven of spades.",
        "Your partner plays blind from the stock: the ace of spades. The left opponent is winning; "
        "11 points in the trick.",
        "The right opponent plays the two of diamonds.",
    ]
    match = CardPlayed(1, 2, 3, card("7D"), False, 3)
    again = Announcer("de", verbosity="verbose")
    texts = [m.text for m in again.speaker.speak([lead, second, match], view)]
    assert texts[-1] == "Der rechte Gegner spielt die Sieben Karo. Der rechte Gegner liegt vorn, 11 Augen im Stich."


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
