"""Polling for the output tests (backends work on their own threads and processes), and the
small WAV files some of them feed to a decoder."""

from __future__ import annotations

import io
import time
import wave
from collections.abc import Callable
from pathlib import Path

from ristikontra.output.mixer import SAMPLE_RATE


def wait_until(condition: Callable[[], object], timeout: float = 3.0) -> bool:
    """True as soon as `condition()` holds; False if it still does not after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return False


def process_alive(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie waiting to be reaped counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def wav_bytes(frames: int, sample: bytes = b"\x10\x00") -> bytes:
    """A mono 16-bit WAV at the mixer's rate: `frames` copies of one little-endian `sample`."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(sample * frames)
    return buffer.getvalue()
