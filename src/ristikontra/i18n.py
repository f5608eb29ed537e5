"""Fluent message catalogs: every word the game says comes from `locales/<lang>/*.ftl`.

`use_isolating=False`: no invisible Unicode isolation marks may reach speech or braille.
"""

from __future__ import annotations

import locale
import os
import re
import sys
from collections.abc import Mapping
from functools import cache

from fluent.runtime import FluentBundle, FluentResource

from ristikontra.resources import locales_dir

__all__ = [
    "LANGUAGES",
    "MissingMessage",
    "Translator",
    "language_of",
    "resolve_language",
    "system_language",
    "translator",
]

LANGUAGES = ("de", "en")

Args = Mapping[str, str | int | float]

#: Fluent refuses a placeable of more than 2,500 characters (the full rules are 3,300 and more):
#: longer texts go in as a short token and are put back after formatting.
_LONG_TEXT = 200
#: Babel cannot format numbers beyond this (decimal.InvalidOperation); no true count comes near.
_HUGE_NUMBER = 10**15


class MissingMessage(KeyError):
    """A message id (or attribute) the catalog lacks: a bug, caught by the catalog tests."""


class Translator:
    """Formats messages of one language. ``t("trick-won", points=21)``."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        self.lang = lang
        self.bundle = FluentBundle([lang], use_isolating=False)
        self.ids: set[str] = set()
        folder = locales_dir() / lang
        for path in sorted(folder.glob("*.ftl")):
            resource = FluentResource(path.read_text(encoding="utf-8"))
            self.bundle.add_resource(resource)
            for entry in resource.body:
                ident = getattr(getattr(entry, "id", None), "name", None)
                if ident and type(entry).__name__ == "Message":
                    self.ids.add(ident)

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id)

    def __call__(self, msg_id: str, /, attribute: str | None = None, **args: str | int | float) -> str:
        return self.format(msg_id, args, attribute=attribute)

    def format(self, msg_id: str, args: Args | None = None, *, attribute: str | None = None) -> str:
        if not self.bundle.has_message(msg_id):
            raise MissingMessage(f"{self.lang}: no message {msg_id!r}")
        message = self.bundle.get_message(msg_id)
        pattern = message.value if attribute is None else message.attributes.get(attribute)
        if pattern is None:
            raise MissingMessage(f"{self.lang}: message {msg_id!r} has no {attribute or 'value'}")
        values, long_texts = _shielded(args or {})
        text, errors = self.bundle.format_pattern(pattern, values)
        if errors:
            raise MissingMessage(f"{self.lang}: {msg_id!r}: {errors[0]}")
        text = str(text)
        for token, value in long_texts.items():
            text = text.replace(token, value)
        return text


def _shielded(args: Args) -> tuple[dict[str, str | int | float], dict[str, str]]:
    """`args` safe for Fluent: long strings as tokens (with what they stand for), numbers too
    large for Babel as plain digits."""
    values: dict[str, str | int | float] = {}
    long_texts: dict[str, str] = {}
    for name, value in args.items():
        if isinstance(value, str) and len(value) > _LONG_TEXT:
            token = f"\x00{len(long_texts)}\x00"
            long_texts[token] = value
            values[name] = token
        elif isinstance(value, int | float) and not isinstance(value, bool) and abs(value) >= _HUGE_NUMBER:
            values[name] = str(value)
        else:
            values[name] = value
    return values, long_texts


@cache
def translator(lang: str) -> Translator:
    """The shared translator of `lang` (catalogs are read once)."""
    return Translator(lang)


def language_of(name: str) -> str | None:
    """The game language a locale name stands for, or None if it is neither German nor English.

    Reads POSIX names (``de_AT.UTF-8``, ``de``), BCP 47 tags (``de-CH``) and the names Windows
    gives (``German_Austria.1252``, ``English_United States.1252``) through the standard
    library's locale alias table, so ``German``, ``Deutsch`` or ``deutsch`` count too.
    """
    head = re.split(r"[_.@:\-]", name.strip(), maxsplit=1)[0].strip().lower()
    if not head or head in ("c", "posix"):
        return None
    alias = locale.locale_alias.get(head, head)
    code = re.split(r"[_.@]", alias, maxsplit=1)[0].lower()
    return code if code in LANGUAGES else None


def _windows_ui_locale() -> str | None:
    """The Windows display language as a locale name (``de_AT``), from the Win32 API."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
    except (AttributeError, OSError):
        return None
    return locale.windows_locale.get(int(langid))


def _locale_names() -> list[str]:
    """Where the system says its language, most specific first."""
    names: list[str] = []
    # POSIX: the variables setlocale() reads, in its order of precedence; GNU's LANGUAGE list
    # ("de:en") names the message language first.
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        names.extend(part for part in value.split(":") if part)
        if value:
            break
    windows = _windows_ui_locale()
    if windows:
        names.append(windows)
    try:
        # What the C library has set up: on Windows a name like "German_Austria", 1252.
        current = locale.getlocale()[0]
    except ValueError:
        current = None
    if current:
        names.append(current)
    return names


def system_language() -> str:
    """German for a German system locale (any region, any spelling of its name), else English."""
    for name in _locale_names():
        found = language_of(name)
        if found is not None:
            return found
        if name.split(".")[0].upper() not in ("C", "POSIX"):
            return "en"  # another language: the game speaks English there
    return "en"


def resolve_language(requested: str | None) -> tuple[str, str | None]:
    """The language to use and, if `requested` was unknown, a warning naming the fallback."""
    if requested:
        code = requested.strip().lower().replace("-", "_").split("_")[0]
        if code in LANGUAGES:
            return code, None
        fallback = system_language()
        return fallback, requested
    return system_language(), None
