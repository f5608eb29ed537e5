"""`ristikontra web`: a server of one's own on this computer, and the browser opened at a new table.

    ristikontra web [--lang de|en|fi] [--no-browser]

The command's options and its start are written beside the page they serve (`web/launch.py`:
`add_arguments`, and `run`); this is their place among the commands.
"""

from __future__ import annotations

from ristikontra.web.launch import add_arguments, run

__all__ = ["add_arguments", "run"]
