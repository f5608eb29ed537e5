"""The doctor's report (`ristikontra doctor`, cli/doctor.py): tells the player what the game can
say, through what, and why.

It reports the screen reader found, the voices of every language the game speaks, whether audio works and
which channel the game will use, in the player's language, where the log for bug reports is,
and ends with the next step for what it found (`next_steps`). It succeeds on any machine, also
one without audio or screen reader: the report is the result.
"""

from __future__ import annotations

import contextlib
import shutil
import sys
import wave
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ristikontra.files import PathRefused, open_user_file, refusal_for
from ristikontra.i18n import Translator, available_languages, translator
from ristikontra.output.base import CUES, BackendError
from ristikontra.output.synth import Synthesizer, VoiceInfo, available_synths

__all__ = ["Findings", "next_steps", "play_command", "report"]

Print = Callable[[str], None]


def _voice_list(voices: list[VoiceInfo], lang: str, t: Translator) -> str:
    # Engines report the same espeak voice with different spellings of its id; names are unique.
    names = sorted({v.name for v in voices if v.speaks(lang)}, key=str.casefold)
    return ", ".join(names) if names else t("output-doctor-voices-none")


def _started_synths(lang: str) -> list[Synthesizer]:
    """Every installed engine, started for `lang`; an engine without a voice for `lang` still
    lists its voices, so it is kept but has no `voice`."""
    synths = []
    for synth in available_synths(lang):
        try:
            synth.check()
        except BackendError:
            synth.voice = None  # it lists voices at most; it does not speak here
            if not synth.voices():
                synth.close()
                continue
        synths.append(synth)
    return synths


def _write_wav(path: Path, synths: list[Synthesizer], sentence: str, t: Translator, out: Print) -> bool:
    from ristikontra.output.mixer import SAMPLE_RATE

    # The path is tried first, so a bad one is named whether or not a voice works here. The
    # player named it: opened by the one guarded opener (no folders made).
    existed = path.exists()
    try:
        target = open_user_file(path, mode="replace")
    except PathRefused as refusal:
        out(t("output-doctor-wav-unwritable", path=str(path)))
        out(t("cli-path-why", reason=t(refusal.msg_id, **refusal.values)))
        return False
    with target:
        for synth in synths:
            if synth.voice is None:
                continue
            try:
                samples = synth.synthesize(sentence)
            except BackendError:
                continue
            # Rewritten through `wave`: espeak's streamed header has no valid length fields.
            try:
                with wave.open(target.binary, "wb") as wav:
                    wav.setnchannels(1)
                    wav.setsampwidth(2)
                    wav.setframerate(SAMPLE_RATE)
                    wav.writeframes(samples.tobytes())
            except OSError as exc:
                why = refusal_for(path, exc)
                out(t("output-doctor-wav-unwritable", path=str(path)))
                out(t("cli-path-why", reason=t(why.msg_id, **why.values)))
                return False
            seconds = round(len(samples) / SAMPLE_RATE, 1)
            out(t("output-doctor-wav-written", voice=synth.voice.name, path=str(path), seconds=seconds))
            return True
    if not existed:
        with contextlib.suppress(OSError):
            path.unlink()  # no voice: leave no empty file of ours behind
    out(t("output-doctor-wav-failed"))
    return False


@dataclass(frozen=True)
class Findings:
    """What the check found, as far as the next step depends on it."""

    channel: str
    reader: bool
    engines: bool
    own_voice: bool
    audio: bool
    failed: bool
    linux: bool = field(default_factory=lambda: sys.platform.startswith("linux"))
    #: Orca speaks through it; without it no screen reader can be found on Linux.
    speech_dispatcher: bool = field(default_factory=lambda: shutil.which("speech-dispatcher") is not None)


def next_steps(found: Findings) -> list[str]:
    """The catalog ids of what to do next, the most useful first (`output-doctor-next-*`)."""
    steps: list[str] = []
    if found.failed:
        steps.append("output-doctor-next-failed")
    elif found.channel == "screenreader":
        steps.append("output-doctor-next-ready-reader")
    elif found.channel == "voice":
        steps.append("output-doctor-next-ready-voice")
    elif not found.engines:
        steps.append("output-doctor-next-install-espeak" if found.linux else "output-doctor-next-text")
    elif not found.own_voice:
        steps.append("output-doctor-next-no-voice")
    elif not found.audio:
        steps.append("output-doctor-next-no-audio")
    else:
        steps.append("output-doctor-next-text")
    if found.linux and not found.reader and not found.speech_dispatcher:
        steps.append("output-doctor-next-orca")
    return steps


def play_command() -> str:
    """The command that starts the game here (`ristikontra.launcher`), for the advice."""
    from ristikontra.launcher import command

    return f"{command()} play"


def _log_line(t: Translator) -> str:
    from ristikontra.buglog import log_state

    state = log_state()
    if state.path is not None:
        return t("output-doctor-log", path=str(state.path))
    return t("output-doctor-log-none", folder=str(state.folder), reason=state.problem)


def report(lang: str, write_wav: Path | None = None, speak: bool = False, out: Print = print) -> int:
    """Run every check and print the findings in `lang`; returns the exit code."""
    from ristikontra.output.manager import _within, create_output
    from ristikontra.output.screenreader import detect_screen_reader
    from ristikontra.resources import sounds_dir

    t = translator(lang)
    status = 0
    out(t("output-doctor-title"))
    # Bounded like everything here: a screen reader that stops answering must not hang the check.
    reader, _ = _within(detect_screen_reader, 3.0, "looking for a screen reader")
    out(t("output-doctor-reader-found", reader=reader.name) if reader else t("output-doctor-reader-none"))

    synths = _started_synths(lang)
    try:
        if synths:
            out(t("output-doctor-engines", engines=", ".join(s.label for s in synths)))
        else:
            out(t("output-doctor-engines-none"))
        voices = [v for s in synths for v in s.voices()]
        for code in available_languages():
            out(t("output-doctor-voices", language=t.language_name(code), voices=_voice_list(voices, code, t)))
        own = next((s for s in synths if s.voice is not None), None)
        if own is not None and own.voice is not None:
            out(t("output-doctor-own-voice", voice=own.voice.name, engine=own.label))

        transcript: list[str] = []
        manager = create_output("auto", sound=True, lang=lang, transcript=transcript.append)
        try:
            out(t("output-doctor-audio-ok", device=manager.audio) if manager.audio else t("output-doctor-audio-none"))
            try:
                found = sum((sounds_dir() / f"{cue}.wav").is_file() for cue in CUES)
            except FileNotFoundError:
                found = 0
            out(t("output-doctor-sounds", found=found, total=len(CUES)))
            manager.wait_ready(5.0)
            selection = manager.selection
            channel = t(f"output-channel-{selection.channel}")
            if selection.channel in ("screenreader", "voice"):
                out(t("output-doctor-channel", channel=channel, engine=selection.engine))
            else:
                out(t("output-doctor-channel-plain", channel=channel))
            out(t("output-doctor-reason", reason=selection.reason))
            out(t("output-doctor-routes"))
            for number, note in enumerate(getattr(manager, "routes", []), 1):
                out(t("output-doctor-route", number=number, route=note.name, status=t(f"output-route-{note.status}"),
                      braille=t(f"output-route-braille-{note.braille}")))

            sentence = t("output-doctor-sample")
            if write_wav is not None and not _write_wav(write_wav, synths, sentence, t, out):
                status = 1
            if speak:
                if selection.channel in ("screenreader", "voice"):
                    out(t("output-doctor-speaking"))
                    manager.play("turn")
                    manager.speak(sentence)
                    manager.wait_idle(15.0)
                else:
                    out(t("output-doctor-speak-text"))
                    out(sentence)
            for name, _detail in manager.failures:
                out(t("output-doctor-failed", what=name))
            findings = Findings(channel=selection.channel, reader=reader is not None, engines=bool(synths),
                                own_voice=own is not None, audio=bool(manager.audio),
                                failed=bool(manager.failures))
            out(_log_line(t))
            language = t.language_name(lang)
            for step in next_steps(findings):
                out(t(step, language=language, play=play_command()))
        finally:
            manager.close()
    finally:
        for synth in synths:
            with contextlib.suppress(Exception):
                synth.close()
    return status
