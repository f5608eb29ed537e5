"""What the start line says when a route fails at start-up: every failure, each in true words,
and a slow voice kept as a voice (issue 29, item 13)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from waiting import wav_bytes

from ristikontra.i18n import translator
from ristikontra.output import synth as synth_module
from ristikontra.output.base import Backend, BackendError
from ristikontra.output.manager import OutputManager, create_output
from ristikontra.output.mixer import Mixer
from ristikontra.output.screenreader import SpeechDispatcherBackend
from ristikontra.output.synth import EspeakSynth
from ristikontra.output.text import TextBackend
from ristikontra.output.voice import VoiceBackend

FakePrograms = Callable[[str, str], Path]
VOICES = "Pty Language Age/Gender VoiceName File Other Languages\\n 5  de  --/M  German  gmw/de\\n"
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux routes")


class VoiceThatCannotStart(Backend):
    channel = "voice"
    name = "broken-voice"

    def start(self) -> None:
        raise BackendError("no audio device for the game's own voice", "no_audio")


@linux_only
@pytest.mark.parametrize(
    "spd_say", [pytest.param("exit 1", id="spd-say exits 1"), pytest.param("exec sleep 30", id="spd-say hangs")]
)
def test_the_screen_readers_failure_is_said_with_the_voices(fake_programs: FakePrograms, spd_say: str) -> None:
    fake_programs("spd-say", spd_say)
    notices: list[str] = []
    out = OutputManager(
        [SpeechDispatcherBackend("en", probe_timeout=0.3), VoiceThatCannotStart(), TextBackend(lambda _t: None)],
        None, lang="en", reason="Output goes through the screen reader, as set.", on_notice=notices.append,
        hold_notices=True,
    )
    selection = out.settle(5)
    assert selection.channel == "text"
    assert selection.reason == (
        "The screen reader cannot be reached: speech-dispatcher (spd-say) gives no speech. "
        "The game's own voice is not working. Output is now text only."
    )
    assert notices == []  # the start line says it, once
    out.close()


@linux_only
def test_a_screen_reader_without_speech_is_not_called_missing_in_german(fake_programs: FakePrograms) -> None:
    fake_programs("spd-say", "exit 1")
    out = OutputManager([SpeechDispatcherBackend("de"), TextBackend(lambda _t: None)], None, lang="de",
                        hold_notices=True)
    assert out.settle(5).reason == (
        "Der Screenreader ist nicht erreichbar: speech-dispatcher (spd-say) gibt keine Sprache aus. "
        "Die Ausgabe erfolgt jetzt nur noch als Text."
    )
    out.close()


def test_a_slow_voice_keeps_speaking(tmp_path: Path, fake_programs: FakePrograms, null_mixer: Mixer) -> None:
    # An espeak-ng that needs 0.8 s for every sentence, against a limit of half a second.
    tone = tmp_path / "tone.wav"
    tone.write_bytes(wav_bytes(2205, b"\x00\x10"))
    fake_programs("espeak-ng", f"""case "$1" in --voices*) printf '{VOICES}'; exit 0;; esac
cat > /dev/null; sleep 0.8; cat "{tone}\"""")
    notices: list[str] = []
    out = OutputManager([VoiceBackend(EspeakSynth("de", timeout=0.5), null_mixer), TextBackend(lambda _t: None)],
                        None, lang="de", on_notice=notices.append, hold_notices=True, call_timeout=0.5)
    assert out.settle(8).channel == "voice"
    out.speak("Du bist dran. Du spielst die Zehn.")
    assert out.wait_idle(8)
    assert out.channel == "voice" and out.failures == [] and notices == []
    out.close()


@linux_only
def test_pyttsx3_without_its_library_is_no_synthesizer_as_without_pyttsx3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    miniaudio = pytest.importorskip("miniaudio")
    pytest.importorskip("pyttsx3")
    # No espeak-ng command, and pyttsx3's libespeak-ng not to be found (a name no system has).
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.setattr(synth_module, "PYTTSX3_LINUX_LIBRARIES", ("libespeak-ng-not-here.so.1",), raising=False)
    t = translator("en")
    out = create_output("auto", lang="en", audio_backends=[miniaudio.Backend.NULL])
    try:
        assert out.started_with.channel == "text"
        assert out.started_with.reason == f"{t('output-no-reader')} {t('output-reason-no-engine')}"
        assert out.failures == []
    finally:
        out.close()

    from ristikontra.output.doctor import play_command, report

    said: list[str] = []
    report("en", out=said.append)
    assert t("output-doctor-engines-none") in said
    play = play_command()
    assert t("output-doctor-next-failed", play=play) not in said  # not a bug to report: nothing is installed
    assert t("output-doctor-next-install-espeak", play=play) in said
