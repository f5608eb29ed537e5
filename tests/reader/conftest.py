"""The real screen reader's tests: Orca on a desktop of the test's own (tests/reader/desktop.py).

They skip where a part is missing, saying "… is not installed" (a failure in CI, tests/conftest.py),
and on `.ci/run`'s second and third Pythons (RISTIKONTRA_READER_ONCE), saying they ran once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reader.desktop import Desktop, running_desktop, skip_reason


def require(*extra: str) -> None:
    """Skip the test, saying why, unless Orca's desktop and the commands `extra` can run."""
    why = skip_reason(*extra)
    if why:
        pytest.skip(why)


@pytest.fixture()
def desktop(tmp_path: Path) -> Iterator[Desktop]:
    """A desktop with Orca running; its logs and the recording of speech are kept in
    `tmp_path / "desktop"` for a look after a failure."""
    require()
    with running_desktop(keep=tmp_path / "desktop") as running:
        yield running
