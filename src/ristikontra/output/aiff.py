"""Read the AIFF files macOS speech writes, since miniaudio decodes WAV but not AIFF.

pyttsx3's macOS driver saves speech as AIFF whatever the file name says, and the standard
library's `aifc` is deprecated (gone in Python 3.13). Only uncompressed 16-bit PCM is needed.
"""

from __future__ import annotations

import io
import struct
import sys
import wave
from array import array

__all__ = ["aiff_to_wav", "is_aiff"]


def is_aiff(data: bytes) -> bool:
    return len(data) >= 12 and data[:4] == b"FORM" and data[8:12] in (b"AIFF", b"AIFC")


def _extended(raw: bytes) -> float:
    """An IEEE 754 80-bit extended float (AIFF's sample rate field)."""
    exponent = ((raw[0] & 0x7F) << 8) | raw[1]
    mantissa = int.from_bytes(raw[2:10], "big")
    if exponent == 0 and mantissa == 0:
        return 0.0
    return float(mantissa * 2.0 ** (exponent - 16383 - 63))


def aiff_to_wav(data: bytes) -> bytes:
    """The same 16-bit PCM audio as a WAV file; raises ValueError for anything else."""
    if not is_aiff(data):
        raise ValueError("not an AIFF file")
    little_endian = False
    channels = frames = bits = 0
    rate = 0.0
    sound: bytes | None = None
    pos = 12
    while pos + 8 <= len(data):
        kind, size = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        body = data[pos + 8 : pos + 8 + size]
        if kind == b"COMM":
            channels, frames, bits = struct.unpack(">hIh", body[:8])
            rate = _extended(body[8:18])
            if data[8:12] == b"AIFC":
                compression = body[18:22]
                if compression not in (b"NONE", b"sowt"):
                    raise ValueError(f"compressed AIFF ({compression!r}) is not supported")
                little_endian = compression == b"sowt"
        elif kind == b"SSND":
            offset = struct.unpack(">I", body[:4])[0]
            sound = body[8 + offset :]
        pos += 8 + size + (size & 1)  # chunks are padded to an even length
    if sound is None or bits != 16 or channels < 1 or rate <= 0:
        raise ValueError("only 16-bit PCM AIFF is supported")
    samples = array("h", sound[: frames * channels * 2])
    if little_endian != (sys.byteorder == "little"):
        samples.byteswap()
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(2)
        wav.setframerate(round(rate))
        wav.writeframes(samples.tobytes())
    return out.getvalue()
