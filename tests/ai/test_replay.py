"""The replay inference: `basic`'s own plays are its best choices on the true hands, true hands
weigh more than random ones, and only the seat's view is read."""

from __future__ import annotations

import math
import random

import pytest

from ristikontra.ai.basic import BasicPlayer
from ristikontra.ai.knowledge import Knowledge
from ristikontra.ai.replay import TREMBLE, Replay
from ristikontra.engine import GameState, SeatView, default_players
from tests.ai.helpers import VARIANTS


def _positions(rules_name: str, seeds: range, tricks: tuple[int, ...]) -> list[tuple[GameState, SeatView]]:
    """(state, view of the seat to move) at the given tricks of deals four `basic` players play."""
    found = []
    player = BasicPlayer()
    for seed in seeds:
        state = GameState(VARIANTS[rules_name], default_players(human_seat=None), seed=seed)
        state.start_deal()
        rng = random.Random(seed)
        while state.phase == "playing":
            view = state.view(state.to_move)
            if view.trick_no in tricks:
                found.append((state.copy(), view))
            state.apply(player.choose(view, rng))
    return found


def _true_hands(state: GameState) -> list[list[int]]:
    return [[c.index >> 2 for c in hand] for hand in state.hands]


@pytest.mark.parametrize("rules_name", sorted(VARIANTS))
def test_basic_plays_are_its_first_best_choice_on_the_true_hands(rules_name: str) -> None:
    # Replayed on the hands the seats really held, every hand-phase play of a `basic` seat is
    # the option the replay scores best, the lowest rank among equals (as `basic` breaks ties):
    # the replay scores plays exactly as `basic` does.
    checked = 0
    for state, view in _positions(rules_name, range(6), (9, 11, 13)):
        replay = Replay(view)
        hands = _true_hands(state)
        for play, since in zip(replay.plays, replay.since, strict=True):
            if play.drew:
                continue
            counts = [0] * 13
            for r in [*hands[play.seat], *since]:
                counts[r] += 1
            own, scores = replay.option_scores(play, counts)
            best = max(scores.values())
            assert own == pytest.approx(best, abs=1e-9), (rules_name, play.seat, play.rank, scores)
            first = min(r for r, score in scores.items() if score > best - 1e-9 and r >= 0)
            assert first == play.rank, (rules_name, play.seat, play.rank, scores)
            checked += 1
    assert checked > 100


def test_a_play_basic_would_not_make_falls_to_the_tremble_share() -> None:
    # The same plays on hands dealt anew: some of them are no longer best, and those get the
    # tremble share only (so the check above can fail).
    view = next(v for _, v in _positions("sticks", range(3), (11,)) if len(v.trick) == 2)
    replay = Replay(view, 60.0)
    rng = random.Random(1)
    know = Knowledge(view, None)
    worst = 0.0
    for _ in range(200):
        world, _ = know.world(rng)
        for play, since in zip(replay.plays, replay.since, strict=True):
            single = Replay(view, 60.0)
            single.plays, single.since = [play], [since]
            worst = min(worst, single.log_weight(world.hands))
    assert worst < math.log(TREMBLE / 2) + 1e-6


def test_true_hands_weigh_more_than_random_ones() -> None:
    # Over positions of real deals, the true hands outweigh the median random world dealt from
    # the same view in most positions, and by more the later the deal.
    above = 0
    positions = _positions("sticks", range(12), (10, 12))
    rng = random.Random(3)
    for state, view in positions:
        know = Knowledge(view, None, replay=1.0)
        assert know.replay is not None
        truth = know.replay.log_weight(_true_hands(state))
        sampled = sorted(know.replay.log_weight(know.world(rng)[0].hands) for _ in range(60))
        above += truth > sampled[len(sampled) // 2]
    assert above >= 0.8 * len(positions)


def test_only_the_view_is_read_and_the_kept_plays_give_the_same_weights() -> None:
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
    fresh = Replay(view)
    # Plays kept from an earlier decision of the deal (trick 9) serve this one unchanged.
    known: dict[tuple[object, ...], object] = {}
    earlier = next(v for s, v in _positions("dirty", range(2, 3), (9,)))
    Replay(earlier, known=known)  # type: ignore[arg-type]
    kept = Replay(view, known=known)  # type: ignore[arg-type]
    again = Replay(other.view(view.seat))
    for hands in worlds:
        weight = fresh.log_weight(hands)
        assert kept.log_weight(hands) == pytest.approx(weight)
        assert again.log_weight(hands) == pytest.approx(weight)


def test_no_replay_before_the_hand_phase_or_when_switched_off() -> None:
    _, view = _positions("sticks", range(1), (5,))[0]
    assert Replay(view).plays == []
    _, late = _positions("sticks", range(1), (10,))[0]
    assert Replay(late).plays
    assert Knowledge(late, None, replay=0.0).replay is None
