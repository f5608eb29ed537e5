"""Suite-wide rules.

In CI (`CI=true`) every system part the tests use is installed by `.ci/run`, so a test that
skips because espeak-ng, speech-dispatcher, miniaudio, pyttsx3 or accessible_output2 is missing
has found a broken installation: it fails instead of hiding it.
"""

from __future__ import annotations

import os
import tempfile

import pytest


def pytest_configure(config: pytest.Config) -> None:
    # The log for bug reports goes to a folder of the test run, never the real log folder (tests
    # calling `cli.main` in this process, and every game they start, inherit it).
    os.environ.setdefault("RISTIKONTRA_LOG_DIR", tempfile.mkdtemp(prefix="ristikontra-test-log-"))


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
