"""Card words: names of ranks and cards in every grammatical form, and hand summaries.

Rank comes first, the suit follows as a short suffix ("Dame Herz", "queen of hearts"), because
suits never matter in Ristikontra and the rank is what a player listens for. Finnish makes one word
of the two, suit first, and inflects its end ("herttarouvan"): `card-suited` puts the suit before
the inflected rank there. The `CardForm`s are the cases a sentence needs; each catalog says them in
its own grammar (German articles and cases, Finnish genitive, adessive and partitive).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from ristikontra.engine.cards import RANK_NAMES, RANKS, Card
from ristikontra.i18n import Translator

__all__ = ["RANK_KEYS", "SUIT_KEYS", "CardForm", "CardWords", "summary_order", "winning_seat"]

#: Catalog selector keys of the ranks (`$rank` in game.ftl): the ranks' names.
RANK_KEYS: Mapping[str, str] = RANK_NAMES
#: Catalog selector keys of the suits (`$suit` in game.ftl).
SUIT_KEYS: Mapping[str, str] = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}

#: `bare` is the plain name ("Dame"); the others are the `$form` variants of `rank-form`.
CardForm = Literal["bare", "acc", "a-acc", "dat", "a-dat", "no-acc", "a-nom"]


def summary_order(ranks: Iterable[str], values: Mapping[str, int]) -> list[str]:
    """Ranks by card points, highest first, then by rank (ace ... two)."""
    return sorted(set(ranks), key=lambda r: (-values.get(r, 0), -RANKS.index(r)))


def winning_seat(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat winning a trick so far: the last to match the rank led, else the leader."""
    lead_rank = plays[0][1].rank
    winner = plays[0][0]
    for seat, card in plays[1:]:
        if card.rank == lead_rank:
            winner = seat
    return winner


class CardWords:
    """Card names of one language."""

    def __init__(self, t: Translator) -> None:
        self.t = t

    def rank(self, rank: str, form: CardForm = "bare") -> str:
        if form == "bare":
            return self.t("rank", rank=RANK_KEYS[rank])
        return self.t("rank-form", rank=RANK_KEYS[rank], form=form)

    def suit(self, suit: str) -> str:
        return self.t("suit", suit=SUIT_KEYS[suit])

    def card(self, card: Card, form: CardForm = "bare", with_suit: bool = True) -> str:
        """The card in `form`, with the suit as a suffix if `with_suit`."""
        phrase = self.rank(card.rank, form)
        if not with_suit:
            return phrase
        return self.t("card-suited", phrase=phrase, suit=self.suit(card.suit))

    def object_phrase(self, card: Card, with_suit: bool) -> str:
        """A card as the object of a verb: "die Dame Herz" with the suit, "eine Dame" without."""
        return self.card(card, "acc" if with_suit else "a-acc", with_suit)

    def join(self, items: Sequence[str], conjunction: Literal["and", "or"] = "and") -> str:
        """ "a, b und c" / "a, b and c" (with "or": "a, b oder c", after a negation)."""
        if not items:
            return ""
        if len(items) == 1:
            return items[0]
        return self.t(f"list-{conjunction}", first=", ".join(items[:-1]), last=items[-1])

    def summary(self, cards: Iterable[Card], values: Mapping[str, int]) -> str:
        """Cards grouped by rank, point cards first: "zwei Könige, eine Zehn, eine Sieben und eine Vier".

        Every group gets its article or count ("eine Sieben", "zwei Siebenen"), so the list reads
        the same whether a card scores or not.
        """
        counts = Counter(c.rank for c in cards)
        return self.join([self.t("rank-count", rank=RANK_KEYS[rank], count=counts[rank])
                          for rank in summary_order(counts, values)])

    def listing(self, cards: Iterable[Card], with_suit: bool = True) -> str:
        """Every card in the given order, comma separated."""
        return ", ".join(self.card(c, with_suit=with_suit) for c in cards)
