"""Random input as a hostile new user types it: keys, escape sequences, unicode, pastes, resizes.

One seeded generator serves the pipe fuzz of the application and the real-terminal fuzz, so a
failing seed reproduces in both.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from ui_harness import DOWN, END, ENTER, ESCAPE, F1, F2, HOME, LEFT, PAGE_DOWN, PAGE_UP, RIGHT, TAB, UP

from ristikontra.ui.seat.keys import BINDINGS

NAMED = {"enter": ENTER, "space": " ", "left": LEFT, "right": RIGHT, "up": UP, "down": DOWN, "home": HOME,
         "end": END, "pageup": PAGE_UP, "pagedown": PAGE_DOWN, "escape": ESCAPE, "tab": TAB, "f1": F1, "f2": F2,
         "backspace": "\x7f", "delete": "\x1b[3~"}
#: Keys that end the run: Ctrl+Q quits, p leads (after three answers) to a table online.
ENDS_RUN = frozenset({"c-q", "p"})
#: Every bound key except the ones that end the run.
BOUND = sorted({NAMED.get(k, k) for b in BINDINGS for k in b.keys if k not in ENDS_RUN})
UNICODE = ["ä", "ß", "€", "🂡", "e\u0301", "\u200b", "\u202e", "日本", "\ufffd", "Ω", "\u00a0"]
CONTROL = [chr(c) for c in range(1, 32) if chr(c) not in "\x03\x11\x1c\x1b\r\n\t"]
#: Well-formed sequences a terminal sends, bound or not (no cursor-position reports: those
#: are answers to the application, not keys).
SEQUENCES = ["\x1b[2~", "\x1b[3~", "\x1b[1;5C", "\x1b[1;2A", "\x1bOQ", "\x1bOR", "\x1bOS", "\x1b[15~",
             "\x1b[24~", "\x1b[Z", "\x1bb", "\x1b\x1b", "\x1b[M !!", "\x1b[<0;10;10M", "\x1b[I", "\x1b[O"]


@dataclass(frozen=True)
class Step:
    """One input: `text` to send, or a resize to `size` (rows, columns)."""

    kind: str
    text: str = ""
    size: tuple[int, int] = (0, 0)


def _garbage_sequence(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits + ";") for _ in range(rng.randint(0, 6)))
    final = rng.choice("ABCDHFPQS~abcz@^$")
    return "\x1b" + rng.choice("[O") + body + final


def _paste(rng: random.Random) -> str:
    length = rng.choice([1, 5, 40, 300, 2000])
    alphabet = string.printable + "".join(UNICODE)
    text = "".join(rng.choice(alphabet) for _ in range(length)).replace("\x1b", "")
    return f"\x1b[200~{text}\x1b[201~"


def steps(rng: random.Random, count: int) -> list[Step]:
    """`count` inputs, weighted so that games move on (Enter and Space most)."""
    kinds = ["bound", "play", "unicode", "control", "sequence", "garbage", "paste", "stray-paste", "burst",
             "resize"]
    weights = [30, 30, 4, 3, 5, 4, 2, 1, 1, 2]
    result: list[Step] = []
    for _ in range(count):
        kind = rng.choices(kinds, weights)[0]
        if kind == "bound":
            result.append(Step("key", rng.choice(BOUND)))
        elif kind == "play":
            result.append(Step("key", rng.choice([ENTER, " ", ENTER, RIGHT])))
        elif kind == "unicode":
            result.append(Step("key", rng.choice(UNICODE)))
        elif kind == "control":
            result.append(Step("key", rng.choice(CONTROL)))
        elif kind == "sequence":
            result.append(Step("key", rng.choice(SEQUENCES)))
        elif kind == "garbage":
            result.append(Step("key", _garbage_sequence(rng)))
        elif kind == "paste":
            result.append(Step("key", _paste(rng)))
        elif kind == "stray-paste":
            result.append(Step("key", "\x1b[200~" + rng.choice(["", "abc", "h"])))
        elif kind == "burst":
            letters = string.ascii_letters.replace("p", "")
            result.append(Step("key", "".join(rng.choice(letters) for _ in range(600))))
        else:
            result.append(Step("resize", size=(rng.randint(5, 60), rng.randint(20, 200))))
    return result
