"""`ristikontra web`: a server of the player's own on 127.0.0.1, its address said in the
terminal, and at that address a new table with computers in the empty seats."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ristikontra.i18n import translator


@pytest.fixture()
def web_command(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    env = {**os.environ, "RISTIKONTRA_DATA_DIR": str(tmp_path / "data")}
    proc = subprocess.Popen([sys.executable, "-m", "ristikontra", "web", "--no-browser", "--lang", "en"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/\S*?(?=[ )])", first)
        assert found is not None, first + (proc.stderr.read() if proc.stderr else "")
        assert first.strip() == translator("en")("cli-web-listening-no-browser", url=found.group(0))
        yield proc, found.group(0)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def test_the_address_it_says_serves_the_page_and_control_c_stops_it(web_command: tuple[Any, str],
                                                                     tmp_path: Path) -> None:
    proc, url = web_command
    with urllib.request.urlopen(url, timeout=10) as page:
        assert page.status == 200
        assert b'<script type="module" src="/static/main.js">' in page.read()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and err == ""
    assert out.strip() == translator("en")("cli-web-stopped")
    assert (tmp_path / "data" / "web" / "tables.sqlite3").is_file()  # its tables live in the data folder


def test_the_address_opens_a_new_table_with_computers(web_command: tuple[Any, str], browser: Any) -> None:
    _proc, url = web_command
    context = browser.new_context(locale="en-GB")
    try:
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.goto(url)
        seats = page.get_by_role("list", name="Seats")
        seats.wait_for()
        items = seats.get_by_role("listitem").all_inner_texts()
        assert items == ["Seat 1: Player, that is you.", "Seat 2: free, a computer plays it. Your opponent.",
                         "Seat 3: free, a computer plays it. Your partner.",
                         "Seat 4: free, a computer plays it. Your opponent."]
        assert re.search(r"/t/\d{6}$", page.url)
        heading = page.get_by_role("heading", level=1).inner_text()
        page.reload()  # back in the seat, with the token this browser keeps
        page.get_by_text("Seat 1: Player, that is you.", exact=True).wait_for()
        assert page.get_by_role("heading", level=1).inner_text() == heading
        page.get_by_role("button", name="Start the game").click()
        page.get_by_text("The game has begun.", exact=True).first.wait_for()
    finally:
        context.close()


def test_a_second_start_opens_a_new_table_at_the_running_server(web_command: tuple[Any, str], tmp_path: Path) -> None:
    """Two servers on one data folder would both play its tables: the second start does not serve."""
    _proc, url = web_command
    env = {**os.environ, "RISTIKONTRA_DATA_DIR": str(tmp_path / "data")}
    second = subprocess.run([sys.executable, "-m", "ristikontra", "web", "--no-browser", "--lang", "de"], env=env,
                            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == translator("de")("cli-web-already", url=url.split("?")[0] + "?new&lang=de")
