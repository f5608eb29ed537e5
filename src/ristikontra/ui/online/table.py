"""The keyboard seat at a table on a server: a `TableLink` over the online client.

`OnlineTable` stands where a local `Table` stands in a `TableSession`: the keyboard seat submits
its plays and asks for the next deal through it, and hears what the server sends, in its own
language, through the seat contract (`on_events`, `on_turn`, `on_refused`). What only online
play has (the connection lost and back, chat, other players dropping) is said here, once each;
the lobby (who sits down, the seat choice) is `ui/online/lobby.py`.
The client runs on a loop of its own thread (`net.remote.RemoteTable`); everything it reports
hops to the application's loop through `post`, so the network never blocks a key.
No autosave and no computers here: the server keeps the game and plays the empty seats.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, ClassVar

from ristikontra import launcher
from ristikontra.ai import LEVELS
from ristikontra.announce.perspective import Names
from ristikontra.engine import PRESETS, Action, Event, GameStarted, IllegalAction, SeatView
from ristikontra.net.client import Client, missed_summary, reason_message_id
from ristikontra.net.clientstate import Lobby
from ristikontra.net.codes import format_code
from ristikontra.net.ratelimit import TokenBucket
from ristikontra.net.remote import OnlineListener, RemoteTable
from ristikontra.net.sanitize import CHAT_MAX
from ristikontra.options import MAX_AI_DELAY, OPTIONS
from ristikontra.table.seats import Answer, Flow, Mode, TableLink, mode_of
from ristikontra.table.threadowner import STOP_SECONDS, ThreadOwner
from ristikontra.ui.online.lobby import OnlineLobby, printable
from ristikontra.ui.online.room import OnlineRoom

if TYPE_CHECKING:
    from ristikontra.ui.seat.keyboard import KeyboardSeat
    from ristikontra.ui.seat.speaker import Speaker

__all__ = ["FIXED_ONLINE", "OnlineTable", "printable"]

#: Chat lines said from the table: `CHAT_BURST` at once, then `CHAT_RATE` a second (a person
#: types far slower; a server sending thousands is not read out line by line).
CHAT_RATE, CHAT_BURST = 1.0, 8.0
#: The same refusal, or the same notice of the same seat, is said again only after this many seconds.
REPEAT_AFTER = 10.0

#: While the connection is lost and being restored, a reminder is said this often (seconds):
#: one line at the loss and then silence for minutes left a player unsure whether anything runs.
STILL_LOST_EVERY = 30.0

#: Settings the table decides, not this terminal: the rules, the computers' level and pace.
FIXED_ONLINE = frozenset({row.name for row in OPTIONS if row.applies == "next_game"} | {"level", "ai_delay"})


#: Seconds after a chat line in which the server's "too many at once" is that line's refusal.
CHAT_REFUSAL_WINDOW = 5.0


class OnlineTable(OnlineRoom, OnlineLobby, OnlineListener, TableLink):
    """One seat at a server's table, for one keyboard seat (see the module docs)."""

    #: Keys whose F1 line this table says itself (`help_notes`): Enter before the game, between
    #: deals and after it, and Control+Q mean something else here than at a table of one's own
    #: (there is no saved game to continue, nothing is saved here).
    help_commands: ClassVar[frozenset[str]] = frozenset({"resume", "new_game", "next_deal", "play_again", "quit"})
    #: What Control+Z says: the game waits in the background, and the table plays on meanwhile.
    suspend_message: ClassVar[str] = "net-suspend"
    #: The other people at the table are called by their names ("Ben plays the ten"), the
    #: computers by their role; `i` says who sits where, with each one's role.
    names: Names = "people"
    has_chat: ClassVar[bool] = True
    #: What the creator hears once the game is over: how to play again (and, at a terminal, to quit).
    again_prompt: ClassVar[str] = "ui-play-again-prompt"

    def __init__(self, client: Client, *, creator: bool = False, threads: ThreadOwner | None = None,
                 loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.client = client
        self.creator = creator
        #: The owner of this terminal's threads (the session at this table shares it).
        self.threads = threads if threads is not None else ThreadOwner()
        # `loop`: a running loop the client lives on (the server's, for a page), not one of its own.
        self.remote = RemoteTable(client, self, self, threads=self.threads, loop=loop)
        # Registered after the remote table, so stopped before it: the goodbye needs its loop.
        self.threads.own("online table", self.close)
        self.keyboard: KeyboardSeat | None = None
        self.view: SeatView | None = None
        self._post: Callable[[Callable[[], None]], None] | None = None
        self._early: list[Callable[[], None]] = []
        self._seen: set[int] = set()  # seats already said in the lobby: never twice
        #: Choosing a seat (`online join` without --seat): the keys are the lobby's until one is taken.
        self.choosing = False
        self._cursor: int | None = None
        self._taking = False
        #: Who sits where, as this terminal has heard it (changed on the application's loop only,
        #: so the list under the cursor never shifts between a key and its answer).
        self._table_lobby: Lobby | None = None
        #: Ends this terminal's run, as Control+Q does (`cli.online` sets it to the application's).
        self.end_run: Callable[[], None] = lambda: None
        #: When the last chat line went out: a flood refusal soon after is said as that line not sent.
        self._chat_sent_at = float("-inf")
        #: The deal after which this seat said it is ready for the next (the live line says so).
        self._ready_deal: int | None = None
        #: The chat line's limit (the server's figure).
        self.chat_limit = CHAT_MAX
        #: The options menu's items this terminal cannot change here.
        self.fixed_options = FIXED_ONLINE
        #: Chat lines said: a few at once, then about one a second; a flood is said once.
        self._chat_pace = TokenBucket(CHAT_RATE, CHAT_BURST)
        self._chat_flooded = False
        #: When each refusal and each notice was last said (monotonic seconds).
        self._said_at: dict[str, float] = {}
        #: The connection is lost (heard on the application's loop): keys that need the server
        #: say so rather than nothing.
        self.link_down = False
        #: The client gave up on the line ("gone") or another connection took the seat: no retry comes.
        self.link_gone = False
        #: Counts the losses of the line: a reminder belongs to the loss it was set for.
        self._losses = 0
        #: This terminal came from its own game ("Play online"), which comes back after the table.
        self.visiting = False
        self._table_closed = False
        #: The view a card was sent from, until the server's answer brings a new one.
        self._sent: SeatView | None = None
        #: In the room (`ristikontra online room`, "Play online" without a code): its keys until
        #: a table is chosen (`ui/online/room.py`).
        self._room_setup()
        #: Who was last said to watch (True) or to stop (False), by name.
        self._watchers_said: dict[str, bool] = {}

    @property
    def live_texts(self) -> dict[Mode, str]:
        """The live line's text of a moment that is not a deal: before the game who starts it (no
        saved game waits here), between deals Enter tells the server this seat is ready, after
        the game who may start the next."""
        # Once this seat said it is ready, the line says so until the next deal comes.
        ready = self.view is not None and self._ready_deal == self.view.deal
        texts = {Mode.BETWEEN: "net-live-ready" if ready else "net-next-deal-prompt"}
        if self.client.watching:
            texts[Mode.BETWEEN] = "net-watch-between"  # a watcher is not asked to be ready, nor has a review
        if self.creator:
            texts[Mode.START] = "net-live-start-creator"
        else:
            texts[Mode.START] = "net-live-start-guest"
            texts[Mode.OVER] = "net-wait-again"
        return texts

    # ------------------------------------------------------------------ the table side

    def seat(self, seat: int, keyboard: KeyboardSeat) -> None:
        self.keyboard = keyboard

    def attach(self, post: Callable[[Callable[[], None]], None]) -> None:
        """The application's loop runs: from now on what the server sends is said there."""
        self._post = post
        for fn in self._early:
            post(fn)
        self._early.clear()
        if self.choosing:
            self._table_lobby = self.client.lobby
            self._seen_sitting()
            post(self._read_choice)
        self.remote.attach()

    def close(self, timeout: float = STOP_SECONDS) -> None:
        """Leave the table, then close: a computer plays the seat at once and the others hear that
        we left (not that we lost the connection, with the game waiting out the grace time). The
        seat's token stays in this computer's store, so the same `online join` takes it back.
        Within `timeout` seconds, the goodbye at most two of them."""
        deadline = time.monotonic() + timeout
        if self.client.seat is not None and self.remote.running:
            # The line may be gone already: then the server's grace time does the rest.
            with suppress(Exception):
                self.remote.run(self.client.leave(), timeout=min(2.0, timeout / 2))
        self.remote.close(max(0.0, deadline - time.monotonic()))

    def farewell(self) -> bool:
        """Control+Q: a seated player hears that a computer plays the seat now and how to take it
        back (the seat's token stays in this computer's store); from "Play online" the game here
        comes back next, so no goodbye is said, which would sound like the end of the program."""
        code = self.client.code
        if self.client.seat is None or code is None or self._table_closed:
            if not self.visiting:
                self._say("ui-bye")
            return True
        if self.visiting:
            self._say("net-bye-visit", code=format_code(code))
            return True
        # The language played in goes into the command: the system's may be another.
        speaker = self._speaker
        lang = speaker.t.lang if speaker is not None else ""
        # With the line down or gone, nobody here can say what the server does now (a computer
        # plays the seat only on a server that runs): only how to come back.
        self._say("net-bye-gone" if self.link_down else "net-bye-seated", code=format_code(code),
                  command=launcher.command(), server=self.client.url, lang=lang)
        self._say("ui-bye")
        return True

    def new_game(self) -> None:
        self.request(self.client.seat or 0, Flow.NEW_GAME)

    def next_deal(self) -> None:
        self.request(self.client.seat or 0, Flow.NEXT_DEAL)

    # ------------------------------------------------------------------ TableLink

    @property
    def watching(self) -> bool:
        return self.client.watching

    @property
    def mode(self) -> Mode:
        return mode_of(self.view.phase if self.view is not None else None)

    def submit(self, seat: int, action: Action) -> None:
        if self.client.watching:
            self._say(self.watch_notes[0], "error")
            return
        if self.link_down:
            # Said at once: the card is not kept to be played later, where it would answer a
            # moment that has passed (the turn is asked again once the seat is back).
            self._say("net-key-gone" if self.link_gone else "net-not-played-lost", "error")
            return
        if self._sent is not None and self._sent is self.view:
            # The card went out and the server has not answered (no new view since): said, not
            # sent again, whatever the key (Enter, b).
            self._say("net-sent-waiting")
            return
        self._sent = self.view
        self.remote.submit(self.client.act(action, self.client.at))

    def turn_unknown(self) -> str | None:
        """What `w` says instead of whose turn it is while the connection is lost (the last view
        may be long past: "your turn" would be a guess); None while it stands."""
        if self.link_down:
            return "net-key-gone" if self.link_gone else "net-turn-lost"
        # The view is the one the card was sent from: "your turn" would be stale.
        return "net-sent-waiting" if self._sent is not None and self._sent is self.view else None

    def request(self, seat: int, step: Flow) -> None:
        if self.client.watching:
            self._watcher_enter()
            return
        if self.link_down and self.mode in (Mode.BETWEEN, Mode.START, Mode.OVER):
            self._say("net-key-gone" if self.link_gone else "net-not-sent-lost", "error")
            return
        if self.mode is Mode.BETWEEN:
            # Said at once, not on the server's word: a key never waits on the network. Alone
            # with computers nobody is waited for: the next deal itself is the answer.
            lobby = self.client.lobby
            if lobby is None or lobby.others_to_wait_for(self.client.seat):
                self._say("net-ready-self")
            self._ready_deal = self.view.deal if self.view is not None else None
            self.remote.submit(self.client.ready())
        elif self.mode is Mode.START:
            if step is Flow.NEW_GAME:
                # `n`, the local table's "new game" at its saved game's question: no game is
                # saved here, and the game starts with Enter only, never by a key meant otherwise.
                self._say(self.unbound_hint("start") or "net-key-start-creator")
            elif self.creator:
                self.remote.submit(self.client.start())
            else:
                self._say_wait_start()
        elif self.mode is Mode.OVER:
            if self.creator:
                self.remote.submit(self.client.again())
            else:
                self._say_named("net-wait-again")

    def hold(self, seat: int, held: bool) -> None:
        """Nobody else's game waits for one player's menu: online the table is never held. The
        turn is not lost meanwhile: "your turn" is said as it comes, and again as the menu closes."""
        view = self.view
        if not held and view is not None and view.phase == "playing" and view.my_turn:
            keyboard = self.keyboard
            if keyboard is not None:
                announcer, speaker = keyboard.announcer, keyboard.speaker

                def turn() -> None:
                    speaker.emit(announcer.turn(view))
                self._on_loop(turn)

    def table_values(self) -> dict[str, object]:
        """The fixed options' values as the table set them, as far as this terminal knows: its
        computers' level and pace and its rule set (the lobby), and each rule (the game's own
        rules, once it runs); the options menu says these, not this terminal's."""
        data = self.client.lobby.data if self.client.lobby is not None else {}
        values: dict[str, object] = {}
        if data.get("level") in LEVELS:
            values["level"] = data["level"]
        # A server before the field says nothing, and a pace beyond the settings' own bound is
        # none this terminal can say: both read "as the table decides".
        pace = data.get("pace")
        if isinstance(pace, (int, float)) and not isinstance(pace, bool) and 0 <= pace <= MAX_AI_DELAY:
            values["ai_delay"] = float(pace)
        if data.get("rules") in PRESETS:
            values["rules"] = data["rules"]
        rules = self.view.rules if self.view is not None else None
        if "rules" in values and rules is not None:  # each rule once the game runs and says them
            preset = PRESETS[data["rules"]]
            for row in OPTIONS:
                if row.rule is None or not hasattr(rules, row.rule):
                    continue
                value = getattr(rules, row.rule)
                if row.preset_value is not None and value == getattr(preset, row.rule):
                    value = row.preset_value  # "as the rule set says", as the menu reads it
                if type(value) is type(row.default):
                    values[row.name] = value
        return values

    def hints_allowed(self) -> bool:
        """Hints only if every person at this table allows them (the server says so in the lobby);
        never to a watcher, who holds no hand."""
        lobby = self.client.lobby
        return lobby is not None and lobby.hints and not self.client.watching

    def setting_changed(self, name: str, value: object) -> None:
        """A setting of this terminal the table hears of: whether this player allows hints (a
        watcher has no seat to allow them at: it says so when it sits down)."""
        if name == "online_hints" and not self.client.watching:
            self.remote.submit(self.client.allow_hints(bool(value)))

    def chat_going(self) -> None:
        """A chat line of this seat's goes out now (here, or from a page's own field): a refusal
        of too many at once that follows is that line's, and said however often it comes."""
        self._chat_sent_at = time.monotonic()

    def send_chat(self, text: str) -> None:
        """A chat line for the table (in the room: for the room); the server cleans it and passes
        it on (to us too: the confirmation). A line that cannot go out (the connection is down)
        is said as not sent."""
        self.chat_going()
        room = self.in_room

        async def say() -> None:
            if not await (self.client.room_say(text) if room else self.client.say(text)):
                self._on_loop(lambda: self._say("net-chat-not-sent", "error"))

        self.remote.submit(say())

    # ------------------------------------------------------------------ from the client's thread

    def _on_loop(self, fn: Callable[[], None]) -> None:
        if self._post is None:
            self._early.append(fn)
        else:
            self._post(fn)

    @property
    def _speaker(self) -> Speaker | None:
        """The table's speaker once a keyboard is attached (None before)."""
        return self.keyboard.speaker if self.keyboard is not None else None

    def _say(self, msg_id: str, sound: str | None = None, **args: Any) -> None:
        speaker = self._speaker
        if speaker is not None:
            speaker.say(msg_id, sound=sound, **args)

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        def deliver() -> None:
            before = self.mode
            self.view = view
            if self.keyboard is not None:
                self.keyboard.on_events(events, view)
            if self.mode is Mode.BETWEEN and before is not Mode.BETWEEN:
                # Like the local table's prompt: on the live line while it holds (`live_texts`),
                # so spoken and kept for Page Up but not printed above the line as well.
                speaker = self._speaker
                if speaker is not None:
                    speaker.tell(self.live_texts[Mode.BETWEEN], {}, remember=True, prompt=True)
            elif self.mode is Mode.OVER and before is not Mode.OVER:
                self._say_over()
        self._on_loop(deliver)

    def say_where(self) -> None:
        """Where the table stands, for a player back from elsewhere (a page's section closed):
        during a deal whose turn it is; before the game, between deals and after it, what comes
        next, as the live line says it."""
        speaker, view = self._speaker, self.view
        if speaker is None or self.keyboard is None:
            return
        mode = self.mode
        if view is not None and mode is Mode.PLAY:
            speaker.emit(self.keyboard.announcer.turn(view))
        elif mode is Mode.OVER:
            self._say_over()
        elif mode in self.live_texts:
            speaker.say(self.live_texts[mode])

    def live_words(self, mode: Mode) -> tuple[str, dict[str, str]] | None:
        """After the game a guest's line says who may start a new one by name once known, as
        `_say_over` says it: the line and the speech are one sentence."""
        if mode is Mode.OVER and not self.creator:
            opener = self._opener()
            return ("net-wait-again", {}) if opener is None else ("net-wait-again-named", {"name": opener})
        return super().live_words(mode)

    def _say_over(self) -> None:
        """After the game's result, what comes next, as the local table's prompt says it: the
        creator plays again with Enter; a guest (or a watcher) hears who may start a new game, by
        name once known, in the words of the live line."""
        speaker = self._speaker
        if speaker is None:
            return
        if self.creator:
            speaker.tell(self.again_prompt, {}, remember=True, prompt=True)
        else:
            msg_id, args = self.live_words(Mode.OVER) or ("net-wait-again", {})
            speaker.tell(msg_id, args, remember=True, prompt=True)

    def on_turn(self, view: SeatView, answer: Answer) -> None:
        def deliver() -> None:
            self.view = view
            if self.keyboard is not None:
                self.keyboard.on_turn(view, answer)
        self._on_loop(deliver)

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        def deliver() -> None:
            self.view = view
            if self.keyboard is not None:
                self.keyboard.on_refused(error, view)
        self._on_loop(deliver)

    def on_link(self, state: str) -> None:
        # The client reports each change once; "lost" and "silent" have the error sound.
        def deliver() -> None:
            if state in ("lost", "gone", "replaced"):
                self.link_down = True
                self.link_gone = state != "lost"
            elif state == "back":
                self.link_down = self.link_gone = False
            self._say(f"net-link-{state}", None if state in ("back", "answering") else "error")
            if state == "lost":
                self._losses += 1
                self._remind_later(self._losses)
        self._on_loop(deliver)

    def _remind_later(self, loss: int) -> None:
        """In `STILL_LOST_EVERY` seconds, if this loss still lasts: say that the game still tries,
        and how to leave; then again. The timer runs on the connection's loop, the words on ours."""
        def due() -> None:
            self._on_loop(remind)

        def remind() -> None:
            if loss == self._losses and self.link_down and not self.link_gone:
                self._say("net-link-still-lost")
                self._remind_later(loss)

        with suppress(RuntimeError):  # the loop closed with the table: nobody is left to remind
            self.remote.loop.call_soon_threadsafe(self.remote.loop.call_later, STILL_LOST_EVERY, due)

    def on_closed(self) -> None:
        """The table closed (nobody sat at it for the idle time): said as that, not as a line
        that could not be restored; whoever was still choosing a seat has nothing left to choose."""
        def deliver() -> None:
            self._table_closed = True
            self._say("net-error-table-closed", "error")
            if self.choosing:
                self.choosing = False
                self._choices_changed()
                self.end_run()
        self._on_loop(deliver)

    def on_missed(self, events: Sequence[Event], view: SeatView) -> None:
        # This seat never saw the game (its seat taken back in a new run, a reloaded page): the
        # whole game from its start is no news, where it stands is. A seat that saw part of it (a
        # page back on a new connection) hears the summary of what came since.
        whole = not events or isinstance(events[0], GameStarted)

        def deliver() -> None:
            seen = self.view is not None  # this run's view of the game (a new page's seat has none yet)
            # A watcher's view from its start is where a watching begins (this terminal may have
            # watched the game before, and left it).
            fresh = (not seen or view.watching) and whole
            self.view = view
            summary = missed_summary(events)
            if not fresh and any(summary.values()):
                self._say("net-missed", None, **summary)  # nothing missed: "Back at the table." says it all
                self._say_trick_missed(view)
            elif not fresh and view.phase == "playing" and view.my_turn:
                # Nothing missed, but the game waited on us through the outage: the trick we answer,
                # as a resumed game says it, before the turn.
                self._say_trick_missed(view)
            if self.keyboard is not None:
                self.keyboard.on_events((), view)
            if view.watching and self.names != "all":
                # A watcher's first view may come before the answer that it watches: where the
                # game stands is said after what watching is (`begin_watching`), as a watcher.
                self._watch_pending = view
                return
            if fresh:
                self._where_we_are(view)
            elif not seen and view.phase != "playing":
                # A page back after what it missed, the deal (or the game) over meanwhile: the
                # scores and what comes next, which no view of this seat has said yet.
                self._where_we_are(view, rejoined=False)
            elif view.phase == "playing" and view.my_turn:
                # Said once on coming back, whether the turn came while we were away or was
                # already ours: the game waits for us, and "Back at the table." does not say so.
                self._say_turn(view)
        self._on_loop(deliver)

    def _say_trick_missed(self, view: SeatView) -> None:
        """The cards of the trick in progress, by who played them: counted in the summary, they
        would otherwise be heard by nobody who was away."""
        speaker = self._speaker
        announcer = self.keyboard.announcer if self.keyboard is not None else None
        if speaker is not None and announcer is not None and view.phase == "playing" and view.trick:
            speaker.emit(announcer.current_trick(view, numbered=False), remember=True)

    def _say_turn(self, view: SeatView) -> None:
        """The turn, said to a player coming back, and with it the focused card, as a resumed
        local game names it: Enter plays it, and where the cursor is was not heard since."""
        keyboard = self.keyboard
        speaker = self._speaker
        if keyboard is None or speaker is None:
            return
        speaker.emit(keyboard.announcer.turn(view), remember=True)
        if view.my_turn:
            keyboard.name_focus()

    def _where_we_are(self, view: SeatView, *, rejoined: bool = True) -> None:
        """Back at our seat from a new run (the terminal was closed, the page reloaded): the whole
        game so far is not news, where it stands is (`rejoined`: said first): the deal and trick,
        the hand, the trick so far, the turn; between deals and after the game, the deal or the
        game over, the scores and what comes next."""
        announcer = self.keyboard.announcer if self.keyboard is not None else None
        speaker = self._speaker
        if announcer is None or speaker is None or view.phase not in ("playing", "deal_over", "game_over"):
            return
        if view.watching:
            # Nobody's seat: where the deal stands (between deals and after the game, the scores
            # that follow say which deal is over), never "back at your seat" nor a hand.
            if view.phase == "playing":
                speaker.tell("net-watch-where", {"deal": view.deal, "trick": view.trick_no}, remember=True)
                if view.trick:
                    speaker.emit(announcer.current_trick(view, numbered=False), remember=True)
                self._say_turn(view)
                return
        elif rejoined and view.phase == "playing":
            speaker.tell("net-rejoined", {"deal": view.deal, "trick": view.trick_no}, remember=True)
        elif rejoined:
            # The scores that follow say which deal is over (or the game): not twice in a row.
            over = view.phase == "game_over"
            speaker.tell("net-rejoined-after" if over else "net-rejoined-between", {}, remember=True)
        if view.phase == "deal_over":
            speaker.emit(announcer.scores(view), remember=True)
            speaker.tell(self.live_texts[Mode.BETWEEN], {}, remember=True, prompt=True)
            return
        if view.phase == "game_over":
            speaker.emit(announcer.scores(view), remember=True)
            self._say_over()
            return
        speaker.emit(announcer.hand_summary(view), remember=True)
        if view.trick:
            speaker.emit(announcer.current_trick(view, numbered=False), remember=True)
        self._say_turn(view)

    def on_chat(self, seat: int, name: str, text: str) -> None:
        self._chat_line(name, text, mine=seat == self.client.seat, room=False)

    def _chat_line(self, name: str, text: str, *, mine: bool, room: bool) -> None:
        def deliver() -> None:
            speaker = self._speaker
            if speaker is None or (room and not self.in_room):
                return
            if self._chat_pace.full():
                self._chat_flooded = False  # the table's chat has calmed down
            if not self._chat_pace.take():
                # More lines than anyone can listen to: the rest is left out, and that is said
                # once, until the chat has calmed down (a line now and then meanwhile is said,
                # without saying again that lines are left out).
                if not self._chat_flooded:
                    self._chat_flooded = True
                    speaker.say("net-chat-flood", sound="error")
                return
            if mine:
                speaker.say("net-chat-sent")  # brief: the sender knows what they wrote
            else:
                said = {"name": printable(name), "text": printable(text)}
                speaker.tell("net-room-chat" if room else "net-chat", said, remember=True, kind="chat")
        self._on_loop(deliver)

    def on_room_chat(self, name: str, text: str) -> None:
        """A line of the room's chat: said in the room only (at a table, the table's chat is enough),
        paced as the table's chat is."""
        mine = self.client.room is not None and name.casefold() == self.client.room.you.casefold()
        self._chat_line(name, text, mine=mine, room=True)

    def on_watcher(self, name: str, watching: bool, count: int) -> None:
        def deliver() -> None:
            # Said when it changes, never twice the same (a server repeating itself); how often
            # someone may begin watching is the server's to bound (per address).
            if self._watchers_said.get(name) != watching:
                if len(self._watchers_said) > 1000:
                    self._watchers_said.clear()  # (a server sending name after name: kept small)
                self._watchers_said[name] = watching
                self._say("net-watcher-came" if watching else "net-watcher-went", name=printable(name), count=count)
        self._on_loop(deliver)

    def _watcher_enter(self) -> None:
        """Enter while watching: before the start, the seat choice if a seat is free; else what watching is."""
        lobby = self.client.lobby
        if self.mode is Mode.START and lobby is not None and not lobby.started and lobby.free_seats():
            self.names = "people"  # a seat of one's own: the others by name, oneself as "you"
            self.choosing = True
            self._table_lobby = lobby
            self._seen_sitting()
            self._read_choice()
            self._choices_changed()
            return
        self._say(self.watch_notes[0], "error")

    def on_notice(self, what: str, seat: int, name: str | None) -> None:
        if seat == self.client.seat:
            return  # news of our own seat is not news: "Connection lost", "A new game begins" say it
        if what in ("dropped", "computer", "back", "left", "again", "ready"):
            who = printable(name) if name else str(seat + 1)

            def deliver() -> None:
                if self._repeated(f"{what} {seat}"):
                    return  # a server repeating itself: once is news
                # Once the game runs, a seat left is played by a computer at once (before it, the
                # seat is free again): said with the leaving, so nobody waits for that player.
                lobby = self.client.lobby
                started = (self.view is not None and self.view.phase != "new") or (lobby is not None and lobby.started)
                self._say("net-notice-left-computer" if what == "left" and started else f"net-notice-{what}", name=who)
            self._on_loop(deliver)

    def _repeated(self, key: str) -> bool:
        """Whether `key` was said less than REPEAT_AFTER seconds ago (if not, it counts as said now)."""
        now = time.monotonic()
        if now - self._said_at.get(key, -REPEAT_AFTER) < REPEAT_AFTER:
            return True
        self._said_at[key] = now
        return False

    def on_failure(self, reason: str) -> None:
        # The server refuses chat lines faster than people type; this client paces everything
        # else below its limits, so a refusal just after a chat line is that line's.
        flooded = reason == "rate_limited" and time.monotonic() - self._chat_sent_at < CHAT_REFUSAL_WINDOW

        def deliver() -> None:
            # The same refusal again within a few seconds is not news (a server sending frame
            # after frame this client cannot read would have it said for each); a chat line
            # refused is always said, since the player typed it.
            msg_id = "net-chat-flooded" if flooded else reason_message_id(reason)  # unknown reasons share one
            if not flooded and self._repeated(msg_id):
                return
            self._say(msg_id, "error")
            if reason in ("no_watchers", "table_closed"):
                self.watch_ended()  # a watcher whose table closed, or closed to watchers: back in the room
        self._on_loop(deliver)

    def unbound_hint(self, mode: str, general: str = "") -> str | None:
        """What helps here instead of the `general` answer to a key of another moment: before the
        game there is no saved game to answer, between deals Enter says one is ready (it deals nothing)."""
        if mode == "between":
            return {"ui-key-between": "net-key-between", "ui-key-between-hand": "net-key-between-hand",
                    "ui-key-between-turn": "net-key-between-turn"}.get(general)
        if mode == "start":
            return "net-key-start-creator" if self.creator else "net-key-start-guest"
        if mode == "over" and not self.creator:
            return "net-wait-again"
        return None

    def help_notes(self, mode: str) -> list[str]:
        """F1's lines about the online keys of `mode`, in this terminal's language."""
        speaker = self._speaker
        if speaker is None:
            return []
        # A guest hears who may start the game by name, once the lobby has said it.
        opener = None if self.creator else self._opener()
        named = (lambda msg_id: f"{msg_id}-named") if opener else (lambda msg_id: msg_id)
        ids = {"start": ["net-help-start-creator" if self.creator else named("net-help-start-guest"), "net-help-chat"],
               "play": ["net-help-chat"],
               "between": ["net-help-between", "net-help-chat"],
               "over": ["net-help-again-creator" if self.creator else named("net-help-again-guest"), "net-help-chat"],
               "menu": ["net-help-menu"]}.get(mode, [])
        # Control+Q works in every mode: before taking a seat it only leaves.
        if mode == "room":
            return [speaker.t("net-help-room")]
        if self.client.watching:  # no seat a computer would play: Control+Q only stops watching
            return [*(speaker.t(msg_id, name=opener) if opener and msg_id.endswith("-named") else speaker.t(msg_id)
                      for msg_id in ids),
                    speaker.t("net-help-quit-watching", room="yes" if self.client.room is not None else "no")]
        if self.creator and mode in ("start", "play", "between", "over"):
            ids = [*ids, "net-help-watchers"]
        ids = [*ids, "net-help-quit-lobby" if mode == "lobby" else "net-help-quit"]
        return [speaker.t(msg_id, name=opener) if opener and msg_id.endswith("-named") else speaker.t(msg_id)
                for msg_id in ids]

    def welcome(self) -> None:
        """Where we sit: the creator hears the table's code (two groups of digits, easy to say
        and type) and how to start; whoever joined, the table they joined; in the room, the room."""
        if self.in_room:
            self.enter_room_here()
            return
        code = format_code(self.client.code or "")
        if self.choosing:
            self._say("net-table-found", code=code)
        elif self.creator:
            self._say("net-table-created", code=code)
            self._say("net-start-hint")
        else:
            self._say("net-table-joined", code=code)
            self._already_here()

    def _already_here(self) -> None:
        """Who sat at the table before we joined (with --seat): there already, not sitting down now."""
        lobby = self.client.lobby
        if lobby is None or lobby.started:
            return
        for entry in lobby.data.get("seats", ()):
            seat = int(entry.get("seat", 0))
            if entry.get("kind") == "human" and seat != self.client.seat and seat not in self._seen:
                self._seen.add(seat)
                self._say("net-lobby-here", name=printable(str(entry.get("name") or "")), place=self._place(seat))
