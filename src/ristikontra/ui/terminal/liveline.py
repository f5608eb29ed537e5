"""The live line: one line pinned to the bottom of the terminal, the hand with the cursor on the
focused card (or the menu item, or what Enter does now).

It is written only when what it says changes. The messages scroll in the rows above it (a
scroll region, as apt's progress line does), so printing a message never erases and redraws
it: a console screen reader that reads new text reads the line once, when it changes, not
again after every message. Moving the focus only moves the cursor. On exit the line is erased
and the scroll region given back, so its last state stays neither on the screen nor in the
scrollback. The player can turn it off (`Settings.live_line`): messages are then plain lines.

`fit_cards` and `fit_words` keep it to one terminal line without cutting a word: first every
card with its suit ("Drei Herz, Vier Pik"), then ranks only (suits never matter in this game),
then the cards around the focus with "..." where cards are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from prompt_toolkit.output import Output

__all__ = ["ELLIPSIS", "LiveLine", "fit_cards", "fit_words"]

#: Marks cards or words left out; plain dots, which every encoding has and espeak reads as a pause.
ELLIPSIS = "..."
_SEPARATOR = ", "


def fit_words(text: str, width: int) -> str:
    """`text` cut after the last whole word that fits in `width` columns, "..." marking the cut."""
    if len(text) <= width:
        return text
    room = width - len(ELLIPSIS) - 1
    cut = text.rfind(" ", 0, room + 1) if room > 0 else -1
    if cut <= 0:
        # Not even one word fits: show the first word alone rather than half of it.
        return text.split(" ", 1)[0]
    return text[:cut].rstrip(",") + " " + ELLIPSIS


def _join(prefix: str, names: Sequence[str], lo: int, hi: int, focus: int) -> tuple[str, int]:
    """The line for cards `lo` to `hi` (exclusive) and the column of card `focus` in it."""
    head = prefix + (ELLIPSIS + " " if lo > 0 else "")
    column = len(head) + sum(len(n) + len(_SEPARATOR) for n in names[lo:focus])
    text = head + _SEPARATOR.join(names[lo:hi]) + (" " + ELLIPSIS if hi < len(names) else "")
    return text, column


def fit_cards(prefix: str, forms: Sequence[Sequence[str]], focus: int, width: int) -> tuple[str, int]:
    """The hand line for `width` columns and the column of the focused card.

    `forms` are the card names from the longest form to the shortest (with suits, ranks only);
    the first form in which the whole hand fits is used, else the shortest form for as many
    cards around the focus as fit.
    """
    if not forms or not forms[0]:
        return prefix.rstrip(), 0
    focus = min(max(focus, 0), len(forms[0]) - 1)
    for names in forms:
        text, column = _join(prefix, names, 0, len(names), focus)
        if len(text) <= width:
            return text, column
    names = forms[-1]
    lo, hi = focus, focus + 1
    grew = True
    while grew:
        grew = False
        # Cards after the focus first (they are what Right reaches), then one before it.
        for new_lo, new_hi in ((lo, hi + 1), (lo - 1, hi)):
            if new_lo < 0 or new_hi > len(names):
                continue
            if len(_join(prefix, names, new_lo, new_hi, focus)[0]) <= width:
                lo, hi, grew = new_lo, new_hi, True
    text, column = _join(prefix, names, lo, hi, focus)
    if len(text) > width:
        text = fit_words(text, width)
        column = min(column, max(len(text) - 1, 0))
    return text, column


class LiveLine:
    """Writes the messages and the live line to a VT100 terminal (`output`).

    While it is shown, rows 1 to N-1 are the scroll region for messages and row N holds the
    line; the terminal's saved cursor (DECSC) marks where the next message goes.
    """

    def __init__(self, output: Output) -> None:
        self.output = output
        self.enabled = True
        #: Rows of the terminal while the line is shown (0: not shown, no scroll region set).
        self._rows = 0
        self._columns = 0
        self._text: str | None = None
        self._column = -1
        self._paste_mode = False

    @property
    def shown(self) -> bool:
        return self._rows > 0

    def width(self) -> int:
        """Columns the line may fill: one less than the terminal, so it never wraps."""
        return max(self._size()[1] - 1, 1)

    def _size(self) -> tuple[int, int]:
        try:
            size = self.output.get_size()
        except OSError:
            return 0, 0
        return size.rows, size.columns

    def _write(self, data: str) -> None:
        """Our own escape sequences."""
        self.output.write_raw(data)

    def _write_text(self, text: str) -> None:
        """Text from elsewhere (a name typed online): its escape characters are shown, not obeyed."""
        self.output.write(text)

    def begin(self) -> None:
        """Ask for bracketed pastes (a paste is then one input); prompt_toolkit does not draw here."""
        if not self._paste_mode:
            self._paste_mode = True
            self._write("\x1b[?2004h")
            self.output.flush()

    def print_lines(self, lines: Sequence[str]) -> None:
        """Write whole lines where messages go, leaving the live line as it is."""
        if self._rows:
            self._write("\x1b8")  # back to where the next message goes
        for line in lines:
            for part in line.split("\n"):
                self._write_text(part)
                self._write("\r\n")
        if self._rows:
            self._write("\x1b7" + self._cursor())
        self.output.flush()

    def show(self, text: str, column: int) -> None:
        """Make the line say `text` with the cursor at `column`: written only if it changed."""
        rows, columns = self._size()
        if not self.enabled or rows < 2 or columns < 2:
            self.hide()
            return
        if self._rows and (rows, columns) != (self._rows, self._columns):
            self._resized(rows, columns)
        if not self._rows:
            self._set_up(rows, columns)
        if text != self._text:
            self._text = text
            self._column = column
            self._write(f"\x1b[{rows};1H\x1b[2K")
            self._write_text(text)
            self._write(self._cursor())
        elif column != self._column:
            self._column = column
            self._write(self._cursor())
        else:
            return
        self.output.flush()

    def _cursor(self) -> str:
        return f"\x1b[{self._rows};{max(self._column, 0) + 1}H"

    def _set_up(self, rows: int, columns: int) -> None:
        # A new line first, so the row the cursor is on becomes the last row of the messages
        # even when it was the bottom row; then the region, and the cursor back (DECSTBM homes it).
        self._write(f"\r\n\x1b7\x1b[1;{rows - 1}r\x1b8\x1b[A\x1b7")
        self._rows, self._columns = rows, columns
        self._text, self._column = None, -1

    def _resized(self, rows: int, columns: int) -> None:
        """A new size: the old line is erased where the terminal has put it, and set up anew.

        The cursor is on the old line, on the focused card; where the terminal has moved it is
        not known, but the cursor went with it. A terminal that rewraps its lines to a narrower
        width (tmux, VTE, kitty, Windows Terminal) has made the line several rows, the cursor
        in the row with that card: the line starts `column // columns` rows up. One that cuts
        lines (xterm) left it in its row, and those rows up are where the next message was
        to go, blank (or, shrunk to less than half, the last messages' rows: shown again above
        the line by no one, but kept in the transcript and the history keys)."""
        up = self._column // columns if 0 < columns < self._columns and self._column > 0 else 0
        # Erase from the line's start to the end of the screen, then no scroll region, the
        # cursor back where the line began: the next message goes there (see `_set_up`).
        self._write("\r" + (f"\x1b[{up}A" if up else "") + "\x1b[J\x1b7\x1b[r\x1b8")
        self._rows = 0
        self._text, self._column = None, -1

    def hide(self) -> None:
        """Erase the line and give the whole screen back to the messages."""
        if not self._rows:
            return
        self._write(f"\x1b[{self._rows};1H\x1b[2K\x1b[r\x1b8")
        self._rows = 0
        self._text, self._column = None, -1
        self.output.flush()

    def close(self) -> None:
        """At exit: no line left behind, the screen as the shell had it, pastes as before."""
        self.hide()
        if self._paste_mode:
            self._paste_mode = False
            self._write("\x1b[?2004l")
            self.output.flush()
