"""Named commands: what each command of the key table (`ui/seat/keys.py`) does at a keyboard seat.

The application binds keys to these names (prompt_toolkit's split of key bindings and named
commands); `quit` is the application's own, as it ends the run. A command takes the key that ran
it as a name and the text it types (`Key`), not a terminal's event: the terminal maps its key
presses to it (`ui/terminal/app.py`), a page its key names (`web/seat.py`, `net/webkeys.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ristikontra.ui.seat.keyboard import KeyboardSeat

__all__ = ["Command", "Key", "keyboard_commands"]


@dataclass(frozen=True)
class Key:
    """One key press as a command reads it: `name` as prompt_toolkit reports the key ("f8", "c-m",
    "5", "Q"), `data` the text it types ("5", "\r"; empty for F8 or an arrow)."""

    name: str
    data: str = ""


Command = Callable[[Key], None]


def keyboard_commands(k: KeyboardSeat, keys_seen: Callable[[], int]) -> dict[str, Command]:
    """Every command of the key table but `quit`, bound to the keyboard seat `k`; `keys_seen`
    numbers the key presses (a second `u` straight after the first says the other half)."""
    menu, speaker, reader, coach = k.options, k.speaker, k.reader, k.coach
    commands: dict[str, Command] = {
        "resume": lambda e: k.resume(),
        "new_game": lambda e: k.new_game(),
        "focus_prev": lambda e: k.move_focus(-1),
        "focus_next": lambda e: k.move_focus(1),
        # After Page Up, Home and End jump within the messages read back.
        "focus_first": lambda e: speaker.messages_jump(False) if speaker.messages.reading else k.focus_end(False),
        "focus_last": lambda e: speaker.messages_jump(True) if speaker.messages.reading else k.focus_end(True),
        "messages_first": lambda e: speaker.messages_jump(False),
        "messages_last": lambda e: speaker.messages_jump(True),
        "focus_say": lambda e: k.say_focus(),
        "play_focused": lambda e: k.play_focused(),
        "play_blind": lambda e: k.play_blind(),
        "jump_rank": lambda e: k.jump_rank(e.data),
        "sort": lambda e: k.sort(),
        "next_deal": lambda e: k.next_deal(),
        "play_again": lambda e: k.play_again(),
        "status_hand": lambda e: k.status_hand(),
        "status_trick": lambda e: k.status_trick(),
        "history_prev": lambda e: k.history_prev(),
        "history_next": lambda e: k.history_next(),
        "status_scores": lambda e: k.status_scores(keys_seen()),
        "status_stock": lambda e: k.status_stock(),
        "status_turn": lambda e: k.status_turn(),
        "status_dealer": lambda e: k.status_dealer(),
        "status_seating": lambda e: k.status_seating(),
        "status_rules": lambda e: k.status_rules(),
        "card_count": lambda e: k.counting.count(keys_seen()),
        "card_count_rank": lambda e: k.counting.count_rank(),
        "rules_text": lambda e: reader.open(),
        "rules_next": lambda e: reader.step(1),
        "rules_prev": lambda e: reader.step(-1),
        "rules_next_section": lambda e: reader.jump_section(1),
        "rules_prev_section": lambda e: reader.jump_section(-1),
        "rules_start": lambda e: reader.jump_end(False),
        "rules_end": lambda e: reader.jump_end(True),
        "rules_where": lambda e: reader.where(),
        "rules_repeat": lambda e: reader.repeat(),
        "rules_close": lambda e: k.close_rules(),
        "repeat": lambda e: speaker.repeat(),
        "export_history": lambda e: k.export_history(),
        "messages_back": lambda e: speaker.messages_back(),
        "messages_forward": lambda e: speaker.messages_forward(),
        "silence": lambda e: speaker.silence(),
        "options": lambda e: menu.open(),
        "voice_volume": lambda e: k.volume.voice(_direction(e, "f8")),
        "sound_volume": lambda e: k.volume.sound(_direction(e, "f10")),
        "menu_prev": lambda e: menu.move(-1),
        "menu_next": lambda e: menu.move(1),
        "menu_first": lambda e: menu.jump(False),
        "menu_last": lambda e: menu.jump(True),
        "menu_less": lambda e: menu.change(-1),
        "menu_more": lambda e: menu.change(1),
        "menu_close": lambda e: k.close_options(),
        "hint": lambda e: coach.hint(),
        "review_open": lambda e: coach.open(k.mode),
        "review_next": lambda e: coach.step(1),
        "review_prev": lambda e: coach.step(-1),
        "review_trick": lambda e: coach.trick(),
        "review_repeat": lambda e: coach.repeat(),
        "review_close": lambda e: coach.close(),
        "help": lambda e: reader.help() if reader.active else k.open_help(),
        "help_next": lambda e: k.helplist.step(1),
        "help_prev": lambda e: k.helplist.step(-1),
        "help_first": lambda e: k.helplist.jump(False),
        "help_last": lambda e: k.helplist.jump(True),
        "help_all": lambda e: k.helplist.everything(),
        "help_close": lambda e: k.helplist.close(),
        "chat": lambda e: k.chat(),
        "watchers_toggle": lambda e: k.watchers_key(),
        "play_online": lambda e: k.play_online(),
        "line_send": lambda e: k.line.enter(),
        "line_cancel": lambda e: k.line.cancel(),
        "line_left": lambda e: k.line.move(-1),
        "line_right": lambda e: k.line.move(1),
        "line_home": lambda e: k.line.home(False),
        "line_end": lambda e: k.line.home(True),
        "line_backspace": lambda e: k.line.backspace(),
        "line_delete": lambda e: k.line.delete(),
        "line_clear": lambda e: k.line.clear(),
        "lobby_prev": lambda e: k.link_key("lobby_prev"),
        "lobby_next": lambda e: k.link_key("lobby_next"),
        "lobby_take": lambda e: k.link_key("lobby_take"),
        "room_prev": lambda e: k.link_key("room_prev"),
        "room_next": lambda e: k.link_key("room_next"),
        "room_first": lambda e: k.link_key("room_first"),
        "room_last": lambda e: k.link_key("room_last"),
        "room_sit": lambda e: k.link_key("room_sit"),
        "room_watch": lambda e: k.link_key("room_watch"),
        "room_new": lambda e: k.link_key("room_new"),
        "room_new_private": lambda e: k.link_key("room_new_private"),
        "room_people": lambda e: k.link_key("room_people"),
        "room_mute": lambda e: k.link_key("room_mute"),
        "title_prev": lambda e: k.title.move(-1) if k.title is not None else None,
        "title_next": lambda e: k.title.move(1) if k.title is not None else None,
        "title_first": lambda e: k.title.jump(False) if k.title is not None else None,
        "title_last": lambda e: k.title.jump(True) if k.title is not None else None,
        "title_choose": lambda e: k.title.choose() if k.title is not None else None,
    }
    # Reading back ends with any other key: Home and End are the hand's again. F1's list closes
    # with any key of the table: the key then does its own work.
    return {name: _wrapped(k, name, command) for name, command in commands.items()}


#: The keys that keep reading back the messages (Page Up/Down, Home/End there, m, Escape, F1).
READING_KEYS = frozenset({"messages_back", "messages_forward", "messages_first", "messages_last",
                          "focus_first", "focus_last", "repeat", "silence", "help", "voice_volume",
                          "sound_volume"})


#: The keys that leave F1's list open: its own, and those that only repeat or quieten.
HELP_KEYS = frozenset({"help_next", "help_prev", "help_first", "help_last", "help_all", "help_close",
                       "repeat", "silence", "voice_volume", "sound_volume"})


def _wrapped(k: KeyboardSeat, name: str, command: Command) -> Command:
    reading, helping = name in READING_KEYS, name in HELP_KEYS

    def run(key: Key) -> None:
        k.key_done(name)
        if not reading:
            k.speaker.messages.stop()
        if not helping:
            k.helplist.close(said=False)
        command(key)

    return run


def _direction(key: Key, up: str) -> int:
    """+1 for the "louder" key of a pair (F8, F10), -1 for the other."""
    return 1 if key.name == up else -1
