"""One terminal's game: a `Table`, this keyboard's seat, and computers in the other seats.

`TableSession` puts the parts together and keeps the settings in force; it has no game logic
of its own. The table (`ristikontra.table`) runs the game flow, the keyboard seat
(`ui.keyboard`) everything of the person at the keys, the speaker (`ui.speaker`) the output.
A second session can join the same table at another seat (two people, two terminals).

Every thread the session's parts start (computer seats, the coach, the speaker, an online
table's client) belongs to its `ThreadOwner` (`table/threadowner.py`); `close`, which every way
out of the game reaches, stops them all and joins them within `STOP_SECONDS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from ristikontra.engine import GameState, Rules, SeatView
from ristikontra.files import open_user_file
from ristikontra.i18n import Translator
from ristikontra.keep.settings import Settings, save_settings
from ristikontra.table import ComputerSeat, Mode, Table, make_player
from ristikontra.table.threadowner import ThreadOwner
from ristikontra.ui.online.goonline import GoOnline, OnlineRequest
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.seat.frontend import TERMINAL, FrontEnd
from ristikontra.ui.seat.hand import HandCursor
from ristikontra.ui.seat.keyboard import KeyboardSeat
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.startmenu import StartHooks, StartMenu
from ristikontra.ui.seat.wiring import AnnouncerLike, Message, OutputLike

__all__ = ["TableSession"]

#: Seconds "Play online" waits for a server to greet it before the address counts as unreachable
#: (within the way out's bound, so a quit meanwhile still ends every thread in time).
CHECK_SECONDS = 2.5


class TableSession:
    """This terminal's seat at a table: a new table with computers in the other seats, or
    (`table=`) a seat at a table another session runs."""

    def __init__(
        self,
        settings: Settings,
        *,
        stored: Settings | None = None,
        seed: int | None = None,
        output: OutputLike | None = None,
        log_path: Path | None = None,
        save_file: Path | None = None,
        settings_file: Path | None = None,
        sink: Callable[[str], None] | None = None,
        table: Table | OnlineTable | None = None,
        seat: int = 0,
        read_only: bool = False,
        threads: ThreadOwner | None = None,
        front_end: FrontEnd = TERMINAL,
    ) -> None:
        """`front_end`: how the seat's parts behave for the front end it serves (a terminal's by
        default; a browser page's: `web/seat.py`)."""
        #: The event log the player asked for (--log): opened first, so a bad path (PathRefused)
        #: stops the start before any output is opened.
        log = open_user_file(log_path) if log_path is not None else None
        #: Another instance owns the data folder: play, but never write its save or settings.
        self.read_only = read_only
        #: The settings in force (saved ones with the command line's on top).
        self.settings = settings
        #: The settings as saved; the menu changes these item by item.
        self.stored = stored if stored is not None else settings
        self.settings_file = settings_file
        self._settings_warned = False
        if threads is None:
            # At a table online the session shares the owner of the table's client thread.
            threads = table.threads if isinstance(table, OnlineTable) else ThreadOwner()
        #: Every thread of this session (see the module docs); `close` stops and joins them.
        self.threads = threads
        self.speaker = Speaker(settings, output, threads, transcript_limit=front_end.transcript_limit)
        if sink is not None:
            self.speaker.sink = sink
        #: Whether this session runs the table (and fills the empty seats with computers).
        self.owner = table is None
        if table is None:
            table = Table(self.game_rules, seed=seed, level=settings.level, save_file=save_file, log=log,
                          read_only=read_only)
        self.table: Table | OnlineTable = table
        #: The table when it runs in this process (this session's own, or another window's that
        #: this one shares): the game, the save and the computers are there. None online.
        self.local: Table | None = table if isinstance(table, Table) else None
        self.keyboard = KeyboardSeat(seat, self.table, self.speaker, self, threads, front_end=front_end)
        self.table.seat(seat, self.keyboard)
        self.computers: dict[int, ComputerSeat] = {}
        #: Where to play online once this run ends ("Play online", p), and how the run is ended
        #: (the application sets it: save and quit).
        self.online_request: OnlineRequest | None = None
        self.leave: Callable[[], None] = lambda: None
        if self.owner and self.local is not None:
            self.keyboard.on_play_online = self.play_online
            self.local.keepsake = lambda: (self.keyboard.hand.sort, self.keyboard.hand.index)
            self.local.review_keepsake = self.keyboard.coach.keepsake
            self.local.on_players = self._make_players

    @property
    def settings(self) -> Settings:
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings
        if hasattr(self, "speaker"):
            self.speaker.settings = settings

    def game_rules(self) -> Rules:
        """The rules of the next new game: a menu change counts from then on."""
        return self.settings.game_rules()

    def _make_players(self) -> None:
        table = self.local
        assert table is not None  # only a table of this session deals to computers of its own
        self.settings = replace(self.settings, level=table.level)
        for computer in self.computers.values():
            computer.player = make_player(table.level, table.reproducible)

    def _fill_seats(self) -> None:
        """Computers in every seat nobody took (at the table this session runs)."""
        table = self.local
        if table is None:
            return  # a table elsewhere plays its empty seats itself
        for seat in range(4):
            if seat not in table.controllers:
                computer = ComputerSeat(seat, make_player(table.level, table.reproducible),
                                        seed=lambda: table.seed or 0, delay=lambda: self.settings.ai_delay,
                                        threads=self.threads)
                self.computers[seat] = computer
                table.seat(seat, computer)

    # ------------------------------------------------------------------ running

    def start(self, resume: bool = False, welcome: bool = True, menu: bool = False, menu_at: str | None = None) -> None:
        """Greet, then (at a table of our own) resume the saved game, offer it, or deal a new one;
        with `menu`, open the start menu instead and let the player choose (`ui/startmenu.py`),
        on the item `menu_at` if given. `welcome` False: back from a table online, the game is not
        greeted a second time."""
        self.speaker.greet(welcome)
        table = self.local
        if self.owner and table is not None:
            self._fill_seats()
            if menu:
                table.load_save()
                self.keyboard.title = StartMenu(StartHooks(
                    t=lambda: self.speaker.t, emit=self.keyboard.emit, saved=table.saved_place,
                    actions={"new": table.new_game, "resume": table.resume,
                             "online": self.keyboard.play_online, "options": self.keyboard.options.open,
                             "rules": lambda: self.keyboard.reader.open(back="menu"), "quit": lambda: self.leave()}))
                self.keyboard.title.open(at=menu_at)
                return
            table.start(resume=resume)

    def attach(self, post: Callable[[Callable[[], None]], None]) -> None:
        """The application's loop runs now: output notices and the table's answers hop there."""
        self.speaker.post = post
        self.table.attach(post)

    def new_game(self) -> None:
        self.table.new_game()

    def play_online(self) -> None:
        """Ask for the server, a name and a code; then save this game and end the run for it.
        The game here holds from the first key (nobody plays on under the questions) and goes
        on if they are cancelled."""
        seat = self.keyboard.seat
        title = self.keyboard.title
        self.table.hold(seat, True)
        GoOnline(self, self.keyboard.line, self._go_online, lambda: self._not_online(seat),
                 game_here=title is None or not title.active).ask()

    def check_server(self, address: str, answer: Callable[[str | None], None]) -> None:
        """"Play online" checks the address on a thread of its own; the answer comes on the loop."""
        from ristikontra.net.client import server_answers

        post = self.post

        def check() -> None:
            reason = server_answers(address, timeout=CHECK_SECONDS)
            if post is not None:
                post(lambda: answer(reason))

        self.threads.spawn("server-check", check)

    def _not_online(self, seat: int) -> None:
        """The questions were cancelled: the game here goes on, or the start menu names its item."""
        self.table.hold(seat, False)
        self.keyboard.back_at_title()

    def _go_online(self, request: OnlineRequest) -> None:
        self.online_request = request
        self.leave()

    def next_deal(self) -> None:
        self.table.next_deal()

    @property
    def post(self) -> Callable[[Callable[[], None]], None] | None:
        """How output notices reach the loop (`attach` sets it for the table too)."""
        return self.speaker.post

    @post.setter
    def post(self, post: Callable[[Callable[[], None]], None] | None) -> None:
        self.speaker.post = post

    def save_and_quit(self) -> int:
        """Save and say goodbye; the exit status: 1 if the game in progress could not be saved."""
        table = self.local
        if self.online_request is not None:
            # Not goodbye: off to a table online ("Play online"); this game waits here, saved.
            saved = None if self.read_only or table is None or table.saved_game() is None else table.save()
            if saved is False:
                self.say("ui-save-failed", sound="error")
                self.online_request = None
                return 1
            self.say("ui-online-leaving-saved" if saved else "ui-online-leaving")
            return 0
        if self.table.farewell() or table is None:
            return 0  # a table elsewhere (online) said what leaving it means and how to come back
        if table.offering_save:
            self.say("ui-bye-kept")
            return 0
        if table.saved_game() is None:
            self.say("ui-bye")
            return 0
        if self.read_only:
            self.say("ui-bye-separate")
            return 0
        saved = table.save()
        if saved is None:
            self.say("ui-bye")  # the save on disk is out of reach: this game is not kept
        elif saved:
            self.say("ui-saved-bye")
        else:
            self.say("ui-save-failed", sound="error")
            return 1
        return 0

    def close(self) -> None:
        """The end of the run, however it came: every part stopped and every thread joined,
        within `STOP_SECONDS` (`ThreadOwner.stop`); then the table (its event log) is closed."""
        self.keyboard.close()
        self.threads.stop()
        if self.owner:
            self.table.close()

    # ------------------------------------------------------------------ settings

    def change_settings(self, name: str, changes: Mapping[str, object]) -> None:
        self.stored = self.stored.with_values(changes)
        self.settings = self.settings.with_values(changes)
        self.apply_setting(name)

    def apply_setting(self, name: str) -> None:
        self.keyboard.settings_changed(name)
        # A table elsewhere may follow a setting of this terminal (online: whether hints are allowed).
        self.table.setting_changed(name, getattr(self.settings, name))
        if name == "level" and self.owner and self.local is not None:
            self.local.level = self.settings.level
            self._make_players()

    @property
    def fixed_options(self) -> frozenset[str]:
        """Options this terminal cannot change at its table (online: the table's rules, level, pace)."""
        return frozenset(self.table.fixed_options)

    def table_values(self) -> dict[str, object]:
        """Of the fixed options, the values the table decided and this terminal knows."""
        return dict(self.table.table_values())

    def save_settings(self) -> None:
        if self.read_only:
            return
        if not save_settings(self.stored, self.settings_file) and not self._settings_warned:
            self._settings_warned = True
            self.say("ui-settings-unsaved", sound="error")

    # ------------------------------------------------------------------ for the application and tests

    def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> Message:
        return self.speaker.say(msg_id, sound=sound, **args)

    def emit(self, message: Message, *, remember: bool = False) -> Message:
        return self.speaker.emit(message, remember=remember)

    @property
    def state(self) -> GameState | None:
        return self.local.state if self.local is not None else None

    @property
    def mode(self) -> Mode:
        return self.table.mode

    @property
    def thinking(self) -> bool:
        """Whether a computer seat of a table here is to move (a table on a server thinks there)."""
        return self.local is not None and self.local.thinking

    @property
    def game_id(self) -> int:
        return self.local.game_id if self.local is not None else 0

    def view(self) -> SeatView | None:
        return self.keyboard.view

    @property
    def transcript(self) -> list[str]:
        return self.speaker.transcript

    @property
    def t(self) -> Translator:
        return self.speaker.t

    @property
    def lang(self) -> str:
        return self.speaker.settings.lang or "en"

    @property
    def announcer(self) -> AnnouncerLike:
        return self.keyboard.announcer

    @property
    def hand(self) -> HandCursor:
        return self.keyboard.hand

    @property
    def output(self) -> OutputLike:
        return self.speaker.output

    def check_invariants(self) -> None:
        """Raise AssertionError if the game lost or doubled a card or is in an odd phase."""
        state = self.state
        if state is None:
            return
        assert state.phase in ("playing", "deal_over", "game_over")
        if state.phase == "playing":
            seen = [c for h in state.hands for c in h] + state.stock + state.trick_cards
            seen += [c for r in state.history for c in r.cards]
            assert len(seen) == 52 and len(set(seen)) == 52, "cards lost or doubled"
            assert 0 <= state.to_move < 4
            assert self.mode is Mode.PLAY
        assert sorted(self.keyboard.hand.cards) == sorted(state.hands[self.keyboard.seat])

