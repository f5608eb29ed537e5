"""Ristikontra in a web browser: the HTTP side of `ristikontra serve` (the page's own files and
words, `pages.py`, `strings.py`), the page itself (`static/`, plain HTML, CSS and JavaScript
modules) and `ristikontra web` (`launch.py`), a server of one's own opened in the browser."""
