"""What a player can do: play a hand card, or play the top stock card blind."""

from __future__ import annotations

from dataclasses import dataclass

from ristikontra.engine.cards import DECK, Card
from ristikontra.engine.errors import SetupError

__all__ = ["Action", "PlayBlind", "PlayCard", "blind", "parse_action", "play"]


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play `card` from `seat`'s hand."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{self.seat}:{self.card}"


@dataclass(frozen=True, slots=True)
class PlayBlind:
    """Play the unseen top card of the stock ("ins Schwarze", "in the dark")."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat}:blind"


Action = PlayCard | PlayBlind

# Interned actions: the engine and the search code create millions of them.
_PLAYS = [[PlayCard(seat, card) for card in DECK] for seat in range(4)]
_BLINDS = [PlayBlind(seat) for seat in range(4)]


def play(seat: int, card: Card) -> PlayCard:
    return _PLAYS[seat][card.index]


def blind(seat: int) -> PlayBlind:
    return _BLINDS[seat]


def parse_action(text: str) -> Action:
    """Parse ``"0:TH"`` or ``"2:blind"``."""
    seat_text, _, what = text.partition(":")
    seat = int(seat_text)
    if not 0 <= seat < 4:
        raise SetupError("no_seat", f"no seat {seat}", seat=seat)
    if what.strip().lower() == "blind":
        return blind(seat)
    return play(seat, Card.parse(what))
