"""The lobby of a table on a server, at this terminal: who sits down, and choosing a seat.

Before the game, each person who sits down at the table is said once, as partner or opponent.
`online join` without `--seat` opens the seat choice (key mode `lobby`): Up and Down go through
the free seats, each read with who one would sit with, and Enter asks the server for the one under
the cursor. The cursor is a seat, not a place in the list: when someone else takes it, it stays
there (said as taken), so an Enter pressed in that moment still asks for the seat the player
heard, never for the one that moved under the cursor; the server decides, and a refusal says
who took the seat and reads the list again, the cursor on the free seat nearest. If the game
begins before a seat is taken (the creator started it; a seat cannot be taken in a running game),
the choice ends at once: it is said, and this terminal's run ends (`end_run`). `OnlineLobby` is a
part of `ui.online.table.OnlineTable`, which sets up the attributes it uses.
"""

from __future__ import annotations

import asyncio
import contextlib
import unicodedata
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import Lobby, NetError
from ristikontra.net.remote import RemoteTable

if TYPE_CHECKING:
    from ristikontra.ui.seat.keyboard import KeyboardSeat

__all__ = ["OnlineLobby", "printable"]


def printable(text: str) -> str:
    """`text` without control or format characters (the server cleans names and chat; we still
    never print a control character into the player's terminal)."""
    return "".join(c for c in text if unicodedata.category(c)[0] != "C")


class OnlineLobby:
    """The lobby's notices and the seat choice of one `OnlineTable` (see the module docs)."""

    client: Client
    remote: RemoteTable
    keyboard: KeyboardSeat | None
    _seen: set[int]  # seats already said in the lobby: never twice
    #: Choosing a seat (`online join` without --seat): the keys are the lobby's until one is taken.
    choosing: bool
    #: The seat under the cursor (a seat number: it does not move when others sit down).
    _cursor: int | None
    _taking: bool
    #: Who sits where, as this terminal has heard it (changed on the application's loop only,
    #: so the list under the cursor never shifts between a key and its answer).
    _table_lobby: Lobby | None
    #: Ends this terminal's run, as Control+Q does (the application sets it).
    end_run: Callable[[], None]
    #: Watching has just begun: the next lobby is the table as it stands, not news.
    _table_lobby_fresh: bool = False

    if TYPE_CHECKING:
        def _on_loop(self, fn: Callable[[], None]) -> None: ...

        def _say(self, msg_id: str, sound: str | None = None, **args: Any) -> None: ...

    def on_lobby(self, lobby: Lobby) -> None:
        self._on_loop(lambda: self._lobby(lobby))

    def _lobby(self, lobby: Lobby) -> None:
        self._table_lobby = lobby
        # A seat its person left before the game is news again when somebody next sits there.
        freed = sorted(self._seen & set(lobby.free_seats()))
        self._seen -= set(freed)
        if self.choosing and lobby.started:
            self._started_without_us()
            return
        if self.choosing:
            # Someone sat down or got up while we choose: say so, and where the cursor is now.
            taken = [entry for entry in lobby.data.get("seats", ())
                     if entry.get("kind") == "human" and int(entry.get("seat", 0)) not in self._seen]
            for entry in taken:
                self._seen.add(int(entry.get("seat", 0)))
            if (taken or freed) and not self._taking:
                for entry in taken:
                    self._say("net-lobby-now-taken", name=printable(str(entry.get("name") or "")),
                              seat=int(entry.get("seat", 0)) + 1)
                for seat in freed:
                    self._say("net-lobby-now-free", seat=seat + 1)
                if self._free():
                    # The cursor stays where it was: on its seat, or on the seat just taken.
                    self._say("net-lobby-plain", text=self._describe_choice())
            self._choices_changed()
            return
        if lobby.started:
            return
        if self._table_lobby_fresh and lobby.data.get("watching") is True:
            # The table as it was when watching began: who sits there is said with it, not as news.
            self._table_lobby_fresh = False
            self._seen_sitting()
            return
        for entry in lobby.data.get("seats", ()):
            seat = int(entry.get("seat", 0))
            if entry.get("kind") == "human" and seat != self.client.seat and seat not in self._seen:
                self._seen.add(seat)
                name = printable(str(entry.get("name") or ""))
                if self.client.watching:  # nobody's partner: the watcher plays no seat
                    self._say("net-watch-seated", name=name)
                else:
                    self._say("net-lobby-seated", name=name, place=self._place(seat))

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
        speaker = self.keyboard.speaker if self.keyboard is not None else None
        free = self._free()
        if speaker is None:
            return ""
        if not free:
            return str(speaker.t("net-error-table-full"))
        seat = self._cursor_seat()
        if seat not in free:
            return str(speaker.t("net-lobby-gone", seat=seat + 1))
        return str(speaker.t("net-lobby-seat", seat=seat + 1, who=self._neighbours(seat),
                             position=free.index(seat) + 1, total=len(free)))

    def _cursor_seat(self) -> int:
        """The seat under the cursor; the first free one before the cursor was ever placed."""
        if self._cursor is None:
            free = self._free()
            if not free:
                return 0
            self._cursor = free[0]
        return self._cursor

    def _nearest_free(self, seat: int) -> int | None:
        """The free seat nearest to `seat`, never `seat` itself (the later one of two as near):
        where the cursor goes once the seat under it is gone, even as the list is an old one."""
        free = [s for s in self._free() if s != seat]
        return min(free, key=lambda s: (abs(s - seat), -s)) if free else None

    def _opener(self) -> str | None:
        """The name of whoever opened the table, when the lobby says it; None before it does."""
        lobby = self._table_lobby or self.client.lobby
        if lobby is None:
            return None
        creator = lobby.data.get("creator")
        for entry in lobby.data.get("seats", ()):
            if isinstance(entry, dict) and entry.get("seat") == creator and entry.get("kind") == "human":
                return printable(str(entry.get("name") or "")) or None
        return None

    def _say_wait_start(self) -> None:
        """Who starts the game, by name once the lobby has said it."""
        self._say_named("net-wait-start")

    def _say_named(self, msg_id: str) -> None:
        """`msg_id`, or its `-named` form with the name of whoever opened the table once known."""
        name = self._opener()
        if name is None:
            self._say(msg_id)
        else:
            self._say(f"{msg_id}-named", name=name)

    def _neighbours(self, seat: int) -> str:
        """Who a person at `seat` would sit with: "partner of Anna, opponent of Ben, on your left"."""
        speaker = self.keyboard.speaker if self.keyboard is not None else None
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
                keyboard.speaker.say("net-lobby-plain", text=self._describe_choice())

    def _choices_changed(self) -> None:
        if self.keyboard is not None:
            self.keyboard.changed()

    def key(self, command: str) -> None:
        """The lobby's keys: Up/Down through the free seats, Enter takes one."""
        if not self.choosing:
            return
        free = self._free()
        if command in ("lobby_prev", "lobby_next"):
            step = -1 if command == "lobby_prev" else 1
            here = self._cursor_seat()
            ahead = [s for s in free if (s - here) * step > 0]
            if not free or (not ahead and here in free):
                self._say("net-lobby-edge", edge="first" if step < 0 else "last")
                return
            # From a seat just taken, the way it points, or else the other way: to a free seat.
            self._cursor = min(ahead, key=lambda s: abs(s - here)) if ahead else self._nearest_free(here)
            self._say("net-lobby-plain", text=self._describe_choice())
        elif command == "lobby_take" and not free:
            self._say("net-error-table-full", "error")  # an Enter is never met with silence
        elif command == "lobby_take" and not self._taking:
            # The seat the player heard, even if it was taken meanwhile: the server decides who
            # was first, and this terminal never takes another seat in its stead.
            self._taking = True
            self._take(self._cursor_seat())

    def _take(self, seat: int) -> None:
        code = self.client.code or ""

        async def take() -> str:
            try:
                await self.client.take_seat(seat)
                return "taken"
            except NetError as error:
                if error.reason == "seat_taken":
                    # Who sits where now, to read the list again. If that fails (the connection
                    # dropped just then), the seat was still taken: that is what the player hears
                    # first, with the list as last heard; the lost connection says itself.
                    with contextlib.suppress(NetError):
                        await self.client.join(code)
                return error.reason

        future = asyncio.run_coroutine_threadsafe(take(), self.remote.loop)
        future.add_done_callback(lambda f: self._on_loop(lambda: self._taken(seat, f)))

    def _refusal(self, reason: str, seat: int) -> tuple[str, dict[str, Any]]:
        """Why the seat was not ours: who took it first, if the lobby says; else the server's reason."""
        if reason == "seat_taken":
            lobby = self._table_lobby
            entry = next((e for e in (lobby.data.get("seats", ()) if lobby else ())
                          if int(e.get("seat", -1)) == seat and e.get("kind") == "human"), None)
            name = printable(str(entry.get("name") or "")) if entry is not None else ""
            if name:
                return "net-lobby-lost-race", {"name": name, "seat": seat + 1}
        return reason_message_id(reason), {}

    def _started_without_us(self) -> None:
        """The game began while we chose: nothing is left to choose, so say so and leave."""
        if not self.choosing:
            return
        self.choosing = False
        self._say("net-lobby-started-without-you", "error")
        self._choices_changed()
        self.end_run()

    def _taken(self, seat: int, future: Future[str]) -> None:
        self._taking = False
        if not self.choosing:
            return  # the choice ended while the answer was on its way (the table closed): said then
        try:
            result = future.result()
        except Exception:
            result = "unreachable"
        if result == "already_started":
            self._started_without_us()  # Enter met the start on its way to the server
            return
        if result != "taken":
            self._table_lobby = self.client.lobby  # as the server answered it just now
            self._seen_sitting()
            msg_id, args = self._refusal(result, seat)
            self._say(msg_id, "error", **args)
            self._cursor = self._nearest_free(seat)
            self._read_choice()
            self._choices_changed()
            return
        self.choosing = False
        if self.keyboard is not None:
            self.keyboard.sit(seat)
        self._say("net-lobby-taken", seat=seat + 1, who=self._neighbours(seat))
        self._say_wait_start()
        self._choices_changed()

    def _place(self, seat: int) -> str:
        mine = self.client.seat or 0
        return "partner" if (seat - mine) % 2 == 0 else "opponent"
