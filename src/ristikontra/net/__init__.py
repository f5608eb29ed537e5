"""Online play: a WebSocket server that holds the engine, and a client library.

- :mod:`ristikontra.net.protocol` -- the versioned JSON messages (docs/PROTOCOL.md);
- :mod:`ristikontra.net.server` -- ``ristikontra serve``;
- :mod:`ristikontra.net.tables` -- one table: seats, the game, computer players, grace times;
- :mod:`ristikontra.net.store` -- tables in SQLite, every accepted action before it is sent;
- :mod:`ristikontra.net.clientstate` -- a client's reading of the server's frames: typed items out,
  every bound on a server, the catch-up; no socket, no loop;
- :mod:`ristikontra.net.client` -- the asyncio client around it, reconnecting by itself.
"""

from __future__ import annotations

__all__: list[str] = []
