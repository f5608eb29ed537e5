"""Our exceptions carry a machine-readable reason: the announcer turns an illegal action's into
words, and callers and tests read the reason, never the English message (kept for logs)."""

from __future__ import annotations

from typing import Literal, get_args

__all__ = [
    "REASONS",
    "IllegalAction",
    "Reason",
    "RulesError",
    "RulesProblem",
    "SaveProblem",
    "SavedGameError",
    "SetupError",
    "SetupProblem",
]

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


SetupProblem = Literal[
    "players",  # a game needs exactly four players, seats 0-3 in order
    "seed_and_rng",  # a seed and a generator given together
    "no_seat",  # a seat number outside 0-3
    "hands_and_stock",  # hands without stock or stock without hands
    "deal_cards",  # a forced deal that is not four hands of six and 28 distinct stock cards
]


class SetupError(ValueError):
    """A game, deal or table set up with arguments no game can have (a caller's mistake)."""

    def __init__(self, problem: SetupProblem, detail: str, *, seat: int | None = None) -> None:
        self.problem: SetupProblem = problem
        #: For `no_seat`: the seat number asked for.
        self.seat = seat
        super().__init__(detail)


SaveProblem = Literal[
    "not_a_saved_game",  # a field missing or of the wrong type
    "phase",
    "player_kinds",
    "four_hands",
    "two_teams",
    "scores",
    "winner",
    "new_game",
    "deal_and_dealer",
    "winner_and_phase",
    "trick_leader",
    "trick_seats",
    "trick_cards",
    "trick_winner",
    "points_and_tricks",
    "kings_played",
    "finished_deal",
    "every_card_once",
    "trick_number",
    "current_trick",
    "current_trick_seats",
    "whose_turn",
    "stock_size",
    "hand_size",
]


class SavedGameError(ValueError):
    """A saved game that is not one, or that the rules could not have produced."""

    def __init__(self, problem: SaveProblem, detail: str, *, seat: int | None = None,
                 trick: int | None = None) -> None:
        self.problem: SaveProblem = problem
        #: The seat (`hand_size`) or trick number (`trick_*`) the check failed for.
        self.seat = seat
        self.trick = trick
        super().__init__(detail)


RulesProblem = Literal[
    "unknown_options",  # rule options we do not have (`names`)
    "scoring",
    "target",  # below 1 or above the largest target
    "lead_limit",
    "card_value",
    "not_whole",  # a saved number that is not a whole number
    "unknown_rule_set",
]


class RulesError(ValueError):
    """Rules no game can be played by, or a rule set we do not have."""

    def __init__(self, problem: RulesProblem, detail: str, *, names: tuple[str, ...] = ()) -> None:
        self.problem: RulesProblem = problem
        #: For `unknown_options`: the option names we do not know, sorted.
        self.names = names
        super().__init__(detail)
