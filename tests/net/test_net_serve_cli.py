"""`ristikontra serve` as an operator meets it: refusals with a clear message, TLS that works."""

from __future__ import annotations

import asyncio
import json
import os
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from ristikontra.net.client import Client
from ristikontra.net.clientstate import Lobby
from tests.net.netharness import make_certificate, server_process, until


def serve(*args: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ristikontra", "serve", *args, "--lang", lang],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize(("lang", "words"), [("en", "--insecure"), ("de", "vertrauenswürdig")])
def test_a_public_address_without_tls_is_refused_with_a_clear_message(tmp_path: Path, lang: str, words: str) -> None:
    result = serve("--host", "0.0.0.0", "--port", "0", "--data", str(tmp_path), lang=lang)
    assert result.returncode == 2
    assert words in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_half_a_tls_pair_or_a_broken_certificate_is_refused(tmp_path: Path) -> None:
    half = serve("--tls-cert", str(tmp_path / "none.pem"), "--data", str(tmp_path))
    assert half.returncode == 2 and "--tls-key" in half.stderr
    (tmp_path / "bad.pem").write_text("not a certificate")
    bad = serve("--tls-cert", str(tmp_path / "bad.pem"), "--tls-key", str(tmp_path / "bad.pem"), "--data",
                str(tmp_path))
    assert bad.returncode == 2 and "cannot be loaded" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize(("pause", "lang", "words"), [
    ("nan", "en", "the computers' pause must be between 0 and 10 seconds"),
    ("inf", "en", "the computers' pause must be between 0 and 10 seconds"),
    ("-1", "de", "die Pause der Computer muss zwischen 0 und 10 Sekunden liegen"),
    ("10.5", "en", "the computers' pause must be between 0 and 10 seconds"),
    ("soon", "de", "keine Anzahl Sekunden: soon"),
])
def test_a_computer_pause_that_is_no_pause_is_refused(tmp_path: Path, pause: str, lang: str, words: str) -> None:
    """NaN or infinity kept every computer from ever playing (and went to the clients as a
    `pace` of NaN, which no JSON parser but Python's reads); a negative pause was said as one."""
    result = serve("--computer-pause", pause, "--port", "0", "--data", str(tmp_path), lang=lang)
    assert result.returncode == 2
    assert words in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(("option", "value", "lang", "words"), [
    ("--grace", "nan", "en", "the grace time for a lost connection must be between 0 and 3600 seconds"),
    ("--grace", "-1", "de", "die Frist für eine verlorene Verbindung muss zwischen 0 und 3600 Sekunden liegen"),
    ("--deal-wait", "inf", "en", "the wait for the next deal must be between 0 and 3600 seconds"),
    ("--deal-wait", "-5", "de", "die Wartezeit vor der nächsten Runde muss zwischen 0 und 3600 Sekunden liegen"),
    ("--idle-close", "inf", "en",
     "the time before a table with nobody connected closes must be between 60 and 86400 seconds"),
    ("--idle-close", "0", "de",
     "die Zeit, bis ein Tisch ohne verbundene Spieler schließt, muss zwischen 60 und 86400 Sekunden liegen"),
    ("--rate", "nan", "en", "the rate must be between 1 and 1000 frames per second"),
    ("--rate", "1001", "de", "die Senderate muss zwischen 1 und 1000 Nachrichten pro Sekunde liegen"),
    ("--rate", "0", "en", "the rate must be between 1 and 1000 frames per second"),
    ("--rate", "fast", "de", "keine Anzahl Nachrichten pro Sekunde: fast"),
    ("--per-address", "0", "en", "the connections per address must be between 1 and 65536"),
    ("--per-address", "2,5", "de", "keine ganze Zahl von Verbindungen: 2,5"),
    ("--ai-workers", "65", "en", "the number of worker processes must be a whole number from 0 to 64"),
    ("--ai-workers", "-1", "de", "die Zahl der Arbeitsprozesse muss eine ganze Zahl von 0 bis 64 sein"),
    ("--ai-workers", "2,5", "de", "keine ganze Zahl von Prozessen: 2,5"),
])
def test_a_time_or_rate_out_of_range_is_refused(tmp_path: Path, option: str, value: str, lang: str,
                                                 words: str) -> None:
    """NaN or infinity kept a timer from ever firing (a dropped player never replaced, a deal that
    never came, an empty table never closed) or lifted the flood limit and went to the clients as
    a `welcome` limit of NaN or Infinity, which only Python's JSON reads; a negative time fired at
    once. The server must refuse before it listens."""
    result = serve(option, value, "--port", "0", "--data", str(tmp_path), lang=lang)
    assert result.returncode == 2
    assert words in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("args", [
    ("--grace", "0", "--deal-wait", "3600", "--idle-close", "60", "--rate", "1,0"),
    ("--grace", "3600", "--deal-wait", "0", "--idle-close", "86400", "--rate", "1000,0"),
])
def test_times_and_rates_at_the_ends_of_their_ranges_are_served(tmp_path: Path, args: tuple[str, ...]) -> None:
    """The ends of each range are the operator's to choose (a decimal comma too), and a player can
    open a table on such a server."""
    async def scenario(url: str) -> None:
        async with connect(url) as ws:
            await ws.send(json.dumps({"type": "hello", "v": 1}))
            welcome = json.loads(await ws.recv())
            assert welcome["limits"]["rate"] == float(args[-1].replace(",", "."))
        anna = Client(url, name="Anna")
        await anna.connect()
        seated = await anna.create(level="random")
        assert (await until(anna, Lobby)).code == seated.code
        await anna.close()

    with server_process(tmp_path, *args) as (_proc, url):
        asyncio.run(scenario(url))


def test_tls_serves_wss_and_a_client_that_trusts_the_certificate_plays(tmp_path: Path) -> None:
    cert, key = make_certificate(tmp_path)
    with server_process(tmp_path / "data", "--tls-cert", str(cert), "--tls-key", str(key)) as (_, url):
        assert url.startswith("wss://127.0.0.1:")
        context = ssl.create_default_context(cafile=str(cert))

        async def scenario() -> None:
            anna = Client(url, name="Anna", ssl_context=context)
            await anna.connect()
            seated = await anna.create(level="random")
            lobby = await until(anna, Lobby)
            assert lobby.code == seated.code
            await anna.close()

        asyncio.run(scenario())


def test_a_store_that_cannot_be_opened_is_reported_without_a_traceback(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    result = serve("--port", "0", "--data", str(blocked / "sub"))
    assert result.returncode == 1 and "cannot be used" in result.stderr and "Traceback" not in result.stderr
    assert os.path.exists(blocked)


@pytest.mark.parametrize("damage", [
    "UPDATE moves SET move = 'XX' WHERE code = ?",  # a move no engine plays
    "UPDATE tables SET config = '{not json' WHERE code = ?",
    "UPDATE tables SET config = '{}' WHERE code = ?",
], ids=["move", "config not json", "config empty"])
def test_a_table_the_store_cannot_rebuild_is_left_out_and_the_others_are_served(tmp_path: Path, damage: str) -> None:
    """One table in the store that cannot be rebuilt (a move this version does not play, a
    damaged record): the server says which and serves the others; before, it did not start at
    all, and every table it kept was lost with that one."""
    import sqlite3

    from ristikontra.net.clientstate import NetError
    from ristikontra.net.codes import format_code
    from tests.net.netharness import ServerThread

    data = tmp_path / "server"

    async def open_tables(url: str) -> list[tuple[str, str]]:
        seats = []
        for name in ("Anna", "Ben"):  # each opens a table and starts its game
            client = Client(url, name=name)
            await client.connect()
            seated = await client.create(level="random")
            await client.start()
            assert client.state.token is not None
            seats.append((seated.code, client.state.token))
            await client.close()
        return seats

    async def take_back(url: str, code: str, token: str) -> str:
        client = Client(url, name="again")
        try:
            await client.connect()
            await client.resume(code, 0, token)
        except NetError as error:
            return error.reason
        finally:
            await client.close()
        return "back"

    with ServerThread(data) as server:
        (broken, broken_token), (sound, sound_token) = asyncio.run(open_tables(server.url))
    with sqlite3.connect(data / "tables.sqlite3") as db:
        db.execute(damage, (broken,))
    with server_process(data, "--lang", "en") as (proc, url):
        assert asyncio.run(take_back(url, sound, sound_token)) == "back"
        assert asyncio.run(take_back(url, broken, broken_token)) == "not_found"
        proc.terminate()
        _out, err = proc.communicate(timeout=10)
    assert f"table {format_code(broken)} cannot be rebuilt from the store" in err, err
    assert "Traceback" not in err
