"""The replay inference: `basic`'s own plays are its best choices on the true hands (in the stock
phase too), the average over the draws is the brute-force one, true hands weigh more than random
ones, and only the seat's view is read."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from ristikontra.ai.basic import BasicPlayer, choose_basic
from ristikontra.ai.knowledge import Knowledge
from ristikontra.ai.replay import TREMBLE, Replay
from ristikontra.ai.strong import StrongPlayer
from ristikontra.engine import GameState, SeatView, default_players
from ristikontra.engine.state import STOCK_TRICKS
from tests.ai.helpers import VARIANTS

#: (trick, seat) -> the rank counts that seat held as the trick began.
HandsThen = dict[tuple[int, int], list[int]]


def _deals(rules_name: str, seeds: range, tricks: tuple[int, ...],
           player: Any = None) -> list[tuple[GameState, SeatView, HandsThen]]:
    """(state, view of the seat to move, the hands held at each trick so far) at the given tricks
    of deals four `basic` players (or `player`) play."""
    found = []
    if player is None:
        player = BasicPlayer()
    for seed in seeds:
        state = GameState(VARIANTS[rules_name], default_players(human_seat=None), seed=seed)
        state.start_deal()
        rng = random.Random(seed)
        then: HandsThen = {}
        while state.phase == "playing":
            view = state.view(state.to_move)
            then.setdefault((view.trick_no, view.seat), _counts(c.index >> 2 for c in state.hands[view.seat]))
            if view.trick_no in tricks:
                found.append((state.copy(), view, dict(then)))
            state.apply(player.choose(view, rng))
    return found


def _positions(rules_name: str, seeds: range, tricks: tuple[int, ...]) -> list[tuple[GameState, SeatView]]:
    return [(state, view) for state, view, _ in _deals(rules_name, seeds, tricks)]


def _counts(ranks: object) -> list[int]:
    counts = [0] * 13
    for r in ranks:  # type: ignore[attr-defined]
        counts[r] += 1
    return counts


def _true_hands(state: GameState) -> list[list[int]]:
    return [[c.index >> 2 for c in hand] for hand in state.hands]


@pytest.mark.parametrize("rules_name", sorted(VARIANTS))
def test_basic_plays_are_its_first_best_choice_on_the_true_hands(rules_name: str) -> None:
    # Replayed on the hands the seats really held, every play of a `basic` seat from the first
    # trick on (the stock's blind play and the fourth-king rule open) is the option the replay
    # scores best, the lowest rank among equals (as `basic` breaks ties), and every blind play
    # beats every hand card: the replay scores plays exactly as `basic` does.
    checked = stock = blind = 0
    for _, view, then in _deals(rules_name, range(6), (6, 9, 13)):
        replay = Replay(view, replay_from=1, blind=True)
        for play in replay.plays:
            own, scores = replay.option_scores(play, then[(play.number, play.seat)])
            best = max(scores.values())
            assert own == pytest.approx(best, abs=1e-9), (rules_name, play.number, play.seat, play.rank, scores)
            if play.rank < 0:
                assert all(score < own - 1e-9 for r, score in scores.items() if r >= 0)
                blind += 1
                continue
            first = min(r for r, score in scores.items() if score > best - 1e-9 and r >= 0)
            assert first == play.rank, (rules_name, play.number, play.seat, play.rank, scores)
            checked += 1
            stock += play.number <= STOCK_TRICKS
    assert checked > 200 and stock > 100
    assert blind > 5 or not VARIANTS[rules_name].blind_play


def _brute_force(replay: Replay, view: SeatView, seat: int, hand: list[int]) -> float:
    """The seat's likelihood by every card-level way its draws may have gone, read afresh from the
    view: back from `hand`, a play from hand adds its card, a draw (after a finished stock trick
    played from hand) takes away any one held card, each with the same chance."""
    plays = {(p.number, p.seat): p for p in replay.plays}
    steps: list[tuple[int, int, bool]] = []  # (trick, rank, blind), the latest first
    for rec in view.history:
        for s, card, blind in zip(rec.seats, rec.cards, rec.blind, strict=True):
            if s == seat:
                steps.append((rec.number, card.index >> 2, blind))
    for s, card, blind in view.trick:
        if s == seat:
            steps.append((view.trick_no, card.index >> 2, blind))
    steps = [step for step in reversed(steps) if step[0] >= replay.replay_from]

    def walk(i: int, held: list[int]) -> float:
        if i == len(steps):
            return 1.0
        number, rank, blind = steps[i]
        if blind:
            weight = replay._p(plays[(number, seat)], _counts(held)) if replay.blind else 1.0
            return weight * walk(i + 1, held)

        def then(before: list[int]) -> float:
            return replay._p(plays[(number, seat)], _counts(before)) * walk(i + 1, before)

        if number <= STOCK_TRICKS and number < view.trick_no:
            return sum(then(held[:j] + held[j + 1:] + [rank]) for j in range(len(held))) / len(held)
        return then([*held, rank])

    return walk(0, hand)


@pytest.mark.parametrize(("rules_name", "trick", "replay_from", "blind"),
                         [("sticks", 8, 5, False), ("dirty", 9, 4, False), ("fourth-king", 7, 4, False),
                          ("sticks", 6, 3, False), ("sticks", 8, 4, True), ("total", 7, 3, True)])
def test_the_average_over_the_draws_is_the_brute_force_one(rules_name: str, trick: int, replay_from: int,
                                                           blind: bool) -> None:
    # Small positions: the replay's average over the draws, worked out on rank counts and kept
    # by them, is the one over every card-level way the draws may have gone.
    rng = random.Random(7)
    compared = 0
    for state, view in _positions(rules_name, range(3), (trick,))[::3]:
        replay = Replay(view, replay_from=replay_from, blind=blind)
        know = Knowledge(view, None)
        worlds = [_true_hands(state)] + [know.world(rng)[0].hands for _ in range(3)]
        assert replay.chains
        for hands in worlds:
            brute = sum(math.log(_brute_force(replay, view, s, list(hands[s]))) for s in range(4) if s != view.seat)
            assert replay.log_weight(hands) == pytest.approx(brute, abs=1e-9)
            compared += 1
    assert compared >= 8


def test_a_play_basic_would_not_make_falls_to_the_tremble_share() -> None:
    # The same plays on hands dealt anew: some of them are no longer best, and those get the
    # tremble share only (so the check above can fail).
    _, view, _ = next(d for d in _deals("sticks", range(3), (11,)) if len(d[1].trick) == 2)
    replay = Replay(view, 60.0, replay_from=1)
    rng = random.Random(1)
    worst = 1.0
    for _ in range(200):
        for play in replay.plays:
            hand = [play.rank, *rng.sample(range(13), 5)]
            worst = min(worst, replay._p(play, _counts(hand)))
    assert worst < TREMBLE / 2 + 1e-6


@pytest.mark.parametrize("replay_from", [7, 5])
def test_true_hands_weigh_more_than_random_ones(replay_from: int) -> None:
    # Over positions of real deals, the true hands outweigh the median random world dealt from
    # the same view in most positions.
    above = 0
    positions = _positions("sticks", range(12), (9, 10, 12))
    rng = random.Random(3)
    for state, view in positions:
        know = Knowledge(view, None, replay=1.0, replay_from=replay_from)
        assert know.replay is not None
        truth = know.replay.log_weight(_true_hands(state))
        sampled = sorted(know.replay.log_weight(know.world(rng)[0].hands) for _ in range(60))
        above += truth > sampled[len(sampled) // 2]
    assert above >= 0.8 * len(positions)


@pytest.mark.parametrize("replay_from", [7, 5])
def test_only_the_view_is_read_and_the_kept_plays_give_the_same_weights(replay_from: int) -> None:
    state, view = _positions("dirty", range(2, 3), (12,))[0]
    other = state.copy()
    hidden = [c for s in range(4) if s != view.seat for c in other.hands[s]]
    random.Random(9).shuffle(hidden)
    for s in range(4):
        if s != view.seat:
            size = len(other.hands[s])
            other.hands[s], hidden = hidden[:size], hidden[size:]
    assert other.view(view.seat) == view
    rng = random.Random(4)
    worlds = [Knowledge(view, None).world(rng)[0].hands for _ in range(30)]
    fresh = Replay(view, replay_from=replay_from)
    # Plays kept from earlier decisions of the deal (the stock's trick 6, trick 9) serve this
    # one unchanged.
    known: dict[tuple[object, ...], object] = {}
    for earlier in (6, 9):
        _, before = _positions("dirty", range(2, 3), (earlier,))[0]
        Replay(before, known=known, replay_from=replay_from)
    kept = Replay(view, known=known, replay_from=replay_from)
    again = Replay(other.view(view.seat), replay_from=replay_from)
    for hands in worlds:
        weight = fresh.log_weight(hands)
        assert kept.log_weight(hands) == pytest.approx(weight)
        assert again.log_weight(hands) == pytest.approx(weight)


def test_no_replay_before_its_first_trick_or_when_switched_off() -> None:
    _, view = _positions("sticks", range(1), (5,))[0]
    assert Replay(view).plays == []
    assert {p.number for p in Replay(view, replay_from=4).plays} <= {4, 5}
    _, late = _positions("sticks", range(1), (10,))[0]
    assert {p.number for p in Replay(late).plays} >= {7, 8, 9}
    assert min(p.number for p in Replay(late, replay_from=5).plays) == 5
    assert Knowledge(late, None, replay=0.0).replay is None


def test_the_search_takes_its_depth_as_an_option_and_counts_the_early_replay_as_work() -> None:
    # On one work budget, replaying the whole deal leaves fewer worlds than replaying from trick 7:
    # the early plays' evaluations are paid for out of the budget.
    assert StrongPlayer.from_spec("strong[replay_from=5]").replay_from == 5
    _, view = next((s, v) for s, v in _positions("sticks", range(4), (8,)) if len(v.trick) == 3)
    looked = {}
    for depth in (7, 1):
        player = StrongPlayer(samples=10**6, time_budget=None, work_budget=4000, replay_from=depth)
        player.search(view, random.Random(5))
        looked[depth] = player.last_samples
    assert 0 < looked[1] < looked[7]


class _HabitPlayer:
    """`strong`'s habit alone: `basic` with the lead's worth and spare copies."""

    def choose(self, view: SeatView, rng: random.Random) -> object:
        return choose_basic(view, lead_value=True, spare_copies=True)


@pytest.mark.parametrize("rules_name", ["sticks", "dirty", "fourth-king"])
def test_the_habit_replay_scores_the_habits_plays_best_on_the_true_hands(rules_name: str) -> None:
    # With `habit`, the replay scores plays as `strong`'s habit does: every play of a seat that
    # plays by it, replayed on the hand it really held, is the option scored best.
    checked = 0
    for _, view, then in _deals(rules_name, range(6), (9, 13), _HabitPlayer()):
        replay = Replay(view, replay_from=1, blind=True, habit=True)
        plain = Replay(view, replay_from=1, blind=True)
        for play in replay.plays:
            if play.rank < 0:
                continue
            counts = then[(play.number, play.seat)]
            own, scores = replay.option_scores(play, counts)
            assert own == pytest.approx(max(scores.values()), abs=1e-9), (rules_name, play.number, scores)
            first = min(r for r, score in scores.items() if score > own - 1e-9 and r >= 0)
            assert first == play.rank
            checked += 1
        assert len(replay.plays) == len(plain.plays)
    assert checked > 200
