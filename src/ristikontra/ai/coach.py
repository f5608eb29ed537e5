"""The coach: what the expert would play here and why, and the costliest decisions of a deal.

Both work on one seat's :class:`~ristikontra.engine.SeatView` only (the coach sees no more than
the player it helps) and never touch the game: they search copies of what the view shows.

- :func:`hint` returns the action the expert's search finds best, kept to the rule for lost
  tricks (:mod:`ristikontra.ai.losttrick`: a card worth nothing there if the hand has one, and
  else nothing with points without a reason the hint names), with a typed reason a player can
  learn (an id and its arguments): "your partner is sure to win the trick", "you still have a
  six to match with", "nobody can match this lead", ...
  :func:`ristikontra.announce.coach.coach_message` turns it into a sentence of
  ``locales/<lang>/coach.ftl``.
- :func:`review` searches every decision one seat made in a deal exactly as :func:`hint` does
  and returns the two or three that cost the most against the hint: the trick, what was played,
  the hint, and about how many card points it cost; so a hint followed is never a mistake.
  :func:`decisions_in_game` reads the decisions of a seat from a game's events (a log).

Deterministic: the searches run on their work budget alone, and a position's search is seeded
from the position (:func:`position_rng`), so the same view always gets the same hint.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from ristikontra.ai.base import distinct_actions, rank_of
from ristikontra.ai.losttrick import fit_for_lost_trick, keeps_small_ranks, makes_them_dirty, trick_is_lost
from ristikontra.ai.strong import EXPERT_BUDGET, SearchResult, StrongPlayer
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
from ristikontra.engine.cards import RANK_NAMES

__all__ = [
    "COACH_BUDGET",
    "REASONS",
    "Hint",
    "Mistake",
    "coach_player",
    "decisions_in_game",
    "hint",
    "position_rng",
    "review",
]

#: Every reason a hint can give (each has a sentence in every coach catalog). Each names something
#: a player can learn and use again; where the search's numbers show none, the hint says plainly
#: that the choice is close (``close``) or that it keeps the stronger cards (``keep_for_later``).
REASONS: tuple[str, ...] = (
    "only_choice",
    "blind_every_card_costs_more",
    "blind_keep_hand",
    "blind_may_match",
    "lead_sure_winner",
    "lead_cheap",
    "lead_few_out",
    "partner_sure_winner",
    "partner_sure_keep",
    "lead_next",
    "partner_winning",
    "take_trick_sure",
    "take_lead",
    "take_trick",
    "take_trick_early",
    "queen_makes_them_dirty",
    "spare_copy",
    "keep_small_ranks",
    "points_go_later",
    "trick_lost_throw_cheap",
    "opponents_winning_throw_cheap",
    "partner_may_take",
    "partner_may_lose",
    "close",
    "keep_for_later",
)

#: A decision costing less than this (card points) is not worth pointing out.
MIN_COST = 1.0
#: Below this many card points over the next best move, a hint with no plainer reason is "close",
#: and a card with points thrown on a lost trick to keep the cheaper ones is not worth it.
CLOSE_GAIN = 2.0


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
    """One costly decision: in `trick`, `played` where the coach would play `better`."""

    trick: int
    played: Action
    better: Action
    #: Estimated card points lost by the decision (at least :data:`MIN_COST`).
    cost: float
    #: Whether `played` was the coach's own hint in that position (the review then says so
    #: rather than calling it the player's mistake).
    hinted: bool = False
    #: The coach's hint there (for `better`): the review gives its reason, as Shift+H would.
    why: Hint | None = None


def expert(reproducible: bool = True) -> StrongPlayer:
    """The player the coach asks (the expert level, on its work budget alone)."""
    return StrongPlayer.from_budget(EXPERT_BUDGET, reproducible=reproducible)


#: The coach at the table: the expert level's search on its work budget alone (measured with
#: benchmarks/bench_coach.py, figures in README, and benchmarks/bench_coach_sense.py, figures in
#: docs/COACH.md). No clock in it, so the same position always gets the same hint, on a fast
#: machine or a busy one.
COACH_BUDGET = replace(EXPERT_BUDGET, time_budget=None)


def coach_player() -> StrongPlayer:
    """The player behind Shift+H and the deal review at the table (:data:`COACH_BUDGET`)."""
    return StrongPlayer.from_budget(COACH_BUDGET, reproducible=True)


def position_rng(view: SeatView) -> random.Random:
    """The generator the coach searches `view`'s position with, for a hint and for the review
    alike, so both give the same answer (a string seed is stable in every Python run)."""
    return random.Random(f"hint {view.deal} {view.trick_no} {len(view.trick)} {view.seat}")


def _index_of(options: Sequence[Action], action: Action) -> int:
    rank = rank_of(action)
    for i, option in enumerate(options):
        if rank_of(option) == rank:
            return i
    raise ValueError(f"{action} is not one of the legal actions")


@dataclass(frozen=True)
class _Advice:
    """A hint with the numbers behind it (None for the only choice) and the index it chose."""

    hint: Hint
    result: SearchResult | None
    index: int
    #: The indices of the result's options fit for the trick (all, unless it is lost).
    fit: tuple[int, ...]

    def cost(self, view: SeatView, action: Action) -> float:
        """Card points `action` is estimated to lose against the hint."""
        if self.result is None:
            return 0.0
        played = _index_of(self.result.options, action)
        if played == self.index:
            return 0.0
        points = self.result.points
        cost = points[self.index] - points[played]
        if played not in self.fit:
            # Points thrown on a lost trick are gone whatever the search makes of the rest.
            cost = max(cost, _worth(view, action) - _worth(view, self.hint.action))
        return cost


def hint(view: SeatView, rng: random.Random | None = None, player: StrongPlayer | None = None) -> Hint:
    """What the coach would play for the seat of `view` (it must be that seat's turn); `rng`
    defaults to :func:`position_rng`, the one the review uses too."""
    return _advise(view, rng, player).hint


def _advise(view: SeatView, rng: random.Random | None, player: StrongPlayer | None) -> _Advice:
    options = distinct_actions(view)
    if not options:
        raise ValueError(f"seat {view.seat} has nothing to play")
    if len(options) == 1:
        return _Advice(Hint(options[0], "only_choice", _card_args(options[0])), None, 0, (0,))
    searcher = player if player is not None else expert()
    result = searcher.search(view, rng if rng is not None else position_rng(view), options)
    fit = tuple(fit_for_lost_trick(view, result.options))
    chosen = result.chosen
    free = tuple(i for i in fit if _worth(view, result.options[i]) == 0 and isinstance(result.options[i], PlayCard))
    if free and trick_is_lost(view):
        # A trick nobody of this team can still win, and a card worth nothing in hand: that card
        # goes, whatever small gain the search finds for one with points (a rank kept to match
        # with does not forbid throwing the nine; issue 32). Among several, the search's best.
        fit = free
        if chosen not in fit:
            chosen = max(fit, key=lambda i: (result.values[i], result.points[i]))
    elif chosen not in fit:
        # The search scored a card with points on a lost trick best. With a clear gain (by its
        # own numbers) that has a lesson: the cheaper cards are each the last of a rank still
        # out, or no card is left in the stock and every card will be played, so these points
        # go to some trick anyway (docs/COACH.md: the players measured weaker without such
        # throws). Anything less is noise, and giving points away is no lesson: the best of the
        # cards fit to throw there is the hint.
        cheap = max(fit, key=lambda i: (result.values[i], result.points[i]))
        clear = result.points[chosen] - result.points[cheap] >= CLOSE_GAIN
        if not (clear and (keeps_small_ranks(view, result.options[chosen]) or view.stock_size == 0)):
            chosen = cheap
    action = result.options[chosen]
    if isinstance(action, PlayCard):
        # Play the card itself that the view holds first of that rank (suits never matter).
        action = next(a for a in view.legal if isinstance(a, PlayCard) and a.card.rank == action.card.rank)
    gain = _gain(result, chosen)
    reason, args = _reason(view, action, gain)
    return _Advice(Hint(action, reason, args, round(gain, 1)), result, chosen, fit)


def _gain(result: SearchResult, chosen: int) -> float:
    others = [p for i, p in enumerate(result.points) if i != chosen]
    return max(0.0, result.points[chosen] - max(others)) if others else 0.0


def _worth(view: SeatView, action: Action) -> int:
    return view.rules.card_values.get(action.card.rank, 0) if isinstance(action, PlayCard) else 0


def _card_args(action: Action) -> dict[str, int | str]:
    return {"rank": RANK_NAMES[action.card.rank]} if isinstance(action, PlayCard) else {}


def _reason(view: SeatView, action: Action, gain: float) -> tuple[str, dict[str, int | str]]:
    """The plainest true reason for `action` in this position."""
    values = view.rules.card_values
    unseen = {r: 4 for r in RANK_NAMES}
    for card in view.hand:
        unseen[card.rank] -= 1
    for card in view.played_cards():
        unseen[card.rank] -= 1
    args = _card_args(action)
    fallback = ("close", args) if gain < CLOSE_GAIN else ("keep_for_later", args)
    led = view.trick[0][1].rank if view.trick else None
    if isinstance(action, PlayBlind):
        if led is not None and unseen[led] > 0 and not _ours(view):
            return "blind_may_match", {"led": RANK_NAMES[led]}
        if any(values.get(card.rank, 0) == 0 for card in view.hand):
            # A card worth nothing is in hand: "every card costs more" would be false.
            return "blind_keep_hand", args
        return "blind_every_card_costs_more", args
    rank = action.card.rank
    value = values.get(rank, 0)
    hand_values = [values.get(c.rank, 0) for c in view.hand]
    if led is None:
        if unseen[rank] == 0:
            return "lead_sure_winner", args
        if value == 0:
            return "lead_cheap", args
        if unseen[rank] <= 2:
            return "lead_few_out", {**args, "out": unseen[rank], "led": RANK_NAMES[rank]}
        return fallback
    points = sum(values.get(card.rank, 0) for _, card, _ in view.trick)
    sure = len(view.trick) == 3 or unseen[led] == 0
    ours = _ours(view)
    if ours and sure and rank == led:
        # The team takes the trick either way; matching makes this seat the one who leads next.
        return "lead_next", args
    if ours and sure and value > 0:
        return "partner_sure_winner", args
    if not ours and rank == led:
        if sure and points + value == 0 and len(view.hand) > 1:
            # Nothing to win in the trick itself: what it brings is the next lead.
            return "take_lead", args
        if sure:
            return "take_trick_sure", {**args, "points": points + value}
        # The points already on the table, before this card ("so far" never counts the card itself).
        if points == 0:
            return "take_trick_early", args
        return "take_trick", {**args, "points": points}
    if makes_them_dirty(view, action) and not ours:
        return "queen_makes_them_dirty", args
    if not ours and value > min(hand_values) and len(view.trick) == 1 and unseen[led] > 0:
        # Points put on the opponents' trick while it is still open: the partner, last to play,
        # is the one hope, and the sentence names the risk (a spare copy kept would hide it).
        return "partner_may_take", args
    held = [c.rank for c in view.hand]
    if rank != led and held.count(rank) > 1 and any(
            held.count(c.rank) == 1 and values.get(c.rank, 0) <= value for c in view.hand) and not any(
            held.count(c.rank) > 1 and values.get(c.rank, 0) < value for c in view.hand):
        # A cheaper or as cheap card was there, but it was the only one of its rank (and no
        # cheaper card was a spare copy too).
        return "spare_copy", args
    if not ours and value > min(hand_values) and trick_is_lost(view):
        if keeps_small_ranks(view, action):
            # How many cheaper cards are kept: "your cheaper card … keep it" or "each of … them".
            return "keep_small_ranks", {**args, "count": sum(values.get(c.rank, 0) < value for c in view.hand)}
        if view.stock_size == 0:
            return "points_go_later", args
    if value == min(hand_values):
        if not ours:
            # Lost only if nobody can still match; else the partner after this seat may take it.
            return ("trick_lost_throw_cheap" if trick_is_lost(view) else "opponents_winning_throw_cheap"), args
        if not sure:
            return "partner_may_lose", args
        return "partner_sure_keep", args
    if ours and not sure:
        return "partner_winning", {**args, "out": unseen[led], "led": RANK_NAMES[led]}
    return fallback


def _ours(view: SeatView) -> bool:
    """Whether this seat's team is winning the trick in progress so far."""
    led = view.trick[0][1].rank
    winner = view.trick[0][0]
    for seat, card, _ in view.trick:
        if card.rank == led:
            winner = seat
    return winner % 2 == view.seat % 2


def review(decisions: Iterable[tuple[SeatView, Action]], make_player: Callable[[], StrongPlayer] | None = None,
           count: int = 3, hints: Sequence[tuple[SeatView, Hint]] = ()) -> list[Mistake]:
    """The `count` decisions among `decisions` (one seat's views and what it played) that cost
    the most card points against the coach's hint in the same position, costliest first; cheaper
    than :data:`MIN_COST` ones are left out. Each decision is searched as Shift+H searches it:
    with :func:`position_rng` and a new player from `make_player` (default :func:`expert`; a
    player keeps what it worked out at earlier decisions, which would change its search), so a
    hint followed is never found wanting. `hints` are the hints the player heard (position and
    hint): a decision that followed one and is still found costly says so (``hinted``)."""
    found: list[Mistake] = []
    for view, action in decisions:
        if len(distinct_actions(view)) < 2:
            continue
        advice = _advise(view, None, make_player() if make_player is not None else expert())
        cost = advice.cost(view, action)
        if cost >= MIN_COST:
            heard = [h for v, h in hints if v == view]
            hinted = bool(heard) and _same(heard[-1].action, action)
            found.append(Mistake(view.trick_no, action, advice.hint.action, round(cost, 1), hinted, advice.hint))
    found.sort(key=lambda m: -m.cost)
    return found[:count]


def _same(a: Action, b: Action) -> bool:
    """Whether two actions are the same choice (equal ranks are; suits never matter)."""
    return rank_of(a) == rank_of(b)


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
