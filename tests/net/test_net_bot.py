"""The example bot (examples/bot.py) joins by code in its own process and plays a whole game."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Lobby
from tests.net.netharness import ServerThread, until

BOT = Path(__file__).resolve().parents[2] / "examples" / "bot.py"


def test_three_bots_join_by_code_and_play_a_game_to_the_end(tmp_path: Path) -> None:
    async def scenario(url: str) -> None:
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(rules="short", options={"target": 30}, level="random")
        await anna.auto(True)
        spoken = seated.code[:3] + " " + seated.code[3:]
        bots = [subprocess.Popen([sys.executable, str(BOT), url, spoken, "--name", f"Bot {n}", "--level", "random",
                                  "--seed", str(n)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for n in range(1, 4)]
        await until(anna, Lobby, pred=lambda lobby: not lobby.free_seats(), timeout=30)
        await anna.start()
        await until(anna, Batch, pred=lambda b: b.view.phase == "game_over", timeout=120)
        for bot in bots:
            out, err = await asyncio.to_thread(bot.communicate, timeout=60)
            assert bot.returncode == 0, err
            assert "Game over" in out and not err
        await anna.close()

    with ServerThread(tmp_path) as server:
        asyncio.run(scenario(server.url))
