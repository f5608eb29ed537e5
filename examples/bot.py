r"""A bot for Ristikontra online: joins a table by its code and plays legal moves.

    .venv/bin/python examples/bot.py ws://127.0.0.1:8765 "482 915" [--seat 2] [--name Robo] [--level basic]

(`.venv/bin/python` is the game's own Python after README's Quick start; on Windows
`.venv\Scripts\python`. In an environment where the game is installed, plain `python` does.)
Seats are numbered 1 to 4, as the game's seat choice says them.

It takes the seat asked for (or the first free one), plays as the project's computer player of
that level would (or at random), says it is ready after each deal and stops when the game ends.
A bot is just another client: it sees only its own seat, like everyone else.
"""

from __future__ import annotations

import argparse
import asyncio
import random

from ristikontra.ai import make_player
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Chat, Failure, Link, NetError, Refused


async def play(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    player = make_player(args.level) if args.level != "random" else None
    client = Client(args.server, name=args.name)
    try:
        await client.connect()
        lobby = await client.join(args.code)
        for seat in [args.seat - 1] if args.seat is not None else lobby.free_seats():
            try:
                await client.take_seat(seat)
                break
            except NetError as error:  # another player was quicker: try the next free seat
                if error.reason != "seat_taken":
                    raise
        else:
            print("No free seat at this table.")
            return 1
    except NetError as error:
        print(f"Could not join: {error.reason}")
        return 1
    print(f"Sitting at seat {seat + 1} of table {args.code}.")
    async for item in client:
        if isinstance(item, Batch):
            view = item.view
            if view.phase == "game_over":
                print(f"Game over: team {view.winner} won, {view.totals[0]} to {view.totals[1]}.")
                break
            if view.phase == "deal_over":
                await client.ready()
            elif view.my_turn:
                # Think off the event loop: a strong player takes a moment.
                choice = (rng.choice(view.legal) if player is None else
                          await asyncio.to_thread(player.choose, view, rng))
                await client.act(choice, item.at)
        elif isinstance(item, Refused):
            print(f"Refused: {item.error.reason}")
        elif isinstance(item, Chat):
            print(f"{item.name}: {item.text}")
        elif isinstance(item, Failure):
            print(f"Server said: {item.reason}")
        elif isinstance(item, Link):
            print(f"Connection {item.state}.")
    await client.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("server", help="ws://host:port or wss://host:port")
    parser.add_argument("code", help="the table code, e.g. '482 915'")
    parser.add_argument("--seat", type=int, choices=range(1, 5), metavar="1-4",
                        help="the seat to take, numbered as the game's seat choice says them")
    parser.add_argument("--name", default="Bot")
    parser.add_argument("--level", default="basic", choices=("random", "basic", "strong"))
    parser.add_argument("--seed", type=int)
    return asyncio.run(play(parser.parse_args()))


if __name__ == "__main__":
    raise SystemExit(main())
