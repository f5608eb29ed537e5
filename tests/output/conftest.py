"""Shared helpers for the output tests: WAV inspection and a null audio device."""

from __future__ import annotations

import io
import math
import wave
from array import array
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ristikontra.output.mixer import Mixer

WavStats = Callable[[bytes], tuple[Any, float, float]]


def _wav_stats(data: bytes) -> tuple[wave._wave_params, float, float]:
    """(parameters, duration in seconds, RMS relative to full scale) of a 16-bit WAV."""
    with wave.open(io.BytesIO(data)) as wav:
        params = wav.getparams()
        frames = wav.readframes(wav.getnframes())
    samples = array("h", frames)
    rms = math.sqrt(sum(s * s for s in samples) / max(len(samples), 1)) / 32768
    return params, params.nframes / params.framerate, rms


@pytest.fixture
def wav_stats() -> WavStats:
    return _wav_stats


@pytest.fixture
def null_mixer() -> Iterator[Mixer]:
    """Our mixer on miniaudio's null backend: real callbacks in real time, no sound card."""
    miniaudio = pytest.importorskip("miniaudio")
    mixer = Mixer([miniaudio.Backend.NULL], allow_null=True)
    try:
        yield mixer
    finally:
        mixer.close()
