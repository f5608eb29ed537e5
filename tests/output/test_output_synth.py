"""Real speech synthesis: pyttsx3 driving espeak-ng, and the espeak-ng command, to WAV."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from waiting import wav_bytes

from ristikontra.output.base import BackendError
from ristikontra.output.mixer import SAMPLE_RATE
from ristikontra.output.synth import EspeakSynth, Pyttsx3Synth, Synthesizer, VoiceInfo, pick_voice

WavStats = Callable[[bytes], tuple[Any, float, float]]  # the `wav_stats` fixture

SENTENCES = {
    "de": "Du bist am Zug. Herz Zehn liegt auf dem Tisch.",
    "en": "Your turn. The ten of hearts is on the table.",
    "fi": "Sinun vuorosi. Herttakymppi on pöydässä.",
}


@pytest.fixture(scope="module")
def pyttsx3_synths() -> Iterator[dict[str, Pyttsx3Synth]]:
    pytest.importorskip("pyttsx3")
    if not shutil.which("espeak-ng"):
        pytest.skip("espeak-ng is not installed")
    synths = {lang: Pyttsx3Synth(lang) for lang in SENTENCES}
    for synth in synths.values():
        synth.start()
    yield synths
    for synth in synths.values():
        synth.close()


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_pyttsx3_writes_a_spoken_wav(pyttsx3_synths: dict[str, Pyttsx3Synth], lang: str, wav_stats: WavStats) -> None:
    synth = pyttsx3_synths[lang]
    assert synth.driver == "espeak"
    assert synth.voice is not None and synth.voice.speaks(lang)
    params, seconds, rms = wav_stats(synth.synthesize_wav(SENTENCES[lang]))
    assert (params.nchannels, params.sampwidth) == (1, 2)
    assert params.framerate in (16000, 22050, 44100)
    assert 1.5 < seconds < 8.0
    assert rms > 0.02  # speech, not silence


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_espeak_command_writes_a_spoken_wav(lang: str) -> None:
    if not EspeakSynth.available():
        pytest.skip("espeak-ng is not installed")
    synth = EspeakSynth(lang)
    synth.start()
    samples = synth.synthesize(SENTENCES[lang])
    assert 1.5 < len(samples) / SAMPLE_RATE < 8.0
    assert max(abs(s) for s in samples) > 3000


def test_german_english_and_finnish_voices_differ(pyttsx3_synths: dict[str, Pyttsx3Synth]) -> None:
    voices = [pyttsx3_synths[lang].voice for lang in ("de", "en", "fi")]
    assert all(voice is not None for voice in voices)
    assert len({voice.id for voice in voices if voice is not None}) == 3


def test_pick_voice_prefers_the_plain_language() -> None:
    voices = [
        VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
        VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
        VoiceInfo("gmw/de", "German", ("de",)),
        VoiceInfo("sapi/hedda", "Microsoft Hedda Desktop - German"),
    ]
    assert pick_voice(voices, "de") == voices[2]
    assert pick_voice(voices, "en") == voices[1]
    assert pick_voice(voices, "fi") is None
    assert pick_voice(voices[3:], "de") == voices[3]  # SAPI5 reports no languages


def test_helper_that_stops_answering_is_reported(pyttsx3_synths: dict[str, Pyttsx3Synth]) -> None:
    synth = Pyttsx3Synth("de", timeout=0.5)
    synth.start()
    synth.abandon()  # as if the helper had died
    with pytest.raises(BackendError):
        synth.synthesize("Hallo")
    synth.close()


def test_starting_the_helper_again_ends_the_earlier_one(pyttsx3_synths: dict[str, Pyttsx3Synth]) -> None:
    """A backend checks the engine it is given (start, one word), so an engine is started twice:
    the first helper ends and its pipe is closed, nothing lives on until the program ends."""
    synth = Pyttsx3Synth("en")
    synth.start()
    first = synth._process
    assert first is not None and first.stdin is not None
    try:
        synth.start()
        assert synth._process is not first
        assert first.stdin.closed, "the first helper's pipe was left open"
        assert first.poll() is not None, "the first helper still runs"
        assert synth.synthesize("Hello")  # the new helper speaks
    finally:
        synth.close()
        if first.poll() is None:  # without the fix: do not leave it behind for the next tests
            first.kill()
            first.wait(5)
        if first.stdin is not None:
            first.stdin.close()


def test_base_synthesizer_is_abstract() -> None:
    with pytest.raises(NotImplementedError):
        Synthesizer("de").render_wav("Hallo")


class Flaky(Synthesizer):
    """Returns an empty WAV for the first `empty` calls, like pyttsx3's espeak driver now and then."""

    name = "flaky"

    def __init__(self, empty: int) -> None:
        super().__init__("de")
        self.empty = empty
        self.calls = 0

    def render_wav(self, text: str) -> bytes:
        self.calls += 1
        return wav_bytes(0 if self.calls <= self.empty else 100)


def test_an_empty_result_is_retried_once() -> None:
    synth = Flaky(empty=1)
    assert len(synth.synthesize("Karte")) == 100 and synth.calls == 2
    with pytest.raises(BackendError):
        Flaky(empty=2).synthesize("Karte")
    assert len(Flaky(empty=5).synthesize("...")) == 0  # nothing to say, nothing to retry


def test_the_wav_itself_is_retried_once_when_empty() -> None:
    # What `doctor --write-wav` and the tests read: the WAV, not only the samples.
    synth = Flaky(empty=1)
    assert synth.synthesize_wav("Karte") == wav_bytes(100) and synth.calls == 2
