"""The log for bug reports: a rotating file in the log folder, never the terminal. A backend
that fails in a real terminal game is in the file and not on the screen; an unwritable folder
stops nothing; an error caught at the top leaves its traceback in the file and one sentence for
the player; library loggers and warnings stay off the terminal."""

from __future__ import annotations

import importlib.util
import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ristikontra import buglog, cli
from ristikontra.i18n import translator

ROOT = Path(__file__).resolve().parents[1]


def _log_text(folder: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (folder / buglog.LOG_NAME).read_text(encoding="utf-8")


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "log"
    monkeypatch.setenv("RISTIKONTRA_LOG_DIR", str(folder))
    yield folder
    buglog.stop_logging()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_failing_backend_is_in_the_log_and_not_on_the_terminal(tmp_path: Path, lang: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    sys.path.insert(0, str(ROOT / "tests" / "ui"))
    from ui_harness import keys_in_terminal

    if importlib.util.find_spec("speechd") is not None:
        pytest.skip("the speechd module is importable here, so spd-say is not what speaks")
    # A broken speech-dispatcher: spd-say chatters on stderr and fails.
    programs = tmp_path / "bin"
    programs.mkdir()
    spd_say = programs / "spd-say"
    spd_say.write_text("#!/bin/sh\necho 'spd-say: CHATTER FROM THE DAEMON' >&2\nexit 1\n", encoding="utf-8")
    spd_say.chmod(0o755)
    env = {"PATH": f"{programs}{os.pathsep}{os.environ['PATH']}", "RISTIKONTRA_LOG_DIR": str(tmp_path / "log")}
    said = keys_in_terminal(pexpect, tmp_path, lang, 3, [], speech="screenreader", extra=["--level", "basic"],
                            env=env)
    t = translator(lang)
    # Through Prism where it loads, else spd-say: either way its silent test fails in words.
    told = [f"{t('output-reader-no-speech', engine=f'speech-dispatcher ({route})')} {t('output-now-text')}"
            for route in ("Prism", "spd-say")]
    assert any(sentence in said for sentence in told), "the player is told once, in words"
    for chatter in ("CHATTER", "WARNING", "Traceback", "ristikontra.output", "exit code"):
        assert chatter not in said, f"{chatter!r} reached the terminal"
    log = (tmp_path / "log" / buglog.LOG_NAME).read_text(encoding="utf-8")
    assert "output backend speech-dispatcher (" in log and "spd-say failed with exit code 1" in log
    assert "new game: seed 3" in log
    first = log.splitlines()[0]
    assert f"play --speech screenreader --no-sound --ai-delay 0 --seed 3 --lang {lang} --level basic" in first


def test_an_unwritable_log_folder_stops_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    env = dict(os.environ, RISTIKONTRA_LOG_DIR=str(blocker / "log"))
    run = subprocess.run([sys.executable, "-m", "ristikontra", "simulate", "--games", "1", "--seed", "1"],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0
    assert run.stderr == ""
    assert blocker.read_text(encoding="utf-8") == "x"


def test_an_error_caught_at_the_top_leaves_its_traceback_in_the_log(
        log_folder: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    import ristikontra.cli.simulate as simulate

    def broken(args: object) -> int:
        raise RuntimeError("a bug deep inside")

    monkeypatch.setattr(simulate, "run", broken)
    assert cli.main(["simulate", "--games", "1", "--lang", "de"]) == 70
    out, err = capfd.readouterr()
    path = log_folder / buglog.LOG_NAME
    assert out == ""
    assert err.strip() == translator("de")("cli-crashed", path=str(path))
    assert "Traceback" not in err
    log = _log_text(log_folder)
    assert "uncaught error in simulate" in log and "RuntimeError: a bug deep inside" in log
    assert "Traceback (most recent call last)" in log


def test_library_loggers_and_warnings_go_to_the_file_only(log_folder: Path,
                                                         capfd: pytest.CaptureFixture[str]) -> None:
    state = buglog.start_logging("test")
    assert state.path == log_folder / buglog.LOG_NAME
    for name in ("websockets", "comtypes", "pyttsx3", "asyncio"):
        logging.getLogger(name).error("%s speaks up", name)
    quiet = logging.getLogger("some.library")
    quiet.propagate = False  # no handler of its own: Python's last resort would print it
    quiet.error("nobody listens")
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    log = _log_text(log_folder)
    for name in ("websockets", "comtypes", "pyttsx3", "asyncio"):
        assert f"{name} speaks up" in log
    # Python's warnings too (in a process of its own: pytest records warnings itself).
    script = ("import warnings; from ristikontra.buglog import start_logging; start_logging('test'); "
              "warnings.warn('a library warning', UserWarning, stacklevel=1)")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, RISTIKONTRA_LOG_DIR=str(log_folder / "child")))
    assert run.returncode == 0 and run.stderr == "" and run.stdout == ""
    assert "a library warning" in (log_folder / "child" / buglog.LOG_NAME).read_text(encoding="utf-8")


def test_a_broken_settings_file_set_aside_is_logged(log_folder: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from ristikontra.keep.settings import load_settings_report

    monkeypatch.setenv("RISTIKONTRA_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.toml").write_text("lang = [[[", encoding="utf-8")
    buglog.start_logging("test")
    report = load_settings_report()
    assert report.problem == "damaged"
    log = _log_text(log_folder)
    assert "cannot use the file" in log and "settings.toml" in log and "set aside the broken file" in log


def test_the_file_rotates_and_keeps_a_few(log_folder: Path) -> None:
    buglog.start_logging("test")
    chatty = logging.getLogger("ristikontra.test")
    for n in range(buglog.MAX_BYTES // 100 * (buglog.BACKUPS + 2)):
        chatty.info("line %06d %s", n, "x" * 80)
    names = sorted(p.name for p in log_folder.iterdir())
    assert names == [buglog.LOG_NAME] + [f"{buglog.LOG_NAME}.{i}" for i in range(1, buglog.BACKUPS + 1)]
    assert all(p.stat().st_size <= buglog.MAX_BYTES for p in log_folder.iterdir())


def test_with_no_log_the_crash_names_a_doctor_command_that_works_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]) -> None:
    """After the quick start no `ristikontra` is on the PATH: the sentence names what run.py was
    started as (before: "ristikontra doctor says why", a command not found)."""
    import ristikontra.cli.simulate as simulate

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("RISTIKONTRA_LOG_DIR", str(blocker / "log"))  # no log can be written there
    monkeypatch.setenv("RISTIKONTRA_COMMAND", "python3 run.py")

    def broken(args: object) -> int:
        raise RuntimeError("a bug deep inside")

    monkeypatch.setattr(simulate, "run", broken)
    try:
        assert cli.main(["simulate", "--games", "1", "--lang", "en"]) == 70
    finally:
        buglog.stop_logging()
    _out, err = capfd.readouterr()
    assert err.strip().endswith("No log file could be written; python3 run.py doctor says why.")
