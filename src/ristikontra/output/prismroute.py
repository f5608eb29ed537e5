"""Screen readers, and speech-dispatcher on Linux, through Prism (PyPI `prismatoid`).

Which of Prism's routes the game tries, per platform, and why the others are left out (Prism's
backend notes say what each needs):
- Windows: NVDA and JAWS (both braille too), then the other screen readers Prism reaches. Not UIA
  (Narrator's route): it refuses a console window, which is all a terminal game has. Not SAPI or
  OneCore: those are the system's voices, which the game's own voice already speaks with.
- macOS: none. VoiceOver through Prism needs an application window (an NSWindow and a running
  main loop) that a terminal program does not have; accessible_output2 reaches VoiceOver instead.
- Linux: Orca's remote control (Orca 49 and later, on the session bus), and speech-dispatcher
  linked in this process: one connection for the session instead of a `spd-say` process for
  every message.

Prism is a C++ library, so a call that hangs inside it cannot be ended from Python, and what it
writes from C goes straight to the terminal. Loading is therefore bounded twice: `probe_routes`
tries the routes in a helper process first (`prism_probe`), bounded and ended with its process
group when it does not answer, its output discarded; only a route that answered there is created
in this process, on the lane's worker, whose start limit bounds it once more.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.util import find_spec
from typing import Any

from ristikontra.output.awake import within
from ristikontra.output.base import Backend, BackendError, Failure
from ristikontra.output.quiet import end_process, quiet_fds, quiet_popen_kwargs
from ristikontra.output.synth import DEFAULT_RATE

__all__ = [
    "PRISM_READERS",
    "PrismBackend",
    "RouteProbe",
    "prism_installed",
    "probe_routes",
    "reader_routes",
]

#: The screen readers Prism may reach from a terminal, per platform, best first (names of
#: `prism.BackendId`). Braille goes through those whose features say they can.
PRISM_READERS: dict[str, tuple[str, ...]] = {
    "win32": ("NVDA", "JAWS", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS", "PC_TALKER", "SENSE_READER",
              "BOY_PC_READER", "WINDOW_EYES"),
    "darwin": (),
    "linux": ("ORCA",),
}
#: speech-dispatcher's route (Linux): not a screen reader itself, the service Orca speaks with.
SPEECH_DISPATCHER = "SPEECH_DISPATCHER"
#: How long the helper may take to load Prism and try every route.
PROBE_TIMEOUT = 3.0
#: Routes given up while in use, kept for the life of the process and never freed. Once the
#: daemon has gone, libspeechd's reader thread closes the connection's socket; freeing the route
#: closes the same descriptor number a second time, and by then it may be one the game has opened
#: since (a speech helper's pipe, a network socket). Measured with prismatoid 0.16.7 (Python
#: 3.10): the descriptor was closed under the game. A route given up is rare; its socket is gone
#: already, so what is kept is a little memory.
_GIVEN_UP: list[tuple[Any, Any]] = []

#: The names the game shows for Prism's routes (the library's own are "Speech Dispatcher" etc.).
_LABELS = {"SPEECH_DISPATCHER": "speech-dispatcher", "ORCA": "Orca", "ZOOM_TEXT": "ZoomText",
           "SYSTEM_ACCESS": "System Access", "PC_TALKER": "PC-Talker", "SENSE_READER": "Sense Reader",
           "BOY_PC_READER": "Boy PC Reader", "WINDOW_EYES": "Window-Eyes"}


def route_label(route: str) -> str:
    """The name a player knows for `route` (``NVDA``, ``speech-dispatcher``)."""
    return _LABELS.get(route, route)


def reader_routes(platform: str = sys.platform) -> tuple[str, ...]:
    """The screen-reader routes worth trying on `platform`."""
    key = "linux" if platform.startswith("linux") else platform
    return PRISM_READERS.get(key, ())


def prism_installed() -> bool:
    return find_spec("prism") is not None


@dataclass(frozen=True)
class RouteProbe:
    """What the helper process found for one route: whether it speaks, its name, and whether it
    can braille; `error` says why not."""

    route: str
    ok: bool
    name: str = ""
    braille: bool = False
    error: str = ""


def probe_routes(routes: Sequence[str], timeout: float = PROBE_TIMEOUT) -> tuple[list[RouteProbe], str]:
    """Try `routes` in a helper process; returns what it found and, if Prism itself could not be
    tried (not installed, no answer in time, not loading), why not ("" when it could)."""
    if not routes:
        return [], ""
    if not prism_installed():
        return [], "prismatoid is not installed"
    kwargs = quiet_popen_kwargs()
    kwargs.update(stdout=subprocess.PIPE)
    try:
        process = subprocess.Popen([sys.executable, "-m", "ristikontra.output.prism_probe", *routes], **kwargs)
    except OSError as error:
        return [], f"cannot start Prism's helper: {error}"
    try:
        out, _ = within(lambda seconds: process.communicate(timeout=seconds), timeout, subprocess.TimeoutExpired)
    except subprocess.TimeoutExpired:
        end_process(process)
        with contextlib.suppress(OSError):
            if process.stdout is not None:
                process.stdout.close()
        return [], f"Prism did not answer within {timeout:g} s"
    try:
        answer = json.loads(out.decode("utf-8", "replace").splitlines()[-1])
    except (ValueError, IndexError):
        return [], f"Prism's helper gave no answer (exit code {process.returncode})"
    if not answer.get("prism"):
        return [], f"Prism does not load: {answer.get('error', '?')}"
    found = [
        RouteProbe(str(r["route"]), bool(r["ok"]), str(r.get("name", "")), bool(r.get("braille")),
                   str(r.get("error", "")))
        for r in answer.get("routes", [])
    ]
    return found, ""


def _default_context() -> Any:
    import prism

    return prism.Context()


def _route_id(route: str) -> Any:
    import prism

    return prism.BackendId[route]


class PrismBackend(Backend):
    """Speech (or, with `braille_only`, the braille display) through one of Prism's routes.

    `context` makes the Prism context (by default `prism.Context()`; tests pass one whose
    registry holds a stand-in screen reader) and `route_id` names the route in it (by default
    `prism.BackendId[route]`). A call that hangs inside Prism cannot be ended: the lane's watchdog
    gives the route up and the next one speaks (the thread stays behind, named by the owner).
    speech-dispatcher takes the game's language, rate and volume; a
    screen reader speaks with its user's own settings.
    """

    channel = "screenreader"

    def __init__(
        self,
        route: str,
        lang: str = "en",
        rate: int = DEFAULT_RATE,
        volume: float = 1.0,
        *,
        braille_only: bool = False,
        context: Callable[[], Any] | None = None,
        route_id: Callable[[str], Any] | None = None,
        heard: Backend | None = None,
    ):
        self.route = route
        self.lang = lang
        self.rate = rate
        self.volume = volume
        self.braille_only = braille_only
        self._make_context = context or _default_context
        self._route_id = route_id or _route_id
        #: speech-dispatcher's silent test (spd-say's route) where no screen reader proves that it
        #: is heard: before the route is created, and now and then after speech (`check_heard`),
        #: since Prism cannot say whether the daemon's speech module finishes a message.
        self._heard = heard
        self.heard_after = heard.heard_after if heard is not None else None
        self.heard_every = heard.heard_every if heard is not None else self.heard_every
        self.follows_volume = route == SPEECH_DISPATCHER
        self.name = f"{route_label(route)} (Prism)"
        self.can_braille = False
        self._context: Any = None
        self._backend: Any = None

    def start(self) -> None:
        if self._heard is not None:
            self._heard.check_heard("")
        try:
            # Prism and the libraries below it may complain on stderr from C; the UI owns stdout.
            with quiet_fds(fds=(2,), flush_c=False):
                context = self._make_context()
                backend = context.create(self._route_id(self.route))
                features = backend.features
        except ImportError as error:
            raise BackendError(f"Prism is not installed: {error}", "missing") from error
        except Exception as error:
            # Not in this build of Prism (its `create` says ValueError), or not running now.
            missing = isinstance(error, ValueError) or "NotAvailable" in type(error).__name__
            reason: Failure = "missing" if missing else "failed"
            raise BackendError(f"{self.name} does not start: {type(error).__name__}: {error}", reason) from error
        self._context, self._backend = context, backend
        self.can_braille = bool(features.supports_braille)
        if self.braille_only and not self.can_braille:
            raise BackendError(f"{self.name} cannot braille", "missing")
        if not self.braille_only and not features.supports_speak:
            raise BackendError(f"{self.name} cannot speak", "missing")
        if self.follows_volume:
            self._speak_our_way(backend, features)

    def _speak_our_way(self, backend: Any, features: Any) -> None:
        """speech-dispatcher speaks in the game's language, at its rate and volume (Prism's scale
        runs from 0 to 1 around the daemon's middle, 0.5)."""
        if features.supports_count_voices and features.supports_get_voice_language and features.supports_set_voice:
            for index in range(backend.voices_count):
                if backend.get_voice_language(index).lower().replace("_", "-").split("-")[0] == self.lang:
                    backend.voice = index
                    break
        if features.supports_set_rate:
            backend.rate = max(0.0, min(1.0, 0.5 + (self.rate - DEFAULT_RATE) / 400))
        if features.supports_set_volume:
            backend.volume = max(0.0, min(1.0, self.volume))

    def speak(self, text: str, interrupt: bool = True) -> None:
        if self._backend is not None and text.strip():
            self._backend.speak(text, interrupt)

    def check_heard(self, last: str) -> None:
        if self._heard is not None:
            self._heard.check_heard(last)

    def heard_limit(self, last: str) -> float | None:
        return self._heard.heard_limit(last) if self._heard is not None else None

    def cancel_fast(self) -> None:
        if self._heard is not None:
            self._heard.cancel_fast()

    def braille(self, text: str) -> None:
        if self._backend is not None and self.can_braille and text.strip():
            self._backend.braille(text)

    def silence(self) -> None:
        if self._backend is not None:
            self._backend.stop()

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        if self.follows_volume and self._backend is not None:
            self._backend.volume = max(0.0, min(1.0, volume))

    def abandon(self) -> None:
        if self._heard is not None:
            self._heard.abandon()
        if self._backend is not None or self._context is not None:
            _GIVEN_UP.append((self._context, self._backend))
        self.close()

    def close(self) -> None:
        # Prism frees a backend and its context when the last reference goes.
        self._backend = None
        self._context = None
