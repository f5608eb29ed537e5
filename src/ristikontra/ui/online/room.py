"""The room at this terminal: the public tables open now, read like the start menu, who is here,
the room's chat, and watching a game.

Key mode `room`: Up and Down (Home, End) go through the tables, each read in one line (whose
table, who sits there, free seats, rules, computers, waiting or playing, watchers, languages);
Enter sits down (the table's seat choice follows, `ui/online/lobby.py`); `w` watches; `n` opens
a public table, Shift+N a private one (its code for friends, as `online create`); `p` says who
is here; `/` writes to the room; `m` mutes or unmutes a person's chat. The cursor is a table's
code, not a place in the list: a table opening or closing above it never moves it to another
table. What changes while the player reads is said briefly and
merged: at most one short sentence every `NEWS_EVERY` seconds (tables opened and closed, people
who came and went, the table under the cursor), never a line per change.

Watching: the keyboard seat sits behind the table's opener and hears every card played, with
every player by name (`names = "all"`); the reading keys (trick, history, score, seats) read the
watcher's view, which has no hand. Enter before the start opens the seat choice if a seat is free.
`OnlineRoom` is a part of `ui.online.table.OnlineTable`, which sets up the attributes it uses.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from ristikontra.announce.perspective import Names
from ristikontra.engine import PRESETS, Rules, SeatView
from ristikontra.net.client import Client, reason_message_id
from ristikontra.net.clientstate import Lobby, NetError
from ristikontra.net.codes import format_code
from ristikontra.net.remote import RemoteTable
from ristikontra.net.roomview import RoomChange, TableEntry
from ristikontra.net.sanitize import NAME_MAX, clean_text
from ristikontra.ui.online.lobby import printable

if TYPE_CHECKING:
    from ristikontra.ui.seat.keyboard import KeyboardSeat

__all__ = ["NEWS_EVERY", "OnlineRoom", "rule_options"]

#: Seconds between two sentences of the room's news at the most: changes meanwhile are merged.
NEWS_EVERY = 3.0
#: Names said one by one in the news; more are counted.
NAMES_SAID = 3


def rule_options(rules: Rules, preset: str) -> dict[str, Any]:
    """The rule fields in which `rules` differ from the preset `preset` (what the server takes)."""
    base = PRESETS[preset].to_json()
    return {name: value for name, value in rules.to_json().items() if base.get(name) != value}


class OnlineRoom:
    """The room's list, news and keys of one `OnlineTable` (see the module docs)."""

    client: Client
    remote: RemoteTable
    keyboard: KeyboardSeat | None
    choosing: bool
    creator: bool
    in_room: bool
    names: Names
    _table_lobby: Lobby | None
    _table_lobby_fresh: bool
    watch_notes: ClassVar[tuple[str, str]]
    end_run: Callable[[], None]

    if TYPE_CHECKING:
        def _on_loop(self, fn: Callable[[], None]) -> None: ...

        def _say(self, msg_id: str, sound: str | None = None, **args: Any) -> None: ...

        def _read_choice(self) -> None: ...

        def _choices_changed(self) -> None: ...

        def _seen_sitting(self) -> None: ...

        def welcome(self) -> None: ...

        def _where_we_are(self, view: SeatView, *, rejoined: bool = True) -> None: ...

    # The room's keys and live line come first; the seat choice's (`OnlineLobby`) otherwise.

    def key_mode(self) -> str | None:
        return "room" if self.in_room else super().key_mode()  # type: ignore[misc]

    def lobby_line(self) -> str | None:
        return self.room_line() if self.in_room else super().lobby_line()  # type: ignore[misc]

    def key(self, command: str) -> None:
        if command == "watchers_toggle":
            self._toggle_watchers()
            return
        if command.startswith("room_"):
            if self.in_room:
                self.room_key(command)
            return
        super().key(command)  # type: ignore[misc]

    def _room_setup(self) -> None:
        self.in_room = False
        #: The code of the table under the cursor (None: none yet, or the list is empty).
        self._room_cursor: str | None = None
        #: The room's news not said yet, and when news was last said (monotonic seconds).
        self._news: dict[str, list[str]] = {"opened": [], "closed": [], "came": [], "went": []}
        self._news_cursor = False
        self._news_at = float("-inf")
        self._news_due = False
        self._room_busy = False
        #: Whether this opener's table is open to watchers, as last asked (Shift+W).
        self._watchers_open = True
        #: Where a game watched stands, come before the answer that this terminal watches it.
        self._watch_pending: SeatView | None = None

    # ------------------------------------------------------------------ the list

    def _tables(self) -> list[TableEntry]:
        room = self.client.room
        return room.sorted_tables() if room is not None else []

    def _under_cursor(self) -> TableEntry | None:
        tables = self._tables()
        if not tables:
            return None
        codes = [t.code for t in tables]
        if self._room_cursor not in codes:
            self._room_cursor = codes[0]
        return tables[codes.index(self._room_cursor)]

    def describe(self, entry: TableEntry, position: int | None = None, total: int | None = None) -> str:
        """One table in one line: whose, who sits there, free seats, rules, state, watchers, languages."""
        t = self.keyboard.speaker.t if self.keyboard is not None else None
        if t is None:
            return ""
        people = [printable(name) for name in entry.people()]
        parts = [t("net-room-table", opener=printable(entry.opener or ""), code=format_code(entry.code),
                   named="yes" if entry.opener else "no"),
                 t("net-room-people", names=", ".join(people), count=len(people)),
                 t("net-room-free", count=entry.free),
                 t("net-room-rules", rules=t("value-rules", choice=entry.rules),
                   level=t("level-name", level=entry.level)),
                 t("net-room-state", state="over" if entry.over else "playing" if entry.started else "waiting")]
        if entry.watchers:
            parts.append(t("net-room-watchers", count=entry.watchers))
        if entry.langs:
            names = [t("language-name", lang=lang, autonym=lang) for lang in entry.langs]
            parts.append(t("net-room-langs", langs=", ".join(names)))
        line = "; ".join(str(p) for p in parts)
        if position is not None and total is not None:
            return str(t("net-room-entry", line=line, position=position, total=total))
        return line

    def room_line(self) -> str | None:
        """The live line in the room: the table under the cursor (or that none is open)."""
        if not self.in_room or self.keyboard is None:
            return None
        entry = self._under_cursor()
        if entry is None:
            return str(self.keyboard.speaker.t("net-room-empty"))
        tables = self._tables()
        return self.describe(entry, [t.code for t in tables].index(entry.code) + 1, len(tables))

    def _read_cursor(self) -> None:
        line = self.room_line()
        if line is not None:
            self._say("net-lobby-plain", text=line)

    def enter_room_here(self) -> None:
        """The room as it stands, said once: who we are, how many tables and people, the keys, the first table."""
        room = self.client.room
        if room is None:
            return
        self.in_room = True
        self._say("net-room-welcome", name=printable(room.you), tables=len(room.tables), people=len(room.members))
        self._read_cursor()
        self._choices_changed()

    # ------------------------------------------------------------------ news (from the client's thread)

    def on_room(self, change: RoomChange) -> None:
        self._on_loop(lambda: self._room_changed(change))

    def _room_changed(self, change: RoomChange) -> None:
        if change.whole or not self.in_room:
            return
        t = self.keyboard.speaker.t if self.keyboard is not None else None
        if t is None:
            return
        news = self._news
        news["opened"] += [e.code for e in change.opened]
        news["closed"] += list(change.gone)
        news["came"] += [printable(n) for n in change.came]
        news["went"] += [printable(n) for n in change.went]
        if self._room_cursor is not None and (self._room_cursor in change.gone or any(
                e.code == self._room_cursor for e in change.changed)):
            self._news_cursor = True
        self._choices_changed()  # the live line follows the list at once; the news is said in brief
        self._news_soon()

    def _news_soon(self) -> None:
        if self._news_due or self._room_busy:
            return  # while a table is opened, joined or watched from here: its answer comes first
        wait = self._news_at + NEWS_EVERY - time.monotonic()
        if wait <= 0:
            self._say_news()
            return
        self._news_due = True
        try:
            self.remote.loop.call_soon_threadsafe(self.remote.loop.call_later, wait,
                                                  lambda: self._on_loop(self._say_news))
        except RuntimeError:  # the connection's loop is closed: nothing more to say
            self._news_due = False

    def _say_news(self) -> None:
        """Everything that changed since the news was last said, in one short sentence."""
        self._news_due = False
        news, self._news = self._news, {"opened": [], "closed": [], "came": [], "went": []}
        cursor, self._news_cursor = self._news_cursor, False
        if not self.in_room or self.keyboard is None:
            return
        t = self.keyboard.speaker.t
        # A table opened and closed again within the same news is not news.
        both = set(news["opened"]) & set(news["closed"])
        opened = [c for c in news["opened"] if c not in both]
        closed = [c for c in news["closed"] if c not in both]
        came = [n for n in news["came"] if n not in news["went"]]
        went = [n for n in news["went"] if n not in news["came"]]
        parts = []
        if opened:
            parts.append(t("net-room-news-opened", count=len(set(opened))))
        if closed:
            parts.append(t("net-room-news-closed", count=len(set(closed))))
        for names, msg_id in ((came, "net-room-news-came"), (went, "net-room-news-went")):
            if names:
                said = ", ".join(names[:NAMES_SAID])
                parts.append(t(msg_id, names=said, count=len(names), more=max(0, len(names) - NAMES_SAID)))
        entry = self._under_cursor()
        if cursor and entry is not None:
            parts.append(t("net-room-news-here", line=self.describe(entry)))
        if not parts:
            return
        self._news_at = time.monotonic()
        text = "; ".join(str(p) for p in parts) + "."
        self._say("net-lobby-plain", text=text[:1].upper() + text[1:])  # a sentence: its first word capitalised

    # ------------------------------------------------------------------ keys

    def room_key(self, command: str) -> None:
        tables = self._tables()
        entry = self._under_cursor()
        if command in ("room_prev", "room_next", "room_first", "room_last"):
            if entry is None:
                self._say("net-room-empty")
                return
            codes = [t.code for t in tables]
            here = codes.index(entry.code)
            there = {"room_prev": here - 1, "room_next": here + 1, "room_first": 0,
                     "room_last": len(codes) - 1}[command]
            if not 0 <= there < len(codes):
                self._say("net-room-edge", edge="first" if there < 0 else "last")
                return
            self._room_cursor = codes[there]
            self._read_cursor()
        elif command == "room_people":
            room = self.client.room
            names = [printable(n) for n in room.names()] if room is not None else []
            self._say("net-room-here", names=", ".join(names), count=len(names))
        elif command in ("room_new", "room_new_private"):
            # n: for everyone in the room; Shift+N: for those given its code (as `online create`).
            self._room_request(self._open_table(public=command == "room_new"))
        elif command == "room_mute":
            self._ask_mute()
        elif entry is None:
            self._say("net-room-empty", "error")
        elif command == "room_sit":
            if entry.started or entry.free == 0:
                self._say("net-room-no-seat" if entry.watchable else "net-room-no-seat-no-watch", "error")
                return
            self._room_request(self._sit(entry.code))
        elif command == "room_watch":
            if not entry.watchable:
                self._say("net-error-no-watchers", "error")
                return
            self._table_lobby_fresh = True
            self._room_request(self._watch(entry.code))

    def _room_request(self, coro: Any) -> None:
        """Ask the server (once at a time: a second Enter meanwhile is not sent again)."""
        if self._room_busy:
            coro.close()
            self._say("net-sent-waiting")
            return
        self._room_busy = True
        future = asyncio.run_coroutine_threadsafe(coro, self.remote.loop)
        future.add_done_callback(lambda f: self._on_loop(lambda: self._room_answer(f)))

    async def _open_table(self, *, public: bool) -> str:
        settings = self.keyboard.speaker.settings if self.keyboard is not None else None
        if settings is None:
            return "unreachable"
        rules = settings.game_rules()
        await self.client.create(rules=settings.rules, options=rule_options(rules, settings.rules),
                                 level=settings.level, public=public)
        return "created"

    async def _sit(self, code: str) -> str:
        await self.client.join(code)
        return "joined"

    async def _watch(self, code: str) -> str:
        await self.client.watch(code)
        return "watching"

    def _room_answer(self, future: Future[str]) -> None:
        self._room_busy = False
        try:
            result = future.result()
        except NetError as error:
            self._say(reason_message_id(error.reason), "error")
            self._news_soon()  # still in the room: what changed meanwhile
            return
        except Exception:
            self._say("net-error-unreachable", "error")
            self._news_soon()
            return
        # Off to a table: the room's news of meanwhile (the table just opened here among it) is not said.
        self._news = {"opened": [], "closed": [], "came": [], "went": []}
        self._news_cursor = False
        self.in_room = False
        if result == "created":
            self.creator = True
            if self.keyboard is not None and self.client.seat is not None:
                self.keyboard.sit(self.client.seat)
            self.welcome()
        elif result == "joined":
            self.choosing = True
            self._table_lobby = self.client.lobby
            self._seen_sitting()
            self.welcome()
            self._read_choice()
        elif result == "watching":
            self.begin_watching()
        self._choices_changed()

    def begin_watching(self) -> None:
        """Sit behind the table's opener, everybody named; said once with the keys that read."""
        lobby = self.client.lobby
        if lobby is None:
            return
        behind = lobby.data.get("creator")
        behind = behind if type(behind) is int and 0 <= behind < 4 else 0
        self.names = "all"
        if self.keyboard is not None:
            self.keyboard.sit(behind)
        opener = next((printable(str(s.get("name") or "")) for s in lobby.data.get("seats", ())
                       if s.get("seat") == behind), "")
        self._say(self.watch_notes[1], code=format_code(lobby.code), opener=opener)
        people = [printable(str(s.get("name") or "")) for s in lobby.data.get("seats", ()) if s.get("kind") == "human"]
        if not lobby.started:
            self._say("net-watch-waiting", names=", ".join(people), count=len(people))
        pending, self._watch_pending = self._watch_pending, None
        if pending is not None:
            self._where_we_are(pending)

    def watch_ended(self) -> None:
        """The table watched closed, or its opener closed it to watchers: back in the room, at the
        list as it stands (if this terminal came from the room)."""
        if self.client.watching or self.client.seat is not None or self.client.room is None or self.in_room:
            return
        self.names = "people"
        self.in_room = True
        self._say("net-room-back")
        self._read_cursor()
        self._choices_changed()

    def leave_watching(self) -> bool:
        """Control+Q while watching from the room: the watching ends, back at the room's list
        (the page's "Stop watching"). Watching from `online watch` alone, Control+Q leaves."""
        if not self.client.watching or self.client.room is None or self.in_room:
            return False
        self.client.watching = False
        self.remote.submit(self.client.unwatch())
        # The list as it will be: one watcher fewer at the table left (the server's update that
        # follows then changes nothing, and its line is not said again).
        room, code = self.client.room, self.client.code
        entry = room.tables.get(code) if code is not None else None
        if entry is not None and entry.watchers > 0:
            room.tables[entry.code] = replace(entry, watchers=entry.watchers - 1)
        self.watch_ended()
        return True

    def _toggle_watchers(self) -> None:
        """Shift+W: the opener closes the table to watchers (those watching stop), or opens it again."""
        lobby = self.client.lobby
        if not self.creator or self.client.seat is None or lobby is None:
            self._say("net-watchers-not-yours", "error")
            return
        said = lobby.data.get("watchable")  # the table as the server last said it (protocol 3)
        open_now = said if isinstance(said, bool) else self._watchers_open
        self._watchers_open = not open_now
        self.remote.submit(self.client.open_to_watchers(self._watchers_open))
        self._say("net-watchers-open" if self._watchers_open else "net-watchers-closed")

    def _ask_mute(self) -> None:
        keyboard = self.keyboard
        if keyboard is None:
            return
        keyboard.line.open(label="live-room-mute", opened="net-room-mute-ask", cancelled="net-room-mute-cancelled",
                           full="ui-chat-full", limit=NAME_MAX, on_enter=self._mute, text="")

    def _mute(self, text: str) -> None:
        name = clean_text(text, NAME_MAX)
        room = self.client.room
        if not name or room is None:
            self._say("net-room-mute-cancelled")
            return
        on = name.casefold() not in room.muted
        self.remote.submit(self.client.mute(name, on))
        self._say("net-room-muted" if on else "net-room-unmuted", name=printable(name))
