"""The room as a client sees it (protocol 3): the tables listed and who is here, kept up to date
from the server's `room` and `room_update` frames, and what each update changed, for the
player to hear in brief.

Everything from the server is read as it may come from a hostile one: an entry that is not
what the protocol says is left out, names and texts are cleaned as chat is (`said_name`), and
the lists are bounded.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ristikontra.net.codes import normalize_code
from ristikontra.net.sanitize import CHAT_MAX, NAME_MAX, clean_text

__all__ = ["MAX_LISTED", "RoomChange", "RoomChat", "RoomState", "TableEntry", "Watcher"]

#: Tables and people a client keeps of the room at the most (a server that sends more is cut short).
MAX_LISTED = 5000


def _name(value: object) -> str:
    return clean_text(value, NAME_MAX) if isinstance(value, str) else ""


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One public table as the room lists it."""

    code: str
    opener: str | None
    #: (seat, name, kind: human/computer/free, lang) per seat.
    seats: tuple[tuple[int, str, str, str | None], ...]
    rules: str
    options: Mapping[str, Any]
    level: str
    started: bool
    over: bool
    free: int
    watchers: int
    watchable: bool
    langs: tuple[str, ...]

    @classmethod
    def read(cls, data: object) -> TableEntry | None:
        """The entry in `data`, or None if it is not one."""
        if not isinstance(data, dict):
            return None
        raw_code = data.get("code")
        code = normalize_code(raw_code) if isinstance(raw_code, str) else None
        raw_seats = data.get("seats")
        if code is None or not isinstance(raw_seats, list):
            return None
        seats = []
        for s in raw_seats[:4]:
            if not isinstance(s, dict) or type(s.get("seat")) is not int or not 0 <= s["seat"] < 4:
                return None
            kind = s.get("kind") if s.get("kind") in ("human", "computer", "free") else "free"
            lang = s.get("lang")
            seats.append((s["seat"], _name(s.get("name")), str(kind), lang[:8] if isinstance(lang, str) else None))
        free = sum(kind == "free" for _seat, _n, kind, _l in seats)
        watchers = data.get("watchers")
        langs = data.get("langs")
        options = data.get("options")
        return cls(code, _name(data.get("opener")) or None, tuple(seats), str(data.get("rules", ""))[:16],
                   options if isinstance(options, dict) else {}, str(data.get("level", ""))[:16],
                   data.get("started") is True, data.get("over") is True, free,
                   watchers if type(watchers) is int and watchers >= 0 else 0, data.get("watchable") is not False,
                   tuple(str(x)[:8] for x in langs[:4] if isinstance(x, str)) if isinstance(langs, list) else ())

    def people(self) -> list[str]:
        return [name for _seat, name, kind, _lang in self.seats if kind == "human"]


@dataclass(frozen=True, slots=True)
class RoomChange:
    """What one `room` or `room_update` frame changed (`whole`: the room as it stands, on entering)."""

    opened: tuple[TableEntry, ...] = ()
    changed: tuple[TableEntry, ...] = ()
    gone: tuple[str, ...] = ()
    came: tuple[str, ...] = ()
    went: tuple[str, ...] = ()
    whole: bool = False


@dataclass(frozen=True, slots=True)
class RoomChat:
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Watcher:
    """Somebody started (`watching`) or stopped watching the table; `count` watch now."""

    name: str
    watching: bool
    count: int


@dataclass
class RoomState:
    """The room as this client last heard it."""

    you: str = ""
    tables: dict[str, TableEntry] = field(default_factory=dict)
    #: Name key (casefolded) -> (name, language).
    members: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    muted: tuple[str, ...] = ()

    def sorted_tables(self) -> list[TableEntry]:
        """Waiting tables with free seats first, then the others; each group by code."""
        return sorted(self.tables.values(), key=lambda t: (t.started or t.free == 0, t.started, t.code))

    def names(self) -> list[str]:
        return [name for _key, (name, _lang) in sorted(self.members.items())]

    def take(self, data: Mapping[str, object]) -> RoomChange | None:
        """Apply a `room` or `room_update` frame; what it changed (None: not such a frame)."""
        kind = data.get("type")
        if kind == "room":
            self.you = _name(data.get("you"))
            self.tables.clear()
            self.members.clear()
            self._add_tables(data.get("tables"))
            self._add_members(data.get("members"))
            return RoomChange(whole=True)
        if kind != "room_update":
            return None
        opened: list[TableEntry] = []
        changed: list[TableEntry] = []
        for entry in self._entries(data.get("tables")):
            if self.tables.get(entry.code) == entry:
                continue  # as this client has it already (its own change, known before the server's word)
            (changed if entry.code in self.tables else opened).append(entry)
            if entry.code in self.tables or len(self.tables) < MAX_LISTED:
                self.tables[entry.code] = entry
        gone = []
        raw_gone = data.get("gone")
        for code in raw_gone[:MAX_LISTED] if isinstance(raw_gone, list) else ():
            if isinstance(code, str) and self.tables.pop(code, None) is not None:
                gone.append(code)
        came = self._add_members(data.get("came"))
        went = []
        raw_went = data.get("went")
        for name in raw_went[:MAX_LISTED] if isinstance(raw_went, list) else ():
            gone_member = self.members.pop(_name(name).casefold(), None)
            if gone_member is not None:
                went.append(gone_member[0])
        return RoomChange(tuple(opened), tuple(changed), tuple(gone),
                          tuple(n for n in came if n.casefold() != self.you.casefold()), tuple(went))

    def _entries(self, raw: object) -> list[TableEntry]:
        if not isinstance(raw, list):
            return []
        return [entry for entry in map(TableEntry.read, raw[:MAX_LISTED]) if entry is not None]

    def _add_tables(self, raw: object) -> None:
        for entry in self._entries(raw):
            self.tables[entry.code] = entry

    def _add_members(self, raw: object) -> list[str]:
        added = []
        for item in raw[:MAX_LISTED] if isinstance(raw, list) else ():
            if not isinstance(item, dict):
                continue
            name = _name(item.get("name"))
            lang = item.get("lang")
            if name and len(self.members) < MAX_LISTED:
                self.members[name.casefold()] = (name, lang[:8] if isinstance(lang, str) else None)
                added.append(name)
        return added


def room_chat(data: Mapping[str, object]) -> RoomChat | None:
    name, text = _name(data.get("name")), data.get("text")
    if not name or not isinstance(text, str):
        return None
    return RoomChat(name, clean_text(text, CHAT_MAX))
