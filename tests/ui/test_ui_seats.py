"""Two people at two terminals of one process, and computers, at one table: the seat seam."""

from __future__ import annotations

import asyncio

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from ui_harness import ENTER, RecordingOutput

from ristikontra.keep.settings import Settings
from ristikontra.table import ComputerSeat
from ristikontra.ui.terminal.app import TableApp
from ristikontra.ui.terminal.session import TableSession


def _settings(lang: str) -> Settings:
    return Settings(lang=lang, level="random", ai_delay=0.0, speech="text", sound=False)


async def _play_one_deal(host: TableSession, guest: TableSession) -> None:
    """Each person presses Enter (plays the focused card) whenever their seat is to move."""
    table = host.table
    with create_pipe_input() as pipe_host, create_pipe_input() as pipe_guest:
        apps = {host.keyboard.seat: (TableApp(host, input=pipe_host, output=DummyOutput()), pipe_host),
                guest.keyboard.seat: (TableApp(guest, input=pipe_guest, output=DummyOutput()), pipe_guest)}
        guest.start()
        host.start()
        tasks = [asyncio.create_task(app.run_async()) for app, _ in apps.values()]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while table.state is not None and table.state.phase == "playing":
            assert loop.time() < deadline, "the deal did not finish"
            if table.thinking:
                await asyncio.sleep(0.001)
                continue
            app, pipe = apps[table.state.to_move]
            seen = app.keys_seen
            pipe.send_text(ENTER)
            while app.keys_seen == seen:
                await asyncio.sleep(0.0005)
            host.check_invariants()
            guest.check_invariants()
        for app, _ in apps.values():
            app.app.exit(result=0)
        await asyncio.wait_for(asyncio.gather(*tasks), 10)


def test_two_people_at_two_keyboards_and_two_computers_play_a_deal() -> None:
    host = TableSession(_settings("en"), seed=21, output=RecordingOutput())
    guest = TableSession(_settings("de"), output=RecordingOutput(), table=host.table, seat=1)
    asyncio.run(_play_one_deal(host, guest))
    table = host.table
    state = table.state
    assert state is not None and state.phase in ("deal_over", "game_over")
    assert [p.kind for p in state.players] == ["human", "human", "computer", "computer"]
    assert sorted(host.computers) == [2, 3] and all(isinstance(c, ComputerSeat) for c in host.computers.values())
    # Both people played their own cards through their own keys, and each heard it in their language.
    plays = {seat: sum(1 for r in state.history for s in r.seats if s == seat) for seat in range(4)}
    assert plays[0] == plays[1] == 13
    assert host.t("ui-next-deal-prompt") in host.transcript
    assert guest.t("ui-next-deal-prompt") in guest.transcript
    assert host.transcript != guest.transcript
    # Each announcer speaks from its own seat: "you" is the guest's own seat 1 for the guest.
    first_guest_play = next(r.cards[r.seats.index(1)] for r in state.history)
    card = guest.announcer.card_name(first_guest_play)
    assert any(card in line for line in guest.transcript)
    assert guest.view() is not None and guest.view().seat == 1  # type: ignore[union-attr]
    host.close()
    guest.close()
