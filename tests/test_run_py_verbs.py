"""After the quick start (`python3 run.py play`) there is no `ristikontra` on the PATH: the game's
other commands run as verbs of run.py, and what the game advises names a command that works.
Before, `python3 run.py serve` and `python3 run.py online` printed run.py's usage, and doctor
said "Start the game with: ristikontra play", a command not found."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from ristikontra.i18n import translator

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(sys.prefix)

needs_run_py_venv = pytest.mark.skipif(not (VENV / ".ristikontra-installed").is_file(),
                                       reason="these tests run in an environment run.py made")


def _run_py(*argv: str, **env: str) -> subprocess.Popen[str]:
    """`python3 run.py ARGV` as the quick start runs it, in this environment (`env` added to it)."""
    given = {k: v for k, v in os.environ.items() if k != "RISTIKONTRA_COMMAND"}
    return subprocess.Popen([sys.executable, "run.py", "--venv", str(VENV), *argv], cwd=ROOT, env={**given, **env},
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@needs_run_py_venv
@pytest.mark.parametrize("lang", ["en", "de"])
def test_serve_is_a_verb_of_run_py_and_says_when_it_starts_and_stops(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    server = _run_py("serve", "--port", "0", "--data", str(tmp_path / "tables"), "--lang", lang)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        url = re.search(r"ws://127\.0\.0\.1:\d+", first)
        assert url is not None, first
        assert first.strip() == t("net-serve-listening", url=url.group(0), tables=0, path=str(tmp_path / "tables"))
        # The same port serves the browser page: the operator hears its address too.
        page = url.group(0).replace("ws://", "http://") + "/"
        assert server.stdout.readline().strip() == t("net-serve-page", url=page)
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=20)
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    assert server.returncode == 0, err
    assert out.strip() == t("net-serve-stopped", tables=0, path=str(tmp_path / "tables"))
    assert err == ""


@needs_run_py_venv
@pytest.mark.parametrize("lang", ["en", "de"])
def test_online_is_a_verb_of_run_py(lang: str) -> None:
    shown = _run_py("online", "--help", "--lang", lang)
    out, err = shown.communicate(timeout=60)
    assert shown.returncode == 0, err
    assert "ristikontra online" in out and "--server" in out


@needs_run_py_venv
@pytest.mark.parametrize("lang", ["en", "de"])
def test_web_is_a_verb_of_run_py_and_serves_the_page_at_the_address_it_says(tmp_path: Path, lang: str) -> None:
    """Before, `python3 run.py web` said that playing in a browser was not there yet."""
    web = _run_py("web", "--no-browser", "--lang", lang, RISTIKONTRA_DATA_DIR=str(tmp_path))
    try:
        assert web.stdout is not None
        first = web.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+/\S*?(?=[ )])", first)
        assert url is not None, first
        assert first.strip() == translator(lang)("cli-web-listening-no-browser", url=url.group(0))
        with urllib.request.urlopen(url.group(0), timeout=10) as page:
            assert page.status == 200 and b'<script type="module"' in page.read()
        web.send_signal(signal.SIGINT)
        out, err = web.communicate(timeout=20)
    finally:
        if web.poll() is None:
            web.kill()
            web.communicate()
    assert web.returncode == 0, err
    assert out.strip() == translator(lang)("cli-web-stopped") and err == ""


@needs_run_py_venv
def test_doctors_advice_names_run_py_after_the_quick_start(tmp_path: Path) -> None:
    # The PATH of a fresh machine: no `ristikontra` on it.
    doctor = _run_py("doctor", "--lang", "en", RISTIKONTRA_LOG_DIR=str(tmp_path), PATH="/usr/bin:/bin")
    out, err = doctor.communicate(timeout=120)
    assert doctor.returncode == 0, err
    advice = [line for line in out.splitlines() if line.startswith("Next step:")]
    assert advice, out
    assert "python3 run.py play" in advice[0] and "ristikontra play" not in advice[0].replace("run.py play", "")


def _run_py_at_once(*argv: str) -> subprocess.CompletedProcess[str]:
    """`python3 run.py ARGV` where run.py answers by itself, before any environment is made."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    return subprocess.run([sys.executable, "run.py", *argv], cwd=ROOT, env={**env, "LANG": "C.UTF-8"},
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)


#: Every command of run.py and a word of what it does, as the help says it.
VERBS = {"en": {"play": "computer players", "web": "web browser", "online": "server", "serve": "friends",
                "doctor": "speech", "simulate": "computer players", "test": "developers"},
         "de": {"play": "Computerspielern", "web": "Webbrowser", "online": "Server", "serve": "Freunde",
                "doctor": "Sprachausgabe", "simulate": "Computerspieler", "test": "Entwickler"}}


def _lists_every_verb(text: str, lang: str) -> None:
    for verb, word in VERBS[lang].items():
        line = next((line for line in text.splitlines() if line.strip().startswith(verb + " ")), None)
        assert line is not None and word in line, (verb, text)


@pytest.mark.parametrize("argv", [[], ["--help"], ["-h"]])
def test_run_py_alone_or_with_help_shows_every_command_and_what_it_does(argv: list[str]) -> None:
    """Before, each printed a one-line usage and ended with exit status 1."""
    shown = _run_py_at_once(*argv)
    assert shown.returncode == 0 and shown.stderr == ""
    _lists_every_verb(shown.stdout, "en")
    assert "run.py play --help" in shown.stdout


@pytest.mark.parametrize(("lang", "said"), [("en", "run.py: unknown command \u201cplya\u201d. Did you mean play?"),
                                            ("de", "run.py: unbekannter Befehl \u201eplya\u201c. Meintest du play?")])
def test_a_mistyped_command_is_an_error_that_names_the_nearest_and_every_command(lang: str, said: str) -> None:
    shown = _run_py_at_once("plya", "--lang", lang)
    assert shown.returncode == 2 and shown.stdout == ""
    assert shown.stderr.splitlines()[0] == said
    _lists_every_verb(shown.stderr, lang)
