"""Computer-only games reduced to numbers (`ristikontra simulate`, the benchmarks): a match of
levels, one game or duplicate pair at a time, and its summary.

Every run is reproducible: all chance comes from `random.Random` objects derived from ``--seed``
(each game's shuffle seed, and one generator per play as at the table: `engine.seeding`), so
the same seed and options write the same log byte for byte. ``--duplicate`` plays each game
twice with the same cards and the two teams' players swapped (partners stay together), the fair
way to compare two levels.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ristikontra.ai import Player, make_player
from ristikontra.engine import (
    DealScored,
    Event,
    GameState,
    Rules,
    TrickWon,
    default_players,
)
from ristikontra.engine.seeding import game_seed, play_rng
from ristikontra.engine.state import STOCK_TRICKS

__all__ = [
    "MatchConfig",
    "PlayerFactory",
    "UnitResult",
    "derive_seed",
    "play_unit",
    "summarize",
]

EventSink = Callable[[list[Event], GameState], None]
#: Builds the player of a level for one copy of a game, handed that game's state. The game's
#: levels read only their seat's view; a benchmark's diagnostic player (one that is shown every
#: hand, `benchmarks/bench_peek.py`) reads the state it is handed.
PlayerFactory = Callable[[str, GameState], Player]

# ---------------------------------------------------------------------------------- configuration


@dataclass(frozen=True)
class MatchConfig:
    """What a simulation plays: the rules, a level per seat, the seed, duplicate or not."""

    rules: Rules
    seat_levels: tuple[str, str, str, str]
    seed: int
    duplicate: bool = False

    @property
    def swapped_levels(self) -> tuple[str, str, str, str]:
        """The levels with the teams exchanged and partners kept together (0<->1, 2<->3)."""
        a, b, c, d = self.seat_levels
        return (b, a, d, c)

    def team_label(self, team: int) -> str:
        first, second = self.seat_levels[team], self.seat_levels[team + 2]
        return first if first == second else f"{first}/{second}"


#: The shuffle seed of game `game` of a run (`engine.seeding`).
derive_seed = game_seed


# ---------------------------------------------------------------------------------- playing


@dataclass
class UnitResult:
    """One game (or one duplicate pair of games) reduced to numbers.

    `diffs` holds, per deal (per deal pair with duplicate), the card points of the team0 level
    minus those of the team1 level. `wins` counts deals won by the team0 and team1 levels.
    """

    diffs: list[float] = field(default_factory=list)
    wins: list[int] = field(default_factory=lambda: [0, 0])
    ties: int = 0
    deals: int = 0
    games: int = 0
    move_seconds: dict[str, list[float]] = field(default_factory=dict)
    #: The same moves' thread CPU time (what a move costs on one core, however busy the machine).
    move_cpu_seconds: dict[str, list[float]] = field(default_factory=dict)
    #: The part of each of `diffs` won in the stock phase, tricks 1 to 7 (the rest is the hand
    #: phase's, tricks 8 to 13).
    stock_diffs: list[float] = field(default_factory=list)

    def merge(self, other: UnitResult) -> None:
        self.diffs.extend(other.diffs)
        self.stock_diffs.extend(other.stock_diffs)
        self.wins[0] += other.wins[0]
        self.wins[1] += other.wins[1]
        self.ties += other.ties
        self.deals += other.deals
        self.games += other.games
        for level, times in other.move_seconds.items():
            self.move_seconds.setdefault(level, []).extend(times)
        for level, times in other.move_cpu_seconds.items():
            self.move_cpu_seconds.setdefault(level, []).extend(times)


def play_copy(
    config: MatchConfig,
    game: int,
    levels: Sequence[str],
    max_deals: int | None,
    sink: EventSink | None,
    move_seconds: dict[str, list[float]],
    move_cpu_seconds: dict[str, list[float]] | None = None,
    players: PlayerFactory | None = None,
    stock_points: list[tuple[int, int]] | None = None,
) -> list[DealScored]:
    """Play game `game` with `levels` per seat until it is over or `max_deals` deals are done
    (the players built by `players` if given, else by `make_player`). `stock_points`, if given,
    gets each deal's card points per team taken in the stock phase (tricks 1 to 7)."""
    if sink is None and players is None and all(level == "random" for level in levels):
        return _play_random_copy(config, game, max_deals)
    state = GameState(config.rules, default_players(human_seat=None), seed=derive_seed(config.seed, game))
    seated = [make_player(level, reproducible=True) if players is None else players(level, state) for level in levels]
    times = [move_seconds.setdefault(level, []) for level in levels]
    cpu_times = [(move_cpu_seconds if move_cpu_seconds is not None else {}).setdefault(level, []) for level in levels]
    scored: list[DealScored] = []
    clock, cpu_clock = time.perf_counter, time.thread_time
    while state.phase != "game_over" and (max_deals is None or len(scored) < max_deals):
        events = state.start_deal()
        if sink is not None:
            sink(events, state)
        early = [0, 0]
        while state.phase == "playing":
            seat = state.to_move
            view = state.view(seat)
            started, cpu_started = clock(), cpu_clock()
            # The same per-play generators as at the table: both copies of a duplicate game share them.
            action = seated[seat].choose(view, play_rng(state.seed, state.deal_no, state.trick_no, seat))
            times[seat].append(clock() - started)
            cpu_times[seat].append(cpu_clock() - cpu_started)
            events = state.apply(action)
            if sink is not None:
                sink(events, state)
            for event in events:
                if isinstance(event, TrickWon) and event.trick <= STOCK_TRICKS:
                    early[event.seat & 1] += event.points
                elif isinstance(event, DealScored):
                    scored.append(event)
                    if stock_points is not None:
                        stock_points.append((early[0], early[1]))
    return scored


def _play_random_copy(config: MatchConfig, game: int, max_deals: int | None) -> list[DealScored]:
    """Four `random` players on the fast simulator: the very game :func:`play_copy` would play
    on the engine (same cards, same generator calls), at several times the speed. Used only
    when no log or narration needs the events; move times are not taken."""
    from ristikontra.ai.fastsim import play_random_game

    # Without per-seat generators the fast simulator draws each play from `play_rng`'s scheme.
    results = play_random_game(config.rules, derive_seed(config.seed, game), None, max_deals)
    return [DealScored(r.deal, r.points, r.tricks, r.dirty, r.outcome.winner, r.outcome.award, r.outcome.totals,
                       r.outcome.carry, r.outcome.reason, r.outcome.base, r.outcome.carried, r.outcome.reset)
            for r in results]


def play_unit(config: MatchConfig, game: int, max_deals: int | None = None,
              sink: EventSink | None = None, players: PlayerFactory | None = None) -> UnitResult:
    """Play game `game` (twice with ``duplicate``: the second copy, teams swapped, plays at most
    as many deals as the first; deals are compared in pairs). `players`: as in :func:`play_copy`."""
    result = UnitResult(games=1)
    early_first: list[tuple[int, int]] = []
    early_second: list[tuple[int, int]] = []
    first = play_copy(config, game, config.seat_levels, max_deals, sink, result.move_seconds,
                      result.move_cpu_seconds, players, early_first)
    result.deals += len(first)
    for deal in first:
        _count_win(result, deal.deal_winner)
    if not config.duplicate:
        result.diffs.extend(float(d.points[0] - d.points[1]) for d in first)
        result.stock_diffs.extend(float(a - b) for a, b in early_first)
        return result
    second = play_copy(config, game, config.swapped_levels, len(first), sink, result.move_seconds,
                       result.move_cpu_seconds, players, early_second)
    result.games += 1
    result.deals += len(second)
    for deal in second:
        _count_win(result, None if deal.deal_winner is None else 1 - deal.deal_winner)
    for a, b in zip(first, second, strict=False):
        result.diffs.append(((a.points[0] - a.points[1]) + (b.points[1] - b.points[0])) / 2)
    for a2, b2 in zip(early_first, early_second, strict=False):
        result.stock_diffs.append(((a2[0] - a2[1]) + (b2[1] - b2[0])) / 2)
    return result


def _count_win(result: UnitResult, team_level: int | None) -> None:
    if team_level is None:
        result.ties += 1
    else:
        result.wins[team_level] += 1


# ---------------------------------------------------------------------------------- figures


def percentile(sorted_values: Sequence[float], share: float) -> float:
    """Nearest-rank percentile of an ascending sequence (0 for an empty one)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(share * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def mean_ci95(values: Sequence[float]) -> tuple[float, float]:
    """Mean and 95% confidence half-width (1.96 standard errors)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def summarize(config: MatchConfig, result: UnitResult, elapsed: float) -> dict[str, Any]:
    """The one-object summary printed by ``--json``."""
    mean, ci = mean_ci95(result.diffs)
    move_ms: dict[str, dict[str, float]] = {}
    for level in sorted(result.move_seconds):
        times = sorted(result.move_seconds[level])
        if not times:
            continue
        move_ms[level] = {
            "p50": round(percentile(times, 0.50) * 1000, 3),
            "p95": round(percentile(times, 0.95) * 1000, 3),
            "p99": round(percentile(times, 0.99) * 1000, 3),
            "max": round(times[-1] * 1000, 3),
            "moves": len(times),
        }
    decided = result.wins[0] + result.wins[1] + result.ties
    return {
        "deals": result.deals,
        "games": result.games,
        "pairs": len(result.diffs) if config.duplicate else 0,
        "duplicate": config.duplicate,
        "seed": config.seed,
        "rules": config.rules.to_json(),
        "seat_levels": list(config.seat_levels),
        "team0": config.team_label(0),
        "team1": config.team_label(1),
        "point_diff": {"mean": round(mean, 3), "ci95": round(ci, 3), "n": len(result.diffs)},
        "deal_wins": list(result.wins),
        "ties": result.ties,
        "deal_win_pct": round(100.0 * result.wins[0] / decided, 2) if decided else 0.0,
        "move_ms": move_ms,
        "deals_per_second": round(result.deals / elapsed, 3) if elapsed > 0 else 0.0,
    }
