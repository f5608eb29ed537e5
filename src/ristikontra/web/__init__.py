"""Ristikontra in a web browser: the HTTP side of `ristikontra serve` (the page's own files and
words, `pages.py`, `strings.py`), the page itself (`static/`, plain HTML, CSS and JavaScript
modules), the web seat (`seat.py`: the server runs the terminal's keyboard seat for a page) and
`ristikontra web` (`launch.py`), a server of one's own opened in the browser.

The web room sits above the terminal's (`ui/`) and the server's (`net/`): the server knows the
page and the web seat only by their shape (`net.server.Pages`, `SeatAnnouncer`), and the command
that starts it puts them in (`cli/serve.py`, `launch.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ristikontra.web.seat import WebSeat

__all__ = ["web_seat"]


def web_seat(**fields: Any) -> WebSeat:
    """The seat announced for a page (`net.server.SeatAnnouncer`); the terminal's keyboard seat
    and prompt_toolkit's key events load when the first page asks, not as the server starts."""
    from ristikontra.web.seat import WebSeat

    return WebSeat(**fields)
