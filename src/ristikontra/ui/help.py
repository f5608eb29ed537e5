"""F1: the keys that work now, read from the key table, in the player's language."""

from __future__ import annotations

from ristikontra.engine import SeatView
from ristikontra.i18n import Translator
from ristikontra.ui.keys import KeyBinding, KeyMode, bindings_for, key_label_ids

__all__ = ["help_lines", "keys_text"]


def help_lines(t: Translator, mode: KeyMode, view: SeatView | None) -> list[str]:
    """The help of `mode`: an introduction, then one line per command that works now."""
    lines = [t("help-intro", mode=mode)]
    seen: set[str] = set()
    bindings = bindings_for(mode)
    if mode == "menu":
        # The menu's own keys (the arrows) first, then the general ones.
        bindings.sort(key=lambda b: not b.command.startswith("menu_"))
    for binding in bindings:
        if binding.command in seen or not _key_works(binding.command, view):
            continue
        seen.add(binding.command)
        lines.append(t("help-line", keys=keys_text(t, binding), action=t(f"cmd-{binding.command.replace('_', '-')}")))
    return lines


def _key_works(command: str, view: SeatView | None) -> bool:
    """Whether a key of the mode does something now (F1 lists only those)."""
    if command == "play_blind":
        return view is not None and view.rules.blind_play
    if command in ("history_prev", "history_next"):
        return view is not None
    return True


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
