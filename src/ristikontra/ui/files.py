"""Kept for imports from earlier code: the guarded file handling lives in `ristikontra.files`."""

from __future__ import annotations

from ristikontra.files import write_atomically

__all__ = ["write_atomically"]
