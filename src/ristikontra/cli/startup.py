"""What both games at the keyboard (`ristikontra play`, `ristikontra online`) do as they start:
the settings for this run, and what was wrong with the settings file, said once."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ristikontra.i18n import resolve_language
from ristikontra.keep.settings import Settings, SettingsReport
from ristikontra.options import BY_NAME, overrides_from_args

if TYPE_CHECKING:
    from ristikontra.ui.terminal.session import TableSession

__all__ = ["effective_settings", "say_settings_report"]


def effective_settings(args: argparse.Namespace, stored: Settings) -> tuple[Settings, str | None]:
    """The settings for this run and, for an unknown --lang, the name that was not understood."""
    changes = overrides_from_args(args)
    lang, unknown = resolve_language(str(changes.pop("lang", "")) or stored.lang or None)
    return stored.with_values({**changes, "lang": lang}), unknown


def say_settings_report(session: TableSession, report: SettingsReport) -> None:
    """Say once at the start what was wrong with the settings file, and where it is: set aside
    (damaged), left alone (unreadable), or which settings went back to their defaults."""
    path = str(report.path or "")
    if report.problem == "damaged":
        if report.moved_to is not None:
            session.say("ui-settings-damaged", path=str(report.moved_to))
        else:
            session.say("ui-settings-damaged-kept", path=path)
    elif report.problem == "unreadable":
        session.say("ui-settings-unreadable", path=path)
    if report.reset:
        t = session.t
        names = [t(BY_NAME[name].label) for name in report.reset]
        listed = names[0] if len(names) == 1 else t("list-and", first=", ".join(names[:-1]), last=names[-1])
        session.say("ui-settings-reset", count=len(names), names=listed, path=path)
