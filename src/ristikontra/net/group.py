"""A group of server processes joined through Redis (`serve --redis URL`): one address in front.

Each process of the group has an id (`--node`); a proxy in front (HAProxy, `ristikontra
group-proxy` writes its file) sends `/p/<id>/` to that process and anything else to any of them.
What the group shares lives in Redis and is mirrored in every process, so no request ever waits
for Redis, and a move never touches it:

- **codes**: a process claims table codes ahead (`SET ristikontra:code:<code> <id> NX`, a few at
  a time), so no two processes ever hand out the same code and opening a table waits for nothing;
- **the directory**: which process holds each open table, and each code claimed ahead
  (`ristikontra:dir`), mirrored here from the channel `ristikontra:events`; a `join` for a table
  another process holds is answered `elsewhere` with that process's id, and the client comes back
  through `/p/<id>/`. A code goes into the directory when it is claimed, before any table has it,
  so a code handed to a person is known to every process by the time they type it;
- **presence**: `ristikontra:node:<id>` with a time to live, refreshed every BEAT seconds; a
  process that stops refreshing (killed) is gone for the others within TTL + BEAT seconds, and its
  tables and people leave the directory and the room (`net/grouproom.py`);
- **the guessing budget**: unknown codes per address are counted in Redis too, so a guesser spread
  over the processes gets no more answers than from one.

Redis is never the record: every process holds its own tables (its SQLite file). Whenever the link
to Redis is (re)made, the process writes all of its own state again and says it on the channel,
so a Redis restarted empty is rebuilt from the processes, never the other way round. While Redis
cannot be reached, play goes on; a join for a code this process does not hold and the room answer
`group_unavailable`, and tables open on the codes claimed ahead while they last.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import random
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ristikontra.net.codes import new_code
from ristikontra.net.protocol import ProtocolError

__all__ = ["BEAT", "NODE_ID", "POOL", "TTL", "Group", "GroupListener", "valid_node"]

#: Seconds between two refreshes of a process's presence, and how long it lasts unrefreshed.
BEAT = 0.5
TTL = 2.0
#: Codes a process keeps claimed ahead.
POOL = 8
#: Seconds a name entering the room is held in Redis for this process: long enough for every
#: process to hear who came (then each refuses the name itself), short enough to leave no trace.
NAME_HOLD = 2.0
#: Seconds between two tries to reach Redis again.
RETRY = 0.5
#: What a process id may be: it goes into the proxy's file and the URL path.
NODE_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,15}")
PREFIX = "ristikontra:"
CHANNEL = PREFIX + "events"

#: One token bucket per address in Redis: spends one (if there is one) and says what there was.
_SPEND = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + (now - at) * rate)
local before = tokens
if tokens >= 1 then tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('EXPIRE', KEYS[1], math.ceil(burst / rate) + 1)
return tostring(before)
"""


def valid_node(text: str) -> bool:
    return NODE_ID.fullmatch(text) is not None


class GroupListener(Protocol):
    """What the room of a group process hears from the group (`net/grouproom.py`)."""

    def local_state(self) -> dict[str, Any]: ...

    def heard(self, node: str, kind: str, data: dict[str, Any]) -> None: ...

    def node_state(self, node: str, state: dict[str, Any]) -> None: ...

    def node_gone(self, node: str) -> None: ...

    def link(self, up: bool) -> None: ...


@dataclass
class _Mirror:
    """What this process knows of the others: code -> process, and the live processes."""

    holders: dict[str, str] = field(default_factory=dict)
    live: set[str] = field(default_factory=set)

    def drop(self, node: str) -> None:
        self.holders = {code: n for code, n in self.holders.items() if n != node}


class Group:
    """This process's link to the group (see the module docs); `start` it on the server's loop."""

    def __init__(self, url: str, node: str, *, codes: Callable[[], Iterable[str]],
                 taken: Callable[[str], bool], miss_rate: float, miss_burst: float,
                 report: Callable[..., None] | None = None, rng: random.Random | None = None) -> None:
        self.url = url
        self.node = node
        #: This process's open tables (their codes), and whether a code was ever used here.
        self._codes = codes
        self._taken = taken
        self._miss = (miss_rate, miss_burst)
        self._report = report
        self._rng = rng or random.Random()
        self.listener: GroupListener | None = None
        self.up = False
        self.mirror = _Mirror()
        #: Codes claimed in Redis for this process, not yet given to a table.
        self.pool: list[str] = []
        #: Address -> monotonic time until which the group's guessing budget is spent.
        self._blocked: dict[str, float] = {}
        self._ops: asyncio.Queue[tuple[Any, ...]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._refill = asyncio.Event()
        self._closing = False
        self._client: Any = None
        #: When each other process was last heard on the channel.
        self._heard: dict[str, float] = {}
        #: How often the link was made (the first time and after each loss).
        self.links = 0

    # ------------------------------------------------------------------ what the server asks

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def leave(self) -> None:
        """Leave the group on the way out (the operator stopped the server): the others drop this
        process's tables and people at once instead of when its presence runs out."""
        client = self._client
        if not self.up or client is None:
            return
        mine = [c for c, n in self.mirror.holders.items() if n == self.node]
        try:
            async with client.pipeline(transaction=False) as pipe:
                pipe.delete(PREFIX + "node:" + self.node)
                if mine:
                    pipe.hdel(PREFIX + "dir", *mine)
                pipe.publish(CHANNEL, json.dumps({"n": self.node, "k": "gone"}))
                await asyncio.wait_for(pipe.execute(), 1.0)
            await asyncio.wait_for(_forget_node(client, self.node), 1.0)
        except Exception:  # leaving anyway: the presence runs out by itself
            pass

    def stop(self) -> None:
        """Leave the group (the server stops): the link is cut; presence runs out within TTL."""
        self._closing = True
        if self._task is not None:
            self._task.cancel()

    def claim(self) -> str | None:
        """A code for a new table, claimed for this process across the group (None: none left
        while Redis cannot be reached)."""
        while self.pool:
            code = self.pool.pop()
            if not self._taken(code):
                self._refill.set()
                return code
        self._refill.set()
        return None

    def route(self, code: str) -> None:
        """A code this process holds no table for: raise `elsewhere` (with the id of the process
        that holds it), or `group_unavailable` while the directory cannot be read; return if no
        process holds it (the caller answers `not_found`)."""
        if not self.up:
            raise ProtocolError("group_unavailable")
        holder = self.mirror.holders.get(code)
        if holder is not None and holder != self.node and holder in self.mirror.live:
            raise ProtocolError("elsewhere", holder)

    def holds(self, code: str) -> None:
        """This process holds the table `code` now (opened, or brought back)."""
        self.mirror.holders[code] = self.node
        self._send(("hset", PREFIX + "dir", code, self.node), {"k": "code", "c": code})

    def let_go(self, code: str) -> None:
        """The table `code` closed here."""
        if self.mirror.holders.get(code) == self.node:
            del self.mirror.holders[code]
        self._send(("hdel", PREFIX + "dir", code), {"k": "uncode", "c": code})

    def publish(self, kind: str, data: dict[str, Any], write: tuple[Any, ...] | None = None) -> None:
        """Say `kind` to the group (the room's changes), after `write` to Redis if given."""
        self._send(write, {"k": kind, **data})

    async def hold_name(self, key: str) -> bool:
        """Whether this process may give the room's name `key` now: held in Redis for NAME_HOLD
        seconds (SET NX), so of two processes asked for one name at once only one says yes.
        Raises if Redis cannot answer."""
        client = self._client
        if not self.up or client is None:
            raise ConnectionError("the group's link is down")
        lock = PREFIX + "name:" + key
        for _ in range(2):
            if await asyncio.wait_for(client.set(lock, self.node, nx=True, px=int(NAME_HOLD * 1000)), 2.0):
                return True
            holder = await asyncio.wait_for(client.get(lock), 2.0)
            if holder is not None:
                return _text(holder) == self.node
        return False

    def blocked(self, address: str) -> bool:
        until = self._blocked.get(address)
        if until is None:
            return False
        if until <= time.monotonic():
            del self._blocked[address]
            return False
        return True

    async def missed(self, address: str) -> bool:
        """An unknown code or a wrong token from `address`, counted in the group's budget in
        Redis: whether the budget was spent already (then the answer is `too_many_codes`). Once
        it is spent, every process hears so and refuses that address's codes unread meanwhile.
        Redis unreachable: counted here only (False)."""
        client = self._client
        if not self.up or client is None:
            return False
        rate, burst = self._miss
        try:
            before = float(await asyncio.wait_for(
                client.eval(_SPEND, 1, PREFIX + "miss:" + address, str(rate), str(burst)), 2.0))
        except Exception:
            return False
        left = before - 1.0 if before >= 1.0 else before
        if left < 1.0:
            wait = (1.0 - left) / rate
            self._block(address, wait)
            self._ops.put_nowait(("publish", json.dumps({"n": self.node, "k": "spent", "a": address, "for": wait})))
        return before < 1.0

    def _send(self, write: tuple[Any, ...] | None, message: dict[str, Any]) -> None:
        if self.up:
            if write is not None:
                self._ops.put_nowait(write)
            self._ops.put_nowait(("publish", json.dumps({"n": self.node, **message}, separators=(",", ":"))))

    # ------------------------------------------------------------------ the link

    async def _run(self) -> None:
        while not self._closing:
            try:
                await self._session()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.up and self._report is not None:
                    self._report("net-serve-group-lost", reason=f"{type(exc).__name__}: {exc}")
            self._down()
            await asyncio.sleep(RETRY)

    def _down(self) -> None:
        was = self.up
        self.up = False
        self._ops = asyncio.Queue()  # written again in full when the link is back
        self.mirror = _Mirror(holders={c: n for c, n in self.mirror.holders.items() if n == self.node})
        if was and self.listener is not None:
            self.listener.link(False)  # (the room drops the other processes' tables and people)

    async def _session(self) -> None:
        from redis import asyncio as aioredis

        client = aioredis.Redis.from_url(self.url, socket_timeout=2.0, socket_connect_timeout=2.0,
                                         retry_on_timeout=False, health_check_interval=0)
        pubsub = client.pubsub(ignore_subscribe_messages=True)
        self._client = client
        try:
            await client.ping()
            await pubsub.subscribe(CHANNEL)
            await self._announce(client)
            await self._load(client)
            self.up = True
            self.links += 1
            if self.links > 1 and self._report is not None:
                self._report("net-serve-group-back", tables=len(list(self._codes())))
            if self.listener is not None:
                self.listener.link(True)
            tasks = [asyncio.ensure_future(job) for job in
                     (self._beat(client), self._write(client), self._read(pubsub), self._fill(client))]
            try:
                done, _pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
            for task in done:
                task.result()
        finally:
            self._client = None
            with contextlib.suppress(Exception):
                await pubsub.aclose()
            with contextlib.suppress(Exception):
                await client.aclose()

    async def _announce(self, client: Any) -> None:
        """Everything this process holds, written again and said on the channel: its tables' codes
        and those it claimed ahead (claimed again: a Redis restarted empty knows none of them)."""
        await client.sadd(PREFIX + "nodes", self.node)
        await client.set(PREFIX + "node:" + self.node, json.dumps({"since": time.time()}), px=int(TTL * 1000))
        async with client.pipeline(transaction=False) as pipe:
            for code in self.pool:
                pipe.set(PREFIX + "code:" + code, self.node, nx=True)
                pipe.get(PREFIX + "code:" + code)
            claims = await pipe.execute()
        # A code claimed ahead here that another process claimed meanwhile (Redis was restarted) is theirs.
        self.pool = [c for c, holder in zip(self.pool, claims[1::2], strict=True) if _text(holder) == self.node]
        codes = sorted({*self._codes(), *self.pool})
        state = self.listener.local_state() if self.listener is not None else {}
        async with client.pipeline(transaction=False) as pipe:
            for code in codes:
                pipe.set(PREFIX + "code:" + code, self.node)
                pipe.hset(PREFIX + "dir", code, self.node)
            for code, entry in state.get("tables", {}).items():
                pipe.hset(PREFIX + "tables", code, json.dumps({"n": self.node, "e": entry}))
            for key, member in state.get("members", {}).items():
                pipe.hset(PREFIX + "members", key, json.dumps({"n": self.node, **member}))
            pipe.publish(CHANNEL, json.dumps({"n": self.node, "k": "state", "codes": codes, **state}))
            await pipe.execute()
        for code in codes:
            self.mirror.holders[code] = self.node

    async def _load(self, client: Any) -> None:
        """The others' state as Redis holds it now (what they say later comes on the channel)."""
        self.mirror.live = await self._live(client)
        states: dict[str, dict[str, Any]] = {}
        for code, node in (await client.hgetall(PREFIX + "dir")).items():
            code, node = _text(code), _text(node)
            if node != self.node:
                self.mirror.holders[code] = node
                states.setdefault(node, {"codes": [], "tables": {}, "members": {}})["codes"].append(code)
        for code, raw in (await client.hgetall(PREFIX + "tables")).items():
            held = json.loads(raw)
            if held.get("n") != self.node:
                state = states.setdefault(held["n"], {"codes": [], "tables": {}, "members": {}})
                state["tables"][_text(code)] = held["e"]
        for key, raw in (await client.hgetall(PREFIX + "members")).items():
            held = json.loads(raw)
            node = held.pop("n", None)
            if node is not None and node != self.node:
                states.setdefault(node, {"codes": [], "tables": {}, "members": {}})["members"][_text(key)] = held
        for node, state in states.items():
            if node in self.mirror.live and self.listener is not None:
                self.listener.node_state(node, state)

    async def _live(self, client: Any) -> set[str]:
        """The processes whose presence has not run out (those ever seen are in one small set)."""
        known = sorted(_text(n) for n in await client.smembers(PREFIX + "nodes"))
        if not known:
            return set()
        present = await client.mget([PREFIX + "node:" + n for n in known])
        return {n for n, here in zip(known, present, strict=True) if here is not None}

    async def _beat(self, client: Any) -> None:
        """Presence refreshed; processes that stopped refreshing forgotten (and cleaned from Redis)."""
        while True:
            await client.set(PREFIX + "node:" + self.node, json.dumps({"since": time.time()}), px=int(TTL * 1000))
            asked = time.monotonic()
            live = await self._live(client)
            # A process heard from since the question (it came back meanwhile) is not gone.
            live |= {n for n, at in self._heard.items() if at >= asked}
            gone = self.mirror.live - live
            self.mirror.live = live | {self.node}
            for node in gone:
                if node == self.node:
                    continue
                dead = [c for c, n in self.mirror.holders.items() if n == node]
                self.mirror.drop(node)
                if dead:
                    await client.hdel(PREFIX + "dir", *dead)
                if self.listener is not None:
                    self.listener.node_gone(node)
                await _forget_node(client, node)
            await asyncio.sleep(BEAT)

    async def _fill(self, client: Any) -> None:
        """Codes claimed ahead, up to POOL, and put in the directory as this process's at once: by
        the time a table opens on one and its code is passed on, every process knows where it is.
        The codes missing are asked for together (one round trip), so a burst of new tables
        waits at most for that."""
        while True:
            self._refill.clear()
            while len(self.pool) < POOL:
                wanted: list[str] = []
                for _ in range(POOL - len(self.pool)):
                    wanted.append(new_code(self._rng, _Taken(self._taken, [*self.pool, *wanted])))
                async with client.pipeline(transaction=False) as pipe:
                    for code in wanted:
                        pipe.set(PREFIX + "code:" + code, self.node, nx=True)
                    got = await pipe.execute()
                won = [code for code, ok in zip(wanted, got, strict=True) if ok]
                if not won:
                    continue
                async with client.pipeline(transaction=False) as pipe:
                    pipe.hset(PREFIX + "dir", mapping={code: self.node for code in won})
                    for code in won:
                        pipe.publish(CHANNEL, json.dumps({"n": self.node, "k": "code", "c": code}))
                    await pipe.execute()
                for code in won:
                    self.mirror.holders[code] = self.node
                self.pool.extend(won)
            await self._refill.wait()

    def running_dry(self) -> bool:
        """No code claimed ahead is left while Redis can be reached (a burst of new tables): a new
        table waits for `stocked` rather than being refused."""
        return self.up and not self.pool

    async def stocked(self, within: float = 2.0) -> None:
        """Until a code claimed ahead is there again, Redis is lost, or `within` seconds passed."""
        self._refill.set()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + within
        while self.up and not self.pool and loop.time() < deadline:
            await asyncio.sleep(0.005)

    async def _write(self, client: Any) -> None:
        while True:
            ops = [await self._ops.get()]
            while not self._ops.empty() and len(ops) < 256:
                ops.append(self._ops.get_nowait())
            async with client.pipeline(transaction=False) as pipe:
                for op in ops:
                    if op[0] == "hset":
                        pipe.hset(op[1], op[2], op[3])
                    elif op[0] == "hdel":
                        pipe.hdel(op[1], op[2])
                    elif op[0] == "publish":
                        pipe.publish(CHANNEL, op[1])
                await pipe.execute()

    def _block(self, address: str, wait: float) -> None:
        if math.isfinite(wait) and wait > 0:
            self._blocked[address] = max(self._blocked.get(address, 0.0), time.monotonic() + min(wait, 3600.0))

    async def _read(self, pubsub: Any) -> None:
        while True:
            message = await pubsub.get_message(timeout=1.0)
            if message is None or message.get("type") != "message":
                continue
            try:
                data = json.loads(message["data"])
                self._take(data)
            except (ValueError, KeyError, TypeError) as exc:
                if self._report is not None:
                    self._report("net-serve-group-garbled", reason=f"{type(exc).__name__}: {exc}")

    def _take(self, data: dict[str, Any]) -> None:
        node, kind = str(data["n"]), str(data["k"])
        if node == self.node:
            return
        if kind == "spent":
            self._block(str(data["a"]), float(data["for"]))
            return
        if kind == "gone":
            self.mirror.drop(node)
            self.mirror.live.discard(node)
            if self.listener is not None:
                self.listener.node_gone(node)
            return
        self.mirror.live.add(node)
        self._heard[node] = time.monotonic()
        if kind == "code":
            self.mirror.holders[str(data["c"])] = node
        elif kind == "uncode":
            if self.mirror.holders.get(str(data["c"])) == node:
                del self.mirror.holders[str(data["c"])]
        elif kind == "state":
            self.mirror.drop(node)
            for code in data.get("codes", []):
                self.mirror.holders[str(code)] = node
            if self.listener is not None:
                self.listener.node_state(node, data)
        elif self.listener is not None:
            self.listener.heard(node, kind, data)


class _Taken:
    """The codes a new claim must avoid: this process's own (ever used) and those claimed ahead."""

    def __init__(self, taken: Callable[[str], bool], pool: list[str]) -> None:
        self._taken = taken
        self._pool = pool

    def __contains__(self, code: object) -> bool:
        return isinstance(code, str) and (code in self._pool or self._taken(code))


async def _forget_node(client: Any, node: str) -> None:
    """A process gone: its tables and people out of the room's hashes (it writes them again if it returns)."""
    for key in (PREFIX + "tables", PREFIX + "members"):
        stale = [k for k, raw in (await client.hgetall(key)).items() if json.loads(raw).get("n") == node]
        if stale:
            await client.hdel(key, *stale)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
