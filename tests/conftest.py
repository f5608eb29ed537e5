"""Suite-wide rules.

In CI (`CI=true`) every system part the tests use is installed by `.ci/run`, so a test that
skips because espeak-ng, speech-dispatcher, miniaudio, pyttsx3 or accessible_output2 is missing
has found a broken installation: it fails instead of hiding it.
"""

from __future__ import annotations

import gc
import io
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.proctree import end_marked


def pytest_configure(config: pytest.Config) -> None:
    # The log for bug reports goes to a folder of the test run, never the real log folder (tests
    # calling `cli.main` in this process, and every game they start, inherit it).
    os.environ.setdefault("RISTIKONTRA_LOG_DIR", tempfile.mkdtemp(prefix="ristikontra-test-log-"))
    # A desktop session of the tests' own: a screen reader the developer runs while the tests run
    # (or a reader test's desktop beside them) belongs to another session, so the games under test
    # do not take it for their player's (tests/reader give their games the session of their Orca).
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={tempfile.mkdtemp(prefix='ristikontra-test-bus-')}/bus"


_MISSING_MARKERS = ("not installed", "could not import", "no module named", "no own voice here")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI", "").lower() not in ("1", "true", "yes") or not report.skipped:
        return
    reason = str(report.longrepr[-1] if isinstance(report.longrepr, tuple) else report.longrepr).lower()
    if any(marker in reason for marker in _MISSING_MARKERS):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI because a required part is missing: {reason}"


def _open_pipes_and_descriptors() -> list[io.BufferedWriter]:
    """Writers still open on a bare file descriptor (a helper's stdin pipe, an `os.fdopen`):
    whatever opened one has ended, so nobody will close it (Python would, at exit, with a
    ResourceWarning). The terminal's own streams have names, not numbers."""
    gc.collect()
    return [o for o in gc.get_objects()
            if type(o) is io.BufferedWriter and not o.closed and isinstance(o.name, int)]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    # Leaks that outlive their test (a helper process, a file) are collected only at exit, where
    # no warning filter can fail the run: they fail it here instead.
    leaks = _open_pipes_and_descriptors()
    if leaks:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"left open by the tests: {', '.join(map(repr, leaks))}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture()
def windows(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """platformdirs answering as on Windows, its local app data in `tmp_path`."""
    windows = pytest.importorskip("platformdirs.windows")
    import platformdirs

    if not hasattr(windows, "get_win_folder_from_env_vars"):
        pytest.skip("this platformdirs cannot resolve Windows folders from the environment")
    monkeypatch.setattr(platformdirs, "PlatformDirs", windows.Windows)
    monkeypatch.setattr(windows, "_RESOLVE_WIN_FOLDER", windows.get_win_folder_from_env_vars, raising=False)
    monkeypatch.setattr(windows, "get_win_folder", windows.get_win_folder_from_env_vars)
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    monkeypatch.delenv("RISTIKONTRA_DATA_DIR", raising=False)
    monkeypatch.delenv("RISTIKONTRA_CONFIG_DIR", raising=False)
    return tmp_path


@pytest.fixture(scope="session", autouse=True)
def _no_daemon_outlives_the_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """A daemon a game under test spawned for itself (speech-dispatcher, started by Prism or spd-say
    with the test's HOME) detaches and would run on after the suite: ended here, recognised by the
    run's own temporary folder on its command line, which nothing else on the machine can have."""
    yield
    end_marked(os.path.join(tmp_path_factory.getbasetemp(), "").encode())
