"""The ``events`` frames of one batch for every seat, encoding what is public only once.

A watcher's frame is one more "seat" of the same batch (`WATCHER`): its events pass the same
redaction (`for_seat`, which hides every hand and draw from a watcher) and its view is a seat's
without the hand (`GameState.view(..., watching=True)`); one frame serves every watcher.

Most events (cards played, tricks won, scores) and the trick history are the same for every
seat; only the game start, the deal (hands) and draws differ. Encoding those shared parts once
per batch instead of once per seat is most of a server's work per action.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ristikontra.engine import (
    WATCHER,
    CardDrawn,
    DealStarted,
    Event,
    GameStarted,
    GameState,
    SeatView,
    event_to_json,
    for_seat,
    history_to_json,
    view_to_json,
)
from ristikontra.net.protocol import Frame, compact

__all__ = ["DERIVED_FIELDS", "EventsFrame", "SeatEvents", "events_frames"]

_PRIVATE = (GameStarted, DealStarted, CardDrawn)

#: Fields a reader derives exactly from the event's other fields (engine.events fills them in
#: when all are absent): left off the wire, so clients of protocol versions 1 and 2, which read
#: an event's fields strictly, keep reading `deal_scored` from this server.
DERIVED_FIELDS: dict[str, tuple[str, ...]] = {"deal_scored": ("base", "carried", "reset")}


@dataclass(frozen=True, slots=True)
class SeatEvents:
    """One seat's `events` frame as the objects it was made of: the events as the seat may see
    them (log positions `first` + 1, ...), its view after them, the move counter, and whether it
    is a catch-up of missed events."""

    events: tuple[Event, ...]
    first: int
    view: SeatView
    at: int
    missed: bool


class EventsFrame(Frame):
    """An `events` frame: its text, and what it says as objects (`sent`), for a seat the server
    reads for in its own process, which then neither parses the text nor rebuilds the events."""

    sent: SeatEvents

    def __new__(cls, text: str, sent: SeatEvents, build: Callable[[], Mapping[str, Any]]) -> EventsFrame:
        frame = super().__new__(cls, text, build=build)
        frame.sent = sent
        return frame


def _item(event: Event, seq: int) -> tuple[dict[str, Any], str]:
    data = event_to_json(event)
    for name in DERIVED_FIELDS.get(event.type, ()):
        del data[name]
    data["seq"] = seq
    return data, compact(data)


def events_frames(state: GameState, events: Sequence[Event], first: int, at: int, seats: Iterable[int], *,
                  missed: bool = False, behind: int = 0) -> dict[int, EventsFrame]:
    """Seat -> its frame: `events` (log positions first+1, ...) as that seat may see them, and its
    view. `seats` may hold `WATCHER`: the watchers' frame, whose view is that of a watcher sitting
    behind seat `behind` (no hand), marked ``"watching": true``. Each frame's `data` (made only
    when a reader in this process asks for it) is the object its text says, its `sent` the events
    and the view as objects."""
    shared = {i: _item(e, first + i + 1) for i, e in enumerate(events) if not isinstance(e, _PRIVATE)}
    history_data = history_to_json(state.history)
    history = compact({"history": history_data})[1:]  # '"history":[...]}'
    tail = f',"at":{at},"missed":true}}' if missed else f',"at":{at}}}'
    frames: dict[int, EventsFrame] = {}
    for seat in seats:
        seen = [e if i in shared else for_seat(e, seat) for i, e in enumerate(events)]
        items = [shared[i] if i in shared else _item(e, first + i + 1) for i, e in enumerate(seen)]
        texts = ",".join(text for _, text in items)
        watching = seat == WATCHER
        seat_view = state.view(behind, watching=True) if watching else state.view(seat)
        view_data = view_to_json(seat_view, with_history=False)
        view = compact(view_data)
        head = '{"type":"events","watching":true,' if watching else '{"type":"events",'
        build = partial(_events_data, [data for data, _ in items], view_data, history_data, at, missed, watching)
        sent = SeatEvents(tuple(seen), first, seat_view, at, missed)
        frames[seat] = EventsFrame(f'{head}"events":[{texts}],"view":{view[:-1]},{history}{tail}', sent, build)
    return frames


def _events_data(events: list[dict[str, Any]], view: dict[str, Any], history: list[Any], at: int, missed: bool,
                 watching: bool) -> dict[str, Any]:
    """An `events` frame as the object its text says (`events_frames`)."""
    data: dict[str, Any] = {"type": "events"}
    if watching:
        data["watching"] = True
    data.update(events=events, view={**view, "history": history}, at=at)
    if missed:
        data["missed"] = True
    return data
