"""The application's output: transcript lines printed above the live line, and the live line.

The lines of one key press go out in one write, above the live line, which is written only when
it changed (`ui/terminal/liveline.py`); TERM=dumb gets plain lines. If the terminal is gone, the
application ends as when its window closes.

While a screen reader that reads new terminal text runs (Orca, Fenrir) and the game speaks
itself (through it, or with its own voice), the terminal is left as it is: no lines and no live
line. The reader would otherwise read each line a second time, late, and the live line and its
cursor besides (docs/READERS.md, "Orca in a terminal"). The lines stay in the history keys.

`TranscriptOutput` is a part of `ui.terminal.app.TableApp`, which sets up the attributes it uses.
"""

from __future__ import annotations

import contextlib
import sys

from prompt_toolkit.application import Application

from ristikontra.ui.terminal.liveline import LiveLine
from ristikontra.ui.terminal.session import TableSession
from ristikontra.ui.terminal.tty import write_lines

__all__ = ["SPOKEN_CHANNELS", "TranscriptOutput", "terminal_reader"]

#: The channels on which the game speaks itself (not through the terminal's text).
SPOKEN_CHANNELS = ("screenreader", "voice")


def terminal_reader() -> str | None:
    """The running screen reader that reads new terminal text aloud by itself (Linux: Orca,
    Fenrir, found in the process table), or None."""
    if not sys.platform.startswith("linux"):
        return None
    from ristikontra.output.screenreader import running_linux_reader

    return running_linux_reader()


class TranscriptOutput:
    """What a `TableApp` writes to the terminal (see the module docs)."""

    session: TableSession
    app: Application[int]
    #: The terminal the messages and the live line go to (prompt_toolkit itself draws nothing).
    live: LiveLine
    #: TERM=dumb (or a console without escape sequences): plain lines only, and no live line.
    _plain: bool
    #: Set when the terminal went away (a closed window): nothing more can be written to it.
    terminal_gone: bool
    _lines: list[str]
    _flush_scheduled: bool
    #: On the way to the background (Control+Z): the live line stays off until the game is back.
    _suspending: bool
    #: The screen reader running at start that reads new terminal text itself, if any.
    terminal_reader: str | None

    def _screen_quiet(self) -> bool:
        """Whether the terminal is left as it is: a screen reader reads new terminal text and
        the game speaks itself (see the module docs)."""
        if self.terminal_reader is None:
            return False
        # The channel speaking now: one that failed meanwhile may have fallen back to text.
        return self.session.speaker.output.channel in SPOKEN_CHANNELS

    def _show_live_line(self) -> None:
        """After every change the application saw: the live line, written only if it changed."""
        if self._plain or self.terminal_gone or self.app.is_done or self._suspending:
            return
        # Off by choice, the live line still shows a line being typed (the chat): else nothing echoes it.
        typing = self.session.keyboard.line.active
        self.live.enabled = (bool(self.session.settings.live_line) and not self._screen_quiet()) or typing
        try:
            self.live.show(*self.session.keyboard.live_line(self.live.width()))
        except OSError:
            self._lost_while_writing()

    def _live_line_shown(self) -> bool:
        """Whether the live line is on the screen (then it shows what Enter does between deals)."""
        if self._plain or self.terminal_gone or not self.session.settings.live_line or self._screen_quiet():
            return False
        return self.live.shown or not self.app.is_running  # before the run: shown once it starts

    def _lost_while_writing(self) -> None:
        # The terminal is gone: end as when its window closes.
        if self.app.is_running and not self.app.is_done:
            self.app.exit(exception=EOFError())

    def _end_live_line(self) -> None:
        """The live line's last state must not stay on the screen or in the scrollback."""
        if not self._plain and not self.terminal_gone:
            with contextlib.suppress(OSError, ValueError):
                self.live.close()

    def _print(self, text: str) -> None:
        """Queue a transcript line; lines of one key press go out in one write."""
        if self._screen_quiet():
            return  # said already; a screen reader reading the terminal would say it again
        self._lines.append(text)
        if not self.app.is_running:
            return
        if not self._flush_scheduled:
            self._flush_scheduled = True
            if self.app.loop is not None:
                self.app.loop.call_soon(self._flush)
            else:
                self._flush()

    def _flush(self) -> None:
        """Print the queued lines above the live line.

        Never through `run_in_terminal`: that puts the terminal back into cooked mode while it
        prints, and keys pressed meanwhile would be echoed as junk (and Ctrl+\\ would kill the
        game). The lines go above the live line, which is not touched.
        """
        self._flush_scheduled = False
        if self.app.is_done:
            return  # the last lines (the goodbye) are printed once the application has ended
        lines, self._lines = self._lines, []
        if not lines:
            return
        if self._plain:
            write_lines(sys.stdout, lines)
            return
        try:
            self.live.print_lines(lines)
        except OSError:
            self._lost_while_writing()
            return
        if self.app.is_running:
            self.app.invalidate()

    def flush_remaining(self) -> list[str]:
        """Lines not yet printed (the caller prints them once the application has ended)."""
        lines, self._lines = self._lines, []
        return lines
