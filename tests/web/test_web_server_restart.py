"""A server killed mid-deal and started again: the page opens its connection again by itself,
takes its seat back, says where the game stands once, and the deal goes on with nothing lost.
The server is a real `ristikontra serve` process with a data folder, killed with SIGKILL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.net.netharness import server_process
from tests.net.test_net_resilience import free_port
from tests.web.conftest import PageProblems
from tests.web.test_web_lobby import open_with_keys, said, table_options, wait_said
from tests.web.test_web_table import await_turn, play_a_card

LOST = "The connection to the server is lost. The page keeps trying to connect again."


def test_a_page_seated_mid_deal_comes_back_by_itself_after_the_server_is_killed_and_restarted(
        browser: Any, tmp_path: Path) -> None:
    port, data = free_port(), tmp_path / "data"
    context = browser.new_context(locale="en-GB")
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        problems = PageProblems(page)
        with server_process(data, "--port", str(port)) as (proc, _):
            page.goto(f"http://127.0.0.1:{port}/")
            open_with_keys(page, "Anna", level="random")
            wait_said(page, "Enter starts the game", exact=False)
            page.keyboard.press("Enter")
            turn = await_turn(page, "en", 0)
            assert turn is not None
            play_a_card(page)
            await_turn(page, "en", turn + 1)  # mid-deal, our turn again
            hand = table_options(page)
            before = said(page)
            proc.kill()  # SIGKILL: the server saves nothing more
            proc.wait()
        wait_said(page, LOST, since=len(before))
        page.wait_for_timeout(1000)  # a few tries fail while no server listens: said once all the same
        with server_process(data, "--port", str(port)):
            wait_said(page, "Back at your seat: deal 1, trick ", exact=False, since=len(before))
            await_turn(page, "en", len(before))
            page.wait_for_timeout(300)  # anything said twice would be in by now
            lines = said(page)
            assert lines[:len(before)] == before  # nothing said before is lost
            after = lines[len(before):]
            assert after.count(LOST) == 1, after
            assert sum(line.startswith("Back at your seat") for line in after) == 1, after
            assert len(after) == len(set(after)) <= 7, after
            assert page.get_by_role("listbox", name="Card table").evaluate(
                "node => node === document.activeElement")
            assert table_options(page) == hand
            # The deal goes on from the keys.
            assert play_a_card(page)
        assert problems.dialogs == []
        # The browser reports each refused WebSocket try as a console error; nothing else went wrong.
        assert [e for e in problems.errors if "WebSocket" not in e] == []
    finally:
        context.close()
