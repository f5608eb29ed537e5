"""The command line as a player meets it: real processes, nothing but our own output."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ristikontra import __version__
from ristikontra.i18n import LANGUAGES, resolve_language, translator
from ristikontra.options import MAX_AI_DELAY
from ristikontra.resources import locales_dir, sounds_dir


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ristikontra", *args], capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)


def test_version_and_help_name_every_command() -> None:
    assert run("--version").stdout.strip() == f"ristikontra {__version__}"
    result = run("--help")
    assert result.returncode == 0
    for command in ("play", "simulate", "doctor"):
        assert command in result.stdout
    assert result.stderr == ""


def test_simulate_runs_as_a_module_and_prints_only_its_summary() -> None:
    result = run("simulate", "--deals", "2", "--seed", "1", "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.lstrip().startswith("{")
    assert result.stderr == ""


@pytest.mark.parametrize(("args", "words"), [
    (("play", "--lang", "de"), f"die Pause muss zwischen 0 und {MAX_AI_DELAY:g} Sekunden liegen"),
    (("online", "create", "--lang", "en"), f"the delay must be between 0 and {MAX_AI_DELAY:g} seconds"),
])
def test_the_computers_pause_stops_where_the_options_menu_stops(args: tuple[str, ...], words: str) -> None:
    """The command line took up to 60 seconds, a pause the options menu cannot say and the
    settings file refuses; now both stop at the same bound."""
    result = run(*args, "--ai-delay", f"{MAX_AI_DELAY + 0.5:g}")
    assert result.returncode == 2
    assert words in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_data_folders_are_found() -> None:
    assert (locales_dir() / "de").is_dir() and (locales_dir() / "en").is_dir()
    assert len(list(sounds_dir().glob("*.wav"))) == 7


def test_unknown_language_falls_back_with_a_warning() -> None:
    lang, unknown = resolve_language("fr")
    assert lang in LANGUAGES and unknown == "fr"
    assert resolve_language("de_AT") == ("de", None)
    assert resolve_language("EN") == ("en", None)


def test_every_catalog_file_exists_in_both_languages_with_the_same_ids() -> None:
    de = {p.name for p in (locales_dir() / "de").glob("*.ftl")}
    en = {p.name for p in (locales_dir() / "en").glob("*.ftl")}
    assert de == en and de
    assert translator("de").ids == translator("en").ids


def test_a_finnish_system_speaks_finnish_from_help_to_the_narration(tmp_path: object) -> None:
    """No --lang: a Finnish locale picks Finnish for --help, argparse's own words and the game."""
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG="fi_FI.UTF-8", RISTIKONTRA_CONFIG_DIR=str(tmp_path), RISTIKONTRA_DATA_DIR=str(tmp_path))

    def finnish(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "ristikontra", *args], capture_output=True, text=True,
                              timeout=120, stdin=subprocess.DEVNULL, env=env)

    helped = finnish("--help")
    assert helped.returncode == 0 and helped.stdout.startswith("käyttö: ristikontra")
    assert "pelin kieli (oletus: tallennettu" in helped.stdout and "valitsimet:" in helped.stdout
    wrong = finnish("simulate", "--deals", "x")
    assert wrong.returncode == 2 and "virhe: argumentti --deals: virheellinen arvo: 'x'" in wrong.stderr
    narrated = finnish("simulate", "--deals", "1", "--seed", "3", "--narrate")
    assert narrated.returncode == 0 and narrated.stderr == ""
    assert narrated.stdout.splitlines()[0].startswith("Uusi peli alkaa.")


@pytest.mark.parametrize("command", ["play", "simulate", "doctor", "serve", "online", "web"])
def test_every_command_offers_every_language(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    from ristikontra.cli import main

    assert main([command, "--help", "--lang", "fi"]) == 0
    out = capsys.readouterr().out
    assert "--lang " + "|".join(LANGUAGES) in out, out
    assert out.startswith("käyttö: "), "the help is in the language asked for"
