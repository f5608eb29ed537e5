"""The key table: which key does what in which mode. One list serves the key bindings, the F1
help and the README, so they cannot drift apart.

Design: lower-case letters tell you things (h hand, t trick, s scores ...), digits and upper-case
letters jump to a rank (2-9, 0 or T for ten, J Q K A, and B D for the German Bube and Dame),
arrows move (Left/Right in the hand, Up/Down through earlier tricks), Page Up/Page Down walk back
through what was said. The keys are the same in every language.

The terminal's own keys are the application's (`ui/terminal/app.py`), in every mode: Control+C and
Control+\\ save and quit like Control+Q, Control+Z lets the game wait in the background.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["BINDINGS", "MODES", "RANK_KEYS", "KeyBinding", "KeyMode", "bindings_for", "key_label_ids"]

#: start: question to resume a save; play: a deal in progress; between: a deal is over;
#: over: the game is over; menu: the options menu is open; rules: the full rules are open to read;
#: review: the coach's review of the deal just played is open; line: a line of text is being
#: typed (the chat); lobby: choosing a seat at an online table; room: the list of a server's open
#: tables (`ui/online/room.py`); help: F1's list of keys at the table
#: (its keys win; the keys of the moment below keep working and close the list); title: the start
#: menu of a plain start, before anything is dealt.
KeyMode = Literal["start", "play", "between", "over", "menu", "rules", "review", "line", "lobby", "help",
                  "title", "room"]
MODES: tuple[KeyMode, ...] = ("start", "play", "between", "over", "menu", "rules", "review", "title")
TABLE: tuple[KeyMode, ...] = ("play", "between", "over")


@dataclass(frozen=True)
class KeyBinding:
    """`keys` are prompt_toolkit key names; `command` is a TableApp/TableSession command."""

    command: str
    keys: tuple[str, ...]
    modes: tuple[KeyMode, ...]


#: Rank jumps: key -> rank character.
RANK_KEYS: dict[str, str] = {
    **{d: d for d in "23456789"},
    "0": "T",
    "T": "T",
    "J": "J",
    "Q": "Q",
    # German names: Bube and Dame (Shift+B, Shift+D; lower-case b stays blind play).
    "B": "J",
    "D": "Q",
    "K": "K",
    "A": "A",
    # Lower-case a and q as well: no other key needs them during a deal (k is the stock, j the
    # start question's "ja").
    "a": "A",
    "q": "Q",
}

BINDINGS: tuple[KeyBinding, ...] = (
    KeyBinding("resume", ("enter", "space", "y", "j"), ("start",)),
    KeyBinding("new_game", ("n",), ("start",)),
    KeyBinding("focus_prev", ("left",), ("play",)),
    KeyBinding("focus_next", ("right",), ("play",)),
    KeyBinding("focus_first", ("home",), ("play",)),
    KeyBinding("focus_last", ("end",), ("play",)),
    KeyBinding("focus_say", ("f",), ("play",)),  # f for the focused card: said without moving
    KeyBinding("play_focused", ("enter", "space"), ("play",)),
    KeyBinding("play_blind", ("b",), ("play",)),
    KeyBinding("jump_rank", tuple(RANK_KEYS), ("play",)),
    KeyBinding("sort", ("tab",), ("play",)),
    KeyBinding("next_deal", ("enter", "space"), ("between",)),
    KeyBinding("play_again", ("enter", "space"), ("over",)),
    KeyBinding("status_hand", ("h",), ("play",)),
    # c as in ELTEN's card games; ELTEN's T (turn) stays Shift+T, the ten: w says whose turn it is.
    KeyBinding("status_trick", ("t", "c"), ("play",)),
    KeyBinding("history_prev", ("up",), TABLE),
    KeyBinding("history_next", ("down",), TABLE),
    KeyBinding("status_scores", ("s",), TABLE),
    KeyBinding("status_stock", ("k",), ("play",)),
    KeyBinding("status_turn", ("w",), ("play",)),
    KeyBinding("status_dealer", ("d",), TABLE),  # d for dealer (Shift+D is the Dame)
    KeyBinding("status_seating", ("i",), TABLE),  # who is who: the names behind partner and opponents
    # u for "unseen" / "übrig"; c is ELTEN's trick key (above).
    KeyBinding("card_count", ("u",), ("play",)),
    KeyBinding("card_count_rank", ("U",), ("play",)),
    KeyBinding("status_rules", ("r",), TABLE),
    KeyBinding("rules_text", ("R", "c-f1"), TABLE),  # Ctrl+F1: ELTEN's rules key
    KeyBinding("repeat", ("m",), (*TABLE, "start", "title")),
    KeyBinding("export_history", ("e",), TABLE),
    KeyBinding("messages_back", ("pageup",), (*TABLE, "start", "menu")),
    KeyBinding("messages_forward", ("pagedown",), (*TABLE, "start", "menu")),
    # Home / End: the oldest / newest message; in a deal only after Page Up (else the hand's first/last card).
    KeyBinding("messages_first", ("home",), ("between", "over", "start")),
    KeyBinding("messages_last", ("end",), ("between", "over", "start")),
    KeyBinding("silence", ("escape",), (*TABLE, "start", "title")),
    KeyBinding("options", ("o", "f2"), TABLE),
    KeyBinding("menu_prev", ("up",), ("menu",)),
    KeyBinding("menu_next", ("down",), ("menu",)),
    KeyBinding("menu_less", ("left",), ("menu",)),
    KeyBinding("menu_more", ("right", "enter", "space"), ("menu",)),
    KeyBinding("menu_first", ("home",), ("menu",)),
    KeyBinding("menu_last", ("end",), ("menu",)),
    KeyBinding("menu_close", ("escape", "o", "f2"), ("menu",)),
    KeyBinding("rules_next", ("down",), ("rules",)),
    KeyBinding("rules_prev", ("up",), ("rules",)),
    KeyBinding("rules_next_section", ("pagedown", "right"), ("rules",)),
    KeyBinding("rules_prev_section", ("pageup", "left"), ("rules",)),
    KeyBinding("rules_start", ("home",), ("rules",)),
    KeyBinding("rules_end", ("end",), ("rules",)),
    KeyBinding("rules_where", ("t",), ("rules",)),
    KeyBinding("rules_repeat", ("m",), ("rules",)),
    KeyBinding("rules_close", ("escape", "R", "c-f1"), ("rules",)),
    # PlayPalace's volume keys, each pair down/up; not in the menu, which holds its own copy.
    KeyBinding("voice_volume", ("f7", "f8"), (*TABLE, "start", "rules", "title")),
    KeyBinding("sound_volume", ("f9", "f10"), (*TABLE, "start", "rules", "title")),
    # The start menu: Up and Down choose, Enter takes the item.
    KeyBinding("title_prev", ("up",), ("title",)),
    KeyBinding("title_next", ("down",), ("title",)),
    KeyBinding("title_first", ("home",), ("title",)),
    KeyBinding("title_last", ("end",), ("title",)),
    KeyBinding("title_choose", ("enter", "space"), ("title",)),
    # The coach (issue 14): Shift+H, a hint on your turn; v, the review of the deal just played,
    # browsed in a mode of its own like the trick history.
    KeyBinding("hint", ("H",), TABLE),
    KeyBinding("review_open", ("v",), TABLE),
    KeyBinding("review_next", ("down",), ("review",)),
    KeyBinding("review_prev", ("up",), ("review",)),
    KeyBinding("review_trick", ("t", "c"), ("review",)),  # c as at the table (ELTEN's trick key)
    KeyBinding("review_repeat", ("m",), ("review",)),
    KeyBinding("review_close", ("escape", "v"), ("review",)),
    # Online: the chat line (typing goes into it, so only F1 and Control+Q keep their meaning)
    # the seat choice of `online join`, and p ("Play online") from a game at this computer.
    KeyBinding("chat", ("/",), (*TABLE, "start", "room")),
    KeyBinding("watchers_toggle", ("W",), (*TABLE, "start")),
    KeyBinding("line_send", ("enter",), ("line",)),
    KeyBinding("line_cancel", ("escape",), ("line",)),
    KeyBinding("line_left", ("left",), ("line",)),
    KeyBinding("line_right", ("right",), ("line",)),
    KeyBinding("line_home", ("home",), ("line",)),
    KeyBinding("line_end", ("end",), ("line",)),
    KeyBinding("line_backspace", ("backspace",), ("line",)),
    KeyBinding("line_delete", ("delete",), ("line",)),
    KeyBinding("line_clear", ("c-u",), ("line",)),  # as in a shell: the whole line goes
    KeyBinding("lobby_prev", ("up",), ("lobby",)),
    KeyBinding("lobby_next", ("down",), ("lobby",)),
    KeyBinding("lobby_take", ("enter", "space"), ("lobby",)),
    KeyBinding("room_prev", ("up",), ("room",)),
    KeyBinding("room_next", ("down",), ("room",)),
    KeyBinding("room_first", ("home",), ("room",)),
    KeyBinding("room_last", ("end",), ("room",)),
    KeyBinding("room_sit", ("enter", "space"), ("room",)),
    KeyBinding("room_watch", ("w",), ("room",)),
    KeyBinding("room_new", ("n",), ("room",)),
    KeyBinding("room_new_private", ("N",), ("room",)),
    KeyBinding("room_people", ("p",), ("room",)),
    KeyBinding("room_mute", ("m",), ("room",)),
    KeyBinding("play_online", ("p",), (*TABLE, "start")),
    KeyBinding("help", ("f1",), ("line", "lobby", "room")),
    KeyBinding("quit", ("c-q",), ("line", "lobby", "room")),
    KeyBinding("help", ("f1", "?"), MODES),
    KeyBinding("quit", ("c-q",), MODES),
    # F1's list: last, so that these win over the same keys of the table's moment below.
    KeyBinding("help_next", ("down",), ("help",)),
    KeyBinding("help_prev", ("up",), ("help",)),
    KeyBinding("help_first", ("home",), ("help",)),
    KeyBinding("help_last", ("end",), ("help",)),
    KeyBinding("help_all", ("f1", "?"), ("help",)),
    KeyBinding("help_close", ("escape",), ("help",)),
)


def bindings_for(mode: KeyMode) -> list[KeyBinding]:
    return [b for b in BINDINGS if mode in b.modes]


def key_label_ids(key: str) -> tuple[str, str | None]:
    """The catalog id that names `key` aloud and the argument for it (for plain letters)."""
    named = {
        "enter": "key-enter", "space": "key-space", "left": "key-left", "right": "key-right",
        "up": "key-up", "down": "key-down", "home": "key-home", "end": "key-end",
        "pageup": "key-pageup", "pagedown": "key-pagedown", "escape": "key-escape", "tab": "key-tab",
        "f1": "key-f1", "f2": "key-f2", "f7": "key-f7", "f8": "key-f8", "f9": "key-f9",
        "f10": "key-f10", "c-q": "key-ctrl-q", "c-u": "key-ctrl-u", "c-f1": "key-ctrl-f1", "?": "key-question",
        "/": "key-slash", "backspace": "key-backspace", "delete": "key-delete",
    }
    if key in named:
        return named[key], None
    if len(key) == 1 and key.isupper():
        return "key-shift-letter", key
    return "key-letter", key
