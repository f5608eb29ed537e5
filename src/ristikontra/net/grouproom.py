"""The room of a group of processes (`serve --redis`): the same seam as `room.Room`, spanning them.

Each process keeps its own members (their connections) and its own public tables, and says every
change on the group's channel (`net/group.py`); what the other processes say comes in here and is
merged into the same updates as this process's own changes. So a member sees every process's
tables and people, each update at most once per `tick`, as in one process. Names are one at a time
across the group: a name new to the room is held in Redis for this process for a moment
(`Group.hold_name`), so of two processes asked for it at once only one says yes; after that
moment every process has heard who came and refuses the name itself.

While Redis cannot be reached the room is unavailable: entering and its chat are refused with
`group_unavailable`, members here are told once, and the other processes' tables and people leave
the listing until the link is back (then each process says its state again).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

from ristikontra.net.group import NAME_HOLD, Group
from ristikontra.net.protocol import Later, ProtocolError, TableListing, dumps, error_frame
from ristikontra.net.room import ROOM_TICK, Member, Room, name_key
from ristikontra.net.tables import Peer

__all__ = ["GroupRoom"]


class _Elsewhere:
    """The peer of a member connected to another process: nothing is sent from here."""

    def send(self, frame: str) -> None:
        pass

    def drop(self, code: int, reason: str) -> None:
        pass


_ELSEWHERE: Peer = _Elsewhere()


class GroupRoom(Room):
    """The group's room as one process serves it."""

    def __init__(self, group: Group, tick: float = ROOM_TICK,
                 fanout: Callable[[list[Peer], str], None] | None = None) -> None:
        super().__init__(tick, fanout=fanout)
        self.group = group
        group.listener = self
        #: Members connected to other processes: name key -> (process, member).
        self._remote: dict[str, tuple[str, Member]] = {}
        #: Public tables of other processes: code -> process.
        self._remote_tables: dict[str, str] = {}
        #: This process's own public tables, as listed.
        self._own: dict[str, TableListing] = {}
        #: What Redis said of a name asked for (by whom, the name's key): given here or not, and when.
        self._decided: dict[tuple[int, str], tuple[bool, float]] = {}

    # ------------------------------------------------------------------ this process's members

    def names(self) -> list[str]:
        return sorted([*(m.name for m in self._members.values()), *(m.name for _n, m in self._remote.values())],
                      key=name_key)

    def _sorted(self) -> list[Member]:
        return sorted([*self._members.values(), *(m for _n, m in self._remote.values())],
                      key=lambda m: name_key(m.name))

    def enter(self, peer: Peer, name: str, lang: str | None) -> None:
        if not self.group.up:
            raise ProtocolError("group_unavailable")
        key = name_key(name)
        if key in self._remote:
            raise ProtocolError("name_taken")
        before = self.member(peer)
        old = name_key(before.name) if before is not None else None
        if old != key and key not in self._names:
            # A name new to the room: Redis decides between processes asked for it at once.
            decided = self._decided.pop((id(peer), key), None)
            if decided is None or decided[1] < time.monotonic() - NAME_HOLD:
                raise Later(lambda: self._decide(peer, key), "group_unavailable")
            if not decided[0]:
                raise ProtocolError("name_taken")
        super().enter(peer, name, lang)
        if old is not None and old != key:
            self.group.publish("went", {"key": old}, ("hdel", _MEMBERS, old))
        self.group.publish("came", {"key": key, "name": name, "lang": lang},
                           ("hset", _MEMBERS, key, _member_json(self.group.node, name, lang)))

    async def _decide(self, peer: Peer, key: str) -> None:
        with contextlib.suppress(Exception):  # Redis did not answer: asked again, or refused as unavailable
            given = await self.group.hold_name(key)
            now = time.monotonic()
            # Decisions nobody came back for (the connection closed meanwhile) are dropped here.
            self._decided = {k: d for k, d in self._decided.items() if d[1] >= now - NAME_HOLD}
            self._decided[(id(peer), key)] = (given, now)

    def leave(self, peer: Peer) -> bool:
        member = self.member(peer)
        if not super().leave(peer):
            return False
        assert member is not None
        key = name_key(member.name)
        self.group.publish("went", {"key": key}, ("hdel", _MEMBERS, key))
        return True

    def chat(self, peer: Peer, text: str) -> None:
        if not self.group.up:
            raise ProtocolError("group_unavailable")
        member = self._in_room(peer)
        super().chat(peer, text)
        self.group.publish("chat", {"key": name_key(member.name), "name": member.name, "text": text})

    # ------------------------------------------------------------------ this process's tables

    def show(self, code: str, entry: TableListing | None) -> None:
        if entry is None:
            if self._own.pop(code, None) is None:
                super().show(code, None)
                return
            self.group.publish("table", {"c": code, "e": None}, ("hdel", _TABLES, code))
        elif self._own.get(code) != entry:
            self._own[code] = entry
            self.group.publish("table", {"c": code, "e": entry},
                               ("hset", _TABLES, code, dumps({"n": self.group.node, "e": entry})))
        super().show(code, entry)

    # ------------------------------------------------------------------ what the group says

    def local_state(self) -> dict[str, Any]:
        return {"tables": dict(self._own),
                "members": {name_key(m.name): {"name": m.name, "lang": m.lang} for m in self._members.values()}}

    def heard(self, node: str, kind: str, data: dict[str, Any]) -> None:
        if kind == "table":
            self._their_table(node, str(data["c"]), data.get("e"))
        elif kind == "came":
            self._came_there(node, str(data["key"]), str(data["name"]), data.get("lang"))
        elif kind == "went":
            self._went_there(node, str(data["key"]))
        elif kind == "chat":
            frame = dumps({"type": "room_chat", "name": str(data["name"]), "text": str(data["text"])})
            key = str(data["key"])
            for member in self._members.values():
                if key not in member.muted:
                    member.peer.send(frame)

    def node_state(self, node: str, state: dict[str, Any]) -> None:
        tables: dict[str, Any] = state.get("tables", {})
        members: dict[str, Any] = state.get("members", {})
        for code in [c for c, n in self._remote_tables.items() if n == node and c not in tables]:
            self._their_table(node, code, None)
        for code, entry in tables.items():
            self._their_table(node, str(code), entry)
        for key in [k for k, (n, _m) in self._remote.items() if n == node and k not in members]:
            self._went_there(node, key)
        for key, member in members.items():
            self._came_there(node, str(key), str(member["name"]), member.get("lang"))

    def node_gone(self, node: str) -> None:
        self.node_state(node, {})

    def link(self, up: bool) -> None:
        if not up:
            # What the other processes said can no longer be kept up to date: out of the listing
            # until the link is back and each says its state again.
            for node in {*self._remote_tables.values(), *(n for n, _m in self._remote.values())}:
                self.node_gone(node)
            frame = error_frame("group_unavailable")
            for member in self._members.values():
                member.peer.send(frame)

    def _their_table(self, node: str, code: str, entry: TableListing | None) -> None:
        """Another process of the group listed `code` as `entry` (its own `Table.listing`), or no longer."""
        if code in self._own:
            return  # held here (a stale word of a process that held it before)
        if entry is None:
            if self._remote_tables.get(code) != node:
                return
            del self._remote_tables[code]
        else:
            self._remote_tables[code] = node
        super().show(code, entry)

    def _came_there(self, node: str, key: str, name: str, lang: Any) -> None:
        if key in self._names:
            return  # somebody here holds the name (both asked at once): listed once
        held = self._remote.get(key)
        if held is not None and held[0] == node and (held[1].name, held[1].lang) == (name, lang):
            return
        member = Member(_ELSEWHERE, name, lang if isinstance(lang, str) else None)
        self._remote[key] = (node, member)
        self._went.pop(key, None)
        self._came[key] = member
        self._soon()

    def _went_there(self, node: str, key: str) -> None:
        held = self._remote.get(key)
        if held is None or held[0] != node:
            return
        del self._remote[key]
        self._goes(held[1])
        self._soon()


_MEMBERS = "ristikontra:members"
_TABLES = "ristikontra:tables"


def _member_json(node: str, name: str, lang: str | None) -> str:
    return dumps({"n": node, "name": name, "lang": lang})
