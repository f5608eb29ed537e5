"""Fluent message catalogs: every word the game says comes from `locales/<lang>/*.ftl`.

`use_isolating=False`: no invisible Unicode isolation marks may reach speech or braille.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping
from functools import cache

from fluent.runtime import FluentBundle, FluentResource

from ristikontra.resources import locales_dir

__all__ = ["LANGUAGES", "MissingMessage", "Translator", "resolve_language", "system_language", "translator"]

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


def system_language() -> str:
    """German for a `de_*` system locale, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "de" if value.lower().startswith("de") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "de" if code.lower().startswith("de") else "en"


def resolve_language(requested: str | None) -> tuple[str, str | None]:
    """The language to use and, if `requested` was unknown, a warning naming the fallback."""
    if requested:
        code = requested.strip().lower().replace("-", "_").split("_")[0]
        if code in LANGUAGES:
            return code, None
        fallback = system_language()
        return fallback, requested
    return system_language(), None
