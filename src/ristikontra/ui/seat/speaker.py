"""Everything said at this terminal goes through here: output, transcript and the message history.

`Speaker.emit` hands one message to the output (speech, braille, earcon) and to the transcript;
its interrupt policy: the first message after a key press cuts off stale speech, a message of
the game itself never does. The speaker also reopens the output when a setting changes it; the
threads that open and close outputs then are its own, and `close` joins them. The session's
`ThreadOwner` (`table/threadowner.py`) calls that `close` on the session's way out.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import replace

from ristikontra.announce import Message, MessageKind
from ristikontra.i18n import Translator, translator
from ristikontra.keep.settings import Settings
from ristikontra.output.threads import Threads
from ristikontra.table.threadowner import ThreadOwner
from ristikontra.ui.seat.frontend import TRANSCRIPT_LIMIT
from ristikontra.ui.seat.history import MessageLog
from ristikontra.ui.seat.wiring import OpenedOutput, OutputLike, make_message, make_output

__all__ = ["Speaker"]

Post = Callable[[Callable[[], None]], None]

#: Settings an output is rebuilt for (the voice speaks one language: a new one may need another).
OUTPUT_SETTINGS = ("lang", "speech", "voice_rate", "voice_volume", "sound", "sound_volume")


class Speaker:
    """The output of one terminal and what it said."""

    def __init__(self, settings: Settings, output: OutputLike | None = None,
                 threads: ThreadOwner | None = None, *, transcript_limit: int = TRANSCRIPT_LIMIT) -> None:
        self.settings = settings
        self.t: Translator = translator(settings.lang or "en")
        self._post: Post | None = None
        # Output notices come from threads at any time: kept here under the lock until the
        # greeting has been said and the loop can take them (see `post`), never dropped.
        self._notice_lock = threading.Lock()
        self._greeted = False
        #: Receives the text of every message for the on-screen transcript.
        self.sink: Callable[[str], None] = lambda text: None
        #: Whether the live line is on the screen: then it shows the prompts (what Enter does
        #: now) itself, and they are not printed above it too (the application sets this).
        self.live_line_shown: Callable[[], bool] = lambda: False
        #: Every text said, in order (the tests read it). Once it holds `transcript_limit` lines
        #: the older half goes, so a seat that runs for days (a page's, on a server) stays small.
        self.transcript: list[str] = []
        self.transcript_limit = transcript_limit
        self.messages = MessageLog()
        #: The game messages of the current game, for the export (`e`).
        self.game_texts: list[str] = []
        #: What `m` repeats: the last message said, game message or answer.
        self.last: Message | None = None
        self._interrupt_next = False
        self._generation = 0
        self.startup_notices: list[str] = []
        self._own_output = output is None
        self._closed = False
        #: The threads that open a rebuilt output and close the one it replaces.
        self.threads = Threads()
        if threads is not None:
            threads.own("speaker", self.close)
        # Outputs opened for a changed setting and not yet swapped in on the loop.
        self._swap_lock = threading.Lock()
        self._waiting: list[OutputLike] = []
        self.output: OutputLike
        #: The speech channel in use (``voice``, ``text`` ...; "" for an output handed in).
        self.channel = ""
        if output is None:
            opened = self.create_output()
            self.output, self.channel = opened.output, opened.channel
            if opened.reason:
                self.startup_notices.append(opened.reason)
        else:
            self.output = output

    # ------------------------------------------------------------------ saying

    def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> Message:
        """Emit an answer of the table's own catalog (not part of the game's history)."""
        return self.tell(msg_id, args, sound)

    def tell(self, msg_id: str, args: Mapping[str, str | int | float], sound: str | None = None, *,
             remember: bool = False, prompt: bool = False, kind: MessageKind | None = None) -> Message:
        """`say` with the catalog arguments as one mapping; `remember` for the game's notices,
        `prompt` for what the live line shows too (see `emit`); `kind` what it is (`make_message`)."""
        text = self.t.format(msg_id, args)
        return self.emit(make_message(text, text, sound, kind=kind), remember=remember, prompt=prompt)

    def emit(self, message: Message, *, remember: bool = False, queue: bool = False, echo: bool = False,
             prompt: bool = False) -> Message:
        """Hand one message to the output and the transcript.

        `remember` puts it into the game's history (Page Up/Down, the export); every message but
        an `echo` (`m`'s own repeat) becomes the one `m` repeats, read-backs (Page Up/Down) too.

        With `queue` (what happens at the table) a message never cuts off speech itself: "your
        turn" must not swallow the plays before it.

        A `prompt` (what Enter does between deals) is the live line's text while it holds: with
        the live line on the screen it is spoken and brailled, not printed above the line as well
        (a console screen reader would read it twice, a sighted player see it twice); without the
        live line it is printed like any message.
        """
        interrupt = (message.interrupt and not queue) or self._interrupt_next
        self._interrupt_next = False
        # Whole, with its kind, as the player's settings have it heard: no braille line with
        # braille off, no earcon with sounds off.
        self.output.say(replace(message, short=(message.short or message.text) if self.settings.braille else "",
                                sound=message.sound if self.settings.sound else None, interrupt=interrupt))
        self.transcript.append(message.text)
        if len(self.transcript) > self.transcript_limit:
            del self.transcript[: len(self.transcript) // 2]
        if not (prompt and self.live_line_shown()):
            self.sink(message.text)
        if remember:
            self.messages.add(message)
            self.game_texts.append(message.text)
        if not echo:
            self.last = message
        return message

    def key_pressed(self) -> None:
        """A key starts a new answer: its first message cuts off stale speech."""
        self._interrupt_next = True

    def silence(self) -> None:
        self._interrupt_next = False
        self.output.silence()

    def greet(self, welcome: bool = True) -> None:
        """Say the welcome (unless coming back to a game already greeted) and what waited for it."""
        if welcome:
            self.say("ui-welcome")
        with self._notice_lock:
            waiting, self.startup_notices = self.startup_notices, []
            self._greeted = True
        heard = {message.text for message in self.messages.items}
        for notice in waiting:
            if notice not in heard:  # back from a table online: the output's notice was heard before it
                self.notice(notice)

    def continue_history(self, messages: MessageLog, texts: list[str]) -> None:
        """Back from a table online, the game here goes on: its messages before the visit stay
        readable (Page Up) and in the export (`e`)."""
        self.messages, self.game_texts = messages, texts

    def notice(self, text: str) -> None:
        """Say a notice of the output or the table (a backend failed, why the output speaks as it
        does); it belongs to the game's history."""
        self.emit(make_message(text, kind="notice"), remember=True)

    # ------------------------------------------------------------------ the message history

    def repeat(self) -> None:
        last = self.last
        if last is None:
            self.say("ui-nothing-said")
            return
        self.emit(last, echo=True)

    def messages_back(self) -> None:
        self._read_message(self.messages.back(), "ui-messages-first")

    def messages_forward(self) -> None:
        self._read_message(self.messages.forward(), "ui-messages-last")

    def messages_jump(self, last: bool) -> None:
        """Home / End while reading back: the oldest / the newest message."""
        self._read_message(self.messages.jump(last), "ui-messages-last" if last else "ui-messages-first")

    def _read_message(self, found: tuple[Message | None, bool], edge_id: str) -> None:
        """Say the message the history moved to and where it stands ("12 of 90"); at either end,
        say which end it is. Either becomes what `m` repeats: the line just read back, "whatever
        it was"."""
        message, moved = found
        if message is None:
            self.say("ui-nothing-said")
        elif moved:
            position, total = self.messages.position
            self.emit(make_message(self.t("ui-message-at", text=message.text, position=position, total=total),
                                   self.t("ui-message-at", text=message.short, position=position, total=total)))
        else:
            self.emit(make_message(self.t(edge_id, text=message.text), message.short))

    # ------------------------------------------------------------------ the output

    def create_output(self) -> OpenedOutput:
        s = self.settings
        return make_output(s.speech, s.lang or "en", sound=s.sound, voice_rate=s.voice_rate,
                           voice_volume=s.voice_volume, sound_volume=s.sound_volume,
                           on_notice=self._output_notice)

    @property
    def post(self) -> Post | None:
        """Runs a function on the UI loop; the application sets it (output notices come from threads)."""
        return self._post

    @post.setter
    def post(self, post: Post | None) -> None:
        with self._notice_lock:
            self._post = post
        self._deliver_notices()

    def _output_notice(self, text: str) -> None:
        """A speech backend failed and another took over (called from an output thread)."""
        with self._notice_lock:
            self.startup_notices.append(text)
        self._deliver_notices()

    def _deliver_notices(self) -> None:
        """Hand waiting notices to the loop, once the greeting is out and a loop is there."""
        with self._notice_lock:
            post = self._post
            if post is None or not self._greeted:
                return
            waiting, self.startup_notices = self.startup_notices, []
        for text in waiting:
            post(functools.partial(self.notice, text))

    def settings_changed(self, settings: Settings, name: str) -> None:
        """Follow a changed setting: a new language, or a new output for the output settings."""
        self.settings = settings
        if name == "lang":
            self.t = translator(settings.lang)
        if name in ("voice_volume", "sound_volume") and self._own_output:
            # A volume step changes the output in place: the very next message (the new level
            # said by a volume key) is heard at the new volume, and no device is reopened.
            if name == "voice_volume":
                self.output.set_volumes(voice=settings.voice_volume / 100)
            else:
                self.output.set_volumes(sound=settings.sound_volume / 100)
        elif name in OUTPUT_SETTINGS and self._own_output:
            self.rebuild_output(chosen=name == "speech", sounds_on=name == "sound" and settings.sound)

    def rebuild_output(self, chosen: bool = False, sounds_on: bool = False) -> None:
        """Open the output for the new settings without stalling the keys.

        Opening audio can take seconds, so with a running loop (`post`) the new output is built
        on a helper thread and swapped in on the loop; the old one speaks until then. Why this
        channel is said only when the channel changed, or when the player chose one (`chosen`)
        that is not what now speaks: a step of the speech rate changes no channel. Sounds just
        turned on (`sounds_on`) that found no audio device say so once the output is there: "on"
        alone would promise sounds nobody hears.
        """
        post = self.post
        self._generation += 1
        generation = self._generation

        def build() -> None:
            opened = self.create_output()
            with self._swap_lock:
                if not self._closed:
                    self._waiting.append(opened.output)  # closed by `close` if never swapped in
                    waiting = True
                else:
                    waiting = False  # the table was closed while this output opened
            if not waiting:
                opened.output.close()
                return

            def swap() -> None:
                with self._swap_lock:
                    if opened.output not in self._waiting:
                        return  # `close` has closed it already
                    self._waiting.remove(opened.output)
                if generation != self._generation:
                    opened.output.close()  # a later change already asked for another output
                    return
                old, self.output = self.output, opened.output
                changed, self.channel = opened.channel != self.channel, opened.channel
                self.threads.spawn("ristikontra-output-close", old.close)
                # A volume step while this output opened went to the old one: bring it along.
                opened.output.set_volumes(voice=self.settings.voice_volume / 100,
                                          sound=self.settings.sound_volume / 100)
                if opened.reason and (chosen or changed):
                    self.emit(make_message(opened.reason, kind="notice"))
                if sounds_on and not opened.output.sound_enabled:
                    self.say("ui-sounds-no-device")

            if post is None:
                swap()
            else:
                post(swap)

        if post is None:
            build()
        else:
            self.threads.spawn("ristikontra-output-open", build)

    def close(self, timeout: float = 1.0) -> None:
        """Close the output, and any opened for a setting but not yet swapped in (the loop may
        have ended first), in parallel; wait at most `timeout` s for every thread that opens or
        closes outputs. One still opening closes its output itself once it is open."""
        deadline = time.monotonic() + timeout
        with self._swap_lock:
            closed_before, self._closed = self._closed, True
            waiting, self._waiting = self._waiting, []
        if self._own_output and not closed_before:
            waiting.append(self.output)
        for output in waiting:
            self.threads.spawn("ristikontra-output-close", output.close)
        self.threads.join(deadline)
