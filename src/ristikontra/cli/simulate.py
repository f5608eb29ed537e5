"""`ristikontra simulate`: computer-only games, a JSON Lines log and a summary.

The games are played by `ristikontra.simulate` (`play_unit`, `summarize`); this is the command
around them: its options, the log file, the narration, the progress bar and the printed summary.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from ristikontra.ai import LEVELS
from ristikontra.engine import (
    Event,
    GameState,
    Rules,
)
from ristikontra.engine.log import GameLog
from ristikontra.files import PathRefused, UserFile, open_user_file
from ristikontra.options import Settings, overrides_from_args, rule_names
from ristikontra.options import add_arguments as add_option_arguments
from ristikontra.simulate import MatchConfig, UnitResult, play_unit, summarize

__all__ = ["add_arguments", "rules_from_args", "run", "seat_levels_from_args"]


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

        t = translator(lang)
        _say(args, "cli-unknown-language", stderr=True, requested=unknown, language=t.language_name(lang),
             choices=t.language_choices())
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


def _team_words(args: argparse.Namespace, levels: tuple[str, str, str, str], team: int) -> str:
    """A team's levels as the options menu names them ("stark/solide"); the JSON keeps the
    command line's names, which a script reads."""
    from ristikontra.i18n import translator

    t = translator(_language(args))
    return "/".join(t("level-name", level=level) for level in dict.fromkeys((levels[team], levels[team + 2])))


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
        _say(args, "sim-summary-head", deals=summary["deals"], seed=str(seed), team0=_team_words(args, levels, 0),
             team1=_team_words(args, levels, 1))
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
