"""A volume step reaches the running output in place: no device is reopened, and the very next
utterance and earcon already use it (the volume keys say the new level at the new volume)."""

from __future__ import annotations

import time
from array import array

from ristikontra.output.manager import OutputManager
from ristikontra.output.mixer import Mixer
from ristikontra.output.sound import SoundBackend
from ristikontra.output.synth import Synthesizer
from ristikontra.output.text import TextBackend
from ristikontra.output.voice import VoiceBackend


def peak(samples: array[int]) -> int:
    return max((abs(s) for s in samples), default=0)


def test_set_volumes_changes_voice_and_sounds_in_place(null_mixer: Mixer, own_voice: Synthesizer) -> None:
    loud = peak(own_voice.synthesize("Voice volume"))
    sound = SoundBackend(null_mixer, 0.8)
    voice = VoiceBackend(own_voice, null_mixer)
    manager = OutputManager([voice], sound)
    try:
        assert manager.wait_ready(10)
        before = dict(sound._sounds)
        manager.set_volumes(voice=0.2, sound=0.1)
        manager.speak("Voice volume 20 percent")
        assert manager.wait_idle(20)
        assert own_voice.volume == 0.2
        assert peak(own_voice.synthesize("Voice volume")) < loud * 0.5, "the voice itself is quieter"
        deadline = time.monotonic() + 10
        while sound.volume != 0.1 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert sound.volume == 0.1
        assert all(peak(sound._sounds[cue]) < peak(before[cue]) for cue in before if peak(before[cue]))
        assert manager.backend is voice, "nothing was reopened or replaced"
    finally:
        manager.close()


def test_a_fallback_speaks_at_the_volume_chosen_meanwhile(null_mixer: Mixer, own_voice: Synthesizer) -> None:
    """The backend waiting in the chain takes the new volume too."""
    waiting = VoiceBackend(own_voice, null_mixer)
    manager = OutputManager([TextBackend(lambda text: None), waiting], None)
    try:
        manager.set_volumes(voice=0.4)
        assert own_voice.volume == 0.4
    finally:
        manager.close()
