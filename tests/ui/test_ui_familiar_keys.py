"""Keys familiar from other games (issue 13, item 6): ELTEN's c and Ctrl+F1, d for the dealer,
PlayPalace's F7 to F10 for the volumes, and the drawn card said when it lands at the focus."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from ui_harness import DOWN, ENTER, ESCAPE, F1, Driver, RecordingOutput, keys_in_terminal, make_session

from ristikontra.engine import CardDrawn, CardPlayed
from ristikontra.i18n import translator
from ristikontra.keep.settings import Settings, load_settings, settings_path
from ristikontra.output.base import Backend
from ristikontra.output.manager import OutputManager
from ristikontra.output.screenreader import Ao2Backend, SpeechDispatcherBackend
from ristikontra.output.text import TextBackend
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.wiring import OpenedOutput
from ristikontra.ui.terminal.session import TableSession

F7, F8, F9, F10 = "\x1b[18~", "\x1b[19~", "\x1b[20~", "\x1b[21~"
CTRL_F1 = "\x1b[1;5P"


def answers(session: TableSession, keys: list[str], *, enter_first: bool = True) -> list[str]:
    """The last line said after each of `keys`."""
    marks: list[int] = []

    def run() -> Iterator[object]:
        if enter_first:
            yield ENTER
        for key in keys:
            yield key
            yield lambda s: marks.append(len(s.transcript))

    Driver(session).run(run())  # type: ignore[arg-type]
    return [session.transcript[i - 1] for i in marks]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f1_lists_the_familiar_keys(lang: str) -> None:
    session = make_session(lang, seed=11)
    t = translator(lang)
    Driver(session).run([F1, F1])
    said = session.transcript
    for keys, action in [(t("keys-or", first="t", last="c"), "cmd-status-trick"),
                         (t("keys-or", first="Shift+R" if lang == "en" else "Umschalt+R", last=t("key-ctrl-f1")),
                          "cmd-rules-text"),
                         ("d", "cmd-status-dealer"),
                         (t("keys-voice-volume"), "cmd-voice-volume"),
                         (t("keys-sound-volume"), "cmd-sound-volume")]:
        assert t("help-line", keys=keys, action=t(action)) in said
    if lang == "de":
        assert "F7 und F8: Lautstärke der Stimme leiser und lauter." in said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ctrl_f1_closes_the_rules_it_opened(lang: str) -> None:
    session = make_session(lang, seed=11)
    Driver(session).run([CTRL_F1])
    assert session.keyboard.reader.active
    Driver(session).run([CTRL_F1], start=False)
    assert not session.keyboard.reader.active
    assert session.transcript[-1] == translator(lang)("ui-rules-closed")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_d_says_the_dealer_between_deals_too(lang: str) -> None:
    session = make_session(lang, seed=7, target=3)
    Driver(session).run(["d"])
    view = session.view()
    assert view is not None
    during = session.transcript[-1]
    assert during == session.keyboard.announcer.dealer(view).text

    def run() -> Iterator[object]:
        while session.mode != "between":
            yield ENTER
        yield "d"

    Driver(session).run(run(), start=False)  # type: ignore[arg-type]
    assert session.transcript[-1] == during, "between deals d names the dealer of the deal just played"
    said = {"en": ("dealt this deal.",), "de": ("hat diese Runde gegeben.", "hast diese Runde gegeben.")}[lang]
    assert during.endswith(said)


# ---------------------------------------------------------------------- volume keys


@dataclass
class ChannelOutput(RecordingOutput):
    """A recording output that tells its channel, as the output manager does."""

    channel: str = "voice"
    follows_volume: bool = True


def volume_session(lang: str, output: RecordingOutput, **changes: object) -> TableSession:
    settings = Settings(lang=lang, level="random", ai_delay=0.0, speech="voice", **changes)  # type: ignore[arg-type]
    return TableSession(settings, seed=11, output=output)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f7_f8_step_the_voice_volume_say_it_and_save_it(lang: str) -> None:
    t = translator(lang)
    session = volume_session(lang, ChannelOutput(), voice_volume=80)
    said = answers(session, [F7, F8, F8, F8, F8])
    assert said == [t("ui-voice-volume", value=v, heard="yes") for v in (70, 80, 90, 100)] + [
        t("ui-voice-volume-edge", edge="max", value=100)]
    if lang == "de":
        assert said[0] == "Lautstärke der Stimme 70 Prozent."
        assert said[-1] == "Die Lautstärke der Stimme ist schon auf dem Maximum, 100 Prozent."
    else:
        assert said[0] == "Voice volume 70 percent."
        assert said[-1] == "The voice volume is already at the maximum, 100 percent."
    assert session.settings.voice_volume == 100 and session.stored.voice_volume == 100
    assert load_settings(settings_path()).voice_volume == 100, "saved like a change in the menu"
    # The options menu shows the same setting: open it and walk to the voice volume.
    Driver(session).run(["o", DOWN, DOWN, DOWN], start=False)
    assert session.transcript[-1].startswith(t("setting-voice-volume") + ": " + t("value-percent", value=100))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f7_stops_at_silence_and_never_wraps(lang: str) -> None:
    t = translator(lang)
    session = volume_session(lang, ChannelOutput(), voice_volume=10)
    said = answers(session, [F7, F7, F7])
    assert said == [t("ui-voice-volume", value=0, heard="yes")] + [t("ui-voice-volume-edge", edge="min", value=0)] * 2
    assert session.settings.voice_volume == 0


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Voice volume 90 percent, for the game's own voice. Your screen reader speaks at its own volume; "
           "change that in the screen reader."),
    ("de", "Lautstärke der Stimme 90 Prozent, für die eigene Stimme des Spiels. Dein Screenreader spricht mit "
           "seiner eigenen Lautstärke; die stellst du im Screenreader ein."),
])
def test_a_screen_reader_keeps_its_own_volume_and_f8_says_so(lang: str, expected: str) -> None:
    session = volume_session(lang, ChannelOutput(channel="screenreader", follows_volume=False))
    assert answers(session, [F8]) == [expected]
    assert session.settings.voice_volume == 90, "the setting still changes, for the game's own voice"


def test_which_speech_follows_the_voice_volume() -> None:
    """The real backends say whether the voice-volume setting reaches the player's ears."""
    from ristikontra.ui.seat.volume import voice_heard
    assert SpeechDispatcherBackend("en").follows_volume
    assert not Ao2Backend().follows_volume
    assert not TextBackend(lambda text: None).follows_volume
    for backend, heard in [(TextBackend(lambda text: None), "no"), (Ao2Backend(object()), "screenreader")]:
        manager = OutputManager([backend], None)
        try:
            assert voice_heard(manager) == heard
        finally:
            manager.close()


class _Started(Backend):
    channel = "voice"
    follows_volume = True


def test_the_own_voice_follows_the_voice_volume() -> None:
    from ristikontra.ui.seat.volume import voice_heard

    manager = OutputManager([_Started()], None)
    try:
        assert voice_heard(manager) == "yes"
    finally:
        manager.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f9_f10_step_the_sound_volume(lang: str) -> None:
    t = translator(lang)
    session = volume_session(lang, ChannelOutput(), sound_volume=90)
    said = answers(session, [F10, F10, F9])
    assert said == [t("ui-sound-volume", value=100, heard="yes"), t("ui-sound-volume-edge", edge="max", value=100),
                    t("ui-sound-volume", value=90, heard="yes")]
    assert said[0] == {"en": "Sound volume 100 percent.", "de": "Lautstärke der Klänge 100 Prozent."}[lang]
    assert load_settings(settings_path()).sound_volume == 90


@dataclass
class SilentOutput(ChannelOutput):
    """What the output manager reports when no audio device could be opened for the sounds."""

    sound_enabled: bool = False


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Sound volume 60 percent, but there is no audio device here to play the sounds."),
    ("de", "Lautstärke der Klänge 60 Prozent, aber hier gibt es kein Audiogerät, das die Klänge abspielt."),
])
def test_without_an_audio_device_f9_says_so(lang: str, expected: str) -> None:
    session = volume_session(lang, SilentOutput())
    assert answers(session, [F9]) == [expected]


@pytest.mark.parametrize(("lang", "off", "on"), [
    ("en", "Sounds are off. F10 turns them back on.", "Sounds on, sound volume 40 percent."),
    ("de", "Die Klänge sind aus. F10 schaltet sie wieder ein.", "Klänge an, Lautstärke 40 Prozent."),
])
def test_with_sounds_off_f9_says_how_and_f10_turns_them_on(lang: str, off: str, on: str) -> None:
    output = ChannelOutput()
    session = volume_session(lang, output, sound=False, sound_volume=40)
    assert answers(session, [F9, F10]) == [off, on]
    assert session.settings.sound and session.settings.sound_volume == 40
    assert load_settings(settings_path()).sound
    before = len(output.sounds)
    Driver(session).run([ENTER], start=False)
    assert len(output.sounds) > before, "the cues play again"


def test_volume_keys_work_while_reading_the_rules() -> None:
    session = volume_session("en", ChannelOutput())
    assert answers(session, ["R", F7])[-1] == "Voice volume 70 percent."
    assert session.keyboard.reader.active


@dataclass
class LiveOutput(ChannelOutput):
    """Records the in-place volume changes the output manager offers (`set_volumes`)."""

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        self.calls.append(("volumes", (voice, sound)))


class _LiveSpeaker(Speaker):
    def create_output(self) -> OpenedOutput:
        return OpenedOutput(LiveOutput(), "", "voice")


def test_a_volume_step_changes_the_output_in_place() -> None:
    """The level a volume key says is heard at the new volume: nothing is reopened."""
    speaker = _LiveSpeaker(Settings(lang="en", speech="auto"))
    first = speaker.output
    speaker.settings_changed(Settings(lang="en", speech="auto", voice_volume=70), "voice_volume")
    speaker.settings_changed(Settings(lang="en", speech="auto", sound_volume=60), "sound_volume")
    assert speaker.output is first
    assert [args for name, args in first.calls if name == "volumes"] == [(0.7, None), (None, 0.6)]  # type: ignore[attr-defined]
    speaker.settings_changed(Settings(lang="en", speech="voice", voice_volume=30, sound_volume=40), "speech")
    assert speaker.output is not first, "a new channel is opened anew"
    assert ("volumes", (0.3, 0.4)) in speaker.output.calls, "and speaks at the volumes in force"  # type: ignore[attr-defined]
    speaker.close()


# ---------------------------------------------------------------------- the drawn card at the focus


def own_draws(session: TableSession) -> list[tuple[object, object, object]]:
    """(played card, drawn card, focused card) for each batch in which the player's own play
    ended a trick and a card was drawn."""
    keyboard = session.keyboard
    seen: list[tuple[object, object, object]] = []
    hear = keyboard.on_events

    def spy(events, view):  # type: ignore[no-untyped-def]
        hear(events, view)
        played = [e.card for e in events if isinstance(e, CardPlayed) and e.seat == 0]
        drawn = [e.card for e in events if isinstance(e, CardDrawn) and e.seat == 0]
        if played and drawn:
            seen.append((played[0], drawn[0], keyboard.hand.focused))

    keyboard.on_events = spy  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize(("lang", "note"), [("en", "You are now on the new card, 1 of 6."),
                                            ("de", "Du bist jetzt auf der neuen Karte, 1 von 6.")])
def test_verbose_says_the_drawn_card_landed_at_the_focus(lang: str, note: str, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    t = translator(lang)
    session = make_session(lang, seed=31, verbosity="verbose")
    seen = own_draws(session)
    Driver(session).run([ENTER, ENTER])
    (played, drawn, focused), (_, drawn2, focused2) = seen[:2]
    assert focused == drawn and played != drawn, "seed 31: the first drawn card takes the played card's place"
    assert focused2 != drawn2, "seed 31: the second one sorts elsewhere"
    said = session.transcript
    assert said.count(note) == 1, "said once: the second draw did not land at the focus"
    at = said.index(note)
    draw_line = session.keyboard.announcer.card_name(drawn)  # type: ignore[arg-type]
    assert draw_line in said[at - 1], "right after the draw message that named the card"
    assert said[at + 1] != note and t("ui-drawn-at-focus", position=1, total=6) == note
    assert note not in [m.text for m in session.speaker.messages.items], "focus is browsing, not history"
    for verbosity in ("normal", "brief"):  # the draw message alone says the card, as before
        monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / verbosity))  # no saved game to offer
        quiet = make_session(lang, seed=31, verbosity=verbosity)
        seen = own_draws(quiet)
        Driver(quiet).run([ENTER])
        assert seen and seen[0][1] == seen[0][2]
        assert note not in quiet.transcript
        assert not any(line.startswith(note[:12]) for line in quiet.transcript)


# ---------------------------------------------------------------------- a real terminal


@pytest.mark.parametrize(("lang", "trick", "rules", "back", "dealer", "louder"), [
    ("en", r"Trick 1\. ", r"Ristikontra: the rules, in 9 sections\.", r"Back at the table\.",
     r"(You|The \w+ opponent|Your partner) dealt this deal\.", r"Voice volume 90 percent, for the game's own voice"),
    ("de", r"Stich 1\. ", r"Ristikontra: die Spielregeln, in 9 Abschnitten\.", r"Zurück am Tisch\.",
     r"(Du hast|Der \w+ Gegner hat|Dein Partner hat) diese Runde gegeben\.",
     r"Lautstärke der Stimme 90 Prozent, für die eigene Stimme des Spiels"),
])
def test_familiar_keys_in_a_real_terminal(tmp_path: Path, lang: str, trick: str, rules: str, back: str,
                                          dealer: str, louder: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    written = keys_in_terminal(pexpect, tmp_path, lang, 4, [
        ("c", trick), (CTRL_F1, rules), (ESCAPE, back), ("d", dealer), (F8, louder),
    ], extra=["--level", "basic"])
    assert re.search(louder, written)
    saved = load_settings(tmp_path / "config" / "settings.toml")
    assert saved.voice_volume == 90, "F8 saved the new level like the options menu"


# ---------------------------------------------------------------------- README's key table

README = Path(__file__).resolve().parents[2] / "README.md"
NAMED = {"left": "Left", "right": "Right", "up": "Up", "down": "Down", "home": "Home", "end": "End",
         "enter": "Enter", "space": "Space", "tab": "Tab", "pageup": "Page Up", "pagedown": "Page Down",
         "escape": "Escape", "c-q": "Ctrl+Q", "c-f1": "Ctrl+F1", "?": "?"}


def readme_keys() -> set[str]:
    """Every key named in the first column of README's key table."""
    section = README.read_text(encoding="utf-8").split("### Keys", 1)[1].split("\n## ", 1)[0]
    rows = [row for row in section.splitlines() if row.startswith("| ")][1:]  # not the header
    cells = [row.split("|")[1] for row in rows]
    token = r"Shift\+\w|Ctrl\+\w+|Page Up|Page Down|F\d+|\b[A-Z][a-z]+\b|\b[a-z]\b|\?|/"
    return {found for cell in cells for found in re.findall(token, cell)}


def test_readme_names_every_table_key() -> None:
    from ristikontra.ui.seat.keys import BINDINGS

    def spelled(key: str) -> str:
        if key in NAMED:
            return NAMED[key]
        if re.fullmatch(r"f\d+", key):
            return key.upper()
        return f"Shift+{key}" if key.isupper() else key

    in_readme = readme_keys()
    table_keys = {spelled(key) for b in BINDINGS if {"play", "between", "over"} & set(b.modes)
                  and b.command != "jump_rank" for key in b.keys}
    assert table_keys <= in_readme, f"missing in README's key table: {sorted(table_keys - in_readme)}"
    assert {"c", "Ctrl+F1", "d", "F7", "F8", "F9", "F10"} <= table_keys
