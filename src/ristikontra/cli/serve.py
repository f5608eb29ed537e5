"""`ristikontra serve`: a server for playing online.

    ristikontra serve [--host H] [--port P] [--data PATH] [...]

The server's options are written beside the server they set up (`net/server.py`:
`add_arguments`, and `run`, which starts it and answers the operator); this is their place among
the commands.
"""

from __future__ import annotations

from ristikontra.net.server import add_arguments, run

__all__ = ["add_arguments", "run"]
