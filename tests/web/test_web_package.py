"""The page ships inside the wheel: a player who installed the game has the browser page too."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src/ristikontra/web/static"


def test_the_wheel_holds_the_pages_files_and_words(tmp_path: Path) -> None:
    pytest.importorskip("build", reason="the build module is not installed (the test extra has it)")
    made = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path),
                           str(ROOT)], capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr[-2000:]
    wheel = next(tmp_path.glob("ristikontra-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in STATIC.iterdir():
        assert f"ristikontra/web/static/{path.name}" in names
    # The page's earcons are the game's own sounds, which the wheel carries for the terminal.
    for path in (ROOT / "sounds").glob("*.wav"):
        assert f"ristikontra/sounds/{path.name}" in names
    for lang in ("de", "en"):
        assert f"ristikontra/locales/{lang}/web.ftl" in names


def test_the_page_before_sounds_weighs_at_most_150_kb() -> None:
    assert sum(path.stat().st_size for path in STATIC.iterdir()) <= 150 * 1024
