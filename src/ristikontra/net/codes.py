"""Table codes: six digits, said and typed in two groups of three ("482 915")."""

from __future__ import annotations

import random
import re
from collections.abc import Container

__all__ = ["CODE_DIGITS", "format_code", "new_code", "normalize_code"]

CODE_DIGITS = 6
_NOT_DIGITS = re.compile(r"[\s\-.]+")


def new_code(rng: random.Random, taken: Container[str]) -> str:
    """A fresh code (digits only, canonical form) not in `taken`."""
    while True:
        code = "".join(rng.choice("0123456789") for _ in range(CODE_DIGITS))
        if code not in taken:
            return code


def normalize_code(text: str) -> str | None:
    """The canonical code for what a person typed ("482 915", "482-915"), or None."""
    code = _NOT_DIGITS.sub("", text)
    return code if len(code) == CODE_DIGITS and code.isascii() and code.isdigit() else None


def format_code(code: str) -> str:
    return f"{code[:3]} {code[3:]}"
