"""The coach: what the expert would play here and why, and the costliest decisions of a deal.

Both work on one seat's :class:`~ristikontra.engine.SeatView` only (the coach sees no more than
the player it helps) and never touch the game: they search copies of what the view shows.

- :func:`hint` returns the action the expert would play with a typed reason (an id and its
  arguments), chosen from the position and the search's numbers: "your partner is sure to win
  the trick", "every card in your hand costs more than a blind card", "nobody can match this
  lead", ... :func:`coach_message` turns it into a sentence of ``locales/<lang>/coach.ftl``.
- :func:`review` searches every decision one seat made in a deal and returns the two or three
  that cost the most by the search's estimate: the trick, what was played, what the expert would
  have played, and about how many card points it cost. :func:`decisions_in_game` reads the
  decisions of a seat from a game's events (a log).

Deterministic: the searches run on their work budget alone, so the same view and seed give
the same hint.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from ristikontra.ai.base import distinct_actions
from ristikontra.ai.strong import EXPERT_BUDGET, SearchResult, StrongPlayer
from ristikontra.announce.cards import RANK_KEYS, CardWords
from ristikontra.announce.message import Message
from ristikontra.engine import (
    Action,
    CardPlayed,
    DealStarted,
    Event,
    GameStarted,
    GameState,
    PlayBlind,
    PlayCard,
    SeatView,
    blind,
    play,
)
from ristikontra.i18n import translator

__all__ = [
    "COACH_BUDGET",
    "REASONS",
    "Hint",
    "Mistake",
    "coach_message",
    "coach_player",
    "decisions_in_game",
    "hint",
    "review",
]

#: Every reason a hint can give (each has a sentence in both coach catalogs).
REASONS: tuple[str, ...] = (
    "only_choice",
    "blind_every_card_costs_more",
    "lead_sure_winner",
    "lead_cheap",
    "partner_sure_winner",
    "take_trick_sure",
    "take_lead",
    "take_trick",
    "spare_copy",
    "trick_lost_throw_cheap",
    "opponents_winning_throw_cheap",
    "partner_may_lose",
    "search_best",
)

#: A decision costing less than this (card points) is not worth pointing out.
MIN_COST = 1.0


@dataclass(frozen=True)
class Hint:
    """The expert's move and why: ``reason`` is one of :data:`REASONS`, ``args`` its values."""

    action: Action
    reason: str
    args: dict[str, int | str] = field(default_factory=dict)
    #: Card points the move is estimated to gain over the next best one (0 if only one).
    gain: float = 0.0


@dataclass(frozen=True)
class Mistake:
    """One costly decision: in `trick`, `played` where the expert would play `better`."""

    trick: int
    played: Action
    better: Action
    #: Estimated card points lost by the decision (at least :data:`MIN_COST`).
    cost: float


def expert(reproducible: bool = True) -> StrongPlayer:
    """The player the coach asks (the expert level, on its work budget alone)."""
    return StrongPlayer.from_budget(EXPERT_BUDGET, reproducible=reproducible)


#: The coach at the table: the expert level's search on its work budget alone (measured with
#: benchmarks/bench_coach.py, figures in docs/SPEED.md). No clock in it, so the same position always
#: gets the same hint, on a fast machine or a busy one.
COACH_BUDGET = replace(EXPERT_BUDGET, time_budget=None)


def coach_player() -> StrongPlayer:
    """The player behind Shift+H and the deal review at the table (:data:`COACH_BUDGET`)."""
    return StrongPlayer.from_budget(COACH_BUDGET, reproducible=True)


def _index_of(options: Sequence[Action], action: Action) -> int:
    rank = action.card.rank if isinstance(action, PlayCard) else None
    for i, option in enumerate(options):
        if (option.card.rank if isinstance(option, PlayCard) else None) == rank:
            return i
    raise ValueError(f"{action} is not one of the legal actions")


def hint(view: SeatView, rng: random.Random, player: StrongPlayer | None = None) -> Hint:
    """What the expert would play for the seat of `view` (it must be that seat's turn)."""
    options = distinct_actions(view)
    if not options:
        raise ValueError(f"seat {view.seat} has nothing to play")
    if len(options) == 1:
        return Hint(options[0], "only_choice", _card_args(options[0]))
    searcher = player if player is not None else expert()
    result = searcher.search(view, rng, options)
    action = result.options[result.chosen]
    if isinstance(action, PlayCard):
        # Play the card itself that the view holds first of that rank (suits never matter).
        action = next(a for a in view.legal if isinstance(a, PlayCard) and a.card.rank == action.card.rank)
    reason, args = _reason(view, result, action)
    return Hint(action, reason, args, round(_gain(result), 1))


def _gain(result: SearchResult) -> float:
    chosen = result.points[result.chosen]
    others = [p for i, p in enumerate(result.points) if i != result.chosen]
    return max(0.0, chosen - max(others)) if others else 0.0


def _card_args(action: Action) -> dict[str, int | str]:
    return {"rank": RANK_KEYS[action.card.rank]} if isinstance(action, PlayCard) else {}


def _reason(view: SeatView, result: SearchResult, action: Action) -> tuple[str, dict[str, int | str]]:
    """The plainest true reason for `action` in this position."""
    values = view.rules.card_values
    unseen = {r: 4 for r in RANK_KEYS}
    for card in view.hand:
        unseen[card.rank] -= 1
    for card in view.played_cards():
        unseen[card.rank] -= 1
    args = _card_args(action)
    gain = round(_gain(result))
    if isinstance(action, PlayBlind):
        return "blind_every_card_costs_more", args
    rank = action.card.rank
    value = values.get(rank, 0)
    hand_values = [values.get(c.rank, 0) for c in view.hand]
    if not view.trick:
        if unseen[rank] == 0:
            return "lead_sure_winner", args
        if value == 0:
            return "lead_cheap", args
        return "search_best", {**args, "gain": gain}
    led = view.trick[0][1].rank
    winner = view.trick[0][0]
    points = 0
    for seat, card, _ in view.trick:
        points += values.get(card.rank, 0)
        if card.rank == led:
            winner = seat
    last = len(view.trick) == 3
    sure = last or unseen[led] == 0
    ours = winner % 2 == view.seat % 2
    if ours and sure and value > 0 and value == max(hand_values):
        return "partner_sure_winner", args
    if not ours and rank == led:
        if sure and points + value == 0 and len(view.hand) > 1:
            # Nothing to win in the trick itself: what it brings is the next lead.
            return "take_lead", args
        return ("take_trick_sure" if sure else "take_trick"), {**args, "points": points + value}
    held = [c.rank for c in view.hand]
    if rank != led and held.count(rank) > 1 and any(
            held.count(c.rank) == 1 and values.get(c.rank, 0) <= value for c in view.hand):
        # A cheaper or as cheap card was there, but it was the only one of its rank.
        return "spare_copy", args
    if value == min(hand_values):
        if not ours:
            # Lost only if nobody can still match; else the partner after this seat may take it.
            return ("trick_lost_throw_cheap" if sure else "opponents_winning_throw_cheap"), args
        if not sure:
            return "partner_may_lose", args
    return "search_best", {**args, "gain": gain}


def review(decisions: Iterable[tuple[SeatView, Action]], rng: random.Random,
           player: StrongPlayer | None = None, count: int = 3) -> list[Mistake]:
    """The `count` decisions among `decisions` (one seat's views and what it played) that cost
    the most card points by the expert's estimate, costliest first; cheaper than
    :data:`MIN_COST` ones are left out."""
    searcher = player if player is not None else expert()
    found: list[Mistake] = []
    for view, action in decisions:
        options = distinct_actions(view)
        if len(options) < 2:
            continue
        result = searcher.search(view, rng, options)
        played = _index_of(result.options, action)
        cost = result.points[result.chosen] - result.points[played]
        if result.chosen != played and cost >= MIN_COST:
            better = result.options[result.chosen]
            found.append(Mistake(view.trick_no, action, better, round(cost, 1)))
    found.sort(key=lambda m: -m.cost)
    return found[:count]


def decisions_in_game(events: Iterable[Event], seat: int, deal: int | None = None) -> list[tuple[SeatView, Action]]:
    """Every decision `seat` made in one game's events (``deal``: only that deal number), as
    (the view it had, the action it took), replayed on the engine."""
    state: GameState | None = None
    found: list[tuple[SeatView, Action]] = []
    for event in events:
        if isinstance(event, GameStarted):
            state = GameState(event.rules, event.players, seed=event.seed)
        elif isinstance(event, DealStarted) and state is not None:
            state.start_deal(hands=[list(h) for h in event.hands], stock=list(event.stock), dealer=event.dealer)
        elif isinstance(event, CardPlayed) and state is not None:
            action = blind(event.seat) if event.blind else play(event.seat, event.card)
            if event.seat == seat and (deal is None or event.deal == deal):
                found.append((state.view(seat), action))
            state.apply(action)
    return found


# ---------------------------------------------------------------------------------- sentences


def _card_words(lang: str, action: Action, form: str) -> str:
    words = CardWords(translator(lang))
    assert isinstance(action, PlayCard)
    return words.rank(action.card.rank, form)  # type: ignore[arg-type]


def coach_message(item: Hint | Mistake, lang: str) -> Message:
    """The sentence for a hint or a reviewed decision in `lang` (``locales/<lang>/coach.ftl``)."""
    t = translator(lang)
    if isinstance(item, Hint):
        msg_id = "coach-hint-" + item.reason.replace("_", "-")
        args: dict[str, str | int | float] = {k: v for k, v in item.args.items() if k != "rank"}
        kind = "blind" if isinstance(item.action, PlayBlind) else "card"
        args["kind"] = kind
        if kind == "card":
            args["card"] = _card_words(lang, item.action, "acc")
            args["card_dat"] = _card_words(lang, item.action, "dat")
            args["card_a"] = _card_words(lang, item.action, "a-nom")
        text = t.format(msg_id, args)
        short = t.format("coach-hint-short", args)
        return Message(text=text, short=short, interrupt=True)
    args = {"trick": item.trick, "cost": max(1, round(item.cost))}
    for name, action in (("played", item.played), ("better", item.better)):
        is_blind = isinstance(action, PlayBlind)
        args[name + "_kind"] = "blind" if is_blind else "card"
        args[name] = "" if is_blind else _card_words(lang, action, "acc")
        args[name + "_dat"] = "" if is_blind else _card_words(lang, action, "dat")
    return Message(text=t.format("coach-mistake", args), short=t.format("coach-mistake-short", args))
