"""Narration of a whole game as text lines, for ``ristikontra simulate --narrate``."""

from __future__ import annotations

from collections.abc import Sequence

from ristikontra.announce.announcer import Announcer
from ristikontra.engine.events import Event
from ristikontra.engine.state import SeatView

__all__ = ["Narrator"]


class Narrator:
    """Feeds batches of events to an :class:`Announcer` and returns one line per message.

    ``feed(events, state.view(seat))`` after each ``start_deal`` or ``apply``; the events are the
    full truth, redaction for `seat` happens here.
    """

    def __init__(self, lang: str, verbosity: str = "normal", seat: int = 0, use_names: bool = False) -> None:
        self.announcer = Announcer(lang, seat=seat, verbosity=verbosity, use_names=use_names)

    def feed(self, events: Sequence[Event], view: SeatView) -> list[str]:
        return [m.text for m in self.announcer.announce_all(events, view)]
