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

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from ristikontra.engine import Action, Event, GameState, IllegalAction, SeatView
from ristikontra.net.client import Client, Lobby, missed_summary, reason_message_id
from ristikontra.net.codes import format_code
from ristikontra.net.remote import OnlineListener, RemoteTable
from ristikontra.table.seats import Answer, Flow, Mode, SeatController, mode_of

__all__ = ["OnlineTable", "printable"]


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
            self._say("net-game-over")

    def hold(self, seat: int, held: bool) -> None:
        """Nobody else's game waits for one player's menu: online, holding does nothing."""

    def hints_allowed(self) -> bool:
        """Off for now: online, hints need every human at the table to allow them, and the
        server cannot ask that yet."""
        return False

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
        self._on_loop(lambda: self._say("net-chat", name=printable(name), text=printable(text)))

    def on_notice(self, what: str, seat: int, name: str | None) -> None:
        if what in ("dropped", "computer", "back", "left"):
            who = printable(name) if name else str(seat + 1)
            self._on_loop(lambda: self._say(f"net-notice-{what}", name=who))

    def on_lobby(self, lobby: Lobby) -> None:
        self._on_loop(lambda: self._lobby(lobby))

    def _lobby(self, lobby: Lobby) -> None:
        if lobby.started:
            return
        for entry in lobby.data.get("seats", ()):
            seat = int(entry.get("seat", 0))
            if entry.get("kind") == "human" and seat != self.client.seat and seat not in self._seen:
                self._seen.add(seat)
                self._say("net-lobby-seated", name=printable(str(entry.get("name") or "")),
                          place=self._place(seat))

    def _place(self, seat: int) -> str:
        mine = self.client.seat or 0
        return "partner" if (seat - mine) % 2 == 0 else "opponent"

    def on_failure(self, reason: str) -> None:
        self._on_loop(lambda: self._say(reason_message_id(reason), "error"))

    def help_notes(self, mode: str) -> list[str]:
        """F1's lines about the online keys of `mode`, in this terminal's language."""
        speaker = getattr(self.keyboard, "speaker", None)
        if speaker is None:
            return []
        ids = {"start": ["net-help-start-creator" if self.creator else "net-help-start-guest"],
               "between": ["net-help-between"]}.get(mode, [])
        return [speaker.t(msg_id) for msg_id in [*ids, "net-help-quit"]] if mode != "menu" else []

    def welcome(self) -> None:
        """Where we sit: the creator hears the table's code (two groups of digits, easy to say
        and type) and how to start; whoever joined, the table they joined."""
        code = format_code(self.client.code or "")
        if self.creator:
            self._say("net-table-created", code=code)
            self._say("net-start-hint")
        else:
            self._say("net-table-joined", code=code)
