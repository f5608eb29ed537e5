"""The keyboard seat at a table on a server: a `TableLink` over the online client.

`OnlineTable` stands where a local `Table` stands in a `TableSession`: the keyboard seat submits
its plays and asks for the next deal through it, and hears what the server sends, in its own
language, through the seat contract (`on_events`, `on_turn`, `on_refused`). What only online
play has (the connection lost and back, chat, other players dropping) is said here, once each.
The client runs on a loop of its own thread (`net.remote.RemoteTable`); everything it reports
hops to the application's loop through `post`, so the network never blocks a key.
No autosave and no computers here: the server keeps the game and plays the empty seats.
"""

from __future__ import annotations

import asyncio
import unicodedata
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

from ristikontra.engine import Action, Event, GameState, IllegalAction, SeatView
from ristikontra.net.client import Client, Lobby, NetError, missed_summary, reason_message_id
from ristikontra.net.codes import format_code
from ristikontra.net.remote import OnlineListener, RemoteTable
from ristikontra.net.sanitize import CHAT_MAX
from ristikontra.options import OPTIONS
from ristikontra.table.seats import Answer, Flow, Mode, SeatController, mode_of

__all__ = ["FIXED_ONLINE", "OnlineTable", "printable"]

#: Settings the table decides, not this terminal: the rules, the computers' level and pace.
FIXED_ONLINE = frozenset({row.name for row in OPTIONS if row.applies == "next_game"} | {"level", "ai_delay"})


def printable(text: str) -> str:
    """`text` without control or format characters (the server cleans names and chat; we still
    never print a control character into the player's terminal)."""
    return "".join(c for c in text if unicodedata.category(c)[0] != "C")


class OnlineTable(OnlineListener):
    """One seat at a server's table, for one keyboard seat (see the module docs)."""

    def __init__(self, client: Client, *, creator: bool = False) -> None:
        self.client = client
        self.creator = creator
        self.remote = RemoteTable(client, self, self)
        self.keyboard: SeatController | None = None
        self.view: SeatView | None = None
        self._post: Callable[[Callable[[], None]], None] | None = None
        self._early: list[Callable[[], None]] = []
        # What a local Table has and a TableSession reads; online there is no save and no computer here.
        self.controllers: dict[int, SeatController] = {}
        self.keepsake: Callable[[], tuple[str, int]] | None = None
        self.on_players: Callable[[], None] | None = None
        self.level = "strong"
        self.reproducible = False
        self.seed: int | None = None
        self.state: GameState | None = None
        self.offering_save = False
        self.thinking = False
        self.game_id = 0
        self._seen: set[int] = set()  # seats already said in the lobby: never twice
        #: Choosing a seat (`online join` without --seat): the keys are the lobby's until one is taken.
        self.choosing = False
        self._choice = 0
        self._taking = False
        #: Who sits where, as this terminal has heard it (changed on the application's loop only,
        #: so the list under the cursor never shifts between a key and its answer).
        self._table_lobby: Lobby | None = None
        #: The chat line's limit (the server's figure).
        self.chat_limit = CHAT_MAX
        #: The options menu's items this terminal cannot change here.
        self.fixed_options = FIXED_ONLINE

    # ------------------------------------------------------------------ the table side

    def seat(self, seat: int, controller: SeatController) -> None:
        self.controllers[seat] = controller
        self.keyboard = controller

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

    def start(self, resume: bool = False) -> None:
        """Nothing to deal here: the server deals once the creator starts."""

    def close(self) -> None:
        self.remote.close()

    def saved_game(self) -> None:
        return None

    def save(self) -> bool | None:
        return None

    def new_game(self) -> None:
        self.request(self.client.seat or 0, Flow.NEW_GAME)

    def next_deal(self) -> None:
        self.request(self.client.seat or 0, Flow.NEXT_DEAL)

    # ------------------------------------------------------------------ TableLink

    @property
    def mode(self) -> Mode:
        return mode_of(self.view.phase if self.view is not None else None)

    def submit(self, seat: int, action: Action) -> None:
        self.remote.submit(self.client.act(action, self.client.at))

    def request(self, seat: int, step: Flow) -> None:
        if self.mode is Mode.BETWEEN:
            self.remote.submit(self.client.ready())
        elif self.mode is Mode.START:
            if self.creator:
                self.remote.submit(self.client.start())
            else:
                self._say("net-wait-start")
        elif self.mode is Mode.OVER:
            if self.creator:
                self.remote.submit(self.client.again())
            else:
                self._say("net-wait-again")

    def hold(self, seat: int, held: bool) -> None:
        """Nobody else's game waits for one player's menu: online the table is never held. The
        turn is not lost meanwhile: "your turn" is said as it comes, and again as the menu closes."""
        view = self.view
        if not held and view is not None and view.phase == "playing" and view.my_turn:
            keyboard = self.keyboard
            announcer = getattr(keyboard, "announcer", None)
            speaker = getattr(keyboard, "speaker", None)
            if announcer is not None and speaker is not None:
                self._on_loop(lambda: speaker.emit(announcer.turn(view)))

    def hints_allowed(self) -> bool:
        """Hints only if every person at this table allows them (the server says so in the lobby)."""
        lobby = self.client.lobby
        return lobby is not None and lobby.hints

    def setting_changed(self, name: str, value: object) -> None:
        """A setting of this terminal the table hears of: whether this player allows hints."""
        if name == "online_hints":
            self.remote.submit(self.client.allow_hints(bool(value)))

    def send_chat(self, text: str) -> None:
        """A chat line for the table; the server cleans it and passes it on (to us too: the confirmation)."""
        self.remote.submit(self.client.say(text))

    # ------------------------------------------------------------------ from the client's thread

    def _on_loop(self, fn: Callable[[], None]) -> None:
        if self._post is None:
            self._early.append(fn)
        else:
            self._post(fn)

    def _say(self, msg_id: str, sound: str | None = None, **args: Any) -> None:
        keyboard = self.keyboard
        speaker = getattr(keyboard, "speaker", None)
        if speaker is not None:
            speaker.say(msg_id, sound=sound, **args)

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        def deliver() -> None:
            before = self.mode
            self.view = view
            if self.keyboard is not None:
                self.keyboard.on_events(events, view)
            if self.mode is Mode.BETWEEN and before is not Mode.BETWEEN:
                self._say("net-next-deal-prompt")
        self._on_loop(deliver)

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
        # The client reports each change once; "lost" has the error sound.
        self._on_loop(lambda: self._say(f"net-link-{state}", "error" if state != "back" else None))

    def on_missed(self, events: Sequence[Event], view: SeatView) -> None:
        def deliver() -> None:
            self.view = view
            self._say("net-missed", None, **missed_summary(events))
            if self.keyboard is not None:
                self.keyboard.on_events((), view)
        self._on_loop(deliver)

    def on_chat(self, seat: int, name: str, text: str) -> None:
        def deliver() -> None:
            speaker = getattr(self.keyboard, "speaker", None)
            if speaker is None:
                return
            if seat == self.client.seat:
                speaker.say("net-chat-sent")  # brief: the sender knows what they wrote
            else:
                speaker.tell("net-chat", {"name": printable(name), "text": printable(text)}, remember=True)
        self._on_loop(deliver)

    def on_notice(self, what: str, seat: int, name: str | None) -> None:
        if what in ("dropped", "computer", "back", "left", "again"):
            who = printable(name) if name else str(seat + 1)
            self._on_loop(lambda: self._say(f"net-notice-{what}", name=who))

    def on_lobby(self, lobby: Lobby) -> None:
        self._on_loop(lambda: self._lobby(lobby))

    def _lobby(self, lobby: Lobby) -> None:
        self._table_lobby = lobby
        if self.choosing:
            # Someone sat down while we choose: say so, and where the cursor is now.
            taken = [entry for entry in lobby.data.get("seats", ())
                     if entry.get("kind") == "human" and int(entry.get("seat", 0)) not in self._seen]
            for entry in taken:
                self._seen.add(int(entry.get("seat", 0)))
            if taken and not self._taking:
                for entry in taken:
                    self._say("net-lobby-now-taken", name=printable(str(entry.get("name") or "")),
                              seat=int(entry.get("seat", 0)) + 1)
                if self._free():
                    self._say("net-lobby-plain", text=self._describe_choice())
            self._choices_changed()
            return
        if lobby.started:
            return
        for entry in lobby.data.get("seats", ()):
            seat = int(entry.get("seat", 0))
            if entry.get("kind") == "human" and seat != self.client.seat and seat not in self._seen:
                self._seen.add(seat)
                self._say("net-lobby-seated", name=printable(str(entry.get("name") or "")),
                          place=self._place(seat))

    # ------------------------------------------------------------------ choosing a seat (the lobby mode)

    def key_mode(self) -> str | None:
        return "lobby" if self.choosing else None

    def _free(self) -> list[int]:
        lobby = self._table_lobby
        return lobby.free_seats() if lobby is not None else []

    def lobby_line(self) -> str | None:
        """The live line while choosing: the seat under the cursor."""
        if not self.choosing:
            return None
        return self._describe_choice()

    def _describe_choice(self) -> str:
        speaker = getattr(self.keyboard, "speaker", None)
        free = self._free()
        if speaker is None:
            return ""
        if not free:
            return str(speaker.t("net-error-table-full"))
        self._choice = min(self._choice, len(free) - 1)
        seat = free[self._choice]
        return str(speaker.t("net-lobby-seat", seat=seat + 1, who=self._neighbours(seat),
                             position=self._choice + 1, total=len(free)))

    def _neighbours(self, seat: int) -> str:
        """Who a person at `seat` would sit with: "partner of Anna, opponent of Ben, on your left"."""
        speaker = getattr(self.keyboard, "speaker", None)
        lobby = self._table_lobby
        if speaker is None or lobby is None:
            return ""
        parts = []
        for entry in lobby.data.get("seats", ()):
            other = int(entry.get("seat", 0))
            if entry.get("kind") != "human" or other == seat:
                continue
            name = printable(str(entry.get("name") or "")) or str(other + 1)
            # Seat + 1 plays after you: your left-hand opponent.
            where = {2: "partner", 1: "left", 3: "right"}[(other - seat) % 4]
            parts.append(speaker.t(f"net-lobby-{where}-of", name=name))
        return ", ".join(parts) if parts else str(speaker.t("net-lobby-nobody"))

    def _seen_sitting(self) -> None:
        """Who sits there already is part of each seat's description, not news."""
        lobby = self._table_lobby
        self._seen |= {int(e.get("seat", 0)) for e in (lobby.data.get("seats", ()) if lobby else ())
                       if e.get("kind") == "human"}

    def _read_choice(self) -> None:
        free = self._free()
        self._say("net-lobby-choose", free=len(free))
        if free:
            keyboard = self.keyboard
            if keyboard is not None:
                speaker = getattr(keyboard, "speaker", None)
                if speaker is not None:
                    speaker.say("net-lobby-plain", text=self._describe_choice())

    def _choices_changed(self) -> None:
        changed = getattr(self.keyboard, "changed", None)
        if changed is not None:
            changed()

    def key(self, command: str) -> None:
        """The lobby's keys: Up/Down through the free seats, Enter takes one."""
        if not self.choosing:
            return
        free = self._free()
        if command in ("lobby_prev", "lobby_next"):
            step = -1 if command == "lobby_prev" else 1
            if not free or not 0 <= self._choice + step < len(free):
                self._say("net-lobby-edge")
                return
            self._choice += step
            self._say("net-lobby-plain", text=self._describe_choice())
        elif command == "lobby_take" and free and not self._taking:
            self._taking = True
            self._take(free[min(self._choice, len(free) - 1)])

    def _take(self, seat: int) -> None:
        code = self.client.code or ""

        async def take() -> str:
            try:
                await self.client.take_seat(seat)
                return "taken"
            except NetError as error:
                if error.reason == "seat_taken":
                    await self.client.join(code)  # who sits where now, to read the list again
                return error.reason

        future = asyncio.run_coroutine_threadsafe(take(), self.remote.loop)
        future.add_done_callback(lambda f: self._on_loop(lambda: self._taken(seat, f)))

    def _taken(self, seat: int, future: Future[str]) -> None:
        self._taking = False
        try:
            result = future.result()
        except Exception:
            result = "unreachable"
        if result != "taken":
            self._table_lobby = self.client.lobby  # as the server answered it just now
            self._seen_sitting()
            self._say(reason_message_id(result), "error")
            self._choice = 0
            self._read_choice()
            self._choices_changed()
            return
        self.choosing = False
        keyboard = self.keyboard
        sit: Callable[[int], None] | None = getattr(keyboard, "sit", None)
        if sit is not None and keyboard is not None:
            sit(seat)
            self.controllers = {seat: keyboard}
        self._say("net-lobby-taken", seat=seat + 1, who=self._neighbours(seat))
        self._say("net-wait-start")
        self._choices_changed()

    def _place(self, seat: int) -> str:
        mine = self.client.seat or 0
        return "partner" if (seat - mine) % 2 == 0 else "opponent"

    def on_failure(self, reason: str) -> None:
        self._on_loop(lambda: self._say(reason_message_id(reason), "error"))

    def unbound_hint(self, mode: str) -> str | None:
        """Before the game there is no saved game to answer here: say what starts it."""
        if mode == "start":
            return "net-key-start-creator" if self.creator else "net-key-start-guest"
        if mode == "over" and not self.creator:
            return "net-wait-again"
        return None

    def help_notes(self, mode: str) -> list[str]:
        """F1's lines about the online keys of `mode`, in this terminal's language."""
        speaker = getattr(self.keyboard, "speaker", None)
        if speaker is None:
            return []
        ids = {"start": ["net-help-start-creator" if self.creator else "net-help-start-guest", "net-help-chat"],
               "play": ["net-help-chat"],
               "between": ["net-help-between", "net-help-chat"],
               "over": ["net-help-again-creator" if self.creator else "net-help-again-guest", "net-help-chat"],
               "menu": ["net-help-menu"]}.get(mode, [])
        if mode in ("menu", "line", "lobby"):
            return [speaker.t(msg_id) for msg_id in ids]
        return [speaker.t(msg_id) for msg_id in [*ids, "net-help-quit"]]

    def welcome(self) -> None:
        """Where we sit: the creator hears the table's code (two groups of digits, easy to say
        and type) and how to start; whoever joined, the table they joined."""
        code = format_code(self.client.code or "")
        if self.choosing:
            self._say("net-table-found", code=code)
        elif self.creator:
            self._say("net-table-created", code=code)
            self._say("net-start-hint")
        else:
            self._say("net-table-joined", code=code)
