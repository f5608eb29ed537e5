"""A real Chromium for the page's tests: Debian's `chromium`, driven by Playwright for Python.

Never a browser Playwright downloads (`playwright install` needs the internet): the system's
`/usr/bin/chromium`, which `.ci/run` installs. Where it is missing the tests skip, saying so
("chromium is not installed here"), and tests/conftest.py turns that skip into a failure in CI.
One browser serves the tests of a module (Playwright's loop holds the thread meanwhile: a test
module that uses it runs a Python client on the server's loop, not with `asyncio.run`); each
test gets a context of its own (its own storage, language and window size) and a server of its
own on loopback.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.net.netharness import ServerThread

CHROMIUM = os.environ.get("RISTIKONTRA_CHROMIUM", "/usr/bin/chromium")
#: This machine has no internet: the browser must not try to reach it (nor need a sandbox as root).
CHROMIUM_ARGS = ["--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run", "--disable-default-apps", "--no-default-browser-check"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        pytest.skip(f"chromium is not installed here ({CHROMIUM}; Debian: apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright could not import (the test extra has it)")
    args = [*CHROMIUM_ARGS, *(["--no-sandbox"] if os.geteuid() == 0 else [])]
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=True)
        yield browser
        browser.close()


@pytest.fixture()
def web_server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(tmp_path / "tables") as server:
        yield server


class PageProblems:
    """What the page said went wrong (script errors, console errors, a dialog): a test ends with none."""

    def __init__(self, page: Any) -> None:
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("dialog", self._dialog)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()


def http_url(server: ServerThread, path: str = "/") -> str:
    return server.url.replace("ws://", "http://", 1) + path


@pytest.fixture()
def open_page(browser: Any, web_server: ServerThread) -> Iterator[Any]:
    """`open_page(path, locale=...)`: a new browser context at the test server's page; the page
    and what it reported (`page.problems`). `prepare(page)` runs before the page is opened (to
    listen to its WebSocket from the start)."""
    contexts: list[Any] = []

    def opener(path: str = "/", *, locale: str = "en-GB", prepare: Callable[[Any], None] | None = None,
               **context: Any) -> Any:
        made = browser.new_context(locale=locale, **context)
        contexts.append(made)
        made.set_default_timeout(10_000)
        page = made.new_page()
        page.problems = PageProblems(page)
        if prepare is not None:
            prepare(page)
        page.goto(http_url(web_server, path))
        return page

    yield opener
    for made in contexts:
        made.close()
