"""Our own audio stream: speech and earcons mixed into one miniaudio playback device.

Owning the stream is what makes the game's voice stoppable within milliseconds: speech is just
samples in a queue, and stopping it means emptying the queue before the next audio callback,
instead of asking an external player (aplay, the speech engine) to stop.
"""

from __future__ import annotations

import contextlib
import threading
import time
from array import array
from collections import deque
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any

from ristikontra.output.base import BackendError
from ristikontra.output.quiet import quiet_fds, silence_alsa

__all__ = ["SAMPLE_RATE", "Mixer", "decode_pcm", "load_pcm", "mix", "open_device", "scaled"]

#: One rate for everything we play: espeak's native rate, and the rate of our earcons.
SAMPLE_RATE = 22050
_MAX = 32767
_MIN = -32768


def _miniaudio() -> Any:
    try:
        import miniaudio
    except ImportError as error:  # an optional dependency: the game runs without audio
        raise BackendError("miniaudio is not installed", "missing") from error
    return miniaudio


def decode_pcm(data: bytes) -> array[int]:
    """Decode an encoded sound (WAV, AIFF as macOS speech writes it, FLAC, MP3, ...) to 16-bit
    mono samples at `SAMPLE_RATE`."""
    ma = _miniaudio()
    decoded = ma.decode(data, output_format=ma.SampleFormat.SIGNED16, nchannels=1, sample_rate=SAMPLE_RATE)
    return array("h", decoded.samples)


def load_pcm(path: Path) -> array[int]:
    """Read a sound file as 16-bit mono samples at `SAMPLE_RATE`."""
    return decode_pcm(path.read_bytes())


def scaled(samples: array[int], volume: float) -> array[int]:
    """A copy of `samples` at `volume` (0.0 silent … 1.0 unchanged)."""
    volume = min(max(volume, 0.0), 1.0)
    if volume >= 0.999:
        return array("h", samples)
    return array("h", (int(s * volume) for s in samples))


def open_device(backends: Sequence[Any] | None = None, buffer_ms: int = 20) -> Any:
    """Open a 16-bit mono playback device, discarding what ALSA or miniaudio print meanwhile."""
    ma = _miniaudio()
    silence_alsa()
    try:
        # ALSA and JACK complain on stderr only; stdout may be drawing the UI just now.
        with quiet_fds(fds=(2,)):
            return ma.PlaybackDevice(
                output_format=ma.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=SAMPLE_RATE,
                buffersize_msec=buffer_ms,
                backends=list(backends) if backends else None,
                app_name="Ristikontra",
            )
    except Exception as error:
        raise BackendError(f"no audio device: {error}", "no_audio") from error


class Mixer:
    """Mixes one speech stream with any number of earcons on one playback device.

    Thread-safe: the worker threads add sounds, the audio thread pulls samples. For benchmarks
    it keeps ``time.perf_counter`` stamps of the latest utterance: `voice_queued_at` (handed to
    our stream), `voice_handed_at` (first pulled by the device) and `voice_stopped_at` (first
    device callback after `stop_voice`).
    """

    def __init__(self, backends: Sequence[Any] | None = None, buffer_ms: int = 20, allow_null: bool = False):
        self._lock = threading.Lock()
        self._voice: deque[array[int]] = deque()
        self._voice_pos = 0
        self._effects: list[list[Any]] = []  # [samples, position]
        self._stopping_voice = False
        self.voice_queued_at: float | None = None
        self.voice_handed_at: float | None = None
        self.voice_stopped_at: float | None = None
        self.callbacks = 0
        self._idle = threading.Event()
        self._idle.set()
        self._device = open_device(backends, buffer_ms)
        self.backend_name = str(getattr(self._device, "backend", "unknown"))
        if self.backend_name.lower() == "null" and not allow_null:
            # miniaudio's null device plays into nothing: useless to a player, useful to tests.
            self._device.close()
            raise BackendError("only the silent null audio device is available", "no_audio")
        stream = self._stream()
        next(stream)
        try:
            with quiet_fds(fds=(2,)):
                self._device.start(stream)
        except Exception as error:
            self._device.close()
            raise BackendError(f"audio device does not start: {error}", "no_audio") from error

    # -- speech ---------------------------------------------------------------------------
    def play_voice(self, samples: array[int], replace: bool = True) -> None:
        """Queue an utterance; with `replace`, drop the one playing and anything queued."""
        with self._lock:
            if replace:
                self._voice.clear()
                self._voice_pos = 0
            self._voice.append(samples)
            self._stopping_voice = False
            self.voice_queued_at = time.perf_counter()
            self.voice_handed_at = None
            self._idle.clear()

    def stop_voice(self) -> None:
        """Stop speech before the next audio callback."""
        with self._lock:
            if self._voice:
                self._stopping_voice = True
            self._voice.clear()
            self._voice_pos = 0
            self._idle.set()

    @property
    def voice_active(self) -> bool:
        return not self._idle.is_set()

    def wait_voice_idle(self, timeout: float) -> bool:
        """Block until speech has finished playing; returns False on timeout."""
        return self._idle.wait(timeout)

    # -- earcons --------------------------------------------------------------------------
    def play_effect(self, samples: array[int]) -> None:
        """Start an earcon now, mixed over speech and other earcons."""
        with self._lock:
            self._effects.append([samples, 0])

    def stop_effects(self) -> None:
        with self._lock:
            self._effects.clear()

    def close(self) -> None:
        with self._lock:
            self._voice.clear()
            self._effects.clear()
            self._idle.set()
        with contextlib.suppress(Exception):
            self._device.close()

    # -- the audio thread -----------------------------------------------------------------
    def _stream(self) -> Generator[bytes | array[int], int, None]:
        frames = yield b""
        while True:
            frames = yield self._mix(frames)

    def _take_voice(self, frames: int) -> array[int] | None:
        if not self._voice:
            return None
        out = array("h")
        while self._voice and len(out) < frames:
            current = self._voice[0]
            need = frames - len(out)
            out.extend(current[self._voice_pos : self._voice_pos + need])
            self._voice_pos += need
            if self._voice_pos >= len(current):
                self._voice.popleft()
                self._voice_pos = 0
        if self.voice_handed_at is None:
            self.voice_handed_at = time.perf_counter()
        if not self._voice:
            self._idle.set()
        return out

    def _mix(self, frames: int) -> array[int]:
        self.callbacks += 1
        with self._lock:
            if self._stopping_voice:
                self._stopping_voice = False
                self.voice_stopped_at = time.perf_counter()
            parts: list[array[int]] = []
            voice = self._take_voice(frames)
            if voice is not None:
                parts.append(voice)
            still: list[list[Any]] = []
            for effect in self._effects:
                samples, pos = effect
                parts.append(samples[pos : pos + frames])
                effect[1] = pos + frames
                if effect[1] < len(samples):
                    still.append(effect)
            self._effects = still
        return mix(parts, frames)


def mix(parts: Sequence[array[int]], frames: int) -> array[int]:
    """Sum `parts` sample by sample with clipping, padded with silence to `frames` samples."""
    if not parts:
        return array("h", bytes(2 * frames))
    if len(parts) == 1:
        out = array("h", parts[0])
    else:
        # A callback covers ~20 ms, so a plain loop is cheap enough and needs no numpy.
        out = array("h", bytes(2 * frames))
        for part in parts:
            for i, value in enumerate(part):
                total = out[i] + value
                out[i] = _MAX if total > _MAX else _MIN if total < _MIN else total
    if len(out) < frames:
        out.frombytes(bytes(2 * (frames - len(out))))
    return out
