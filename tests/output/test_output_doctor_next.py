"""`ristikontra doctor` ends with what to do next, matched to what it found, in both languages,
and names the log file for bug reports (or says why there is none)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ristikontra.buglog import LOG_NAME
from ristikontra.i18n import translator
from ristikontra.output.doctor import Findings, next_steps, play_command

WORKING = {"reader": False, "engines": True, "own_voice": True, "audio": True, "failed": False,
           "linux": True, "speech_dispatcher": True}

#: (what differs from a working own voice, the next step, what the step must tell the player).
CASES = [
    ({"channel": "screenreader", "reader": True}, "output-doctor-next-ready-reader", "ristikontra play"),
    ({"channel": "voice"}, "output-doctor-next-ready-voice", "ristikontra play"),
    ({"channel": "text", "engines": False, "own_voice": False}, "output-doctor-next-install-espeak",
     "sudo apt install espeak-ng"),
    ({"channel": "text", "engines": False, "own_voice": False, "linux": False}, "output-doctor-next-text",
     "--speech text"),
    ({"channel": "text", "own_voice": False}, "output-doctor-next-no-voice", "sudo apt install espeak-ng"),
    ({"channel": "text", "audio": False}, "output-doctor-next-no-audio", "--speech text"),
    ({"channel": "text", "failed": True}, "output-doctor-next-failed", "--speech text"),
    ({"channel": "voice", "failed": True}, "output-doctor-next-failed", "--speech text"),
]


@pytest.mark.parametrize(("changes", "step", "command"), CASES, ids=[c[1].rsplit("-", 2)[-2] + str(i)
                                                                     for i, c in enumerate(CASES)])
@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_each_finding_has_its_next_step(lang: str, changes: dict[str, object], step: str, command: str) -> None:
    found = Findings(**{**WORKING, **changes})  # type: ignore[arg-type]
    steps = next_steps(found)
    assert steps == [step]
    t = translator(lang)
    text = t(step, language=t.language_name(lang), play="ristikontra play")
    assert command in text
    assert text.startswith({"de": "Nächster Schritt:", "fi": "Seuraava askel:"}.get(lang, "Next step:"))
    assert text != translator("de" if lang == "en" else "en")(step, language="x", play="x"), "translated"


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_orca_users_are_told_to_install_speech_dispatcher(lang: str) -> None:
    found = Findings(**{**WORKING, "channel": "voice", "speech_dispatcher": False})  # type: ignore[arg-type]
    assert next_steps(found) == ["output-doctor-next-ready-voice", "output-doctor-next-orca"]
    assert "sudo apt install speech-dispatcher" in translator(lang)("output-doctor-next-orca")
    # Not where it cannot help: a screen reader answers already, or it is not Linux.
    assert "output-doctor-next-orca" not in next_steps(Findings(**{**WORKING, "channel": "screenreader",
                                                                 "reader": True, "speech_dispatcher": False}))
    assert "output-doctor-next-orca" not in next_steps(Findings(**{**WORKING, "channel": "voice", "linux": False,
                                                                 "speech_dispatcher": False}))


def _doctor(lang: str, log_dir: Path) -> list[str]:
    env = dict(os.environ, RISTIKONTRA_LOG_DIR=str(log_dir))
    run = subprocess.run([sys.executable, "-m", "ristikontra", "doctor", "--lang", lang], capture_output=True,
                         text=True, timeout=120, env=env)
    assert run.returncode == 0 and run.stderr == ""
    return run.stdout.splitlines()


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_doctor_names_the_log_and_ends_with_the_next_step(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    lines = _doctor(lang, tmp_path / "log")
    assert t("output-doctor-log", path=str(tmp_path / "log" / LOG_NAME)) in lines
    assert (tmp_path / "log" / LOG_NAME).is_file()
    ids = ["output-doctor-next-ready-reader", "output-doctor-next-ready-voice", "output-doctor-next-install-espeak",
           "output-doctor-next-no-voice", "output-doctor-next-no-audio", "output-doctor-next-text",
           "output-doctor-next-failed"]
    steps = {t(i, language=t.language_name(lang), play=play_command()) for i in ids}
    tail = lines[-2:] if lines[-1] == t("output-doctor-next-orca") else lines[-1:]
    assert tail[0] in steps, f"the report ends with a next step: {lines[-2:]}"


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_doctor_says_when_there_is_no_log_file(tmp_path: Path, lang: str) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    lines = _doctor(lang, blocker / "log")
    prefix = translator(lang)("output-doctor-log-none", folder=str(blocker / "log"), reason="@").split("@")[0]
    assert any(line.startswith(prefix) for line in lines), lines
