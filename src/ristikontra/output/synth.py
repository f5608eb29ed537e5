"""Text-to-speech engines that turn an utterance into samples for our mixer.

Both engines synthesise to a WAV instead of playing it themselves, because only our own stream
can be stopped within milliseconds:
- `Pyttsx3Synth`: pyttsx3 (espeak-ng on Linux, SAPI5 on Windows, NSSpeechSynthesizer on macOS)
  in a helper process (see `synth_worker`), so its prints and hangs cannot touch the game;
- `EspeakSynth`: the `espeak-ng` command, the Linux fallback when pyttsx3 is missing or broken.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import itertools
import json
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from array import array
from dataclasses import dataclass, field
from importlib.util import find_spec
from pathlib import Path
from typing import IO, Any

from ristikontra.output.awake import within
from ristikontra.output.base import BackendError
from ristikontra.output.mixer import decode_pcm
from ristikontra.output.quiet import end_process, quiet_popen_kwargs
from ristikontra.output.threads import Spawn, Threads

__all__ = [
    "EspeakSynth",
    "Pyttsx3Synth",
    "Synthesizer",
    "VoiceInfo",
    "available_synths",
    "pick_voice",
]

#: Words per minute the game speaks at unless the player changes it.
DEFAULT_RATE = 180
#: Extra seconds a synthesis may take per character, on top of the engine's `timeout`: a long
#: text (the full rules) takes seconds to render, a hung engine never finishes a short one.
SECONDS_PER_CHAR = 0.002
#: How long an engine's first sound (start-up's check) may take. A slow engine (a heavy voice, a
#: busy or small machine) is not a hung one: its pace is measured there, and every later limit
#: follows that pace, so a voice that needs a second and a half a sentence keeps speaking.
FIRST_SOUND_LIMIT = 4.0
#: A synthesis may take this many times what the engine's measured pace predicts.
SLOW_MARGIN = 3.0
#: About a sentence: the pace is the time the engine takes for this many characters (or fewer).
PACE_CHARS = 40


def _probe_text(lang: str) -> str:
    """What start-up synthesises to prove that an engine really speaks `lang` (its catalog's word)."""
    from ristikontra.i18n import MissingMessage, available_languages, translator

    if lang not in available_languages():
        return "Yes."
    try:
        return translator(lang)("output-probe")
    except MissingMessage:
        return "Yes."


def _language_words(lang: str) -> set[str]:
    """Words a voice name may use for `lang`: its English name and its own ("german", "deutsch")."""
    from ristikontra.i18n import MissingMessage, available_languages, translator

    if lang not in available_languages():
        return set()
    try:
        return {translator("en").language_name(lang).lower(), translator(lang).autonym(lang).lower()}
    except MissingMessage:
        return set()


@dataclass(frozen=True)
class VoiceInfo:
    """A voice an engine offers: `id` is what the engine needs, `name` what a player reads."""

    id: str
    name: str
    languages: tuple[str, ...] = field(default=())

    def speaks(self, lang: str) -> bool:
        if any(code.lower().replace("_", "-").split("-")[0] == lang for code in self.languages):
            return True
        if not self.languages:  # SAPI5 and others may not report languages; go by the name
            return any(word in self.name.lower() for word in _language_words(lang))
        return False


def pick_voice(voices: list[VoiceInfo], lang: str) -> VoiceInfo | None:
    """The best voice for `lang`: the plain language first (``de``), then the British and
    American variants of English, then any regional variant."""
    matching = [v for v in voices if v.speaks(lang)]
    if not matching:
        return None

    def rank(voice: VoiceInfo) -> int:
        codes = [c.lower() for c in voice.languages]
        for score, wanted in enumerate((lang, f"{lang}-gb", f"{lang}-us", f"{lang}-de")):
            if wanted in codes:
                return score
        return 9

    return min(matching, key=rank)


class Synthesizer:
    """Turns text into 16-bit mono samples at the mixer's rate, in one language."""

    name = "synth"

    def __init__(self, lang: str, rate: int = DEFAULT_RATE, volume: float = 1.0, timeout: float = 1.0):
        self.lang = lang
        self.rate = rate
        self.volume = volume
        self.timeout = timeout
        self.voice: VoiceInfo | None = None
        #: The engine below a wrapper such as pyttsx3 (``espeak``, ``sapi5``), once started.
        self.driver = ""
        #: The helper threads started outside an output (the doctor's engines): `close` joins them.
        self.threads = Threads()
        #: Starts the engine's helper threads; the output's owner sets its own, so it joins them.
        self.spawn: Spawn = self.threads.spawn
        #: Seconds (of running time) this engine took for about a sentence, as last measured; its
        #: time limits grow with it.
        self.pace = 0.0
        self._first_sound = False

    @property
    def label(self) -> str:
        """Engine and driver for people, e.g. ``pyttsx3/espeak``."""
        return f"{self.name}/{self.driver}" if self.driver else self.name

    def start(self) -> None:
        """Load the engine and pick the voice for the language; raises `BackendError`."""

    def check(self) -> None:
        """Start the engine and synthesise one short word, proving that it speaks here.

        An engine can load and list voices yet produce nothing (pyttsx3 without libespeak, a
        broken espeak-ng data folder), so only real audio counts. Raises `BackendError`.
        """
        self.start()
        self._first_sound = True
        try:
            self.synthesize(_probe_text(self.lang))
        finally:
            self._first_sound = False

    def limit_for(self, text: str) -> float:
        """Seconds a synthesis of `text` may take before the engine counts as hung: the fixed
        allowance, plus a margin over what this engine's measured pace predicts for the text."""
        fixed = self.timeout + SECONDS_PER_CHAR * len(text)
        if self._first_sound:
            return max(fixed, FIRST_SOUND_LIMIT)
        return fixed + SLOW_MARGIN * self.pace * max(1.0, len(text) / PACE_CHARS)

    def _measured(self, text: str, seconds: float) -> None:
        """Take a finished synthesis into the pace: at least the latest, fading from older ones
        (one slow moment on a busy machine does not loosen the limits for good)."""
        per_sentence = seconds * min(1.0, PACE_CHARS / max(len(text), 1))
        self.pace = max(per_sentence, 0.75 * self.pace + 0.25 * per_sentence)

    def voices(self) -> list[VoiceInfo]:
        return []

    def render_wav(self, text: str) -> bytes:
        """One attempt at the utterance as the bytes of a WAV file (each engine's own work)."""
        raise NotImplementedError

    def synthesize_wav(self, text: str) -> bytes:
        """The utterance as the bytes of a WAV file, tried a second time when the first has no
        audio in it: pyttsx3's espeak driver now and then (about once in a few hundred
        sentences) writes an empty file, and a second try has always worked in our measurements."""
        data = self.render_wav(text)
        if not self._decode(data) and any(ch.isalnum() for ch in text):
            data = self.render_wav(text)
        return data

    def synthesize(self, text: str) -> array[int]:
        """The utterance as 16-bit mono samples at the mixer's rate; raises `BackendError`."""
        # Wall time: a stop signal in the middle only makes the limits more patient for a while.
        began = time.monotonic()
        samples = self._decode(self.synthesize_wav(text))
        self._measured(text, time.monotonic() - began)
        if not samples and any(ch.isalnum() for ch in text):
            raise BackendError(f"{self.label} produced no audio", "no_speech")
        return samples

    @staticmethod
    def _decode(data: bytes) -> array[int]:
        try:
            return decode_pcm(data)
        except BackendError:
            raise
        except Exception:
            return array("h")  # an empty or cut-off WAV: treated like silence, then retried

    def abandon(self) -> None:
        """Stop helper processes without waiting for them."""

    def close(self) -> None:
        self.abandon()


#: The libraries pyttsx3's espeak driver loads on Linux, in the order it tries them.
PYTTSX3_LINUX_LIBRARIES: tuple[str, ...] = ("libespeak-ng.so.1", "/usr/local/lib/libespeak-ng.so.1", "libespeak.so.1")


@functools.cache
def _loads_any(libraries: tuple[str, ...]) -> bool:
    """Whether one of `libraries` loads here, tried as pyttsx3 itself does (the dynamic loader
    prints nothing when it fails; a loaded library only maps its code, nothing runs)."""
    for name in libraries:
        try:
            ctypes.CDLL(name)
        except OSError:
            continue
        return True
    return False


class Pyttsx3Synth(Synthesizer):
    """pyttsx3 in a helper process that stays alive between utterances (start-up costs ~0.1 s)."""

    name = "pyttsx3"

    def __init__(
        self,
        lang: str,
        rate: int = DEFAULT_RATE,
        volume: float = 1.0,
        timeout: float = 1.0,
        start_timeout: float = 5.0,
    ):
        super().__init__(lang, rate, volume, timeout)
        self.start_timeout = start_timeout
        self._voices: list[VoiceInfo] = []
        self._process: subprocess.Popen[bytes] | None = None
        self._answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._folder: Path | None = None
        self._counter = itertools.count()
        self._lock = threading.Lock()

    @staticmethod
    def available() -> bool:
        """pyttsx3 is installed and, on Linux, the espeak library it drives is there: pyttsx3
        without libespeak-ng speaks no more than no engine at all, and is said the same way."""
        if find_spec("pyttsx3") is None:
            return False
        if sys.platform in ("win32", "darwin"):
            return True  # SAPI5 and NSSpeechSynthesizer are part of the system
        return _loads_any(PYTTSX3_LINUX_LIBRARIES)

    def start(self) -> None:
        if not self.available():
            raise BackendError("pyttsx3 is not installed", "missing")
        # Started again (a backend checks the engine it was given): the helper of the earlier
        # start ends first, or it would live on with its pipe open until the program ends.
        self.close()
        self._folder = Path(tempfile.mkdtemp(prefix="ristikontra-voice-"))
        kwargs = quiet_popen_kwargs()
        kwargs.update(stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        try:
            self._process = subprocess.Popen([sys.executable, "-m", "ristikontra.output.synth_worker"], **kwargs)
        except OSError as error:
            raise BackendError(f"cannot start the speech helper: {error}", "missing") from error
        assert self._process.stdout is not None
        stdout = self._process.stdout
        # Each helper answers into a queue of its own: the end of an earlier one is not news here.
        answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._answers = answers
        # Ends by itself when the helper's stdout closes: at `close`, or when `abandon` kills it.
        self.spawn("ristikontra-voice-reader", lambda: self._read_answers(stdout, answers))
        hello = self._ask({"op": "hello"}, self.start_timeout)
        self.driver = str(hello.get("driver", "unknown"))
        self._voices = [
            VoiceInfo(str(v["id"]), str(v.get("name", "")), tuple(v.get("languages", ())))
            for v in hello.get("voices", [])
        ]
        self.voice = pick_voice(self._voices, self.lang)
        if self.voice is None:
            raise BackendError(f"no {self.lang} voice in pyttsx3/{self.driver}", "no_voice")

    def voices(self) -> list[VoiceInfo]:
        return list(self._voices)

    def render_wav(self, text: str) -> bytes:
        if self._folder is None:
            raise BackendError("the speech helper was not started", "stopped")
        path = self._folder / f"u{next(self._counter)}.wav"
        request = {
            "op": "synth",
            "text": text,
            "path": str(path),
            "voice": self.voice.id if self.voice else None,
            "rate": self.rate,
            "volume": self.volume,
        }
        try:
            self._ask(request, self.limit_for(text))
            return path.read_bytes()
        except OSError as error:
            raise BackendError(f"speech helper wrote no audio: {error}", "no_speech") from error
        finally:
            with contextlib.suppress(OSError):
                path.unlink()

    def _ask(self, request: dict[str, Any], timeout: float) -> dict[str, Any]:
        with self._lock:
            process = self._process
            if process is None or process.stdin is None or process.poll() is not None:
                raise BackendError("the speech helper is not running", "stopped")
            try:
                process.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
                process.stdin.flush()
            except OSError as error:
                raise BackendError(f"the speech helper stopped: {error}", "stopped") from error
            try:
                answer = within(lambda seconds: self._answers.get(timeout=seconds), timeout, queue.Empty)
            except queue.Empty:
                self.abandon()
                raise BackendError(f"the speech helper did not answer within {timeout:g} s", "timeout") from None
        if answer is None:
            raise BackendError("the speech helper exited", "stopped")
        if not answer.get("ok"):
            raise BackendError(f"speech engine error: {answer.get('error')}", "failed")
        return answer

    @staticmethod
    def _read_answers(stream: IO[bytes], answers: queue.Queue[dict[str, Any] | None]) -> None:
        with stream:  # the reader owns the helper's stdout and closes it at its end
            for line in stream:
                try:
                    answers.put(json.loads(line))
                except ValueError:
                    continue  # not ours: the helper keeps its stdout private, but be lenient
        answers.put(None)

    def abandon(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            end_process(process)
            if process.stdin is not None:
                with contextlib.suppress(OSError):
                    process.stdin.close()  # a dead helper's pipe: nothing more to write
        self._remove_folder()

    def _remove_folder(self) -> None:
        folder, self._folder = self._folder, None
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)

    def close(self) -> None:
        process = self._process
        self._process = None
        if process is not None:
            with contextlib.suppress(OSError):
                if process.stdin is not None:
                    process.stdin.close()  # the helper leaves its loop at end of input
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=1.0)
            end_process(process)  # also whatever the engine left running in its group
        self._remove_folder()
        # The answer reader ends with the helper's stdout (outside an output: an owner's joins it).
        self.threads.join(time.monotonic() + 1.0)


class EspeakSynth(Synthesizer):
    """The `espeak-ng` (or `espeak`) command writing WAV to its stdout, one process per utterance."""

    name = "espeak-ng"

    def __init__(self, lang: str, rate: int = DEFAULT_RATE, volume: float = 1.0, timeout: float = 1.0):
        super().__init__(lang, rate, volume, timeout)
        self.program = shutil.which("espeak-ng") or shutil.which("espeak")
        self._voices: list[VoiceInfo] = []
        self._running: subprocess.Popen[bytes] | None = None

    @staticmethod
    def available() -> bool:
        return bool(shutil.which("espeak-ng") or shutil.which("espeak"))

    def _run(self, args: list[str], text: str = "") -> bytes:
        if self.program is None:
            raise BackendError("espeak-ng is not installed", "missing")
        kwargs = quiet_popen_kwargs()
        kwargs.update(stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        try:
            process = subprocess.Popen([self.program, *args], **kwargs)
        except OSError as error:
            raise BackendError(f"cannot run {self.program}: {error}", "missing") from error
        self._running = process
        limit = self.limit_for(text)
        unsent: bytes | None = text.encode("utf-8")

        def communicate(seconds: float) -> tuple[bytes, bytes]:
            # The text goes in once; asked again after a slice ran out, communicate reads on.
            nonlocal unsent
            given, unsent = unsent, None
            return process.communicate(given, timeout=seconds)

        try:
            out: bytes
            out, _ = within(communicate, limit, subprocess.TimeoutExpired)
        except (subprocess.TimeoutExpired, ValueError, OSError) as error:
            # The whole group goes: a wrapper script's hung child would keep the pipe open.
            end_process(process)
            for pipe in (process.stdin, process.stdout):
                with contextlib.suppress(OSError):
                    if pipe is not None:
                        pipe.close()
            if isinstance(error, subprocess.TimeoutExpired):
                raise BackendError(f"{self.name} did not finish within {limit:g} s", "timeout") from None
            raise BackendError(f"{self.name} was stopped", "stopped") from None
        finally:
            self._running = None
        if process.returncode != 0:
            raise BackendError(f"{self.name} failed with exit code {process.returncode}", "failed")
        return out

    def start(self) -> None:
        self.name = Path(self.program).name if self.program else "espeak-ng"
        listing = self._run([f"--voices={self.lang}"]).decode("utf-8", "replace")
        voices = []
        for line in listing.splitlines()[1:]:
            parts = line.split()
            # Columns: priority, language, age/gender, name, file; mbrola voices need extra
            # packages and fail without them, so only espeak's own voices are offered.
            if len(parts) >= 5 and not parts[4].startswith("mb/"):
                voices.append(VoiceInfo(parts[4], parts[3].replace("_", " "), (parts[1],)))
        self._voices = voices
        self.voice = pick_voice(voices, self.lang)
        if self.voice is None:
            raise BackendError(f"no {self.lang} voice in {self.name}", "no_voice")

    def voices(self) -> list[VoiceInfo]:
        return list(self._voices)

    def render_wav(self, text: str) -> bytes:
        voice = self.voice.id if self.voice else self.lang
        amplitude = str(round(min(max(self.volume, 0.0), 2.0) * 100))
        return self._run(["--stdout", "-v", voice, "-s", str(self.rate), "-a", amplitude, "-b", "1"], text)

    def abandon(self) -> None:
        process = self._running
        if process is not None:
            end_process(process)


def available_synths(lang: str, rate: int = DEFAULT_RATE, volume: float = 1.0) -> list[Synthesizer]:
    """The engines installed here, best first (not yet started)."""
    found: list[Synthesizer] = []
    if Pyttsx3Synth.available():
        found.append(Pyttsx3Synth(lang, rate, volume))
    if EspeakSynth.available():
        found.append(EspeakSynth(lang, rate, volume))
    return found
