"""The HTTP side of `ristikontra serve`: the browser page on the same port as the WebSocket.

A request that is no WebSocket upgrade is answered here (the server's door, `net/door.py`, asks
`Site.answer`) from a fixed set of answers built when the server starts: the page's files read
once from `static/`, its words per language (`strings.py`). A path is looked up as it came,
never decoded and never joined to a folder, so nothing outside that set can be named: an
encoded dot, `..`, an absolute path or a NUL is simply no key of it (404), and an over-long or
non-ASCII path is refused before the lookup (400; the door already refuses a head over 8 KiB).
Every answer carries a strict Content-Security-Policy (nothing but this server: no inline
script, no other origin), `nosniff`, and no referrer; and its validator (`ETag`: the same bytes,
the same tag, `304` to a browser that has them) and lifetime (`Cache-Control`).

    /                 the lobby
    /t/482915         the same page, opened at that table's seat choice
    /static/NAME      the page's own files (index.html aside: it is the page above)
    /strings/LANG.json  the page's words in LANG (`strings.page_strings`)
    /rules/LANG.json    the full rules in LANG, for the page's rules section (`strings.rules_document`)
    /sounds/NAME.wav  the game's earcons (`resources.sounds_dir`), which the page plays itself
"""

from __future__ import annotations

import hashlib
import html
import http
import json
import re
import time
from dataclasses import dataclass
from email.utils import formatdate
from functools import cached_property, lru_cache
from pathlib import Path

from websockets.datastructures import Headers
from websockets.http11 import Response

from ristikontra.i18n import available_languages, translator
from ristikontra.resources import sounds_dir
from ristikontra.web.strings import page_strings, rules_document

__all__ = ["MAX_PATH", "Site", "static_dir"]

#: The longest path answered; the page's own are far shorter, and a table's link is /t/ and six digits.
MAX_PATH = 256
#: The page's files: lower-case names with one of these endings, nothing in subfolders.
_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".html": "text/html; charset=utf-8",
}
_JSON = "application/json; charset=utf-8"
#: The earcons: the same files the terminal plays (`card.wav`, `trick_won.wav`), read once like the page's own.
_SOUND_TYPE = "audio/wav"
_SOUND_NAME = re.compile(r"[a-z][a-z_]*\.wav")
_FILE_NAME = re.compile(r"[a-z0-9][a-z0-9-]*\.[a-z]+")
#: A table's link: `/t/` and its code as people write it (digits, a hyphen), as `join` takes it.
_TABLE_LINK = re.compile(r"/t/[0-9][0-9-]{0,15}")
#: A Host header worth naming in the policy (a name or address and port); anything else is left out.
_HOST = re.compile(r"[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]{2,45}\](:[0-9]{1,5})?")
#: The page's markers in index.html: `{{web-id}}` in the page's language, `{{web-id@*}}` once in every language.
_MARKER = re.compile(r"\{\{(lang|[a-z0-9-]+)(@\*)?\}\}")


def static_dir() -> Path:
    """The page's files, shipped inside the package (and so inside the wheel)."""
    return Path(__file__).resolve().parent / "static"


#: How long a browser keeps each answer before it asks again (`Cache-Control`). The page
#: itself is asked for each time (answered `304 Not Modified` while it is the same), so a new
#: version of the server is seen at once; its files, words and rules may be a few minutes older
#: than the page after an upgrade; the earcons stay a day.
PAGE_CACHE = "no-cache"
FILE_CACHE = "max-age=300"
SOUND_CACHE = "max-age=86400"


@dataclass(frozen=True)
class _File:
    body: bytes
    content_type: str
    cache: str = FILE_CACHE

    @cached_property
    def etag(self) -> str:
        """The answer's validator: the same bytes, the same tag (a browser asks `If-None-Match`)."""
        return _etag(self.body)


def _etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:24] + '"'


class Site:
    """The page's answers, built once; `answer` is what the server's door asks."""

    def __init__(self, folder: Path | None = None, sounds: Path | None = None) -> None:
        folder = folder or static_dir()
        self.files: dict[str, _File] = {}
        template = ""
        for path in sorted(folder.iterdir()):
            kind = _TYPES.get(path.suffix)
            if kind is None or not path.is_file() or path.is_symlink() or not _FILE_NAME.fullmatch(path.name):
                continue
            if path.name == "index.html":
                template = path.read_text(encoding="utf-8")
            else:
                self.files[f"/static/{path.name}"] = _File(path.read_bytes(), kind)
        for path in sorted((sounds or sounds_dir()).glob("*.wav")):
            # Only plain files with a plain name: what the page can ask for is exactly these.
            if path.is_file() and not path.is_symlink() and _SOUND_NAME.fullmatch(path.name):
                self.files[f"/sounds/{path.name}"] = _File(path.read_bytes(), _SOUND_TYPE, SOUND_CACHE)
        self.languages = available_languages()
        self.pages = {lang: _File(_render(template, lang).encode("utf-8"), _TYPES[".html"], PAGE_CACHE)
                      for lang in self.languages}
        for lang in self.languages:
            words = json.dumps(page_strings(lang), ensure_ascii=False, separators=(",", ":"))
            self.files[f"/strings/{lang}.json"] = _File(words.encode("utf-8"), _JSON)
            rules = json.dumps(rules_document(lang), ensure_ascii=False, separators=(",", ":"))
            self.files[f"/rules/{lang}.json"] = _File(rules.encode("utf-8"), _JSON)

    def answer(self, method: str, target: str, headers: Headers) -> Response:
        """The answer to a request that is no WebSocket upgrade (`net/door.py` asks; HEAD is
        asked as GET, and the door leaves the body out)."""
        if method != "GET":
            return _plain(http.HTTPStatus.METHOD_NOT_ALLOWED, headers)
        path = target.split("?", 1)[0]
        if len(target) > MAX_PATH or not target.startswith("/") or not target.isascii() or not target.isprintable():
            return _plain(http.HTTPStatus.BAD_REQUEST, headers)
        if path == "/" or _TABLE_LINK.fullmatch(path):
            return _response(self.pages[self._language(headers)], headers)
        found = self.files.get(path)
        if found is None:
            return _plain(http.HTTPStatus.NOT_FOUND, headers)
        return _response(found, headers)

    def _language(self, headers: Headers) -> str:
        """The page's first language, from the browser's (the page itself may choose another)."""
        for part in _header(headers, "Accept-Language").split(","):
            code = part.split(";", 1)[0].strip().lower().split("-", 1)[0]
            if code in self.languages:
                return code
        return "en" if "en" in self.languages else self.languages[0]


def _header(headers: Headers, name: str) -> str:
    """The first of a header's values ("" if none): a request may repeat one, which the
    library's `get` refuses with an exception."""
    values = headers.get_all(name)
    return values[0] if values else ""


def _render(template: str, lang: str) -> str:
    """index.html with its words: `{{lang}}`, `{{web-id}}` in `lang`, `{{web-id@*}}` as one
    paragraph per language (what must be read before any script runs: JavaScript is off, the
    browser is too old), each marked with its language."""
    def fill(match: re.Match[str]) -> str:
        name, every = match.group(1), match.group(2)
        if name == "lang":
            return lang
        if every:
            order = [lang, *(other for other in available_languages() if other != lang)]
            return "".join(f'<p lang="{code}">{html.escape(translator(code)(name))}</p>' for code in order)
        return html.escape(translator(lang)(name))

    return _MARKER.sub(fill, template)


def _policy(headers: Headers) -> str:
    """Nothing but this server: scripts and styles from its files only (no inline script, no
    eval), the WebSocket to the host the page came from."""
    host = _header(headers, "Host")
    sockets = f" ws://{host} wss://{host}" if _HOST.fullmatch(host) else ""
    return ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; "
            f"connect-src 'self'{sockets}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


@lru_cache(maxsize=2)
def _date(second: int) -> str:
    return formatdate(second, usegmt=True)


def _headers(headers: Headers, content_type: str, length: int | None, cache: str = "no-cache") -> Headers:
    return Headers([
        ("Date", _date(int(time.time()))),
        ("Content-Type", content_type),
        *([("Content-Length", str(length))] if length is not None else []),
        ("Content-Security-Policy", _policy(headers)),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cache-Control", cache),
        # Said on every answer (only a 405 needs it): the page is read, never written to.
        ("Allow", "GET, HEAD"),
    ])


def _response(found: _File, headers: Headers) -> Response:
    tag = found.etag
    if _matches(headers.get_all("If-None-Match"), tag):
        # The browser has these very bytes: the head alone (a few hundred bytes), no body.
        answer = _headers(headers, found.content_type, None, found.cache)
        answer["ETag"] = tag
        return Response(304, "Not Modified", answer, b"")
    answer = _headers(headers, found.content_type, len(found.body), found.cache)
    answer["ETag"] = tag
    return Response(200, "OK", answer, found.body)


def _matches(values: list[str], tag: str) -> bool:
    """Whether `If-None-Match` names `tag` (or is `*`); a weak tag matches too, as RFC 9110 says."""
    for value in values:
        for candidate in value.split(","):
            candidate = candidate.strip()
            if candidate == "*" or candidate.removeprefix("W/") == tag:
                return True
    return False


def _plain(status: http.HTTPStatus, headers: Headers) -> Response:
    body = f"{status.value} {status.phrase}\n".encode()
    return Response(status.value, status.phrase, _headers(headers, "text/plain; charset=utf-8", len(body)), body)
