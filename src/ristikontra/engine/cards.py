"""Cards as small frozen values with a two-character string form.

Rank first (`23456789TJQKA`), then suit (`CDHS`): `Card.parse("TH")` is the ten of hearts and
`str(card) == "TH"`. Suits never matter in Ristikontra but every card is distinct. All 52 cards
are interned, so `Card.parse` and `Card(rank, suit)` return the same object and identity
comparison is as good as equality.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

__all__ = ["DECK", "RANKS", "RANK_NAMES", "SUITS", "Card", "cards"]

RANKS = "23456789TJQKA"
#: The ranks by name: what the catalogs select their words by (`$rank` in game.ftl) and how a
#: coach's reason names a rank, so the reason stays free of any language.
RANK_NAMES: dict[str, str] = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
SUITS = "CDHS"


class Card:
    """One playing card. Immutable; one instance per card."""

    __slots__ = ("index", "rank", "suit")
    _interned: ClassVar[dict[tuple[str, str], Card]] = {}

    rank: str
    suit: str
    index: int

    def __new__(cls, rank: str, suit: str) -> Card:
        try:
            return cls._interned[(rank, suit)]
        except KeyError:
            raise ValueError(f"not a card: rank {rank!r}, suit {suit!r}") from None

    @classmethod
    def _make(cls, rank: str, suit: str) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", RANKS.index(rank) * 4 + SUITS.index(suit))
        cls._interned[(rank, suit)] = card
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse the two-character form, e.g. ``"TH"``; ``"10H"`` is accepted too."""
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2:
            raise ValueError(f"not a card: {text!r}")
        return cls(t[0], t[1])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


for _r in RANKS:
    for _s in SUITS:
        Card._make(_r, _s)

#: The full pack in a fixed order (2C, 2D, 2H, 2S, 3C, ...).
DECK: tuple[Card, ...] = tuple(Card(r, s) for r in RANKS for s in SUITS)


def cards(text: str | Iterable[str]) -> list[Card]:
    """Parse several cards: ``cards("TH 7C")`` or ``cards(["TH", "7C"])``."""
    items = text.split() if isinstance(text, str) else text
    return [Card.parse(t) for t in items]
