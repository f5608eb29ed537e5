"""`ristikontra doctor` end to end, in a real subprocess."""

from __future__ import annotations

import subprocess
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path

from tests.output.conftest import working_synth
from waiting import process_alive

from ristikontra.i18n import translator
from ristikontra.output.synth import Synthesizer

CHATTER = ("ALSA lib", "Cannot find", "Audio saved", "Traceback", "speech-dispatcher", "espeak.core")


def doctor(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ristikontra", "doctor", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
    )


def assert_no_chatter(stdout: str) -> None:
    # Our own advice names speech-dispatcher where it is missing; that is not chatter.
    advice = {translator(lang)("output-doctor-next-orca") for lang in ("en", "de", "fi")}
    # Nor are the routes it names ("3. speech-dispatcher (Prism): not needed here. ...").
    said = "\n".join(line for line in stdout.splitlines() if line not in advice and not line[:1].isdigit())
    for noise in CHATTER:
        assert noise not in said


def assert_clean(result: subprocess.CompletedProcess[str]) -> None:
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert_no_chatter(result.stdout)


def test_doctor_in_german(tmp_path: Path) -> None:
    result = doctor("--lang", "de", cwd=tmp_path)
    assert_clean(result)
    assert "Prüfung von Sprachausgabe und Klang" in result.stdout
    assert "Screenreader:" in result.stdout
    assert "Stimmen für Deutsch:" in result.stdout and "Stimmen für Englisch:" in result.stdout
    assert "Ausgabekanal:" in result.stdout and "Begründung:" in result.stdout


def test_doctor_in_english_writes_a_wav(tmp_path: Path, own_voice: Synthesizer) -> None:
    result = doctor("--lang", "en", "--write-wav", "x.wav", cwd=tmp_path)
    assert_clean(result)
    assert "Output channel:" in result.stdout
    assert "Wrote the sample sentence" in result.stdout
    with wave.open(str(tmp_path / "x.wav")) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
        assert 2.0 < wav.getnframes() / wav.getframerate() < 10.0


def test_doctor_in_finnish_writes_a_wav_in_a_finnish_voice(tmp_path: Path) -> None:
    synth = working_synth("fi")  # a Finnish voice here, or a skip saying espeak-ng is not installed
    try:
        assert synth.voice is not None and synth.voice.speaks("fi"), synth.voice
    finally:
        synth.close()
    result = doctor("--lang", "fi", "--write-wav", "x.wav", cwd=tmp_path)
    assert_clean(result)
    assert "Ristikontra: puheen ja äänen tarkistus" in result.stdout
    assert "Puheäänet (suomi):" in result.stdout and "Tulostuskanava:" in result.stdout
    written = next(line for line in result.stdout.splitlines() if line.startswith("Esimerkkilause kirjoitettiin"))
    assert "Finnish" in written, written  # the voice the game picked for Finnish, not an English one
    with wave.open(str(tmp_path / "x.wav")) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
        assert 2.0 < wav.getnframes() / wav.getframerate() < 12.0


def test_doctor_speak_without_audio_shows_the_sentence(tmp_path: Path) -> None:
    result = doctor("--lang", "de", "--speak", cwd=tmp_path)
    assert_clean(result)
    assert "Willkommen bei Ristikontra." in result.stdout


def test_doctor_with_an_unknown_language_falls_back(tmp_path: Path) -> None:
    result = doctor("--lang", "fr", cwd=tmp_path)
    assert_clean(result)
    first = result.stdout.splitlines()[0]
    assert "„fr“" in first or "“fr”" in first
    assert first.endswith("Deutsch (de), English (en), Suomi (fi)."), "the answer names the languages there are"


def test_doctor_with_an_unwritable_wav_path_says_so_and_fails(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "x.wav"
    result = doctor("--lang", "de", "--write-wav", str(target), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == ""
    assert f"Die Datei {target} konnte nicht geschrieben werden." in result.stdout
    # On a machine without speech-dispatcher the advice to install it is there too.
    assert_no_chatter(result.stdout)


def test_doctor_with_a_hanging_engine_wrapper_ends_and_leaves_no_orphan(
    tmp_path: Path, fake_programs: Callable[[str, str], Path]
) -> None:
    # A wrapper script whose child hangs: killing the script alone would leave the child
    # holding the pipe open, and the game waiting for it.
    pids = tmp_path / "pids"
    fake_programs("espeak-ng", f'sleep 300 & echo $! >> "{pids}"\nwait')
    started = time.monotonic()
    result = doctor("--lang", "en", "--write-wav", str(tmp_path / "x.wav"), cwd=tmp_path)
    took = time.monotonic() - started
    assert result.stderr == ""
    assert "Traceback" not in result.stdout
    assert took < 30, f"doctor took {took:.1f} s"
    children = [int(line) for line in pids.read_text().split()] if pids.exists() else []
    assert children, "the fake engine never ran"
    assert not [pid for pid in children if process_alive(pid)], "the engine's hung child was left running"
