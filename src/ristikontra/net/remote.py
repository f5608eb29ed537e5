"""A remote table for a seat controller: the online client standing in for the local table.

A seat (the `SeatFeed` part of the seat contract, `table/seats.py`) only knows "I receive (events, view) batches for my
seat; I am asked to move; I answer; I may be refused with a reason". :class:`RemoteTable` gives
it exactly that for a seat at a table on a server: it runs a :class:`~ristikontra.net.client.Client`
on an event loop of its own thread, calls the controller from that thread, and takes answers
from any thread without waiting on the network. What only online play has (the connection
lost and back, chat, other players dropping, protocol refusals) goes to the optional
:class:`OnlineListener`. The loop's thread belongs to the session's `ThreadOwner`
(`table/threadowner.py`), which closes the connection and joins it on the session's way out.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Coroutine, Sequence
from concurrent.futures import Future
from typing import Any, TypeVar

from ristikontra.engine import Action, Event, SeatView
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Chat, Failure, Incoming, Link, Lobby, NetError, Notice, Refused
from ristikontra.net.roomview import RoomChange, RoomChat, Watcher
from ristikontra.table.seats import SeatFeed
from ristikontra.table.threadowner import STOP_SECONDS, ThreadOwner

__all__ = ["OnlineListener", "RemoteTable"]

_log = logging.getLogger(__name__)

T = TypeVar("T")


class OnlineListener:
    """What only online play reports; override what you need (each is called on the client thread)."""

    def on_link(self, state: str) -> None:
        """``lost`` (reconnecting), ``back`` (seat retaken; a missed batch follows), ``gone``, or
        ``replaced`` (the seat was taken back from another connection; this one is done)."""

    def on_closed(self) -> None:
        """The server closed the table (the connection is gone with it); by default `on_link("gone")`."""
        self.on_link("gone")

    def on_missed(self, events: Sequence[Event], view: SeatView) -> None:
        """Events missed while away, to be summed up rather than read one by one."""

    def on_chat(self, seat: int, name: str, text: str) -> None: ...

    def on_notice(self, what: str, seat: int, name: str | None) -> None:
        """Another seat ``dropped``, is played by the ``computer``, is ``back`` or ``left``."""

    def on_lobby(self, lobby: Lobby) -> None: ...

    def on_failure(self, reason: str) -> None:
        """A protocol refusal (a code of locales/*/net.ftl: ``net-error-<reason>``)."""

    def on_room(self, change: RoomChange) -> None:
        """The room changed (protocol 3): what the client's `room` now holds, and what is new."""

    def on_room_chat(self, name: str, text: str) -> None: ...

    def on_watcher(self, name: str, watching: bool, count: int) -> None:
        """Somebody started or stopped watching the table."""


class RemoteTable:
    """Drive one seat controller from a server. ``run(coro)`` runs client calls on its loop."""

    def __init__(self, client: Client, controller: SeatFeed, listener: OnlineListener | None = None,
                 threads: ThreadOwner | None = None, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.client = client
        self.controller = controller
        self.listener = listener or OnlineListener()
        #: The client's loop: one of this table's own, run on a thread of its own (`start`), or a
        #: running loop given (a web seat's client lives on the server's), which is not this table's to close.
        self.loop = loop if loop is not None else asyncio.new_event_loop()
        self._own_loop = loop is None
        self._threads = threads if threads is not None else ThreadOwner()
        self._thread: threading.Thread | None = None
        self._pump: Future[None] | None = None
        self._threads.own("online", self.close)

    def start(self) -> None:
        self._thread = self._threads.spawn("ristikontra-online", self.loop.run_forever)

    def run(self, coro: Coroutine[Any, Any, T], timeout: float | None = 15.0) -> T:
        """Run a client call (connect, create, join, take_seat, start, ...) and wait for it."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def submit(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run a client call without waiting (chat, ready, auto): a key never waits on the network.
        A call that fails is still heard of: a refusal goes to the listener, anything else to the log."""
        asyncio.run_coroutine_threadsafe(coro, self.loop).add_done_callback(self._submitted)

    def _submitted(self, future: Future[Any]) -> None:
        if future.cancelled():
            return  # the loop is closing
        error = future.exception()
        if isinstance(error, NetError):
            self.listener.on_failure(error.reason)
        elif error is not None:
            _log.error("a client call failed", exc_info=error)

    def attach(self) -> None:
        """Start feeding the controller (after connect and create/join/resume)."""
        self._pump = asyncio.run_coroutine_threadsafe(self._feed(), self.loop)

    def detach(self) -> None:
        """Stop feeding the controller, where the loop is not this object's to close (a web
        seat's client lives on the server's loop)."""
        if self._pump is not None:
            self._pump.cancel()

    @property
    def running(self) -> bool:
        """Whether the client's loop runs (calls can be made)."""
        return self._thread is not None and self._thread.is_alive()

    def close(self, timeout: float = STOP_SECONDS) -> None:
        """Close the connection and the loop, also when the connection cannot close cleanly;
        within `timeout` seconds (a closed loop's thread ends at once)."""
        deadline = time.monotonic() + timeout
        thread = self._thread
        if thread is not None and thread.is_alive():
            try:
                # Most of the time for the goodbye; what is left for the loop's end.
                self.run(self._shut_down(), timeout=max(0.1, timeout * 0.8))
            finally:
                self.loop.call_soon_threadsafe(self.loop.stop)
                thread.join(max(0.0, deadline - time.monotonic()))
        if self._own_loop and not self.loop.is_running() and not self.loop.is_closed():
            self.loop.close()

    async def _shut_down(self) -> None:
        """Close the connection, then end every task of this loop (the feed among them) while it
        still runs: a task left pending as the loop closes is reported on stderr as destroyed."""
        try:
            await self.client.close()
        finally:
            others = asyncio.all_tasks() - {asyncio.current_task()}
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

    async def _feed(self) -> None:
        async for item in self.client:
            self.deliver(item)

    def deliver(self, item: Incoming) -> None:
        """Hand one item of the client's to the controller (the feed does; a web seat's client,
        fed in the server's process, hands each on as it reads it)."""
        try:
            self._deliver(item)
        except Exception:
            # A controller's fault with one item must not silence the table for the rest of
            # the game: it goes to the bug log, and the next item is delivered as usual.
            _log.exception("delivering %s failed", type(item).__name__)

    def _deliver(self, item: Incoming) -> None:
        if isinstance(item, Batch):
            try:
                if item.missed:
                    self.listener.on_missed(item.events, item.view)
                elif item.events:
                    self.controller.on_events(item.events, item.view)
            finally:
                if item.view.my_turn:  # (never a watcher's: its view has no turn)
                    self._ask(item.view, item.at)  # a turn is never lost to a fault with its events
        elif isinstance(item, Refused):
            self.controller.on_refused(item.error, item.view)
        elif isinstance(item, Link) and item.closed:
            self.listener.on_closed()
        elif isinstance(item, Link):
            self.listener.on_link(item.state)
        elif isinstance(item, Chat):
            self.listener.on_chat(item.seat, item.name, item.text)
        elif isinstance(item, Notice):
            self.listener.on_notice(item.what, item.seat, item.name)
        elif isinstance(item, Lobby):
            self.listener.on_lobby(item)
        elif isinstance(item, Failure):
            self.listener.on_failure(item.reason)
        elif isinstance(item, RoomChange):
            self.listener.on_room(item)
        elif isinstance(item, RoomChat):
            self.listener.on_room_chat(item.name, item.text)
        elif isinstance(item, Watcher):
            self.listener.on_watcher(item.name, item.watching, item.count)

    def _ask(self, view: SeatView, at: int) -> None:
        # Asked again after a reconnect too: an answer sent on the lost connection may be gone.
        def answer(action: Action) -> None:
            # Any thread; the server drops an answer for a turn that has passed ("stale").
            asyncio.run_coroutine_threadsafe(self.client.act(action, at), self.loop)

        self.controller.on_turn(view, answer)
