"""The command line's checked values: a number in a range, the game's target, refused in the
player's words.

These are argparse `type=` functions the option tables of every command use (`options.py`, the
server's `add_arguments`), so they sit low and know nothing of the command line around them;
`cli/parse.py`'s `localised` tells them the language of the command line being parsed (`speaking`).
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator

from fluent.runtime.types import fluent_number

from ristikontra.i18n import Translator, resolve_language, translator

__all__ = ["NumberBetween", "WholeBetween", "current", "number_between", "port_number", "speaking",
           "target_number", "whole_between"]

_current: Translator | None = None


def current() -> Translator:
    """The translator of the command line being parsed (for `type=` functions' errors)."""
    return _current if _current is not None else translator(resolve_language(None)[0])


@contextlib.contextmanager
def speaking(t: Translator) -> Iterator[None]:
    """The checked values answer in `t`'s language inside this block."""
    global _current
    saved = _current
    _current = t
    try:
        yield
    finally:
        _current = saved


def target_number(text: str) -> int:
    """`type=` for --target: a whole number the rules accept, or an error in the player's words."""
    from ristikontra.engine.rules import MAX_TARGET

    t = current()
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t("cli-target-whole", value=text)) from None
    if not 1 <= value <= MAX_TARGET:
        raise argparse.ArgumentTypeError(t("cli-target-range", max=str(MAX_TARGET)))
    return value


class NumberBetween:
    """A `type=` for a number from `low` to `high` (a decimal comma too). Anything else is refused
    in the player's words: `number_id` (given the `value`) for no number at all, `range_id` (given
    `min` and `max`) for one outside the range, NaN and infinity included. It keeps its bounds, so
    `localise_parser` gives them to the option's help text too (`$min`, `$max`)."""

    def __init__(self, low: float, high: float, range_id: str, number_id: str = "cli-delay-number") -> None:
        self.low = low
        self.high = high
        self.range_id = range_id
        self.number_id = number_id

    def __call__(self, text: str) -> float:
        t = current()
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            raise argparse.ArgumentTypeError(t(self.number_id, value=text)) from None
        if not self.low <= value <= self.high:  # NaN too: it compares false
            raise argparse.ArgumentTypeError(t.format(self.range_id, self.bounds()))
        return value

    def __repr__(self) -> str:
        return f"NumberBetween({self.low:g}, {self.high:g}, {self.range_id!r})"

    def bounds(self) -> dict[str, int | float]:
        """`min` and `max` for a message, written as the language writes numbers (a decimal comma
        in German) and without grouping (86400, not 86,400 or 86.400): the operator types them."""
        return {"min": _ungrouped(self.low), "max": _ungrouped(self.high)}


def _ungrouped(value: float) -> int | float:
    number = fluent_number(value, useGrouping=False)
    assert isinstance(number, int | float)
    return number


class WholeBetween(NumberBetween):
    """A `type=` for a whole number from `low` to `high` (a count: of processes ...); anything
    else is refused as `NumberBetween` refuses it."""

    def __call__(self, text: str) -> int:
        t = current()
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(t(self.number_id, value=text)) from None
        if not self.low <= value <= self.high:
            raise argparse.ArgumentTypeError(t.format(self.range_id, self.bounds()))
        return value


#: The names the option modules use.
number_between = NumberBetween
whole_between = WholeBetween


#: `type=` for a port to listen on (`serve --port`, `web --port`): 0 (any free one) to 65535.
port_number = WholeBetween(0, 65535, "cli-port-range", "cli-port-number")
