"""`OutputManager`: the one object the UI talks to, and `create_output`, which builds it.

Speech, braille and earcons are separate lanes (`output/lanes.py`), each a fallback chain on its
own worker, all registered with one `OutputOwner` (`output/owner.py`) that starts them, stops them
in parallel within one bound, and joins every thread it started. When a lane's backend raises or
hangs, the manager drops it for the rest of the session, tells the player once, and the lane hands
what was not yet said to the next backend of its chain. A slow sound device never delays speech,
and a braille display that fails never silences it.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ristikontra.i18n import translator
from ristikontra.output.base import Backend, Channel, Selection, SpeechMode
from ristikontra.output.commands import Braille, Check, Command, Play, SetVolume, Silence, Speak, Start
from ristikontra.output.lanes import Lane
from ristikontra.output.owner import Closable, OutputOwner
from ristikontra.output.synth import SECONDS_PER_CHAR
from ristikontra.output.text import OffBackend
from ristikontra.output.threads import Threads
from ristikontra.output.worker import Worker

if TYPE_CHECKING:
    from ristikontra.announce.message import Message
    from ristikontra.output.mixer import Mixer
    from ristikontra.output.routes import RouteNote

__all__ = ["OutputManager", "create_output"]

Notice = Callable[[str], None]
T = TypeVar("T")
#: Failures for the bug-report log (`ristikontra.buglog`); never printed.
_log = logging.getLogger("ristikontra.output")
_WATCH_INTERVAL = 0.05


class OutputManager:
    """Speech, braille and sounds for the game; every method returns at once.

    `chain` lists speech backends, best first; `reason` says (localised) why the first was
    chosen. `sound` plays earcons; `braille` lists braille backends, best first (a screen reader
    that drives a display; none on a channel without one). Notices (a backend was dropped) go to
    `on_notice`, called from a background thread: a prompt_toolkit UI should hop to its loop
    (``loop.call_soon_threadsafe``); without `on_notice` the manager speaks them itself. With
    `hold_notices`, notices wait until `settle()`, which folds them into the selection it
    returns: each failure reaches the player exactly once, as notice or as start line.
    `resources` (the mixer) are closed by the owner after the lanes. Usually built by
    `create_output`, which passes the `owner` its start-up probes ran on.
    """

    def __init__(
        self,
        chain: Sequence[Backend],
        sound: Backend | None,
        lang: str = "en",
        reason: str = "",
        on_notice: Notice | None = None,
        transcript: Callable[[str], None] | None = None,
        mirror_transcript: bool = False,
        call_timeout: float = 1.0,
        # pyttsx3's helper may take its 5 s to load, then synthesises a word to prove it speaks.
        start_timeout: float = 8.0,
        resources: Sequence[Closable] = (),
        audio: str = "",
        audio_error: str = "",
        hold_notices: bool = False,
        braille: Sequence[Backend] = (),
        owner: OutputOwner | None = None,
    ):
        if not chain:
            raise ValueError("the speech chain needs at least one backend")
        self._t = translator(lang)
        self._on_notice = on_notice
        self._transcript = transcript
        self._mirror = mirror_transcript
        self._call_timeout = call_timeout
        #: Owns every lane, thread and device of this output (see `output/owner.py`).
        self.owner = owner if owner is not None else OutputOwner()
        #: The audio device backend in use (e.g. ``PulseAudio``), or "" with `audio_error` saying why not.
        self.audio = audio
        self.audio_error = audio_error
        self._lock = threading.RLock()
        self._closed = False
        self.notices: list[str] = []
        self._holding = hold_notices
        self._held: list[str] = []
        self._start_failures: list[str] = []  # speech failures while holding, for the start line
        self.failures: list[tuple[str, str]] = []  # (backend name, technical reason), for doctor/logs
        #: Every speech route `create_output` tried, in order, and why each is or is not used.
        self.routes: list[RouteNote] = []
        self._selection = Selection(chain[0].channel, chain[0].name, reason)
        #: The selection the player was told at start-up (`create_output` sets it after `settle`).
        self.started_with = self._selection
        owner_ = self.owner
        self._speech: Lane = owner_.lane("speech", chain, self._on_failure, call_timeout, start_timeout,
                                         last_resort=OffBackend)
        self._braille: Lane | None = (
            owner_.lane("braille", braille, self._on_failure, call_timeout, start_timeout) if braille else None
        )
        self._sound: Lane | None = (
            owner_.lane("sound", [sound], self._on_failure, call_timeout, start_timeout) if sound is not None else None
        )
        for resource in resources:
            owner_.own(type(resource).__name__.lower(), resource)
        self._stop_watch = threading.Event()
        # Held while the lanes start, so an instant failure cannot see a half-built manager.
        with self._lock:
            owner_.start()
        owner_.spawn("ristikontra-output-watchdog", self._watch)

    # -- what the UI calls ----------------------------------------------------------------------
    def speak(self, text: str, interrupt: bool = True) -> None:
        """Say `text`; with `interrupt`, queued speech is dropped and current speech stops now."""
        with self._lock:
            if interrupt:
                self._speech.cancel()
            self._speech.submit(self._speak_call(text, interrupt))
            mirror = self._mirror and self._transcript is not None and self._selection.channel != "text"
        if mirror and self._transcript is not None:
            self._transcript(text)

    def say(self, message: Message) -> None:
        """One message of a seat's (`SeatOutput`): its words spoken, its short form brailled (if
        any), its earcon played (if any), in that order."""
        self.speak(message.text, interrupt=message.interrupt)
        if message.short:
            self.braille(message.short)
        if message.sound:
            self.play(message.sound)

    def braille(self, text: str) -> None:
        """Show `text` on the braille display, if a lane reaches one."""
        with self._lock:
            if self._braille is not None:
                self._braille.submit(Braille(text))

    def silence(self) -> None:
        """Stop speaking and forget queued speech."""
        with self._lock:
            self._speech.cancel()
            self._speech.submit(Silence())

    def play(self, sound: str) -> None:
        """Play the earcon `sound` (a cue name such as ``card``), mixed over speech."""
        with self._lock:
            if self._sound is not None:
                self._sound.submit(Play(sound))

    def close(self, timeout: float = 1.0) -> None:
        """Stop every lane and device and join every thread of this output, within `timeout`
        seconds in all (a hung daemon's helper is ended when its share of the bound is up)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._stop_watch.set()
        self.owner.stop(timeout)

    def __enter__(self) -> OutputManager:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- what the UI and doctor read ------------------------------------------------------------
    @property
    def selection(self) -> Selection:
        """The speech channel in use, the engine behind it, and why (localised)."""
        with self._lock:
            # The engine name gets more precise once the backend has started (e.g. its driver).
            return Selection(self._selection.channel, self.backend.name, self._selection.reason)

    @property
    def channel(self) -> Channel:
        return self.selection.channel

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        """Change the voice and/or sound volume (0.0 to 1.0) without reopening anything: the
        next utterance and earcon use it. Backends waiting in the speech chain take it too, so
        a fallback speaks at the volume the player chose."""
        with self._lock:
            if voice is not None:
                self._speech.submit(SetVolume(voice))
                active = self._speech.backend
                for backend in self._speech.chain:
                    if backend is not active:
                        backend.set_volume(voice)
            if sound is not None and self._sound is not None:
                self._sound.submit(SetVolume(sound))

    @property
    def follows_volume(self) -> bool:
        """Whether the speech in use follows the voice-volume setting (not a screen reader's own)."""
        with self._lock:
            backend = self._speech.backend
            return backend is not None and backend.follows_volume

    @property
    def sound_enabled(self) -> bool:
        with self._lock:
            return self._sound is not None and not self._sound.gone

    @property
    def backend(self) -> Backend:
        """The active speech backend (for diagnostics and tests)."""
        with self._lock:
            return self._speech_worker().backend

    @property
    def braille_enabled(self) -> bool:
        """Whether a braille lane still has a working backend."""
        with self._lock:
            return self._braille is not None and not self._braille.gone

    def settle(self, timeout: float) -> Selection:
        """Wait (at most `timeout` s) until the chosen backend, or the one that replaced it, has
        started, then deliver notices from now on and return the selection in force.

        Failures before this point are in the returned selection's reason, not in notices, so
        the start line never claims a channel that has already failed and nothing is said twice.
        """
        self.wait_ready(timeout)
        with self._lock:
            self._holding = False
            selection = self.selection
            # Only speech failures are part of the selection; a sound failure is still news.
            held, self._held = self._held, []
        for notice in held:
            if self._on_notice is None:
                with self._lock:
                    self._speak_notice(notice)
            self._deliver(notice)
        return selection

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """Wait until the active speech backend has started (after any fallbacks)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                worker = self._speech_worker()
            if worker.started.wait(min(0.02, max(deadline - time.monotonic(), 0))) and not worker.dead:
                return True
        return False

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until all queued speech has been handed over and, for our own voice, played."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.speech_idle():
                return True
            time.sleep(0.01)
        return False

    def speech_idle(self) -> bool:
        """Whether all queued speech has been handed over and, for our own voice, played (now,
        without waiting: for an event loop that must not stand still)."""
        from ristikontra.output.voice import VoiceBackend

        with self._lock:
            worker = self._speech_worker()
        backend = worker.backend
        playing = isinstance(backend, VoiceBackend) and backend.mixer is not None and backend.mixer.voice_active
        return worker.started.is_set() and worker.idle and not playing

    # -- internals ------------------------------------------------------------------------------
    def _speech_worker(self) -> Worker:
        worker = self._speech.worker
        assert worker is not None, "the speech lane always has a last resort"
        return worker

    def _speak_call(self, text: str, interrupt: bool) -> Speak:
        # Rendering a long text takes longer than a short one; a hang is a hang at any length.
        return Speak(text, interrupt, limit=self._call_timeout + SECONDS_PER_CHAR * len(text))

    def _watch(self) -> None:
        while not self._stop_watch.wait(_WATCH_INTERVAL):
            with self._lock:
                lanes = list(self.owner.lanes.values())
            for lane in lanes:
                lane.check_hung()

    def _on_failure(self, lane: Lane, worker: Worker, command: Command | None, detail: str) -> None:
        with self._lock:
            if self._closed or worker is not lane.worker:
                return
            self.failures.append((worker.backend.name, detail))
            _log.warning("output backend %s failed: %s", worker.backend.name, detail)
            is_speech = lane is self._speech
            if is_speech:
                notice = self._fall_back(worker, command)
            else:
                lane.fall_back(worker, command)  # braille and sounds have no second backend today
                notice = self._t(f"output-failed-{lane.name}")
            self.notices.append(notice)
            if self._holding:
                # A speech failure is part of `settle()`'s selection; the others wait.
                if not is_speech:
                    self._held.append(notice)
                lane.resubmit_carried()
                return
            if self._on_notice is None:
                self._speak_notice(notice)  # before the carried-over text it explains
            lane.resubmit_carried()
        # Outside the lock: the UI's callback may call back into the manager from another thread.
        self._deliver(notice)

    def _speak_notice(self, notice: str) -> None:
        self._speech.submit(self._speak_call(notice, False))

    def _deliver(self, notice: str) -> None:
        """Tell the player once. A UI that takes notices shows and speaks them itself (twice
        would be noise); without one, the player hears it from us (`_speak_notice`)."""
        if self._on_notice is not None:
            with contextlib.suppress(Exception):  # the UI's problem must not take the output down
                self._on_notice(notice)

    def _fall_back(self, worker: Worker, command: Command | None) -> str:
        """Move the speech lane to its next backend; returns the notice."""
        failed = worker.backend
        backend = self._speech.fall_back(worker, command)
        assert backend is not None, "the speech lane always has a last resort"
        now = f"output-now-{backend.channel}"
        failure = self._failure_sentence(failed, worker, command)
        # At start-up every failure is part of the one start line: a screen reader that gives no
        # speech is still said when the voice after it fails too.
        earlier = list(self._start_failures) if self._holding else []
        if self._holding and failure not in self._start_failures:
            self._start_failures.append(failure)
        if backend.channel == failed.channel and self._t.has(f"{now}-other"):
            # Another engine of the same channel (espeak-ng after pyttsx3): why it was chosen holds.
            notice = f"{failure} {self._t(now + '-other')}"
            self._selection = Selection(backend.channel, backend.name, self._selection.reason)
        else:
            told = [*earlier, failure] if failure not in earlier else earlier
            notice = " ".join([*told, self._t(now)])
            self._selection = Selection(backend.channel, backend.name, notice)
        return notice

    def _failure_sentence(self, failed: Backend, worker: Worker, command: Command | None) -> str:
        """What went wrong with `failed`, in words that are true of how it failed."""
        if isinstance(command, Start) and failed.channel == "screenreader":
            # It never spoke, so it did not "stop responding": either nothing was there to reach,
            # or the route to it (speech-dispatcher without a speech module, or hung) gave no speech.
            if worker.failure == "missing":
                return self._t("output-no-reader")
            return self._t("output-reader-no-speech", engine=failed.name)
        if isinstance(command, Check):
            # It answers but what it was given is not heard (its speech module hangs).
            return self._t("output-reader-no-speech", engine=failed.name)
        return self._t("output-failed-" + failed.channel)


def _within(task: Callable[[], T], timeout: float, what: str) -> tuple[T | None, str]:
    """Run a probe on a thread, bounded by `timeout` (for `ristikontra doctor`, which owns no
    output); inside an output, `OutputOwner.within` does the same on a thread the owner joins."""
    return Threads().within(task, timeout, what)


def _open_mixer(audio_backends: Sequence[Any] | None) -> Mixer:
    from ristikontra.output.mixer import Mixer

    # The null device plays into nothing: accepted only when asked for by name (tests, benchmarks).
    allow_null = bool(audio_backends) and all(
        getattr(b, "name", str(b)).upper() == "NULL" for b in audio_backends or ()
    )
    return Mixer(audio_backends, allow_null=allow_null)


def create_output(
    speech: SpeechMode = "auto",
    sound: bool = True,
    lang: str = "en",
    rate: int = 180,
    volume: float = 1.0,
    sound_volume: float = 0.8,
    transcript: Callable[[str], None] | None = None,
    on_notice: Notice | None = None,
    *,
    mirror_transcript: bool = False,
    audio_backends: Sequence[Any] | None = None,
    call_timeout: float = 1.0,
    audio_timeout: float = 3.0,
    settle_timeout: float = 5.0,
    braille: bool = True,
) -> OutputManager:
    """Build the output for a game session, choosing the best channel that works here.

    `speech`: ``auto`` (a running screen reader, else the game's own voice, else text),
    ``screenreader``, ``voice``, ``text`` or ``off``; a requested channel that fails falls back
    the same way. `rate` is in words per minute; `volume` and `sound_volume` run from 0.0 to 1.0.
    `transcript` receives text when the text channel is in use (every utterance with
    `mirror_transcript`). `audio_backends` picks miniaudio backends (tests use the null device).
    A call that runs longer than `call_timeout` seconds (plus a little per character) counts as
    a hang. Before returning, it waits up to `settle_timeout` seconds until the chosen channel
    has really started (our own voice synthesises a word), falling back meanwhile if it fails;
    the result's `started_with` (and, until anything changes, `selection`) tells which channel
    is in use and why, and `on_notice` hears only of failures after that. `braille` off sends
    nothing to the braille display; `routes` notes every route tried (for `ristikontra doctor`).
    """
    from ristikontra.output.routes import RouteNote, after_start, plan_readers
    from ristikontra.output.sound import SoundBackend
    from ristikontra.output.synth import available_synths
    from ristikontra.output.text import OffBackend, TextBackend
    from ristikontra.output.voice import VoiceBackend

    t = translator(lang)
    # Created first, so the start-up probes already run on threads it joins.
    owner = OutputOwner()
    text_backend = TextBackend(transcript if transcript is not None else (lambda _text: None))
    needs_audio = sound or speech in ("auto", "voice", "screenreader")
    mixer: Mixer | None = None
    audio_error = ""
    if needs_audio:
        mixer, audio_error = owner.within(
            lambda: _open_mixer(audio_backends), audio_timeout, "opening the audio device", _close
        )

    if audio_error:
        _log.info("sounds and the own voice are off: %s", audio_error)
    voices: list[Backend] = []
    synths = available_synths(lang, rate, volume)
    if mixer is not None:
        for synth in synths:
            synth.timeout = max(call_timeout, 0.5)
            voices.append(VoiceBackend(synth, mixer))

    plan = plan_readers(speech, lang, rate, volume, owner.within, braille=braille)
    readers, reader_name = plan.readers, plan.reader_name
    notes = [*plan.notes, *_voice_notes(synths, mixer, bool(readers)), RouteNote("text", "always")]

    chain: list[Backend]
    if speech == "off":
        chain, reason = [OffBackend()], t("output-reason-off")
    elif speech == "text":
        chain, reason = [text_backend], t("output-reason-text")
    elif speech == "voice":
        chain = [*voices, text_backend]
        reason = t("output-reason-voice") if voices else _no_voice_reason(t, synths, mixer)
    elif speech == "screenreader":
        chain, reason = [*readers, *voices, text_backend], t("output-reason-screenreader")
    elif reader_name is not None:
        chain, reason = [*readers, *voices, text_backend], t("output-reason-reader-found", reader=reader_name)
    elif voices:
        chain, reason = [*voices, text_backend], t("output-reason-no-reader-voice")
    else:
        chain = [text_backend]
        reason = f"{t('output-no-reader')} {_no_voice_reason(t, synths, mixer)}"

    sound_backend = SoundBackend(mixer, sound_volume) if sound and mixer is not None else None
    manager = OutputManager(
        chain,
        sound_backend,
        lang=lang,
        reason=reason,
        on_notice=on_notice,
        transcript=transcript,
        mirror_transcript=mirror_transcript,
        call_timeout=call_timeout,
        resources=[mixer] if mixer is not None else [],
        audio=mixer.backend_name if mixer is not None else "",
        audio_error=audio_error,
        hold_notices=True,
        braille=plan.braille,
        owner=owner,
    )
    manager.routes = notes
    manager.started_with = manager.settle(settle_timeout)
    manager.routes = after_start(notes, {name for name, _ in manager.failures}, manager.backend.name)
    return manager


def _close(resource: Closable | None) -> None:
    """Close a device that opened after start-up stopped waiting for it."""
    if resource is not None:
        with contextlib.suppress(Exception):
            resource.close()


def _voice_notes(synths: Sequence[Any], mixer: Any, after_reader: bool) -> list[RouteNote]:
    """The game's own voices as routes: the first is chosen unless a screen reader comes first."""
    from ristikontra.output.routes import RouteNote

    if not synths:
        return [RouteNote("pyttsx3, espeak-ng", "not-installed")]
    if mixer is None:
        return [RouteNote(synth.name, "no-audio") for synth in synths]
    return [RouteNote(synth.name, "fallback" if after_reader or n else "chosen") for n, synth in enumerate(synths)]


def _no_voice_reason(t: Any, synths: Sequence[Any], mixer: Any) -> str:
    if not synths:
        return str(t("output-reason-no-engine"))
    if mixer is None:
        return str(t("output-reason-no-audio"))
    return str(t("output-reason-voice"))
