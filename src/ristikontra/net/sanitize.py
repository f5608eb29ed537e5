"""Text from other people (names, chat) made safe for a terminal and for speech.

Removes terminal escape sequences (CSI, OSC, DCS ... and lone ESC), every control and format
character (C0, C1, DEL, bidi overrides, zero-width marks), unassigned and private-use code
points and lone surrogates; folds runs of white space into one space; cuts to a length.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["CHAT_MAX", "NAME_MAX", "clean_text"]

NAME_MAX = 24
CHAT_MAX = 200

# ESC [ ... final, ESC ] ... BEL/ST, ESC P/X/^/_ ... ST, ESC + one char; and the 8-bit forms.
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]?"
)
_DROP = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_SPACE = re.compile(r"\s+")


def clean_text(text: str, limit: int) -> str:
    """`text` without escape sequences or invisible characters, at most `limit` characters."""
    text = _ESCAPES.sub("", unicodedata.normalize("NFC", text))
    kept = []
    for ch in text:
        if ch in "\t\n\r":
            kept.append(" ")
        elif unicodedata.category(ch) not in _DROP:
            kept.append(ch)
    return _SPACE.sub(" ", "".join(kept)).strip()[:limit].rstrip()
