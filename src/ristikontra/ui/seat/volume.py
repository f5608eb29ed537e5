"""The volume keys: F7/F8 the voice volume a step down/up, F9/F10 the sound volume (PlayPalace's
keys), each saying the new level at once.

They change the same settings as the options menu, through the same `SettingsHost`, and are
saved like a change there. The answer is honest about what the player hears: a screen reader
reached through accessible_output2 speaks at its own volume, and text or no speech has no voice
at all; the setting still changes, for the game's own voice.
"""

from __future__ import annotations

from ristikontra.options import PERCENT_STEPS
from ristikontra.output.seatoutput import SeatOutput
from ristikontra.ui.seat.options import SettingsHost
from ristikontra.ui.seat.speaker import Speaker

__all__ = ["VolumeKeys", "voice_heard"]


def _step(value: int, delta: int) -> int:
    """The next value of the menu's steps in the direction of `delta`, stopping at either end
    (the menu wraps round; a volume key must never jump from loudest to silent)."""
    if delta > 0:
        return next((v for v in PERCENT_STEPS if v > value), value)
    return next((v for v in reversed(PERCENT_STEPS) if v < value), value)


def voice_heard(output: SeatOutput) -> str:
    """Whether the voice-volume setting is what the player hears now: ``yes`` (the game's own
    voice or speech-dispatcher), ``screenreader`` (it keeps its own volume) or ``no`` (text
    only or no speech)."""
    if output.follows_volume:
        return "yes"
    return "screenreader" if output.channel == "screenreader" else "no"


class VolumeKeys:
    """F7 to F10 at one keyboard seat."""

    def __init__(self, speaker: Speaker, host: SettingsHost) -> None:
        self.speaker = speaker
        self.host = host

    def _change(self, name: str, value: int | bool) -> None:
        self.host.change_settings(name, {name: value})
        self.host.save_settings()

    def voice(self, delta: int) -> None:
        """F7 (`delta` -1) or F8 (+1): the voice volume one step."""
        old = self.host.settings.voice_volume
        new = _step(old, delta)
        if new == old:
            self.speaker.say("ui-voice-volume-edge", edge="max" if delta > 0 else "min", value=old)
            return
        self._change("voice_volume", new)
        self.speaker.say("ui-voice-volume", value=new, heard=voice_heard(self.speaker.output))

    def sound(self, delta: int) -> None:
        """F9 (`delta` -1) or F10 (+1): the sound volume one step; with sounds off, F10 turns them
        on at the volume they had (what a player reaching for "louder" wants) and F9 says how."""
        settings = self.host.settings
        if not settings.sound:
            if delta < 0:
                self.speaker.say("ui-sounds-off-louder")
                return
            self._change("sound", True)
            self.speaker.say("ui-sounds-on-again", value=settings.sound_volume)
            return
        old = settings.sound_volume
        new = _step(old, delta)
        if new == old:
            self.speaker.say("ui-sound-volume-edge", edge="max" if delta > 0 else "min", value=old)
            return
        self._change("sound_volume", new)
        # Sounds on, but the output found no audio device for them: say so, do not pretend.
        heard = "yes" if self.speaker.output.sound_enabled else "no"
        self.speaker.say("ui-sound-volume", value=new, heard=heard)
