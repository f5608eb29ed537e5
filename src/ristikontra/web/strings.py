"""Every word of the browser page, from our Fluent catalogs: the page holds no text of its own.

`page_strings(lang)` is what `/strings/<lang>.json` serves (and `rules_document(lang)` what
`/rules/<lang>.json` serves, the rules the page opens as a section): the page's messages (`locales/<lang>/
web.ftl`, every id beginning with `web-`), the server's refusals as the terminal client says
them (`net-error-*`), the languages by their own names, and the form that opens a table, built
from the option table (`options.py`), so that a new rule option reaches the page with its words
and values and nothing written for the page.

A page message with variables is sent as a template: each `{ $name }` comes out as `{name}`, and
the page puts the value in as text. So a page message may not choose its words by a variable
(a plural, a select): those are said by the server, as the terminal's are.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from ristikontra.ai import LEVELS
from ristikontra.announce.context import Context
from ristikontra.announce.rulesdoc import RulesDocument
from ristikontra.engine import PRESETS
from ristikontra.i18n import Translator, available_languages, translator
from ristikontra.net.client import reason_message_id
from ristikontra.net.clientstate import CLIENT_REASONS
from ristikontra.net.protocol import ERRORS
from ristikontra.options import BY_NAME, OPTIONS, Option, Settings, Value
from ristikontra.resources import locales_dir

__all__ = ["PAGE_PREFIX", "page_strings", "rules_document", "template_variables"]

#: The ids of the page's own messages.
PAGE_PREFIX = "web-"


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def template_variables(lang: str) -> dict[str, set[str]]:
    """Each page message of `lang`'s `web.ftl` with the variables it uses."""
    path = locales_dir() / lang / "web.ftl"
    found: dict[str, set[str]] = {}
    if not path.is_file():
        return found
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith(PAGE_PREFIX):
            visitor = _Variables()
            visitor.visit(entry)
            found[entry.id.name] = visitor.names
    return found


@cache
def page_strings(lang: str) -> dict[str, object]:
    """The words of the page in `lang` (one of `available_languages()`), JSON-ready."""
    t = translator(lang)
    words: dict[str, str] = {}
    for msg_id, names in sorted(template_variables("en").items()):
        words[msg_id] = t(msg_id, **{name: f"{{{name}}}" for name in sorted(names)})
    # The name a new table gives a player who typed none (`ristikontra web` opens one at once).
    words["net-default-name"] = t("net-default-name")
    for reason in (*sorted(ERRORS), *sorted(CLIENT_REASONS), "unknown"):
        msg_id = reason_message_id(reason)
        words[msg_id] = t(msg_id)
    return {
        "lang": lang,
        "languages": [{"code": code, "name": translator(code)("language-autonym"),
                       # (the room lists the languages spoken at a table in the page's language)
                       "named": t("language-name", lang=code, autonym=translator(code)("language-autonym"))}
                      for code in available_languages()],
        "words": words,
        "form": table_form(t),
    }


def rules_document(lang: str) -> dict[str, object]:
    """The full rules in `lang` as the page shows them (`/rules/<lang>.json`): the document the
    terminal's rules reader steps through (`announce/rulesdoc.py`), its title and its sections
    with their titles and paragraphs, for headings and paragraphs in the page."""
    document = RulesDocument(Context(lang))
    return {"lang": lang, "title": document.title,
            "sections": [{"name": section.name, "title": section.title, "paragraphs": list(section.paragraphs)}
                         for section in document.sections]}


def _choices(row: Option, t: Translator, settings: Settings) -> list[dict[str, Value]]:
    return [{"value": value, "text": row.text(t, value, settings)} for value in row.choices(settings)]


def _with(settings: Settings, name: str, value: Value) -> Settings:
    changed: dict[str, Any] = {name: value}
    return dataclasses.replace(settings, **changed)


def table_form(t: Translator) -> dict[str, object]:
    """What opening a table asks: the rule set, the rule options the option table offers (each
    with its words and the value that means "as the rule set says", left out of `create`), the
    computers' level, and each rule set's own rules (an option the player left as the rule set has
    it is not sent, as the terminal's `online create` sends none)."""
    settings = Settings()
    rules, level = BY_NAME["rules"], BY_NAME["level"]
    options = []
    for row in OPTIONS:
        if row.rule is None:
            continue
        entry: dict[str, object] = {"field": row.rule, "label": t(row.label),
                                    "default": getattr(settings, row.name), "unset": row.preset_value}
        if row.follows is not None:
            # The choices depend on another option (the target on the rule set): one list per value.
            followed = BY_NAME[row.follows]
            entry["follows"] = row.follows
            entry["choices"] = {str(value): _choices(row, t, _with(settings, row.follows, value))
                                for value in followed.choices(settings)}
        else:
            entry["choices"] = _choices(row, t, settings)
        options.append(entry)
    return {
        "rules": {"label": t(rules.label), "default": settings.rules, "choices": _choices(rules, t, settings)},
        "level": {"label": t(level.label), "default": settings.level,
                  "choices": [{"value": value, "text": level.text(t, value, settings)} for value in LEVELS]},
        "presets": {name: preset.to_json() for name, preset in PRESETS.items()},
        "options": options,
    }
