"""Settings and save files: round trips, damaged files, folders set by environment variables."""

from __future__ import annotations

import contextlib
import json
import subprocess
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from ui_harness import CTRL_Q, ENTER, Driver, make_session

from ristikontra.engine import GameState, find_preset
from ristikontra.keep import saves
from ristikontra.keep.settings import (
    Settings,
    config_dir,
    data_dir,
    load_settings,
    load_settings_report,
    save_settings,
    settings_path,
)
from ristikontra.table import NoticeKind, ScriptedSeat, Table


def test_folders_follow_the_environment(private_dirs: Path) -> None:
    assert config_dir() == private_dirs / "config"
    assert data_dir() == private_dirs / "data"
    assert saves.save_path() == private_dirs / "data" / "save.json"


def test_settings_round_trip() -> None:
    settings = Settings(lang="de", speech="voice", voice_rate=70, sound=False, verbosity="brief", level="strong",
                        ai_delay=0.3, rules="short", target=90, blind=False, lead_limit=2, dirty=True)
    assert save_settings(settings)
    assert load_settings() == settings
    rules = settings.game_rules()
    assert rules.target == 90 and not rules.blind_play and rules.lead_limit == 2 and rules.dirty and rules.fourth_king


def test_settings_defaults_for_missing_or_broken_files() -> None:
    assert load_settings() == Settings()
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("this is [not toml", encoding="utf-8")
    assert load_settings() == Settings()
    path.write_text('lang = "sv"\nlevel = "strong"\nai_delay = "soon"\nvoice_rate = 55\nsound = 1\n'
                    'target = 5\nunknown = true\n', encoding="utf-8")
    loaded = load_settings()
    assert loaded.lang == "" and loaded.level == "strong" and loaded.ai_delay == Settings().ai_delay
    assert loaded.voice_rate == Settings().voice_rate and loaded.sound is True and loaded.target == 5


def test_save_round_trip() -> None:
    state = GameState(seed=12)
    state.start_deal()
    state.apply(state.legal_actions()[0])
    assert saves.save_game(saves.SavedGame(state, level="strong", sort="points", focus=3))
    loaded = saves.load_game()
    assert loaded.game is not None and loaded.moved_to is None
    assert loaded.game.state.to_dict() == state.to_dict()
    assert (loaded.game.level, loaded.game.sort, loaded.game.focus) == ("strong", "points", 3)
    assert not list(saves.save_path().parent.glob("*.tmp")), "no temporary file left behind"


@pytest.mark.parametrize("content", [
    "{ not json",
    json.dumps({"format": "something-else", "version": 1}),
    json.dumps({"format": saves.FORMAT, "version": 99, "game": {}}),
    json.dumps({"format": saves.FORMAT, "version": 1, "game": {"rules": {}}}),
    "\udcff".encode("utf-8", "surrogateescape").decode("latin-1"),
])
def test_broken_save_is_set_aside_and_a_new_game_begins(content: str) -> None:
    path = saves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    session = make_session("en", seed=4)
    Driver(session).run([ENTER], resume=True)
    moved = list(path.parent.glob("save.json.broken-*"))
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == content
    newer = '"version": 99' in content
    said = session.transcript
    # Where it went is said, once and last in its sentence: the player can stop listening there.
    sentence = session.t("ui-save-newer" if newer else "ui-save-broken", path=str(moved[0]))
    assert sentence in said and sentence.endswith(f"{moved[0]}.")
    assert sum(str(moved[0]) in line for line in said) == 1
    # The new game is announced once, by the announcer, not also by the save message.
    assert sum("new game begins" in line.lower() for line in said[:4]) <= 1
    assert session.state is not None and session.state.seed == 4


def test_cards_lost_in_a_save_are_caught() -> None:
    state = GameState(seed=3)
    state.start_deal()
    data = saves.SavedGame(state).to_json()
    data["game"]["stock"] = data["game"]["stock"][1:]
    path = saves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    result = saves.load_game()
    assert result.game is None and result.moved_to is not None and result.moved_to.exists()


def test_resume_without_a_save_says_so() -> None:
    session = make_session("de", seed=4)
    Driver(session).run([], resume=True)
    assert session.t("ui-no-save") in session.transcript
    assert session.mode == "play"


@pytest.mark.parametrize("level", ["basic", "random"])
def test_computer_choices_survive_save_and_resume(level: str) -> None:
    """A resumed game goes on exactly as the uninterrupted one: the players' randomness comes
    from the seed, the deal and the trick, not from a generator that would need saving."""
    straight = make_session("en", seed=8, level=level)
    Driver(straight).run([ENTER] * 12)
    saves.discard_save()
    first = make_session("en", seed=8, level=level)
    Driver(first).run([ENTER] * 5 + ["\x11"])
    second = make_session("en", level=level)
    Driver(second).run([ENTER] * 7, resume=True)
    assert straight.state is not None and second.state is not None
    assert second.state.to_dict() == straight.state.to_dict()


def test_command_line_overrides_the_saved_settings_for_this_run() -> None:
    from ristikontra.cli import build_parser
    from ristikontra.cli.startup import effective_settings

    stored = Settings(lang="de", level="strong", ai_delay=2.0, rules="total", target=150)
    args = build_parser("play").parse_args(["play", "--lang", "en", "--no-sound", "--ai-delay", "0", "--rules",
                                            "short", "--dirty", "--lead-limit", "0", "--speech", "off"])
    settings, unknown = effective_settings(args, stored)
    assert unknown is None
    assert (settings.lang, settings.sound, settings.ai_delay, settings.speech) == ("en", False, 0.0, "off")
    assert settings.level == "strong", "not given on the command line: the saved value"
    rules = settings.game_rules()
    assert rules.target == 60 and rules.dirty and rules.fourth_king and rules.lead_limit == 0
    args = build_parser("play").parse_args(["play", "--lang", "sv"])
    settings, unknown = effective_settings(args, stored)
    assert unknown == "sv" and settings.lang in ("de", "en")


def test_changing_the_speech_setting_opens_the_new_output_off_the_key_thread(private_dirs: Path) -> None:
    import threading
    import time

    from ristikontra.keep.settings import Settings
    from ristikontra.ui.terminal.session import TableSession

    session = TableSession(Settings(lang="en", level="random", ai_delay=0.0, speech="text", sound=False))
    posted: list[Callable[[], None]] = []
    session.speaker.post = posted.append
    first = session.output
    key_thread = threading.get_ident()
    opened_on: list[int] = []
    create = session.speaker.create_output

    def slow_create() -> tuple[object, str]:
        opened_on.append(threading.get_ident())
        time.sleep(0.3)  # opening audio can take this long and more
        return create()

    session.speaker.create_output = slow_create  # type: ignore[method-assign]
    started = time.perf_counter()
    session.settings = replace(session.settings, speech="off")
    session.apply_setting("speech")
    assert time.perf_counter() - started < 0.2, "the key handler waited for the output to open"
    assert session.output is first, "the old output speaks until the new one is ready"
    deadline = time.perf_counter() + 10
    while not posted and time.perf_counter() < deadline:
        time.sleep(0.01)
    assert opened_on and opened_on[0] != key_thread
    posted.pop()()
    assert session.output is not first
    session.close()


def test_a_settings_file_with_unusable_values_keeps_its_good_ones(tmp_path: Path) -> None:
    """Each unusable value goes back to its default, is named in the report, and nothing else
    in the file is lost."""
    path = tmp_path / "settings.toml"
    path.write_text('lang = "xx"\nvoice_rate = "fast"\nsound_volume = 500\nsound = 1\nverbosity = "brief"\n'
                    'level = "basic"\nai_delay = 2\nfrom_a_newer_version = true\n', encoding="utf-8")
    report = load_settings_report(path)
    assert report.reset == ("lang", "voice_rate", "sound", "sound_volume")  # in menu order
    assert report.path == path and report.problem == ""
    default = Settings()
    settings = report.settings
    assert (settings.lang, settings.voice_rate, settings.sound, settings.sound_volume) == (
        default.lang, default.voice_rate, default.sound, default.sound_volume)
    assert (settings.verbosity, settings.level, settings.ai_delay) == ("brief", "basic", 2.0)


def _play_tricks(table: Table, count: int) -> None:
    for _ in range(4 * count):
        state = table.state
        assert state is not None and state.phase == "playing"
        table.submit(state.to_move, state.legal_actions()[0])


def test_a_resume_after_a_full_disk_says_the_save_is_behind_the_game(private_dirs: Path) -> None:
    data = saves.save_path().parent
    data.mkdir(parents=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(data)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small file system here (needs root)")
    try:
        table = Table(lambda: find_preset("sticks"), seed=5, save_file=saves.save_path())
        watcher = ScriptedSeat(kind="human")
        table.seat(0, watcher)
        for seat in (1, 2, 3):
            table.seat(seat, ScriptedSeat())
        table.new_game()
        _play_tricks(table, 1)
        # The disk fills up: five tricks and the quit are not saved.
        with contextlib.suppress(OSError), (data / "filler").open("wb", buffering=0) as filler:
            while True:
                filler.write(b"\0" * 4096)
        _play_tricks(table, 5)
        assert table.save() is False
        assert NoticeKind.SAVE_IMPOSSIBLE in [n.kind for n in watcher.notices]
        (data / "filler").unlink()  # cleared
        session = make_session("en", seed=5)
        Driver(session).run([CTRL_Q], resume=True)
        said = session.transcript
        behind = said.index(session.t("ui-save-behind"))
        assert "Game resumed: deal 1, trick 2." in said[behind + 1], said
        # Saved again: the save is the game once more, and the next start says nothing of it.
        again = make_session("en", seed=5)
        Driver(again).run([CTRL_Q], resume=True)
        assert session.t("ui-save-behind") not in again.transcript
    finally:
        subprocess.run(["umount", str(data)], capture_output=True)


def test_a_start_removes_what_a_killed_save_left_behind_at_once(private_dirs: Path) -> None:
    data = saves.save_path().parent
    data.mkdir(parents=True)
    # Just now, by a run killed while it saved: no other game writes here while this one runs.
    left = [data / ".save.json.0123456789abcdef.tmp", data / "save.json.4242.tmp"]
    for path in left:
        path.write_text("{", encoding="utf-8")
    keep = data / "notes.tmp"
    keep.write_text("mine", encoding="utf-8")
    Driver(make_session("en", seed=4)).run([CTRL_Q])
    assert not any(path.exists() for path in left)
    assert keep.read_text(encoding="utf-8") == "mine"
