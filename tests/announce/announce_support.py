"""Shared helpers of the announcer tests: seeded games, a scripted deal, transcripts."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from fluent.syntax import ast

from ristikontra.announce import Narrator
from ristikontra.engine import DECK, Card, Event, GameState, Rules, cards

#: A scripted deal: seat 3 deals, so you (seat 0) lead; you hold all four sevens.
HANDS = [
    cards("7C 7D 7H 7S AH KS"),
    cards("2C 3C 4C 5C 6C 8C"),
    cards("2D 3D 4D 5D 6D 8D"),
    cards("2H 3H 4H 5H 6H 8H"),
]
#: Top card first: the first blind play turns up the nine of spades.
STOCK_TOP = cards("9S QH TD 9H")


def scripted_state(rules: Rules | None = None) -> GameState:
    state = GameState(rules=rules, seed=1)
    used = {c for h in HANDS for c in h} | set(STOCK_TOP)
    stock = STOCK_TOP + [c for c in DECK if c not in used]
    state.start_deal(hands=HANDS, stock=stock, dealer=3)
    return state


def card(text: str) -> Card:
    return Card.parse(text)


def play_seeded(seed: int, on_batch: Callable[[list[Event], GameState], None],
                rules: Rules | None = None, deals: int = 1) -> GameState:
    """Play `deals` deals of a seeded game with a random legal policy; call `on_batch` after each."""
    state = GameState(rules=rules, seed=seed)
    rng = random.Random(seed)
    for _ in _play(state, rng, deals, lambda batch: on_batch(batch, state)):
        pass
    return state


def _play(state: GameState, rng: random.Random, deals: int,
          hook: Callable[[list[Event]], None]) -> Iterator[list[Event]]:
    for _ in range(deals):
        if state.phase == "game_over":
            return
        batch = state.start_deal()
        hook(batch)
        yield batch
        while state.phase == "playing":
            batch = state.apply(rng.choice(state.legal_actions()))
            hook(batch)
            yield batch


def transcript(seed: int, lang: str, verbosity: str, rules: Rules | None = None, deals: int = 1) -> str:
    """The narration of seat 0 for a seeded game, one line per message."""
    narrator = Narrator(lang, verbosity)
    lines: list[str] = []
    play_seeded(seed, lambda batch, state: lines.extend(narrator.feed(batch, state.view(0))), rules, deals)
    return "\n".join(lines) + "\n"


def walk_fluent(node: object) -> Iterator[object]:
    """Every node of a Fluent syntax tree (fluent.syntax.ast), depth first."""
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from walk_fluent(item)
            elif isinstance(value, ast.BaseNode):
                yield from walk_fluent(value)
