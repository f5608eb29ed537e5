"""Perspective: seat 0 hears only what seat 0 may know."""

from __future__ import annotations

import re

import pytest

from ristikontra.announce import Announcer, Message
from ristikontra.announce.cards import RANK_KEYS
from ristikontra.announce.message import sentence_case
from ristikontra.engine import CardDrawn, DealStarted, Event, GameState, for_seat
from tests.announce.announce_support import play_seeded

SEEDS = range(25)


def _words(messages: list[Message]) -> str:
    return " | ".join(f"{m.text} | {m.short}" for m in messages)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("verbosity", ["brief", "normal", "verbose"])
def test_others_draws_are_never_named(lang: str, verbosity: str) -> None:
    announcer = Announcer(lang, seat=0, verbosity=verbosity)
    per_event = Announcer(lang, seat=0, verbosity=verbosity)
    checked = 0

    def check(batch: list[Event], state: GameState) -> None:
        nonlocal checked
        view = state.view(0)
        hidden = [announcer.card_name(e.card) for e in batch
                  if isinstance(e, CardDrawn) and e.seat != 0 and e.card is not None]
        said = _words(announcer.announce_all(batch, view))
        for event in batch:
            single = _words(per_event.announce(for_seat(event, 0), view))
            if isinstance(event, CardDrawn) and event.seat != 0:
                assert event.card is not None
                rank = announcer.card_name(event.card, with_suit=False)
                assert not re.search(rf"\b{rank}\b", single, re.IGNORECASE), single
        for name in hidden:
            assert name not in said, f"{name!r} named in {said!r}"
            checked += 1

    for seed in SEEDS:
        play_seeded(seed, check)
    assert checked > 300


@pytest.mark.parametrize("lang", ["de", "en"])
def test_deal_start_names_only_the_own_hand(lang: str) -> None:
    announcer = Announcer(lang, seat=0)
    for seed in SEEDS:
        state = GameState(seed=seed)
        events = state.start_deal()
        deal = next(e for e in events if isinstance(e, DealStarted))
        said = _words(announcer.announce_all([deal], state.view(0)))
        own_ranks = {announcer.card_name(c, with_suit=False) for c in deal.hands[0]}
        others = {c for seat in (1, 2, 3) for c in deal.hands[seat]} | set(deal.stock)
        for card in others:
            assert announcer.card_name(card) not in said
        _assert_only_ranks(said, own_ranks, announcer)


def _assert_only_ranks(text: str, allowed: set[str], announcer: Announcer) -> None:
    """Every rank word (singular or plural) in `text` is one of the `allowed` ranks."""
    t = announcer.ctx.t
    # Grouped counts ("two jacks", "zwei Buben") of allowed ranks hold number words that are
    # also rank names; take them out first.
    for key in RANK_KEYS.values():
        if t("rank", rank=key) in allowed:
            for count in (4, 3, 2, 1):
                text = text.replace(t("rank-count", rank=key, count=count), "#")
                text = text.replace(sentence_case(t("rank-count", rank=key, count=count)), "#")
    for key in RANK_KEYS.values():
        singular = t("rank", rank=key)
        plural = t("rank-plural", rank=key)
        if singular in allowed:
            continue
        for word in (singular, plural):
            assert not re.search(rf"\b{word}\b", text, re.IGNORECASE), f"{word!r} in {text!r}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("verbosity", ["brief", "normal"])
def test_hand_summary_mentions_only_cards_in_hand(lang: str, verbosity: str) -> None:
    announcer = Announcer(lang, seat=0, verbosity=verbosity)
    checked = 0

    def check(batch: list[Event], state: GameState) -> None:
        nonlocal checked
        view = state.view(0)
        ranks = {announcer.card_name(c, with_suit=False) for c in view.hand}
        message = announcer.hand_summary(view)
        _assert_only_ranks(f"{message.text} | {message.short}", ranks, announcer)
        listing = announcer.hand_list(view)
        for card in view.hand:
            assert announcer.card_name(card, with_suit=verbosity != "brief").lower() in listing.text.lower()
        checked += 1

    for seed in range(10):
        play_seeded(seed, check)
    assert checked > 100


def test_other_seats_hear_their_own_perspective() -> None:
    state = GameState(seed=3)
    events = state.start_deal()
    deal = next(e for e in events if isinstance(e, DealStarted))
    for seat in range(4):
        announcer = Announcer("de", seat=seat)
        assert announcer.player_name(seat) == "du"
        assert announcer.player_name((seat + 2) % 4) == "dein Partner"
        assert announcer.player_name((seat + 1) % 4, "dat") == "dem linken Gegner"
        assert announcer.player_name((seat + 3) % 4, "acc") == "den rechten Gegner"
        said = _words(announcer.announce_all(events, state.view(seat)))
        ranks = {announcer.card_name(c, with_suit=False) for c in deal.hands[seat]}
        _assert_only_ranks(said.split("|", 2)[-1], ranks, announcer)


def test_names_replace_relations_with_use_names() -> None:
    announcer = Announcer("en", seat=0, use_names=True)
    assert announcer.player_name(0) == "you"
    assert announcer.player_name(1) == "West"
    assert announcer.player_name(2) == "North"
