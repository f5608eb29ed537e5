"""The seat contract: how a table talks to whoever sits at each of its four seats.

A table is four seats, each driven by a *seat controller* (the keyboard of this terminal, a
computer player, a scripted test player, or later a person on another machine). The table only
ever hands a controller that seat's redacted events and view, and asks it for an action when
the seat is to move; the controller may answer at once or later, from any thread.

`TableLink` is the other direction, and all a keyboard seat may use of its table: submit an
action, ask for the next step of the game flow, read the mode, and what a table may add (chat,
a key mode of its own, its own answers), with defaults. A local `Table` derives from it, and so
does the online client (a websocket link to the server), so the keyboard seat never knows
whether its table runs in this process.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Protocol

from ristikontra.announce.perspective import Names
from ristikontra.engine import Action, Event, IllegalAction, SeatView
from ristikontra.engine.events import PlayerKind
from ristikontra.engine.state import Phase

__all__ = [
    "Answer",
    "Flow",
    "Mode",
    "Notice",
    "NoticeKind",
    "SeatController",
    "SeatFeed",
    "TableLink",
    "mode_of",
]

#: How a controller answers a turn: call it once, from any thread, with the chosen action.
Answer = Callable[[Action], None]


class Mode(str, Enum):
    """Where the game is, derived from the engine's phase (and a save waiting for an answer).

    A `str` enum: `Mode.PLAY == "play"`, so key tables and tests can name modes as text.
    """

    START = "start"  # nothing dealt yet, or a saved game waits for "resume or new game"
    PLAY = "play"  # a deal in progress
    BETWEEN = "between"  # a deal is over, the next one waits for the players
    OVER = "over"  # the game is over


def mode_of(phase: Phase | None, offering_save: bool = False) -> Mode:
    """The mode of a table whose game is in `phase` (None: no game yet)."""
    if offering_save or phase is None or phase == "new":
        return Mode.START
    return {"playing": Mode.PLAY, "deal_over": Mode.BETWEEN, "game_over": Mode.OVER}[phase]


class NoticeKind(str, Enum):
    """What the table itself has to tell the people at it; the value is the catalog id."""

    SAVE_NEWER = "ui-save-newer"  # path: where it was set aside
    SAVE_BROKEN = "ui-save-broken"  # path: where it was set aside
    SAVE_BEHIND = "ui-save-behind"  # the save is the last that could be written, before the game's end
    SAVE_BROKEN_KEPT = "ui-save-broken-kept"  # damaged or newer, and it could not be set aside
    SAVE_FOUND = "ui-save-found"  # deal, trick; seed: the new game's asked for, or "none"
    SAVE_FOUND_OVER = "ui-save-found-over"  # deal (seed): saved between deals, that deal played out
    NO_SAVE = "ui-no-save"
    SAVE_ELSEWHERE = "ui-save-elsewhere"  # resume asked in a second window: the first one has it
    RESUMED = "ui-resumed"  # deal, trick
    RESUMED_OVER = "ui-resumed-over"  # deal: as RESUMED, between deals
    NEXT_DEAL = "ui-next-deal-prompt"
    PLAY_AGAIN = "ui-play-again-prompt"
    SAVE_IMPOSSIBLE = "ui-save-impossible"
    SAVE_UNREADABLE = "ui-save-unreadable"
    LOG_FAILED = "ui-log-failed"  # reason: why, as a message id and its arguments


@dataclass(frozen=True)
class Notice:
    """One thing the table says: its kind and the catalog arguments."""

    kind: NoticeKind
    args: Mapping[str, int | str] = field(default_factory=dict)
    #: A message (id, arguments) each listener says in their own language as the `reason`.
    reason: tuple[str, Mapping[str, str]] | None = None
    #: For RESUMED: the hand order and focused card the player left.
    sort: str = "rank"
    focus: int = 0
    #: For RESUMED_OVER: the decisions of the deal played that the save kept for the coach's
    #: review, as read from the file (checked by whoever uses them), or None.
    review: object = None


class Flow(str, Enum):
    """Game-flow steps a seat may ask its table for (keys such as Enter between deals)."""

    RESUME = "resume"
    NEW_GAME = "new_game"
    NEXT_DEAL = "next_deal"


class SeatFeed(Protocol):
    """What a seat hears of its game and how it answers: the part of the contract a table on a
    server feeds as well (`net.remote.RemoteTable`). Every call comes on the table's loop thread."""

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        """A batch of events, already passed through `for_seat(event, seat)`, and the view after it."""

    def on_turn(self, view: SeatView, answer: Answer) -> None:
        """The seat is to move: call `answer` now or later, from any thread. The table verifies
        the action on its loop: applied (everyone gets the events) or refused (`on_refused`,
        state unchanged). Answers for a turn that has moved on are ignored."""

    def on_refused(self, error: IllegalAction, view: SeatView) -> None:
        """An action of this seat was refused; nothing changed."""


class SeatController(SeatFeed, Protocol):
    """Whoever drives one seat of a `Table`: every seat kind (the keyboard, a computer, a
    scripted test player) is one, and the table treats them all alike."""

    #: Recorded in the game's players: "human" for a person (here or remote), else "computer".
    #: A computer seat to move is the table `thinking`.
    kind: PlayerKind

    def on_notice(self, notice: Notice, view: SeatView | None) -> None:
        """The table says something (a save found, the next-deal prompt, ...)."""

    def close(self) -> None:
        """The table closes: stop whatever still runs for this seat (a computer's search, the
        coach's), so nothing of it outlives the table. May be called more than once."""


class TableLink(ABC):
    """All a keyboard seat uses of its table, local or remote: a local `Table` and the online
    table (`ui/online/table.py`) both derive from it, so the seat never asks which one it has.

    The four abstract members are the game; the rest are what a table may add to the keys and
    the live line, with the defaults of a table of this terminal (no chat, no mode of its own,
    the general answers). A table elsewhere overrides those it has."""

    #: Whom the announcer calls by name (online: the other people, "Ben plays the ten").
    names: Names = False
    #: Keys whose F1 line the table says itself (`help_notes`), instead of the general line.
    help_commands: ClassVar[frozenset[str]] = frozenset()
    #: What Control+Z says as the game waits in the background.
    suspend_message: ClassVar[str] = "ui-suspend"
    #: Whether the people at this table can chat (`send_chat`), and a chat line's limit.
    has_chat: ClassVar[bool] = False
    chat_limit: int = 200
    #: The options menu's items this terminal cannot change at this table.
    fixed_options: frozenset[str] = frozenset()

    #: What a key that would play a card says to a watcher (`watching`), and what watching begins with.
    watch_notes: ClassVar[tuple[str, str]] = ("net-watch-no-cards", "net-watch-begun")

    @property
    def watching(self) -> bool:
        """Whether this keyboard only watches the game (online): it holds no cards to play."""
        return False

    @property
    @abstractmethod
    def mode(self) -> Mode: ...

    @abstractmethod
    def submit(self, seat: int, action: Action) -> None:
        """Play for `seat` now (refused through `on_refused` if it is not legal now)."""

    @abstractmethod
    def request(self, seat: int, step: Flow) -> None:
        """Ask for the next step of the game flow (resume, a new game, the next deal)."""

    @abstractmethod
    def hold(self, seat: int, held: bool) -> None:
        """While any seat holds the table (its options menu is open) nobody is asked to move."""

    def hints_allowed(self) -> bool:
        """Whether the coach may give hints at this table (Shift+H; online: only if every person there allows them)."""
        return True

    def key_mode(self) -> str | None:
        """A mode of the keys the table puts first (online: the seat choice), or None."""
        return None

    def key(self, command: str) -> None:
        """A key of the mode `key_mode` names."""
        return None  # no mode of its own, so no keys of it

    def lobby_line(self) -> str | None:
        """The live line the table shows itself (online: the seat under the cursor), or None."""
        return None

    @property
    def live_texts(self) -> dict[Mode, str]:
        """The live line's text of a moment that is not a deal, where the table says it its own way."""
        return {}

    def live_words(self, mode: Mode) -> tuple[str, dict[str, str]] | None:
        """The live line's words in `mode` where the table says them its own way: a message id
        and its arguments (online, after the game: who may start a new one, by name once known)."""
        msg_id = self.live_texts.get(mode)
        return None if msg_id is None else (msg_id, {})

    def unbound_hint(self, mode: str, general: str = "") -> str | None:
        """What helps at this table instead of the `general` answer to an unbound key, or None."""
        return None

    def help_notes(self, mode: str) -> list[str]:
        """F1's lines of the table's own keys in `mode`, already in the player's language."""
        return []

    def turn_unknown(self) -> str | None:
        """What `w` says instead of whose turn it is, when the table cannot know (or None)."""
        return None

    def send_chat(self, text: str) -> None:
        """A chat line for the table (only where `has_chat`)."""
        return None  # no chat here

    def setting_changed(self, name: str, value: object) -> None:
        """A setting of this terminal changed, which the table may follow."""
        return None  # a table of this terminal follows none (its session sets what it needs)

    def table_values(self) -> dict[str, object]:
        """Of the `fixed_options`, the values the table decided and this terminal knows."""
        return {}

    def farewell(self) -> bool:
        """Control+Q: say the table's own goodbye; False if it has none (the session says its own)."""
        return False

    def leave_watching(self) -> bool:
        """Control+Q while watching a game from a room: stop, back in the room (True); the
        program goes on. False where Control+Q means leaving the program."""
        return False
