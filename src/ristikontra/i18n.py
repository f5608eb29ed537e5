"""Fluent message catalogs: every word the game says comes from `locales/<lang>/*.ftl`.

The languages are the folders of `locales/` (`available_languages()`): a new language is a new
folder and nothing else. A message a catalog lacks is taken from English with a
`MissingTranslation` warning (the test suite turns it into a failure). Each catalog names its
own language (`language-name`). `use_isolating=False`: no invisible Unicode isolation marks may
reach speech or braille.
"""

from __future__ import annotations

import locale
import os
import re
import sys
import warnings
from collections.abc import Mapping
from functools import cache

from fluent.runtime import FluentBundle, FluentResource

from ristikontra.resources import locales_dir

__all__ = [
    "FALLBACK",
    "LANGUAGES",
    "MissingMessage",
    "MissingTranslation",
    "Translator",
    "available_languages",
    "language_of",
    "resolve_language",
    "system_language",
    "translator",
]

#: The language every other one falls back to, id by id.
FALLBACK = "en"


def available_languages() -> tuple[str, ...]:
    """The languages the game speaks: every folder of `locales/` that holds a catalog."""
    root = locales_dir()
    return tuple(sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl"))))


#: The languages found at start-up (`available_languages()` looks again).
LANGUAGES = available_languages()

Args = Mapping[str, str | int | float]

#: Fluent refuses a placeable of more than 2,500 characters (the full rules are 3,300 and more):
#: longer texts go in as a short token and are put back after formatting.
_LONG_TEXT = 200
#: Babel cannot format numbers beyond this (decimal.InvalidOperation); no true count comes near.
_HUGE_NUMBER = 10**15


class MissingMessage(KeyError):
    """A message id (or attribute) the catalog lacks: a bug, caught by the catalog tests."""


class MissingTranslation(UserWarning):
    """A catalog lacks an id English has: the English text was used instead."""


class Translator:
    """Formats messages of one language. ``t("trick-won", points=21)``."""

    def __init__(self, lang: str) -> None:
        languages = available_languages()
        if lang not in languages:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(languages)}")
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
        return self.bundle.has_message(msg_id) or (self.lang != FALLBACK and translator(FALLBACK).has(msg_id))

    def autonym(self, lang: str) -> str:
        """`lang` by its own name, as its own catalog gives it ("Deutsch", "English")."""
        return translator(lang)("language-autonym")

    def language_choices(self) -> str:
        """Every language the game speaks, by its own name and its `--lang` code
        ("Deutsch (de), English (en)"), for the answer to an unknown one."""
        return ", ".join(f"{self.autonym(lang)} ({lang})" for lang in available_languages())

    def language_name(self, lang: str) -> str:
        """`lang` named in this language ("Englisch" in German); its own name if this catalog
        does not know it yet."""
        return self("language-name", lang=lang, autonym=self.autonym(lang))

    def __call__(self, msg_id: str, /, attribute: str | None = None, **args: str | int | float) -> str:
        return self.format(msg_id, args, attribute=attribute)

    def format(self, msg_id: str, args: Args | None = None, *, attribute: str | None = None) -> str:
        if not self.bundle.has_message(msg_id):
            if self.lang != FALLBACK and translator(FALLBACK).bundle.has_message(msg_id):
                warnings.warn(MissingTranslation(f"{self.lang}: no message {msg_id!r}; said in English"),
                              stacklevel=2)
                return translator(FALLBACK).format(msg_id, args, attribute=attribute)
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
    """The game language a locale name stands for, or None if the game does not speak it.

    Reads POSIX names (``de_AT.UTF-8``, ``de``), BCP 47 tags (``de-CH``) and the names Windows
    gives (``German_Austria.1252``, ``English_United States.1252``) through the standard
    library's locale alias table, so ``German``, ``Deutsch`` or ``deutsch`` count too.
    """
    head = re.split(r"[_.@:\-]", name.strip(), maxsplit=1)[0].strip().lower()
    if not head or head in ("c", "posix"):
        return None
    alias = locale.locale_alias.get(head, head)
    code = re.split(r"[_.@]", alias, maxsplit=1)[0].lower()
    return code if code in available_languages() else None


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
    """The system's language if the game speaks it (any region, any spelling of its name), else English."""
    for name in _locale_names():
        found = language_of(name)
        if found is not None:
            return found
        if name.split(".")[0].upper() not in ("C", "POSIX"):
            return FALLBACK  # another language: the game speaks English there
    return FALLBACK


def _code(name: str) -> str:
    """The language part of a name given on purpose: "de_AT.UTF-8" -> "de"."""
    return name.strip().lower().replace("-", "_").split("_")[0].split(".")[0]


def resolve_language(requested: str | None) -> tuple[str, str | None]:
    """The language to use and, if `requested` was unknown, a warning naming the fallback."""
    if requested:
        code = _code(requested)
        if code in available_languages():
            return code, None
        return system_language(), requested
    return system_language(), None
