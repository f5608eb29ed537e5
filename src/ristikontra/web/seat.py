"""The web seat: the server announces for a browser, with the terminal's own keyboard seat.

A browser page is a thin terminal. Its connection sits at a table like any client's (`create`,
`join`, `seat`, `resume`); once it asks with `announce` (language and verbosity), the server runs
for it, on the server's loop, what `ristikontra online` runs in a terminal: a `KeyboardSeat`
(`ui/seat/keyboard.py`: the announcer, the hand cursor, history browsing, the coach, help) at an
`OnlineTable` (`ui/online/table.py`), minus prompt_toolkit. The frames the table sends this connection
are read by the online client's own state (`net/clientstate.py`), fed the frames as the objects
they were made of (their text is never read back), so the seat hears exactly what a terminal at
this seat would hear, and nothing of another seat. The page sends key presses by name
(`net/webkeys.py`) and gets each message said as a `say` frame, with a small snapshot of the
table for drawing it. Nothing of the sentences lives in the page (docs/ARCHITECTURE.md, "The web seat").
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from ristikontra.ai.coach import Mistake
from ristikontra.announce.cards import winning_seat
from ristikontra.announce.coach import coach_message
from ristikontra.announce.message import ASSERTIVE_KINDS, Message
from ristikontra.engine import Card, PlayBlind, PlayCard, SeatView, TrickRecord
from ristikontra.keep.settings import Settings
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Answer, ClientState
from ristikontra.net.frames import EventsFrame
from ristikontra.net.protocol import dumps, frame_data
from ristikontra.net.webkeys import WEB_KEYS, WebKey
from ristikontra.options import BY_NAME, Value
from ristikontra.output.base import Channel
from ristikontra.table.threadowner import STOP_SECONDS
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.seat.commands import Command, Key, keyboard_commands
from ristikontra.ui.seat.frontend import FrontEnd
from ristikontra.ui.seat.keyboard import KeyboardSeat
from ristikontra.ui.seat.keys import BINDINGS, KeyMode
from ristikontra.ui.seat.menu import OptionsMenu
from ristikontra.ui.terminal.session import TableSession

__all__ = ["OUTPUT_SETTINGS", "PAGE_OPTIONS", "PAGE_OPTION_GROUPS", "WebOutput",
           "WebSeat", "WebTable", "binding_command", "table_snapshot"]

#: The seat's options a page offers in its Options section: what is said, and how, in groups (the
#: group's id, its title's message id, its options in the order of the seat's menu). The table's
#: rules, computers and pace are the table's; the live line and the braille line are a terminal's.
PAGE_OPTION_GROUPS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("speech", "net-web-options-speech", ("lang", "verbosity", "speech")),
    ("sound", "net-web-options-sound", ("sound", "sound_volume", "voice_volume", "voice_rate")),
    ("coach", "net-web-options-coach", ("online_hints",)),
)
PAGE_OPTIONS = tuple(name for _, _, names in PAGE_OPTION_GROUPS for name in names)

#: The output settings a page keeps and gives back with `announce` (net/protocol.py checks their
#: values); with them whether this player allows hints, which the page's table hears of at once.
OUTPUT_SETTINGS = ("speech", "sound", "sound_volume", "voice_volume", "voice_rate", "online_hints")

_log = logging.getLogger("ristikontra.web.seat")

#: The coach's searches of all pages at this server, one at a time: a search holds the
#: interpreter for a fifth of a second, and the server's loop serves every table meanwhile.
COACH_GATE = threading.BoundedSemaphore(1)

#: The lines a page's seat keeps of what it said: the page keeps its own log.
PAGE_TRANSCRIPT_LIMIT = 200


def binding_command(key: WebKey, modes: tuple[KeyMode, ...]) -> str | None:
    """The command `key` runs in `modes`, chosen as prompt_toolkit chooses at the terminal
    (`ui/terminal/app.py` adds one binding per key of the key table, in its order): of the bindings whose
    modes are active, the one added last. None: no binding takes it (`any_key`)."""
    chosen = None
    for binding in BINDINGS:
        if key.binding in binding.keys and any(mode in binding.modes for mode in modes):
            chosen = binding.command
    return chosen


class WebOutput:
    """The seat's output: each message the speaker emits, collected for the next `say` frame.

    The page speaks the words itself (its own voice or the screen reader's live regions) and
    follows the seat's volume settings as the `say` frame's `output` tells them: here the words
    are text, and nothing is waited for."""

    #: Text for the page: the volume keys say the setting is the game's own voice's.
    channel: Channel = "text"
    follows_volume = False
    #: The page plays the earcons (when its `output` says sound is on).
    sound_enabled = True

    def __init__(self, waiting: Callable[[], None]) -> None:
        self.messages: list[dict[str, Any]] = []
        #: Escape was pressed: the page stops its voice before what follows.
        self.silenced = False
        self._waiting = waiting

    def say(self, message: Message) -> None:
        """One message for the page, whole: `kind` is the live region it goes to (`assertive`: your
        turn, a refusal; the rest `polite`), `about` what the message is (`MessageKind`)."""
        self.messages.append({"text": message.text, "short": message.short or message.text, "sound": message.sound,
                              "kind": "assertive" if message.kind in ASSERTIVE_KINDS else "polite",
                              "about": message.kind, "interrupt": message.interrupt})
        self._waiting()

    def silence(self) -> None:
        self.silenced = True
        self._waiting()

    def set_volumes(self, voice: float | None = None, sound: float | None = None) -> None:
        """The page sets its own volumes from the settings the next `say` frame carries."""

    def speech_idle(self) -> bool:
        return True  # nothing is spoken in the server

    def close(self) -> None:
        pass


def _seat_name(players: Any, seat: int, t: Callable[..., str]) -> str:
    """A person's own name; a computer's in the page's language (the server named it in its own)."""
    player = next((p for p in players if p.seat == seat), None)
    if player is None:
        return ""
    return t("net-computer-name", seat=seat) if player.kind == "computer" else str(player.name)


#: A card in words: (card, position, total) as the terminal reads the focused card ("four of
#: diamonds, 2 of 6"), with position 0 the card's plain name ("four of diamonds").
CardName = Callable[[Card, int, int], str]


def table_snapshot(k: KeyboardSeat, name: CardName | None = None) -> dict[str, Any] | None:
    """What the page draws for sighted players, from the seat's own view only: the seats (names,
    partner), the trick by seat and who is winning it, the deal's last finished trick, the hand in
    the cursor's order with each card named as the terminal names the focused card, the stock and
    the scores (with what they count and the game's target). Every card comes with its name in the
    seat's language: the page spells no card itself."""
    view = k.view
    if view is None:
        return None
    me = view.seat
    # A watcher sits behind `me` and is nobody: no seat is "you" or "partner", each team is named
    # by its players ("Anna and Carl"), and a trick taken is said by name.
    watching = k.link.watching
    plays = [(seat, card) for seat, card, _ in view.trick]
    hand: list[Card] = list(k.hand.cards)
    if name is None:
        announcer = k.announcer

        def name(card: Card, position: int, total: int) -> str:
            return announcer.card_focus(card, position, total).text if position else announcer.card_name(card)
    return {
        "phase": view.phase, "deal": view.deal, "trick_no": view.trick_no,
        "to_move": view.to_move if view.phase == "playing" else None, "dealer": view.dealer,
        "seats": [{"seat": seat, "name": _seat_name(view.players, seat, k.announcer.ctx.t),
                   "you": seat == me and not watching, "partner": seat == (me + 2) % 4 and not watching,
                   "cards": view.hand_sizes[seat]} for seat in range(4)],
        # Watching: the seat the table is drawn from, and the teams by name (team 0, team 1).
        "behind": me if watching else None,
        "teams": [k.announcer.ctx.persp.team_name(team) for team in (0, 1)] if watching else None,
        "trick": _plays(view.trick, name),
        "winning": winning_seat(plays) if plays else None,
        "hand": [str(card) for card in hand],
        "names": [name(card, i + 1, len(hand)) for i, card in enumerate(hand)],
        "card_names": [name(card, 0, 0) for card in hand],
        "cursor": k.hand.index if hand else None,
        # What may be played now (empty when it is not this seat's turn): the page marks those cards.
        "playable": [str(a.card) for a in view.legal if isinstance(a, PlayCard)] if view.my_turn else [],
        "blind": any(isinstance(a, PlayBlind) for a in view.legal) if view.my_turn else False,
        "stock": view.stock_size, "points": list(view.points), "scores": list(view.totals),
        # What the scores count and up to where: "points", "sticks, first to 7".
        "scoring": view.rules.scoring, "target": view.rules.target,
        # The deal's last finished trick, face up for everyone: the page keeps it drawn until
        # the next trick's first card (who took it, with how many points).
        "last_trick": _finished_trick(view, view.history[-1], name, k.announcer.ctx.t, watching)
        if view.history else None,
    }


def _finished_trick(view: SeatView, record: TrickRecord, name: CardName, t: Callable[..., str],
                    watching: bool = False) -> dict[str, Any]:
    """A finished trick as the page draws it: its cards by seat in playing order (the first led),
    who took it and its points, and that in words ("North takes the trick, 21 points")."""
    taken = t("net-web-trick-taken", who="self" if record.winner == view.seat and not watching else "other",
              name=_seat_name(view.players, record.winner, t), count=record.points)
    return {"number": record.number, "winner": record.winner, "points": record.points, "taken": taken,
            "plays": _plays(zip(record.seats, record.cards, record.blind, strict=True), name)}


def _plays(plays: Iterable[tuple[int, Card, bool]], name: CardName) -> list[dict[str, Any]]:
    """Cards on the table in playing order: by seat, named in the seat's language, whether blind."""
    return [{"seat": seat, "card": str(card), "name": name(card, 0, 0), "blind": was_blind}
            for seat, card, was_blind in plays]


class WebTable(OnlineTable):
    """The online table as a page sits at it: the page's connection is the seat's, so closing the
    seat leaves nothing to send (the page leaves, or its connection's end starts the grace time),
    and Control+Q, the terminal's way to leave, is no key of a page (F1 does not offer it, nor
    does the prompt at the game's end)."""

    again_prompt = "net-web-again-prompt"

    #: A page leaves by its own controls, not by Control+Q.
    watch_notes: ClassVar[tuple[str, str]] = ("net-watch-no-cards-page", "net-watch-begun-page")

    def __init__(self, client: Client, *, creator: bool, loop: asyncio.AbstractEventLoop, watching: bool) -> None:
        super().__init__(client, creator=creator, loop=loop)
        if watching:
            self.names = "all"  # a watcher's page: every player by name, the one sat behind too

    def close(self, timeout: float = STOP_SECONDS) -> None:
        self.remote.close(timeout)  # no goodbye: the page's connection is the seat's

    def help_notes(self, mode: str) -> list[str]:
        speaker = self._speaker
        quit_notes = {speaker.t("net-help-quit"), speaker.t("net-help-quit-lobby"),
                      *(speaker.t("net-help-quit-watching", room=room) for room in ("yes", "no"))
                      } if speaker is not None else set()
        return [line for line in super().help_notes(mode) if line not in quit_notes]


class WebSeat:
    """One browser's seat: the terminal's keyboard seat at this connection's seat (module docs).

    `send` puts a frame on the connection (not read back by the seat), `deliver` hands a frame
    to the server as the connection's own. Runs on the server's loop only.
    """

    def __init__(self, *, code: str, seat: int, creator: bool, lobby: dict[str, Any], lang: str, verbosity: str,
                 send: Callable[[str], None], deliver: Callable[[dict[str, Any]], None], started: bool = False,
                 output: Mapping[str, Any] | None = None, watching: bool = False) -> None:
        self.loop = asyncio.get_running_loop()
        self._hops: collections.deque[Callable[[], None]] = collections.deque()
        self._send = send
        self._flush_due = False
        self.output = WebOutput(self._schedule)
        #: A watcher's page: the seat sits behind the opener's (`seat`) and holds no cards.
        self.watching = watching
        # The frames come from this server, not from one that may be hostile: they are read
        # unbounded (a page's own flood of refused keys must not read as a server flooding its
        # client: the seat would go quiet). The token stays with the page.
        self.state = ClientState.following(code, seat, lobby, watching=watching, bounded=False)
        # What the seat sends (a card, ready, start, chat) goes to the server as if the
        # connection had sent it, after the frame at hand is answered; this client never connects.
        self.client = Client("in-process", name="", reconnect=False, state=self.state,
                             outlet=lambda frame: self._later(deliver, frame))
        self.code, self.seat = code, seat
        # The client lives on the server's loop: the remote table runs no loop of its own.
        self.online = WebTable(self.client, creator=creator, loop=self.loop, watching=watching)
        # `speech` is the page's choice of voice (its own, or the screen reader's live regions),
        # sent to it with the other output settings; "auto": the page's default. What the page was
        # last told of them (`output`, kept in the browser, checked by the protocol) holds again
        # after a reload.
        settings = Settings(lang=lang, verbosity=verbosity, speech="auto", sound=True, braille=True)
        settings = settings.with_values({name: value for name, value in (output or {}).items()
                                         if name in OUTPUT_SETTINGS})
        self.session = TableSession(settings, table=self.online, seat=seat, output=self.output, read_only=True,
                                    front_end=self._front_end())
        # The page sits down without a word on hints: the table hears this seat's choice (the
        # options' "on" by default, or what the page kept) as a terminal's seat tells it.
        self.online.setting_changed("online_hints", settings.online_hints)
        self.keyboard = self.session.keyboard
        self.keys_seen = 0
        self._names_of: object = None
        self._output_sent: dict[str, Any] | None = None
        #: The last review presented (deal, mistakes): shown again in another language on `review`.
        self._review: tuple[int, list[Mistake] | None] | None = None
        self._names: dict[tuple[Card, int, int], str] = {}
        self.commands: dict[str, Command] = keyboard_commands(self.keyboard, lambda: self.keys_seen)
        # Coach and output threads post here too: thread-safe.
        self.session.attach(self._post)
        if watching:
            self.online.begin_watching()  # what watching is, and who sits there
        elif not started:
            # Where the page sits (the code, how to start). In a game under way (a reloaded page)
            # where the game stands says it instead (`heard` of the current view).
            self.online.welcome()

    def _front_end(self) -> FrontEnd:
        """How the seat's parts behave for a page on this server."""
        return FrontEnd(
            # One search at a time for all the server's pages: the coach thinks in the server's process.
            search_gate=COACH_GATE,
            # The coach reviews a deal when `v` asks for it, not at every deal's end: at the terminal
            # that search runs on the player's computer, here on the server, for every page at every
            # table. Asked for, it says it is computing and opens when ready, as a terminal's does
            # when `v` comes before the review is done.
            review_on_demand=True,
            # The review is a list the page shows as a section to read, not the terminal's review mode.
            present_review=self._present_review,
            # `e` writes a file at the terminal; here the page saves the messages: never the server's disk.
            export_to=self._export,
            # The page keeps its own log: the server holds only the last lines said (a page may stay for days).
            transcript_limit=PAGE_TRANSCRIPT_LIMIT)

    def _later(self, fn: Callable[[dict[str, Any]], None], frame: dict[str, Any]) -> None:
        self.loop.call_soon(fn, frame)

    def _post(self, fn: Callable[[], None]) -> None:
        """What the table and the output hop onto the loop with (from any thread): done in the
        order posted, soon, or at once when the next frame comes (`heard`)."""
        self._hops.append(fn)
        # A thread may post after the server's loop has closed (an output notice at shutdown): dropped.
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self._hop)

    def _hop(self) -> None:
        while self._hops:
            fn = self._hops.popleft()
            try:
                fn()
            except Exception:
                _log.exception("a web seat's step failed")

    # ------------------------------------------------------------------ in

    def heard(self, frame: str) -> None:
        """A frame the table sent this connection: the seat reads it as the online client does.
        What the frames before it said goes out first, in its own `say` with the table as it stood
        then: a deal's last trick and its score are said before the next deal, which the table
        sends at once when nobody is to say they are ready, is drawn."""
        self._hop()
        if self.output.messages or self.output.silenced:
            self.flush()
        # The frame as the objects it was made of: an `events` frame's events and view as the
        # table has them, any other its object (`Frame.data`); its text is never read back.
        items = self.state.take_events(frame.sent) if isinstance(frame, EventsFrame) else self.state.take(
            frame_data(frame))
        for item in items:
            if not isinstance(item, Answer):  # (this client asks nothing)
                self.online.remote.deliver(item)

    def settings(self, lang: str, verbosity: str) -> None:
        """`announce` again: another language or verbosity, from the next message on. Its `output`
        is not read: the seat's own settings are newer than what the page had kept when it sent it
        (an `option` just sent, its answer not yet there)."""
        for name, value in (("lang", lang), ("verbosity", verbosity)):
            if getattr(self.session.settings, name) != value:
                self.session.change_settings(name, {name: value})
        self.flush(always=True)  # the answer: the table, its cards named in the new language

    def key(self, name: str) -> None:
        """One key press, as the terminal's application hands it to the seat (`ui/terminal/app.py`)."""
        key = WEB_KEYS[name]
        self.keys_seen += 1
        self.session.speaker.key_pressed()
        command = binding_command(key, self.keyboard.modes)
        if command is None:
            self.keyboard.any_key(key.name, key.data)
        else:
            try:
                self.commands[command](Key(key.name, key.data))
            except Exception:
                # As at the terminal (`TableApp`): a key whose command fails is said as our fault,
                # and the game goes on; the bug log keeps the traceback.
                _log.exception("the key %s failed at a web seat", name)
                self.session.say("ui-internal-error", sound="error")

    def play(self, card: str | None) -> bool:
        """A card clicked (or `None`: the blind-play button): focused and played by Enter's
        command (or b's), so a refusal is said as for the keys. At another moment (between deals,
        the chat line or the menu open) it is answered as a hand key is there, and nothing is
        typed or moved. False: the card is not in this hand."""
        cards = [str(c) for c in self.keyboard.hand.cards]
        if card is not None and card not in cards:
            return False
        if "play" not in self.keyboard.modes:
            self.keys_seen += 1
            self.session.speaker.key_pressed()
            self.keyboard.unbound_key("left" if card is not None else "b", "")
            return True
        if card is not None:
            self.keyboard.hand.index = cards.index(card)
        self.key("Enter" if card is not None else "b")
        return True

    def options(self) -> None:
        """`options`: the seat's options a page offers (`PAGE_OPTION_GROUPS`) in an `options` frame:
        the groups with their titles, and each option with its group, its label, its value and its
        choices in the words of the seat's options menu. The page draws what it is sent."""
        self.flush()  # what was said before it comes first
        t = self.session.speaker.t
        menu = OptionsMenu(self.session.settings)
        groups = [{"id": group, "title": t(title)} for group, title, _ in PAGE_OPTION_GROUPS]
        items = [{"name": name, "group": group, "label": t(BY_NAME[name].label), "value": getattr(menu.settings, name),
                  "choices": [{"value": value, "text": menu.value_text(t, name, value)}
                              for value in menu.choices(name)]}
                 for group, _, names in PAGE_OPTION_GROUPS for name in names]
        self._send(dumps({"type": "options", "groups": groups, "items": items}))

    def option(self, name: str, value: Value) -> bool:
        """`option`: one of `PAGE_OPTIONS` set, through the seat's options menu (its checks, its
        change path: in force at once, a language from the next word on). The form's field says
        the new value, so nothing is said; the page gets the seat's output settings and the
        options again (in a new language, new words). False: no such option or value."""
        if name not in PAGE_OPTIONS or not self.keyboard.options.choose(name, value, quiet=True):
            return False
        self.flush(always=True)
        self.options()
        return True

    def review(self, deal: int) -> None:
        """`review`: the review of `deal` the page shows, presented again in the seat's language
        now, with no key pressed (nothing is said, no search starts). A review this seat no longer
        keeps (another deal's since) is answered `gone`: the page closes it."""
        if self._review is not None and self._review[0] == deal:
            self._present_review(*self._review)
        else:
            self._send(dumps({"type": "review", "deal": deal, "gone": True}))

    def back(self) -> None:
        """`back`: the page closed a section (the rules, the options, the review) and the keys are
        at the table again: that, and where it stands (whose turn, or what comes next), as the
        terminal says it when its rules reader closes. It stops what was being said, as a key does."""
        self.keys_seen += 1
        self.session.speaker.key_pressed()
        self.session.say("ui-rules-closed")
        self.online.say_where()

    def chatting(self) -> None:
        """The page sent a chat line from its own field (the protocol's `chat`), not the seat."""
        self.online.chat_going()

    def _present_review(self, deal: int, mistakes: list[Mistake] | None) -> None:
        """The coach's review, answered (at once, or once computed): to the page in a `review`
        frame, in the seat's language, each costly decision in the words the terminal's review
        reads it, or the one sentence that there is none (or that the coach could not review)."""
        self._review = (deal, mistakes)
        t, lang = self.session.speaker.t, self.session.settings.lang
        if mistakes is None:
            note = t("ui-review-failed")
        elif not mistakes:
            note = t("ui-review-clean", deal=deal)
        else:
            note = t("net-web-review-count", count=len(mistakes))
        self.flush()  # what was said before it comes first
        self._send(dumps({"type": "review", "deal": deal, "title": t("net-web-review-title", deal=deal),
                          "note": note, "items": [coach_message(m, lang).text for m in mistakes or []]}))

    def _card_name(self, card: Card, position: int, total: int) -> str:
        """A hand card as the terminal reads the focused card, formatted once per announcer (a
        new language or verbosity brings a new one): every `say` frame names the whole hand."""
        announcer = self.keyboard.announcer
        if announcer is not self._names_of:
            self._names_of, self._names = announcer, {}
        key = (card, position, total)
        if key not in self._names:
            self._names[key] = (announcer.card_focus(card, position, total).text if position
                                else announcer.card_name(card))
        return self._names[key]

    def _export(self, texts: list[str]) -> None:
        """`e`: the game's messages go to the page, which saves them as a text file."""
        self._send(dumps({"type": "export", "lines": texts}))
        self.session.say("net-web-export", total=len(texts))

    # ------------------------------------------------------------------ out

    def _schedule(self) -> None:
        if not self._flush_due:
            self._flush_due = True
            self.loop.call_soon(self.flush)

    def flush(self, always: bool = False) -> None:
        """What was said since the last frame, in one `say` frame with the table as it stands now
        (`always`: also when nothing was said)."""
        self._flush_due = False
        messages, self.output.messages = self.output.messages, []
        silenced, self.output.silenced = self.output.silenced, False
        if not messages and not silenced and not always:
            return
        table = table_snapshot(self.keyboard, self._card_name)
        if table is not None:
            # Whether this seat opened the table: after the game it starts the next (Enter, a button).
            table["host"] = self.online.creator
        frame: dict[str, Any] = {"type": "say", "messages": messages, "table": table}
        if silenced:
            frame["silence"] = True
        settings = self.session.settings
        # The page's own voice and earcons follow the seat's settings (F7-F10, the options menu):
        # sent when they change, and with the first frame.
        output = {name: getattr(settings, name) for name in (*OUTPUT_SETTINGS, "lang", "verbosity")}
        if output != self._output_sent:
            frame["output"] = self._output_sent = output
        self._send(dumps(frame))

    def close(self) -> None:
        """The connection is gone: the coach stops, the seat's reading of frames ends. Its threads
        are joined off the server's loop (a search ends only at its next world, and the loop
        serves every other table meanwhile)."""
        with contextlib.suppress(Exception):
            self.keyboard.close()  # no more searches, nothing more said: at once
        self.online.remote.detach()
        self.loop.run_in_executor(None, self._finish)

    def _finish(self) -> None:
        try:
            self.session.close()
        except Exception:
            _log.exception("closing a web seat failed")
