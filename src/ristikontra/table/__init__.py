"""The table without a terminal: a game, its four seats and the controllers that drive them.

See `seats` for the contract, `table.Table` for the game flow (`core` plays it, `flow` decides
what happens next, for the server's tables too), `computer.ComputerSeat` and
`scripted.ScriptedSeat` for two kinds of seat; the keyboard seat lives in `ristikontra.ui`.
"""

from __future__ import annotations

from ristikontra.table.computer import ComputerSeat, make_player
from ristikontra.table.scripted import ScriptedSeat
from ristikontra.table.seats import Answer, Flow, Mode, Notice, NoticeKind, SeatController, TableLink, mode_of
from ristikontra.table.table import Table, next_seed

__all__ = [
    "Answer",
    "ComputerSeat",
    "Flow",
    "Mode",
    "Notice",
    "NoticeKind",
    "ScriptedSeat",
    "SeatController",
    "Table",
    "TableLink",
    "make_player",
    "mode_of",
    "next_seed",
]
