"""Issue 12: broken, hostile and unreachable files never stop, hang or crash the game.

Every file here is real (FIFOs, links to devices, 100 MB strings, folders of mode 000 as a
normal user); nothing of the file system is faked.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

import pytest
from ui_harness import ENTER, Driver, make_session

from ristikontra.engine import GameState
from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings, load_settings, save_settings, settings_path

# The guarded file module is imported inside the tests that use its functions directly, so the
# tests through the game also run (and fail) against code without it.

#: Far more than any of these files may take; the old code took 11 s to 53 s, or forever.
QUICK = 5.0


def _save_with(**game_changes: object) -> str:
    state = GameState(seed=3)
    state.start_deal()
    data = saves.SavedGame(state).to_json()
    data["game"].update(game_changes)
    return json.dumps(data)


def _make_case(folder: Path, name: str) -> Path:
    """One save file no game of ours could have written."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    if name == "nested":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif name == "huge":
        path.write_text('{"format": "' + "x" * 100_000_000 + '"}', encoding="utf-8")
    elif name == "totals":
        path.write_text(_save_with(totals=[10**30, 0]), encoding="utf-8")
    elif name == "number":
        path.write_text('{"format": ' + "9" * 5000 + "}", encoding="utf-8")
    elif name == "zero":
        path.symlink_to("/dev/zero")
    elif name == "fifo":
        os.mkfifo(path)
    return path


@pytest.mark.parametrize("case", ["nested", "huge", "totals", "number", "zero", "fifo"])
def test_a_hostile_save_is_set_aside_at_once_and_a_new_game_begins(private_dirs: Path, case: str) -> None:
    source = _make_case(private_dirs / "cases", case)
    path = saves.save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    original = os.readlink(source) if source.is_symlink() else None
    os.replace(source, path)
    started = time.perf_counter()
    session = make_session("en", seed=4)
    Driver(session).run([ENTER], resume=True)
    assert time.perf_counter() - started < QUICK + 5, "the start must not wait on the file"
    moved = list(path.parent.glob("save.json.broken-*"))
    assert len(moved) == 1, "set aside, not deleted"
    assert session.t("ui-save-broken", path=str(moved[0])) in session.transcript
    if original is not None:
        assert os.readlink(moved[0]) == original, "the link itself is kept, its target untouched"
    assert session.state is not None and session.state.phase == "playing"
    loaded = saves.load_game()
    assert loaded.game is not None and loaded.game.state.seed == 4, "the new game's save replaced it"


def test_the_guarded_reader_refuses_quickly(tmp_path: Path) -> None:
    from ristikontra.files import FileProblem, load_json, read_untrusted

    expected = {"nested": "too_deep", "huge": "too_large", "number": "malformed", "zero": "not_regular",
                "fifo": "not_regular"}
    for name, kind in expected.items():
        # Only the reading is timed: writing the 100 MB case is slow on a busy machine.
        path = _make_case(tmp_path, name)
        started = time.perf_counter()
        with pytest.raises(FileProblem) as caught:
            load_json(path)
        assert caught.value.kind == kind, name
        assert time.perf_counter() - started < QUICK, name
    assert read_untrusted(tmp_path / "missing") is None
    assert load_json(tmp_path / "missing") is None


def test_absurd_totals_are_refused_by_the_engine() -> None:
    data = json.loads(_save_with(totals=[10**30, 0]))
    with pytest.raises(ValueError):
        GameState.from_dict(data["game"])
    for bad in ([1.5, 0], ["7", 0], [True, 0]):
        with pytest.raises(ValueError):
            GameState.from_dict(json.loads(_save_with(totals=bad))["game"])
    # And were such a number ever said, it is said, not a traceback.
    assert "1000000000000000000000000000000" in translator("en")("ui-save-found", deal=10**30, trick=1, seed="none")


@pytest.mark.parametrize("case", ["nested", "dotted", "huge", "garbage"])
def test_settings_that_would_hang_or_recurse_are_set_aside_and_reported(private_dirs: Path, case: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    content = {
        "nested": "x = " + "[" * 50_000 + "]" * 50_000 + "\n",
        "dotted": "".join(f"k{i}.a.b = 1\n" for i in range(100_000)),
        "huge": 'lang = "' + "x" * 100_000_000 + '"\n',
        "garbage": "this is [not toml",
    }[case].encode("utf-8")
    path.write_bytes(content)
    started = time.perf_counter()
    assert load_settings() == Settings()
    assert time.perf_counter() - started < QUICK
    moved = list(path.parent.glob("settings.toml.broken-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content, "set aside with its bytes"
    assert not path.exists(), "so the next change in the menu does not overwrite it unseen"
    from ristikontra.keep.settings import load_settings_report

    moved[0].rename(path)
    report = load_settings_report()
    assert report.problem == "damaged" and report.moved_to is not None


def test_a_fifo_or_device_as_settings_does_not_hang(private_dirs: Path) -> None:
    from ristikontra.keep.settings import load_settings_report

    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    started = time.perf_counter()
    assert load_settings_report().problem == "damaged"
    path.symlink_to("/dev/zero")
    assert load_settings_report().problem == "damaged"
    assert time.perf_counter() - started < QUICK


def test_unknown_settings_from_a_newer_version_are_kept(private_dirs: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('level = "basic"\nfuture_option = "yes"\n[future_table]\nx = 1\n', encoding="utf-8")
    assert save_settings(Settings(level="random"))
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["level"] == "random" and data["future_option"] == "yes" and data["future_table"] == {"x": 1}


def test_atomic_writes_never_follow_planted_links_and_stale_temps_go(private_dirs: Path) -> None:
    from ristikontra.files import clean_stale_temps, write_atomically

    path = saves.save_path()
    path.parent.mkdir(parents=True)
    victim = private_dirs / "victim"
    victim.write_text("keep me", encoding="utf-8")
    # The old code wrote through `save.json.<pid>.tmp`; plant links at every such name we can.
    for pid in (os.getpid(), os.getpid() + 1):
        (path.parent / f"save.json.{pid}.tmp").symlink_to(victim)
    path.symlink_to(victim)
    assert write_atomically(path, "new")
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not path.is_symlink() and path.read_text(encoding="utf-8") == "new"
    temps = sorted(p.name for p in path.parent.iterdir() if p.name.endswith(".tmp"))
    assert all(name.startswith("save.json.") for name in temps), "no temporary file of ours is left"
    old = time.time() - 3600
    for name in temps:
        os.utime(path.parent / name, (old, old), follow_symlinks=False)
    (path.parent / ".save.json.0123456789abcdef.tmp").write_text("half", encoding="utf-8")
    os.utime(path.parent / ".save.json.0123456789abcdef.tmp", (old, old))
    fresh = path.parent / ".save.json.fedcba9876543210.tmp"
    fresh.write_text("another instance is writing", encoding="utf-8")
    assert clean_stale_temps(path) == len(temps) + 1
    assert fresh.exists() and victim.exists()


def test_paths_the_player_names_are_refused_clearly(tmp_path: Path) -> None:
    from ristikontra.files import PathRefused, open_user_file

    existing = tmp_path / "old.jsonl"
    existing.write_text("precious\n", encoding="utf-8")
    cases = {
        str(tmp_path): "cli-path-is-folder",
        str(tmp_path / "no" / "such" / "x.jsonl"): "cli-path-no-folder",
        "/proc/x.jsonl": "cli-path-",
        str(existing): "cli-path-exists",
    }
    for path, msg_id in cases.items():
        with pytest.raises(PathRefused) as caught:
            open_user_file(Path(path), mode="new")
        assert caught.value.msg_id.startswith(msg_id), path
        for lang in ("de", "en"):
            assert translator(lang)(caught.value.msg_id, **caught.value.values)
    assert not (tmp_path / "no").exists(), "no folders are made for the player"
    assert existing.read_text(encoding="utf-8") == "precious\n"
    full = open_user_file(Path("/dev/full"))
    assert not full.write("x" * 100_000)
    assert full.refusal is not None and full.refusal.msg_id == "cli-path-full"
    full.close()


def _as_nobody(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run `code` as an ordinary user (root reads every file, so only that shows the problem)."""
    if os.geteuid() != 0:
        return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("setpriv is not installed: cannot run as an ordinary user")
    as_nobody = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", sys.executable, "-c"]
    # A Python under root's private home (pyenv's in /root, a shared libpython there) cannot
    # run as another user at all: that says nothing about the game, so the test cannot run.
    if subprocess.run([*as_nobody, "pass"], capture_output=True, timeout=60).returncode != 0:
        pytest.skip(f"an ordinary user cannot run this Python ({sys.executable})")
    # Nor can it read a checkout in a folder private to root (a fresh clone in `mktemp -d`):
    # the game and the test harness must load before the test says anything.
    reads = subprocess.run([*as_nobody, "import sys; sys.path.insert(0, 'tests/ui'); import ui_harness"],
                           env=env, capture_output=True, timeout=60)
    if reads.returncode != 0:
        pytest.skip(f"an ordinary user cannot read this checkout ({Path.cwd()}) or the game it tests")
    return subprocess.run([*as_nobody, code], env=env, capture_output=True, text=True, timeout=60)


def test_an_unreadable_save_and_data_folder_are_said_so_not_called_damaged(tmp_path: Path) -> None:
    tmp_path.chmod(0o755)
    data = tmp_path / "data"
    data.mkdir()
    original = _save_with()
    (data / "save.json").write_text(original, encoding="utf-8")
    (data / "save.json").chmod(0o000)
    code = (
        "import sys; sys.path.insert(0, 'tests/ui')\n"
        "from ui_harness import ENTER, Driver, make_session\n"
        "from ristikontra.keep import saves\n"
        "r = saves.load_game(); print('unreadable' if r.unreadable else 'other', r.moved_to)\n"
        "s = make_session('en', seed=4); Driver(s).run([ENTER], resume=True)\n"
        "print('|'.join(s.transcript[:3]))\n"
    )
    env = dict(os.environ, RISTIKONTRA_DATA_DIR=str(data), RISTIKONTRA_CONFIG_DIR=str(tmp_path / "config"),
               PROMPT_TOOLKIT_NO_CPR="1")
    result = _as_nobody(code, env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("unreadable None"), result.stdout
    assert "cannot be read" in result.stdout and "damaged" not in result.stdout
    assert (data / "save.json").exists(), "left where it is"
    assert (data / "save.json").read_text(encoding="utf-8") == original, "not replaced by the new game"
    # A data folder of mode 000: every start still works (and says the game cannot be kept).
    (data / "save.json").chmod(0o644)
    data.chmod(0o000)
    try:
        result = _as_nobody(code, env)
    finally:
        data.chmod(0o755)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_damaged_save_that_cannot_be_set_aside_is_not_called_set_aside(lang: str) -> None:
    # A read-only data folder: the rename fails, so "has been set aside" would be false, and no
    # autosave may replace the player's file either. A folder of its own in the system's temporary
    # one: pytest's base folder is private to root, so an ordinary user could not even reach it.
    tmp_path = Path(tempfile.mkdtemp(prefix="ristikontra-kept-"))
    tmp_path.chmod(0o755)
    data = tmp_path / "data"
    data.mkdir()
    (data / "save.json").write_text("{ not json", encoding="utf-8")
    data.chmod(0o555)
    code = (
        "import sys; sys.path.insert(0, 'tests/ui')\n"
        "from ui_harness import ENTER, CTRL_Q, Driver, make_session\n"
        f"s = make_session({lang!r}, seed=4); Driver(s).run([ENTER, CTRL_Q], resume=True)\n"
        "print('|'.join(s.transcript))\n"
    )
    env = dict(os.environ, RISTIKONTRA_DATA_DIR=str(data), RISTIKONTRA_CONFIG_DIR=str(tmp_path / "config"),
               PROMPT_TOOLKIT_NO_CPR="1")
    try:
        result = _as_nobody(code, env)
    finally:
        data.chmod(0o755)
    assert result.returncode == 0, result.stderr
    t = translator(lang)
    said = result.stdout.strip().split("|")
    assert t("ui-save-broken-kept") in said, said
    assert not any("been set aside" in line or "beiseitegelegt" in line for line in said)
    assert sum(line in (t("ui-save-broken-kept"), t("ui-save-impossible")) for line in said) == 1, "said once"
    assert sorted(p.name for p in data.iterdir()) == ["save.json"]
    assert (data / "save.json").read_text(encoding="utf-8") == "{ not json"
    shutil.rmtree(tmp_path)
