"""Generate the game's earcons into `sounds/*.wav` (16-bit mono, 22.05 kHz).

Run: python tools/make_sounds.py [--out DIR]

Seven short sounds, each with its own pitch contour and timbre so they can be told apart without
looking: a woody tap for a card, a falling swish for a blind card, a rising two-note chime for
"your turn", a bright rising arpeggio for a won trick, a soft falling one for a lost trick, a low
double buzz for an illegal action and a bell chord for the end of a deal or game. Every note has
a short attack and a smooth release, so nothing clicks.
"""

from __future__ import annotations

import argparse
import math
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
PEAK = 0.5  # -6 dBFS: earcons sit under the voice, not on top of it

Wave = Callable[[float], float]  # phase in cycles -> sample in [-1, 1]


def sine(phase: float) -> float:
    return math.sin(2 * math.pi * phase)


def woody(phase: float) -> float:
    # Fundamental plus a weak octave and twelfth: a hollow, wooden colour.
    return sine(phase) + 0.35 * sine(2 * phase) + 0.15 * sine(3 * phase)


def bell(phase: float) -> float:
    # The inharmonic partial at 2.76 is what makes a struck bar or bell sound struck.
    return sine(phase) + 0.4 * sine(2.76 * phase) + 0.15 * sine(5.4 * phase)


def buzz(phase: float) -> float:
    # A band-limited square (odd harmonics up to the 7th): rough but not harsh.
    return sum(sine(k * phase) / k for k in (1, 3, 5, 7))


def note(
    freq: float | tuple[float, float],
    length: float,
    timbre: Wave = sine,
    attack: float = 0.005,
    decay: float = 8.0,
    release: float = 0.012,
    level: float = 1.0,
) -> list[float]:
    """One note; `freq` may be a (start, end) pair for a glide. Envelope: attack, exponential
    decay, then a raised-cosine release that ends exactly at zero."""
    start, end = (freq, freq) if isinstance(freq, (int, float)) else freq
    count = int(length * RATE)
    out: list[float] = []
    phase = 0.0
    for i in range(count):
        t = i / RATE
        f = start + (end - start) * (i / max(count - 1, 1))
        phase += f / RATE
        env = math.exp(-decay * t)
        if t < attack:
            env *= 0.5 - 0.5 * math.cos(math.pi * t / attack)
        remaining = (count - 1 - i) / RATE
        if remaining < release:
            env *= 0.5 - 0.5 * math.cos(math.pi * remaining / release)
        out.append(level * env * timbre(phase))
    return out


def mix(*parts: tuple[float, Sequence[float]]) -> list[float]:
    """Place each (offset seconds, samples) on one timeline and add them up."""
    total = max(int(offset * RATE) + len(samples) for offset, samples in parts)
    out = [0.0] * total
    for offset, samples in parts:
        start = int(offset * RATE)
        for i, value in enumerate(samples):
            out[start + i] += value
    return out


def normalised(samples: Sequence[float], peak: float = PEAK) -> array[int]:
    top = max(abs(s) for s in samples) or 1.0
    return array("h", (round(s / top * peak * 32767) for s in samples))


def earcons() -> dict[str, list[float]]:
    """The sound of every cue, as floats in [-1, 1] before normalising."""
    return {
        "card": note(440, 0.12, woody, attack=0.002, decay=30),
        "blind": mix(
            (0.0, note((900, 420), 0.2, sine, attack=0.01, decay=10)),
            (0.0, note((1800, 840), 0.2, sine, attack=0.01, decay=14, level=0.25)),
        ),
        "turn": mix(
            (0.0, note(659.3, 0.12, bell, decay=14)),
            (0.1, note(880.0, 0.18, bell, decay=12)),
        ),
        "trick_won": mix(
            (0.0, note(523.3, 0.14, bell, decay=12)),
            (0.08, note(659.3, 0.14, bell, decay=12)),
            (0.16, note(784.0, 0.22, bell, decay=9)),
        ),
        "trick_lost": mix(
            (0.0, note(392.0, 0.16, sine, decay=9, level=0.8)),
            (0.1, note(311.1, 0.16, sine, decay=9, level=0.8)),
            (0.2, note(261.6, 0.2, sine, decay=8, level=0.8)),
        ),
        "error": mix(
            (0.0, note(180, 0.09, buzz, decay=6)),
            (0.12, note(160, 0.11, buzz, decay=6)),
        ),
        "end": mix(
            (0.0, note(523.3, 0.5, bell, decay=5)),
            (0.0, note(659.3, 0.5, bell, decay=5, level=0.8)),
            (0.0, note(784.0, 0.5, bell, decay=5, level=0.7)),
            (0.0, note(1046.5, 0.5, bell, decay=6, level=0.4)),
        ),
    }


def write_wav(path: Path, samples: array[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        if sys.byteorder == "big":  # array("h") is native-endian; WAV wants little-endian
            samples = array("h", samples)
            samples.byteswap()
        out.writeframes(samples.tobytes())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "sounds"
    parser.add_argument("--out", type=Path, default=default, help="folder for the WAV files")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for cue, samples in earcons().items():
        pcm = normalised(samples)
        write_wav(args.out / f"{cue}.wav", pcm)
        print(f"{cue}.wav  {len(pcm) / RATE:.2f} s")
    keep = args.out / ".keep"
    if keep.exists():
        keep.unlink()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
