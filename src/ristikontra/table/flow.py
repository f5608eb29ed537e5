"""What happens next at a table: one pure decision, for every table.

The table at a terminal (`table.Table`) and the server's tables (`net.tables.Table`) both ask
`next_step` after every change and do what it says in their own way (a callback posted to the
loop here, an asyncio task or timer there): ask a seat to move, deal, wait, or nothing more to
do. Neither decides it for itself. A table describes its seats in a `Seating`; the game state
says the rest. No I/O and no clock here: a timer that ran out is told (`Seating.time_up`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ristikontra.engine import GameState

__all__ = ["Deal", "Over", "Prompt", "Seating", "Step", "Wait", "Why", "next_step"]


@dataclass(frozen=True, slots=True)
class Seating:
    """What a table knows of its seats that the game state does not."""

    #: The seats a computer plays now (its player's, or one standing in for a person).
    computers: frozenset[int] = frozenset()
    #: The seats whose person has not asked for the next deal yet (a deal over).
    unready: frozenset[int] = frozenset()
    #: How many people play at the table now: with two or more, the next deal also comes once
    #: the deal wait runs out (one person alone with computers is waited for).
    people: int = 0
    #: Nobody is asked to move meanwhile (a menu of a seat is open); deals are another matter.
    held: bool = False
    #: Nobody is at the table (everyone left): nothing moves on until somebody comes back.
    away: bool = False
    #: A deal is due on a timer already (a deal the store could not keep, tried again).
    deal_due: bool = False
    #: The deal wait (or the deal's timer) ran out: the deal comes now, whoever is missing.
    time_up: bool = False


@dataclass(frozen=True, slots=True)
class Prompt:
    """`seat` is to move: a computer is to think (`computer`), or its person to be asked."""

    seat: int
    computer: bool


@dataclass(frozen=True, slots=True)
class Deal:
    """The next deal (or a new game's first) is to be dealt now."""


class Why(Enum):
    """What a table waits for."""

    NO_GAME = "no_game"              # nothing begun yet
    AWAY = "away"                    # somebody to come back
    HELD = "held"                    # the hold to end
    READY = "ready"                  # the people to ask for the next deal
    READY_OR_TIME = "ready_or_time"  # the same, or the deal wait to run out
    DEAL_DUE = "deal_due"            # the deal's timer


@dataclass(frozen=True, slots=True)
class Wait:
    """Nothing happens until something changes: `why` says what is waited for."""

    why: Why


@dataclass(frozen=True, slots=True)
class Over:
    """The game is over: what comes next is a new game, asked for by a person."""


Step = Prompt | Deal | Wait | Over


def next_step(state: GameState | None, seating: Seating) -> Step:
    """What happens next at a table whose game stands at `state`."""
    if state is None:
        return Wait(Why.NO_GAME)
    if state.phase == "game_over":
        return Over()
    between = state.phase in ("deal_over", "new")
    if between and seating.time_up:
        return Deal()
    if seating.away:
        return Wait(Why.AWAY)
    if state.phase == "playing":
        if seating.held:
            return Wait(Why.HELD)
        return Prompt(state.to_move, state.to_move in seating.computers)
    if state.phase == "deal_over":
        if not seating.unready:
            return Deal()
        return Wait(Why.READY_OR_TIME if seating.people > 1 else Why.READY)
    # A new game whose first deal is still to come.
    return Wait(Why.DEAL_DUE) if seating.deal_due else Deal()
