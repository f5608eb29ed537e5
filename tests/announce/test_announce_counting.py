"""The card count: per rank what the listener has not seen, from the seat's view alone."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ristikontra.announce import Announcer
from ristikontra.announce.counting import count_ranks
from ristikontra.engine import DECK, Card, GameState, Rules, blind, cards, play

A, B, C, D = 0, 1, 2, 3
HANDS = [cards("9S AS AC TS KS 2D"), cards("9D 3C 4C 5C 6C 7C"), cards("2H 3H 4H 5H 6H 7H"),
         cards("2C 3D 4D 5D 6D 7D")]
#: Top first: C's blind play turns up the nine of hearts, then D, A and B draw; A gets the last nine.
#: After trick 2 (won by C: C, D, A, B draw) A draws the four of spades, the first unused card.
TOP = cards("9H 8D 9C 8C")


def scripted() -> GameState:
    used = {c for h in HANDS for c in h} | set(TOP)
    state = GameState(Rules(), seed=1)
    state.start_deal(HANDS, TOP + [c for c in DECK if c not in used], dealer=D)
    return state


def trick_one(state: GameState) -> None:
    for action in (play(A, Card.parse("9S")), play(B, Card.parse("9D")), blind(C), play(D, Card.parse("2C"))):
        state.apply(action)


def trick_two(state: GameState) -> None:
    for action in (play(C, Card.parse("2H")), play(D, Card.parse("3D")), play(A, Card.parse("9C")),
                   play(B, Card.parse("3C"))):
        state.apply(action)


EXPECTED = {
    "en": [
        "Still out: two aces, three tens, three kings, all four queens, all four jacks, three nines, "
        "all four eights, all four sevens, all four sixes, all four fives, all four fours, all four threes "
        "and three twos.",
        "Still out: two aces, three tens, three kings, all four queens, all four jacks, all four eights, "
        "all four sevens, all four sixes, all four fives, all four fours, all four threes and two twos.",
        "Still out: two aces, three tens, three kings, all four queens, all four jacks, all four eights, "
        "all four sevens, all four sixes, all four fives, three fours, two threes and a two.",
    ],
    "de": [
        "Noch draußen: zwei Asse, drei Zehnen, drei Könige, alle vier Damen, alle vier Buben, drei Neunen, "
        "alle vier Achten, alle vier Siebenen, alle vier Sechsen, alle vier Fünfen, alle vier Vieren, "
        "alle vier Dreien und drei Zweien.",
        "Noch draußen: zwei Asse, drei Zehnen, drei Könige, alle vier Damen, alle vier Buben, alle vier Achten, "
        "alle vier Siebenen, alle vier Sechsen, alle vier Fünfen, alle vier Vieren, alle vier Dreien und "
        "zwei Zweien.",
        "Noch draußen: zwei Asse, drei Zehnen, drei Könige, alle vier Damen, alle vier Buben, alle vier Achten, "
        "alle vier Siebenen, alle vier Sechsen, alle vier Fünfen, drei Vieren, zwei Dreien und eine Zwei.",
    ],
    "fi": [
        "Yhä liikkeellä: kaksi ässää, kolme kymppiä, kolme kuningasta, kaikki rouvat, kaikki jätkät, kolme ysiä, "
        "kaikki kasit, kaikki seiskat, kaikki kutoset, kaikki vitoset, kaikki neloset, kaikki kolmoset ja "
        "kolme kakkosta.",
        "Yhä liikkeellä: kaksi ässää, kolme kymppiä, kolme kuningasta, kaikki rouvat, kaikki jätkät, kaikki kasit, "
        "kaikki seiskat, kaikki kutoset, kaikki vitoset, kaikki neloset, kaikki kolmoset ja kaksi kakkosta.",
        "Yhä liikkeellä: kaksi ässää, kolme kymppiä, kolme kuningasta, kaikki rouvat, kaikki jätkät, kaikki kasit, "
        "kaikki seiskat, kaikki kutoset, kaikki vitoset, kolme nelosta, kaksi kolmosta ja yksi kakkonen.",
    ],
}
GONE = {
    "en": ["Every rank still has at least one card out.", "No other nines are out: you hold the rest.",
           "All nines have been played."],
    "de": ["Von jedem Rang ist noch mindestens eine Karte draußen.",
           "Keine weiteren Neunen draußen: Die übrigen hast du auf der Hand.", "Alle Neunen sind gespielt."],
    # After the negation the partitive: "ysejä", not "ysit".
    "fi": ["Jokaisesta arvosta on yhä ainakin yksi kortti liikkeellä.",
           "Muilla ei ole enää ysejä: loput ovat sinun kädessäsi.", "Kaikki ysit on pelattu."],
}
NINES = {
    "en": ["Still out: three nines. In your hand: one, played: none.",
           "No nines are out any more. In your hand: one, played: three.",
           "No nines are out any more. In your hand: none, played: four."],
    "de": ["Noch draußen: drei Neunen. Auf deiner Hand: eine, gespielt: keine.",
           "Keine Neunen mehr draußen. Auf deiner Hand: eine, gespielt: drei.",
           "Keine Neunen mehr draußen. Auf deiner Hand: keine, gespielt: vier."],
    "fi": ["Yhä liikkeellä: kolme ysiä. Kädessäsi: yksi, pelattu: ei yhtään.",
           "Liikkeellä ei ole enää ysejä. Kädessäsi: yksi, pelattu: kolme.",
           "Liikkeellä ei ole enää ysejä. Kädessäsi: ei yhtään, pelattu: neljä."],
}


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_three_moments_of_a_scripted_deal_with_a_blind_play(lang: str) -> None:
    state = scripted()
    announcer = Announcer(lang)
    for moment, step in enumerate((None, trick_one, trick_two)):
        if step is not None:
            step(state)
        view = state.view(A)
        assert announcer.card_count(view).text == EXPECTED[lang][moment]
        assert announcer.cards_gone(view).text == GONE[lang][moment]
        assert announcer.rank_count(view, "9").text == NINES[lang][moment]


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_brief_forms(lang: str) -> None:
    state = scripted()
    trick_one(state)
    brief = Announcer(lang, verbosity="brief")
    view = state.view(A)
    if lang == "en":
        assert brief.card_count(view).text.startswith("Out: ace 2, ten 3, king 3, queen 4, jack 4, eight 4, ")
        assert brief.cards_gone(view).text == "Rest yours: nine"
        assert brief.rank_count(view, "9").text == "Nine: out 0, hand 1, played 3"
    elif lang == "fi":
        assert brief.card_count(view).text.startswith("Liikkeellä: ässä 2, kymppi 3, kuningas 3, rouva 4, jätkä 4, ")
        assert brief.cards_gone(view).text == "Loput sinulla: ysi"
        assert brief.rank_count(view, "9").text == "Ysi: liikkeellä 0, kädessä 1, pelattu 3"
    else:
        assert brief.card_count(view).text.startswith("Draußen: Ass 2, Zehn 3, König 3, Dame 4, Bube 4, Acht 4, ")
        assert brief.cards_gone(view).text == "Rest bei dir: Neun"
        assert brief.rank_count(view, "9").text == "Neun: draußen 0, Hand 1, gespielt 3"


def test_the_blind_card_is_seen_the_stock_and_other_hands_are_not() -> None:
    state = scripted()
    state.apply(play(A, Card.parse("9S")))
    state.apply(play(B, Card.parse("9D")))
    before = count_ranks(state.view(A))["9"]
    state.apply(blind(C))  # turns up the nine of hearts
    after = count_ranks(state.view(A))["9"]
    assert (before.unseen, after.unseen) == (2, 1)
    assert after.played == 3 and after.held == 0
    # Seat C, who played it blind, sees it the same way; seat B still holds nothing of it.
    assert count_ranks(state.view(C))["9"].unseen == 1


@pytest.mark.parametrize("seed", range(12))
def test_the_count_matches_the_hidden_truth_at_every_step(seed: int) -> None:
    """Random games with blind plays: what a seat counts as unseen is exactly the other hands and the stock."""
    rng = random.Random(seed)
    state = GameState(Rules(), seed=seed)
    state.start_deal()
    blinds = 0
    while state.phase == "playing":
        for seat in range(4):
            hidden = [c for s in range(4) if s != seat for c in state.hands[s]] + state.stock
            counts = count_ranks(state.view(seat))
            for rank, count in counts.items():
                assert count.unseen == sum(c.rank == rank for c in hidden), (seat, rank)
                assert count.held == sum(c.rank == rank for c in state.hands[seat])
        actions = state.legal_actions()
        go_blind = blind(state.to_move)
        action = go_blind if go_blind in actions and rng.random() < 0.3 else rng.choice(actions)
        blinds += action == go_blind
        state.apply(action)
    assert blinds > 0, "every game includes blind plays"


def test_before_any_deal_the_count_says_there_is_none() -> None:
    view = GameState(Rules(), seed=1).view(A)
    assert Announcer("en").card_count(view).text == "No deal has started yet."


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "No other sixes or fives are out: you hold the rest."),
    ("de", "Keine weiteren Sechsen oder Fünfen draußen: Die übrigen hast du auf der Hand."),
])
def test_ranks_whose_rest_is_in_the_hand_are_joined_with_or(lang: str, expected: str) -> None:
    view = replace(scripted().view(A), hand=tuple(cards("6C 6D 5C 5D 2S 3S")),
                   trick=((B, Card.parse("6H"), False), (C, Card.parse("6S"), True), (D, Card.parse("5H"), False)))
    # The fourth five is the only one still out, so fives are not gone yet; then it falls.
    assert Announcer(lang).cards_gone(view).text == (
        "Keine weiteren Sechsen draußen: Die übrigen hast du auf der Hand." if lang == "de"
        else "No other sixes are out: you hold the rest.")
    view = replace(view, trick=(*view.trick, (A, Card.parse("5S"), False)))
    assert Announcer(lang).cards_gone(view).text == expected
