"""A trick this seat's team can no longer take, and what is fit to throw on it.

The rule a player learns first: on a trick the other team takes whatever you do, give away as
little as you can. The coach holds to it in every hint (a search that scores an ace thrown there
a little better has found noise or a weakness of its own playouts, not a lesson), and the search
players can hold to it too (`StrongPlayer(lost_cheap=True)`).

Only the view is read: the trick so far, this seat's hand and the cards it has not seen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ristikontra.ai.base import RANK_INDEX, unseen_rank_counts
from ristikontra.engine import Action, PlayCard, SeatView
from ristikontra.engine.state import STOCK_TRICKS

__all__ = [
    "SPARE_COPY_POINTS",
    "fit_for_lost_trick",
    "keeps_a_rank",
    "keeps_small_ranks",
    "makes_them_dirty",
    "trick_is_lost",
]

#: How much cheaper a card is to part with, when following, for every other card of its rank
#: still in hand: the copy kept still matches that rank later, a single card thrown leaves one
#: rank fewer to match with (the `strong` habit's spare copies, :mod:`ristikontra.ai.basic`).
SPARE_COPY_POINTS = 2.5


def trick_is_lost(view: SeatView) -> bool:
    """Whether the trick in progress goes to the other team whatever card of its hand this seat
    plays: an opponent is winning it, this seat may play none of the led rank, and the partner, if
    still to play, cannot match either (none of that rank is left unseen, so not by a blind card
    either). A blind play of this seat may still match; that is not a hand card."""
    if not view.trick:
        return False
    led = view.trick[0][1].rank
    winner = view.trick[0][0]
    for seat, card, _ in view.trick:
        if card.rank == led:
            winner = seat
    # A card of the led rank the rules bar (the fourth king) cannot match either.
    if winner % 2 == view.seat % 2 or any(isinstance(a, PlayCard) and a.card.rank == led for a in view.legal):
        return False
    partner_to_play = len(view.trick) == 1
    return not partner_to_play or unseen_rank_counts(view)[RANK_INDEX[led]] == 0


def makes_them_dirty(view: SeatView, action: Action) -> bool:
    """Whether `action` throws a queen that makes the opponents dirty when they take the trick
    (the dirty game, docs/RULES.md §3: a queen won while the stock lasts), where nothing else in
    the trick would: a reason to give them three points."""
    if not (view.rules.dirty and isinstance(action, PlayCard) and action.card.rank == "Q"):
        return False
    opponents = 1 - view.seat % 2
    return (view.trick_no <= STOCK_TRICKS and not view.dirty[opponents]
            and all(card.rank != "Q" for _, card, _ in view.trick))


def keeps_a_rank(view: SeatView, action: Action) -> bool:
    """Whether throwing `action` rather than a cheaper card keeps a rank to match with, at a price
    worth it: it is a spare copy, every cheaper card in hand is the only one of its rank, and the
    points it gives away are fewer than the habit's worth of a spare copy (:data:`SPARE_COPY_POINTS`
    for every other copy): a jack of two, a queen or a king of three; never a ten or an ace."""
    if not isinstance(action, PlayCard):
        return False
    values = view.rules.card_values
    held = Counter(card.rank for card in view.hand)
    value = values.get(action.card.rank, 0)
    cheaper = [card.rank for card in view.hand if values.get(card.rank, 0) < value]
    copies = held[action.card.rank]
    return (copies > 1 and bool(cheaper) and all(held[rank] == 1 for rank in cheaper)
            and value - min(values.get(rank, 0) for rank in cheaper) < SPARE_COPY_POINTS * (copies - 1))


def keeps_small_ranks(view: SeatView, action: Action) -> bool:
    """Whether every card in hand cheaper than `action` is the only one of its rank, a rank still
    out (not all seen), so each can still match a lead of its rank later: the one reason to
    throw a card with points on a lost trick where a cheaper single card is there."""
    if not isinstance(action, PlayCard):
        return False
    values = view.rules.card_values
    held = Counter(card.rank for card in view.hand)
    unseen = unseen_rank_counts(view)
    value = values.get(action.card.rank, 0)
    cheaper = [card.rank for card in view.hand if values.get(card.rank, 0) < value]
    return bool(cheaper) and all(held[rank] == 1 and unseen[RANK_INDEX[rank]] > 0 for rank in cheaper)


def fit_for_lost_trick(view: SeatView, options: Sequence[Action]) -> list[int]:
    """The indices of `options` fit to play on a lost trick (:func:`trick_is_lost`): the cheapest
    cards, the blind play, a queen that makes the opponents dirty, and a cheap spare copy that
    keeps a rank to match with (:func:`keeps_a_rank`): a jack of two beside a single six, never
    an ace. Every index if the trick is not lost."""
    every = list(range(len(options)))
    if not trick_is_lost(view):
        return every
    values = view.rules.card_values
    cards = [a.card for a in options if isinstance(a, PlayCard)]
    if not cards:
        return every
    # The cheapest card that may be played (the fourth-king rule may bar a cheaper king).
    cheapest = min(values.get(card.rank, 0) for card in cards)
    return [i for i, a in enumerate(options)
            if not isinstance(a, PlayCard) or values.get(a.card.rank, 0) == cheapest
            or makes_them_dirty(view, a) or keeps_a_rank(view, a)]
