"""Answers to status keys on scripted deals, word for word in both languages."""

from __future__ import annotations

import pytest

from ristikontra.announce import Announcer, Message
from ristikontra.engine import DECK, PRESETS, REASONS, Card, GameState, IllegalAction, blind, play
from tests.announce.announce_support import card, play_seeded, scripted_state

DE = Announcer("de")
EN = Announcer("en")


def _rest(used: list[str]) -> list[Card]:
    taken = {card(c) for c in used}
    return [c for c in DECK if c not in taken]


def _after_first_two_cards() -> GameState:
    state = scripted_state()
    state.apply(play(0, card("7C")))
    state.apply(play(1, card("2C")))
    return state


def _after_first_trick() -> GameState:
    state = _after_first_two_cards()
    state.apply(blind(2))  # turns up the nine of spades
    state.apply(play(3, card("2H")))
    return state


def _after_three_seven_leads() -> GameState:
    """You led sevens three times, nobody could match: a fourth seven lead is barred."""
    state = _after_first_trick()
    for seven in ("7D", "7H"):
        state.apply(play(0, card(seven)))
        for seat in (1, 2, 3):
            state.apply(play(seat, state.view(seat).hand[0]))
    return state


def test_hand_summary_groups_by_rank_with_points() -> None:
    view = scripted_state().view(0)
    assert DE.hand_summary(view).text == "Deine Hand: ein Ass, ein König und vier Siebenen. Zusammen 15 Augen."
    assert EN.hand_summary(view).text == "Your hand: an ace, a king and four sevens. Worth 15 points."
    assert DE.hand_summary(view).short == "Ein Ass, ein König und vier Siebenen (15)"
    assert DE.hand_summary(view).interrupt


def test_hand_summary_gives_every_single_card_its_article() -> None:
    state = GameState(seed=1)
    state.start_deal()
    view = state.view(0)
    assert DE.hand_summary(view).text == (
        "Deine Hand: ein Bube, eine Acht, eine Sechs, zwei Vieren und eine Zwei. Zusammen 2 Augen.")
    assert EN.hand_summary(view).text == (
        "Your hand: a jack, an eight, a six, two fours and a two. Worth 2 points.")


def test_hand_list_in_hand_order() -> None:
    view = scripted_state().view(0)
    assert DE.hand_list(view).text == (
        "6 Karten: Sieben Kreuz, Sieben Karo, Sieben Herz, Sieben Pik, Ass Herz, König Pik.")
    assert EN.hand_list(view).text == ("6 cards: seven of clubs, seven of diamonds, seven of hearts, "
                                       "seven of spades, ace of hearts, king of spades.")


def test_current_trick_says_who_is_winning() -> None:
    view = _after_first_two_cards().view(0)
    assert DE.current_trick(view).text == (
        "Stich 1. Du hast die Sieben Kreuz ausgespielt, der linke Gegner hat die Zwei Kreuz gespielt. "
        "Du liegst vorn, noch keine Augen im Stich.")
    assert EN.current_trick(view).text == (
        "Trick 1. You led the seven of clubs, the left opponent played the two of clubs. "
        "You are winning, no points in the trick.")
    assert DE.current_trick(view).short == "Stich 1: Du: Sieben, Links: Zwei; vorn: Du, 0"


def _four_runs(dealer: int) -> GameState:
    """Each seat holds a picture or an ace and a run of small cards of one suit."""
    state = GameState(seed=2)
    state.start_deal(hands=[
        [card(c) for c in ("QH", "2C", "3C", "4C", "5C", "6C")],
        [card(c) for c in ("AS", "2D", "3D", "4D", "5D", "6D")],
        [card(c) for c in ("QS", "2H", "3H", "4H", "5H", "6H")],
        [card(c) for c in ("KS", "2S", "3S", "4S", "5S", "6S")],
    ], stock=_rest(["QH", "2C", "3C", "4C", "5C", "6C", "AS", "2D", "3D", "4D", "5D", "6D",
                    "QS", "2H", "3H", "4H", "5H", "6H", "KS", "2S", "3S", "4S", "5S", "6S"]), dealer=dealer)
    return state


def test_current_trick_with_one_card_names_the_leader_once() -> None:
    """With only the lead on the table the leader is winning: naming them twice is noise."""
    state = _four_runs(dealer=2)
    state.apply(play(3, card("KS")))
    view = state.view(0)
    assert DE.current_trick(view).text == (
        "Stich 1. Der rechte Gegner hat den König Pik ausgespielt, 4 Augen im Stich.")
    assert EN.current_trick(view).text == "Trick 1. The right opponent led the king of spades, 4 points in the trick."
    assert EN.current_trick(view).short == "Trick 1: Right: king; winning: Right, 4"
    state.apply(play(0, card("2C")))
    assert EN.current_trick(state.view(0)).text == (
        "Trick 1. The right opponent led the king of spades, you played the two of clubs. "
        "The right opponent is winning, 4 points in the trick.")


def _queens_and_an_ace() -> GameState:
    """You lead the queen of hearts, the left opponent plays the ace, your partner matches the queen."""
    state = _four_runs(dealer=3)
    state.apply(play(0, card("QH")))
    state.apply(play(1, card("AS")))
    state.apply(play(2, card("QS")))
    return state


def test_current_trick_with_a_match_and_points() -> None:
    state = _queens_and_an_ace()
    view = state.view(0)
    assert DE.current_trick(view).text == (
        "Stich 1. Du hast die Dame Herz ausgespielt, der linke Gegner hat das Ass Pik gespielt, "
        "dein Partner hat die Dame Pik gespielt. Dein Partner liegt vorn, 17 Augen im Stich.")
    assert EN.current_trick(view).text == (
        "Trick 1. You led the queen of hearts, the left opponent played the ace of spades, "
        "your partner played the queen of spades. Your partner is winning, 17 points in the trick.")


def test_empty_trick_names_the_leader() -> None:
    view = scripted_state().view(0)
    assert DE.current_trick(view).text == "Stich 1. Es liegt noch keine Karte. Du spielst aus."
    assert EN.current_trick(view).text == "Trick 1. No card played yet. Your lead."


def test_earlier_trick_with_a_blind_card() -> None:
    view = _after_first_trick().view(0)
    # Winner and points first, then the cards.
    assert DE.trick(view, 1).text == (
        "Stich 1 hast du ohne Augen gewonnen. Du hast die Sieben Kreuz ausgespielt, der linke Gegner hat die "
        "Zwei Kreuz gespielt, dein Partner hat ins Schwarze gespielt und die Neun Pik aufgedeckt, der "
        "rechte Gegner hat die Zwei Herz gespielt.")
    assert EN.trick(view, 1).text == (
        "Trick 1: you won it, no points. You led the seven of clubs, the left opponent played the two of "
        "clubs, your partner played blind and turned up the nine of spades, the right opponent played the "
        "two of hearts.")
    assert DE.trick(view, 1).short == (
        "Stich 1: Du, 0; Du: Sieben, Links: Zwei, Partner: Neun (ins Schwarze), Rechts: Zwei")


def test_earlier_trick_won_by_another_player() -> None:
    state = _queens_and_an_ace()
    state.apply(play(3, card("KS")))
    view = state.view(0)
    assert DE.trick(view, 1).text == (
        "Stich 1 hat dein Partner mit 21 Augen gewonnen. Du hast die Dame Herz ausgespielt, der linke Gegner hat "
        "das Ass Pik gespielt, dein Partner hat die Dame Pik gespielt, der rechte Gegner hat den König Pik "
        "gespielt.")
    assert EN.trick(view, 1).text == (
        "Trick 1: your partner won it, 21 points. You led the queen of hearts, the left opponent played the "
        "ace of spades, your partner played the queen of spades, the right opponent played the king of spades.")


def test_trick_out_of_range() -> None:
    view = _after_first_trick().view(0)
    assert DE.trick(view, 5).text == "Stich 5 wurde noch nicht gespielt. Bisher ist ein Stich fertig."
    assert EN.trick(view, 5).text == "Trick 5 has not been played yet. One trick has been played so far."
    assert DE.trick(view, 14).text == "Stich 14 gibt es nicht: Eine Runde hat 13 Stiche."
    assert EN.trick(view, 0).text == "There is no trick 0: a deal has 13 tricks."
    # The trick in progress is the current trick.
    assert DE.trick(view, 2).text == DE.current_trick(view).text


def test_scores_during_a_deal() -> None:
    view = _after_first_trick().view(0)
    assert DE.scores(view).text == (
        "Runde 1, Stich 2. Dein Team hat keine Augen und einen Stich, die Gegner haben keine Augen und "
        "keine Stiche. Zum Rundensieg fehlen deinem Team noch 61 Augen, den Gegnern 61 Augen. "
        "Stand: dein Team keine Zählstäbchen, die Gegner keine Zählstäbchen. "
        "Zum Sieg im Spiel braucht dein Team noch sieben Zählstäbchen, die Gegner brauchen sieben Zählstäbchen.")
    assert EN.scores(view).short == (
        "Points: us 0, them 0; Need: us 61, them 61; Score: us 0, them 0; Sticks to win: us 7, them 7")
    brief_en = Announcer("en", verbosity="brief").scores(view).text
    assert brief_en == ("Points: us 0, them 0. Need: us 61, them 61. Score: us 0, them 0. "
                        "Sticks to win: us 7, them 7")
    brief_de = Announcer("de", verbosity="brief").scores(view).text
    assert brief_de == ("Augen: wir 0, sie 0. Fehlen: wir 61, sie 61. Stand: wir 0, sie 0. "
                        "Stäbchen bis zum Sieg: wir 7, sie 7")


def test_scores_with_dirty_game_and_running_total() -> None:
    """No deal is won under a running total (its points go onto the totals): nothing is said of
    what winning the deal takes, only what winning the game does."""
    state = scripted_state(PRESETS["total"].with_options(dirty=True))
    view = state.view(0)
    assert EN.scores(view).text == (
        "Deal 1, trick 1. Your team has no points and no tricks; the opponents have no points and no "
        "tricks. Both teams are clean. Score: your team 0 points, the opponents 0 points. To win the "
        "game your team still needs 120 points, the opponents 120 points.")


def test_scores_before_any_deal() -> None:
    view = GameState(seed=1).view(0)
    assert DE.scores(view).text == "Es hat noch keine Runde begonnen."


def test_stock_and_turn() -> None:
    state = _after_first_two_cards()
    view = state.view(0)
    assert DE.stock(view).text == "Im Stapel liegen noch 28 Karten."
    assert EN.stock(view).text == "28 cards left in the stock."
    assert DE.turn(view).text == "Dein Partner ist dran."
    assert EN.turn(view).text == "It is your partner's turn."


def test_your_lead_names_the_barred_rank() -> None:
    view = _after_three_seven_leads().view(0)
    assert DE.turn(view).text == "Du spielst aus. Du darfst jetzt keine Sieben von der Hand ausspielen."
    assert EN.turn(view).text == "Your lead. You may not lead a seven from your hand now."


def test_lead_limit_refusal_names_the_rank() -> None:
    state = _after_three_seven_leads()
    with pytest.raises(IllegalAction) as info:
        state.verify(play(0, card("7S")))
    view = state.view(0)
    de = DE.illegal(info.value, view)
    assert de.text == ("Du darfst jetzt keine Sieben von der Hand ausspielen: Die letzten drei Stiche wurden "
                       "alle mit einer Sieben eröffnet. Spiel eine andere Karte oder ins Schwarze.")
    assert (de.sound, de.interrupt) == ("error", True)
    assert EN.illegal(info.value, view).text == (
        "You may not lead a seven from your hand now: each of the last three tricks was led with a seven. "
        "Play another card or play blind.")


def test_a_refusal_a_newer_server_gives_is_said_in_general_words_and_a_rank_that_is_none_as_none() -> None:
    """What a newer (or broken) server may send: a rules reason this version has no words for,
    a rank that is none, in the refusal or the view: said, never a failure to say it."""
    from dataclasses import replace

    view = replace(_after_three_seven_leads().view(0), barred_lead_rank="ZZ")
    unknown = IllegalAction("must_trump")  # type: ignore[arg-type]
    assert EN.illegal(unknown, view).text == (
        "Not allowed, for a reason this version of Ristikontra does not know. An update may help.")
    assert DE.illegal(unknown, view).text == (
        "Nicht erlaubt, aus einem Grund, den diese Version von Ristikontra nicht kennt. Vielleicht hilft ein Update.")
    assert EN.illegal(IllegalAction("lead_limit", rank="ZZ"), view).text == (
        "Lead limit: no rank may be led from hand a fourth time in a row.")


def test_lead_limit_of_two_in_words() -> None:
    args = {"rank_no": "keine Zwei", "rank_a": "a two", "rank_a_dat": "einer Zwei", "rank_name": "Zwei",
            "rank": "two", "limit": 2, "blind": "no"}
    assert DE.ctx.t("illegal-lead-limit", **args) == (
        "Du darfst jetzt keine Zwei von der Hand ausspielen: Die letzten beiden Stiche wurden mit einer Zwei "
        "eröffnet. Spiel eine andere Karte.")
    assert EN.ctx.t("illegal-lead-limit", **args) == (
        "You may not lead a two from your hand now: both of the last two tricks were led with a two. "
        "Play another card.")
    assert DE.ctx.t("rules-lead-limit", limit=2) == (
        "Ausspielgrenze: Kein Rang darf ein drittes Mal hintereinander von der Hand ausgespielt werden.")
    assert EN.ctx.t("rules-lead-limit", limit=3) == (
        "Lead limit: no rank may be led from hand a fourth time in a row.")


def test_not_your_turn_says_whose_turn_it_is() -> None:
    state = _after_first_two_cards()
    with pytest.raises(IllegalAction) as info:
        state.verify(play(0, card("7D")))
    view = state.view(0)
    assert DE.illegal(info.value, view).text == "Du bist noch nicht dran. Dein Partner ist dran."
    assert EN.illegal(info.value, view).text == "It is not your turn yet. It is your partner's turn."


@pytest.mark.parametrize("announcer", [DE, EN], ids=["de", "en"])
def test_every_reason_has_its_own_message(announcer: Announcer) -> None:
    view = scripted_state().view(0)
    texts = {announcer.illegal(IllegalAction(r, rank="K" if r in ("fourth_king", "lead_limit") else None),
                               view).text for r in REASONS}
    assert len(texts) == len(REASONS)


def test_card_focus_and_name() -> None:
    assert DE.card_focus(card("KH"), 3, 6).text == "König Herz, 3 von 6"
    assert EN.card_focus(card("KH"), 3, 6).text == "King of hearts, 3 of 6"
    assert DE.card_name(card("QH")) == "Dame Herz"
    assert DE.card_name(card("QH"), with_suit=False) == "Dame"
    assert Announcer("de", verbosity="brief").card_focus(card("KH"), 3, 6).text == "König, 3 von 6"


def test_rules_summary_and_text() -> None:
    summary = DE.rules_summary(PRESETS["sticks"])
    assert summary.text.startswith("Zählstäbchen-Regeln nach dem Braillespiel-Wiki. Wer zuerst sieben "
                                   "Zählstäbchen hat, gewinnt das Spiel.")
    assert EN.rules_summary(PRESETS["short"]).text.startswith(
        "Short count, after Saari. The first team to 60 points wins the game. "
        "Card points: ace 5, king 4, queen 3, jack 2, ten 1.")
    text = DE.rules_text().text
    for word in ("Augen", "Stich", "ins Schwarze", "Stapel", "Zählstäbchen", "ausgespielt"):
        assert word in text
    assert "120" in EN.rules_text().text


def _all_messages(messages: list[Message]) -> list[str]:
    return [m.text for m in messages]


def test_announce_all_speaks_the_turn_and_sounds() -> None:
    state = scripted_state()
    announcer = Announcer("de")
    events = state.apply(play(0, card("7C")))
    assert _all_messages(announcer.announce_all(events, state.view(0))) == ["Du spielst die Sieben Kreuz."]
    events = state.apply(play(1, card("2C")))
    events += state.apply(blind(2))
    events += state.apply(play(3, card("2H")))
    messages = announcer.announce_all(events, state.view(0))
    assert _all_messages(messages) == [
        "Der linke Gegner spielt die Zwei Kreuz.",
        "Dein Partner spielt ins Schwarze und deckt die Neun Pik auf.",
        "Der rechte Gegner spielt die Zwei Herz.",
        "Du gewinnst den Stich ohne Augen.",
        "Du ziehst die Dame Herz; die Gegner ziehen je eine Karte.",
        "Du spielst aus.",
    ]
    assert [m.sound for m in messages] == ["card", "blind", "card", "trick_won", None, "turn"]
    assert messages[-1].interrupt and not messages[0].interrupt


def test_brief_mode_is_minimal() -> None:
    state = scripted_state()
    announcer = Announcer("de", verbosity="brief")
    events = state.apply(play(0, card("7C"))) + state.apply(play(1, card("2C")))
    events += state.apply(blind(2)) + state.apply(play(3, card("2H")))
    assert _all_messages(announcer.announce_all(events, state.view(0))) == [
        "Du: Sieben", "Links: Zwei", "Partner ins Schwarze: Neun", "Rechts: Zwei", "Stich: Du, 0",
        "Gezogen: Dame", "Du spielst aus"]


def test_use_names_names_players_and_teams() -> None:
    state = scripted_state()
    announcer = Announcer("en", use_names=True)
    events = state.apply(play(0, card("7C"))) + state.apply(play(1, card("2C")))
    texts = _all_messages(announcer.announce_all(events, state.view(0)))
    assert texts == ["You play the seven of clubs.", "West plays the two of clubs."]


def test_your_turn_names_the_fourth_king_bar() -> None:
    hands = [["7C", "KS", "2C", "3C", "4C", "5C"], ["KH", "2D", "3D", "4D", "5D", "6D"],
             ["KD", "2H", "3H", "4H", "5H", "6H"], ["KC", "2S", "3S", "4S", "5S", "6S"]]
    state = GameState(rules=PRESETS["sticks"].with_options(fourth_king=True), seed=4)
    state.start_deal(hands=[[card(c) for c in h] for h in hands], stock=_rest([c for h in hands for c in h]),
                     dealer=3)
    for action in (play(0, card("7C")), play(1, card("KH")), play(2, card("KD")), play(3, card("KC"))):
        state.apply(action)
    view = state.view(0)
    assert DE.turn(view).text == ("Du spielst aus. Du darfst keinen König spielen, solange der Stapel noch "
                                  "Karten hat: Drei Könige sind schon gefallen.")
    assert EN.turn(view).text == "Your lead. You may not play a king while the stock lasts: three kings are out."
    with pytest.raises(IllegalAction) as info:
        state.verify(play(0, card("KS")))
    assert info.value.reason == "fourth_king"
    assert DE.illegal(info.value, view).sound == "error"


def test_the_fourth_king_bar_is_the_kernels_not_written_again_in_the_announcer() -> None:
    # docs/ARCHITECTURE.md: a rule is written once, in engine/legality.py; the announcer says why a
    # king is barred by asking the same function the engine refuses the king with.
    from pathlib import Path

    import ristikontra.announce as announce

    sources = {p.name: p.read_text(encoding="utf-8") for p in Path(announce.__file__).parent.glob("*.py")}
    assert [name for name, text in sources.items() if "kings_played >=" in text] == []
    assert "kings_barred(" in sources["queries.py"]


def test_scores_after_the_deal() -> None:
    view = play_seeded(1, lambda batch, state: None).view(0)
    assert DE.scores(view).text.startswith("Runde 1 ist vorbei. Dein Team hat 90 Augen und 11 Stiche, ")
    assert EN.scores(view).text.startswith("Deal 1 is over. Your team has 90 points and 11 tricks; ")


def _seated(players: tuple[str, str, str, str]) -> GameState:
    from ristikontra.engine.events import PlayerInfo

    infos = tuple(PlayerInfo(seat, name, "computer" if name == "-" else "human") for seat, name in enumerate(players))
    state = GameState(PRESETS["sticks"], infos, seed=3)
    state.start_deal()
    return state


def test_i_names_the_partner_and_the_opponents_from_the_listeners_chair() -> None:
    state = _seated(("Anna", "Ben", "-", "Carla"))
    anna, ben = Announcer("en", seat=0).seating(state.view(0)), Announcer("de", seat=1).seating(state.view(1))
    assert anna.text == "Your partner is a computer player. Your left opponent is Ben. Your right opponent is Carla."
    assert anna.short == "Partner: computer; Left: Ben; Right: Carla"
    assert ben.text == ("Dein Partner ist Carla. Dein linker Gegner ist ein Computerspieler. "
                        "Dein rechter Gegner ist Anna.")
    assert anna.interrupt and ben.interrupt


def test_i_at_a_table_of_computers_is_one_sentence() -> None:
    state = _seated(("Anna", "-", "-", "-"))
    assert EN.seating(state.view(0)).text == "Your partner and both opponents are computer players."
    assert DE.seating(state.view(0)).text == "Dein Partner und beide Gegner sind Computerspieler."


def test_each_message_says_what_it_is() -> None:
    """The kind is given where the message is made: the outputs take it from there."""
    state = scripted_state()
    view = state.view(0)
    assert EN.turn(view).kind == "answer"  # asked for with `w`
    assert EN.card_focus(view.hand[0], 1, len(view.hand), view).kind == "cursor"
    assert EN.hand_summary(view).kind == "answer"
    with pytest.raises(IllegalAction) as info:
        state.verify(play(0, card("2C")))
    assert EN.illegal(info.value, view).kind == "refusal"
    played = state.apply(play(0, card("7C")))
    messages = EN.announce_all(played, state.view(0))
    assert messages and {m.kind for m in messages} == {"event"}
    state.apply(play(1, card("2C")))
    state.apply(blind(2))
    batch = state.apply(play(3, card("2H")))
    said = EN.announce_all(batch, state.view(0))
    assert [m.kind for m in said][-1] == "turn" and said[-1].sound == "turn"
    assert {m.kind for m in said[:-1]} == {"event"}
