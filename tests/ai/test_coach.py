"""The coach: legal, deterministic hints that never change the game, and a review of a deal."""

from __future__ import annotations

import json
import random
import re

import pytest

from ristikontra.ai.basic import BasicPlayer
from ristikontra.ai.coach import REASONS, Hint, Mistake, decisions_in_game, hint, review
from ristikontra.ai.random_player import RandomPlayer
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import PRESETS, Card, Event, GameState, PlayBlind, PlayCard, blind, default_players, play
from ristikontra.i18n import LANGUAGES
from ristikontra.resources import locales_dir
from tests.ai.helpers import VARIANTS, forced_deal
from tests.ai.test_strong import DATA, _hand_phase


def _coach() -> StrongPlayer:
    return StrongPlayer(samples=40, time_budget=None, work_budget=3000)


def _ids(lang: str) -> set[str]:
    text = (locales_dir() / lang / "coach.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, flags=re.MULTILINE))


def test_both_catalogs_have_the_same_ids_and_every_reason() -> None:
    de, en = _ids("de"), _ids("en")
    assert de == en
    for reason in REASONS:
        assert "coach-hint-" + reason.replace("_", "-") in en


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_and_a_mistake_make_a_sentence(lang: str) -> None:
    ten = play(0, Card.parse("TH"))
    for reason in REASONS:
        kinds = {"only_choice": (ten, blind(0)), "blind_every_card_costs_more": (blind(0),)}
        for action in kinds.get(reason, (ten,)):
            args: dict[str, int | str] = {"points": 14, "out": 2, "led": "seven", "count": 2}
            text = coach_message(Hint(action, reason, args), lang)
            assert text.text and text.short and "{" not in text.text
    for played, better in ((ten, blind(0)), (blind(0), ten), (ten, play(0, Card.parse("KS")))):
        msg = coach_message(Mistake(9, played, better, 7.6), lang)
        assert "9" in msg.text and "8" in msg.text


def test_sentences_read_right() -> None:
    ten = play(0, Card.parse("TH"))
    assert coach_message(Hint(ten, "partner_sure_winner"), "de").text == (
        "Spiel die Zehn: dein Partner gewinnt den Stich sicher.")
    assert coach_message(Hint(ten, "partner_sure_winner"), "en").text == (
        "Play the ten: your partner is sure to win the trick.")
    assert coach_message(Hint(blind(0), "blind_every_card_costs_more"), "en").text == (
        "Play blind: every card in your hand costs more.")
    # "mit" takes the dative: "mit der Zehn", never "mit die Zehn".
    assert coach_message(Hint(ten, "take_trick_sure", {"points": 14}), "de").text == (
        "Nimm den Stich mit der Zehn: nach dir kann niemand mehr mitgehen, 14 Augen.")
    assert coach_message(Hint(ten, "take_trick", {"points": 4}), "de").text == (
        "Geh mit der Zehn mit: im Stich liegen schon 4 Augen.")
    king = play(0, Card.parse("KS"))
    assert coach_message(Mistake(9, ten, king, 1.2), "de").text == (
        "Stich 9: Du hast die Zehn gespielt; mit dem König wärst du in dieser Runde etwa ein Auge besser"
        " gefahren.")
    assert coach_message(Mistake(9, ten, king, 8), "en").text == (
        "Trick 9: you played the ten; the king would have been about 8 points better for your team in"
        " this deal.")
    # Finnish: an order takes the nominative ("Pelaa kymppi"), the means the adessive ("kympillä"),
    # a card played the genitive ("pelasit kympin").
    assert coach_message(Hint(ten, "partner_sure_winner"), "fi").text == (
        "Pelaa kymppi: parisi vie tikin varmasti.")
    assert coach_message(Hint(ten, "take_trick_sure", {"points": 14}), "fi").text == (
        "Vie tikki kympillä: kukaan jälkeesi ei voi enää pelata samaa arvoa, 14 pistettä.")
    assert coach_message(Mistake(9, ten, king, 1.2), "fi").text == (
        "Tikki 9: pelasit kympin; kuninkaan pelaaminen olisi ollut tässä jaossa teille noin yhden pisteen"
        " parempi.")


def test_partner_sure_winner_hint() -> None:
    # The position of test_strong's spicing test: trick 12, partner (seat 1) leads a nine
    # nobody else can match, so seat 3 throws its ace on the partner's certain trick.
    state = _hand_phase(["2C 5D", "9H 5C", "4H 6D", "AS 4S"], leader=1)
    state.apply(PlayCard(1, Card.parse("9H")))
    state.apply(PlayCard(2, Card.parse("4H")))
    got = hint(state.view(3), random.Random(1), _coach())
    assert got.action == PlayCard(3, Card.parse("AS"))
    assert got.reason == "partner_sure_winner"
    assert coach_message(got, "en").text == "Play the ace: your partner is sure to win the trick."
    assert coach_message(got, "de").text == "Spiel das Ass: dein Partner gewinnt den Stich sicher."


def _positions(seed: int, deals: int) -> list[GameState]:
    """Copies of the game at each position of some mixed random/basic deals."""
    rules = VARIANTS["dirty"] if seed % 2 else VARIANTS["sticks"]
    state = GameState(rules, default_players(human_seat=None), seed=seed)
    rng = random.Random(seed)
    movers = [RandomPlayer(), BasicPlayer()]
    found: list[GameState] = []
    for _ in range(deals):
        state.start_deal()
        while state.phase == "playing":
            if rng.random() < 0.2:
                found.append(state.copy())
            state.apply(rng.choice(movers).choose(state.view(state.to_move), rng))
        if state.phase == "game_over":
            break
    return found


def test_hints_are_legal_deterministic_and_change_nothing() -> None:
    for state in _positions(3, 2)[:25]:
        before = json.dumps(state.to_dict(), sort_keys=True)
        view = state.view(state.to_move)
        first = hint(view, random.Random(5), _coach())
        again = hint(view, random.Random(5), _coach())
        assert first == again
        assert first.action in view.legal
        assert first.reason in REASONS
        assert json.dumps(state.to_dict(), sort_keys=True) == before
        assert state.view(state.to_move) == view
        for lang in LANGUAGES:
            assert coach_message(first, lang).text


def test_review_finds_the_costliest_decisions_of_a_deal() -> None:
    # Seat 0 plays at random against basic players: it makes mistakes the review must find.
    state = GameState(VARIANTS["sticks"], default_players(human_seat=None), seed=21)
    events: list[Event] = list(state.start_deal())
    rng = random.Random(21)
    while state.phase == "playing":
        seat = state.to_move
        player = RandomPlayer() if seat == 0 else BasicPlayer()
        events.extend(state.apply(player.choose(state.view(seat), rng)))
    decisions = decisions_in_game(events, seat=0)
    assert len(decisions) == 13
    assert all(view.seat == 0 and action in view.legal for view, action in decisions)
    mistakes = review(decisions, _coach)
    again = review(decisions, _coach)
    assert mistakes == again
    assert 1 <= len(mistakes) <= 3
    assert [m.cost for m in mistakes] == sorted((m.cost for m in mistakes), reverse=True)
    by_trick = {view.trick_no: (view, action) for view, action in decisions}
    for mistake in mistakes:
        view, action = by_trick[mistake.trick]
        assert mistake.played == action and mistake.cost >= 1.0
        assert mistake.better in view.legal or isinstance(mistake.better, PlayBlind)
        same = isinstance(action, PlayCard) and isinstance(mistake.better, PlayCard) and (
            action.card.rank == mistake.better.card.rank)
        assert not same and mistake.better != action
        for lang in LANGUAGES:
            assert str(mistake.trick) in coach_message(mistake, lang).text


def test_review_of_the_expert_itself_finds_little() -> None:
    data = json.loads((DATA / "endgame_25.json").read_text(encoding="utf-8"))
    state = GameState.from_dict(data)
    view = state.view(state.to_move)
    coach = _coach()
    best = hint(view, None, coach).action
    assert review([(view, best)], _coach) == []


def _coach() -> StrongPlayer:
    return StrongPlayer(samples=40, time_budget=None, work_budget=3000)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_trick_the_partner_may_still_take_is_not_called_lost(lang: str) -> None:
    """Second to play, an opponent's seven led, no seven in hand: the cheapest card is right, but
    the partner plays after the next opponent and may still match, so the trick is not lost."""
    state = forced_deal(["2D 3H 4S 5C 6D 8S", "2C 3D 4D 9C TC AC", "JD QD KD 9D TD AD",
                         "7C 9H 9S JH QH KH"], dealer=2)
    state.apply(PlayCard(3, Card.parse("7C")))
    advice = hint(state.view(0), random.Random(1), _coach())
    assert isinstance(advice.action, PlayCard) and advice.action.card.rank != "7"
    assert advice.reason == "opponents_winning_throw_cheap"
    assert coach_message(advice, lang).text.endswith(
        {"en": "the opponents are winning the trick so far, give away as little as you can.",
         "de": "der Stich geht bisher an die Gegner, gib so wenig wie möglich ab.",
         "fi": "vastustajat ovat toistaiseksi voittamassa tikkiä, anna pois mahdollisimman vähän."}[lang])


def test_last_to_play_behind_the_opponents_the_trick_is_lost() -> None:
    # Without blind play: a blind card might be the seven that takes the trick.
    state = forced_deal(["2D 3H 4S 5C 6D 8S", "7C 3D 4D 9C TC AC", "JD QD KD 9D TD AD",
                         "2C 9H 9S JH QH KH"], dealer=0, rules=PRESETS["sticks"].with_options(blind_play=False))
    for seat, card in ((1, "7C"), (2, "JD"), (3, "2C")):
        state.apply(PlayCard(seat, Card.parse(card)))
    advice = hint(state.view(0), random.Random(1), _coach())
    assert advice.reason == "trick_lost_throw_cheap"
    assert coach_message(advice, "en").text.endswith("the trick is lost, give away as little as you can.")
