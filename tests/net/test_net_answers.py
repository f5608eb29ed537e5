"""What a client written from docs/PROTOCOL.md relies on: strict card notation in its frames."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection

from tests.net.netharness import ServerThread
from tests.net.test_net_fuzz import answer, seated_table


def to_move(server: ServerThread, code: str) -> tuple[int, list[str]]:
    """The seat to move at table `code` and its hand, read on the server's loop."""
    assert server.server is not None
    table = server.server.tables[code]

    def read() -> tuple[int, list[str]]:
        view = table.state.view(table.state.to_move)
        return view.seat, [str(c) for c in view.hand]

    result: tuple[int, list[str]] = server.call(read)
    return result


async def close_all(conns: list[ClientConnection]) -> None:
    for ws in conns:
        await ws.close()


def test_a_card_in_any_other_notation_than_the_servers_is_a_bad_message(tmp_path: Path) -> None:
    """"qs", "10S" and "QS " were played as the queen and the ten of spades, though " QS " was
    refused: only "QS", "TS" (as every server frame writes cards) is a card now."""
    async def scenario(server: ServerThread) -> None:
        code, conns = await seated_table(server.url)
        seat, hand = to_move(server, code)
        ws = conns[seat]
        moves = server.call(lambda: server.server.tables[code].moves)  # type: ignore[union-attr]
        card = hand[0]
        loose = [card.lower(), card + " ", " " + card, card[0] + card[1].lower()]
        if card[0] == "T":
            loose.append("10" + card[1])
        for text in loose:
            frame: dict[str, Any] = {"type": "action", "action": {"seat": seat, "card": text}, "id": text}
            await ws.send(json.dumps(frame))
            reply = await answer(ws)
            assert reply["type"] == "error" and reply["reason"] == "bad_message", (text, reply)
        assert server.call(lambda: server.server.tables[code].moves) == moves  # type: ignore[union-attr]
        await ws.send(json.dumps({"type": "action", "action": {"seat": seat, "card": card}}))
        reply = await answer(ws)
        assert reply["type"] == "events" and reply["events"][0]["card"] == card, reply
        await close_all(conns)

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server))
