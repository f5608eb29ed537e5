"""What a fresh machine meets first: `run.py`, the package metadata, folders and language."""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import os
import re
import runpy
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path
from typing import Any

import pytest

import ristikontra
from ristikontra import i18n
from ristikontra.keep import settings

ROOT = Path(__file__).resolve().parents[1]


def _run_py() -> dict[str, Any]:
    return runpy.run_path(str(ROOT / "run.py"))


def test_pip_comes_from_the_system_where_ensurepip_is_missing(tmp_path: Path) -> None:
    # Debian's python3 without python3-venv has no ensurepip; this is run.py's way around it.
    folder = tmp_path / "env"
    venv.EnvBuilder(with_pip=False).create(str(folder))
    module = _run_py()
    python = module["venv_python"](folder)
    assert subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode != 0
    if not module["pip_from_system"](python):
        pytest.skip("pip could not download pip here (not installed, or no package index)")
    assert subprocess.run([python, "-m", "pip", "--version"], capture_output=True).returncode == 0


def test_the_version_is_written_once() -> None:
    assert importlib.metadata.version("ristikontra") == ristikontra.__version__
    assert not re.search(r"^version\s*=", (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)


def test_the_package_says_it_is_typed_and_licensed() -> None:
    assert (ROOT / "src" / "ristikontra" / "py.typed").is_file()
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    meta = importlib.metadata.metadata("ristikontra")
    classifiers = meta.get_all("Classifier") or []
    assert {"Natural Language :: German", "Natural Language :: English"} <= set(classifiers)
    assert {f"Programming Language :: Python :: 3.{minor}" for minor in range(10, 14)} <= set(classifiers)
    # No public home yet: the metadata names no address rather than one that does not exist.
    assert not meta.get_all("Project-URL")


def test_windows_folders_are_not_doubled(windows: Path) -> None:
    for folder in (settings.data_dir(), settings.config_dir()):
        assert str(folder).lower().count("ristikontra") == 1, folder


@pytest.mark.parametrize(
    ("name", "lang"),
    [
        ("German_Austria.1252", "de"),
        ("German_Germany.1252", "de"),
        ("German_Switzerland", "de"),
        ("Deutsch", "de"),
        ("de_AT.UTF-8", "de"),
        ("de-CH", "de"),
        ("de_DE@euro", "de"),
        ("English_United States.1252", "en"),
        ("en_GB.UTF-8", "en"),
        ("Finnish_Finland.1252", "fi"),
        ("fi_FI.UTF-8", "fi"),
        ("fi_FI.ISO8859-15@euro", "fi"),
        ("fi-FI", "fi"),
        ("sv_FI.UTF-8", None),  # Swedish in Finland: a language the game does not speak
        ("Swedish_Finland.1252", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("", None),
    ],
)
def test_locale_names_of_every_platform(name: str, lang: str | None) -> None:
    assert i18n.language_of(name) == lang


def _clear_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)


def test_system_language_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    _clear_locale(monkeypatch)
    monkeypatch.setenv("LANG", "German_Austria.1252")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LC_ALL", "fi_FI.UTF-8")
    assert i18n.system_language() == "fi"
    monkeypatch.setenv("LC_ALL", "sv_SE.UTF-8")
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "")
    monkeypatch.setenv("LANGUAGE", "de_CH:en")
    assert i18n.system_language() == "de"


def test_system_language_asks_windows_for_its_display_language(monkeypatch: pytest.MonkeyPatch) -> None:
    # Windows sets none of the POSIX variables; the Win32 call is replaced here by its answer.
    _clear_locale(monkeypatch)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *_a: ("German_Austria", "1252"))
    monkeypatch.setattr(i18n, "_windows_ui_locale", lambda: None)
    assert i18n.system_language() == "de"
    monkeypatch.setattr(i18n, "_windows_ui_locale", lambda: "de_AT")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *_a: (None, None))
    assert i18n.system_language() == "de"
    monkeypatch.setattr(i18n, "_windows_ui_locale", lambda: "en_US")
    assert i18n.system_language() == "en"
    monkeypatch.setattr(i18n, "_windows_ui_locale", lambda: "fi_FI")
    assert i18n.system_language() == "fi"


def _unbuildable_prismatoid(folder: Path) -> Path:
    """A folder of packages holding what a machine without a prismatoid wheel meets: a source
    release, newer than any wheel this Python's requirement takes (Python 3.10 takes 0.16.x), whose
    build fails (as Prism's C++ build does without its tools)."""
    version = "0.16.99" if sys.version_info < (3, 11) else "99.0"
    source = folder / f"prismatoid-{version}"
    source.mkdir(parents=True)
    (source / "PKG-INFO").write_text(f"Metadata-Version: 2.1\nName: prismatoid\nVersion: {version}\n",
                                     encoding="utf-8")
    (source / "setup.py").write_text("raise SystemExit('prismatoid: no C++ compiler here')\n", encoding="utf-8")
    with tarfile.open(folder / f"prismatoid-{version}.tar.gz", "w:gz") as archive:
        archive.add(source, arcname=source.name)
    return folder


def _installable_prismatoid(folder: Path) -> None:
    """A prismatoid wheel newer than the unbuildable release, as if one had come out for this
    machine since: an empty package, which pip installs without building anything."""
    version = "0.16.100" if sys.version_info < (3, 11) else "99.1"
    info = f"prismatoid-{version}.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: prismatoid\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: ristikontra-tests\nRoot-Is-Purelib: true\n"
                              "Tag: py3-none-any\n"}
    record = []
    for name, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(text.encode())}")
    record.append(f"{info}/RECORD,,")
    with zipfile.ZipFile(folder / f"prismatoid-{version}-py3-none-any.whl", "w") as wheel:
        for name, text in files.items():
            wheel.writestr(name, text)
        wheel.writestr(f"{info}/RECORD", "\n".join(record) + "\n")


def _age_prism_note(folder: Path, seconds: float) -> None:
    """Move the stamp's note that prismatoid did not install `seconds` into the past."""
    stamp = folder / ".ristikontra-installed"
    mark = _run_py()["NO_PRISM_MARK"]
    words = stamp.read_text(encoding="utf-8").split()
    (note,) = [w for w in words if w.startswith(mark)]
    aged = f"{mark}{int(float(note[len(mark):]) - seconds)}"
    stamp.write_text(" ".join(aged if w == note else w for w in words), encoding="utf-8")


def test_prismatoid_is_tried_again_a_day_after_it_did_not_install() -> None:
    due, mark, day = _run_py()["prism_due"], _run_py()["NO_PRISM_MARK"], 24 * 3600
    now = 1_800_000_000.0
    assert not due(["3.11", "abc", "test"], now), "installed with Prism: nothing to try"
    assert not due(["3.11", "abc", f"{mark}{int(now - day + 60)}"], now), "not within the day"
    assert due(["3.11", "abc", f"{mark}{int(now - day)}"], now)
    assert due(["3.11", "abc", f"{mark}{int(now + day)}"], now), "a note from the future (the clock was wrong)"
    assert due(["3.11", "abc", f"{mark}yesterday"], now), "a note that cannot be read"


def test_where_prismatoid_does_not_install_the_game_installs_without_it_and_says_so(tmp_path: Path) -> None:
    links = _unbuildable_prismatoid(tmp_path / "links")
    # The sources pip already has (this machine's wheel folder), and the unbuildable release.
    known = os.environ.get("PIP_FIND_LINKS", "")
    env = {**os.environ, "PIP_FIND_LINKS": f"{links} {known}".strip(), "LANG": "de_DE.UTF-8"}
    env.pop("RISTIKONTRA_COMMAND", None)
    folder = tmp_path / "env"
    result = subprocess.run([sys.executable, str(ROOT / "run.py"), "--venv", str(folder), "play", "--help"],
                            capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    said = [line for line in result.stderr.splitlines() if "Prism" in line]
    assert said == [_run_py()["NO_PRISM"]["de"]]
    python = _run_py()["venv_python"](folder)
    installed = subprocess.run([python, "-m", "pip", "list", "--format=freeze"], capture_output=True, text=True).stdout
    assert "prismatoid" not in installed and "prompt_toolkit" in installed.replace("-", "_")
    # Said once, at the install: the next start does not try again.
    again = subprocess.run([sys.executable, str(ROOT / "run.py"), "--venv", str(folder), "play", "--help"],
                           capture_output=True, text=True, timeout=120, env=env)
    assert again.returncode == 0 and "Prism" not in again.stderr

    def start() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, str(ROOT / "run.py"), "--venv", str(folder), "play", "--help"],
                              capture_output=True, text=True, timeout=300, env=env)

    # A day later it is tried once more (pyproject.toml is the same): it still does not build,
    # and the next start leaves it for another day.
    _age_prism_note(folder, 24 * 3600 + 60)
    later = start()
    assert later.returncode == 0, later.stderr
    assert [line for line in later.stderr.splitlines() if "Prism" in line] == [_run_py()["PRISM_AGAIN"]["de"]]
    assert "prismatoid" not in subprocess.run([python, "-m", "pip", "list", "--format=freeze"],
                                              capture_output=True, text=True).stdout
    assert "Prism" not in start().stderr
    # Another day later a wheel has come out for this machine: it installs, and that is said.
    _installable_prismatoid(links)
    _age_prism_note(folder, 24 * 3600 + 60)
    found = start()
    assert found.returncode == 0, found.stderr
    assert [line for line in found.stderr.splitlines() if "Prism" in line] == [
        _run_py()["PRISM_AGAIN"]["de"], _run_py()["PRISM_NOW"]["de"]]
    assert "prismatoid" in subprocess.run([python, "-m", "pip", "list", "--format=freeze"],
                                          capture_output=True, text=True).stdout
    assert _run_py()["NO_PRISM_MARK"] not in (folder / ".ristikontra-installed").read_text(encoding="utf-8")
    assert "Prism" not in start().stderr
