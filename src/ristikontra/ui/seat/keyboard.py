"""The keyboard seat: a person at this terminal, with the hand cursor, browsing and the live line.

It is a `SeatController` and uses its table only through a `TableLink` (submit an action, ask
for the next step, hold the table), so the same seat plays at a table in this process or, through
the online client, at one on a server. It hears only its own seat's events and view.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import cast

from ristikontra.announce import Message
from ristikontra.engine import (
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    Event,
    IllegalAction,
    SeatView,
    blind,
    play,
)
from ristikontra.engine.events import PlayerKind
from ristikontra.table.seats import Answer, Flow, Mode, Notice, NoticeKind, TableLink
from ristikontra.table.threadowner import ThreadOwner
from ristikontra.ui.seat.browsing import SeatBrowsing
from ristikontra.ui.seat.coaching import CoachHooks, CoachKeys
from ristikontra.ui.seat.counting import CardCountKeys, CountingHooks
from ristikontra.ui.seat.frontend import TERMINAL, FrontEnd
from ristikontra.ui.seat.hand import HandCursor
from ristikontra.ui.seat.help import help_lines, keys_text, unbound_hint
from ristikontra.ui.seat.helplist import HelpHooks, HelpList
from ristikontra.ui.seat.history import TrickBrowser
from ristikontra.ui.seat.keys import BINDINGS, KeyMode
from ristikontra.ui.seat.lineinput import LineHooks, LineInput
from ristikontra.ui.seat.options import OptionsController, SettingsHost
from ristikontra.ui.seat.rulesreader import ReaderHooks, RulesReader
from ristikontra.ui.seat.seatline import SeatLine
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.startmenu import StartMenu
from ristikontra.ui.seat.volume import VolumeKeys
from ristikontra.ui.seat.wiring import AnnouncerLike, make_announcer, make_message

__all__ = ["RESULT_GUARD", "KeyboardSeat"]

KEY_MODES: dict[Mode, KeyMode] = {Mode.START: "start", Mode.PLAY: "play", Mode.BETWEEN: "between",
                                  Mode.OVER: "over"}
#: Notices said with the error sound.
ERROR_NOTICES = frozenset({NoticeKind.SAVE_IMPOSSIBLE, NoticeKind.LOG_FAILED})
#: What Enter does between deals and after the game: the live line shows it for as long as it
#: holds (`live-between`, `live-over`), so it is spoken but not printed above the line as well.
PROMPT_NOTICES = frozenset({NoticeKind.NEXT_DEAL, NoticeKind.PLAY_AGAIN})
#: Seconds after a deal's or the game's result in which Enter (or Space) neither deals the next
#: hand (at the terminal: `KeyboardSeat.deal_guard`) nor starts a new game: the result is still
#: being said, and the ignored key does not cut it off. A player playing the last cards with
#: Enter in a rhythm of two or three seconds must not skip the result with the next press
#: (play-tests did, at 1.5 s after the game and 0.4 s after a deal, before the result was heard).
#: Every other key works at once.
RESULT_GUARD = 3.0
PLAY_ONLINE = next(b for b in BINDINGS if b.command == "play_online")


#: The keys a watcher's F1 leaves out: those of a hand of one's own (a watcher has none), the
#: coach's hint and review of one's own decisions.
WATCHING_SKIPS = frozenset({"play_focused", "play_blind", "focus_prev", "focus_next", "focus_first", "focus_last",
                            "focus_say", "jump_rank", "sort", "status_hand", "hint", "review_open",
                            "card_count_rank"})


class KeyboardSeat(SeatBrowsing, SeatLine):
    """One person at this keyboard, sitting at `seat` (browsing: `ui/seat/browsing.py`; the chat line
    and the live line: `ui/seat/seatline.py`)."""

    kind: PlayerKind = "human"

    def __init__(self, seat: int, link: TableLink, speaker: Speaker, host: SettingsHost,
                 threads: ThreadOwner | None = None, *, front_end: FrontEnd = TERMINAL) -> None:
        """`front_end`: what the coach and `e` do for the front end this seat serves (a terminal's
        by default; a page's: `web/seat.py`)."""
        self.seat = seat
        self.link = link
        self.speaker = speaker
        settings = speaker.settings
        self.announcer: AnnouncerLike = make_announcer(settings.lang or "en", settings.verbosity, seat, link)
        self.options = OptionsController(speaker, host, on_open=lambda: link.hold(seat, True),
                                         on_close=lambda: link.hold(seat, False))
        self.volume = VolumeKeys(speaker, host)
        self.hand = HandCursor()
        self.heard = None
        self.tricks = TrickBrowser()
        # Reading the rules is browsing: its paragraphs stay out of the message history, and the
        # table waits (held) while they are open.
        self.reader = RulesReader(ReaderHooks(
            announcer=lambda: self.announcer, t=lambda: self.speaker.t,
            emit=self.emit,
            keys_text=lambda binding: keys_text(self.speaker.t, binding),
            hold=lambda held: link.hold(seat, held)))
        self.counting = CardCountKeys(CountingHooks(
            announcer=lambda: self.announcer, view=lambda: self.view, focused=lambda: self.hand.focused,
            emit=self.emit, say=self.say))
        self.coach = CoachKeys(CoachHooks(
            seat=seat, view=lambda: self.view, lang=lambda: self.speaker.settings.lang or "en",
            t=lambda: self.speaker.t, announcer=lambda: self.announcer, emit=self.emit,
            late=lambda message: self.emit(message, queue=True), hush=lambda: self.speaker.output.silence(),
            post=lambda: self.speaker.post, allowed=link.hints_allowed,
            own_hints=lambda: self.speaker.settings.online_hints), threads,
            search_gate=front_end.search_gate, on_demand=front_end.review_on_demand,
            present=front_end.present_review)
        #: The answer to the last unknown key, while unknown keys come in a row.
        self._unbound_said: tuple[str, str, str] | None = None
        #: `n` at the save question was pressed once: the next `n` starts the new game.
        self._confirm_new = False
        #: The start menu of a plain start (the session opens it), while it is open.
        self.title: StartMenu | None = None
        #: F1 at the table: the keys of the moment, one at a time.
        self.helplist = HelpList(HelpHooks(t=lambda: self.speaker.t, emit=self.emit, everything=self.help,
                                           closed=self._help_closed))
        self.view: SeatView | None = None
        #: The clock for the result's guard (tests replace it), and when the latest result came.
        self.clock: Callable[[], float] = time.monotonic
        self.over_at = 0.0
        #: Whether Enter after a deal's result waits out `RESULT_GUARD` too (the terminal's
        #: application sets it; a page's Next deal button is a deliberate tap, and its messages stay
        #: on the page to read).
        self.deal_guard = False
        #: The wall clock that names an exported history (tests replace it).
        self.clock_wall: Callable[[], float] = time.time
        self.export_to = front_end.export_to
        #: Called after anything changed what the live line shows (the application redraws).
        self.changed: Callable[[], None] = lambda: None
        #: "Play online" (p): set by a session that owns its table on this computer.
        self.on_play_online: Callable[[], None] | None = None
        #: Whether Control+Z lets the game wait in the background here (the application knows).
        self.can_suspend: Callable[[], bool] = lambda: False
        #: The position the save question named (deal, trick): the resumed game need not repeat it.
        self._offered: dict[str, int | str] | None = None
        #: The one-line text input (the chat): while it is open, keys type into it.
        self.line = LineInput(LineHooks(say=self.say, t=lambda *a, **k: self.speaker.t(*a, **k),
                                        changed=lambda: self.changed()))

    # ------------------------------------------------------------------ the seat contract

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        self.coach.on_events(events, self.view, view)
        self.view = view
        self.hand.update(view.hand, view.rules)
        if any(isinstance(e, DealStarted) and e.deal == 1 for e in events):
            self.speaker.game_texts.clear()  # the export holds the current game only
        if any(isinstance(e, DealStarted) for e in events):
            self.hand.index = 0
            self.heard = None
            self.tricks.reset()
        elif any(isinstance(e, CardPlayed) and e.seat == self.seat for e in events):
            self.tricks.reset()  # one's own play ends browsing the earlier tricks
        messages = self.announcer.announce_all(events, view)
        # The focus note follows the draw, before "your turn" (which announce_all puts last).
        turn = messages.pop() if messages and view.phase == "playing" and view.my_turn else None
        for message in messages:
            self.emit(message, queue=True, remember=True)
        self._drawn_at_focus(events)
        if turn is not None:
            self.emit(turn, queue=True, remember=True)
            self._focus_unheard()
        if view.phase == "game_over" or any(isinstance(e, DealScored) for e in events):
            self.over_at = self.clock()
        self.changed()

    def _drawn_at_focus(self, events: Sequence[Event]) -> None:
        """Verbose: the card just drawn took the place of the focused card (the player's own play
        ended the trick), so the next Enter would play it: say that the focus is on it. The draw
        message has just named it; nothing else changed, so nothing else is said."""
        if self.announcer.verbosity != "verbose":
            return
        drawn = [e.card for e in events if isinstance(e, CardDrawn) and e.seat == self.seat]
        if drawn and self.hand.focused is not None and self.hand.focused == drawn[-1]:
            text = self.speaker.t("ui-drawn-at-focus", position=self.hand.index + 1, total=len(self.hand.cards))
            self.emit(make_message(text), queue=True)
            self.heard = drawn[-1]

    def _focus_unheard(self) -> None:
        """With "your turn": the focused card, unless it is the one the player last heard. A
        play or a draw may have moved the focus to a card never named (the played card left
        its place to its neighbour), and Enter plays what is focused."""
        card = self.hand.focused
        if card is not None and card != self.heard:
            self.emit(self.announcer.card_focus(card, self.hand.index + 1, len(self.hand.cards), self.view),
                      queue=True)
            self.heard = card

    def name_focus(self) -> None:
        """With "your turn" said to someone coming back to the game: the focused card, heard or
        not before, since Enter plays it and the player's memory of it is from before the break."""
        self.heard = None
        self._focus_unheard()

    def on_turn(self, view: SeatView, answer: Answer) -> None:
        self.view = view  # the keys answer through `link.submit`; "your turn" came with the events

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        self.view = view
        self.emit(self.announcer.illegal(error, view))

    def on_notice(self, notice: Notice, view: SeatView | None) -> None:
        if view is not None:
            self.view = view
        if notice.kind in (NoticeKind.RESUMED, NoticeKind.RESUMED_OVER) and view is not None:
            offered, self._offered = self._offered, None
            self._resumed(notice, view, said=offered == dict(notice.args))
        else:
            if notice.kind in (NoticeKind.SAVE_FOUND, NoticeKind.SAVE_FOUND_OVER):
                self._offered = {key: value for key, value in notice.args.items() if key != "seed"}
            self._say_notice(notice)
        self.changed()

    def _say_notice(self, notice: Notice) -> None:
        args: dict[str, str | int | float] = dict(notice.args)
        if notice.reason is not None:
            msg_id, values = notice.reason
            args["reason"] = self.speaker.t.format(msg_id, values)
        sound = "error" if notice.kind in ERROR_NOTICES else None
        self.speaker.tell(notice.kind.value, args, sound, remember=True, prompt=notice.kind in PROMPT_NOTICES)

    def _resumed(self, notice: Notice, view: SeatView, said: bool) -> None:
        """The game is back: where it stands, said once. The save question has named the deal
        and the trick (`said`) or "resumed" names them; the trick so far follows without its number."""
        self.hand = HandCursor(notice.sort)
        self.tricks.reset()
        self.coach.reset()
        if view.phase == "deal_over":
            self.coach.restore(notice.review, view.deal)
        self.hand.update(view.hand, view.rules)
        self.hand.index = min(max(notice.focus, 0), max(len(self.hand.cards) - 1, 0))
        self.heard = None
        if said or view.phase == "deal_over":
            # Between deals the scores that follow say which deal is over: not twice in a row.
            self.speaker.tell("ui-resumed-as-offered", {}, remember=True)
        else:
            self.speaker.tell(notice.kind.value, notice.args, remember=True)
        # Kept in the history like a new deal's opening, so Page Up and the export have them.
        if view.phase == "deal_over":
            self.emit(self.announcer.scores(view), remember=True)
            self.speaker.tell("ui-next-deal-prompt", {}, remember=True, prompt=True)
            return
        self.emit(self.announcer.hand_summary(view), remember=True)
        if view.trick:
            self.emit(self.announcer.current_trick(view, numbered=False), remember=True)
        self.emit(self.announcer.turn(view), remember=True)
        if view.my_turn:
            self.name_focus()

    # ------------------------------------------------------------------ saying

    def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> Message:
        return self.speaker.say(msg_id, sound=sound, **args)

    def emit(self, message: Message, *, remember: bool = False, queue: bool = False) -> Message:
        return self.speaker.emit(message, remember=remember, queue=queue)

    def settings_changed(self, name: str) -> None:
        """Follow a changed setting of this terminal (language, verbosity, output)."""
        settings = self.options.host.settings
        self.speaker.settings_changed(settings, name)
        if name in ("lang", "verbosity"):
            self.announcer = make_announcer(settings.lang, settings.verbosity, self.seat, self.link)

    @property
    def mode(self) -> KeyMode:
        """Which keys work now: the table's mode, or the options menu while it is open; "help"
        while F1's list is open (the keys of the mode below work too: `modes`)."""
        below = self._mode_below_help()
        if self.helplist.active:
            if below == self.helplist.mode:
                return "help"
            self.helplist.close(said=False)  # the table moved on: the list was of another moment
        return below

    @property
    def modes(self) -> tuple[KeyMode, ...]:
        """Every mode whose keys work now: F1's list first (its keys win), then the table's."""
        mode = self.mode
        return (mode, self._mode_below_help()) if mode == "help" else (mode,)

    def _mode_below_help(self) -> KeyMode:
        if self.line.active:
            return "line"
        if self.reader.active:
            return "rules"
        if self.coach.active:
            return "review"
        if self.options.menu is not None:
            return "menu"
        if self.title is not None and self.title.active:
            return "title"
        # A table elsewhere may put the keys into a mode of its own first (online: the seat choice).
        own = self.link.key_mode()
        return cast(KeyMode, own) if own is not None else KEY_MODES[self.link.mode]

    # ------------------------------------------------------------------ game flow

    def resume(self) -> None:
        self.link.request(self.seat, Flow.RESUME)

    def new_game(self) -> None:
        """`n` at the save question asks first (a second `n` straight after starts the new game:
        the saved one is gone then); after the game, a new one at once."""
        offered = self._offered
        if self.link.mode is Mode.START and offered is not None and not self._confirm_new:
            self._confirm_new = True
            self.say("ui-save-confirm-new", deal=offered.get("deal", 0), trick=offered.get("trick", 0))
            return
        self._confirm_new = False
        if self.link.mode is Mode.START:
            self._offered = None
        self.link.request(self.seat, Flow.NEW_GAME)

    def _hearing_result(self) -> bool:
        """A quick Enter right after the last trick must not cut off the result: it is ignored."""
        return self.clock() - self.over_at < RESULT_GUARD

    def next_deal(self) -> None:
        if self.link.mode is Mode.BETWEEN and not (self.deal_guard and self._hearing_result()):
            self.link.request(self.seat, Flow.NEXT_DEAL)

    def play_again(self) -> None:
        if not self._hearing_result():
            self.new_game()

    # ------------------------------------------------------------------ plays

    def play_focused(self) -> None:
        card = self.hand.focused
        if self.link.watching:
            self.say(self.link.watch_notes[0], sound="error")  # whatever the moment: a watcher plays no card
            return
        if self.view is None or card is None:
            self.say("ui-no-cards", sound="error")
            return
        self.link.submit(self.seat, play(self.seat, card))

    def play_blind(self) -> None:
        if self.view is not None:
            self.link.submit(self.seat, blind(self.seat))

    def close_rules(self) -> None:
        self.reader.close()
        self.back_at_title()

    def close_options(self) -> None:
        self.options.close()
        self.back_at_title()

    def back_at_title(self) -> None:
        """Back in the start menu from the options or the rules: the item the keys are on, as
        a menu returned to names its focus."""
        if self.title is not None and self.title.active:
            self.title.say_item()

    def open_help(self) -> None:
        """F1: at the table and at the start question the keys as a list to step through (the
        most used first); elsewhere (menu, review, online seat choice) all of them at once."""
        mode = self._mode_below_help()
        if mode in ("play", "between", "over", "start"):
            self.helplist.open(mode, self._help_lines(mode)[1:])
        else:
            self.help()

    def _help_closed(self, mode: str) -> None:
        """Escape out of F1's list: back at the table, or at the saved game's question before the
        first deal. A table that says its start itself (online: who starts the game, no saved game
        waits there) is named with that instead of the question."""
        own = self.link.live_texts.get(Mode.START) if mode == "start" else None
        t = self.speaker.t
        self.emit(make_message(t("help-list-closed", mode="table" if own else mode)))
        if own:
            self.emit(make_message(t(own)))

    def help(self) -> None:
        """All the keys that work now, at once (F1 twice at the table)."""
        if self.coach.active:
            self.coach.help()
            return
        for line in self._help_lines(self._mode_below_help()):
            self.emit(make_message(line))

    def _help_lines(self, mode: KeyMode) -> list[str]:
        """The help of `mode`: its introduction, then a line per key that works now."""
        # A table elsewhere (online) may say itself what some keys do there: Enter between deals
        # tells the server "ready" rather than dealing.
        watching = self.link.watching
        skip = self.link.help_commands | (WATCHING_SKIPS if watching else frozenset())
        lines = help_lines(self.speaker.t, mode, self.view, skip=skip)
        if watching:
            # Who sits where, as a watcher hears it: the teams by their players, nobody's partner.
            t = self.speaker.t
            seating = next(b for b in BINDINGS if b.command == "status_seating")
            keys = keys_text(t, seating)
            lines = [t("help-line", keys=keys, action=t("cmd-status-seating-watching"))
                     if line == t("help-line", keys=keys, action=t("cmd-status-seating")) else line
                     for line in lines]
        if self.on_play_online is None:
            # "Play online" starts from a game of one's own at this computer only.
            t = self.speaker.t
            lines = [line for line in lines
                     if line != t("help-line", keys=keys_text(t, PLAY_ONLINE), action=t("cmd-play-online"))]
        if self.can_suspend():
            # Control+Z is the terminal's key, not the key table's: said only where it works.
            t = self.speaker.t
            lines.append(t("help-line", keys=t("key-ctrl-z"), action=t("cmd-suspend")))
        return lines + self.link.help_notes(mode)

    def close(self) -> None:
        """The session ends: the coach stops searching."""
        self.coach.shut()

    # ------------------------------------------------------------------ online: the link's keys

    def play_online(self) -> None:
        """`p`: leave this game (it is saved) for a table on a server."""
        if self.on_play_online is not None:
            self.on_play_online()
        elif self.link.has_chat:
            self.say("ui-online-already")
        else:
            self.say("ui-online-not-here")

    def watchers_key(self) -> None:
        """Shift+W: the opener of an online table opens or closes it to watchers; a table of this
        computer has none, and says so."""
        if self.link.has_chat:
            self.link.key("watchers_toggle")
        else:
            self.say("ui-watchers-offline")

    def link_key(self, command: str) -> None:
        """A key of a mode the link adds (online: the seat choice) goes to the link."""
        self.link.key(command)

    def sit(self, seat: int) -> None:
        """Take `seat` (chosen at an online table after this seat was built)."""
        self.seat = seat
        settings = self.speaker.settings
        self.announcer = make_announcer(settings.lang or "en", settings.verbosity, seat, self.link)
        # The coach judges this seat's turns and decisions: the one just taken, not the one built with.
        # (Its hooks are the CoachHooks built above; the review half types them by what it reads.)
        self.coach.hooks = replace(cast(CoachHooks, self.coach.hooks), seat=seat)

    def unbound_key(self, key: str = "", data: str = "") -> None:
        """A key not bound now: what would help instead (Enter deals, Escape closes ...)."""
        # A table elsewhere may know better what helps in its moments (online: no saved game to answer).
        self._confirm_new = False  # `n`, then another key: the next `n` asks again
        mode = self._mode_below_help()
        general = unbound_hint(mode, key)
        hint = self.link.unbound_hint(mode, general) or general
        # The same key again straight after, with the same answer, is answered short: fifteen
        # presses in a row do not hear fifteen full sentences (another key is answered in full).
        # (Alt+B and Alt+Enter both begin with Escape: the key's data tells them apart.)
        again, self._unbound_said = self._unbound_said == (key, data, hint), (key, data, hint)
        self.say("ui-key-again" if again else hint, sound="error")

    def key_done(self, command: str = "") -> None:
        """A key of the table (`command`) is at work: the next unknown key is answered in full
        again, and `n` asks again unless it is that second `n`."""
        self._unbound_said = None
        if command != "new_game":
            self._confirm_new = False

    def back_from_background(self) -> None:
        """The game is back after Control+Z (or another stop): that, and during a deal whose turn it is."""
        self.say("ui-suspend-back")
        view = self.view
        if view is not None and view.phase == "playing":
            self.emit(self.announcer.turn(view))
