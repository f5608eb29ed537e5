"""The room (protocol 3): who is here, the public tables open now, and the room's chat.

Everything the room holds is behind this one seam: members (a connection, a name, a language,
whom they muted), the listing of every public table, and the merged updates. The server asks it
to `enter`, `leave`, `chat`, `mute` and to `show` a table whose entry changed; it never reaches
into what the room keeps. A room spanning several processes (a Redis-backed group) would be
another class with these methods.

Updates are merged: a change is sent at once when the last update went out more than `tick`
seconds ago, else with everything else that changed in the meantime, `tick` after the last one.
However fast tables open, fill and close, a member gets at most one update per `tick`, holding
each table's latest entry once (or its code among the `gone`), and every change within `tick`.
An entry that did not change is not sent again.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ristikontra.net.protocol import MemberEntry, ProtocolError, RoomUpdate, TableListing, dumps
from ristikontra.net.tables import Peer

__all__ = ["MUTE_MAX", "ROOM_TICK", "Member", "Room", "name_key"]

#: Seconds between two updates of the room to its members, at the most often.
ROOM_TICK = 0.1
#: People one member may mute at once (more is refused as `bad_message`).
MUTE_MAX = 500


def name_key(name: str) -> str:
    """What makes two names the same in the room: case and case-like forms folded ("Anna", "ANNA")."""
    return name.casefold()


@dataclass(eq=False)
class Member:
    peer: Peer
    name: str
    lang: str | None
    #: The name keys whose chat this member does not hear.
    muted: set[str] = field(default_factory=set)

    def entry(self) -> MemberEntry:
        return {"name": self.name, "lang": self.lang}


class Room:
    """The room of one process (the embedded default)."""

    def __init__(self, tick: float = ROOM_TICK, clock: Callable[[], float] = time.monotonic,
                 fanout: Callable[[list[Peer], str], None] | None = None) -> None:
        self.tick = tick
        self._clock = clock
        #: How one frame goes to many members (the server's writes it to each at once).
        self._fanout = fanout or _each
        self._members: dict[int, Member] = {}
        self._names: dict[str, Member] = {}
        #: Code -> the table's entry as the members last heard it (public tables only).
        self._tables: dict[str, TableListing] = {}
        #: Since the last update: tables changed (code -> entry, None: gone), people in and out.
        self._changed: dict[str, TableListing | None] = {}
        self._came: dict[str, Member] = {}
        self._went: dict[str, str] = {}
        #: Per member who entered since the last update: the tables' changes pending when they did.
        self._seen: dict[int, dict[str, TableListing | None]] = {}
        self._last = float("-inf")
        self._timer: asyncio.TimerHandle | None = None
        #: Updates sent so far (for the benchmark and the operator).
        self.updates = 0

    # ------------------------------------------------------------------ members

    def member(self, peer: Peer) -> Member | None:
        return self._members.get(id(peer))

    def __len__(self) -> int:
        return len(self._members)

    def names(self) -> list[str]:
        return sorted((m.name for m in self._members.values()), key=name_key)

    def enter(self, peer: Peer, name: str, lang: str | None) -> None:
        """`peer` is in the room as `name` (again: under a new name, or with a new language); it
        gets the whole room at once, the others hear of it in the next update. A name somebody
        else in the room holds now is `name_taken`, and nothing changes."""
        key = name_key(name)
        holder = self._names.get(key)
        mine = self._members.get(id(peer))
        if holder is not None and holder is not mine:
            raise ProtocolError("name_taken")
        if mine is not None:
            self._names.pop(name_key(mine.name), None)
            self._goes(mine)
            mine.name, mine.lang = name, lang
            member = mine
        else:
            member = Member(peer, name, lang)
            self._members[id(peer)] = member
        self._names[key] = member
        self._went.pop(key, None)
        self._came[key] = member
        # The tables' changes not yet sent are in this whole room already: the next update leaves
        # them out for this member, never a change that comes after it.
        self._seen[id(peer)] = dict(self._changed)
        peer.send(dumps({"type": "room", "you": name, "members": [m.entry() for m in self._sorted()],
                         "tables": [self._tables[code] for code in sorted(self._tables)]}))
        self._soon()

    def leave(self, peer: Peer) -> bool:
        """`peer` is no longer in the room (it left, or its connection closed); False if it was not."""
        member = self._members.pop(id(peer), None)
        if member is None:
            return False
        self._names.pop(name_key(member.name), None)
        self._goes(member)
        self._soon()
        return True

    def _goes(self, member: Member) -> None:
        key = name_key(member.name)
        if self._came.pop(key, None) is None:
            self._went[key] = member.name  # heard to be here: heard to be gone

    def _sorted(self) -> list[Member]:
        return sorted(self._members.values(), key=lambda m: name_key(m.name))

    def _in_room(self, peer: Peer) -> Member:
        member = self._members.get(id(peer))
        if member is None:
            raise ProtocolError("not_in_room")
        return member

    def chat(self, peer: Peer, text: str) -> None:
        """A line of the room's chat (cleaned and within the chat limit already) to every member
        who has not muted its writer, the writer too (the answer)."""
        member = self._in_room(peer)
        key = name_key(member.name)
        frame = dumps({"type": "room_chat", "name": member.name, "text": text})
        for other in self._members.values():
            if key not in other.muted:
                other.peer.send(frame)

    def mute(self, peer: Peer, name: str, on: bool) -> None:
        """`peer` no longer hears `name`'s chat (or hears it again): for themselves only, answered
        with `muted`, the whole list. A name nobody has now may be muted too (they may come)."""
        member = self._in_room(peer)
        key = name_key(name)
        if on:
            if len(member.muted) >= MUTE_MAX and key not in member.muted:
                raise ProtocolError("bad_message", "too many muted")
            member.muted.add(key)
        else:
            member.muted.discard(key)
        peer.send(dumps({"type": "muted", "names": sorted(member.muted)}))

    def muting(self, listener: Peer, name: str | None) -> bool:
        """Whether `listener` muted `name` (a table's chat asks too)."""
        member = self._members.get(id(listener))
        return member is not None and name is not None and name_key(name) in member.muted

    # ------------------------------------------------------------------ tables

    def show(self, code: str, entry: TableListing | None) -> None:
        """The table `code` is listed as `entry` now (None: not listed, it closed or is private)."""
        if entry is None:
            if code not in self._tables:
                self._changed.pop(code, None)
                return
            del self._tables[code]
        elif self._tables.get(code) == entry:
            return
        else:
            self._tables[code] = entry
        self._changed[code] = entry
        self._soon()

    def tables(self) -> list[TableListing]:
        return [self._tables[code] for code in sorted(self._tables)]

    # ------------------------------------------------------------------ updates

    def _soon(self) -> None:
        if self._timer is not None:
            return
        wait = self._last + self.tick - self._clock()
        if wait <= 0:
            self.flush()
        else:
            self._timer = asyncio.get_running_loop().call_later(wait, self.flush)

    def flush(self) -> None:
        """Send what changed since the last update, as one `room_update` to every member."""
        self._timer = None
        changed, came, went, seen = self._changed, self._came, self._went, self._seen
        self._changed, self._came, self._went, self._seen = {}, {}, {}, {}
        if not (changed or came or went):
            return
        self._last = self._clock()
        self.updates += 1
        update: RoomUpdate = {"type": "room_update"}
        listed = [entry for code, entry in sorted(changed.items()) if entry is not None]
        gone = sorted(code for code, entry in changed.items() if entry is None)
        if listed:
            update["tables"] = listed
        if gone:
            update["gone"] = gone
        if came:
            update["came"] = [m.entry() for _key, m in sorted(came.items())]
        if went:
            update["went"] = [name for _key, name in sorted(went.items())]
        frame = dumps(update)
        newcomers = {id(m.peer) for m in came.values()}
        if newcomers and (listed or gone):
            # Who came in this update got the room as it stood then; the others' comings still count,
            # and so does what changed at the tables after that.
            people = {k: v for k, v in update.items() if k not in ("tables", "gone")}
            only_people = dumps(people)
            for pid in newcomers:
                if pid not in self._members:
                    continue
                before = seen.get(pid, {})
                later = {code: entry for code, entry in changed.items() if code not in before or before[code] != entry}
                if not later:
                    self._fanout([self._members[pid].peer], only_people)
                    continue
                own = dict(people)
                if any(entry is not None for entry in later.values()):
                    own["tables"] = [entry for _code, entry in sorted(later.items()) if entry is not None]
                if any(entry is None for entry in later.values()):
                    own["gone"] = sorted(code for code, entry in later.items() if entry is None)
                self._fanout([self._members[pid].peer], dumps(own))
        self._fanout([m.peer for pid, m in self._members.items() if pid not in newcomers or not (listed or gone)],
                     frame)

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


def _each(peers: list[Peer], frame: str) -> None:
    for peer in peers:
        peer.send(frame)
