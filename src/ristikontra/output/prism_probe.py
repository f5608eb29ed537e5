"""Helper process that tries Prism's routes for the game: `python -m ristikontra.output.prism_probe ROUTE...`.

Prism is a C++ library: a call that hangs inside it (a speech-dispatcher daemon that accepts the
connection and never answers, a screen reader's RPC endpoint that stopped) cannot be ended from
Python, and what it writes from C goes straight to the terminal. So before the game loads Prism
itself, this process loads it, creates each route named on the command line (names of
`prism.BackendId`, e.g. ``NVDA``, ``SPEECH_DISPATCHER``), and answers with one JSON line on its
original stdout; everything else it or Prism writes goes to the null device. The game bounds it
and ends its process group when it does not answer.

Answer: ``{"prism": true, "routes": [{"route", "ok", "name", "braille", "error"}]}``, the routes in
the order asked; ``{"prism": false, "error": ...}`` when Prism does not load at all.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from ristikontra.output.synth_worker import private_stdout

__all__ = ["main"]


def _try(context: Any, prism: Any, route: str) -> dict[str, Any]:
    found: dict[str, Any] = {"route": route, "ok": False, "name": "", "braille": False, "error": ""}
    try:
        backend_id = prism.BackendId[route]
        if not context.exists(backend_id):
            found["error"] = "not in this build of Prism"
            return found
        backend = context.create(backend_id)
        features = backend.features
        found.update(ok=bool(features.supports_speak), name=backend.name, braille=bool(features.supports_braille))
        if not features.supports_speak:
            found["error"] = "the route cannot speak"
    except Exception as error:
        found["error"] = f"{type(error).__name__}: {error}"
    return found


def main(routes: list[str]) -> int:
    answer = private_stdout()
    try:
        import prism

        context = prism.Context()
    except Exception as error:
        answer.write(json.dumps({"prism": False, "error": f"{type(error).__name__}: {error}"}) + "\n")
        return 0
    answer.write(json.dumps({"prism": True, "routes": [_try(context, prism, route) for route in routes]}) + "\n")
    answer.flush()
    # Prism's own threads and the daemon connections end with the process; nothing is waited for.
    os._exit(0)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
