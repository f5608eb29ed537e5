"""The one small interface every output channel implements, and the names shared by all of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ristikontra.output.threads import Spawn

__all__ = [
    "CUES",
    "FAILURES",
    "Backend",
    "BackendError",
    "Channel",
    "Failure",
    "Selection",
    "SpeechMode",
]

#: Sound cue names; each has a file `sounds/<cue>.wav`.
CUES: tuple[str, ...] = ("card", "blind", "turn", "trick_won", "trick_lost", "error", "end")

#: Where speech goes: a screen reader, the game's own voice, the text transcript, or nowhere.
Channel = Literal["screenreader", "voice", "text", "off"]

#: What the player asked for; `auto` lets `create_output` pick the best working channel.
SpeechMode = Literal["auto", "screenreader", "voice", "text", "off"]


#: Why a backend cannot work, as a word code and tests can rely on (the message is for people):
#: `missing` a program or module is not installed; `no_voice` no voice speaks the language;
#: `no_audio` no audio device; `no_speech` the engine accepts text but produces no speech;
#: `timeout` a call did not return in time; `stopped` a helper process is gone; `failed` any
#: other error the engine reported.
Failure = Literal["missing", "no_voice", "no_audio", "no_speech", "timeout", "stopped", "failed"]
FAILURES: tuple[Failure, ...] = ("missing", "no_voice", "no_audio", "no_speech", "timeout", "stopped", "failed")


class BackendError(RuntimeError):
    """A backend cannot start or has stopped working; the manager drops it and falls back.

    `reason` is one of `FAILURES`; the message is a technical detail for logs and `doctor`.
    """

    def __init__(self, message: str, reason: Failure = "failed") -> None:
        super().__init__(message)
        if reason not in FAILURES:
            raise ValueError(f"unknown failure reason {reason!r}")
        self.reason: Failure = reason


@dataclass(frozen=True)
class Selection:
    """Which speech channel is in use and why, for the UI and `ristikontra doctor`.

    `engine` names the concrete program or library (e.g. ``NVDA``, ``speech-dispatcher``,
    ``pyttsx3/espeak``); `reason` is a localised sentence a player can read or hear.
    """

    channel: Channel
    engine: str
    reason: str


class Backend:
    """One output channel. Methods run on the backend's own worker thread, never the UI's.

    Subclasses override what they support; the defaults do nothing, so a text backend need not
    pretend to play sounds. Any exception means "this backend is broken": the manager drops it.
    """

    #: The channel this backend serves.
    channel: Channel = "off"
    #: Short technical name shown by the doctor and in `Selection.engine`.
    name: str = "off"
    #: Whether speech follows the game's voice-volume setting (a screen reader reached through
    #: accessible_output2 speaks at the volume its user set there).
    follows_volume: bool = False
    #: Seconds of quiet after speech before the worker asks `check_heard` whether it was heard
    #: (a service that accepts text at once and speaks it later cannot tell from `speak`);
    #: None: never asked.
    heard_after: float | None = None
    #: At most one such check this often, in seconds: a check may start a helper process.
    heard_every: float = 5.0

    def use_threads(self, spawn: Spawn) -> None:
        """Start any helper thread of this backend through `spawn`, so the output's owner joins it
        too; called by the worker before `start`. Backends without helper threads ignore it."""

    def start(self) -> None:
        """Prepare the backend (open devices, spawn helpers); runs on the worker before any call."""

    def speak(self, text: str, interrupt: bool = True) -> None:
        """Say `text`; with `interrupt`, stop whatever is being said first."""

    def limit_for(self, text: str) -> float | None:
        """Seconds saying `text` may take before the backend counts as hung, where the backend
        knows better than the manager's fixed limit (a slow voice); None: the manager's limit."""
        return None

    def check_heard(self, last: str) -> None:
        """Raise `BackendError` if what was said, ending with `last`, is not being heard (only
        asked where `heard_after` is set). Interrupting speech (`cancel_fast`) may cut the check
        short: it then returns without a verdict."""

    def heard_limit(self, last: str) -> float | None:
        """Seconds `check_heard` may take after `last` was said; None: the manager's limit."""
        return None

    def braille(self, text: str) -> None:
        """Show `text` on a braille display, where the channel can address one."""

    def silence(self) -> None:
        """Stop speaking now."""

    def play(self, sound: str) -> None:
        """Play the earcon named `sound` (one of `CUES`)."""

    def set_volume(self, volume: float) -> None:
        """Speak (or play) at `volume` (0.0 to 1.0) from the next call on; runs on the worker, in
        order with speech. Backends that do not follow the setting ignore it."""

    def cancel_fast(self) -> None:
        """Drop stale speech at once; called on the caller's thread, so it must never block."""

    def abandon(self) -> None:
        """Release what can be released without blocking; the backend hung and is being dropped."""

    def close(self) -> None:
        """Release devices and helper processes."""
