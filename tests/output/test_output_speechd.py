"""speech-dispatcher with a real daemon (`speechd_daemon.running_daemon`): the text reaches it, a new
key cuts it off, through Prism in this process and through spd-say; and the fall-backs when
Prism or the daemon is missing or the daemon hangs (a daemon without a working speech module does
not start: to a client that is no daemon)."""

from __future__ import annotations

import contextlib
import gc
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from speechd_daemon import Daemon, missing, running_daemon
from tests.prism_needed import require_prism
from waiting import wait_until

from ristikontra.i18n import translator
from ristikontra.output import prismroute, routes
from ristikontra.output.base import Backend
from ristikontra.output.manager import OutputManager, create_output
from ristikontra.output.prismroute import SPEECH_DISPATCHER, PrismBackend, probe_routes
from ristikontra.output.screenreader import SpeechDispatcherBackend
from ristikontra.output.text import TextBackend

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher is Linux's")


@pytest.fixture
def daemon(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Daemon]:
    why = missing()
    if why:
        pytest.skip(why)
    with running_daemon(seconds=1.0) as running:
        monkeypatch.setenv("SPEECHD_ADDRESS", running.address)
        yield running


def _prism() -> None:
    require_prism()


def _routes() -> list[tuple[str, Backend]]:
    return [("Prism", PrismBackend(SPEECH_DISPATCHER, "de")), ("spd-say", SpeechDispatcherBackend("de", probe=False))]


@pytest.mark.parametrize("route", ["Prism", "spd-say"])
def test_the_text_reaches_the_daemon_and_a_new_key_cuts_it_off(daemon: Daemon, route: str) -> None:
    if route == "Prism":
        _prism()
    backend = dict(_routes())[route]
    out = OutputManager([backend, TextBackend(lambda _t: None)], None, lang="de", hold_notices=True)
    try:
        assert out.settle(5).engine == f"speech-dispatcher ({route})"
        out.speak("Der linke Gegner spielt den König.")
        assert wait_until(lambda: daemon.said() == ["Der linke Gegner spielt den König."])
        out.speak("Du bist dran.")  # a key: it interrupts
        assert wait_until(lambda: "done" in daemon.said(), timeout=5)
        # The first message never finished: only the second one's end is written.
        assert daemon.said() == ["Der linke Gegner spielt den König.", "Du bist dran.", "done"]
        assert out.failures == []
    finally:
        out.close()


@pytest.mark.parametrize("route", ["Prism", "spd-say"])
def test_messages_that_do_not_interrupt_are_all_said(monkeypatch: pytest.MonkeyPatch, route: str) -> None:
    if missing():
        pytest.skip(missing())
    if route == "Prism":
        _prism()
    with running_daemon(seconds=0.3) as daemon:
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        backend = dict(_routes())[route]
        out = OutputManager([backend, TextBackend(lambda _t: None)], None, lang="de", hold_notices=True)
        try:
            assert out.settle(5).channel == "screenreader"
            out.speak("Der linke Gegner spielt den König.", interrupt=False)
            out.speak("Du bist dran.", interrupt=False)
            # The second waits for the first instead of cutting it off.
            assert wait_until(lambda: daemon.said().count("done") == 2)
            assert daemon.said() == ["Der linke Gegner spielt den König.", "done", "Du bist dran.", "done"]
        finally:
            out.close()


def test_in_process_needs_no_program_per_message(daemon: Daemon, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    _prism()
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))  # no spd-say to start, nor anything else
    out = OutputManager([PrismBackend(SPEECH_DISPATCHER, "en"), TextBackend(lambda _t: None)], None, lang="en",
                        hold_notices=True)
    try:
        assert out.settle(5).channel == "screenreader"
        for n in range(3):
            out.speak(f"Card {n}.", interrupt=False)
        assert wait_until(lambda: daemon.said()[:1] == ["Card 0."])
    finally:
        out.close()


def test_a_game_asking_for_the_screen_reader_speaks_in_process(daemon: Daemon) -> None:
    _prism()
    out = create_output("screenreader", sound=False, lang="en")
    try:
        assert out.started_with.engine == "speech-dispatcher (Prism)"
        out.speak("Your turn.")
        assert wait_until(lambda: "Your turn." in daemon.said())
        notes = {note.name: note.status for note in out.routes}
        assert notes["speech-dispatcher (Prism)"] == "chosen"
        assert notes["speech-dispatcher (spd-say)"] == "replaced"
    finally:
        out.close()


def test_without_prism_spd_say_takes_its_place(daemon: Daemon, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prismroute, "prism_installed", lambda: False)
    monkeypatch.setattr(routes, "prism_installed", lambda: False)
    out = create_output("screenreader", sound=False, lang="en")
    try:
        assert out.started_with.engine == "speech-dispatcher (spd-say)"
        out.speak("Your turn.")
        assert wait_until(lambda: "Your turn." in daemon.said())
        assert {note.name: note.status for note in out.routes}["speech-dispatcher (Prism)"] == "not-installed"
    finally:
        out.close()


def test_without_a_daemon_the_game_says_so_and_goes_on(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A socket nobody listens on: what a machine without a running (or spawnable) daemon has.
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'nobody'}")
    said: list[str] = []
    out = create_output("screenreader", sound=False, lang="en", transcript=said.append)
    try:
        assert out.started_with.channel in ("voice", "text")
        t = translator("en")
        if shutil.which("spd-say") is None:
            # No speech-dispatcher at all (a machine without the package): no reader to name.
            assert out.started_with.reason.startswith(t("output-no-reader"))
        else:
            assert out.started_with.reason.startswith(
                t("output-reader-no-speech", engine="speech-dispatcher (spd-say)"))
        assert {note.name: note.status for note in out.routes}["speech-dispatcher (Prism)"] in (
            "not-running", "not-installed")
    finally:
        out.close()


def _sockets() -> set[int]:
    found = set()
    for name in os.listdir("/proc/self/fd"):
        with contextlib.suppress(OSError):
            if os.readlink(f"/proc/self/fd/{name}").startswith("socket:"):
                found.add(int(name))
    return found


def test_a_route_given_up_after_its_daemon_went_closes_none_of_the_games_descriptors() -> None:
    """libspeechd closes the socket of a connection whose daemon has gone from its own thread;
    freeing the route closed that number again, a descriptor the game had opened since (with
    prismatoid 0.16.7 it was; a flaky failure of the suite). A route given up is never freed."""
    if missing():
        pytest.skip(missing())
    _prism()
    before = _sockets()
    with running_daemon() as daemon, pytest.MonkeyPatch.context() as patch:
        patch.setenv("SPEECHD_ADDRESS", daemon.address)
        backend = PrismBackend(SPEECH_DISPATCHER, "en")
        backend.start()
        backend.speak("Your turn.")
        assert wait_until(lambda: "Your turn." in daemon.said())
        ours = _sockets() - before
        assert ours, "the route holds a connection to the daemon"
    # The daemon has gone: the library may close its socket on its own; the game reuses the numbers.
    wait_until(lambda: not ours & _sockets(), timeout=2)
    reused = sorted(ours - _sockets())
    kept = []
    for number in reused:
        fd = os.open(os.devnull, os.O_RDONLY)
        os.dup2(fd, number)
        os.close(fd)
        kept.append(number)
    try:
        backend.abandon()  # the route is given up (its daemon gone), as a lane does
        del backend
        gc.collect()
        for number in kept:
            os.fstat(number)  # raises if the descriptor was closed under the game
    finally:
        for number in kept:
            with contextlib.suppress(OSError):
                os.close(number)


def test_a_hung_daemon_is_given_up_within_the_probes_bound(daemon: Daemon) -> None:
    _prism()
    daemon.pause()
    found, problem = probe_routes([SPEECH_DISPATCHER], timeout=1.0)
    assert found == [] and problem == "Prism did not answer within 1 s"


def _hanging_route(route: str) -> tuple[Backend, SpeechDispatcherBackend]:
    """The route, and the spd-say silent test it asks whether it is heard (a short bound, asked
    soon after speech, so the test is quick)."""
    # Each spd-say call may take its time (a busy machine starts programs slowly); only the silent
    # test's own bound is short.
    heard = SpeechDispatcherBackend("en", timeout=10.0, probe_timeout=0.5)
    heard.heard_after, heard.heard_every = 0.2, 0.5
    return (PrismBackend(SPEECH_DISPATCHER, "en", heard=heard) if route == "Prism" else heard), heard


@pytest.mark.parametrize("route", ["Prism", "spd-say"])
def test_a_speech_module_that_hangs_in_the_game_is_told_once_and_the_game_goes_on(
        route: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if missing():
        pytest.skip(missing())
    if route == "Prism":
        _prism()
    with running_daemon() as daemon:
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        backend, heard = _hanging_route(route)
        shown: list[str] = []
        notices: list[str] = []
        out = OutputManager([backend, TextBackend(shown.append)], None, lang="en", on_notice=notices.append,
                            hold_notices=True, call_timeout=3.0)
        try:
            assert out.settle(5).engine == f"speech-dispatcher ({route})"
            daemon.hang()  # after the start: the module hangs in the middle of the game
            out.speak("Your turn.")
            assert wait_until(lambda: "Your turn." in daemon.said())
            # Quiet now: the silent test waits behind the unfinished message. A key meanwhile is
            # not held up by it: its message goes to the daemon (had it waited for the test, it
            # would have gone to the text route because the test failed).
            assert wait_until(lambda: heard._checking)
            out.speak("The left opponent plays the king.")
            # Asked again, the test does not finish: the player is told once, and the message that
            # went unheard is shown. (Now and then speech-dispatcher itself does not answer the
            # key's cancel while its module hangs: then that call's own limit ends the route, with
            # the same outcome for the player, and it was the key's message, not the test, that
            # found the route gone.)
            assert wait_until(lambda: shown == ["The left opponent plays the king."], timeout=10), (shown, out.failures)
            t = translator("en")
            if out.failures[0][1].startswith("Speak"):
                assert notices == [f"{t('output-failed-screenreader')} {t('output-now-text')}"]
            else:
                assert "The left opponent plays the king." in daemon.said()
                assert notices == [f"{t('output-reader-no-speech', engine=f'speech-dispatcher ({route})')} "
                                   f"{t('output-now-text')}"]
            out.speak("Your turn.")
            assert wait_until(lambda: shown[-1:] == ["Your turn."])
            assert len(notices) == 1 and len(out.failures) == 1
        finally:
            out.close()


@pytest.mark.parametrize("route", ["Prism", "spd-say"])
def test_the_silent_test_after_speech_waits_for_it_and_cuts_nothing_off(
        route: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if missing():
        pytest.skip(missing())
    if route == "Prism":
        _prism()
    with running_daemon(seconds=0.5) as daemon:
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        backend, heard = _hanging_route(route)
        out = OutputManager([backend, TextBackend(lambda _t: None)], None, lang="en", hold_notices=True)
        try:
            assert out.settle(5).engine == f"speech-dispatcher ({route})"
            out.speak("Your turn.")
            assert wait_until(lambda: heard._checking)
            assert wait_until(lambda: not heard._checking)
            # The test came while the message was being said: it waited for its end.
            assert daemon.said() == [".", "Your turn.", "done", "."]
            assert out.failures == []
        finally:
            out.close()


@pytest.mark.parametrize("route", ["Prism", "spd-say"])
def test_a_speech_module_that_hangs_from_the_start_is_in_the_start_line(
        route: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if missing():
        pytest.skip(missing())
    if route == "Prism":
        _prism()
    with running_daemon() as daemon:
        daemon.hang()
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        backend, _ = _hanging_route(route)
        out = OutputManager([backend, TextBackend(lambda _t: None)], None, lang="en", hold_notices=True)
        try:
            started = out.settle(5)
            t = translator("en")
            assert started.channel == "text"
            assert started.reason.startswith(t("output-reader-no-speech", engine=f"speech-dispatcher ({route})"))
        finally:
            out.close()


def test_doctor_says_which_route_failed_at_the_start(daemon: Daemon) -> None:
    _prism()
    daemon.hang()
    out = create_output("screenreader", sound=False, lang="en")
    try:
        notes = {note.name: note.status for note in out.routes}
        assert notes["speech-dispatcher (Prism)"] == "failed"
        assert out.started_with.engine == "transcript" and notes["text"] == "always"
    finally:
        out.close()
