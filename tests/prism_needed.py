"""Prism tests need prismatoid; where pyproject does not install it (no marker of its says yes for
this Python or platform), they skip with that reason, which CI accepts; where it should be
installed and is not, they skip with "not installed", which CI turns into a failure
(tests/conftest.py). Python 3.10 gets prismatoid 0.16, which has no custom backends: tests of
the stand-in screen reader skip there, saying so."""

from __future__ import annotations

import importlib.metadata
import platform

import pytest
from packaging.requirements import Requirement


def _prism_requirements() -> list[Requirement]:
    try:
        wanted = importlib.metadata.requires("ristikontra") or []
    except importlib.metadata.PackageNotFoundError:
        return []
    return [r for r in map(Requirement, wanted) if r.name == "prismatoid"]


def prism_reason(custom: bool = False) -> str | None:
    """Why Prism cannot be used here (with `custom`: to register a stand-in screen reader of
    the tests' own), or None when it can."""
    requirements = _prism_requirements()
    if requirements and not any(r.marker is None or r.marker.evaluate() for r in requirements):
        return (f"prismatoid is not offered for Python {platform.python_version()} on {platform.system()} "
                f"{platform.machine()} ({' / '.join(str(r.marker) for r in requirements)})")
    try:
        import prism
    except ImportError as error:
        return f"prismatoid is not installed here: {error}"
    if custom and not hasattr(prism, "CustomBackend"):
        return (f"prismatoid {importlib.metadata.version('prismatoid')} (what Python "
                f"{platform.python_version()} gets) cannot register the tests' stand-in screen reader: "
                "custom backends came with 0.17")
    return None


def require_prism() -> None:
    why = prism_reason()
    if why:
        pytest.skip(why)
