"""The command line in the player's language: help texts, argparse's own messages, our errors.

argparse takes its words from gettext (`argparse._`, `argparse.ngettext`); `localised` swaps
them for our Fluent catalog (`cli-ap-*` in cli.ftl) while a parser is built and used, so
"invalid choice", "usage:" and the rest come in German too. Help texts of the subcommands'
options are looked up by command and option name (`cli-help-<command>-<dest>`), so a module's
`add_arguments` stays as it is and its English text is the fallback.

The language is known before parsing: ``--lang`` from the arguments, else the saved setting,
else the system's.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from ristikontra.argtypes import NumberBetween, speaking
from ristikontra.i18n import Translator, resolve_language

__all__ = ["Parser", "language_of", "localise_parser", "localised"]

#: argparse's English templates (Python 3.10-3.13) and our ids for them.
TEMPLATES = {
    "usage: ": "cli-ap-usage",
    "positional arguments": "cli-ap-positionals",
    "options": "cli-ap-options",
    "optional arguments": "cli-ap-options",
    "show this help message and exit": "cli-ap-help",
    "show program's version number and exit": "cli-ap-version",
    "argument %(argument_name)s: %(message)s": "cli-ap-argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-ap-invalid-choice",
    "invalid %(type)s value: %(value)r": "cli-ap-invalid-value",
    "expected one argument": "cli-ap-expected-one",
    "expected at most one argument": "cli-ap-expected-at-most-one",
    "expected at least one argument": "cli-ap-expected-at-least-one",
    "unrecognized arguments: %s": "cli-ap-unrecognized",
    "the following arguments are required: %s": "cli-ap-required",
    "one of the arguments %s is required": "cli-ap-one-required",
    "%(prog)s: error: %(message)s\n": "cli-ap-error",
    "ambiguous option: %(option)s could match %(matches)s": "cli-ap-ambiguous",
    "not allowed with argument %s": "cli-ap-not-allowed",
    "ignored explicit argument %r": "cli-ap-ignored-explicit",
}

class Parser(argparse.ArgumentParser):
    """argparse takes an argument that starts with "-" as an option's value only if it looks like
    a negative number to it (-5, -0.5): ``--rate -inf``, ``--grace -1,5`` or ``--grace -1e3`` got
    "expected one argument", though a value was there, and ``--rate=-inf`` the checker's words.
    Such a value after a checked number's option (`NumberBetween`) is given to it as with "=",
    so the checker refuses it in the player's words. Subparsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        # Python 3.10 writes "argument --grace: ..." without gettext, so the word stayed English
        # in another language; 3.11 and later take the format from our catalog themselves.
        if sys.version_info < (3, 11) and message.startswith("argument "):
            name, sep, rest = message[len("argument "):].partition(": ")
            if sep:
                message = argparse._("argument %(argument_name)s: %(message)s") % {
                    "argument_name": name, "message": rest}
        super().error(message)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(self._numbers_attached(given), namespace)

    def _numbers_attached(self, args: list[str]) -> list[str]:
        actions = self._actions  # read only: every option, those of groups too
        numbers = {option for action in actions if isinstance(action.type, NumberBetween) and action.nargs is None
                   for option in action.option_strings}
        if not numbers:
            return args
        known = {option for action in actions for option in action.option_strings}
        out: list[str] = []
        index = 0
        while index < len(args):
            arg = args[index]
            if arg == "--":  # the rest are positionals
                out.extend(args[index:])
                break
            following = args[index + 1] if index + 1 < len(args) else None
            if (following is not None and self._full_option(arg, known) in numbers
                    and following.startswith("-") and not following.startswith("--") and following not in known):
                out.append(f"{arg}={following}")
                index += 2
                continue
            out.append(arg)
            index += 1
        return out

    def _full_option(self, arg: str, known: set[str]) -> str | None:
        """The option `arg` names: itself, or the one long option it abbreviates (as argparse allows)."""
        if arg in known:
            return arg
        if not (self.allow_abbrev and arg.startswith("--")) or "=" in arg:
            return None
        matches = [option for option in known if option.startswith(arg)]
        return matches[0] if len(matches) == 1 else None


def language_of(argv: Sequence[str], settings_file: Path | None = None) -> str:
    """The language for messages about `argv`: its ``--lang``, the saved one, or the system's."""
    requested: str | None = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            requested = argv[index + 1]
        elif arg.startswith("--lang="):
            requested = arg.split("=", 1)[1]
    if not requested:
        requested = _saved_language(settings_file)
    return resolve_language(requested)[0]


def _saved_language(settings_file: Path | None) -> str | None:
    # Read without setting anything aside: the game reports a broken file itself, later.
    from ristikontra.files import FileProblem, load_toml
    from ristikontra.keep.settings import SETTINGS_LIMIT, settings_path

    try:
        data = load_toml(settings_file or settings_path(), limit=SETTINGS_LIMIT)
    except FileProblem:
        return None
    lang = (data or {}).get("lang")
    return lang if isinstance(lang, str) and lang else None


def _gettext(t: Translator) -> Callable[[str], str]:
    def gettext(message: str) -> str:
        msg_id = TEMPLATES.get(message)
        if msg_id is None or not t.has(msg_id):
            return message
        text = t(msg_id)
        return text + "\n" if message.endswith("\n") else text

    return gettext


def _ngettext(t: Translator) -> Callable[[str, str, int], str]:
    gettext = _gettext(t)

    def ngettext(singular: str, plural: str, n: int) -> str:
        if singular == "expected %s argument" and t.has("cli-ap-expected-n"):
            return t("cli-ap-expected-n") if n != 1 else t("cli-ap-expected-one")
        return gettext(singular if n == 1 else plural)

    return ngettext


@contextlib.contextmanager
def localised(t: Translator) -> Iterator[Translator]:
    """argparse speaks `t`'s language inside this block."""
    module: Any = argparse
    saved = (module._, module.ngettext)
    module._ = _gettext(t)
    module.ngettext = _ngettext(t)
    try:
        with speaking(t):
            yield t
    finally:
        module._, module.ngettext = saved


def localise_parser(parser: argparse.ArgumentParser, command: str, t: Translator) -> None:
    """Put the catalog's help texts and placeholders on `parser`'s options (where it has them)."""
    for action in parser._actions:
        if action.help == "show this help message and exit":
            action.help = _gettext(t)(action.help)
        name = action.dest.replace("_", "-")
        # A checked number's help says its range from the checker's own bounds.
        bounds: dict[str, int | float] = action.type.bounds() if isinstance(action.type, NumberBetween) else {}
        for msg_id in (f"cli-help-{command}-{name}", f"output-{command}-{name}-help"):
            if t.has(msg_id):
                action.help = t.format(msg_id, bounds)
                break
        placeholder = action.metavar if isinstance(action.metavar, str) else None
        if placeholder is None and action.option_strings and action.nargs != 0 and action.choices is None:
            placeholder = action.dest  # argparse would show the option's name in capitals
        if placeholder is not None and t.has(f"cli-metavar-{placeholder.lower()}"):
            action.metavar = t(f"cli-metavar-{placeholder.lower()}")
    for msg_id in (f"cli-description-{command}", f"output-{command}-help"):
        if t.has(msg_id):
            parser.description = t(msg_id)
            break
    if t.has(f"cli-epilog-{command}"):
        parser.epilog = t(f"cli-epilog-{command}")
