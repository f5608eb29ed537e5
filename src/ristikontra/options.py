"""Every setting and rule option, declared once: the `Settings` fields carry their own rows.

A row (`Option`) names the option's values, its label in the catalogs, its command-line flag,
how its value is read aloud and whether a change counts now or from the next game. From these
rows come the options menu (`ui/seat/menu.py`), settings validation (`keep/settings.py`), both command
lines (`add_arguments` for `play` and `simulate`) and the game's `Rules` (`Settings.game_rules`).
The "implies" relations (the dirty game brings the fourth-king rule) are declared on the
`Rules` fields themselves (`engine/rules.py`).

A new rule option: a `Rules` field and its engine logic, one `option(...)` field here, its
catalog lines (`setting-...`, the value words) in every locale, and tests.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Literal, TypeVar, get_args

from ristikontra.ai import LEVELS
from ristikontra.argtypes import number_between, target_number
from ristikontra.engine import PRESETS, Rules, find_preset
from ristikontra.engine.rules import LEAD_LIMITS, implied_by
from ristikontra.i18n import Translator, available_languages
from ristikontra.output.base import SpeechMode

__all__ = [
    "MAX_AI_DELAY",
    "OPTIONS",
    "Option",
    "Settings",
    "add_arguments",
    "locked_by",
    "overrides_from_args",
]

T = TypeVar("T")
Value = str | int | float | bool
#: How a value is read aloud: (translator, value, all settings) -> words.
ValueText = Callable[[Translator, Value, "Settings"], str]
Choices = tuple[Value, ...] | Callable[["Settings"], tuple[Value, ...]]

#: The speech setting's values, in menu order: the output layer's own list, so a new channel is not
#: declared twice.
SPEECH_CHANNELS: tuple[str, ...] = get_args(SpeechMode)
VERBOSITIES = ("brief", "normal", "verbose")
RULE_SETS = tuple(PRESETS)
PERCENT_STEPS = tuple(range(0, 101, 10))
#: The pauses the options menu steps through, up to the longest `--ai-delay` takes.
AI_DELAYS = (0.0, 0.3, 0.6, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 7.0, 10.0)
#: The longest pause before a computer play that a setting (or an online table's pace) may hold, seconds.
MAX_AI_DELAY = 10.0
#: Game targets offered per rule set; 0 means "the rule set's own target".
TARGETS: Mapping[str, tuple[int, ...]] = {
    "sticks": (0, 1, 3, 5, 7, 9, 11, 15),
    "total": (0, 60, 90, 120, 150, 200, 250),
    "short": (0, 30, 45, 60, 90, 120),
}


@dataclass(frozen=True)
class Option:
    """One row of the option table."""

    name: str
    default: Value
    #: The values the menu steps through (a function of the settings when they depend on others).
    values: Choices
    text: ValueText
    #: "now" (the output, the voice ...) or "next_game" (a rule).
    applies: Literal["now", "next_game"] = "now"
    #: The `Rules` field this option sets, if it is a rule.
    rule: str | None = None
    #: The option whose value decides this one's values (the target follows the rule set).
    follows: str | None = None
    #: A value meaning "as the rule set says" (the target 0): the rule is left as the preset has it.
    preset_value: Value | None = None
    #: The command-line flag, its help, and how to read its argument (None: from `values`).
    flag: str | None = None
    help: str = ""
    parse: Callable[[str], Value] | None = None
    metavar: str | None = None
    #: Values accepted from the settings file besides `values` (ranges).
    accepts: Callable[[Value], bool] | None = None
    #: An item of the options menu (False: a remembered answer, such as the online server's address).
    menu: bool = True
    #: Values in order on a scale (a pause, a volume): the menu stops at its ends instead of
    #: wrapping round from the least to the most, and a value between its steps (`--ai-delay 4.5`)
    #: moves to the next step in the direction pressed.
    scale: bool = False

    @property
    def label(self) -> str:
        """The catalog id of the option's name."""
        return f"setting-{self.name.replace('_', '-')}"

    def choices(self, settings: Settings) -> tuple[Value, ...]:
        return self.values(settings) if callable(self.values) else self.values

    def valid(self, value: Value, settings: Settings) -> bool:
        if self.accepts is not None:
            return self.accepts(value)
        return value in self.choices(settings)


# ---------------------------------------------------------------------------------- reading values


def _arg(value: Value) -> str | int | float:
    return int(value) if isinstance(value, bool) else value


def on_off(t: Translator, value: Value, settings: Settings) -> str:
    return t("value-on" if value else "value-off")


def choice(msg_id: str, arg: str = "choice") -> ValueText:
    """Words from one catalog message with the value as `arg` (`value-speech`, choice=...)."""

    def text(t: Translator, value: Value, settings: Settings) -> str:
        return t.format(msg_id, {arg: _arg(value)})

    return text


#: The digits after the decimal point a pace is said with (Fluent says three at most).
SPOKEN_DIGITS = 3


def seconds(t: Translator, value: Value, settings: Settings) -> str:
    """A pause before a computer play as said, the one way every pace is said (the options menu,
    an online table's pace from its lobby). Rounded to what is spoken first: whatever is said as
    zero is "no pause", never "0 seconds", and the noun agrees with the number heard (0.9996 is
    "1 second"). ``+ 0.0``: a rounded -0.0 is 0."""
    return t("value-seconds", value=round(float(value), SPOKEN_DIGITS) + 0.0)


def language(t: Translator, value: Value, settings: Settings) -> str:
    """A language by its own name (from its own catalog), or "system language"."""
    if not value:
        return t("value-lang-system")
    return t.autonym(str(value))


def target(t: Translator, value: Value, settings: Settings) -> str:
    preset = find_preset(settings.rules)
    if value == 0:
        return t("value-target-default", target=t("value-target", scoring=preset.scoring, value=preset.target))
    return t("value-target", scoring=preset.scoring, value=_arg(value))


# ---------------------------------------------------------------------------------- command-line types


#: `type=` for --ai-delay: seconds up to the longest pause the options menu offers, so the command
#: line sets no pause that the settings file would refuse and the menu could not say.
_seconds = number_between(0, MAX_AI_DELAY, "cli-delay-range")


def option(default: T, values: Choices, text: ValueText, **row: object) -> T:
    """A `Settings` field with its row of the option table."""
    return field(default=default, metadata={"option": (values, text, row)})


def _languages(settings: Settings) -> tuple[Value, ...]:
    return tuple(available_languages())


def _targets(settings: Settings) -> tuple[Value, ...]:
    return TARGETS.get(settings.rules, (0,))


def _remembered(limit: int) -> Callable[[Value], bool]:
    """A remembered line of text (not a menu item): any string up to `limit` characters."""
    return lambda v: isinstance(v, str) and len(v) <= limit


def _as_typed(t: Translator, value: Value, settings: Settings) -> str:
    return str(value)


@dataclass(frozen=True)
class Settings:
    """Everything the options menu can change, in menu order. `lang` empty: the system language."""

    lang: str = option("", _languages, language, flag="--lang", metavar="|".join(available_languages()),
                       help="language of the game (default: saved or system)",
                       accepts=lambda v: v == "" or v in available_languages())
    speech: str = option("auto", SPEECH_CHANNELS, choice("value-speech"), flag="--speech",
                         help="where speech goes: screen reader, own voice, text only, or nowhere")
    voice_rate: int = option(50, PERCENT_STEPS, choice("value-percent", "value"), scale=True)
    voice_volume: int = option(80, PERCENT_STEPS, choice("value-percent", "value"), scale=True)
    sound: bool = option(True, (True, False), on_off, flag="--no-sound", help="no sound cues")
    sound_volume: int = option(70, PERCENT_STEPS, choice("value-percent", "value"), scale=True)
    verbosity: str = option("normal", VERBOSITIES, choice("value-verbosity"), flag="--verbosity",
                            help="how much the game says")
    live_line: bool = option(True, (True, False), on_off, flag="--no-live-line",
                             help="no live line (the hand) at the bottom of the terminal")
    level: str = option("strong", LEVELS, choice("value-level"), flag="--level",
                        help="strength of the computer players")
    ai_delay: float = option(1.0, AI_DELAYS, seconds, flag="--ai-delay", parse=_seconds, metavar="SECONDS",
                             help=f"pause before each computer play (e.g. {', '.join(str(d) for d in AI_DELAYS[:4])})",
                             accepts=lambda v: 0.0 <= v <= MAX_AI_DELAY, scale=True)
    #: Online, hints are on only if every person at the table allows them; this player allows them
    #: unless they say no here (the consent is theirs to give; a client that says nothing forbids).
    online_hints: bool = option(True, (True, False), on_off)
    #: Each message's short form to the braille display, where the screen reader's route can braille.
    braille: bool = option(True, (True, False), on_off, flag="--no-braille",
                           help="nothing to the braille display (speech stays)")
    rules: str = option("sticks", RULE_SETS, choice("value-rules"), applies="next_game", flag="--rules",
                        help="rule set: sticks (7 sticks), total (120), short (60)")
    target: int = option(0, _targets, target, applies="next_game", rule="target", follows="rules",
                         preset_value=0,
                         flag="--target", parse=target_number, help="points or sticks that win the game",
                         accepts=lambda v: 0 <= v <= 1000)
    blind: bool = option(True, (True, False), on_off, applies="next_game", rule="blind_play", flag="--no-blind",
                         help="no playing blind from the stock")
    lead_limit: int = option(3, LEAD_LIMITS, choice("value-lead-limit", "limit"), applies="next_game",
                             rule="lead_limit", flag="--lead-limit", parse=int,
                             help="leads of one rank in a row before it is barred (0: no limit)")
    dirty: bool = option(False, (False, True), on_off, applies="next_game", rule="dirty", flag="--dirty",
                         help="play the dirty game (it brings the fourth-king rule)")
    fourth_king: bool = option(False, (False, True), on_off, applies="next_game", rule="fourth_king",
                               flag="--fourth-king", help="no king from hand after the third while the stock lasts")
    #: "Play online" (p) asks these once and remembers them: the server's address, the name at its tables.
    online_server: str = option("", (), _as_typed, menu=False, accepts=_remembered(300))
    online_name: str = option("", (), _as_typed, menu=False, accepts=_remembered(24))

    def game_rules(self) -> Rules:
        """The rules of the next game: the rule set, with every rule option on top."""
        changes: dict[str, Value] = {}
        for row in OPTIONS:
            value = getattr(self, row.name)
            if row.rule is not None and value != row.preset_value:
                changes[row.rule] = value
        return find_preset(self.rules).with_options(**changes)

    def with_values(self, changes: Mapping[str, object]) -> Settings:
        """A copy with `changes` (names and values the options menu or command line produced)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def to_toml(self) -> dict[str, Value]:
        return {row.name: getattr(self, row.name) for row in OPTIONS}

    @classmethod
    def read_toml(cls, data: Mapping[str, object]) -> tuple[Settings, tuple[str, ...]]:
        """Every valid value from `data` (anything else keeps its default), and the options `data`
        gave a value that could not be used (of the wrong type or out of range), in menu order:
        they keep their defaults, the player is told."""
        default = cls()
        values: dict[str, Value] = {}
        rejected: list[str] = []
        for row in OPTIONS:
            if row.name not in data:
                continue
            value = data[row.name]
            current = row.default
            if isinstance(value, float | int) and isinstance(current, float) and not isinstance(value, bool):
                value = float(value)
            if type(value) is type(current) and row.valid(value, default):
                values[row.name] = value
            else:
                rejected.append(row.name)
        return default.with_values(values), tuple(rejected)


def _rows() -> tuple[Option, ...]:
    rows = []
    for f in fields(Settings):
        values, text, extra = f.metadata["option"]
        rows.append(Option(f.name, f.default, values, text, **extra))  # type: ignore[arg-type]
    return tuple(rows)


#: The option table, in menu order.
OPTIONS: tuple[Option, ...] = _rows()
BY_NAME: Mapping[str, Option] = {row.name: row for row in OPTIONS}


def locked_by(settings: Settings, name: str) -> str | None:
    """The option that forces `name` on now (the dirty game for the fourth-king rule), if any."""
    row = BY_NAME[name]
    implier = implied_by(row.rule) if row.rule is not None else None
    if implier is None:
        return None
    source = next((r for r in OPTIONS if r.rule == implier), None)
    return source.name if source is not None and getattr(settings, source.name) else None


# ---------------------------------------------------------------------------------- command lines


def add_arguments(parser: argparse.ArgumentParser, names: Sequence[str] | None = None) -> None:
    """Add the flags of the options `names` (default: every option with a flag)."""
    for row in OPTIONS:
        if row.flag is None or (names is not None and row.name not in names):
            continue
        if isinstance(row.default, bool):
            action = "store_false" if row.default else "store_true"
            parser.add_argument(row.flag, dest=row.name, action=action, default=None, help=row.help)
            continue
        kwargs: dict[str, object] = {}
        if row.parse is not None:
            kwargs["type"] = row.parse
        if row.metavar is not None:
            kwargs["metavar"] = row.metavar
        elif not callable(row.values):
            kwargs["choices"] = row.values
        parser.add_argument(row.flag, dest=row.name, help=row.help, **kwargs)  # type: ignore[arg-type]


def overrides_from_args(args: argparse.Namespace, names: Sequence[str] | None = None) -> dict[str, Value]:
    """The options given on the command line; a rule set without a target takes its own target."""
    changes: dict[str, Value] = {}
    for row in OPTIONS:
        if row.flag is None or (names is not None and row.name not in names):
            continue
        value = getattr(args, row.name, None)
        if value is not None:
            changes[row.name] = value
    if "rules" in changes and "target" not in changes:
        changes["target"] = 0
    return changes


def rule_names() -> tuple[str, ...]:
    """The options that are rules of the game (`simulate` takes only these)."""
    return tuple(row.name for row in OPTIONS if row.applies == "next_game")
