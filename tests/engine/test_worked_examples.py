"""Every worked example of docs/RULES.md §5, with the cards forced."""

from __future__ import annotations

import pytest

from ristikontra.engine import (
    PRESETS,
    Card,
    CardDrawn,
    CardPlayed,
    DealScored,
    DirtChanged,
    GameOver,
    IllegalAction,
    Rules,
    TrickWon,
    blind,
    cards,
    play,
)
from tests.engine.scripting import build, filler_tricks, interleave, play_trick, run, split_script, start

A, B, C, D = 0, 1, 2, 3


def tricks_won(events: list) -> list[TrickWon]:
    return [e for e in events if isinstance(e, TrickWon)]


class TestTrickWinner:
    """Examples 1-5: the last card of the led rank wins; unmatched, the leader wins."""

    @pytest.mark.parametrize(
        ("trick", "dealer", "winner", "points"),
        [
            ("A:7H B:5C C:AS D:3D", D, A, 11),  # 1
            ("A:KH B:3C C:TS D:KD", D, D, 18),  # 2
            ("A:2H B:5C C:2S D:4D", D, C, 0),  # 3
            ("B:QH C:QC D:7D A:QS", A, A, 9),  # 4
            ("A:9H B:9C C:9S D:9D", D, D, 0),  # 5
        ],
    )
    def test_examples_1_to_5(self, trick: str, dealer: int, winner: int, points: int) -> None:
        state, events = run(build([trick], dealer=dealer))
        [won] = tricks_won(events)
        assert (won.seat, won.points) == (winner, points)
        assert state.points[winner % 2] == points
        assert state.points[1 - winner % 2] == 0
        assert state.leader == state.to_move == winner


class TestBlindPlayAndRefill:
    def test_example_6_blind_play_wins_and_skips_the_refill(self) -> None:
        script = build(["A:2C B:3C C:4C D:5C", "A:6C B:7C C:9C D:JC", "A:8C B:*8D C:KS D:3H"], dealer=D)
        state, _ = run(script, upto=2)
        assert len(state.stock) == 20
        events = play_trick(state, script.tricks[2][:2])
        assert events[-1] == CardPlayed(1, 3, B, Card.parse("8D"), True, 2)
        assert state.view(A).stock_size == 19
        events = play_trick(state, script.tricks[2][2:])
        [won] = tricks_won(events)
        assert (won.seat, won.points) == (B, 4)
        draws = [e for e in events if isinstance(e, CardDrawn)]
        assert [d.seat for d in draws] == [C, D, A]
        assert [d.stock_left for d in draws] == [18, 17, 16]
        assert len(state.stock) == 16
        assert all(len(h) == 6 for h in state.hands)

    def test_example_7_refill_order_starts_with_the_winner(self) -> None:
        script = build(["C:4D D:5D A:6D B:7D"], dealer=B)
        state, _ = start(script)
        top_four = script.stock[:4]
        events = play_trick(state, script.tricks[0])
        draws = [e for e in events if isinstance(e, CardDrawn)]
        assert [(d.seat, d.card) for d in draws] == list(zip([C, D, A, B], top_four, strict=True))


class TestLeadLimit:
    SCRIPT = [
        "A:2C B:3C C:4C D:5C",
        "A:6C B:8C C:9C D:JC",
        "A:2D B:3D C:4D D:5D",
        "A:7C B:2H C:3H D:4H",
        "A:7D B:5H C:6H D:8H",
        "A:7H B:9H C:2S D:3S",
        "A:TS B:TD C:4S D:6S",  # A leads something else; B matches and wins
        "B:8S C:9S D:6D A:7S",  # A follows with the fourth seven: allowed
    ]

    def test_example_8_no_fourth_lead_of_a_rank(self) -> None:
        script = build(self.SCRIPT, dealer=D)
        state, _ = run(script, upto=6)
        assert Card.parse("7S") in state.hands[A]
        with pytest.raises(IllegalAction) as err:
            state.verify(play(A, Card.parse("7S")))
        assert err.value.reason == "lead_limit"
        assert err.value.rank == "7"
        legal = state.legal_actions()
        assert blind(A) in legal
        assert play(A, Card.parse("7S")) not in legal
        assert len(legal) == 6  # five other hand cards and the blind play
        assert state.view(A).barred_lead_rank == "7"
        play_trick(state, script.tricks[6])
        events = play_trick(state, script.tricks[7])
        assert CardPlayed(1, 8, A, Card.parse("7S"), False, 4) in events

    def test_a_blind_lead_counts_as_a_lead_of_its_rank_and_is_never_illegal(self) -> None:
        tricks = [*self.SCRIPT[:4], "A:7D B:5H C:6H D:8H", "A:*7H B:9H C:2S D:3S"]
        state, _ = run(build(tricks, dealer=D))
        assert state.trick_no == 7 and state.to_move == A
        assert not state.is_legal(play(A, Card.parse("7S")))
        assert state.is_legal(blind(A))

    def test_limit_off_allows_a_fourth_lead(self) -> None:
        state, _ = run(build(self.SCRIPT, dealer=D), rules=Rules(lead_limit=0), upto=6)
        assert state.is_legal(play(A, Card.parse("7S")))

    def test_limit_two_applies_to_the_whole_table(self) -> None:
        tricks = ["A:7C B:7D C:2C D:3C", "B:7H C:4C D:5C A:6C", "B:7S C:8C D:9C A:JC"]
        script = build(tricks, dealer=D)
        state, _ = run(script, rules=Rules(lead_limit=2), upto=2)
        with pytest.raises(IllegalAction) as err:
            state.verify(play(B, Card.parse("7S")))
        assert err.value.reason == "lead_limit"
        state3, _ = run(script, rules=Rules(lead_limit=3))  # three leads of 7 by two players: fine
        assert state3.trick_no == 4

    def test_example_9_the_limit_is_lifted_when_it_leaves_no_legal_action(self) -> None:
        fives = cards("5C 5D 5H 5S")
        rest = [c for c in Card.__dict__.get("_interned", {}).values() if c not in fives]
        rest = sorted(rest, key=lambda c: c.index)
        tricks = filler_tricks(_mix(rest), A, 9, avoid_lead={"5"})
        tricks += [
            f"A:{fives[0]} B:{rest[36]} C:{rest[37]} D:{rest[38]}",
            f"A:{fives[1]} B:{rest[39]} C:{rest[40]} D:{rest[41]}",
            f"A:{fives[2]} B:{rest[42]} C:{rest[43]} D:{rest[44]}",
            f"A:{fives[3]} B:{rest[45]} C:{rest[46]} D:{rest[47]}",
        ]
        script = build(tricks, dealer=D)
        state, _ = run(script, upto=12)
        assert state.trick_no == 13 and state.to_move == A
        assert state.lead_ranks[-3:] == ["5", "5", "5"]
        assert state.legal_actions() == [play(A, fives[3])]
        assert state.view(A).barred_lead_rank is None  # lifted: nothing to warn about
        events = play_trick(state, script.tricks[12])
        assert isinstance(events[-1], DealScored)


def _mix(group: list[Card]) -> list[Card]:
    """The first 36 cards of `group` arranged so that each run of four has four ranks."""
    head = group[:36]
    k = 9
    return [head[i + j * k] for i in range(k) for j in range(4)]


class TestFourthKing:
    SCRIPT = [
        "A:2C B:3C C:4C D:5C",
        "A:KC B:3D C:4D D:5D",  # first king
        "A:2D B:6C C:7C D:8C",
        "A:KD B:9C C:JC D:6D",  # second king
        "A:2H B:KH C:3H D:4H",  # third king, by B; D may not add the fourth
        "A:5H B:6H C:7H D:8H",
        "A:9H B:JH C:2S D:3S",
        "A:4S B:5S C:6S D:KS",  # trick 8: the stock is empty, kings are free again
    ]

    def test_example_10(self) -> None:
        rules = PRESETS["sticks"].with_options(fourth_king=True)
        script = build(self.SCRIPT, dealer=D)
        state, _ = run(script, rules=rules, upto=4)
        play_trick(state, script.tricks[4][:3])
        king = play(D, Card.parse("KS"))
        assert king.card in state.hands[D]
        with pytest.raises(IllegalAction) as err:
            state.verify(king)
        assert err.value.reason == "fourth_king"
        play_trick(state, script.tricks[4][3:])
        for trick in script.tricks[5:7]:
            play_trick(state, trick[:3])
            assert not state.is_legal(king)
            play_trick(state, trick[3:])
        assert not state.stock
        play_trick(state, script.tricks[7][:3])
        assert state.is_legal(king)
        play_trick(state, script.tricks[7][3:])

    def test_without_the_option_the_fourth_king_may_be_played(self) -> None:
        state, _ = run(build(self.SCRIPT, dealer=D), upto=8)
        assert state.trick_no == 9

    def test_the_dirty_game_switches_the_fourth_king_limit_on(self) -> None:
        assert Rules(dirty=True).fourth_king

    def test_a_blind_play_that_turns_up_the_fourth_king_stands(self) -> None:
        tricks = [*self.SCRIPT[:4], "A:2H B:KH C:3H D:*KS"]
        rules = Rules(fourth_king=True)
        state, events = run(build(tricks, dealer=D), rules=rules)
        assert CardPlayed(1, 5, D, Card.parse("KS"), True, 4) in events
        assert state.kings_played == 4


class TestDirtyGame:
    RULES = PRESETS["sticks"].with_options(dirty=True)
    OPENING = [
        "A:2C B:3C C:4C D:5C",
        "A:6C B:7C C:8C D:9C",
        "A:4D B:4H C:QH D:2D",  # trick 3: B matches and takes a queen: B+D dirty
        "B:3D C:5D D:TD A:7D",
        "B:8D C:9D D:JD A:2H",
        "B:3H C:5H D:TH A:7H",
        "B:8H C:9H D:JH A:2S",
    ]

    def test_example_11_a_king_won_in_the_hand_phase_cleans(self) -> None:
        # Trick 8: B leads a ten, D matches: D leads trick 9 (D 6, A K, B 6, C 3).
        tricks = [*self.OPENING, "B:TS C:5S D:TC A:7S", "D:6S A:KH B:6D C:3S"]
        script = build(tricks, dealer=D)
        state, events = run(script, rules=self.RULES)
        dirt = [e for e in events if isinstance(e, DirtChanged)]
        assert dirt == [DirtChanged(1, 3, 1, True), DirtChanged(1, 9, 1, False)]
        assert state.dirty == [False, False]

    def test_example_11_a_king_won_with_a_queen_does_not_clean(self) -> None:
        # Trick 8: B leads a ten, C matches: C leads trick 9 (C Q, D K, A 3, B Q).
        tricks = [*self.OPENING, "B:TS C:TC D:5S A:7S", "C:QS D:KH A:3S B:QC"]
        state, events = run(build(tricks, dealer=D), rules=self.RULES)
        [won] = tricks_won(events)[-1:]
        assert won.seat == B and won.trick == 9
        assert [e for e in events if isinstance(e, DirtChanged)] == [DirtChanged(1, 3, 1, True)]
        assert state.dirty == [False, True]

    def test_queens_won_in_the_hand_phase_do_not_make_dirty(self) -> None:
        tricks = [*self.OPENING[:2], "A:4D B:5D C:6D D:2D", "A:3D B:7D C:8D D:9D",
                  "A:JD B:2H C:3H D:4H", "A:5H B:6H C:7H D:8H", "A:9H B:JH C:2S D:3S",
                  "A:QH B:4S C:5S D:6S"]
        state, events = run(build(tricks, dealer=D), rules=self.RULES)
        assert state.trick_no == 9
        assert not [e for e in events if isinstance(e, DirtChanged)]

    @staticmethod
    def dirty_sweep() -> list[str]:
        """B leads and takes all 13 tricks; B+D never get clean.

        Three queens and three kings fall in the stock phase; the last king falls in trick 8,
        won with a queen.
        """
        early = cards("QC KC 2C 3C QD KD 2D 3D QH KH 2H 3H")
        trick8 = cards("QS KS 2S 3S")
        rest = interleave([c for c in Card._interned.values() if c not in early and c not in trick8])
        return filler_tricks(early + rest[:16] + trick8 + rest[16:], B, 13)

    def test_a_team_still_dirty_loses_the_deal_whatever_its_points(self) -> None:
        _state, events = run(build(self.dirty_sweep(), dealer=A), rules=self.RULES)
        scored = next(e for e in events if isinstance(e, DealScored))
        assert scored.points == (0, 120)
        assert scored.dirty == (False, True)
        assert scored.deal_winner == 0 and scored.reason == "dirty"
        assert scored.award == 1 and scored.totals == (1, 0)

    def test_a_dirty_team_scores_nothing_under_running_totals(self) -> None:
        rules = PRESETS["total"].with_options(dirty=True)
        _state, events = run(build(self.dirty_sweep(), dealer=A), rules=rules)
        scored = next(e for e in events if isinstance(e, DealScored))
        assert scored.totals == (0, 0)
        assert scored.deal_winner == 0


def play_deal(state, script) -> list:  # type: ignore[no-untyped-def]
    events = state.start_deal(script.hands, script.stock, script.dealer)
    for trick in script.tricks:
        events.extend(play_trick(state, trick))
    return events


def team0_cards(spec: str, zeros: int) -> list[Card]:
    chosen = cards(spec)
    filler = [c for c in sorted(Card._interned.values(), key=lambda c: c.index)
              if c.rank in "23456789" and c not in chosen]
    return chosen + filler[:zeros]


SPLITS = {
    (61, 59): team0_cards("AC AD AH AS TC KC QC", 1),
    (120, 0): list(sorted(Card._interned.values(), key=lambda c: c.index)),
    (60, 60): team0_cards("AC AD AH AS TC JC JD JH", 4),
    (90, 30): team0_cards("AC AD AH AS TC TD TH TS QC QD", 2),
    (0, 120): [],
    (70, 50): team0_cards("AC AD AH AS TC TD KC JC", 0),
    (55, 65): team0_cards("AC AD AH AS KC KD QC", 1),
    (30, 90): team0_cards("TC TD TS", 1),
    (100, 20): team0_cards("AC AD AH AS TC TD TH TS KC KD KH KS", 0),
}


def scores_of(rules: Rules, deals: list[tuple[int, int]], totals: tuple[int, int] = (0, 0)) -> list:
    from ristikontra.engine import GameState

    state = GameState(rules, seed=1)
    state.totals = list(totals)
    events: list = []
    for split in deals:
        events += play_deal(state, split_script(SPLITS[split]))
    return events


class TestSticks:
    RULES = PRESETS["sticks"]

    @pytest.mark.parametrize("split", list(SPLITS))
    def test_the_scripts_split_the_points_as_asked(self, split: tuple[int, int]) -> None:
        events = scores_of(self.RULES, [split])
        scored = next(e for e in events if isinstance(e, DealScored))
        assert scored.points == split

    def test_example_12_sticks(self) -> None:
        def awards(deals: list[tuple[int, int]]) -> list[int]:
            return [e.award for e in scores_of(self.RULES, deals) if isinstance(e, DealScored)]

        assert awards([(61, 59)]) == [1]
        assert awards([(120, 0)]) == [2]
        assert awards([(60, 60), (90, 30)]) == [0, 2]
        assert awards([(60, 60), (60, 60), (120, 0)]) == [0, 0, 4]
        events = scores_of(self.RULES, [(60, 60)])
        assert next(e for e in events if isinstance(e, DealScored)).carry == 1

    def test_a_team_on_six_sticks_that_wins_a_deal_has_won_the_game(self) -> None:
        events = scores_of(self.RULES, [(61, 59)], totals=(6, 0))
        assert events[-1] == GameOver(0, (7, 0), 1)

    def test_reaching_seven_with_a_sweep_from_five(self) -> None:
        events = scores_of(self.RULES, [(0, 120)], totals=(0, 5))
        assert isinstance(events[-1], GameOver) and events[-1].winner == 1


class TestRunningTotal:
    RULES = PRESETS["total"]

    def totals(self, deals: list[tuple[int, int]], start: tuple[int, int] = (0, 0)) -> tuple[list, GameOver | None]:
        events = scores_of(self.RULES, deals, start)
        scored = [e.totals for e in events if isinstance(e, DealScored)]
        over = [e for e in events if isinstance(e, GameOver)]
        return scored, (over[0] if over else None)

    def test_example_13_first(self) -> None:
        scored, over = self.totals([(70, 50), (55, 65)])
        assert scored == [(70, 50), (125, 115)]
        assert over == GameOver(0, (125, 115), 2)

    def test_example_13_both_reach_the_target_higher_total_wins(self) -> None:
        scored, over = self.totals([(30, 90)], start=(100, 110))
        assert scored == [(130, 200)]
        assert over is not None and over.winner == 1

    def test_example_13_a_pointless_deal_resets_to_zero(self) -> None:
        scored, over = self.totals([(0, 120)], start=(90, 100))
        assert scored == [(0, 220)]
        assert over is not None and over.winner == 1

    def test_equal_totals_past_the_target_mean_another_deal(self) -> None:
        scored, over = self.totals([(60, 60)], start=(100, 100))
        assert scored == [(160, 160)]
        assert over is None

    def test_no_sticks_are_awarded(self) -> None:
        events = scores_of(self.RULES, [(120, 0)])
        assert [e.award for e in events if isinstance(e, DealScored)] == [0]


class TestShortCount:
    def test_example_14(self) -> None:
        rules = PRESETS["short"]
        assert rules.pack_points == 60 and rules.target == 60
        events = scores_of(rules, [(100, 20)])  # team 0: the aces, tens and kings
        assert [e.points for e in events if isinstance(e, DealScored)] == [(20 + 4 + 16, 20)]
        team0 = team0_cards("AC AD AH AS TC TD KC QC QD", 3)
        _state, deal_events = run(split_script(team0), rules=rules)
        assert [e.points for e in deal_events if isinstance(e, DealScored)] == [(32, 28)]
