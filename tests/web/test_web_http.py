"""The HTTP side of `ristikontra serve`: the page's own files and nothing else, on the WebSocket's
port, each answer with a strict policy. Raw requests over a socket on loopback, as a hostile
client sends them (no library tidies the path first)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect
from websockets.datastructures import Headers

from ristikontra.announce.context import Context
from ristikontra.announce.rulesdoc import RulesDocument
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from ristikontra.net.door import HTTP_BURST, HTTP_IDLE, HTTP_RATE
from ristikontra.net.server import same_origin
from ristikontra.web.pages import Site
from tests.net.netharness import ServerThread, until


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    with ServerThread(tmp_path_factory.mktemp("web-http")) as server:
        yield server


Answer = tuple[int, dict[str, str], bytes]


def read_answer(sock: socket.socket, pending: bytearray, *, head_only: bool = False) -> Answer:
    """One answer from `sock` (bytes read past it stay in `pending`): status, headers (lower-case
    names), body; status 0 if the connection closed without one."""
    while b"\r\n\r\n" not in pending:
        chunk = sock.recv(65536)
        if not chunk:
            return 0, {}, b""  # closed without an answer
        pending += chunk
    head, _, rest = bytes(pending).partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    fields = {name.strip().lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
    status = int(status_line.split()[1])
    length = 0 if head_only or status == 304 else int(fields.get("content-length", "0"))
    body = bytearray(rest)
    while len(body) < length and (chunk := sock.recv(65536)):
        body += chunk
    pending[:] = body[length:]
    return status, fields, bytes(body[:length])


def raw(server: ServerThread, request_line: bytes, *headers: bytes) -> Answer:
    """Send one request as these bytes; the status, headers (lower-case names) and body."""
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        host = f"Host: 127.0.0.1:{port}".encode()
        sock.sendall(request_line + b"\r\n" + b"".join(h + b"\r\n" for h in (host, *headers)) + b"\r\n")
        return read_answer(sock, bytearray(), head_only=request_line.startswith(b"HEAD "))


def get(server: ServerThread, path: bytes, *headers: bytes) -> tuple[int, dict[str, str], bytes]:
    return raw(server, b"GET " + path + b" HTTP/1.1", *headers)


def test_the_lobby_and_a_tables_link_are_the_page(server: ServerThread) -> None:
    for path in (b"/", b"/t/482915", b"/t/482-915", b"/?from=mail"):
        status, headers, body = get(server, path)
        assert status == 200, path
        assert headers["content-type"] == "text/html; charset=utf-8"
        assert b'<script type="module" src="/static/main.js">' in body
        assert int(headers["content-length"]) == len(body)


@pytest.mark.parametrize(("name", "kind"), [
    ("main.js", "text/javascript; charset=utf-8"),
    ("style.css", "text/css; charset=utf-8"),
    ("icon.svg", "image/svg+xml"),
])
def test_the_pages_files_come_with_their_types(server: ServerThread, name: str, kind: str) -> None:
    status, headers, body = get(server, b"/static/" + name.encode())
    assert status == 200 and headers["content-type"] == kind
    assert body == (Path(__file__).parents[2] / "src/ristikontra/web/static" / name).read_bytes()


def test_the_earcons_are_served_as_the_terminal_plays_them(server: ServerThread) -> None:
    sounds = sorted((Path(__file__).parents[2] / "sounds").glob("*.wav"))
    assert sounds
    for path in sounds:
        status, headers, body = get(server, b"/sounds/" + path.name.encode())
        assert status == 200 and headers["content-type"] == "audio/wav", path.name
        assert body == path.read_bytes()
        assert "default-src 'self'" in headers["content-security-policy"]


def test_every_answer_has_a_strict_policy_and_no_sniffing(server: ServerThread) -> None:
    for path in (b"/", b"/static/main.js", b"/strings/en.json", b"/rules/de.json", b"/nothing"):
        _, headers, _ = get(server, path)
        policy = headers["content-security-policy"]
        assert "default-src 'self'" in policy and "script-src 'self';" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy and "http" not in policy
        assert f"connect-src 'self' {server.url} wss://127.0.0.1:" in policy
        assert "frame-ancestors 'none'" in policy
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "no-referrer"


def test_a_host_header_cannot_write_into_the_policy(server: ServerThread) -> None:
    _, headers, _ = raw(server, b"GET / HTTP/1.1", b"X-Other: 1")  # the Host of `raw` is first and wins
    assert "ws://127.0.0.1" in headers["content-security-policy"]
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: evil.example; script-src *\r\n\r\n")
        answer = sock.recv(65536).decode("latin-1")
    policy = next(line for line in answer.split("\r\n") if line.lower().startswith("content-security-policy"))
    assert "evil" not in policy and "script-src *" not in policy


@pytest.mark.parametrize("path", [
    b"/static/../pyproject.toml",
    b"/static/..%2f..%2fpyproject.toml",
    b"/static/%2e%2e/%2e%2e/pyproject.toml",
    b"/static/%2E%2E%2Fserver.py",
    b"/..",
    b"/../../etc/passwd",
    b"/static/",
    b"/static",
    b"/static/.",
    b"/static/index.html",
    b"/static/main.js/",
    b"/static//main.js",
    b"/static/MAIN.JS",
    b"/static/main.js%00.css",
    b"//etc/passwd",
    b"/etc/passwd",
    b"/strings/",
    b"/strings/xx.json",
    b"/strings/../en.json",
    b"/rules/",
    b"/rules/xx.json",
    b"/rules/%2e%2e/strings/en.json",
    b"/t/",
    b"/t/abc",
    b"/t/482915/../../static/main.js",
    b"/favicon.ico",
    b"/static/__init__.py",
    b"/sounds/",
    b"/sounds/../sounds/card.wav",
    b"/sounds/%2e%2e/pyproject.toml",
    b"/sounds/card.WAV",
    b"/sounds/nothing.wav",
    b"/static/card.wav",
])
def test_a_path_outside_the_pages_files_is_not_found(server: ServerThread, path: bytes) -> None:
    status, headers, body = get(server, path)
    assert status == 404, path
    assert body == b"404 Not Found\n"
    assert headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize("path", [
    b"/static/main.js\x00.css",
    b"/" + b"a" * 300,
    b"/static/" + b"%2e%2e/" * 60 + b"etc/passwd",
    b"C:\\windows\\win.ini",
    b"http://example.org/",
    b"*",
])
def test_a_malformed_or_long_path_is_refused(server: ServerThread, path: bytes) -> None:
    status, _, _ = get(server, path)
    assert status == 400, path


def test_a_path_longer_than_the_librarys_line_is_refused_too(server: ServerThread) -> None:
    status, _, _ = get(server, b"/" + b"x" * 20000)
    assert status == 431


def test_no_other_method_is_served_and_head_is_gets_head(server: ServerThread) -> None:
    for method in (b"POST", b"PUT", b"DELETE", b"OPTIONS"):
        status, headers, body = raw(server, method + b" /static/main.js HTTP/1.1")
        assert status == 405 and b"import" not in body and headers["allow"] == "GET, HEAD"
    status, headers, body = raw(server, b"HEAD /static/main.js HTTP/1.1")
    _, got, whole = get(server, b"/static/main.js")
    assert status == 200 and body == b"" and headers["content-length"] == got["content-length"] == str(len(whole))
    assert headers["etag"] == got["etag"]


def test_the_words_are_the_catalogs(server: ServerThread) -> None:
    for lang, heading in (("en", "Open a table"), ("de", "Tisch eröffnen"), ("fi", "Avaa pöytä")):
        status, headers, body = get(server, f"/strings/{lang}.json".encode())
        assert status == 200 and headers["content-type"] == "application/json; charset=utf-8"
        strings = json.loads(body)
        assert strings["lang"] == lang and strings["words"]["web-open-heading"] == heading
        assert [entry["code"] for entry in strings["languages"]] == ["de", "en", "fi"]


def test_the_rules_are_the_documents_the_terminals_reader_reads(server: ServerThread) -> None:
    for lang in ("en", "de"):
        status, headers, body = get(server, f"/rules/{lang}.json".encode())
        assert status == 200 and headers["content-type"] == "application/json; charset=utf-8"
        document = RulesDocument(Context(lang))
        assert json.loads(body) == {"lang": lang, "title": document.title, "sections": [
            {"name": s.name, "title": s.title, "paragraphs": list(s.paragraphs)} for s in document.sections]}


def test_the_page_speaks_the_browsers_language_before_any_script(server: ServerThread) -> None:
    _, _, german = get(server, b"/", b"Accept-Language: de-AT,de;q=0.9,en;q=0.5")
    assert b'<html lang="de">' in german
    _, _, finnish = get(server, b"/", b"Accept-Language: fi-FI,fi;q=0.9")
    assert b'<html lang="fi">' in finnish
    _, _, other = get(server, b"/", b"Accept-Language: sv")
    assert b'<html lang="en">' in other
    for body in (german, finnish, other):
        # JavaScript off, or a browser too old for modules: a sentence in every language.
        assert b"braucht JavaScript" in body and b"needs JavaScript" in body
        assert b"tarvitsee JavaScriptin" in body
        assert b"zu alt" in body and b"too old" in body and b"liian vanha" in body


def test_the_websocket_still_plays_on_the_same_port(server: ServerThread) -> None:
    async def scenario() -> None:
        anna = Client(server.url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        assert (await until(anna, Lobby)).code == seated.code
        await anna.close()

    # On the server's loop: a browser test before this one leaves Playwright's loop on this thread.
    asyncio.run_coroutine_threadsafe(scenario(), server.loop).result(20)


def test_a_server_with_tls_serves_the_page_over_https_and_names_wss(tmp_path: Path) -> None:
    import ssl
    import urllib.request

    from tests.net.netharness import make_certificate, server_process

    cert, key = make_certificate(tmp_path)
    with server_process(tmp_path / "data", "--tls-cert", str(cert), "--tls-key", str(key)) as (proc, url):
        assert proc.stdout is not None
        page = url.replace("wss://", "https://") + "/"
        assert page in proc.stdout.readline()  # the operator hears the page's address
        context = ssl.create_default_context(cafile=str(cert))
        with urllib.request.urlopen(page, context=context, timeout=10) as answer:
            assert answer.status == 200 and b'<script type="module"' in answer.read()
            host = url.removeprefix("wss://")
            assert f"connect-src 'self' ws://{host} wss://{host};" in answer.headers["Content-Security-Policy"]


def test_a_repeated_header_is_answered_like_any_request(server: ServerThread) -> None:
    """The library's header lookup refuses a repeated header with an exception (a 500 and a
    traceback in the log); the page takes the first value."""
    status, headers, body = get(server, b"/", b"Host: evil.example; script-src *", b"Accept-Language: de",
                                b"Accept-Language: en", b"Upgrade: h2c", b"Upgrade: tls")
    assert status == 200 and b'<html lang="de">' in body
    assert "evil" not in headers["content-security-policy"]


SITE = Site()


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127), max_size=300))
def test_any_path_gets_the_page_a_file_of_its_own_or_a_refusal(target: str) -> None:
    answer = SITE.answer("GET", target, Headers([("Host", "127.0.0.1:8765")]))
    path = target.split("?", 1)[0]
    if answer.status_code == 200:
        assert path in SITE.files or path == "/" or path.startswith("/t/")
    else:
        assert answer.status_code in (400, 404)


def upgrade_status(server: ServerThread, *headers: bytes, host: bytes | None = None) -> int:
    """The status a WebSocket upgrade with these headers gets (101: the protocol goes on)."""
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        lines = [b"GET / HTTP/1.1", host or f"Host: 127.0.0.1:{port}".encode(), b"Upgrade: websocket",
                 b"Connection: Upgrade", b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                 b"Sec-WebSocket-Version: 13", *headers]
        sock.sendall(b"\r\n".join(lines) + b"\r\n\r\n")
        answer = b""
        while b"\r\n" not in answer and (chunk := sock.recv(4096)):
            answer += chunk
    return int(answer.split(b" ", 2)[1])


def test_a_websocket_opens_for_a_program_or_a_page_of_this_server_only(server: ServerThread) -> None:
    port = int(server.url.rsplit(":", 1)[1])
    assert upgrade_status(server) == 101  # a program (the terminal client) sends no Origin
    assert upgrade_status(server, f"Origin: http://127.0.0.1:{port}".encode()) == 101  # our own page
    assert upgrade_status(server, f"Origin: http://localhost:{port}".encode(),
                          host=f"Host: localhost:{port}".encode()) == 101
    # Another site open in the player's browser, and a name of another site rebound to 127.0.0.1.
    assert upgrade_status(server, b"Origin: https://evil.example") == 403
    assert upgrade_status(server, b"Origin: null") == 403
    assert upgrade_status(server, f"Origin: http://rebound.evil.example:{port}".encode(),
                          host=f"Host: rebound.evil.example:{port}".encode()) == 403


@pytest.mark.parametrize(("origins", "hosts", "loopback", "opens"), [
    ([], ["anything"], False, True),
    (["http://table.lan:8765"], ["table.lan:8765"], False, True),   # a server on the LAN, by its name
    (["https://table.lan"], ["table.lan"], False, True),
    (["http://other.lan:8765"], ["table.lan:8765"], False, False),
    (["http://table.lan:8765"], ["table.lan:8765"], True, False),    # a loopback server: no names
    (["http://[::1]:8765"], ["[::1]:8765"], True, True),
    (["http://127.0.0.1:8765", "http://127.0.0.1:8765"], ["127.0.0.1:8765"], True, False),
])
def test_same_origin_is_this_host_and_port(origins: list[str], hosts: list[str], loopback: bool, opens: bool) -> None:
    assert same_origin(origins, hosts, loopback) is opens


def connection(server: ServerThread, address: str = "127.0.0.1") -> socket.socket:
    port = int(server.url.rsplit(":", 1)[1])
    return socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(address, 0))


def request(path: str, *headers: str, method: str = "GET") -> bytes:
    return "".join(f"{line}\r\n" for line in (f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", *headers, "")).encode()


def test_a_post_with_a_body_gets_405_and_the_connection_reads_on(server: ServerThread) -> None:
    """Before, a POST with a body, or any request after the first, got a closed connection."""
    with connection(server) as sock:
        pending = bytearray()
        body = b"name=Anna&" * 100
        sock.sendall(request("/", f"Content-Length: {len(body)}", method="POST") + body)
        status, headers, answer = read_answer(sock, pending)
        assert status == 405 and answer == b"405 Method Not Allowed\n" and "close" not in headers.get("connection", "")
        sock.sendall(request("/static/main.js"))
        status, _, answer = read_answer(sock, pending)
        assert status == 200 and b"import" in answer


def test_two_requests_sent_at_once_get_two_answers_in_order(server: ServerThread) -> None:
    with connection(server) as sock:
        pending = bytearray()
        sock.sendall(request("/static/style.css") + request("/nothing") + request("/strings/de.json"))
        statuses = [read_answer(sock, pending) for _ in range(3)]
        assert [s for s, _, _ in statuses] == [200, 404, 200]
        assert statuses[0][1]["content-type"].startswith("text/css") and b"Tisch" in statuses[2][2]


def test_stray_bytes_after_a_request_get_an_answer_not_a_reset(server: ServerThread) -> None:
    with connection(server) as sock:
        pending = bytearray()
        sock.sendall(request("/") + b"\x16\x03\x01 garbage that is no request\r\n\r\nmore")
        assert read_answer(sock, pending)[0] == 200
        status, headers, body = read_answer(sock, pending)
        assert status == 400 and headers["connection"] == "close" and body == b"400 Bad Request\n"
        assert sock.recv(100) == b""  # then closed, cleanly
    with connection(server) as sock:  # half a request, then the client's end: said so, then closed
        sock.sendall(request("/static/icon.svg") + b"GET /sta")
        sock.shutdown(socket.SHUT_WR)
        pending = bytearray()
        assert read_answer(sock, pending)[0] == 200
        assert read_answer(sock, pending)[0] == 400
        assert read_answer(sock, pending)[0] == 0


def test_the_pages_answers_have_validators_and_lifetimes(server: ServerThread) -> None:
    """The same bytes every time: a browser that has them asks with their tag and gets a 304
    without a body; the page is asked for each time, its files kept a few minutes, earcons a day."""
    for path, cache in ((b"/", "no-cache"), (b"/static/main.js", "max-age=300"),
                        (b"/strings/en.json", "max-age=300"), (b"/sounds/card.wav", "max-age=86400")):
        status, headers, body = get(server, path)
        assert status == 200 and headers["cache-control"] == cache, path
        tag = headers["etag"]
        assert tag.startswith('"') and get(server, path)[1]["etag"] == tag
        status, again, body = get(server, path, b"If-None-Match: " + tag.encode())
        assert status == 304 and body == b"" and again["etag"] == tag and "content-length" not in again
        assert get(server, path, b'If-None-Match: "other", W/' + tag.encode())[0] == 304
        assert get(server, path, b'If-None-Match: "other"')[0] == 200
    _, english, _ = get(server, b"/", b"Accept-Language: en")
    _, german, _ = get(server, b"/", b"Accept-Language: de")
    assert english["etag"] != german["etag"]


def test_slow_http_sockets_leave_an_addresss_websocket_players_their_connections(tmp_path: Path) -> None:
    """70 slow HTTP sockets from one address left every player there unable to connect. Now
    sockets that are no WebSockets have a share of their own (a new one closes the longest
    waiting), and a player behind the same address connects and plays."""
    with ServerThread(tmp_path, per_address=8) as server:
        slow = []
        for _ in range(70):  # as the issue measured: 0 of 36 players connected
            sock = connection(server, "127.0.0.7")
            sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            slow.append(sock)

        async def play() -> None:
            async with connect(server.url, local_addr=("127.0.0.7", 0), open_timeout=10) as anna:
                await anna.send(json.dumps({"type": "hello", "v": 2}))
                assert json.loads(await anna.recv())["type"] == "welcome"
                await anna.send(json.dumps({"type": "create", "name": "Anna", "level": "random"}))
                assert json.loads(await anna.recv())["type"] == "seated"

        try:
            asyncio.run(play())
        finally:
            for sock in slow:
                sock.close()


def test_a_page_flood_from_one_address_is_paced_and_another_address_is_answered(tmp_path: Path) -> None:
    """One address fetching pages as fast as it could took the server's time from the tables.
    Now its requests are paced (120 at once, then 40 a second); another address is answered
    meanwhile at once."""
    with ServerThread(tmp_path) as server, connection(server, "127.0.0.8") as flood:
        flood.sendall(request("/static/main.js") * 250)
        pending = bytearray()
        began = time.monotonic()
        answered = 0
        while time.monotonic() - began < 1.0:
            flood.settimeout(max(0.01, 1.0 - (time.monotonic() - began)))
            try:
                status, _, _ = read_answer(flood, pending)
            except TimeoutError:
                break
            assert status == 200
            answered += 1
        seconds = time.monotonic() - began
        assert 1 <= answered <= HTTP_BURST + HTTP_RATE * seconds + 3, (answered, seconds)
        flood.settimeout(20)
        while answered < HTTP_BURST + 30:  # the waiting requests go in their turn
            assert read_answer(flood, pending)[0] == 200
            answered += 1
        with connection(server, "127.0.0.9") as other:
            other.sendall(request("/"))
            assert read_answer(other, bytearray())[0] == 200


def test_a_kept_connection_does_not_hold_the_servers_stop(tmp_path: Path) -> None:
    """A browser keeps its connection open for the next request: `serve`'s stop (Control+C)
    closes it at once instead of waiting out its idle seconds (it took 5.75 s)."""
    import signal

    from tests.net.netharness import server_process

    with server_process(tmp_path / "data") as (proc, url):
        port = int(url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(request("/"))
            assert read_answer(sock, bytearray())[0] == 200
            began = time.monotonic()
            proc.send_signal(signal.SIGINT)
            proc.wait(30)
            assert time.monotonic() - began < HTTP_IDLE
            assert sock.recv(10) == b""


def test_a_request_waiting_its_turn_is_answered_not_dropped_as_slow(tmp_path: Path) -> None:
    """The head came in time; the wait is the server's (here: one request a second from all,
    and half a second for a head): the request is answered in its turn, not closed as slow."""
    with (ServerThread(tmp_path, hello_timeout=0.5, http={"http_total": (1.0, 1.0)}) as server,
          connection(server, "127.0.0.10") as first, connection(server, "127.0.0.11") as second):
        first.sendall(request("/"))
        second.sendall(request("/"))
        assert read_answer(first, bytearray())[0] == 200
        began = time.monotonic()
        assert read_answer(second, bytearray())[0] == 200
        assert time.monotonic() - began > 0.3  # it did wait its turn


def test_a_players_websocket_does_not_wait_behind_a_page_flood(tmp_path: Path) -> None:
    """A page flood from the player's own address (a school's router) and from twenty others
    spends both budgets of HTTP requests (here one a second per address, two a second in all, so
    the line of waiting requests is minutes long). A player's WebSocket goes past that line (it
    has its own share and limits): the player behind the flooder's address connects and plays, and
    so does one from an address of its own, before any waiting page is answered."""
    with ServerThread(tmp_path, http={"http_rate": (1.0, 1.0), "http_total": (2.0, 2.0)}) as server:
        flooders = [f"127.0.0.{n}" for n in range(40, 60)]
        floods = []
        for host in ["127.0.0.12", *flooders]:
            for _ in range(4):
                sock = connection(server, host)
                sock.sendall(request("/") * 4)
                floods.append(sock)

        async def play(host: str, name: str) -> None:
            async with connect(server.url, local_addr=(host, 0), open_timeout=20) as ws:
                await ws.send(json.dumps({"type": "hello", "v": 2}))
                assert json.loads(await ws.recv())["type"] == "welcome"
                await ws.send(json.dumps({"type": "create", "name": name, "level": "random"}))
                assert json.loads(await ws.recv())["type"] == "seated"

        async def both() -> None:
            await asyncio.wait_for(asyncio.gather(play("127.0.0.12", "Anna"), play("127.0.0.13", "Bert")), 20)

        try:
            asyncio.run(both())
            answered = 0
            for sock in floods:  # the pages wait their turn: a few of the 336 are answered by now
                sock.setblocking(False)
                with contextlib.suppress(BlockingIOError):
                    answered += sock.recv(1 << 20).count(b"HTTP/1.1 200")
            assert answered < 84, answered
        finally:
            for sock in floods:
                sock.close()


def test_slow_http_sockets_from_many_addresses_never_fill_the_server_for_players(tmp_path: Path) -> None:
    """Slow HTTP sockets from many addresses, each within its address's share, filled the server's
    room (here 40 connections): every new player was cut at the door. Now a new connection when
    the server is full closes the slow socket that has waited longest: a seated player stays,
    a new one connects and plays, and the server holds no more than its room."""
    with ServerThread(tmp_path, max_connections=40) as server:

        async def scenario() -> None:
            async with connect(server.url, local_addr=("127.0.0.14", 0), open_timeout=20) as anna:
                await anna.send(json.dumps({"type": "hello", "v": 2}))
                assert json.loads(await anna.recv())["type"] == "welcome"
                slow = []
                for n in range(48):
                    sock = await asyncio.to_thread(connection, server, f"127.0.0.{60 + n % 4}")
                    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                    slow.append(sock)
                try:
                    deadline = time.monotonic() + 20
                    while await asyncio.to_thread(server.call, lambda: server.server.gate.open) < 40:
                        assert time.monotonic() < deadline, "the slow sockets never reached the server"
                        await asyncio.sleep(0.02)
                    async with connect(server.url, local_addr=("127.0.0.15", 0), open_timeout=20) as bert:
                        await bert.send(json.dumps({"type": "hello", "v": 2}))
                        assert json.loads(await bert.recv())["type"] == "welcome"
                        await bert.send(json.dumps({"type": "create", "name": "Bert", "level": "random"}))
                        assert json.loads(await bert.recv())["type"] == "seated"
                    await anna.send(json.dumps({"type": "create", "name": "Anna", "level": "random"}))
                    assert json.loads(await anna.recv())["type"] == "seated"
                finally:
                    for sock in slow:
                        sock.close()

        asyncio.run(scenario())


def test_bytes_that_are_no_request_wait_their_turn_as_pages_do(tmp_path: Path) -> None:
    """A 400 costs the server as much as a page: a flood of them is paced as pages are (here two
    at once, then one a second), not a way around the pages' budget."""
    with ServerThread(tmp_path, http={"http_rate": (1.0, 2.0)}) as server:
        socks = [connection(server, "127.0.0.16") for _ in range(10)]
        try:
            began = time.monotonic()
            for sock in socks:
                sock.sendall(b"NONSENSE\r\n\r\n")
            answered = 0
            for sock in socks:
                sock.settimeout(max(0.01, 1.0 - (time.monotonic() - began)))
                try:
                    status, _, _ = read_answer(sock, bytearray())
                except TimeoutError:
                    continue
                assert status == 400
                answered += 1
            seconds = time.monotonic() - began
            assert 1 <= answered <= 2 + seconds + 1, (answered, seconds)
        finally:
            for sock in socks:
                sock.close()
