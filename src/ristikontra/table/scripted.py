"""A scripted seat for tests: plays what a function of its view says, and records what it heard."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ristikontra.engine import Action, Event, IllegalAction, SeatView
from ristikontra.engine.events import PlayerKind
from ristikontra.table.seats import Answer, Notice

__all__ = ["ScriptedSeat"]


class ScriptedSeat:
    """Answers each turn at once with `script(view)` (default: the first legal action)."""

    def __init__(self, script: Callable[[SeatView], Action] | None = None, kind: PlayerKind = "computer") -> None:
        self.kind = kind
        self.script = script or (lambda view: view.legal[0])
        self.events: list[Event] = []
        self.views: list[SeatView] = []
        self.refusals: list[IllegalAction] = []
        self.notices: list[Notice] = []

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        self.events.extend(events)
        self.views.append(view)

    def on_turn(self, view: SeatView, answer: Answer) -> None:
        answer(self.script(view))

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        self.refusals.append(error)

    def on_notice(self, notice: Notice, view: SeatView | None) -> None:
        self.notices.append(notice)

    def close(self) -> None:
        pass  # nothing runs for a scripted seat
