"""Game logs as JSON Lines: one event per line, the full truth, replayable.

A log holds one or more games, each starting with ``game_started``. :func:`replay` rebuilds the
state from a log and checks that every logged event is exactly what the rules produce.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal

from ristikontra.engine.actions import Action, blind, play
from ristikontra.engine.events import (
    CardPlayed,
    DealStarted,
    Event,
    EventFormatError,
    GameStarted,
    event_from_json,
    event_to_json,
)
from ristikontra.engine.state import GameState

__all__ = [
    "GameLog",
    "LogLineError",
    "LogProblem",
    "ReplayError",
    "dumps_event",
    "encode_events",
    "games_in",
    "read_log",
    "replay",
]


class ReplayError(ValueError):
    """A log that the rules cannot reproduce."""


LogProblem = Literal["not_json", "bad_event"]


class LogLineError(ValueError):
    """A log line that is not JSON (`not_json`) or not one of our events (`bad_event`, with the
    decoder's `event_error`), at `line` (counted from 1)."""

    def __init__(self, line: int, problem: LogProblem, detail: str,
                 event_error: EventFormatError | None = None) -> None:
        self.line = line
        self.problem: LogProblem = problem
        self.event_error = event_error
        super().__init__(f"line {line}: {detail}")


def dumps_event(event: Event) -> str:
    return json.dumps(event_to_json(event), separators=(",", ":"), ensure_ascii=False)


def encode_events(events: Iterable[Event]) -> str:
    """The log lines of `events`: the one format every log of the game is written in."""
    return "".join(dumps_event(event) + "\n" for event in events)


class GameLog:
    """Writes events to a JSON Lines file (or any text stream) in the one log format
    (`encode_events`, which the table writes too)."""

    def __init__(self, target: str | Path | IO[str]) -> None:
        if isinstance(target, str | Path):
            self._stream: IO[str] = open(target, "w", encoding="utf-8")  # noqa: SIM115 - closed in close()
            self._owned = True
        else:
            self._stream = target
            self._owned = False

    def write(self, events: Iterable[Event]) -> None:
        self._stream.write(encode_events(events))

    def flush(self) -> None:
        self._stream.flush()

    def close(self) -> None:
        if self._owned:
            self._stream.close()
        else:
            self._stream.flush()

    def __enter__(self) -> GameLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_log(source: str | Path | Iterable[str]) -> list[Event]:
    """Parse a log; raises LogLineError (a ValueError) naming the line of anything malformed."""
    lines = Path(source).read_text(encoding="utf-8").splitlines() if isinstance(source, str | Path) else source
    events: list[Event] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data: Any = json.loads(line)
        except ValueError as exc:
            raise LogLineError(number, "not_json", str(exc)) from exc
        try:
            events.append(event_from_json(data))
        except EventFormatError as exc:
            raise LogLineError(number, "bad_event", str(exc), exc) from exc
    return events


def games_in(events: Iterable[Event]) -> Iterator[list[Event]]:
    """Split a log into games (each starting with ``game_started``)."""
    game: list[Event] = []
    for event in events:
        if isinstance(event, GameStarted) and game:
            yield game
            game = []
        game.append(event)
    if game:
        yield game


def _action_of(event: CardPlayed) -> Action:
    return blind(event.seat) if event.blind else play(event.seat, event.card)


def replay(events: Iterable[Event]) -> GameState:
    """Rebuild one game from its events, checking each against the rules."""
    items = list(events)
    if not items or not isinstance(items[0], GameStarted):
        raise ReplayError("a game log starts with game_started")
    start = items[0]
    state = GameState(start.rules, start.players, seed=start.seed)
    expected: list[Event] = [start]
    position = 0
    for event in items:
        if position < len(expected):
            if event_to_json(event) != event_to_json(expected[position]):
                raise ReplayError(
                    f"event {position + 1}: the log says {event_to_json(event)}, "
                    f"the rules say {event_to_json(expected[position])}"
                )
            position += 1
            continue
        if isinstance(event, DealStarted):
            # A seeded deal is reshuffled from the seed, so the replayed RNG stays in step;
            # a forced deal (tests, hand-made logs) is dealt as written.
            trial = state.copy()
            produced = trial.start_deal()
            dealt = [e for e in produced if isinstance(e, DealStarted)]
            if dealt and event_to_json(dealt[0]) == event_to_json(event):
                state = trial
            else:
                produced = state.start_deal(event.hands, event.stock, event.dealer)
        elif isinstance(event, CardPlayed):
            try:
                produced = state.apply(_action_of(event))
            except ValueError as exc:
                raise ReplayError(f"illegal play in the log: {event_to_json(event)}: {exc}") from exc
        else:
            raise ReplayError(f"unexpected {event.type}: {event_to_json(event)}")
        produced = [e for e in produced if not isinstance(e, GameStarted)]
        expected.extend(produced)
        if event_to_json(event) != event_to_json(expected[position]):
            raise ReplayError(
                f"event {position + 1}: the log says {event_to_json(event)}, "
                f"the rules say {event_to_json(expected[position])}"
            )
        position += 1
    if position != len(expected):
        missing = event_to_json(expected[position])
        raise ReplayError(f"the log ends early: the rules still produce {missing}")
    return state
