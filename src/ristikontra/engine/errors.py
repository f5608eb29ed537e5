"""Illegal actions carry a machine-readable reason the announcer turns into words."""

from __future__ import annotations

from typing import Literal, get_args

__all__ = ["REASONS", "IllegalAction", "Reason"]

Reason = Literal[
    "not_your_turn",
    "card_not_in_hand",
    "lead_limit",
    "fourth_king",
    "stock_empty",
    "blind_play_disabled",
    "no_deal_in_progress",
    "deal_in_progress",
    "game_over",
]

REASONS: tuple[Reason, ...] = get_args(Reason)


class IllegalAction(ValueError):
    """An action the rules forbid. The game state is left untouched."""

    def __init__(self, reason: Reason, detail: str = "", *, rank: str | None = None) -> None:
        self.reason: Reason = reason
        self.detail = detail
        #: For `lead_limit`: the barred rank.
        self.rank = rank
        super().__init__(f"{reason}: {detail}" if detail else reason)
