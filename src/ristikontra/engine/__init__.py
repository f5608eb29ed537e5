"""The rules engine: pure, deterministic, seeded. No I/O, no printing."""

from ristikontra.engine.actions import Action, PlayBlind, PlayCard, blind, parse_action, play
from ristikontra.engine.cards import DECK, RANKS, SUITS, Card, cards
from ristikontra.engine.errors import REASONS, IllegalAction, Reason
from ristikontra.engine.events import (
    CardDrawn,
    CardPlayed,
    DealScored,
    DealStarted,
    DirtChanged,
    Event,
    EventFormatError,
    GameOver,
    GameStarted,
    PlayerInfo,
    TrickWon,
    event_from_json,
    event_to_json,
    for_seat,
)
from ristikontra.engine.rules import PRESETS, Rules, find_preset
from ristikontra.engine.state import GameState, SeatView, TrickRecord, default_players
from ristikontra.engine.view_json import (
    action_from_json,
    action_to_json,
    history_to_json,
    view_from_json,
    view_to_json,
)

__all__ = [
    "DECK",
    "PRESETS",
    "RANKS",
    "REASONS",
    "SUITS",
    "Action",
    "Card",
    "CardDrawn",
    "CardPlayed",
    "DealScored",
    "DealStarted",
    "DirtChanged",
    "Event",
    "EventFormatError",
    "GameOver",
    "GameStarted",
    "GameState",
    "IllegalAction",
    "PlayBlind",
    "PlayCard",
    "PlayerInfo",
    "Reason",
    "Rules",
    "SeatView",
    "TrickRecord",
    "TrickWon",
    "action_from_json",
    "action_to_json",
    "blind",
    "cards",
    "default_players",
    "event_from_json",
    "event_to_json",
    "find_preset",
    "for_seat",
    "history_to_json",
    "parse_action",
    "play",
    "view_from_json",
    "view_to_json",
]
