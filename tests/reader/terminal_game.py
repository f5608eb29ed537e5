"""A game at a VTE terminal with Orca, played by keys sent through X, and what was heard of it.

`play_at_terminal` starts `ristikontra play` in sakura on a `Desktop` (tests/reader/desktop.py),
as a player starts it: the command waits at the shell's line for the Return that runs it. It plays
`turns` of the player's turns (Right, then Enter on the card), then exports the game's history
(`e`, the game's own transcript of its messages) and reads it back. `tally` compares what the
speech module was given with that transcript: each game message heard once, twice or never, in
order or not, and everything else that was said (the live line, empty rows, a stray letter).

Used by tests/reader/test_reader_terminal.py and benchmarks/bench_orca_terminal.py.
"""

from __future__ import annotations

import contextlib
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ristikontra.i18n import translator
from tests.reader.desktop import Desktop, Utterance

__all__ = ["Heard", "Played", "play_at_terminal", "tally"]

#: The answer to Left or Right: the focused card and its place ("Four of hearts, 1 of 6").
CARD_ANSWER = re.compile(r"^((First|Last) card: )?[A-Z][a-z]+ of [a-z]+, \d+ of \d+\.?$")
_T = translator("en")
#: The game's own answers beside the history: the greeting, why it speaks as it does, the export.
ANSWERS = (_T("ui-welcome"), _T("output-reason-reader-found", reader="Orca"))
EXPORTED = re.compile(r"^\d+ messages? of this game saved to \S+\.?$")
#: The game's answer to Enter on a card.
PLAYED = re.compile(r"^You play ")
#: What Orca's key echo says for the keys the game is played with (the player's own keys).
KEY_ECHO = {"return", "e", "space"}
#: What the shell writes before the game starts, for Orca to read.
PROBE = "The terminal is ready."


@dataclass
class Played:
    """One game played at the terminal: the history it exported, what was said from the first
    key on, and when each key was pressed (monotonic seconds, key name)."""

    history: list[str]
    heard: list[Utterance]
    keys: list[tuple[float, str]]
    started: float
    command: list[str]


def _game_command(seed: int, speech: str, extra: tuple[str, ...]) -> list[str]:
    return [sys.executable, "-m", "ristikontra", "play", "--seed", str(seed), "--speech", speech,
            "--lang", "en", "--no-sound", "--ai-delay", "0.3", *extra]


def play_at_terminal(desk: Desktop, folder: Path, *, seed: int = 7, speech: str = "auto", turns: int = 6,
                     extra: tuple[str, ...] = (), settle: float = 1.0, turn_deadline: float = 20.0,
                     follow_check: bool = True) -> Played:
    """Play `turns` of the player's turns at a sakura terminal on `desk` (see the module docs)."""
    for name in ("config", "data", "export"):
        (folder / name).mkdir(parents=True, exist_ok=True)
    env = {"RISTIKONTRA_CONFIG_DIR": str(folder / "config"), "RISTIKONTRA_DATA_DIR": str(folder / "data"),
           "RISTIKONTRA_EXPORT_DIR": str(folder / "export"), "TERM": "xterm-256color"}
    command = _game_command(seed, speech, extra)
    line = " ".join(_quote(part) for part in command)
    # First a line the shell writes after a Return: Orca reading it proves it follows this
    # terminal (else a quiet game would prove nothing). Then the player's Return after the
    # command starts the game (Orca hears that key).
    desk.terminal(["sh", "-c", f"read _ && echo {_quote(PROBE)} && read _ && exec {line}"], env=env)
    desk.wait_quiet(settle)
    keys: list[tuple[float, str]] = []

    def settle_down() -> None:
        # As a player waits for the speech to end before the next key: a reader that never
        # stops talking gets the key after a while all the same.
        with contextlib.suppress(AssertionError):
            desk.wait_quiet(settle, deadline=turn_deadline)

    def press(name: str) -> float:
        now = time.monotonic()
        keys.append((now, name))
        desk.keys(name)
        return now

    probe = press("Return")
    if follow_check:
        desk.wait_said(PROBE, deadline=60, since=probe)
        settle_down()
    started = press("Return")
    since = started
    for _turn in range(turns):
        # Not heard (the reader lost it), the keys go on as a player's would.
        with contextlib.suppress(AssertionError):
            desk.wait_said("Your turn", deadline=turn_deadline, since=since)
        settle_down()
        moved = press("Right")
        with contextlib.suppress(AssertionError):
            desk.wait_said(CARD_ANSWER, deadline=turn_deadline, since=moved)
        settle_down()
        since = press("Return")
        with contextlib.suppress(AssertionError):
            desk.wait_said(PLAYED, deadline=turn_deadline, since=since)
        settle_down()
    settle_down()
    press("e")
    exported: list[Path] = []
    deadline = time.monotonic() + 20
    while not exported and time.monotonic() < deadline:
        exported = sorted((folder / "export").glob("*.txt"))
        time.sleep(0.1)
    settle_down()
    history = exported[0].read_text(encoding="utf-8").splitlines() if exported else []
    return Played([h for h in history if h.strip()], desk.utterances(), keys, started, command)


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


@dataclass
class Heard:
    """What was heard of a game compared with its history (see `tally`)."""

    #: The history's messages in the order they were heard (each occurrence once per hearing).
    order: list[str] = field(default_factory=list)
    once: int = 0
    twice_or_more: int = 0
    never: int = 0
    never_texts: list[str] = field(default_factory=list)
    extra_texts: list[str] = field(default_factory=list)
    card_answers: list[str] = field(default_factory=list)
    key_echo: list[str] = field(default_factory=list)
    #: Everything else said: the live line, empty rows ("blank"), a stray letter, unknown text.
    other: list[str] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    #: Utterances with no text: Orca reading an empty row.
    empty: int = 0
    #: Seconds from a key to the start of its answer (Right: the card; Enter: "You play …").
    key_delays: list[float] = field(default_factory=list)
    #: For each Right: the card answers that began before the next key (one each, if all is well).
    right_answers: list[int] = field(default_factory=list)

    def figures(self) -> dict[str, object]:
        return {"history": self.once + self.twice_or_more + self.never, "heard once": self.once,
                "heard twice or more": self.twice_or_more, "never heard": self.never,
                "card answers": len(self.card_answers), "key echo": len(self.key_echo),
                "other": len(self.other), "empty": self.empty, "cut off": len(self.cut),
                "key to answer, median s": _median(self.key_delays),
                "key to answer, max s": round(max(self.key_delays), 2) if self.key_delays else None}


def _median(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    middle = len(ordered) // 2
    value = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return round(value, 2)


def _pieces(text: str, known: list[str]) -> list[tuple[str, bool]]:
    """`text` cut into the known messages it holds (longest first, in their order) and the rest."""
    spans: list[tuple[int, int]] = []
    for message in sorted(set(known), key=len, reverse=True):
        start = 0
        while (found := text.find(message, start)) >= 0:
            end = found + len(message)
            if not any(found < e and s < end for s, e in spans):
                spans.append((found, end))
            start = end
    pieces: list[tuple[str, bool]] = []
    at = 0
    for start, end in sorted(spans):
        if text[at:start].strip():
            pieces.append((text[at:start].strip(), False))
        pieces.append((text[start:end], True))
        at = end
    if text[at:].strip():
        pieces.append((text[at:].strip(), False))
    return pieces


def tally(played: Played) -> Heard:
    """Compare what was said after the first key with the exported history."""
    heard = Heard()
    history = played.history
    said = [u for u in played.heard if u.start >= played.started]
    for utterance in said:
        if utterance.cut:
            heard.cut.append(utterance.text)
        if not utterance.text.strip():
            heard.empty += 1
        for piece, known in _pieces(utterance.text, history):
            if known:
                heard.order.append(piece)
            elif CARD_ANSWER.match(piece):
                heard.card_answers.append(piece)
            elif piece.lower() in KEY_ECHO and piece == utterance.text:
                heard.key_echo.append(piece)
            elif piece in ANSWERS or EXPORTED.match(piece):
                pass  # the game's own answers beside the history
            else:
                heard.other.append(piece)
    wanted, got = Counter(history), Counter(heard.order)
    for text, count in wanted.items():
        copies = got[text]
        missed = max(count - copies, 0)
        doubled = min(count, max(copies - count, 0))
        heard.never += missed
        heard.twice_or_more += doubled
        heard.once += count - missed - doubled
        heard.never_texts += [text] * missed
        heard.extra_texts += [text] * max(copies - count, 0)
    times = [*(when for when, _key in played.keys[1:]), float("inf")]
    for (when, key), following in zip(played.keys, times, strict=True):
        if key == "Right":
            answers = [u for u in said if when <= u.start < following and CARD_ANSWER.match(u.text)]
            heard.right_answers.append(len(answers))
    for (when, key), following in zip(played.keys, times, strict=True):
        if key not in ("Right", "Return") or when == played.started:
            continue
        # Its answer before the next key: the card, or "You play …" (in a longer reading too).
        answer = next((u for u in said if when <= u.start < following and (
            CARD_ANSWER.match(u.text) if key == "Right" else "You play " in u.text)), None)
        if answer is not None:
            heard.key_delays.append(answer.start - when)
    return heard
