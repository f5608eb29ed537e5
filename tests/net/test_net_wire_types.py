"""The typed frames of `net/protocol.py` are the frames a real server sends: every field a frame
carries is one its type names, and every field the type requires is there (a type that drifted
from the wire would let mypy pass code that reads a field no frame has).

A real server on loopback and raw WebSocket clients: `welcome`, `error`, `room` (its members and
tables) and `room_update` (a public table listed, somebody who came).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from ristikontra.net.protocol import (
    ErrorFrame,
    Limits,
    ListedSeat,
    MemberEntry,
    RoomUpdate,
    TableListing,
    WelcomeFrame,
)
from tests.net.netharness import ServerThread

Frame = dict[str, Any]


def fits(frame: Frame, shape: Any) -> None:
    """`frame`'s fields are `shape`'s (a TypedDict): none unknown, none required missing."""
    known = shape.__required_keys__ | shape.__optional_keys__
    assert set(frame) <= known, f"{shape.__name__}: fields the type lacks: {sorted(set(frame) - known)}"
    assert shape.__required_keys__ <= set(frame), (
        f"{shape.__name__}: required fields missing: {sorted(shape.__required_keys__ - set(frame))}")


async def frame_until(ws: ClientConnection, wanted: Callable[[Frame], bool], timeout: float = 20.0) -> Frame:
    deadline = time.monotonic() + timeout
    while True:
        frame: Frame = json.loads(await asyncio.wait_for(ws.recv(), deadline - time.monotonic()))
        if wanted(frame):
            return frame


async def hello(ws: ClientConnection) -> Frame:
    await ws.send(json.dumps({"type": "hello", "v": 3}))
    return await frame_until(ws, lambda f: f["type"] == "welcome")


def test_the_typed_frames_are_the_frames_on_the_wire(tmp_path: Path) -> None:
    async def run(url: str) -> None:
        async with connect(url) as anna, connect(url) as ben, connect(url) as carla:
            welcome = await hello(anna)
            fits(welcome, WelcomeFrame)
            fits(welcome["limits"], Limits)
            await anna.send(json.dumps({"type": "start", "id": 7}))  # no table: refused
            refused = await frame_until(anna, lambda f: f["type"] == "error")
            fits(refused, ErrorFrame)
            assert refused["id"] == 7
            await anna.send(json.dumps({"type": "room", "name": "Anna"}))
            room = await frame_until(anna, lambda f: f["type"] == "room")
            assert [m["name"] for m in room["members"]] == ["Anna"]
            for member in room["members"]:
                fits(member, MemberEntry)
            # A public table opens and Carla comes in: Anna hears both, in one update or two.
            await hello(ben)
            await ben.send(json.dumps({"type": "create", "name": "Ben", "public": True}))
            await hello(carla)
            await carla.send(json.dumps({"type": "room", "name": "Carla"}))
            seen: dict[str, Frame] = {}
            while not {"tables", "came"} <= set(seen):
                update = await frame_until(anna, lambda f: f["type"] == "room_update")
                fits(update, RoomUpdate)
                seen.update({field: update for field in update})
            listing = seen["tables"]["tables"][0]
            fits(listing, TableListing)
            for seat in listing["seats"]:
                fits(seat, ListedSeat)
            fits(seen["came"]["came"][0], MemberEntry)
            # A newcomer's whole room holds the table as the type says too.
            whole = await frame_until(carla, lambda f: f["type"] == "room")
            fits(whole["tables"][0], TableListing)

    with ServerThread(tmp_path) as server:
        asyncio.run(run(server.url))
