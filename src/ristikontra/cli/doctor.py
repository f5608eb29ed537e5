"""`ristikontra doctor`: what the game can say here, through what, and why.

    ristikontra doctor [--lang de|en|fi] [--write-wav PATH] [--speak]

The report itself is `output/doctor.py`: it checks the output layer's backends.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ristikontra.i18n import available_languages, resolve_language, translator
from ristikontra.output.doctor import report

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Help follows the system language: the --lang option is not parsed yet at this point.
    t = translator(resolve_language(None)[0])
    parser.description = t("output-doctor-help")
    parser.add_argument("--lang", metavar="|".join(available_languages()), default=None,
                        help=t("output-doctor-lang-help"))
    parser.add_argument("--write-wav", metavar="PATH", type=Path, default=None, help=t("output-doctor-write-wav-help"))
    parser.add_argument("--speak", action="store_true", help=t("output-doctor-speak-help"))


def run(args: argparse.Namespace) -> int:
    lang, unknown = resolve_language(getattr(args, "lang", None))
    if unknown is not None:
        t = translator(lang)
        print(t("output-doctor-unknown-lang", requested=unknown, language=t.language_name(lang),
                choices=t.language_choices()))
    return report(lang, write_wav=getattr(args, "write_wav", None), speak=bool(getattr(args, "speak", False)))
