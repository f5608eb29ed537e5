"""How fast the game's own voice starts and stops, measured on miniaudio's null device.

Run: python benchmarks/bench_output.py [--runs 40] [--lang de]

Figures, per engine (pyttsx3 in its helper process; the espeak-ng command):
- speak -> device: from `speak()` to the samples being queued on our audio stream;
- first audio: from `speak()` of a short word to the first device callback that plays it;
- stop: from an interrupting `speak()`/`silence()` to the first device callback without the old
  speech (the device's own buffer, about 20 ms, comes on top on real hardware);
- cold start: from creating the output to the first word being queued.
The null device runs its callbacks in real time, like a sound card, but makes no sound.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence

import miniaudio

from ristikontra.output.manager import OutputManager
from ristikontra.output.mixer import Mixer
from ristikontra.output.synth import EspeakSynth, Pyttsx3Synth, Synthesizer
from ristikontra.output.voice import VoiceBackend

SHORT = {"de": "Karte.", "en": "Card."}
SENTENCE = {
    "de": "Pik Dame liegt. Du bist dran, dein Partner führt mit zwei Stichen.",
    "en": "Queen of spades is down. Your turn; your partner leads by two tricks.",
}


def wait(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError("audio did not arrive")
        time.sleep(0.0002)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(make_synth: Callable[[str], Synthesizer], lang: str, runs: int) -> dict[str, list[float]]:
    mixer = Mixer([miniaudio.Backend.NULL], allow_null=True)
    created = time.perf_counter()
    out = OutputManager([VoiceBackend(make_synth(lang), mixer)], None, lang=lang)
    out.speak(SHORT[lang])
    wait(lambda: mixer.voice_queued_at is not None, timeout=30)
    assert mixer.voice_queued_at is not None
    figures: dict[str, list[float]] = {"cold start": [mixer.voice_queued_at - created]}
    out.wait_idle(5)
    for _ in range(runs):
        mixer.voice_queued_at = None
        start = time.perf_counter()
        out.speak(SENTENCE[lang])
        wait(lambda: mixer.voice_queued_at is not None and mixer.voice_handed_at is not None)
        assert mixer.voice_queued_at is not None
        figures.setdefault("speak -> device", []).append(mixer.voice_queued_at - start)
        time.sleep(0.1)  # let it speak, then cut it off as a key press would
        mixer.voice_stopped_at = None
        stop = time.perf_counter()
        out.silence()
        wait(lambda: mixer.voice_stopped_at is not None)
        assert mixer.voice_stopped_at is not None
        figures.setdefault("stop", []).append(mixer.voice_stopped_at - stop)

        mixer.voice_handed_at = None
        start = time.perf_counter()
        out.speak(SHORT[lang])
        wait(lambda: mixer.voice_handed_at is not None)
        assert mixer.voice_handed_at is not None
        figures.setdefault("first audio", []).append(mixer.voice_handed_at - start)
        out.wait_idle(5)
    out.close()
    mixer.close()
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--lang", choices=("de", "en"), default="de")
    args = parser.parse_args(argv)
    engines: list[tuple[str, Callable[[str], Synthesizer]]] = []
    if Pyttsx3Synth.available():
        engines.append(("pyttsx3", Pyttsx3Synth))
    if EspeakSynth.available():
        engines.append(("espeak-ng", EspeakSynth))
    if not engines:
        print("no speech engine installed", file=sys.stderr)
        return 1
    print(f"{args.runs} runs, language {args.lang}, miniaudio null device, 20 ms buffer; times in ms")
    print(f"{'engine':<10} {'measure':<16} {'p50':>8} {'p99':>8} {'max':>8}")
    for name, factory in engines:
        for label, values in measure(factory, args.lang, args.runs).items():
            ms = [v * 1000 for v in values]
            if len(ms) == 1:
                print(f"{name:<10} {label:<16} {ms[0]:8.1f} {'':>8} {'':>8}")
            else:
                p50 = statistics.median(ms)
                print(f"{name:<10} {label:<16} {p50:8.1f} {percentile(ms, 0.99):8.1f} {max(ms):8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
