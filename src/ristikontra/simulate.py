"""`ristikontra simulate`: computer-only games, a JSON Lines log and a summary.

Every run is reproducible: all chance comes from `random.Random` objects derived from ``--seed``
(each game's shuffle seed, and one generator per play as at the table: `engine.seeding`), so
the same seed and options write the same log byte for byte. ``--duplicate`` plays each game
twice with the same cards and the two teams' players swapped (partners stay together), the fair
way to compare two levels.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ristikontra.ai import LEVELS, Player, make_player
from ristikontra.engine import (
    DealScored,
    Event,
    GameState,
    Rules,
    default_players,
)
from ristikontra.engine.log import GameLog
from ristikontra.engine.seeding import game_seed, play_rng
from ristikontra.files import PathRefused, UserFile, open_user_file
from ristikontra.options import Settings, overrides_from_args, rule_names
from ristikontra.options import add_arguments as add_option_arguments

__all__ = [
    "MatchConfig",
    "PlayerFactory",
    "UnitResult",
    "add_arguments",
    "derive_seed",
    "play_unit",
    "rules_from_args",
    "run",
    "seat_levels_from_args",
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

    def merge(self, other: UnitResult) -> None:
        self.diffs.extend(other.diffs)
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
) -> list[DealScored]:
    """Play game `game` with `levels` per seat until it is over or `max_deals` deals are done
    (the players built by `players` if given, else by `make_player`)."""
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
            scored.extend(e for e in events if isinstance(e, DealScored))
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
    first = play_copy(config, game, config.seat_levels, max_deals, sink, result.move_seconds,
                      result.move_cpu_seconds, players)
    result.deals += len(first)
    for deal in first:
        _count_win(result, deal.deal_winner)
    if not config.duplicate:
        result.diffs.extend(float(d.points[0] - d.points[1]) for d in first)
        return result
    second = play_copy(config, game, config.swapped_levels, len(first), sink, result.move_seconds,
                       result.move_cpu_seconds, players)
    result.games += 1
    result.deals += len(second)
    for deal in second:
        _count_win(result, None if deal.deal_winner is None else 1 - deal.deal_winner)
    for a, b in zip(first, second, strict=False):
        result.diffs.append(((a.points[0] - a.points[1]) + (b.points[1] - b.points[0])) / 2)
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


# ---------------------------------------------------------------------------------- command line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = (
        "Levels: random, basic, strong, expert (weakest first).\n"
        "Players: --team0/--team1 give both seats of a team one level (seats 0+2 are team 0,\n"
        "seats 1+3 team 1); --partner0/--partner1 override the partner seat (2 or 3) for a mixed\n"
        "team; --seat-levels L0,L1,L2,L3 sets all four seats at once and wins over the others.\n"
        "Duplicate: each game is played again with the same cards and player seeds, levels of\n"
        "seats 0<->1 and 2<->3 swapped; the point difference is then the mean over deal pairs,\n"
        "seen from the team0 players. --deals counts pairs with --duplicate; the second copy of a\n"
        "game plays at most as many deals as the first, and a deal left without its pair counts in\n"
        "deals and deal_wins but not in point_diff.\n"
        "Search levels (strong, expert) play on their sample budget alone, without the clock they\n"
        "use in the game, so a seed always gives the same games; move_ms shows the time they took.\n"
        "The log holds every event of every game in order, one JSON object per line; each game\n"
        "starts with its own game_started line."
    )
    amount = parser.add_mutually_exclusive_group()
    amount.add_argument("--games", type=int, metavar="N", help="play N whole games (default 1)")
    amount.add_argument("--deals", type=int, metavar="N", help="stop after N deals in all (a game may be cut off)")
    parser.add_argument("--seed", type=int, metavar="S", help="seed for everything (default: a random one)")
    add_option_arguments(parser, rule_names())
    parser.add_argument("--team0", choices=LEVELS, default="basic", help="level of seats 0 and 2 (default basic)")
    parser.add_argument("--team1", choices=LEVELS, default="basic", help="level of seats 1 and 3 (default basic)")
    parser.add_argument("--partner0", choices=LEVELS, help="level of seat 2 if it differs from --team0")
    parser.add_argument("--partner1", choices=LEVELS, help="level of seat 3 if it differs from --team1")
    parser.add_argument("--seat-levels", metavar="L0,L1,L2,L3", help="levels of seats 0-3, comma separated")
    parser.add_argument("--duplicate", action="store_true", help="play every game twice, teams swapped")
    parser.add_argument("--log", metavar="PATH", help="write every event as JSON Lines to PATH")
    existing = parser.add_mutually_exclusive_group()
    existing.add_argument("--append", action="store_true", help="add to the log if PATH exists")
    existing.add_argument("--overwrite", action="store_true", help="replace the log if PATH exists")
    parser.add_argument("--json", action="store_true", help="print a one-object JSON summary on stdout")
    parser.add_argument("--narrate", action="store_true", help="print what the player at seat 0 would hear")
    add_option_arguments(parser, ("lang", "verbosity"))
    parser.set_defaults(verbosity="normal")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The rules the rule options of the command line give (the same flags as `play`)."""
    return Settings().with_values(overrides_from_args(args, rule_names())).game_rules()


def seat_levels_from_args(args: argparse.Namespace) -> tuple[str, str, str, str]:
    if args.seat_levels:
        levels = [part.strip() for part in args.seat_levels.split(",")]
        if len(levels) != 4 or any(level not in LEVELS for level in levels):
            from ristikontra.i18n import translator

            raise ValueError(translator(_language(args))("cli-seat-levels-bad", levels=", ".join(LEVELS)))
        return (levels[0], levels[1], levels[2], levels[3])
    return (args.team0, args.team1, args.partner0 or args.team0, args.partner1 or args.team1)


@contextmanager
def _open_log(file: UserFile | None) -> Iterator[GameLog | None]:
    if file is None:
        yield None
        return
    stream = io.TextIOWrapper(file.binary, encoding="utf-8", newline="\n")
    try:
        with GameLog(stream) as log:
            yield log
    finally:
        stream.close()


class _Progress:
    """A one-line progress bar on stderr, only when stderr is a terminal."""

    def __init__(self, total: int, unit: str) -> None:
        self.total = total
        self.unit = unit
        self.enabled = sys.stderr.isatty()
        self.last = -1.0

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if done < self.total and now - self.last < 0.2:
            return
        self.last = now
        width = 30
        filled = width * done // max(self.total, 1)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} {self.unit}")
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()


def _make_narrator(args: argparse.Namespace) -> Callable[[list[Event], GameState], None] | None:
    if not args.narrate:
        return None
    from ristikontra.announce.narration import Narrator

    narrator = Narrator(_language(args), args.verbosity, seat=0)

    def narrate(events: list[Event], state: GameState) -> None:
        # The narrator hides what seat 0 may not know itself (it gets the full events).
        for line in narrator.feed(events, state.view(0)):
            print(line)

    return narrate


def _language(args: argparse.Namespace) -> str:
    from ristikontra.i18n import resolve_language

    lang, _unknown = resolve_language(args.lang)
    return lang


def _say(args: argparse.Namespace, msg_id: str, *, stderr: bool = False, **values: str | int | float) -> None:
    from ristikontra.i18n import translator

    print(translator(_language(args)).format(msg_id, values), file=sys.stderr if stderr else sys.stdout)


def run(args: argparse.Namespace) -> int:
    from ristikontra.i18n import resolve_language

    lang, unknown = resolve_language(args.lang)
    if unknown:
        from ristikontra.i18n import translator

        name = translator(lang).language_name(lang)
        _say(args, "cli-unknown-language", stderr=True, requested=unknown, language=name)
    try:
        return _run(args)
    except BrokenPipeError:
        # The reader of stdout went away (e.g. `| head`): stop quietly, like other tools.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    try:
        rules = rules_from_args(args)
        levels = seat_levels_from_args(args)
    except ValueError as exc:
        _say(args, "cli-bad-option", stderr=True, detail=str(exc))
        return 2
    if (args.games is not None and args.games < 1) or (args.deals is not None and args.deals < 1):
        _say(args, "cli-count-too-small", stderr=True)
        return 2
    log_file: UserFile | None = None
    if args.log is not None:
        # An existing log is never truncated unless the player asked (--overwrite or --append).
        mode = "append" if args.append else "replace" if args.overwrite else "new"
        try:
            log_file = open_user_file(Path(args.log), mode=mode)
        except PathRefused as refusal:
            _say_refusal(args, refusal)
            return 2
    try:
        return _play(args, rules, levels, log_file)
    except OSError as exc:
        if log_file is None or isinstance(exc, BrokenPipeError):
            raise
        _say_refusal(args, log_file.refusal_for(exc))
        return 1


def _say_refusal(args: argparse.Namespace, refusal: PathRefused) -> None:
    from ristikontra.i18n import translator

    reason = translator(_language(args)).format(refusal.msg_id, refusal.values)
    _say(args, "cli-log-unwritable", stderr=True, path=refusal.values.get("path", ""), reason=reason)


def _play(args: argparse.Namespace, rules: Rules, levels: tuple[str, str, str, str], log_file: UserFile | None) -> int:
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = MatchConfig(rules, levels, seed, bool(args.duplicate))
    narrate = _make_narrator(args)
    total = args.deals if args.deals is not None else (args.games or 1)
    progress = _Progress(total, "deals" if args.deals is not None else "games")
    result = UnitResult()
    started = time.perf_counter()
    with _open_log(log_file) as log:

        def sink(events: list[Event], state: GameState) -> None:
            if log is not None:
                log.write(events)
            if narrate is not None:
                narrate(events, state)

        use_sink = sink if (log is not None or narrate is not None) else None
        game = 0
        while True:
            if args.deals is not None:
                done = len(result.diffs) if config.duplicate else result.deals
                remaining = args.deals - done
                if remaining <= 0:
                    break
                unit = play_unit(config, game, remaining, use_sink)
            else:
                if game >= total:
                    break
                unit = play_unit(config, game, None, use_sink)
            result.merge(unit)
            game += 1
            progress.update(min(total, (len(result.diffs) if config.duplicate else result.deals)
                                if args.deals is not None else game))
    progress.close()
    summary = summarize(config, result, time.perf_counter() - started)
    if args.json:
        print(json.dumps(summary, sort_keys=False))
    else:
        diff = summary["point_diff"]
        # The seed as plain digits (it must be typed back in); decimals in the language's style.
        _say(args, "sim-summary-head", deals=summary["deals"], seed=str(seed), team0=summary["team0"],
             team1=summary["team1"])
        pairs = "yes" if config.duplicate else "no"
        # Decimals in the language's own style (Fluent's NUMBER()); the sign is always shown.
        mean = float(diff["mean"])
        sign = "-" if mean < 0 else "+"
        if diff["n"] >= 2:
            _say(args, "sim-point-diff", pairs=pairs, sign=sign, mean=abs(mean), ci=float(diff["ci95"]))
        else:
            _say(args, "sim-point-diff-single", pairs=pairs, sign=sign, mean=abs(mean))
        _say(args, "sim-deals-won", wins0=result.wins[0], wins1=result.wins[1], ties=result.ties)
    return 0
