""""Play online" as a newcomer meets it, in a real terminal (pexpect, the screen read by pyte):
a refused entry leaves the line empty, Control+U empties it, the address is checked before the
name is asked, and a visit begun at the start menu comes back to the start menu (issue 45,
items 1 and 2)."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from tests.net.netharness import server_process
from tests.ui.ui_harness import env_for

from ristikontra.i18n import translator

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

DOWN, ESCAPE, CTRL_U, CTRL_Q = "\x1b[B", "\x1b", "\x15", "\x11"
ROWS, COLUMNS = 40, 200


def _start(tmp_path: Path, lang: str) -> tuple[Any, io.StringIO]:
    """A plain start (the start menu) in a real terminal, text output."""
    args = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--lang", lang,
            "--level", "basic"]
    raw = io.StringIO(newline="")
    child = pexpect.spawn(sys.executable, args, env=env_for(tmp_path), encoding="utf-8", dimensions=(ROWS, COLUMNS),
                          timeout=30)
    child.logfile_read = raw
    return child, raw


def _screen_line(raw: io.StringIO) -> str:
    """The line the cursor is on, as the terminal shows it now (the live line with the typed text)."""
    screen = pyte.Screen(COLUMNS, ROWS)
    pyte.Stream(screen).feed(raw.getvalue())
    return str(screen.display[screen.cursor.y]).rstrip()


def _shows(child: Any, raw: io.StringIO, line: str, timeout: float = 30.0) -> str:
    """Wait until the cursor's line reads `line`; what it reads then."""
    deadline = time.monotonic() + timeout
    while (shown := _screen_line(raw)) != line and time.monotonic() < deadline:
        child.expect([pexpect.TIMEOUT, pexpect.EOF], timeout=0.1)
    return shown


def _typed(child: Any, raw: io.StringIO, label: str, text: str) -> None:
    """Type `text` into the open line labelled `label`, and wait until the live line shows it all
    (in an open line quick keys are typing, not a paste)."""
    child.send(text)
    _shows(child, raw, f"{label} {text}".rstrip())


def _expect_said(child: Any, text: str) -> None:
    child.expect_exact(text)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_refused_address_leaves_the_line_empty_and_control_u_empties_it(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    child, raw = _start(tmp_path, lang)
    try:
        child.expect_exact(t("title-item", item=t("title-new"), position=1, total=5))
        child.send(DOWN + "\r")
        _expect_said(child, t("ui-online-server"))
        _typed(child, raw, t("live-online-server"), "not a server")
        child.send("\r")
        _expect_said(child, t("ui-online-bad-server"))
        _expect_said(child, t("ui-online-server"))
        # Before, the refused words stayed in front: "Server: not a server127.0.0.1:1".
        child.send("127.0.0.1:1")
        assert _shows(child, raw, f"{t('live-online-server')} 127.0.0.1:1") == f"{t('live-online-server')} 127.0.0.1:1"
        child.send(CTRL_U)
        _expect_said(child, t("ui-line-cleared"))
        assert _shows(child, raw, t("live-online-server")) == t("live-online-server")
        # Nothing listens on port 1: said at once, before the name is asked, and the line is empty.
        _typed(child, raw, t("live-online-server"), "127.0.0.1:1")
        child.send("\r")
        _expect_said(child, t("net-cannot-reach", server="ws://127.0.0.1:1"))
        _expect_said(child, t("ui-online-server"))
        assert t("ui-online-name") not in raw.getvalue()
        assert _shows(child, raw, t("live-online-server")) == t("live-online-server")
        child.send(ESCAPE)
        _expect_said(child, t("ui-online-cancelled-menu"))
        child.send(CTRL_Q)
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_refused_code_leaves_the_line_empty_and_the_way_back_leads_to_the_start_menu(tmp_path: Path,
                                                                                       lang: str) -> None:
    """The issue's own steps: `abc` as the code, then `752971`, which used to be read as
    `abc752971`. No table has that code: the player is back in the start menu, where the visit
    began, and no game is dealt."""
    t = translator(lang)
    with server_process(tmp_path / "server") as (_proc, url):
        child, raw = _start(tmp_path / "anna", lang)
        try:
            child.expect_exact(t("title-item", item=t("title-new"), position=1, total=5))
            child.send(DOWN + "\r")
            _expect_said(child, t("ui-online-server"))
            _typed(child, raw, t("live-online-server"), url)
            child.send("\r")
            _expect_said(child, t("ui-online-name"))
            _typed(child, raw, t("live-online-name"), "Ben")
            child.send("\r")
            _expect_said(child, t("ui-online-code"))
            _typed(child, raw, t("live-online-code"), "abc")
            child.send("\r")
            _expect_said(child, t("net-bad-code"))
            _expect_said(child, t("ui-online-code"))
            # Before: "Code: abc752971", refused again and again.
            child.send("752971")
            assert _shows(child, raw, f"{t('live-online-code')} 752971") == f"{t('live-online-code')} 752971"
            child.send("\r")
            _expect_said(child, t("net-no-table", code="752 971"))
            _expect_said(child, t("title-open", count=5))
            # On the item it left from, to try again with Enter.
            _expect_said(child, t("title-item", item=t("title-online"), position=2, total=5))
            child.send(CTRL_Q)
            child.expect(pexpect.EOF)
        finally:
            child.close(force=True)
    written = raw.getvalue()
    assert t("ui-no-save") not in written and t("ui-online-back") not in written
    assert t("game-started", rules="").strip() not in written, "no game was dealt"


def test_the_name_and_server_of_online_join_are_remembered_for_play_online(tmp_path: Path) -> None:
    """`online join --name Ben` then `p` (here from the start menu): the server and the name are
    offered, as when `p` itself asked them. Before, `p` asked Ben's name again."""
    t = translator("en")
    online = ["-m", "ristikontra", "online", "--lang", "en", "--speech", "text", "--no-sound"]
    with server_process(tmp_path / "server") as (_proc, url):
        anna = pexpect.spawn(sys.executable, [*online, "create", "--server", url, "--name", "Anna", "--level", "basic"],
                             env=env_for(tmp_path / "anna"), encoding="utf-8", dimensions=(ROWS, COLUMNS), timeout=30)
        try:
            anna.expect(r"The code is (\d{3} \d{3})\.")
            code = anna.match.group(1)
            joining = [*online, "join", code, "--server", url, "--name", "Ben", "--seat", "2"]
            ben = pexpect.spawn(sys.executable, joining, env=env_for(tmp_path / "ben"), encoding="utf-8",
                                dimensions=(ROWS, COLUMNS), timeout=30)
            try:
                ben.expect_exact(f"{code}.")
                ben.send(CTRL_Q)
                ben.expect(pexpect.EOF)
            finally:
                ben.close(force=True)
            child, _raw = _start(tmp_path / "ben", "en")
            try:
                child.expect_exact(t("title-item", item=t("title-new"), position=1, total=5))
                child.send(DOWN + "\r")
                _expect_said(child, t("ui-online-server-again", server=url))
                child.send("\r")
                _expect_said(child, t("ui-online-name-again", name="Ben"))
                child.send(ESCAPE)
                _expect_said(child, t("ui-online-cancelled-menu"))
                child.send(CTRL_Q)
                child.expect(pexpect.EOF)
            finally:
                child.close(force=True)
            anna.send(CTRL_Q)
            anna.expect(pexpect.EOF)
        finally:
            anna.close(force=True)
