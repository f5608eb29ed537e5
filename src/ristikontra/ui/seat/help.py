"""F1: the keys that work now, read from the key table, in the player's language."""

from __future__ import annotations

from prompt_toolkit.keys import KEY_ALIASES

from ristikontra.engine import SeatView
from ristikontra.i18n import Translator
from ristikontra.ui.seat.keys import BINDINGS, KeyBinding, KeyMode, bindings_for, key_label_ids

__all__ = ["action_id", "help_lines", "keys_text", "unbound_hint"]


def help_lines(t: Translator, mode: KeyMode, view: SeatView | None, intro: str | None = None,
               skip: frozenset[str] = frozenset()) -> list[str]:
    """The help of `mode`: an introduction (`intro`, a catalog id, for a mode of its own such
    as the deal review), then one line per command that works now, but for the commands in
    `skip` (a table that says what they do there itself)."""
    lines = [t(intro) if intro is not None else t("help-intro", mode=mode)]
    seen: set[str] = set(skip)
    bindings = bindings_for(mode)
    if mode == "menu":
        # The menu's own keys (the arrows) first, then the general ones.
        bindings.sort(key=lambda b: not b.command.startswith("menu_"))
    else:
        # The most used keys of the moment first (a stable sort: the rest keep the table's order).
        first = MOST_USED.get(mode, ())
        bindings.sort(key=lambda b: first.index(b.command) if b.command in first else len(first))
    for binding in bindings:
        if binding.command in seen:
            continue
        action = action_id(binding.command, mode, view)
        if action is None:
            continue
        seen.add(binding.command)
        lines.append(t("help-line", keys=keys_text(t, binding), action=t(action)))
    return lines


#: Per mode, the commands F1 names first, the most used at the top; the others follow in the
#: key table's order.
MOST_USED: dict[KeyMode, tuple[str, ...]] = {
    "play": ("play_focused", "focus_prev", "focus_next", "focus_say", "jump_rank", "status_turn",
             "status_trick", "status_hand", "status_scores", "hint", "repeat", "messages_back", "card_count"),
    "between": ("next_deal", "status_scores", "review_open", "history_prev", "history_next", "repeat",
                "messages_back"),
    "over": ("play_again", "status_scores", "review_open", "history_prev", "history_next", "repeat",
             "messages_back"),
    "start": ("resume", "new_game", "repeat"),
    "title": ("title_choose", "title_next", "title_prev", "title_first", "title_last"),
}

#: Commands that say something else once the deal or the game is over.
_AFTER_PLAY = frozenset({"history_prev", "history_next"})


def action_id(command: str, mode: KeyMode, view: SeatView | None) -> str | None:
    """The catalog id of what `command` does now in `mode`, or None if it does nothing now
    (F1 lists only keys that do something)."""
    base = f"cmd-{command.replace('_', '-')}"
    if command in ("chat", "watchers_toggle"):
        return None  # only at an online table, whose own F1 lines say it (`help_notes`)
    if command == "play_blind":
        works = view is not None and view.rules.blind_play and view.stock_size > 0
        return base if works else None
    if command == "hint":
        return base if mode == "play" else None  # hints are for a turn in the deal
    if command == "review_open":
        return None if mode == "play" else base  # the review comes once the deal is over
    if command in _AFTER_PLAY:
        if view is None or not view.history:
            return None
        return base if mode == "play" else f"{base}-done"
    if command == "quit" and mode == "title":
        return "cmd-quit-title"  # nothing dealt yet: nothing to save, a saved game stays
    if command == "quit":
        # Nothing to save at the end of the game; at the start question the save is kept as it is.
        if mode == "over":
            return "cmd-quit-over"
        if mode == "start":
            return "cmd-quit-start"
    return base


def keys_text(t: Translator, binding: KeyBinding) -> str:
    """The keys of `binding` as words: "Enter or Space"."""
    special = f"keys-{binding.command.replace('_', '-')}"
    if t.has(special):
        return t(special)
    names = []
    for key in binding.keys:
        msg_id, letter = key_label_ids(key)
        names.append(t(msg_id, letter=letter) if letter is not None else t(msg_id))
    return t("keys-or", first=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else names[0]


#: What a key that belongs to another moment says in each mode, instead of "does nothing".
_ELSEWHERE: dict[KeyMode, str] = {
    "start": "ui-key-start",
    "between": "ui-key-between",
    "over": "ui-key-over",
    "menu": "ui-key-menu",
    "rules": "ui-key-rules",
    "review": "ui-key-review",
    "lobby": "ui-key-lobby",
    "room": "ui-key-room",
}
#: Between deals there are no cards in the hand: these keys get that answer, `w` "nobody's turn",
#: the rest "no trick".
_HAND_COMMANDS = frozenset({"status_hand", "focus_prev", "focus_next", "focus_first", "focus_last",
                            "jump_rank", "sort", "card_count", "card_count_rank", "status_stock"})


#: prompt_toolkit's names of keys the key table names otherwise (Enter arrives as "c-m", Space as " ").
_TABLE_NAMES = {**{pressed: name for name, pressed in KEY_ALIASES.items()}, " ": "space"}


def unbound_hint(mode: KeyMode, key: str) -> str:
    """The catalog id for `key` pressed in `mode` where it is not bound: what would help instead
    if the key works at another moment, else the general "does nothing, F1 lists the keys"."""
    key = _TABLE_NAMES.get(key, key)
    if key == "1" and mode == "play":
        return "ui-key-one"  # the rank keys are 2 to 9 and 0: a ten pressed as "1" (of "10")
    # (The room's keys are no moment of a table: `w` at a table is still the turn's key.)
    commands = [b.command for b in BINDINGS if key in b.keys and mode not in b.modes
                and not b.command.startswith("room_")]
    if not commands or mode not in _ELSEWHERE:
        return "ui-key-unused"
    if mode == "between" and all(c in _HAND_COMMANDS for c in commands):
        return "ui-key-between-hand"
    if mode == "between" and commands == ["status_turn"]:
        return "ui-key-between-turn"
    return _ELSEWHERE[mode]
