"""Our mixer on miniaudio's null device, and the earcons it plays."""

from __future__ import annotations

import wave
from array import array
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from waiting import wait_until

from ristikontra.output.base import CUES
from ristikontra.output.mixer import SAMPLE_RATE, Mixer, load_pcm, mix
from ristikontra.output.synth import EspeakSynth
from ristikontra.resources import sounds_dir

WavStats = Callable[[bytes], tuple[Any, float, float]]  # the `wav_stats` fixture
TOOLS = Path(__file__).resolve().parents[2] / "tools"


def test_earcons_are_short_mono_and_click_free(wav_stats: WavStats) -> None:
    for cue in CUES:
        data = (sounds_dir() / f"{cue}.wav").read_bytes()
        params, seconds, rms = wav_stats(data)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050), cue
        assert 0.1 <= seconds <= 0.5, cue
        assert rms > 0.02, cue
        samples = load_pcm(sounds_dir() / f"{cue}.wav")
        assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, f"{cue} starts or ends with a click"
        assert len(data) < 30_000, cue


def test_earcons_are_distinct() -> None:
    sounds = {cue: (sounds_dir() / f"{cue}.wav").read_bytes() for cue in CUES}
    assert len(set(sounds.values())) == len(CUES)
    assert len({len(s) for s in sounds.values()}) >= 5  # different lengths, not just pitch


def test_make_sounds_reproduces_the_committed_files(tmp_path: Path) -> None:
    import runpy

    module = runpy.run_path(str(TOOLS / "make_sounds.py"))
    assert module["main"](["--out", str(tmp_path)]) == 0
    for cue in CUES:
        assert (tmp_path / f"{cue}.wav").read_bytes() == (sounds_dir() / f"{cue}.wav").read_bytes(), cue


def test_null_device_plays_an_earcon(null_mixer: Mixer) -> None:
    card = load_pcm(sounds_dir() / "card.wav")
    before = null_mixer.callbacks
    null_mixer.play_effect(card)
    assert wait_until(lambda: not null_mixer._effects)
    assert null_mixer.callbacks > before


def test_null_device_plays_and_stops_speech(null_mixer: Mixer) -> None:
    if not EspeakSynth.available():
        pytest.skip("espeak-ng is not installed")
    synth = EspeakSynth("de")
    synth.start()
    speech = synth.synthesize("Die Karte ist gespielt. Der nächste Spieler ist dran.")
    null_mixer.play_voice(speech)
    null_mixer.play_effect(load_pcm(sounds_dir() / "turn.wav"))  # mixed over speech
    assert wait_until(lambda: null_mixer.voice_handed_at is not None)
    assert null_mixer.voice_active
    null_mixer.stop_voice()
    assert not null_mixer.voice_active
    assert wait_until(lambda: null_mixer.voice_stopped_at is not None)
    assert null_mixer.wait_voice_idle(0.1)


def test_queued_speech_plays_in_order(null_mixer: Mixer) -> None:
    first, second = array("h", [1000] * 441), array("h", [-1000] * 441)
    null_mixer.play_voice(first)
    null_mixer.play_voice(second, replace=False)
    assert null_mixer.wait_voice_idle(2.0)


def test_mixing_adds_clips_and_pads() -> None:
    speech, earcon = array("h", [30000, 100, -30000]), array("h", [10000, 100, -10000])
    assert list(mix([speech, earcon], 4)) == [32767, 200, -32768, 0]
    assert list(mix([earcon], 4)) == [10000, 100, -10000, 0]
    assert list(mix([], 2)) == [0, 0]


def test_wav_written_by_wave_module_is_readable(tmp_path: Path) -> None:
    path = tmp_path / "tone.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(44100)
        wav.writeframes(array("h", [0, 0] * 4410).tobytes())
    assert len(load_pcm(path)) == pytest.approx(SAMPLE_RATE / 10, abs=2)  # converted to mono 22.05 kHz


def _aiff(samples: array[int], rate: int, channels: int = 1, compression: bytes | None = None) -> bytes:
    """A minimal AIFF (or AIFC) file, the way macOS speech writes one."""
    import struct
    import sys

    exponent, mantissa = 16383 + rate.bit_length() - 1, rate << (64 - rate.bit_length())
    frames = len(samples) // channels
    comm = struct.pack(">hIh", channels, frames, 16) + struct.pack(">HQ", exponent, mantissa)
    pcm = array("h", samples)
    if (compression == b"sowt") != (sys.byteorder == "little"):
        pcm.byteswap()
    if compression is not None:
        comm += compression + b"\x00\x00"
    ssnd = struct.pack(">II", 0, 0) + pcm.tobytes()
    body = b"AIFC" if compression else b"AIFF"
    body += b"COMM" + struct.pack(">I", len(comm)) + comm + b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    return b"FORM" + struct.pack(">I", len(body)) + body


@pytest.mark.parametrize("compression", [None, b"NONE", b"sowt"])
def test_macos_aiff_speech_is_decoded(compression: bytes | None) -> None:
    from ristikontra.output.mixer import decode_pcm

    ramp = array("h", [i * 10 for i in range(-2000, 2000)])
    samples = decode_pcm(_aiff(ramp, SAMPLE_RATE, compression=compression))
    assert list(samples[:3]) == [-20000, -19990, -19980]
    stereo = decode_pcm(_aiff(array("h", [1000, 3000] * 4410), 44100, channels=2))
    assert len(stereo) == pytest.approx(2205, abs=2) and abs(stereo[1000] - 2000) < 20
