"""A page watching a whole game in a real browser, from the room, in English, German and
Finnish: nothing it is told, in its messages or on its drawn table, names a team or a player
from a seat (the catalogs' own seat forms: "your team", "die Gegner", "parisi", "You draw"), and
every refill after a trick is said, the draw of the player watched behind too; every trick taken
sounds the same to a watcher."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from ristikontra.engine import event_to_json
from ristikontra.i18n import LANGUAGES, translator
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch, Seated
from tests.announce.watching import seat_forms_in
from tests.net.netharness import ServerThread
from tests.net.test_net_watch import seat_the_others_and_start
from tests.net.test_net_watch_words import NAMES, expected_draws, game_end_words, team_name
from tests.web.test_web_lobby import on_server_loop, said, wait_said
from tests.web.test_web_table import Wire

LOCALES = {"en": "en-GB", "de": "de-DE", "fi": "fi-FI"}


#: Keeps the drawn table's words each time they change (seats, scores, the hand's place): a
#: game among computers runs faster than a test could look at the page in between.
KEEP_DRAWN = """() => {
    window.drawnTexts = [];
    new MutationObserver(() => {
        const text = document.querySelector("#tableview")?.innerText ?? "";
        if (text && window.drawnTexts.at(-1) !== text) {
            window.drawnTexts.push(text);
        }
    }).observe(document.getElementById("main"), { subtree: true, childList: true, characterData: true });
}"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_page_watcher_hears_and_sees_no_seat_form_and_every_draw(open_page: Any, web_server: ServerThread,
                                                                   lang: str) -> None:
    t = translator(lang)
    assert web_server.server is not None
    wire = Wire()
    page = open_page("/", locale=LOCALES[lang], prepare=wire.listen)
    players = [Client(web_server.url, name=name, reconnect=False) for name in NAMES]

    async def open_table() -> Seated:
        for p in players:
            await p.connect()
        return await players[0].create(rules="sticks", options={"target": 1}, level="random", public=True)

    seated = on_server_loop(web_server, open_table())
    page.locator("#name").fill("Eve")
    page.get_by_role("button", name=t("web-room-enter")).click()
    page.get_by_role("button", name=t("web-room-watch", table=t("web-room-table", opener="Anna"))).click()
    wait_said(page, t("net-watch-begun-page", code="\0", opener="Anna").split("\0")[0], exact=False)
    page.evaluate(KEEP_DRAWN)
    on_server_loop(web_server, seat_the_others_and_start(players, seated.code))

    async def play_out() -> None:
        async def out(client: Client) -> None:
            async for item in client:
                if isinstance(item, Batch) and item.view.phase == "game_over":
                    return
        await asyncio.gather(*(out(p) for p in players))
        for p in players:
            await p.close()

    asyncio.run_coroutine_threadsafe(play_out(), web_server.loop).result(120)
    table = web_server.call(lambda: web_server.server.tables[seated.code] if web_server.server else None)
    log = web_server.call(lambda: [event_to_json(e) for e in table.log])
    over = next(e for e in log if e["type"] == "game_over")
    ends = game_end_words(t, over)
    page.wait_for_function("""(ends) => [...document.querySelectorAll("#log p")]
        .some((p) => ends.some((end) => p.textContent.startsWith(end)))""", arg=ends)
    drawn: list[str] = page.evaluate("window.drawnTexts")
    heard = said(page)
    assert seat_forms_in(heard, lang) == []
    # The drawn table through the game: a trick in (four cards gone from the stock, drawn or
    # played blind) to the end.
    assert any(t("web-table-stock", count=24) in text for text in drawn)
    lines = [line for text in drawn for line in text.splitlines() if line.strip()]
    assert seat_forms_in(lines, lang) == []
    draws = expected_draws(log, lang)
    rest = iter(heard)
    missing = [d for d in draws if not any(text.startswith(d) for text in rest)]
    assert draws and missing == []
    # A watcher is on neither side: every trick taken sounds the same (the earcons the page plays
    # are the say frames' sound names), not "won" for the team watched behind, "lost" for the other.
    sounds = {m["sound"] for f in wire.frames if f["type"] == "say" for m in f["messages"]}
    assert {"trick_won", "trick_lost"} & sounds == {"trick_won"}, sounds
    # The drawn table's scores name both teams by their players.
    assert any(team_name(t, 0) in line and team_name(t, 1) in line for line in drawn[-1].splitlines()), drawn[-1]
    # Watching the game once more, over now: where it stands is said to a watcher (the teams by
    # their players), not "back at your seat".
    page.get_by_role("button", name=t("web-unwatch")).click()
    before = len(said(page))
    page.get_by_role("button", name=t("web-room-watch", table=t("web-room-table", opener="Anna"))).click()
    page.wait_for_function("""([since, text]) => [...document.querySelectorAll("#log p")].slice(since)
        .some((p) => p.textContent.includes(text))""",
                           arg=[before, t("game-won-watching", team_name=team_name(t, over["winner"]))])
    again = said(page)[before:]
    assert seat_forms_in(again, lang) == [] and t("net-rejoined-after") not in again, again
    assert page.problems.errors == [] and page.problems.dialogs == []
