"""The game's own voice: a speech engine renders each utterance, our mixer plays it.

Synthesis takes a few milliseconds per sentence; stopping is instant because it only empties the
mixer's speech queue. An utterance overtaken by a newer interrupting one while it was being
synthesised is thrown away instead of being played late.
"""

from __future__ import annotations

import threading

from ristikontra.output.base import Backend, BackendError
from ristikontra.output.mixer import Mixer
from ristikontra.output.synth import Synthesizer
from ristikontra.output.threads import Spawn

__all__ = ["VoiceBackend"]


class VoiceBackend(Backend):
    """Speaks with `synth` through `mixer`; braille is not available on this channel."""

    channel = "voice"
    follows_volume = True

    def __init__(self, synth: Synthesizer, mixer: Mixer | None):
        self.synth = synth
        self.mixer = mixer
        self.name = synth.name
        self._generation = 0
        self._lock = threading.Lock()

    def use_threads(self, spawn: Spawn) -> None:
        self.synth.spawn = spawn

    def start(self) -> None:
        if self.mixer is None:
            raise BackendError("no audio device for the game's own voice", "no_audio")
        # A short word really synthesised, on this worker thread: an engine that imports and
        # lists voices may still produce nothing, and the player must not be told it speaks.
        self.synth.check()
        self.name = f"{self.synth.label}, {self.voice_label}"

    @property
    def voice_label(self) -> str:
        return self.synth.voice.name if self.synth.voice else "?"

    def speak(self, text: str, interrupt: bool = True) -> None:
        if not text.strip() or self.mixer is None:
            return
        with self._lock:
            generation = self._generation
        samples = self.synth.synthesize(text)
        with self._lock:
            if generation != self._generation:
                return  # a newer interrupting utterance arrived while this one was rendered
        self.mixer.play_voice(samples, replace=interrupt)

    def limit_for(self, text: str) -> float:
        # The engine's own limit (it grows with its measured pace) and a moment to hand the
        # samples to the mixer; the engine's limit runs out first and says why.
        return self.synth.limit_for(text) + 0.5

    def set_volume(self, volume: float) -> None:
        self.synth.volume = volume  # read by every rendering (espeak-ng's -a, pyttsx3's volume)

    def cancel_fast(self) -> None:
        with self._lock:
            self._generation += 1
        if self.mixer is not None:
            self.mixer.stop_voice()

    def silence(self) -> None:
        self.cancel_fast()

    def abandon(self) -> None:
        self.synth.abandon()
        if self.mixer is not None:
            self.mixer.stop_voice()

    def close(self) -> None:
        if self.mixer is not None:
            self.mixer.stop_voice()
        self.synth.close()
