"""The terminal for the whole life of the game: quiet, raw, and safe against what arrives.

- `quiet_terminal`: from start-up to exit, the terminal does not echo, does not wait for Enter
  and turns no key into a signal. Keys typed while the game prints or starts never appear as
  ``^[[C`` junk (a screen reader would read it out), Ctrl+C and Ctrl+\\ arrive as keys (the game
  saves and quits) instead of killing it, and keys typed ahead are thrown away at exit rather
  than echoed by the shell. `quiet_again` holds it so once more after a stop the game did not ask
  for, when the shell that had the terminal meanwhile left it echoing.
- `PasteSafeParser`: a paste is one input. A bracketed paste start with no end (a stray
  ``\\e[200~``) ends at the next pause instead of swallowing every later key. A terminal
  without bracketed paste sends a paste as keys; several printable characters in one read are
  more than a person can type between two reads, so they are one paste too (pasting "bbb" must
  not play blind), unless they repeat the key just pressed (a held key after a stall). An
  Alt+key (Escape and the key in one read, as terminals send it) is one key that does nothing:
  read as Escape and then the key, Alt+Enter would play the focused card and Alt+B play blind.
- `is_dumb` / `usable_streams`: TERM=dumb gets plain lines without any escape sequence; closed
  standard streams and encodings that cannot show the language are found before anything is
  written, so they end in a message rather than a traceback.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import time
from collections.abc import Callable, Iterator
from typing import IO, Any

from prompt_toolkit.input import Input
from prompt_toolkit.input.vt100_parser import Vt100Parser
from prompt_toolkit.key_binding import KeyPress
from prompt_toolkit.keys import Keys

__all__ = [
    "ALT_KEY",
    "KEY_REPEAT",
    "PASTE_BURST",
    "PASTE_KEYS",
    "PasteSafeParser",
    "encoding_problem",
    "guard_paste",
    "is_dumb",
    "plain_letters",
    "quiet_again",
    "quiet_terminal",
    "safe_stderr",
    "stream_is_terminal",
    "write_lines",
]

#: Characters in one read beyond which it cannot be typing: a held key repeats one character at
#: a time, and even a burst of arrow keys after a stall is a few dozen bytes.
PASTE_BURST = 256
#: Printable characters in one read from which it is a paste: a person's keys arrive one a read
#: (two at most when two are pressed at once), a held key repeats one character at a time.
PASTE_KEYS = 3
#: Seconds within which a run of the key just pressed is that key held down (the first repeat
#: comes after a delay of 250 to 700 ms), arriving together after a stall of the game.
KEY_REPEAT = 0.75
#: Seconds after such a burst in which further input is still the same paste.
PASTE_TAIL = 0.02
#: Escape sequences (arrows, function keys, Alt+letter): keys, not typed text.
_SEQUENCE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|O.|.)?", re.DOTALL)
#: One read that is Alt and a key: Escape and one character that starts no escape sequence
#: ("[" and "O" do; Alt+[ and Alt+O stay as prompt_toolkit reads them).
_ALT_KEY = re.compile(r"\x1b[^\x1b\[O]\Z", re.DOTALL)
#: The key an Alt+key reaches the key bindings as (prompt_toolkit's keys are its own names or
#: one character): no binding of ours names it, so it is a key that does nothing here, like the
#: keys a terminal sends that prompt_toolkit reads as this one (xterm's keypad 5).
ALT_KEY = Keys.Ignore
_PASTE_START = "\x1b[200~"
#: Letters each language needs that not every encoding has.
_LETTERS = {"de": "äöüßÄÖÜ", "en": "", "fi": "äöÄÖ"}


def stream_is_terminal(stream: IO[Any] | None) -> bool:
    """Whether `stream` is open and a terminal (a closed ``<&-`` stream is None or raises)."""
    if stream is None:
        return False
    try:
        return bool(stream.isatty())
    except (OSError, ValueError, AttributeError):
        return False


def is_dumb(environ: dict[str, str] | os._Environ[str] | None = None) -> bool:
    """Whether the terminal understands no escape sequences at all (TERM=dumb, or unset)."""
    term = (environ if environ is not None else os.environ).get("TERM", "")
    return term in ("", "dumb", "unknown")


def encoding_problem(stream: IO[Any] | None, lang: str) -> str | None:
    """The name of `stream`'s encoding if it cannot show the letters of `lang`, else None."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        _LETTERS.get(lang, "").encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return str(encoding)
    return None


@contextlib.contextmanager
def quiet_terminal(stream: IO[Any] | None) -> Iterator[bool]:
    """Hold the terminal of `stream` without echo, line editing or signal keys until the end;
    yields whether it could (False for a pipe or without termios)."""
    try:
        import termios
    except ImportError:  # pragma: no cover - Windows
        yield False
        return
    if not stream_is_terminal(stream):
        yield False
        return
    assert stream is not None
    fd = stream.fileno()
    try:
        saved = termios.tcgetattr(fd)
    except (termios.error, OSError):
        yield False
        return
    try:
        termios.tcsetattr(fd, termios.TCSANOW, _quiet(saved))
    except (termios.error, OSError):
        yield False
        return
    try:
        yield True
    finally:
        with contextlib.suppress(termios.error, OSError):
            # Keys typed after the goodbye would otherwise land, echoed, in the shell.
            termios.tcflush(fd, termios.TCIFLUSH)
            termios.tcsetattr(fd, termios.TCSANOW, saved)


def _quiet(attributes: list[Any]) -> list[Any]:
    """`attributes` (as `termios.tcgetattr` gives them) without echo, line editing or signal keys."""
    import termios

    quiet: list[Any] = [list(x) if isinstance(x, list) else x for x in attributes]
    # The same flags as prompt_toolkit's own raw mode, so nothing changes when it takes over.
    quiet[0] = int(quiet[0]) & ~(termios.IXON | termios.IXOFF | termios.ICRNL | termios.INLCR | termios.IGNCR)
    quiet[3] = int(quiet[3]) & ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
    cc = quiet[6]
    cc[termios.VMIN] = 1
    cc[termios.VTIME] = 0
    return quiet


def quiet_again(fd: int) -> bool:
    """Hold the terminal `fd` quiet again if something else set it to echo and wait for Enter (a
    shell, while a stop signal the game did not ask for held it); True if it had to."""
    try:
        import termios
    except ImportError:  # pragma: no cover - Windows
        return False
    try:
        if not os.isatty(fd):
            return False
        attributes = termios.tcgetattr(fd)
        if not int(attributes[3]) & (termios.ECHO | termios.ICANON | termios.ISIG):
            return False
        termios.tcsetattr(fd, termios.TCSANOW, _quiet(attributes))
    except (termios.error, OSError, ValueError):
        return False
    return True


class PasteSafeParser(Vt100Parser):
    """prompt_toolkit's parser, with pastes that cannot make the game deaf or flood it."""

    #: Until when (monotonic seconds) more text belongs to the paste burst just seen.
    _burst_until = 0.0
    #: The last key typed alone and when (a held key repeats it).
    _last_key = ""
    _last_key_at = float("-inf")

    def __init__(self, callback: Callable[[KeyPress], None]) -> None:
        super().__init__(callback)
        #: Whether keys type text now (a line is open): then a quick run of keys is typing, each
        #: key edits the line as typed; only a burst beyond `PASTE_BURST` is a paste.
        self.keys_are_text: Callable[[], bool] = lambda: False

    def feed(self, data: str) -> None:
        if not self._in_bracketed_paste and _PASTE_START not in data:
            now = time.monotonic()
            # More text in one read than anyone types is a paste without brackets; so is its
            # tail, the short last piece that arrives right after it (only that piece: a key
            # typed later is a key again).
            burst = len(data) > PASTE_BURST or (not self.keys_are_text() and self._pasted_keys(data, now))
            if burst or now < self._burst_until:
                self._burst_until = now + PASTE_TAIL if burst else 0.0
                self._last_key = ""
                self.feed_key_callback(KeyPress(Keys.BracketedPaste, data))
                return
            if _ALT_KEY.match(data):
                self._last_key = ""
                self.feed_key_callback(KeyPress(ALT_KEY, data))
                return
        super().feed(data)

    def _pasted_keys(self, data: str, now: float) -> bool:
        """Whether `data`, one read, holds more printable keys than a person types at once;
        remembers a key typed alone, whose held-down repeats are still keys."""
        typed = [c for c in _SEQUENCE.sub("", data) if c.isprintable()]
        held = set(typed) == {self._last_key} and now - self._last_key_at < KEY_REPEAT
        if len(set(typed)) == 1:
            self._last_key, self._last_key_at = typed[0], now
        elif typed:
            self._last_key = ""
        return len(typed) >= PASTE_KEYS and not held

    def flush(self) -> None:
        # Called after a pause in the input: a paste still open by then has lost its end mark.
        if self._in_bracketed_paste:
            content = self._paste_buffer
            self._in_bracketed_paste = False
            self._paste_buffer = ""
            self.feed_key_callback(KeyPress(Keys.BracketedPaste, content))
        super().flush()


def guard_paste(input: Input, keys_are_text: Callable[[], bool] | None = None) -> Input:
    """Give `input` the paste-safe parser (inputs without a VT100 parser are left alone);
    `keys_are_text` says when keys type into a line (see `PasteSafeParser.keys_are_text`)."""
    parser = getattr(input, "vt100_parser", None)
    if isinstance(parser, Vt100Parser) and not isinstance(parser, PasteSafeParser):
        callback: Callable[[KeyPress], None] = parser.feed_key_callback
        parser = PasteSafeParser(callback)
        input.vt100_parser = parser  # type: ignore[attr-defined]
    if isinstance(parser, PasteSafeParser) and keys_are_text is not None:
        parser.keys_are_text = keys_are_text
    return input


def write_lines(stream: IO[str] | None, lines: list[str]) -> bool:
    """Write whole lines to a standard stream; False if it is closed or gone."""
    if stream is None:
        return False
    try:
        for line in lines:
            stream.write(line + "\n")
        stream.flush()
    except (OSError, ValueError):
        return False
    return True


def plain_letters(text: str) -> str:
    """`text` for a terminal that has only ASCII: umlauts spelled out, the rest replaced."""
    for letter, spelled in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"),
                            ("ß", "ss"), ("„", '"'), ("“", '"'), ("”", '"'), ("–", "-"), ("’", "'")):
        text = text.replace(letter, spelled)
    return text.encode("ascii", "replace").decode("ascii")


def safe_stderr() -> IO[str] | None:
    """Standard error if it is open, else standard output, else None."""
    for stream in (sys.stderr, sys.stdout):
        if stream is not None:
            try:
                stream.fileno()
            except (OSError, ValueError, AttributeError):
                continue
            return stream
    return None
