"""Build forced deals from a script of plays, for the worked examples of docs/RULES.md §5.

A script lists tricks in playing order, each play as ``"A:7H"`` (seat letter, card from hand) or
``"B:*8D"`` (blind: the stock card that turns up). The builder works out which cards each seat
must hold and the stock order that makes the script happen, filling the rest from unused cards.
It decides trick winners with its own few lines, independent of the engine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ristikontra.engine import DECK, Card, Event, GameState, Rules, blind, play

SEATS = {"A": 0, "B": 1, "C": 2, "D": 3}


@dataclass
class Play:
    seat: int
    card: Card
    blind: bool


@dataclass
class Script:
    tricks: list[list[Play]]
    dealer: int
    hands: list[list[Card]] = field(default_factory=list)
    stock: list[Card] = field(default_factory=list)


def parse_trick(text: str) -> list[Play]:
    plays = []
    for item in text.split():
        seat_letter, _, card_text = item.partition(":")
        is_blind = card_text.startswith("*")
        plays.append(Play(SEATS[seat_letter], Card.parse(card_text.lstrip("*")), is_blind))
    return plays


def winner_of(trick: list[Play]) -> int:
    lead = trick[0].card.rank
    winner = trick[0].seat
    for p in trick[1:]:
        if p.card.rank == lead:
            winner = p.seat
    return winner


def build(tricks: list[str], dealer: int = 3, filler_order: list[Card] | None = None) -> Script:
    """Turn the scripted tricks into hands and a stock (top first) that realise them."""
    parsed = [parse_trick(t) for t in tricks]
    used = [p.card for t in parsed for p in t]
    assert len(used) == len(set(used)), "a card is scripted twice"
    pool = [c for c in (filler_order or list(DECK)) if c not in used]
    needed: list[list[Card]] = [[], [], [], []]
    for t in parsed:
        for p in t:
            if not p.blind:
                needed[p.seat].append(p.card)
    hands = [needed[s][:6] for s in range(4)]
    for s in range(4):
        while len(hands[s]) < 6:
            hands[s].append(pool.pop(0))
    queue = [needed[s][6:] for s in range(4)]
    stock: list[Card] = []
    leader = (dealer + 1) % 4
    for number, t in enumerate(parsed, 1):
        assert t[0].seat == leader, f"trick {number} must be led by seat {leader}"
        assert [p.seat for p in t] == [(leader + i) % 4 for i in range(4)], f"trick {number}: wrong order"
        for p in t:
            if p.blind:
                stock.append(p.card)
        winner = winner_of(t)
        if number <= 7:
            blind_seats = {p.seat for p in t if p.blind}
            for i in range(4):
                seat = (winner + i) % 4
                if seat in blind_seats:
                    continue
                stock.append(queue[seat].pop(0) if queue[seat] else pool.pop(0))
        leader = winner
    assert not any(queue), "a seat plays more hand cards than it can have received by then"
    assert len(stock) <= 28
    stock.extend(pool[: 28 - len(stock)])
    del pool[: 28 - len(stock)]
    assert sum(len(h) for h in hands) + len(stock) == 52
    return Script(parsed, dealer, hands, stock)


def start(script: Script, rules: Rules | None = None, seed: int = 0) -> tuple[GameState, list[Event]]:
    state = GameState(rules or Rules(), seed=seed)
    events = state.start_deal(script.hands, script.stock, script.dealer)
    return state, events


def play_trick(state: GameState, trick: list[Play]) -> list[Event]:
    events: list[Event] = []
    for p in trick:
        action = blind(p.seat) if p.blind else play(p.seat, p.card)
        events.extend(state.apply(action))
    return events


def run(script: Script, rules: Rules | None = None, upto: int | None = None) -> tuple[GameState, list[Event]]:
    """Start the scripted deal and play its tricks (all, or the first `upto`)."""
    state, events = start(script, rules)
    for trick in script.tricks[: upto if upto is not None else len(script.tricks)]:
        events.extend(play_trick(state, trick))
    return state, events


def filler_tricks(cards: list[Card], leader: int, count: int, avoid_lead: set[str] | None = None) -> list[str]:
    """`count` tricks the leader wins unmatched, built from `cards` (4 per trick).

    The given order is kept if every run of four has a rank the others lack (and no rank would be
    led a third time in a row); otherwise seeded shuffles are tried until one works.
    """
    for attempt in range(2000):
        order = list(cards[: 4 * count])
        if attempt:
            random.Random(attempt).shuffle(order)
        tricks = _try_fill(order, leader, count, avoid_lead or set())
        if tricks is not None:
            return tricks
    raise AssertionError(f"cannot build {count} unmatched tricks from {cards}")


def _try_fill(order: list[Card], leader: int, count: int, avoid: set[str]) -> list[str] | None:
    out = []
    last_leads: list[str] = []
    for i in range(count):
        group = order[4 * i: 4 * i + 4]
        ranks = [c.rank for c in group]
        candidates = [c for c in group if ranks.count(c.rank) == 1 and c.rank not in avoid
                      and not (len(last_leads) >= 2 and last_leads[-1] == last_leads[-2] == c.rank)]
        if not candidates:
            return None
        lead = candidates[0]
        others = [c for c in group if c is not lead]
        last_leads.append(lead.rank)
        seats = [(leader + k) % 4 for k in range(4)]
        out.append(" ".join(f"{'ABCD'[s]}:{c}" for s, c in zip(seats, [lead, *others], strict=True)))
    return out


def _zero_cards() -> list[Card]:
    return [c for c in DECK if c.rank in "23456789"]


def split_script(team0: list[Card]) -> Script:
    """A full deal in which team 0 takes exactly the cards `team0` (a multiple of four).

    A leads and wins the first tricks unmatched; then B matches A's lead and leads (and wins)
    the rest. With all 52 cards team 0 sweeps; with none, B+D take every trick.
    """
    assert len(team0) % 4 == 0
    team1 = [c for c in DECK if c not in team0]
    m = len(team0) // 4
    if m == 13:
        return build(filler_tricks(_spread(team0), 0, 13), dealer=3)
    if m == 0:
        return build(filler_tricks(_spread(team1), 1, 13), dealer=0)
    tricks = filler_tricks(_spread(team0), 0, m)
    # The handover trick: A leads rank r, B matches it, C and D play other ranks.
    by_rank: dict[str, list[Card]] = {}
    for c in team1:
        by_rank.setdefault(c.rank, []).append(c)
    rank = next(r for r in "23456789JQKTA" if len(by_rank.get(r, [])) >= 2)
    pair = by_rank[rank][:2]
    others = [c for c in team1 if c.rank != rank][:2]
    tricks.append(f"A:{pair[0]} B:{pair[1]} C:{others[0]} D:{others[1]}")
    rest = [c for c in team1 if c not in pair and c not in others]
    tricks.extend(filler_tricks(_spread(rest), 1, 12 - m))
    return build(tricks, dealer=3)


def _spread(group: list[Card]) -> list[Card]:
    """Order cards so that runs of four mix ranks: first one card of each rank, then the next."""
    seen: dict[str, int] = {}
    keyed = []
    for c in sorted(group, key=lambda c: c.index):
        keyed.append((seen.get(c.rank, 0), c.index, c))
        seen[c.rank] = seen.get(c.rank, 0) + 1
    return [c for _, _, c in sorted(keyed, key=lambda t: (t[0], t[1]))]


interleave = _spread
