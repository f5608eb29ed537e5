"""`ristikontra serve` as an operator meets it: refusals with a clear message, TLS that works."""

from __future__ import annotations

import asyncio
import os
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from ristikontra.net.client import Client, Lobby
from tests.net.netharness import server_process, until


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


def test_tls_serves_wss_and_a_client_that_trusts_the_certificate_plays(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                           "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                           "-out", str(cert)], capture_output=True, text=True, timeout=60)
    if made.returncode != 0:
        pytest.skip(f"openssl could not make a test certificate: {made.stderr[-200:]}")
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
