"""The keyboard seat's lines: the chat line it types into, and the live line under the transcript.

`/` opens the chat at an online table; while the line is open, keys and pasted text type into it,
and the live line shows it. Otherwise the live line shows the options menu, the online seat
choice, the table's mode or the hand. `SeatLine` is a part of `ui.seat.keyboard.KeyboardSeat`, which
sets up the attributes it uses.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ristikontra.announce import Message
from ristikontra.i18n import MissingMessage, Translator
from ristikontra.table.seats import Mode, TableLink
from ristikontra.ui.seat.hand import HandCursor
from ristikontra.ui.seat.lineinput import LineInput
from ristikontra.ui.seat.options import OptionsController
from ristikontra.ui.seat.speaker import Speaker
from ristikontra.ui.seat.startmenu import StartMenu
from ristikontra.ui.seat.wiring import AnnouncerLike
from ristikontra.ui.terminal.liveline import fit_cards, fit_words

__all__ = ["SeatLine"]


def _prompt(t: Translator, msg_id: str, width: int, args: dict[str, str]) -> str:
    """A mode's prompt for the live line: its `.short` form where the whole one is wider than the
    terminal (a 40-column one cut "Eingabetaste oder Leertaste: die ..." before what Enter does)."""
    text = t(msg_id, **args)
    if len(text) <= width:
        return text
    try:
        return t(msg_id, attribute="short", **args)
    except MissingMessage:
        return text


class SeatLine:
    """The chat line and the live line of one keyboard seat (see the module docs)."""

    link: TableLink
    speaker: Speaker
    announcer: AnnouncerLike
    hand: HandCursor
    options: OptionsController
    #: The one-line text input (the chat): while it is open, keys type into it.
    line: LineInput
    #: The start menu while it is open (`ui/seat/startmenu.py`).
    title: StartMenu | None
    #: The table whose chat instructions were said (once per table).
    _chat_told: object = None

    if TYPE_CHECKING:
        def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> Message: ...

        def unbound_key(self, key: str = "", data: str = "") -> None: ...

    def chat(self) -> None:
        """`/`: open the chat line at an online table (its link can send chat); elsewhere say why not."""
        if not self.link.has_chat:
            self.say("ui-chat-offline")
            return
        send, limit = self.link.send_chat, self.link.chat_limit

        def sent(text: str) -> None:
            if text:
                send(text)  # confirmed once the server has passed it on to the table
            else:
                self.say("ui-chat-empty")

        # The instructions once per table: from then on the line opens with one word.
        opened = "ui-chat-open-again" if self._chat_told is self.link else "ui-chat-open"
        self._chat_told = self.link
        self.line.open(label="live-chat", opened=opened, cancelled="ui-chat-cancelled",
                       full="ui-chat-full", limit=limit, on_enter=sent)


    def any_key(self, key: str, data: str) -> None:
        """A key no binding took: typed into the open line, or answered with what would help."""
        if self.line.active:
            if len(key) == 1:  # a character (named keys such as F5 are not text)
                self.line.type(data)
            return
        self.unbound_key(key, data)

    def pasted(self, text: str) -> bool:
        """Pasted text goes into the open line; False if no line is open."""
        if not self.line.active:
            return False
        self.line.type(text)
        return True

    # ------------------------------------------------------------------ the live line

    def live_line(self, width: int = 0) -> tuple[str, int]:
        """The one line under the transcript, at most `width` columns (0: any), and the column of
        the cursor in it. Cards in words, as a screen reader reads them ("Drei Herz, Vier Pik")."""
        t = self.speaker.t
        limit = width if width > 0 else sys.maxsize
        if self.line.active:
            # The text being typed, cut around the cursor when it is wider than the terminal.
            text, column = self.line.live_line()
            first = max(0, min(column - limit + 1, len(text) - limit))
            return text[first:first + limit], column - first
        menu = self.options.menu
        if menu is not None:
            return fit_words(menu.describe(t), limit), 0
        title = self.title
        if title is not None and title.active:
            return fit_words(title.describe(), limit), 0
        lobby = self.link.lobby_line()
        if lobby is not None:
            return fit_words(lobby, limit), 0
        mode = self.link.mode
        if mode is not Mode.PLAY:
            # A table of its own kind may say a mode's prompt its own way (online: "ready for the
            # next deal", not "deal the next hand").
            msg_id, args = self.link.live_words(mode) or (f"live-{mode.value}", {})
            return fit_words(_prompt(t, msg_id, limit, args), limit), 0
        if self.link.watching:  # no hand to show: what the keys read instead
            return fit_words(t("live-watching"), limit), 0
        cards = self.hand.cards
        forms = [[self.announcer.card_name(c) for c in cards],
                 [self.announcer.card_name(c, with_suit=False) for c in cards]]
        return fit_cards(t("live-hand") + " ", forms, self.hand.index, limit)
