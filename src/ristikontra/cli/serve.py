"""`ristikontra serve`: a server for playing online, with the browser page on the same port.

    ristikontra serve [--host H] [--port P] [--data PATH] [...]

The server's options are written beside the server they set up (`net/server.py`:
`add_arguments`, and `run`, which starts it and answers the operator); this is their place among
the commands, and where the web room's page and seat are put into it (the server, a room below,
knows them only by their shape).
"""

from __future__ import annotations

import argparse

from ristikontra.net import server
from ristikontra.net.server import add_arguments
from ristikontra.web import web_seat
from ristikontra.web.pages import Site

__all__ = ["add_arguments", "run"]


def run(args: argparse.Namespace) -> int:
    return server.run(args, pages=Site(), announcer=web_seat)
