"""The prompt_toolkit application around a `TableSession`: keys in, transcript and live line out.

Not full screen: finished messages are printed above one short live line (the hand, with the
cursor on the focused card; `ui/liveline.py`), so a screen reader reads each new line once and
a braille display does not jump. prompt_toolkit reads the keys; it draws nothing (its output is
a `DummyOutput`): the live line is written by `LiveLine`, and only when it changes (the output:
`ui/transcript.py`). The table runs on the application's loop: computer seats think on their own
threads and their answers hop to the loop, so keys keep working while a computer thinks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from prompt_toolkit.application import Application, run_in_terminal
from prompt_toolkit.filters import Condition
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.bindings.cpr import load_cpr_bindings
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import DummyOutput, Output, create_output
from prompt_toolkit.styles import DummyStyle

from ristikontra.ui.seat.commands import Command, Key, keyboard_commands
from ristikontra.ui.seat.keys import BINDINGS, KeyMode
from ristikontra.ui.terminal.liveline import LiveLine
from ristikontra.ui.terminal.session import TableSession
from ristikontra.ui.terminal.suspend import speech_ended, stop_here, suspend_problem
from ristikontra.ui.terminal.transcript import TranscriptOutput, terminal_reader
from ristikontra.ui.terminal.tty import guard_paste, is_dumb, quiet_again

__all__ = ["PASTE_QUIET", "TableApp"]

#: Seconds in which further pieces of a paste get no answer of their own.
PASTE_QUIET = 1.0

_log = logging.getLogger("ristikontra.ui")
# Errors go to whatever log the application sets up, never to the terminal by Python's default.
_log.addHandler(logging.NullHandler())


def _key_of(event: KeyPressEvent) -> Key:
    """The pressed key as the seat's commands take it: its name as the key table spells it ("t",
    "left", "c-q") and the text it types."""
    key = event.key_sequence[0].key if event.key_sequence else ""
    return Key(key.value if isinstance(key, Keys) else str(key), event.data)


def _understands_vt100(output: Output) -> bool:
    """Whether `output` passes escape sequences to a terminal that understands them."""
    from prompt_toolkit.output.vt100 import Vt100_Output

    return isinstance(output, Vt100_Output) or type(output).__name__ == "Windows10_Output"


class TableApp(TranscriptOutput):
    """Runs one session in the terminal until the player quits."""

    def __init__(self, session: TableSession, *, input: Input | None = None, output: Output | None = None) -> None:
        self.session = session
        self.keys_seen = 0
        #: Whether the game was saved (or the save tried) on the way out, and the exit status.
        self._quit_done = False
        #: Set once on the way out and never cleared: from then on nothing the table or the output
        #: posts is run, and no key acts. Our own flag, as prompt_toolkit's `is_done` reads False
        #: again while the application winds down (it forgets its future before it waits for its
        #: background tasks), and a computer's play run then would be said after the goodbye and
        #: leave the save behind the game. Set and read on the loop's thread only.
        self._leaving = False
        self._exit_code = 0
        #: Set when the terminal went away (a closed window): nothing more can be written to it.
        self.terminal_gone = False
        self._lines: list[str] = []
        self._flush_scheduled = False
        # prompt_toolkit needs a focusable window to take keys; it draws to a DummyOutput.
        self.control = FormattedTextControl("", focusable=True)
        #: TERM=dumb understands no escape sequence: plain lines only, and no live line.
        self._plain = output is None and is_dumb()
        self.terminal_reader = terminal_reader()
        if output is None and not self._plain:
            output = create_output(stdout=sys.stdout)
            # A console without escape sequences (Windows before 10) gets plain lines too.
            self._plain = not _understands_vt100(output)
        #: The terminal the messages and the live line go to (prompt_toolkit itself draws nothing).
        self.live = LiveLine(DummyOutput() if self._plain or output is None else output)
        #: Bugs caught at the top (tests assert there are none).
        self.errors: list[BaseException] = []
        #: When the last paste was answered: one answer for the pieces of one paste.
        self._paste_answered = float("-inf")
        #: Control+Z was pressed and the game has not come back from the background yet.
        self._suspending = False
        #: What the table and the output sent meanwhile: done after "The game is back".
        self._held: list[Callable[[], None]] = []
        self.app: Application[int] = Application(
            layout=Layout(Window(self.control, wrap_lines=True, dont_extend_height=True)),
            key_bindings=self._bindings(),
            full_screen=False,
            mouse_support=False,
            style=DummyStyle(),
            include_default_pygments_style=False,
            input=input,
            output=DummyOutput(),
            erase_when_done=False,
            after_render=lambda _app: self._show_live_line(),
        )
        # Only our own keys: prompt_toolkit's editing bindings (Emacs prefixes, self-insert) mean
        # nothing at a card table and would hold keys back as possible prefixes.
        self.app._default_bindings = load_cpr_bindings()
        # Long enough for escape sequences to arrive whole, short enough that Escape feels instant.
        self.app.ttimeoutlen = 0.15
        self.app.timeoutlen = 0.15
        # In an open line (the chat, "Play online") quick keys are typing, not a paste.
        guard_paste(self.app.input, keys_are_text=lambda: session.keyboard.line.active)
        session.speaker.sink = self._print
        session.speaker.live_line_shown = self._live_line_shown
        session.keyboard.changed = self._redraw
        session.keyboard.deal_guard = True  # Enter right after a deal's result waits, as after the game's
        session.keyboard.can_suspend = lambda: suspend_problem(self.app.input) is None
        session.leave = self._save_and_exit

    # ------------------------------------------------------------------ keys

    def mode(self) -> KeyMode:
        return self.session.keyboard.mode

    def _bindings(self) -> KeyBindings:
        kb = KeyBindings()
        k = self.session.keyboard
        commands = {**keyboard_commands(k, lambda: self.keys_seen), "quit": self._quit}
        for binding in BINDINGS:
            action = commands[binding.command]
            modes = binding.modes
            # F1's list is a mode over the table's: the keys of both work (`KeyboardSeat.modes`).
            active = Condition(lambda modes=modes: any(m in modes for m in k.modes))  # type: ignore[misc]
            for key in binding.keys:
                kb.add(key, filter=active, eager=True)(self._wrap(action))
        # The terminal sends these as keys (no signals while the game runs): save and quit,
        # and Control+Z the wait in the background, in every mode.
        kb.add("c-c", eager=True)(self._wrap(self._quit))
        kb.add("c-\\", eager=True)(self._wrap(self._quit))
        kb.add("c-z", eager=True)(self._wrap(self._suspend))
        kb.add(Keys.BracketedPaste, eager=True)(self._wrap(self._pasted))
        kb.add(Keys.Any)(self._wrap(lambda key: k.any_key(key.name, key.data)))
        return kb

    def _wrap(self, action: Command) -> Callable[[KeyPressEvent], None]:
        """prompt_toolkit's handler for a key: the key, as the seat's commands take it, to `action`."""
        def handler(event: KeyPressEvent) -> None:
            self.keys_seen += 1
            if not self.finished:
                self.session.speaker.key_pressed()
                try:
                    action(_key_of(event))
                except Exception as error:
                    self._internal_error(error)
                self.after_change()

        return handler

    def _internal_error(self, error: BaseException | None, context: dict[str, Any] | None = None) -> None:
        """A bug in the game: logged for the bug report, said once per key, never a traceback on
        the player's terminal (prompt_toolkit's own handler would also wait for Enter)."""
        self.errors.append(error if error is not None else RuntimeError(str(context)))
        _log.error("internal error", exc_info=error if error is not None else False)
        with contextlib.suppress(Exception):
            self.session.say("ui-internal-error", sound="error")

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        self._internal_error(context.get("exception"), context)

    def _pasted(self, key: Key) -> None:
        """Pasted text is one input, answered once (the pieces of one paste are not re-answered)."""
        if self.session.keyboard.pasted(key.data):
            return  # into the open chat line
        now = self.session.keyboard.clock()
        if now - self._paste_answered > PASTE_QUIET:
            self.session.say("ui-paste-ignored", sound="error")
        self._paste_answered = now

    def _quit(self, key: Key) -> None:
        if not self.session.table.leave_watching():
            self._save_and_exit()

    def _suspend(self, key: Key) -> None:
        """Control+Z: wait in the background until `fg` (see `ui/suspend.py`), or say why not."""
        problem = suspend_problem(self.app.input)
        if problem is not None:
            self.session.say(problem, sound="error")
        elif not self._suspending:
            self._suspending = True
            # Online the table plays on meanwhile, and that is said too.
            self.session.say(self.session.table.suspend_message)
            self.app.create_background_task(self._wait_in_background())

    async def _wait_in_background(self) -> None:
        try:
            # The sentence is heard whole before the shell's prompt comes. Meanwhile the loop runs
            # on (a shutdown or a closed terminal is answered), but the game stands as the
            # player asked: the keys wait in the terminal, what the table sends waits in `_held`.
            with self.app.input.detach():
                self._flush()
                await speech_ended(self.session.output.speech_idle)
                self._end_live_line()
                await run_in_terminal(self._stop_until_fg)
        finally:
            self._suspending = False
            held, self._held = self._held, []
            for fn in held:
                self._posted(fn)
            self.after_change()  # the live line, drawn anew

    def _stop_until_fg(self) -> None:
        stop_here()
        if not self._plain and not self.terminal_gone:
            with contextlib.suppress(OSError):
                self.live.begin()
        # Said at once, before anything that arrived meanwhile (a computer's play, a chat line
        # online): that waits on the loop.
        self.session.keyboard.back_from_background()

    def _continued(self) -> None:
        """The game goes on after a stop it did not ask for (`kill -STOP`, a debugger; Control+Z
        comes back through `_stop_until_fg`). A shell that had the terminal meanwhile left it
        echoing keys and waiting for Enter, and wrote over the live line: the terminal is held
        quiet again, the live line drawn anew, and the player hears that the game is back."""
        if self._suspending or self.terminal_gone or self.finished:
            return
        try:
            fd = self.app.input.fileno()
        except (OSError, ValueError, NotImplementedError):
            return
        if not quiet_again(fd):
            return  # nobody else had the terminal: nothing changed that needs saying
        if not self._plain:
            with contextlib.suppress(OSError):
                self.live.begin()
        self.session.keyboard.back_from_background()
        self.after_change()

    @property
    def finished(self) -> bool:
        """Whether the application is on its way out (or gone): nothing more is done or said."""
        return self._leaving or self.app.is_done

    def _save_and_exit(self) -> None:
        if self.finished or self._quit_done:
            return
        self._leaving = True
        self._quit_done = True
        self._exit_code = self.session.save_and_quit()
        self.app.exit(result=self._exit_code)

    def _terminal_lost(self) -> int:
        """The terminal is gone (its window closed, input at its end): save without a word on
        stderr, and make sure nothing else tries to write to it."""
        self.terminal_gone = True
        self._leaving = True
        if not self._quit_done:
            self._quit_done = True
            self._exit_code = self.session.save_and_quit()
        self._lines.clear()
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            for stream in (sys.stdout, sys.stderr):
                # Python flushes these at exit; a dead terminal would make that print an error.
                with contextlib.suppress(OSError, ValueError, AttributeError):
                    stream.flush()
            os.dup2(devnull, 1)
            os.close(devnull)
        return self._exit_code

    # ------------------------------------------------------------------ the table's turns

    def after_change(self) -> None:
        """Redraw the live line (the table moves on by itself: computers answer on their own)."""
        if not self.finished:
            self.app.invalidate()

    def _redraw(self) -> None:
        if self.app.is_running:
            self.app.invalidate()

    @property
    def busy(self) -> bool:
        """Whether a computer seat is to move (it is thinking, or waiting for the menu to close)."""
        return self.session.thinking

    # ------------------------------------------------------------------ running

    def _pre_run(self) -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_error)
        for name in ("SIGTERM", "SIGHUP"):
            # A closed terminal window or a shutdown saves the game like Ctrl+Q.
            number = getattr(signal, name, None)
            if number is not None:
                with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                    loop.add_signal_handler(number, self._save_and_exit)
        continued = getattr(signal, "SIGCONT", None)
        if continued is not None:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(continued, self._continued)

        def post(fn: Callable[[], None]) -> None:
            # A thread may finish after the loop has closed (an output opened at quit): drop it.
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._posted, fn)

        self.session.attach(post)
        if not self._plain:
            with contextlib.suppress(OSError):
                self.live.begin()
        self._flush()
        self.after_change()

    def _posted(self, fn: Callable[[], None]) -> None:
        if self._suspending:
            self._held.append(fn)
        elif not self.finished:
            fn()
            self.after_change()

    async def run_async(self) -> int:
        try:
            result = await self.app.run_async(pre_run=self._pre_run, set_exception_handler=False)
        except (EOFError, OSError):
            return self._terminal_lost()
        finally:
            self._ended()
        return int(result or 0)

    def run(self) -> int:
        try:
            result = self.app.run(pre_run=self._pre_run, set_exception_handler=False)
        except (EOFError, OSError):
            return self._terminal_lost()
        finally:
            self._ended()
        return int(result or 0)

    def _ended(self) -> None:
        self._leaving = True  # however it ended: what is still posted stays undone
        self._end_live_line()

