"""Benchmarks are scripts, not a package: tests import them as a script would run them."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@contextmanager
def benchmark_module(name: str) -> Iterator[ModuleType]:
    """The script ``benchmarks/<name>.py`` as a module, its folder on ``sys.path`` meanwhile (a
    benchmark may import its neighbours, as `bench_peek` imports `bench_strength`)."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        yield importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCHMARKS))
