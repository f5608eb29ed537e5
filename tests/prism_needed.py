"""Prism tests need prismatoid; where pyproject does not install it (its marker says no for this
Python or platform), they skip with that reason, which CI accepts; where it should be installed
and is not, they skip with "not installed", which CI turns into a failure (tests/conftest.py)."""

from __future__ import annotations

import importlib.metadata
import platform

import pytest
from packaging.requirements import Requirement


def _prism_requirement() -> Requirement | None:
    try:
        wanted = importlib.metadata.requires("ristikontra") or []
    except importlib.metadata.PackageNotFoundError:
        return None
    found = [Requirement(line) for line in wanted if Requirement(line).name == "prismatoid"]
    return found[0] if found else None


def prism_reason() -> str | None:
    """Why Prism cannot be used here, or None when it can."""
    requirement = _prism_requirement()
    if requirement is not None and requirement.marker is not None and not requirement.marker.evaluate():
        return (f"prismatoid is not offered for Python {platform.python_version()} on {platform.system()} "
                f"{platform.machine()} ({requirement.marker})")
    try:
        import prism  # noqa: F401
    except ImportError as error:
        return f"prismatoid is not installed here: {error}"
    return None


def require_prism() -> None:
    why = prism_reason()
    if why:
        pytest.skip(why)
