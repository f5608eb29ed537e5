"""Screen readers through Prism, exercised through the real Prism library with a stand-in screen
reader registered in it (no NVDA or JAWS runs here), the braille setting, and how loading Prism
is bounded."""

from __future__ import annotations

import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from tests.prism_needed import prism_reason

from ristikontra.announce import Message
from ristikontra.keep.settings import Settings, load_settings, save_settings
from ristikontra.output.base import BackendError
from ristikontra.output.manager import OutputManager
from ristikontra.output.prismroute import PrismBackend, probe_routes, reader_routes
from ristikontra.output.routes import plan_readers
from ristikontra.output.text import TextBackend
from ristikontra.ui.seat.speaker import Speaker

if prism_reason(custom=True):
    pytest.skip(str(prism_reason(custom=True)), allow_module_level=True)
import prism


class StandIn(prism.CustomBackend):
    """A screen reader that can speak and braille, recording what reaches it through Prism."""

    heard: ClassVar[list[tuple[str, object]]] = []
    EXTRA_FEATURES = prism.BackendFeatures(is_supported_at_runtime=True)

    def speak(self, text: str, interrupt: bool) -> None:
        StandIn.heard.append(("speak", (text, interrupt)))

    def braille(self, text: str) -> None:
        StandIn.heard.append(("braille", text))

    def stop(self) -> None:
        StandIn.heard.append(("stop", None))


class SpeechOnly(prism.CustomBackend):
    """A screen reader Prism reaches for speech only (as its route to JAWS without a display would)."""

    EXTRA_FEATURES = prism.BackendFeatures(is_supported_at_runtime=True)

    def speak(self, text: str, interrupt: bool) -> None:
        StandIn.heard.append(("speak-only", text))


@pytest.fixture
def stand_in() -> Iterator[tuple[Any, dict[str, int]]]:
    """A Prism context whose registry holds the stand-ins, and their ids by name."""
    StandIn.heard.clear()
    builder = prism.RegistryBuilder()
    ids = {"reader": builder.add_backend("Stand-in reader", StandIn),
           "speech-only": builder.add_backend("Speech-only reader", SpeechOnly)}
    registry = builder.freeze()
    yield (lambda: prism.Context(registry)), ids
    registry.close()


def test_speech_braille_and_stop_reach_the_screen_reader_through_prism(stand_in: tuple[Any, dict[str, int]]) -> None:
    context, ids = stand_in
    speech = PrismBackend("NVDA", context=context, route_id=lambda _route: ids["reader"])
    braille = PrismBackend("NVDA", braille_only=True, context=context, route_id=lambda _route: ids["reader"])
    out = OutputManager([speech, TextBackend(lambda _t: None)], None, lang="en", braille=[braille],
                        hold_notices=True)
    assert out.settle(5).engine == "NVDA (Prism)"
    out.speak("Your turn.")
    out.braille("Turn")
    assert out.wait_idle(3)
    out.silence()  # Escape
    assert out.wait_idle(3)
    out.close()
    assert ("speak", ("Your turn.", True)) in StandIn.heard
    assert ("braille", "Turn") in StandIn.heard
    assert ("stop", None) in StandIn.heard
    assert not out.follows_volume  # a screen reader speaks at its user's volume


def test_a_route_that_cannot_braille_is_no_braille_lane(stand_in: tuple[Any, dict[str, int]]) -> None:
    context, ids = stand_in
    backend = PrismBackend("JAWS", braille_only=True, context=context, route_id=lambda _route: ids["speech-only"])
    with pytest.raises(BackendError) as failed:
        backend.start()
    assert failed.value.reason == "missing"


def test_a_route_prism_does_not_reach_is_missing() -> None:
    backend = PrismBackend("NVDA")  # not in Prism's build for this platform, or not running
    if sys.platform == "win32":
        pytest.skip("NVDA may run here")
    with pytest.raises(BackendError) as failed:
        backend.start()
    assert failed.value.reason == "missing"


class Recording:
    def __init__(self) -> None:
        self.brailled: list[str] = []

    def say(self, message: Message) -> None:
        """As the output manager takes a message: its short form to the display, if it has one."""
        if message.short:
            self.braille(message.short)

    def speak(self, text: str, interrupt: bool = True) -> None: ...

    def braille(self, text: str) -> None:
        self.brailled.append(text)

    def silence(self) -> None: ...

    def play(self, sound: str) -> None: ...

    def close(self) -> None: ...


@pytest.mark.parametrize("on", [True, False])
def test_the_braille_setting_decides_what_reaches_the_display(on: bool) -> None:
    output = Recording()
    speaker = Speaker(Settings(lang="en", braille=on), output=output)  # type: ignore[arg-type]
    speaker.emit(Message(text="The left opponent plays the king of spades.", short="Left: king", sound=None,
                         interrupt=True))
    assert output.brailled == (["Left: king"] if on else [])


def test_the_braille_setting_is_kept_in_the_settings_file_and_the_menu(tmp_path: Path) -> None:
    from ristikontra.ui.seat.menu import ITEMS

    path = tmp_path / "settings.toml"
    assert save_settings(Settings(braille=False), path)
    assert "braille = false" in path.read_text(encoding="utf-8")
    assert load_settings(path).braille is False
    assert "braille" in ITEMS


def _fake_python(tmp_path: Path, body: str) -> Path:
    """A program in place of Python for the helper: what a Prism that hangs or chatters does."""
    path = tmp_path / "python"
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the helper is a shell script here")
def test_a_prism_that_hangs_on_loading_is_given_up_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "executable", str(_fake_python(tmp_path, "echo 'prism: chatter' >&2; exec sleep 30")))
    found, problem = probe_routes(["NVDA", "SPEECH_DISPATCHER"], timeout=0.5)
    assert found == [] and problem == "Prism did not answer within 0.5 s"
    assert capfd.readouterr() == ("", "")


def test_without_a_screen_reader_prism_is_noted_and_not_used() -> None:
    def within(task: Any, timeout: float, what: str) -> tuple[Any, str]:
        return task(), ""

    plan = plan_readers("auto", "en", 180, 1.0, within, platform="win32", detect=lambda: None,
                        probe=lambda routes: ([], ""))
    assert plan.readers == [] and plan.reader_name is None
    names = [note.name for note in plan.notes]
    assert names[:len(reader_routes("win32"))] == [f"{label} (Prism)" for label in (
        "NVDA", "JAWS", "ZDSR", "ZoomText", "System Access", "PC-Talker", "Sense Reader", "Boy PC Reader",
        "Window-Eyes")]
    assert {note.status for note in plan.notes if note.name.endswith("(Prism)")} == {"not-running"}
    assert {note.name: note.status for note in plan.notes}["accessible_output2"] == "not-running"


def test_a_running_screen_reader_through_prism_comes_before_accessible_output2() -> None:
    from ristikontra.output.prismroute import RouteProbe
    from ristikontra.output.screenreader import Ao2Backend, ScreenReaderInfo

    def within(task: Any, timeout: float, what: str) -> tuple[Any, str]:
        return task(), ""

    plan = plan_readers("auto", "de", 180, 1.0, within, platform="win32",
                        detect=lambda: ScreenReaderInfo("NVDA", "accessible_output2"),
                        probe=lambda routes: ([RouteProbe("NVDA", True, "NVDA", True)], ""))
    assert [type(b).__name__ for b in plan.readers] == ["PrismBackend", "Ao2Backend"]
    assert isinstance(plan.braille[0], PrismBackend) and isinstance(plan.braille[1], Ao2Backend)
    assert plan.reader_name == "NVDA"
    statuses = {note.name: (note.status, note.braille) for note in plan.notes}
    assert statuses["NVDA (Prism)"] == ("chosen", "yes")
    assert statuses["accessible_output2"] == ("fallback", "yes")
    off = plan_readers("auto", "de", 180, 1.0, within, platform="win32", braille=False,
                       detect=lambda: ScreenReaderInfo("NVDA", "accessible_output2"),
                       probe=lambda routes: ([RouteProbe("NVDA", True, "NVDA", True)], ""))
    assert off.braille == [] and {n.name: n.braille for n in off.notes}["NVDA (Prism)"] == "off"


def test_doctor_names_every_route_in_order_with_braille() -> None:
    from ristikontra.i18n import translator
    from ristikontra.output.doctor import report

    said: list[str] = []
    report("en", out=said.append)
    t = translator("en")
    start = said.index(t("output-doctor-routes"))
    routes = [line for line in said[start + 1:] if line[:1].isdigit()]
    assert routes[-1] == f"{len(routes)}. text: always there, the last resort. No braille."
    assert [int(line.split(".", 1)[0]) for line in routes] == list(range(1, len(routes) + 1))
    assert any("accessible_output2" in line for line in routes)
    assert any("(Prism)" in line for line in routes)


def test_on_macos_voiceover_is_reached_through_accessible_output2_only() -> None:
    from ristikontra.output.screenreader import Ao2Backend, ScreenReaderInfo

    def within(task: Any, timeout: float, what: str) -> tuple[Any, str]:
        return task(), ""

    asked: list[list[str]] = []

    def probe(routes: list[str]) -> tuple[list[Any], str]:
        asked.append(routes)
        return [], ""

    plan = plan_readers("auto", "en", 180, 1.0, within, platform="darwin",
                        detect=lambda: ScreenReaderInfo("VoiceOver", "accessible_output2"), probe=probe)
    # Prism's VoiceOver route needs an application window: it is not even tried from a terminal.
    assert asked == [] and [type(b) for b in plan.readers] == [Ao2Backend]
    assert plan.reader_name == "VoiceOver"
    assert [(n.name, n.status) for n in plan.notes] == [("accessible_output2", "chosen"),
                                                        ("speech-dispatcher", "not-here")]
