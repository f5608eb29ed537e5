"""The coach gives nothing away on a lost trick, names a reason a player can use again, and its
review never blames a player for following its hint (issue 32)."""

from __future__ import annotations

import pytest

from ristikontra.ai.coach import REASONS, Hint, coach_player, hint, review
from ristikontra.ai.coach import _reason as coach_reason
from ristikontra.ai.losttrick import fit_for_lost_trick, keeps_small_ranks, trick_is_lost
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import PRESETS, Card, PlayCard, SeatView, play
from ristikontra.i18n import LANGUAGES, translator
from tests.ai.helpers import forced_deal, stock_played_out

#: The play-test's position: trick 8, hand ace ace six six eight nine; the left opponent led the
#: seven, the partner threw a jack, the right opponent a king; nobody matched, this seat is last.
#: The opponents have 62 points already, so the search sees little difference and scored the
#: ace best ("you still have an ace to match with"): it gave them 17 points.
ISSUE_HANDS = ["AH AS 6C 6D 8S 9S", "7C 9D 2H 4S 2D KS", "JD TC 3D 4D 6S JH", "KD TH 7S KH 8C 5S"]


def _issue_position() -> SeatView:
    state = stock_played_out(ISSUE_HANDS, leader=1)
    for seat, card in ((1, "7C"), (2, "JD"), (3, "KD")):
        state.apply(PlayCard(seat, Card.parse(card)))
    return state.view(0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_tests_lost_trick_gets_a_six_not_an_ace(lang: str) -> None:
    view = _issue_position()
    assert sorted(c.rank for c in view.hand) == sorted("AA6689") and trick_is_lost(view)
    advice = hint(view, None, coach_player())  # exactly as Shift+H asks at the table
    assert isinstance(advice.action, PlayCard) and advice.action.card.rank == "6"
    assert coach_message(advice, lang).text == {
        "en": "Play the six: you keep a six, so you can still match every rank in your hand.",
        "de": "Spiel die Sechs: dir bleibt noch eine Sechs, so kannst du weiter mit jedem Rang auf deiner Hand"
              " mitgehen.",
        "fi": "Pelaa kutonen: toinen kutonen jää sinulle, joten voit yhä pelata samaa arvoa kuin mikä tahansa kätesi"
              " kortti.",
    }[lang]


def test_the_review_counts_an_ace_on_the_lost_trick_as_given_away() -> None:
    view = _issue_position()
    ace, six = play(0, Card.parse("AH")), play(0, Card.parse("6C"))
    assert review([(view, six)], coach_player) == []
    [mistake] = review([(view, ace)], coach_player)
    assert mistake.better.card.rank == "6" and mistake.cost >= 11 and not mistake.hinted  # type: ignore[union-attr]


def test_a_spare_copy_may_go_where_every_cheaper_card_is_the_last_of_its_rank() -> None:
    # Last to play on the opponents' trick with jack, jack, six, eight: a jack keeps every rank,
    # the six or the eight would leave one rank fewer; with two sixes only they are fit.
    for hand, fit in (("JH JS 6C 8S 9S 2C", {"J", "6", "8", "9", "2"}), ("JH JS 6C 6S 9S 2C", {"6", "9", "2"})):
        state = forced_deal([hand, "7C 3D 4D 9C TC AC", "3C QD KD 9D TD AD", "2S 9H 5S 4H QH KH"],
                            dealer=0, rules=None)
        for seat, card in ((1, "7C"), (2, "3C"), (3, "2S")):
            state.apply(PlayCard(seat, Card.parse(card)))
        view = state.view(0)
        options = [a for a in view.legal if isinstance(a, PlayCard)]
        ranks = {options[i].card.rank for i in fit_for_lost_trick(view, options)}
        assert ranks == fit, hand


def test_a_followed_hint_the_review_finds_wanting_says_it_was_the_hint() -> None:
    view = _issue_position()
    ace = play(0, Card.parse("AH"))
    # A hint heard from another search (an older game, a smaller budget) that said the ace.
    heard = Hint(ace, "close")
    [mistake] = review([(view, ace)], coach_player, hints=[(view, heard)])
    assert mistake.hinted
    assert coach_message(mistake, "en").text == (
        "Trick 8: you followed the hint with the ace; a second look finds the six better for your team by"
        " about 11 points in this deal: you keep a six, so you can still match every rank in your hand.")
    assert coach_message(mistake, "de").text == (
        "Stich 8: Du bist dem Tipp gefolgt und hast das Ass gespielt; beim zweiten Hinsehen wärst du "
        "mit der Sechs in dieser Runde etwa 11 Augen besser gefahren: dir bleibt noch eine Sechs, so kannst du"
        " weiter mit jedem Rang auf deiner Hand mitgehen.")


def test_no_sentence_counts_nothing_or_points_to_the_search() -> None:
    ten = play(0, Card.parse("TH"))
    for lang in LANGUAGES:
        for reason in REASONS:
            for args in ({"points": 0, "out": 1, "led": "seven", "count": 1},
                         {"points": 5, "out": 2, "led": "seven", "count": 2}):
                text = coach_message(Hint(ten, reason, dict(args)), lang).text
                assert "0 " not in text and "search" not in text and "Suche" not in text, text
    assert coach_message(Hint(ten, "take_trick_early"), "de").text == (
        "Geh mit der Zehn mit: im Stich liegen noch keine Augen, aber wer ihn nimmt, spielt als Nächster aus.")
    assert coach_message(Hint(ten, "partner_winning", {"out": 2, "led": "seven"}), "en").text == (
        "Play the ten: your partner is winning the trick, so its points come to your team unless someone still"
        " matches; two sevens are still out.")
    assert coach_message(Hint(ten, "partner_winning", {"out": 1, "led": "seven"}), "de").text == (
        "Spiel die Zehn: der Stich geht bisher an deinen Partner, also bekommt ihr die Augen, es sei denn, jemand"
        " geht noch mit; draußen ist nur noch eine Sieben.")


def test_a_match_on_an_empty_trick_is_not_called_worth_nothing() -> None:
    # Second to play on a led two with a two in hand and the partner still to come: the coach
    # that matches says what the match brings (the next lead), never "0 points so far".
    state = forced_deal(["2D 3H 4S 5C 6D 8S", "2C 3D 4D 9C TC AC", "JD QD KD 9D TD AD", "7C 9H 9S JH QH KH"],
                        dealer=2)
    state.apply(PlayCard(3, Card.parse("7C")))
    small = StrongPlayer(samples=40, time_budget=None, work_budget=3000)
    for lang in LANGUAGES:
        text = coach_message(hint(state.view(0), None, small), lang).text
        assert "0 points" not in text and "0 Augen" not in text


def test_a_card_with_points_keeps_the_single_cheap_ranks_only_if_they_can_still_match() -> None:
    # Last on the opponents' lost trick with a king and five cheaper cards, each the last of its
    # rank, and of every one of those ranks some are still out.
    state = forced_deal(["KC 9H 8S 2C 3C 4C", "7C 3D 4D 9C TC AC", "JD QD KD 9D TD AD", "2S 9S 5S 4H QH KH"],
                        dealer=0)
    for seat, card in ((1, "7C"), (2, "JD"), (3, "2S")):
        state.apply(PlayCard(seat, Card.parse(card)))
    view = state.view(0)
    king, two = play(0, Card.parse("KC")), play(0, Card.parse("2C"))
    assert keeps_small_ranks(view, king)
    assert not keeps_small_ranks(view, two)  # nothing cheaper than a two
    reason, args = coach_reason(view, king, 0.0)
    assert (reason, args["count"]) == ("keep_small_ranks", 5)  # five cheaper cards kept
    assert coach_message(Hint(king, "keep_small_ranks", {"count": 5}), "en").text == (
        "Play the king: each of your cheaper cards is the last of its rank; keep them to match with.")
    assert coach_message(Hint(king, "keep_small_ranks", {"count": 5}), "de").text == (
        "Spiel den König: deine Karten mit weniger Augen hast du je nur einmal, behalte sie zum Mitgehen.")
    # One cheaper card is said as one.
    assert coach_message(Hint(king, "keep_small_ranks", {"count": 1}), "en").text == (
        "Play the king: your cheaper card is the last of its rank; keep it to match with.")
    assert coach_message(Hint(king, "keep_small_ranks", {"count": 1}), "de").text == (
        "Spiel den König: die Karte mit weniger Augen hast du nur einmal, behalte sie zum Mitgehen.")


def test_points_that_go_later_anyway_say_so() -> None:
    ace = play(0, Card.parse("AH"))
    assert coach_message(Hint(ace, "points_go_later"), "en").text == (
        "Play the ace: from here on every card gets played, and a better trick for the ace is unlikely to come.")
    assert coach_message(Hint(ace, "points_go_later"), "de").text == (
        "Spiel das Ass: ab jetzt wird jede Karte gespielt, und ein besserer Stich für das Ass kommt kaum noch.")


def test_matching_behind_the_partner_says_it_wins_the_lead() -> None:
    # Last to play: the left opponent led a three, the partner matched it, the right opponent
    # threw an eight. A three keeps the trick with the team and makes this seat the next to lead;
    # a five is thrown on the partner's sure trick.
    state = forced_deal(["3S 5S KS 6S TH 7H", "3C 2D 4D 9C TC AC", "3D QD KD 9D TD AD", "8H 9H 9S JH QH KH"],
                        dealer=0)
    for seat, card in ((1, "3C"), (2, "3D"), (3, "8H")):
        state.apply(PlayCard(seat, Card.parse(card)))
    view = state.view(0)
    assert coach_reason(view, play(0, Card.parse("3S")), 0.0)[0] == "lead_next"
    assert coach_reason(view, play(0, Card.parse("5S")), 0.0)[0] == "partner_sure_keep"
    assert coach_reason(view, play(0, Card.parse("KS")), 0.0)[0] == "partner_sure_winner"
    assert coach_message(Hint(play(0, Card.parse("3S")), "lead_next"), "en").text == (
        "Play the three: the trick is your team's either way, and this way you lead next.")
    assert coach_message(Hint(play(0, Card.parse("5S")), "partner_sure_keep"), "de").text == (
        "Spiel die Fünf: dein Partner gewinnt den Stich sowieso; behalte die anderen Karten für die nächsten Stiche.")


def test_a_barred_king_neither_matches_nor_counts_as_the_cheapest_card() -> None:
    # The dirty game's fourth-king rule: the right opponent matched the left opponent's king with
    # the third king, so the king in hand may not be played: the trick is lost, and the cheapest
    # card that may go on it is the jack drawn after trick 1.
    rules = PRESETS["sticks"].with_options(dirty=True)
    state = forced_deal(["KS QH QD TH TD AH", "2C KC 7C 9C 3C 2D", "KH 4D 4S 5H 5D 5S", "6H KD 6S 8H 8D 8S"],
                        dealer=0, rules=rules, stock_first="JC JD JH JS")
    for seat, card in ((1, "2C"), (2, "KH"), (3, "6H"), (0, "QH"), (1, "KC"), (2, "4D"), (3, "KD")):
        state.apply(PlayCard(seat, Card.parse(card)))
    view = state.view(0)
    assert view.to_move == 0 and "JS" in {str(c) for c in view.hand}
    assert not any(isinstance(a, PlayCard) and a.card.rank == "K" for a in view.legal), "the king is barred"
    assert trick_is_lost(view)
    options = [a for a in view.legal if isinstance(a, PlayCard)]
    assert {options[i].card.rank for i in fit_for_lost_trick(view, options)} == {"J"}
    assert hint(view, None, StrongPlayer(samples=40, time_budget=None, work_budget=2000)).action in view.legal


#: The second play-test (seed 3, deal 2, trick 9): the left opponent led the seven of hearts, the
#: partner threw a five, the right opponent took it with the ace of hearts; the hand is nine, ten,
#: ten and three kings. The coach said "play the king: you still have a king to match with", and
#: the king's 4 points went to the opponents for nothing: the nine was thrown the trick after.
SECOND_HANDS = ["9H TC TH KC KD KS", "7H 2C 3C 4C 2D 3D", "5D 8C 8D 8H 6C 6D", "AH 4D 4H 4S 2S 3S"]


@pytest.mark.parametrize("stock", ["full", "played out"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_trick_gets_the_card_worth_nothing_not_a_spare_king(lang: str, stock: str) -> None:
    state = forced_deal(SECOND_HANDS, dealer=0) if stock == "full" else stock_played_out(SECOND_HANDS, leader=1)
    for seat, card in ((1, "7H"), (2, "5D"), (3, "AH")):
        state.apply(PlayCard(seat, Card.parse(card)))
    view = state.view(0)
    assert trick_is_lost(view)
    advice = hint(view, None, coach_player())
    assert isinstance(advice.action, PlayCard) and advice.action.card.rank == "9"
    assert coach_message(advice, lang).text == {
        "en": "Play the nine: the trick is lost, give away as little as you can.",
        "de": "Spiel die Neun: der Stich ist verloren, gib so wenig wie möglich ab.",
        "fi": "Pelaa ysi: tikki on menetetty, anna pois mahdollisimman vähän.",
    }[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_so_far_counts_the_points_on_the_table_not_the_card_played(lang: str) -> None:
    # The play-test: only the jack of clubs on the table, "the trick is worth 4 points so far".
    state = forced_deal(["JH 3H 4S 5C 6D 8S", "2C 3D 4D 9C TC AC", "7D QD KD 9D TD AD", "JC 9H 9S 7H QH KH"],
                        dealer=2)
    state.apply(PlayCard(3, Card.parse("JC")))
    view = state.view(0)
    jack = play(0, Card.parse("JH"))
    reason, args = coach_reason(view, jack, 0.0)
    assert (reason, args["points"]) == ("take_trick", 2)
    assert coach_message(Hint(jack, reason, args), lang).text == {
        "en": "Match with the jack: 2 points are on the table already.",
        "de": "Geh mit dem Buben mit: im Stich liegen schon 2 Augen.",
        "fi": "Pelaa samaa arvoa jätkällä: pöydässä on jo 2 pistettä.",
    }[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_blind_never_says_every_card_costs_more_beside_a_card_worth_nothing(lang: str) -> None:
    hands = (("9H TC TH KC KD KS", "blind_keep_hand"), ("AH TC TH KC KD KS", "blind_every_card_costs_more"))
    for hand, reason in hands:
        state = forced_deal([hand, "7H 2C 3C 4C 2D 3D", "5D 8C 8D 8H 6C 6D", "AS 4D 4H 4S 2S 3S"], dealer=3)
        view = state.view(0)
        [blind_play] = [a for a in view.legal if not isinstance(a, PlayCard)]
        assert coach_reason(view, blind_play, 0.0)[0] == reason
    assert coach_message(Hint(blind_play, "blind_keep_hand"), lang).text == {
        "en": "Play blind: you keep every card in your hand for the tricks to come.",
        "de": "Spiel ins Schwarze: so behältst du alle Karten auf deiner Hand für die nächsten Stiche.",
        "fi": "Pelaa sokkona: säästät kaikki kätesi kortit tuleviin tikkeihin.",
    }[lang]


def test_a_point_card_on_an_open_trick_names_the_risk_and_cheap_cards_say_why() -> None:
    ten, three = play(0, Card.parse("TH")), play(0, Card.parse("3H"))
    assert coach_message(Hint(ten, "partner_may_take"), "en").text == (
        "Play the ten: your partner plays last and may still match and take the trick for your team; if not, the"
        " opponents get it.")
    assert coach_message(Hint(ten, "partner_may_take"), "de").text == (
        "Spiel die Zehn: dein Partner spielt als Letzter und kann noch mitgehen und den Stich für dein Team holen;"
        " sonst bekommen ihn die Gegner.")
    assert coach_message(Hint(three, "partner_may_lose"), "en").text == (
        "Play the three: your partner is winning the trick but may still lose it, so give as little as you can.")


def test_the_review_says_why_the_better_card_is_better() -> None:
    # The king thrown on seed 3's lost trick: the review names the nine and the hint's reason.
    state = stock_played_out(SECOND_HANDS, leader=1)
    for seat, card in ((1, "7H"), (2, "5D"), (3, "AH")):
        state.apply(PlayCard(seat, Card.parse(card)))
    [mistake] = review([(state.view(0), play(0, Card.parse("KC")))], coach_player)
    assert mistake.better.card.rank == "9" and not mistake.hinted  # type: ignore[union-attr]
    cost = round(mistake.cost)
    assert coach_message(mistake, "en").text == (
        f"Trick 8: you played the king; the nine would have been about {cost} points better for your"
        " team in this deal:"
        " the trick is lost, give away as little as you can.")
    assert coach_message(mistake, "de").text == (
        f"Stich 8: Du hast den König gespielt; mit der Neun wärst du in dieser Runde etwa {cost} Augen"
        " besser gefahren:"
        " der Stich ist verloren, gib so wenig wie möglich ab.")


def test_the_german_review_speaks_of_points_missed_not_of_costly_decisions() -> None:
    t = translator("de")
    assert t.format("ui-review-clean", {"deal": 1}) == "In Runde 1 hast du nichts Wesentliches verschenkt."
    assert t.format("ui-review-open", {"deal": 1, "count": 1}).startswith(
        "Rückblick auf Runde 1: eine Stelle, an der du mehr hättest holen können.")
    for msg_id in ("ui-review-first", "ui-review-last", "cmd-review-open", "cmd-review-next", "cmd-review-prev",
                   "cmd-review-trick", "cmd-review-repeat"):
        assert "teur" not in t.format(msg_id, {}) and "Entscheidung" not in t.format(msg_id, {}), msg_id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ace_on_the_opponents_open_trick_names_the_risk_not_a_spare_copy(lang: str) -> None:
    # The play-test (seed 324751681, deal 10, trick 9): the right opponent led a nine, the left
    # opponent and the partner play after; "play the ace: you still have an ace to match with"
    # hid that the ace goes to the opponents unless the partner matches.
    state = forced_deal(["2H TC QH KC AD AS", "7H 2C 3C 4C 2D 3D", "5D 8C 8D 8H 6C 6D", "9H 4D 4H 4S 2S 3S"],
                        dealer=2)
    state.apply(PlayCard(3, Card.parse("9H")))
    view = state.view(0)
    ace = play(0, Card.parse("AD"))
    reason, args = coach_reason(view, ace, 3.8)
    assert reason == "partner_may_take"
    assert coach_message(Hint(ace, reason, args), lang).text == {
        "en": "Play the ace: your partner plays last and may still match and take the trick for your team; if not,"
              " the opponents get it.",
        "de": "Spiel das Ass: dein Partner spielt als Letzter und kann noch mitgehen und den Stich für dein Team"
              " holen; sonst bekommen ihn die Gegner.",
        "fi": "Pelaa ässä: parisi pelaa viimeisenä ja voi vielä pelata samaa arvoa ja viedä tikin teille; muuten sen"
              " saavat vastustajat.",
    }[lang]
