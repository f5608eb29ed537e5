"""Random-play invariants over thousands of deals, under every rule set and option."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from ristikontra.engine import (
    PRESETS,
    CardDrawn,
    DealStarted,
    GameState,
    Rules,
    event_to_json,
)
from ristikontra.engine.log import GameLog, read_log, replay
from tests.engine.checker import LogError, check

VARIANTS = [
    PRESETS[name].with_options(blind_play=blind, lead_limit=limit, dirty=dirty, fourth_king=fk)
    for name, blind, limit, dirty, fk in itertools.product(
        ("sticks", "total", "short"), (True, False), (3, 2, 0), (False, True), (False, True)
    )
    if not (dirty and not fk)
]


def random_game(rules: Rules, seed: int, max_deals: int = 40) -> tuple[GameState, list]:
    state = GameState(rules, seed=seed)
    rng = random.Random(seed * 7 + 1)
    events: list = []
    while state.phase != "game_over":
        if state.phase in ("new", "deal_over"):
            if state.deal_no >= max_deals:
                break
            events += state.start_deal()
            continue
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.scoring}-{r.target}-b{int(r.blind_play)}"
                         f"-l{r.lead_limit}-d{int(r.dirty)}-k{int(r.fourth_king)}")
def test_random_games_obey_every_rule(rules: Rules) -> None:
    deals = 0
    seed = 0
    while deals < 120:
        _state, events = random_game(rules, seed)
        deals += check([event_to_json(e) for e in events])
        seed += 1
    assert deals >= 120


def test_thousands_of_deals_under_the_default_rules() -> None:
    deals = 0
    for seed in range(100, 400):
        _, events = random_game(PRESETS["sticks"], seed)
        deals += check([event_to_json(e) for e in events])
    assert deals > 2000


def test_the_checker_catches_a_wrong_winner() -> None:
    _, events = random_game(PRESETS["sticks"], 3, max_deals=1)
    lines = [event_to_json(e) for e in events]
    won = next(e for e in lines if e["type"] == "trick_won")
    won["seat"] = (won["seat"] + 1) % 4
    with pytest.raises(LogError) as caught:
        check(lines)
    assert caught.value.rule == "trick_winner"


def test_the_checker_catches_a_broken_lead_limit() -> None:
    # Find a game where someone had a barred lead available, and make them play it.
    for seed in range(200):
        state = GameState(PRESETS["sticks"].with_options(blind_play=False), seed=seed)
        rng = random.Random(seed)
        events = state.start_deal()
        while state.phase == "playing":
            barred = state._barred_lead_rank()
            hand_cards = [c for c in state.hands[state.to_move] if c.rank == barred]
            if barred and hand_cards and len(state.legal_actions()) > 0:
                lines = [event_to_json(e) for e in events]
                lines.append({"type": "card_played", "deal": state.deal_no, "trick": state.trick_no,
                              "seat": state.to_move, "card": str(hand_cards[0]), "blind": False})
                with pytest.raises(LogError) as caught:
                    check(lines)
                assert caught.value.rule == "lead_limit"
                return
            events += state.apply(rng.choice(state.legal_actions()))
    pytest.fail("no barred lead ever came up")


def test_same_seed_same_actions_same_game() -> None:
    a = random_game(PRESETS["sticks"], 42)[1]
    b = random_game(PRESETS["sticks"], 42)[1]
    assert [event_to_json(e) for e in a] == [event_to_json(e) for e in b]
    c = random_game(PRESETS["sticks"], 43)[1]
    assert [event_to_json(e) for e in a] != [event_to_json(e) for e in c]


@pytest.mark.parametrize("rules", [PRESETS["sticks"], PRESETS["short"].with_options(dirty=True)])
def test_the_log_round_trips_and_replays_to_the_same_state(rules: Rules, tmp_path) -> None:  # type: ignore[no-untyped-def]
    state, events = random_game(rules, 11)
    path = tmp_path / "game.jsonl"
    with GameLog(path) as log:
        log.write(events)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(events)
    assert all(json.loads(line)["type"] for line in lines)
    back = read_log(path)
    assert back == events
    replayed = replay(back)
    assert replayed.to_dict() == state.to_dict()


def test_replay_rejects_a_tampered_log() -> None:
    from ristikontra.engine.log import ReplayError

    _, events = random_game(PRESETS["sticks"], 5, max_deals=1)
    lines = [event_to_json(e) for e in events]
    draw = next(i for i, e in enumerate(lines) if e["type"] == "card_drawn")
    lines[draw]["seat"] = (lines[draw]["seat"] + 1) % 4
    from ristikontra.engine import event_from_json

    with pytest.raises(ReplayError):
        replay([event_from_json(e) for e in lines])


def test_a_forced_deal_replays() -> None:
    _state, events = random_game(PRESETS["sticks"], 9, max_deals=1)
    deal = next(e for e in events if isinstance(e, DealStarted))
    forced = GameState(PRESETS["sticks"], seed=1234)
    forced_events = forced.start_deal(deal.hands, deal.stock, deal.dealer)
    rng = random.Random(0)
    while forced.phase == "playing":
        forced_events += forced.apply(rng.choice(forced.legal_actions()))
    assert replay(forced_events).to_dict()["hands"] == forced.to_dict()["hands"]


def test_draws_reach_every_seat_back_to_six() -> None:
    _, events = random_game(PRESETS["sticks"], 17, max_deals=3)
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert len(draws) == 3 * 28 - sum(1 for e in events if getattr(e, "blind", False) is True
                                      and e.type == "card_played")
