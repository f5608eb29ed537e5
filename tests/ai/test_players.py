"""Every level plays only legal actions and sees only its own seat's view."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from ristikontra.ai import LEVELS, make_player
from ristikontra.ai.base import distinct_actions, unseen_rank_counts
from ristikontra.ai.basic import BasicPlayer
from ristikontra.ai.coach import hint
from ristikontra.ai.fastsim import FastDeal, FastRules
from ristikontra.ai.playout import PolicyPlayer
from ristikontra.ai.random_player import RandomPlayer
from ristikontra.ai.strong import StrongPlayer
from ristikontra.engine import (
    Card,
    DealStarted,
    GameState,
    PlayBlind,
    PlayCard,
    Rules,
    SeatView,
    blind,
    default_players,
    play,
)
from tests.ai.helpers import VARIANTS, forced_deal
from tests.ai.worlds import sample_world, unseen_cards


def _cards_in(obj: Any, found: list[Card], seen: set[int]) -> None:
    """Collect every Card reachable from `obj` (dataclasses, tuples, lists, dicts, objects)."""
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, Card):
        found.append(obj)
    elif isinstance(obj, GameState):
        raise AssertionError("a view must not reach the game state")
    elif isinstance(obj, str | int | float | bool | type(None)):
        return
    elif isinstance(obj, dict) or type(obj).__name__ == "mappingproxy":
        for k, v in obj.items():
            _cards_in(k, found, seen)
            _cards_in(v, found, seen)
    elif isinstance(obj, tuple | list | set | frozenset):
        for item in obj:
            _cards_in(item, found, seen)
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            _cards_in(getattr(obj, f.name), found, seen)
    elif hasattr(obj, "__dict__"):
        for v in vars(obj).values():
            _cards_in(v, found, seen)


def _mid_deal(seed: int, moves: int) -> GameState:
    state = GameState(VARIANTS["sticks"], default_players(human_seat=None), seed=seed)
    state.start_deal()
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _hidden_dealt_anew(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of `state` with every card `seat` cannot see (the other hands and the stock)
    shuffled and dealt out again, each hand and the stock keeping its size."""
    other = state.copy()
    hidden = [c for s in range(4) if s != seat for c in other.hands[s]] + list(other.stock)
    rng.shuffle(hidden)
    for s in range(4):
        if s != seat:
            size = len(other.hands[s])
            other.hands[s], hidden = hidden[:size], hidden[size:]
    other.stock = hidden
    return other


class TestNoPeeking:
    @pytest.mark.parametrize("moves", [0, 7, 30, 45])
    def test_view_holds_only_own_hand_and_face_up_cards(self, moves: int) -> None:
        state = _mid_deal(seed=moves, moves=moves)
        view = state.view(1)
        found: list[Card] = []
        _cards_in(view, found, set())
        allowed = set(view.hand) | set(view.played_cards())
        assert set(found) <= allowed
        hidden = {c for s in (0, 2, 3) for c in state.hands[s]} | set(state.stock)
        assert not hidden & set(found)
        # The view is a frozen value, not a window onto the live state.
        assert isinstance(view, SeatView)
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.hand = ()  # type: ignore[misc]

    def test_players_get_the_same_answer_from_views_that_differ_only_in_hidden_cards(self) -> None:
        # Two deals identical for seat 1 (its hand, the face-up cards, the counts) but with
        # other hands and the stock shuffled differently: a player that cannot peek must
        # decide identically in both.
        base = forced_deal(["2C 3C 4C 5C 6C 7C", "AS TS KS 9D 8D 2D", "2H 3H 4H 5H 6H 7H",
                            "2S 3S 4S 5S 6S 7S"], dealer=0)
        other = forced_deal(["2H 3H 4H 5H 6H 7H", "AS TS KS 9D 8D 2D", "2S 3S 4S 5S 6S 7S",
                             "2C 3C 4C 5C 6C 7C"], dealer=0, stock_first="QH QD")
        view_a, view_b = base.view(1), other.view(1)
        assert view_a == view_b
        for level in ("random", "basic"):
            a = make_player(level).choose(view_a, random.Random(5))
            b = make_player(level).choose(view_b, random.Random(5))
            assert a == b
        strong = StrongPlayer(samples=6, time_budget=None, work_budget=500, search_stock=True)
        assert strong.choose(view_a, random.Random(5)) == strong.choose(view_b, random.Random(5))

    @pytest.mark.parametrize("seed", [1, 2])
    def test_the_expert_cannot_peek_in_the_stock_tricks_it_searches(self, seed: int) -> None:
        # Issue 42: the expert searches the last stock tricks. Two states identical for the seat to
        # move, the other hands and the stock dealt out anew: the same numbers in both.
        state = _mid_deal(seed=seed, moves=0)
        rng = random.Random(seed)
        expert = make_player("expert", reproducible=True)
        assert isinstance(expert, StrongPlayer)
        while state.trick_no < expert.search_from or len(state.trick_cards) != 2:
            state.apply(rng.choice(state.legal_actions()))
        assert state.stock
        seat = state.to_move
        other = _hidden_dealt_anew(state, seat, random.Random(seed + 7))
        assert (other.hands, other.stock) != (state.hands, state.stock)
        view_a, view_b = state.view(seat), other.view(seat)
        assert view_a == view_b
        expert.choose(view_a, random.Random(5))
        numbers = expert.last_result
        assert numbers is not None and numbers.worlds > 1
        expert.choose(view_b, random.Random(5))
        assert expert.last_result == numbers

    @pytest.mark.parametrize("seed", [1, 2])
    def test_new_players_and_the_coach_cannot_peek_in_the_hand_phase(self, seed: int) -> None:
        # Two states identical for the seat to move, the other hands dealt out anew: the
        # search (its numbers, not only its move), the expert, the playout policy and the
        # coach must answer the same in both.
        state = _mid_deal(seed=seed, moves=0)
        rng = random.Random(seed)
        while state.trick_no < 9 or state.to_move is None or len(state.trick_cards) != 1:
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_move
        other = _hidden_dealt_anew(state, seat, random.Random(seed + 7))
        assert other.hands != state.hands
        view_a, view_b = state.view(seat), other.view(seat)
        assert view_a == view_b
        small = StrongPlayer(samples=200, time_budget=None, work_budget=4000)
        assert small.search(view_a, random.Random(3)) == small.search(view_b, random.Random(3))
        # A benchmark variant solving every world exactly from here, without the confidence rule.
        variant = make_player("strong[exact_cards=20,exact_confidence=0]")
        for player in (make_player("strong", reproducible=True), make_player("expert", reproducible=True),
                       PolicyPlayer(), variant):
            assert player.choose(view_a, random.Random(4)) == player.choose(view_b, random.Random(4))
        assert hint(view_a, random.Random(5), small) == hint(view_b, random.Random(5), small)

    def test_sampled_worlds_fit_the_view(self) -> None:
        state = _mid_deal(seed=3, moves=21)
        view = state.view(state.to_move)
        unseen = unseen_cards(view)
        assert set(unseen) == {c for s in range(4) if s != view.seat for c in state.hands[s]} | set(state.stock)
        rng = random.Random(0)
        for _ in range(20):
            hands, stock = sample_world(view, rng, unseen)
            assert hands[view.seat] == list(view.hand)
            assert [len(h) for h in hands] == list(view.hand_sizes)
            assert len(stock) == view.stock_size
            assert sorted(c for s, h in enumerate(hands) if s != view.seat for c in h) + sorted(stock) != []
            assert set(stock) | {c for s, h in enumerate(hands) if s != view.seat for c in h} == set(unseen)
            world = GameState.from_view(view, hands, stock)
            assert world.view(view.seat) == view

    def test_unseen_rank_counts(self) -> None:
        state = _mid_deal(seed=4, moves=13)
        view = state.view(2)
        counts = unseen_rank_counts(view)
        hidden = [c for s in (0, 1, 3) for c in state.hands[s]] + state.stock
        assert counts == [sum(1 for c in hidden if c.index >> 2 == r) for r in range(13)]


def _play_positions(rules_name: str, deals: int, seed: int, check: Any) -> int:
    """Play `deals` deals with a random mix of random and basic moves, calling `check(view)`
    at every position; returns the number of positions."""
    rules = VARIANTS[rules_name]
    state = GameState(rules, default_players(human_seat=None), seed=seed)
    rng = random.Random(seed)
    mover = [RandomPlayer(), BasicPlayer()]
    positions = 0
    for deal in range(deals):
        if state.phase == "game_over":
            state = GameState(rules, default_players(human_seat=None), seed=seed + deal)
        state.start_deal()
        while state.phase == "playing":
            view = state.view(state.to_move)
            check(view)
            positions += 1
            state.apply(rng.choice(mover).choose(view, rng))
    return positions


class TestLegality:
    @pytest.mark.parametrize("rules_name", sorted(VARIANTS))
    def test_random_basic_and_the_playout_policy_only_play_legal_actions(self, rules_name: str) -> None:
        players = [RandomPlayer(), BasicPlayer(), PolicyPlayer()]
        rng = random.Random(11)

        def check(view: SeatView) -> None:
            for player in players:
                action = player.choose(view, rng)
                assert action in view.legal, (player, view.legal, action)

        assert _play_positions(rules_name, deals=6, seed=len(rules_name), check=check) >= 300

    @pytest.mark.parametrize("rules_name", sorted(VARIANTS))
    def test_strong_only_plays_legal_actions(self, rules_name: str) -> None:
        strong = StrongPlayer(samples=2, time_budget=None, work_budget=40, exact_cards=12, search_stock=True)
        rng = random.Random(12)
        count = 0

        def check(view: SeatView) -> None:
            nonlocal count
            count += 1
            if count % 3 == 0:  # every third position keeps the test quick
                assert strong.choose(view, rng) in view.legal

        _play_positions(rules_name, deals=2, seed=100 + len(rules_name), check=check)
        assert count >= 100

    def test_no_blind_play_when_it_is_off(self) -> None:
        def check(view: SeatView) -> None:
            assert not any(isinstance(a, PlayBlind) for a in view.legal)
            assert not isinstance(BasicPlayer().choose(view, random.Random(0)), PlayBlind)

        _play_positions("no-blind", deals=3, seed=9, check=check)

    def test_lead_limit_is_respected(self) -> None:
        # Seat 1 holds all four sevens and leads three of them unmatched; the fourth is barred.
        state = forced_deal(["2C 3C 4C 5C 6C 8C", "7C 7D 7H 7S 9C 9D", "2D 3D 4D 5D 6D 8D",
                             "2H 3H 4H 5H 6H 8H"], dealer=0)
        sevens = iter(("7C", "7D", "7H"))
        for _ in range(3):
            assert state.to_move == 1
            state.apply(PlayCard(1, Card.parse(next(sevens))))
            for seat in (2, 3, 0):
                hand = sorted(state.hands[seat])
                state.apply(PlayCard(seat, hand[0]))
        view = state.view(1)
        assert view.barred_lead_rank == "7"
        strong = StrongPlayer(samples=3, time_budget=None, work_budget=300, search_stock=True)
        for player in (RandomPlayer(), BasicPlayer(), strong):
            for seed in range(5):
                action = player.choose(view, random.Random(seed))
                assert action in view.legal
                assert not (isinstance(action, PlayCard) and action.card.rank == "7")


class TestMakePlayer:
    def test_levels(self) -> None:
        assert LEVELS == ("random", "basic", "strong", "expert")
        for level in LEVELS:
            assert make_player(level).choose  # type: ignore[truthy-function]
        with pytest.raises(ValueError):
            make_player("grandmaster")

    def test_reproducible_strong_has_no_clock(self) -> None:
        player = make_player("strong", reproducible=True)
        assert isinstance(player, StrongPlayer) and player.time_budget is None
        game_player = make_player("strong")
        assert isinstance(game_player, StrongPlayer) and game_player.time_budget is not None

    def test_random_covers_blind_play(self) -> None:
        state = _mid_deal(seed=1, moves=0)
        view = state.view(state.to_move)
        rng = random.Random(0)
        picks = {RandomPlayer().choose(view, rng) for _ in range(400)}
        assert picks == set(view.legal)

    def test_distinct_actions_merge_equal_ranks(self) -> None:
        state = forced_deal(["2C 2D 2H 5C 5D AS", "3C 3D 3H 6C 6D KS", "4C 4D 4H 8C 8D QS",
                             "9C 9D 9H JC JD TS"], dealer=3)
        view = state.view(0)
        merged = distinct_actions(view)
        assert [str(a) for a in merged] == ["0:2C", "0:5C", "0:AS", "0:blind"]


def _started_deal(rules: Rules, seed: int) -> tuple[GameState, FastDeal]:
    """A freshly dealt game and the same deal on the fast simulator."""
    state = GameState(rules, default_players(human_seat=None), seed=seed)
    start = next(e for e in state.start_deal() if isinstance(e, DealStarted))
    deal = FastDeal(FastRules.of(rules), [[c.index >> 2 for c in h] for h in start.hands],
                    [c.index >> 2 for c in reversed(start.stock)], start.leader)
    return state, deal


class TestPlayoutPolicy:
    @pytest.mark.parametrize(("lead_value", "spare"), [(False, False), (True, False), (True, True)])
    @pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2", "no-blind", "fourth-king"])
    def test_decides_on_the_seats_view_alone(self, rules_name: str, lead_value: bool, spare: bool) -> None:
        """In a playout the policy runs on a whole world; it must choose exactly what it
        chooses from the seat's view alone (where the other hands and the stock are blanks)."""
        from ristikontra.ai.fastsim import BLIND
        from ristikontra.ai.playout import choose_move

        rules = VARIANTS[rules_name]
        for seed in range(3):
            state, deal = _started_deal(rules, seed)
            played = [0] * 13
            rng = random.Random(seed)
            while state.phase == "playing":
                seat = state.to_move
                move = choose_move(deal, played, seat & 1 if lead_value else -1, seat & 1 if spare else -1)
                from_view = PolicyPlayer(lead_value, spare).choose(state.view(seat), rng)
                assert from_view == (blind(seat) if move == BLIND else play(seat, state.hands[seat][move]))
                # Mix in random moves so the positions are not only the policy's own.
                action = rng.choice(state.legal_actions()) if rng.random() < 0.3 else from_view
                index = BLIND if isinstance(action, PlayBlind) else state.hands[seat].index(action.card)
                played[deal.stock[-1] if index == BLIND else deal.hands[seat][index]] += 1
                deal.play(index)
                state.apply(action)

    @pytest.mark.parametrize("lead_team", [-1, 0, 1])
    @pytest.mark.parametrize("rules_name", ["sticks", "short", "dirty", "lead-limit-2", "no-blind", "fourth-king"])
    def test_play_out_plays_the_policys_moves(self, rules_name: str, lead_team: int) -> None:
        """The search's hot loop (:func:`play_out`, with the simulator's play inlined) ends every
        deal exactly as choosing with :func:`choose_move` and playing with `FastDeal.play` does,
        with or without a team that values the lead and throws spare copies."""
        from ristikontra.ai.playout import choose_move, play_out

        rules = VARIANTS[rules_name]
        for seed in range(40):
            _, deal = _started_deal(rules, seed)
            played = [0] * 13
            rng = random.Random(seed)
            # Start from a random point of the deal, reached by random moves.
            for _ in range(rng.randrange(52)):
                move = rng.choice(deal.legal())
                played[deal.stock[-1] if move < 0 else deal.hands[deal.to_move][move]] += 1
                deal.play(move)
            fast, fast_played = deal.copy(), played[:]
            play_out(fast, fast_played, lead_team, lead_team)
            while not deal.over:
                move = choose_move(deal, played, lead_team, lead_team)
                played[deal.stock[-1] if move < 0 else deal.hands[deal.to_move][move]] += 1
                deal.play(move)
            assert (fast.points, fast.tricks, fast.dirty, fast_played) == (deal.points, deal.tricks, deal.dirty, played)
