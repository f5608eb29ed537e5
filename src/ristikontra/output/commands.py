"""The calls a lane's worker makes on its backend, as typed values instead of method names.

Each command knows the one `Backend` method it runs, so the worker needs no `getattr` and a
typo is a type error, not a silent no-op at run time.
"""

from __future__ import annotations

from dataclasses import dataclass

from ristikontra.output.base import Backend

__all__ = ["Braille", "Check", "Close", "Command", "Play", "SetVolume", "Silence", "Speak", "Start"]


@dataclass(frozen=True)
class Start:
    """Prepare the backend; always a worker's first command."""

    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.start()


@dataclass(frozen=True)
class Speak:
    """Say `text`; `limit` is how long it may take before the backend counts as hung."""

    text: str
    interrupt: bool = True
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.speak(self.text, self.interrupt)


@dataclass(frozen=True)
class Braille:
    text: str
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.braille(self.text)


@dataclass(frozen=True)
class Silence:
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.silence()


@dataclass(frozen=True)
class Play:
    cue: str
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.play(self.cue)


@dataclass(frozen=True)
class SetVolume:
    """Speak or play at `volume` (0.0 to 1.0) from the next command on (kept when speech is cut off)."""

    volume: float
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.set_volume(self.volume)


@dataclass(frozen=True)
class Check:
    """Ask the backend whether its speech is heard (`Backend.check_heard`); `unheard` is the last
    message it said, handed to the next backend if it is not."""

    unheard: Speak
    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.check_heard(self.unheard.text)


@dataclass(frozen=True)
class Close:
    """Release the backend; a worker's last command."""

    limit: float | None = None

    def run(self, backend: Backend) -> None:
        backend.close()


Command = Start | Speak | Braille | Silence | Play | SetVolume | Check | Close
