"""The keys a web seat may send (`{"type": "key", "key": "Shift+H"}`), and what each is at the terminal.

A browser names keys its own way; the server takes only the names below and hands each to the
keyboard seat exactly as prompt_toolkit hands the terminal's key (`ui/terminal/app.py`): under the key
table's spelling (`ui/seat/keys.py`), with the name prompt_toolkit reports for it and the text it
carries. A name outside this fixed set is refused by the protocol's schema before anything reads it.
"""

from __future__ import annotations

import string
from typing import NamedTuple

__all__ = ["WEB_KEYS", "WebKey"]


class WebKey(NamedTuple):
    """One key: `binding` as the key table spells it, `name` as prompt_toolkit reports it to a
    key no binding took (`any_key`), `data` the text it types."""

    binding: str
    name: str
    data: str


def _named() -> dict[str, WebKey]:
    keys = {
        # prompt_toolkit reports Enter, Tab and Backspace as the control keys they send.
        "Enter": WebKey("enter", "c-m", "\r"),
        "Space": WebKey("space", " ", " "),
        "Tab": WebKey("tab", "c-i", "\t"),
        "Escape": WebKey("escape", "escape", "\x1b"),
        "Backspace": WebKey("backspace", "c-h", "\x7f"),
        "Ctrl+F1": WebKey("c-f1", "c-f1", ""),
    }
    for name in ("Left", "Right", "Up", "Down", "Home", "End", "PageUp", "PageDown", "Delete",
                 "F1", "F2", "F7", "F8", "F9", "F10"):
        keys[name] = WebKey(name.lower(), name.lower(), "")
    for char in string.ascii_lowercase + string.digits + "?/":
        keys[char] = WebKey(char, char, char)
    for char in string.ascii_uppercase:
        keys[f"Shift+{char}"] = WebKey(char, char, char)
    return keys


#: Every key name a web seat may send. Control+Q, Control+C and Control+Z are the terminal's
#: own (quit, wait in the background): a page closes its tab instead.
WEB_KEYS: dict[str, WebKey] = _named()
