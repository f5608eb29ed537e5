"""The ``events`` frames of one batch for every seat, encoding what is public only once.

A watcher's frame is one more "seat" of the same batch (`WATCHER`): its events pass the same
redaction (`for_seat`, which hides every hand and draw from a watcher) and its view is a seat's
without the hand (`GameState.view(..., watching=True)`); one frame serves every watcher.

Most events (cards played, tricks won, scores) and the trick history are the same for every
seat; only the game start, the deal (hands) and draws differ. Encoding those shared parts once
per batch instead of once per seat is most of a server's work per action.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ristikontra.engine import (
    WATCHER,
    CardDrawn,
    DealStarted,
    Event,
    GameStarted,
    GameState,
    event_to_json,
    for_seat,
    history_to_json,
    view_to_json,
)
from ristikontra.net.protocol import dumps

__all__ = ["DERIVED_FIELDS", "events_frames"]

_PRIVATE = (GameStarted, DealStarted, CardDrawn)

#: Fields a reader derives exactly from the event's other fields (engine.events fills them in
#: when all are absent): left off the wire, so clients of protocol versions 1 and 2, which read
#: an event's fields strictly, keep reading `deal_scored` from this server.
DERIVED_FIELDS: dict[str, tuple[str, ...]] = {"deal_scored": ("base", "carried", "reset")}


def _item(event: Event, seq: int) -> str:
    data = event_to_json(event)
    for name in DERIVED_FIELDS.get(event.type, ()):
        del data[name]
    data["seq"] = seq
    return dumps(data)


def events_frames(state: GameState, events: Sequence[Event], first: int, at: int, seats: Iterable[int], *,
                  missed: bool = False, behind: int = 0) -> dict[int, str]:
    """Seat -> its frame: `events` (log positions first+1, ...) as that seat may see them, and its
    view. `seats` may hold `WATCHER`: the watchers' frame, whose view is that of a watcher sitting
    behind seat `behind` (no hand), marked ``"watching": true``."""
    shared = {i: _item(e, first + i + 1) for i, e in enumerate(events) if not isinstance(e, _PRIVATE)}
    history = dumps({"history": history_to_json(state.history)})[1:]  # '"history":[...]}'
    tail = f',"at":{at},"missed":true}}' if missed else f',"at":{at}}}'
    frames: dict[int, str] = {}
    for seat in seats:
        items = [shared[i] if i in shared else _item(for_seat(e, seat), first + i + 1) for i, e in enumerate(events)]
        if seat == WATCHER:
            view = dumps(view_to_json(state.view(behind, watching=True), with_history=False))
            frames[seat] = (f'{{"type":"events","watching":true,"events":[{",".join(items)}],'
                            f'"view":{view[:-1]},{history}{tail}')
            continue
        view = dumps(view_to_json(state.view(seat), with_history=False))
        frames[seat] = f'{{"type":"events","events":[{",".join(items)}],"view":{view[:-1]},{history}{tail}'
    return frames
