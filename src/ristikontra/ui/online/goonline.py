""""Play online" from the local game (`p`): the server's address, a name, and a table code.

Three lines in the chat line's input, one after the other: the server (remembered in the
settings, so the line opens with it and Enter keeps it), the name at the table (remembered
too), and a table code to join, or nothing to open a new table. A refused answer is said and the
line opens again empty (Control+U empties it too). Escape drops the whole thing
and the local game goes on. Once all three are given, the local game is saved and the run
ends with an `OnlineRequest`; `cli/play.py` then sits down at the server's table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

from ristikontra.keep.settings import Settings
from ristikontra.net.client import reason_message_id
from ristikontra.net.codes import normalize_code
from ristikontra.net.sanitize import NAME_MAX
from ristikontra.ui.seat.lineinput import LineInput

__all__ = ["GoOnline", "OnlineRequest", "server_address"]

#: The longest server address the line takes.
ADDRESS_MAX = 300


@dataclass(frozen=True)
class OnlineRequest:
    """Where to play online: `code` None opens a new table."""

    server: str
    name: str
    code: str | None
    #: Asked from the start menu (no game here): the way back leads there.
    from_menu: bool = False


class GoOnlineHost(Protocol):
    """The session as the questions need it."""

    settings: Settings

    def say(self, msg_id: str, *, sound: str | None = None, **args: str | int | float) -> object: ...

    def change_settings(self, name: str, changes: Mapping[str, object]) -> None: ...

    def save_settings(self) -> None: ...

    def check_server(self, address: str, answer: Callable[[str | None], None]) -> None:
        """Find out, without holding the keys, whether a server answers at `address`; then call
        `answer` on the keys' loop with None, or the reason it does not (a protocol reason)."""


def server_address(text: str) -> str | None:
    """`text` as a WebSocket address (``ws://host:port``; a bare ``host:port`` gets ``ws://``), or None."""
    text = text.strip()
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("ws", "wss") or not parts.hostname or " " in text:
        return None
    try:
        parts.hostname.encode("idna")  # a name no resolver takes (a part over 63 characters)
    except UnicodeError:
        return None
    return text if port is not None or parts.scheme == "wss" else f"{text.rstrip('/')}:8765"


class GoOnline:
    """The three questions of "Play online"; `done` gets the answers."""

    def __init__(self, host: GoOnlineHost, line: LineInput, done: Callable[[OnlineRequest], None],
                 cancelled: Callable[[], None] = lambda: None, game_here: bool = True) -> None:
        self.host = host
        self.line = line
        self.done = done
        #: Escape on any of the questions: the local game goes on.
        self.cancelled = cancelled
        #: Whether a game here waits meanwhile (False from the start menu: nothing is dealt yet).
        self._here = "" if game_here else "-menu"
        self._server = ""
        self._name = ""
        #: The address being checked (None: no check runs; an answer that comes late is dropped).
        self._checking: str | None = None

    def ask(self) -> None:
        self.host.say(f"ui-online-intro{self._here}")
        self._ask_server()

    def _open(self, label: str, opened: str, limit: int, on_enter: Callable[[str], None], text: str,
              **args: str) -> None:
        self.line.open(label=label, opened=opened, cancelled=f"ui-online-cancelled{self._here}",
                       full="ui-chat-full", limit=limit, on_enter=on_enter, text=text, on_cancel=self._cancel,
                       **args)

    def _cancel(self) -> None:
        self._checking = None
        self.cancelled()

    def _remember(self, name: str, value: str) -> None:
        if getattr(self.host.settings, name) != value:
            self.host.change_settings(name, {name: value})
            self.host.save_settings()

    def _ask_server(self, refused: bool = False) -> None:
        # What the line opens with is said, not only shown: a player who cannot see the live
        # line would otherwise keep an address never heard. After a refusal the line is empty:
        # what was refused must not stay in front of what the player types next.
        remembered = self.host.settings.online_server
        if remembered and not refused:
            self._open("live-online-server", "ui-online-server-again", ADDRESS_MAX, self._got_server, remembered,
                       server=remembered)
        else:
            self._open("live-online-server", "ui-online-server", ADDRESS_MAX, self._got_server, "")

    def _got_server(self, text: str) -> None:
        address = server_address(text)
        if address is None:
            self.host.say("ui-online-bad-server", sound="error")
            self._ask_server(refused=True)
            return
        # Checked before anything more is asked: an address where no server answers is heard
        # now, not after the name and the code. The line stays open meanwhile, so no key reaches
        # the table or the start menu under it.
        self._checking = address
        self._wait_for_check(address)
        self.host.check_server(address, lambda reason: self._checked(address, reason))

    def _wait_for_check(self, address: str) -> None:
        self._open("live-online-server", "ui-online-checking", ADDRESS_MAX, lambda text: self._wait_for_check(address),
                   address, server=address)

    def _checked(self, address: str, reason: str | None) -> None:
        if self._checking != address or not self.line.active:
            return  # cancelled meanwhile
        self._checking = None
        if reason is not None:
            if reason == "unreachable":
                self.host.say("net-cannot-reach", sound="error", server=address)
            else:
                self.host.say(reason_message_id(reason), sound="error")
            self._ask_server(refused=True)
            return
        self._server = address
        self._remember("online_server", address)
        name = self.host.settings.online_name
        if name:
            self._open("live-online-name", "ui-online-name-again", NAME_MAX, self._got_name, name, name=name)
        else:
            self._open("live-online-name", "ui-online-name", NAME_MAX, self._got_name, "")

    def _got_name(self, text: str) -> None:
        if not text:
            self.host.say("ui-online-bad-name", sound="error")
            self._open("live-online-name", "ui-online-name", NAME_MAX, self._got_name, "")
            return
        self._name = text
        self._remember("online_name", text)
        self._ask_code()

    def _ask_code(self) -> None:
        self._open("live-online-code", "ui-online-code", 16, self._got_code, "")

    def _got_code(self, text: str) -> None:
        if not text:
            self.done(OnlineRequest(self._server, self._name, None, from_menu=self._here != ""))
            return
        code = normalize_code(text)
        if code is None:
            self.host.say("net-bad-code", sound="error")
            self._ask_code()
            return
        self.done(OnlineRequest(self._server, self._name, code, from_menu=self._here != ""))
