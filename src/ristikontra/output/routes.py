"""Which screen-reader routes the speech chain gets, in order, and a note on every route tried.

The order gives each player the best working route first: a running screen reader through Prism,
then accessible_output2, then speech-dispatcher (in-process through Prism where it loads, else
`spd-say`), then the game's own voice, then text (those two are added by `create_output`). Each
route tried leaves a `RouteNote`, so `ristikontra doctor` can name every route, in order, with
why it was or was not chosen and whether it can braille.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ristikontra.output.base import Backend, SpeechMode
from ristikontra.output.prismroute import (
    PROBE_TIMEOUT,
    SPEECH_DISPATCHER,
    PrismBackend,
    RouteProbe,
    prism_installed,
    probe_routes,
    reader_routes,
    route_label,
)

__all__ = ["ReaderPlan", "RouteNote", "RouteStatus", "after_start", "plan_readers"]

_log = logging.getLogger("ristikontra.output")

#: Why a route is or is not in the chain (catalog ids `output-route-<status>`).
RouteStatus = Literal["chosen", "fallback", "failed", "not-running", "not-installed", "no-answer", "not-here",
                      "not-needed", "replaced", "no-audio", "always"]
#: Can the route braille: yes, no, or yes but the player turned braille off.
BrailleState = Literal["yes", "no", "off"]

Within = Callable[[Callable[[], Any], float, str], tuple[Any, str]]


@dataclass(frozen=True)
class RouteNote:
    """One route tried: its name, why it is or is not used, and whether it brailles."""

    name: str
    status: RouteStatus
    braille: BrailleState = "no"


@dataclass
class ReaderPlan:
    """The screen-reader part of the speech chain, the braille lane's chain, the screen reader's
    name for the start line (None: none runs), and the notes of every route tried."""

    readers: list[Backend] = field(default_factory=list)
    braille: list[Backend] = field(default_factory=list)
    reader_name: str | None = None
    notes: list[RouteNote] = field(default_factory=list)


def plan_readers(speech: SpeechMode, lang: str, rate: int, volume: float, within: Within, *,
                 braille: bool = True, platform: str = sys.platform,
                 detect: Callable[[], Any] | None = None,
                 probe: Callable[[list[str]], tuple[list[RouteProbe], str]] | None = None) -> ReaderPlan:
    """The routes to a screen reader for this session, found with bounded look-ups (`within`
    runs a task on a thread the output joins, returning its result or None and why not)."""
    from ristikontra.output.screenreader import Ao2Backend, SpeechDispatcherBackend, detect_screen_reader

    plan = ReaderPlan()
    if speech not in ("auto", "screenreader"):
        return plan
    linux = platform.startswith("linux")
    reader, _ = within(detect or detect_screen_reader, 3.0, "looking for a screen reader")

    # On Linux a screen reader shows in the process table: without one (and not asked for) nothing
    # is tried, so a sighted player's game starts no speech-dispatcher daemon.
    wanted = [*reader_routes(platform), *([SPEECH_DISPATCHER] if linux else [])]
    if linux and reader is None and speech != "screenreader":
        wanted = []
    probed: list[RouteProbe] = []
    problem = ""
    if wanted:
        answer, late = within(lambda: (probe or probe_routes)(wanted), PROBE_TIMEOUT + 1.0, "trying Prism's routes")
        probed, problem = answer if answer is not None else ([], late)
    by_route = {p.route: p for p in probed}
    if problem and prism_installed():
        # The player hears of it only as the route that is used instead; the log keeps why.
        _log.warning("Prism's routes were not tried: %s", problem)

    def prism_status(route: str) -> RouteStatus:
        if not prism_installed() and probe is None:
            return "not-installed"
        if not wanted:
            return "not-running"
        if problem:
            return "no-answer"
        found = by_route.get(route)
        return "not-running" if found is None or not found.ok else "chosen"

    def braille_of(can: bool) -> BrailleState:
        return ("yes" if braille else "off") if can else "no"

    # 1. A running screen reader through Prism.
    prism_reader: RouteProbe | None = None
    for route in reader_routes(platform):
        status = prism_status(route)
        found = by_route.get(route)
        can = bool(found and found.braille)
        if status == "chosen" and prism_reader is None:
            prism_reader = found
            plan.readers.append(PrismBackend(route, lang, rate, volume))
            if can and braille:
                plan.braille.append(PrismBackend(route, lang, braille_only=True))
        elif status == "chosen":
            status = "fallback"  # a second reader running: not used while the first works
        plan.notes.append(RouteNote(f"{route_label(route)} (Prism)", status, braille_of(can)))

    # 2. accessible_output2 (Windows and macOS; on Linux Orca owns speech and braille).
    if linux:
        plan.notes.append(RouteNote("accessible_output2", "not-here"))
    else:
        ao2 = reader is not None and reader.route == "accessible_output2"
        if ao2 or (speech == "screenreader" and not plan.readers):
            plan.readers.append(Ao2Backend())
            if braille:
                plan.braille.append(Ao2Backend())
        status = ("fallback" if plan.readers[:-1] else "chosen") if ao2 else "not-running"
        plan.notes.append(RouteNote("accessible_output2", status, braille_of(True)))

    # 3. speech-dispatcher, the service Orca speaks with: only where a reader runs or it was asked for.
    if linux:
        needed = reader is not None or prism_reader is not None or speech == "screenreader"
        sd = by_route.get(SPEECH_DISPATCHER)
        in_process = sd is not None and sd.ok and not problem
        before = bool(plan.readers)
        if needed and in_process:
            # Without a screen reader to prove it, spd-say's silent test shows that it is heard.
            heard = None if reader is not None else SpeechDispatcherBackend(lang, rate, volume)
            plan.readers.append(PrismBackend(SPEECH_DISPATCHER, lang, rate, volume, heard=heard))
        elif needed:
            plan.readers.append(SpeechDispatcherBackend(lang, rate, volume, probe=reader is None))
        sd_status = prism_status(SPEECH_DISPATCHER)
        if not needed:
            plan.notes.append(RouteNote("speech-dispatcher (Prism)", "not-needed"))
            plan.notes.append(RouteNote("speech-dispatcher (spd-say)", "not-needed"))
        else:
            chosen: RouteStatus = "fallback" if before else "chosen"
            plan.notes.append(RouteNote("speech-dispatcher (Prism)", chosen if in_process else sd_status))
            plan.notes.append(RouteNote("speech-dispatcher (spd-say)", "replaced" if in_process else chosen))
    else:
        plan.notes.append(RouteNote("speech-dispatcher", "not-here"))

    if reader is not None:
        plan.reader_name = str(reader.name)
    elif prism_reader is not None:
        plan.reader_name = route_label(prism_reader.route)
    return plan


def after_start(notes: list[RouteNote], failed: set[str], in_use: str) -> list[RouteNote]:
    """The notes once the output has started: a route that failed at its start says so, and the
    one speaking in its place is the chosen one (the plan had it as the fallback)."""
    return [replace(note, status="failed") if note.name in failed
            else replace(note, status="chosen") if note.name == in_use and note.status == "fallback"
            else note
            for note in notes]
