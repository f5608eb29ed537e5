"""How a keyboard seat behaves for the front end it serves: a terminal, or a browser page on a server.

The seat's parts (`Speaker`, `KeyboardSeat`, its `CoachKeys`) are the same for both; what differs
is handed to their constructors in one `FrontEnd`, built by whoever builds the seat
(`ui/terminal/session.py` passes `TERMINAL`, `web/seat.py` a page's), so nothing is set on a part
after it is built.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from ristikontra.ai.coach import Mistake

__all__ = ["TERMINAL", "TRANSCRIPT_LIMIT", "FrontEnd", "PresentReview"]

#: The lines a terminal's speaker keeps of what it said (the tests read them): the older half goes
#: once it holds this many.
TRANSCRIPT_LIMIT = 20_000

#: Where an answered review goes instead of the review mode: the deal and its costly decisions,
#: costliest first (None: the coach could not review the deal).
PresentReview = Callable[[int, list[Mistake] | None], None]


@dataclass(frozen=True)
class FrontEnd:
    """What a seat's parts do differently for one front end. The defaults are a terminal's."""

    #: Held around each single search of the coach (a hint, one decision reviewed). At a terminal
    #: nobody else searches; a server shares one gate among all its pages, so their coaches search
    #: one at a time and never crowd out the tables' own work.
    search_gate: AbstractContextManager[object] = field(default_factory=contextlib.nullcontext)
    #: The coach reviews a deal only when `v` asks for it, not as it ends: where the search runs
    #: on a server for many players, not on the player's own computer.
    review_on_demand: bool = False
    #: Where an answered review goes instead of the review mode (a page lists it as a section to
    #: read); None: the review mode opens.
    present_review: PresentReview | None = None
    #: Where `e` sends the game's messages instead of a file on this computer (a page saves them
    #: itself); it says what it did. None: a file.
    export_to: Callable[[list[str]], None] | None = None
    #: The lines the speaker keeps of what it said before the older half goes (a page's seat may
    #: stay on a server for days, and the page keeps its own log).
    transcript_limit: int = TRANSCRIPT_LIMIT


#: A terminal's seat: the coach searches alone and reviews each deal as it ends, `e` writes a file.
TERMINAL = FrontEnd()
