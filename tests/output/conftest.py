"""Shared helpers for the output tests: WAV inspection and a null audio device."""

from __future__ import annotations

import io
import math
import os
import shutil
import stat
import wave
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.proctree import end_marked

from ristikontra.output.base import BackendError
from ristikontra.output.mixer import Mixer
from ristikontra.output.synth import Synthesizer, available_synths

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


def working_synth(lang: str = "en") -> Synthesizer:
    """An engine that really synthesises `lang` here, or a skip saying why there is none
    (in CI, `tests/conftest.py` turns that skip into a failure: `.ci/run` installs espeak-ng)."""
    reasons = []
    for synth in available_synths(lang):
        try:
            synth.check()
        except BackendError as error:
            synth.close()
            reasons.append(f"{synth.name}: {error.reason}")
            continue
        return synth
    pytest.skip(f"no own voice here ({', '.join(reasons) or 'espeak-ng is not installed'})")


@pytest.fixture
def own_voice() -> Iterator[Synthesizer]:
    synth = working_synth("en")
    try:
        yield synth
    finally:
        synth.close()


@pytest.fixture
def fake_programs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[str, str], Path]:
    """Put a shell script named like a real program first on PATH: a broken engine made of a
    real process, for faults that cannot be produced with the real one (a hang)."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")

    def make(name: str, body: str) -> Path:
        path = folder / name
        path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return path

    return make


@pytest.fixture
def private_speech_dispatcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Give spd-say a speech-dispatcher of its own (its socket lives under XDG_RUNTIME_DIR),
    so the test neither uses nor disturbs the player's, and stop it afterwards."""
    if not shutil.which("spd-say"):
        pytest.skip("speech-dispatcher is not installed")
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    yield runtime
    # The daemon and its synthesis modules detach from us; they are recognised by the private
    # runtime folder in their environment, which nothing else on the machine can have.
    end_marked(f"XDG_RUNTIME_DIR={runtime}\0".encode(), "environ")
