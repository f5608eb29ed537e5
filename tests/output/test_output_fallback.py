"""The manager drops a backend that raises or hangs, says so once, and carries on."""

from __future__ import annotations

import threading
import time

import pytest
from waiting import wait_until

from ristikontra.output.base import Backend, BackendError
from ristikontra.output.manager import OutputManager, create_output
from ristikontra.output.text import OffBackend, TextBackend


class Raising(Backend):
    """Fails on its first utterance, the way a screen reader's COM call might."""

    channel = "screenreader"
    name = "raising"

    def speak(self, text: str, interrupt: bool = True) -> None:
        raise RuntimeError("boom")


class FailingStart(Backend):
    channel = "voice"
    name = "failing-start"

    def start(self) -> None:
        raise BackendError("no engine")


class Hanging(Backend):
    """Never returns from `speak`, like a speech-dispatcher that stopped answering."""

    channel = "voice"
    name = "hanging"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.abandoned = False

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.release.wait(10)

    def abandon(self) -> None:
        self.abandoned = True
        self.release.set()


class Slow(Backend):
    """Takes a while per utterance and records what it finally said."""

    channel = "voice"
    name = "slow"

    def __init__(self) -> None:
        self.said: list[str] = []
        self.cancelled = 0

    def speak(self, text: str, interrupt: bool = True) -> None:
        time.sleep(0.05)
        self.said.append(text)

    def cancel_fast(self) -> None:
        self.cancelled += 1


def manager(*chain: Backend, sound: Backend | None = None, notices: list[str] | None = None) -> OutputManager:
    hold = notices if notices is not None else []
    return OutputManager(list(chain), sound, lang="de", on_notice=hold.append, call_timeout=0.3)


def test_raising_backend_is_dropped_with_one_notice(capfd: pytest.CaptureFixture[str]) -> None:
    said: list[str] = []
    notices: list[str] = []
    out = manager(Raising(), TextBackend(said.append), notices=notices)
    out.speak("Herz Zehn.")
    out.speak("Pik Ass.", interrupt=False)
    assert out.wait_idle(3)
    assert out.channel == "text"
    assert said == ["Herz Zehn.", "Pik Ass."]  # nothing lost in the switch
    assert notices == ["Der Screenreader reagiert nicht mehr. Die Ausgabe erfolgt jetzt nur noch als Text."]
    assert out.selection.reason == notices[0]
    out.speak("Kreuz König.")
    assert out.wait_idle(3)
    assert len(notices) == 1
    out.close()
    assert capfd.readouterr() == ("", "")  # no traceback from the worker thread either


def test_hanging_backend_is_dropped_after_its_timeout(capfd: pytest.CaptureFixture[str]) -> None:
    hanging = Hanging()
    said: list[str] = []
    notices: list[str] = []
    out = manager(hanging, TextBackend(said.append), notices=notices)
    out.speak("Du bist dran.")
    assert wait_until(lambda: said == ["Du bist dran."])
    assert hanging.abandoned
    assert out.channel == "text"
    assert len(notices) == 1 and notices[0].startswith("Die eigene Stimme des Spiels funktioniert nicht.")
    out.close()
    assert capfd.readouterr() == ("", "")


def test_backend_that_cannot_start_hands_over_to_the_next() -> None:
    said: list[str] = []
    out = manager(FailingStart(), TextBackend(said.append))
    out.speak("Neues Spiel.")
    assert out.wait_ready(3)
    assert out.wait_idle(3)
    assert said == ["Neues Spiel."]
    assert out.failures[0][0] == "failing-start"
    out.close()


def test_notice_is_spoken_when_the_ui_gives_no_callback() -> None:
    said: list[str] = []
    out = OutputManager([Raising(), TextBackend(said.append)], None, lang="en", call_timeout=0.3)
    out.speak("Ten of hearts.")
    assert wait_until(lambda: len(said) == 2)
    assert said == ["The screen reader stopped responding. Output is now text only.", "Ten of hearts."]
    out.close()


def test_failing_text_sink_falls_back_to_off() -> None:
    def broken(_text: str) -> None:
        raise OSError("terminal gone")

    out = manager(TextBackend(broken))
    out.speak("Hallo")
    assert wait_until(lambda: out.channel == "off")
    out.close()


def test_interrupt_drops_stale_speech() -> None:
    slow = Slow()
    out = manager(slow)
    for n in range(10):
        out.speak(f"Karte {n}")
    assert out.wait_idle(3)
    assert slow.said[-1] == "Karte 9"
    assert len(slow.said) < 10  # queued utterances overtaken by newer ones were never spoken
    assert slow.cancelled == 10
    out.close()


def test_broken_sound_leaves_speech_alone() -> None:
    class BrokenSound(Backend):
        name = "broken-sound"

        def play(self, sound: str) -> None:
            raise OSError("device vanished")

    said: list[str] = []
    notices: list[str] = []
    out = manager(TextBackend(said.append), sound=BrokenSound(), notices=notices)
    out.play("card")
    assert wait_until(lambda: not out.sound_enabled)
    out.play("card")  # ignored now, no second notice
    out.speak("Weiter.")
    assert out.wait_idle(3)
    assert said == ["Weiter."]
    assert notices == ["Die Klänge funktionieren nicht. Das Spiel läuft ohne Klänge weiter."]
    out.close()


def test_off_and_text_modes() -> None:
    said: list[str] = []
    off = create_output("off", sound=False, lang="en", transcript=said.append)
    off.speak("nothing")
    assert off.wait_idle(3) and said == [] and off.channel == "off"
    assert isinstance(off.backend, OffBackend)
    off.close()
    text = create_output("text", sound=False, lang="de", transcript=said.append)
    text.speak("Pik Dame.")
    assert text.wait_idle(3) and said == ["Pik Dame."]
    assert text.selection.reason == "Die Ausgabe erfolgt als Text, wie eingestellt."
    text.close()


def test_auto_without_audio_or_reader_chooses_text_silently(capfd: pytest.CaptureFixture[str]) -> None:
    said: list[str] = []
    out = create_output("auto", lang="de", transcript=said.append)
    if out.audio:
        out.close()
        pytest.skip("this machine has an audio device")
    out.speak("Du bist dran.")
    assert out.wait_idle(3)
    assert out.channel == "text" and said == ["Du bist dran."]
    assert out.selection.reason.startswith("Kein Screenreader gefunden.")
    out.close()
    assert capfd.readouterr() == ("", "")  # not a line of ALSA's complaints


def test_auto_with_a_null_device_uses_our_own_voice(capfd: pytest.CaptureFixture[str]) -> None:
    miniaudio = pytest.importorskip("miniaudio")
    said: list[str] = []
    out = create_output("auto", lang="en", transcript=said.append, audio_backends=[miniaudio.Backend.NULL])
    if out.channel != "voice":
        out.close()
        pytest.skip(f"no own voice here: {out.selection.reason}")
    assert out.wait_ready(10)
    assert out.selection.reason == "No screen reader found. The game speaks with its own voice."
    out.play("card")
    out.speak("Your turn.")
    assert out.wait_idle(5)
    assert said == []
    out.close()
    assert capfd.readouterr() == ("", "")


class Recording(Backend):
    """A working voice that records what it said."""

    channel = "voice"
    name = "recording"

    def __init__(self) -> None:
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool = True) -> None:
        self.said.append(text)


def test_speech_submitted_while_a_backend_dies_moves_to_the_next() -> None:
    # The window between a worker's death and the manager's switch to the next backend, held
    # open: whatever is said in it must reach the successor, not vanish with the dead worker.
    in_window, close_window = threading.Event(), threading.Event()

    class SlowToSwitch(OutputManager):
        def _on_failure(self, lane, worker, command, detail):  # type: ignore[no-untyped-def]
            if worker.backend.name == "failing-start":
                in_window.set()
                close_window.wait(3)
            super()._on_failure(lane, worker, command, detail)

    said: list[str] = []
    out = SlowToSwitch([FailingStart(), TextBackend(said.append)], None, lang="de", on_notice=lambda _n: None)
    assert in_window.wait(3)
    out.speak("Neues Spiel.", interrupt=False)
    close_window.set()
    assert wait_until(lambda: said == ["Neues Spiel."])
    out.close()


def test_a_notice_the_ui_shows_is_not_also_spoken_by_the_manager() -> None:
    voice = Recording()
    notices: list[str] = []
    out = OutputManager([Raising(), voice], None, lang="en", on_notice=notices.append, call_timeout=0.3)
    out.speak("Ten of hearts.")
    assert out.wait_idle(3)
    assert len(notices) == 1 and notices[0].startswith("The screen reader stopped responding.")
    assert voice.said == ["Ten of hearts."]  # the UI speaks the notice itself: once
    out.close()


def test_a_backend_failing_at_start_is_the_start_line_not_a_later_notice() -> None:
    notices: list[str] = []
    out = OutputManager(
        [FailingStart(), TextBackend(lambda _t: None)], None, lang="en", reason="The game speaks with its own voice.",
        on_notice=notices.append, hold_notices=True,
    )
    selection = out.settle(3)
    assert selection.channel == "text"
    assert selection.reason == "The game's own voice is not working. Output is now text only."
    assert notices == []  # said once, by the start line
    out.close()


def test_a_failure_after_start_up_is_one_notice() -> None:
    notices: list[str] = []
    said: list[str] = []
    out = OutputManager(
        [Raising(), TextBackend(said.append)], None, lang="en", on_notice=notices.append, hold_notices=True,
        call_timeout=0.3,
    )
    assert out.settle(3).channel == "screenreader"
    out.speak("Ten of hearts.")
    assert wait_until(lambda: said == ["Ten of hearts."])
    assert notices == ["The screen reader stopped responding. Output is now text only."]
    out.close()


def test_a_second_engine_of_our_voice_keeps_the_reason() -> None:
    notices: list[str] = []
    voice = Recording()
    out = OutputManager(
        [FailingStart(), voice, TextBackend(lambda _t: None)], None, lang="de",
        reason="Kein Screenreader gefunden. Das Spiel spricht mit seiner eigenen Stimme.",
        on_notice=notices.append, hold_notices=True,
    )
    selection = out.settle(3)
    assert (selection.channel, selection.engine) == ("voice", "recording")
    assert selection.reason == "Kein Screenreader gefunden. Das Spiel spricht mit seiner eigenen Stimme."
    assert notices == []
    out.close()


def test_a_sound_failure_during_start_up_is_told_once_after_it() -> None:
    class NoSounds(Backend):
        name = "no-sounds"

        def start(self) -> None:
            raise BackendError("cannot load card.wav", "missing")

    notices: list[str] = []
    out = OutputManager([TextBackend(lambda _t: None)], NoSounds(), lang="en", on_notice=notices.append,
                        hold_notices=True)
    assert wait_until(lambda: not out.sound_enabled)
    assert notices == []  # held while start-up settles ...
    out.settle(3)
    assert notices == ["Sounds are not working. The game continues without them."]  # ... then told once
    out.close()
