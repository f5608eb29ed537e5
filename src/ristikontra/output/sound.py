"""Earcons: the short sounds for cards, turns, tricks, errors and the end of a deal."""

from __future__ import annotations

from array import array
from pathlib import Path

from ristikontra.output.base import CUES, Backend, BackendError
from ristikontra.output.mixer import Mixer, load_pcm, scaled
from ristikontra.resources import sounds_dir

__all__ = ["SoundBackend"]


class SoundBackend(Backend):
    """Plays earcons through the shared mixer, over speech; unknown cue names are ignored."""

    channel = "off"  # not a speech channel
    name = "miniaudio"

    def __init__(self, mixer: Mixer | None, volume: float = 0.8, folder: Path | None = None):
        self.mixer = mixer
        self.volume = volume
        self.muted = False
        self.folder = folder
        self._raw: dict[str, array[int]] = {}
        self._sounds: dict[str, array[int]] = {}

    def start(self) -> None:
        if self.mixer is None:
            raise BackendError("no audio device for sounds", "no_audio")
        self.name = f"miniaudio/{self.mixer.backend_name}"
        folder = self.folder or sounds_dir()
        for cue in CUES:
            path = folder / f"{cue}.wav"
            try:
                self._raw[cue] = load_pcm(path)
            except Exception as error:
                raise BackendError(f"cannot load {path}: {error}", "missing") from error
        self.set_volume(self.volume)

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        self._sounds = {cue: scaled(samples, volume) for cue, samples in self._raw.items()}

    def play(self, sound: str) -> None:
        samples = self._sounds.get(sound)
        if samples is None or self.muted or self.mixer is None:
            return
        self.mixer.play_effect(samples)

    def close(self) -> None:
        if self.mixer is not None:
            self.mixer.stop_effects()
