"""The table without a terminal: four computers, scripted seats, refusals, stale answers, holds."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from ristikontra.engine import (
    DECK,
    Action,
    CardDrawn,
    CardPlayed,
    DealStarted,
    Event,
    GameStarted,
    GameState,
    SeatView,
    SetupError,
    find_preset,
    play,
)
from ristikontra.engine.log import read_log, replay
from ristikontra.engine.seeding import play_rng
from ristikontra.files import open_user_file
from ristikontra.table import ComputerSeat, Flow, Mode, NoticeKind, ScriptedSeat, Table, make_player


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / "data"))


class RecordingComputer(ComputerSeat):
    """A computer seat that also keeps what it was told."""

    def __init__(self, seat: int, table: Table) -> None:
        super().__init__(seat, make_player("basic", reproducible=True), seed=lambda: table.seed or 0)
        self.heard: list[Event] = []
        self.last_view: SeatView | None = None

    def on_events(self, events: Sequence[Event], view: SeatView) -> None:
        self.heard.extend(events)
        self.last_view = view


def _run_until_deal_over(table: Table) -> None:
    async def run() -> None:
        loop = asyncio.get_running_loop()
        table.attach(lambda fn: loop.call_soon_threadsafe(fn))
        table.start()
        deadline = loop.time() + 60
        while table.state is None or table.state.phase == "playing":
            assert loop.time() < deadline, "the deal did not finish"
            await asyncio.sleep(0.001)

    asyncio.run(run())


def test_four_computers_play_a_whole_deal_through_the_table(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    table = Table(lambda: find_preset("sticks"), seed=4, log=open_user_file(log))
    seats = [RecordingComputer(seat, table) for seat in range(4)]
    for seat in seats:
        table.seat(seat.seat, seat)
    _run_until_deal_over(table)
    table.close()
    assert table.state is not None and table.state.phase in ("deal_over", "game_over")
    assert table.mode in (Mode.BETWEEN, Mode.OVER)
    for seat in seats:
        heard = seat.heard
        assert isinstance(heard[0], GameStarted) and heard[0].seed == 0, "a seat never learns the seed"
        dealt = next(e for e in heard if isinstance(e, DealStarted))
        assert dealt.stock == () and all(h == () for s, h in enumerate(dealt.hands) if s != seat.seat)
        assert all(e.card is None for e in heard if isinstance(e, CardDrawn) and e.seat != seat.seat)
        assert sum(isinstance(e, CardPlayed) for e in heard) == 52
        assert seat.last_view is not None and seat.last_view.seat == seat.seat
    # The one log holds the full truth and replays.
    assert replay(read_log(log)).to_dict()["history"] == table.state.to_dict()["history"]


def test_a_refused_action_reaches_only_its_seat_and_changes_nothing() -> None:
    table = Table(lambda: find_preset("sticks"), seed=1)
    seats = [ScriptedSeat() for _ in range(4)]
    for number, seat in enumerate(seats):
        table.seat(number, seat)
    table.start()  # no loop attached: nobody is asked to move yet
    state = table.state
    assert state is not None and table.mode is Mode.PLAY
    before = state.to_dict()
    other = (state.to_move + 1) % 4
    table.submit(other, play(other, state.hands[other][0]))
    assert [e.reason for e in seats[other].refusals] == ["not_your_turn"]
    assert all(not s.refusals for n, s in enumerate(seats) if n != other)
    # A seat cannot play for another one either.
    mover = state.to_move
    table.submit(other, play(mover, state.hands[mover][0]))
    assert len(seats[other].refusals) == 2
    assert state.to_dict() == before


def test_stale_and_held_answers_are_ignored() -> None:
    answers: list[tuple[SeatView, object]] = []

    class Slow(ScriptedSeat):
        def on_turn(self, view: SeatView, answer: object) -> None:
            answers.append((view, answer))

    table = Table(lambda: find_preset("sticks"), seed=2)
    for number in range(4):
        table.seat(number, Slow())
    posted: list[object] = []
    table.attach(posted.append)
    table.start()
    assert len(answers) == 1
    view, answer = answers[0]
    table.hold(0, True)  # the options menu opens while the computer thinks
    answer(view.legal[0])  # type: ignore[operator]
    for fn in posted:
        fn()  # type: ignore[operator]
    assert table.state is not None and len(table.state.trick_cards) == 0, "a held table takes no answer"
    posted.clear()
    table.hold(0, False)
    assert len(answers) == 2, "released, the seat is asked again"
    view, answer = answers[1]
    answer(view.legal[0])  # type: ignore[operator]
    answer(view.legal[0])  # type: ignore[operator]  # a second answer for the same turn is stale
    for fn in posted:
        fn()  # type: ignore[operator]
    assert len(table.state.trick_cards) == 1


def test_a_saved_game_is_offered_then_resumed(tmp_path: Path) -> None:
    save = tmp_path / "save.json"
    first = Table(lambda: find_preset("sticks"), seed=3, save_file=save)
    for number in range(4):
        first.seat(number, ScriptedSeat())
    first.start()
    assert first.save() is True
    again = Table(lambda: find_preset("sticks"), save_file=save)
    watcher = ScriptedSeat(kind="human")
    again.seat(0, watcher)
    again.start()
    assert again.mode is Mode.START and [n.kind for n in watcher.notices] == [NoticeKind.SAVE_FOUND]
    again.request(0, Flow.RESUME)
    assert again.mode is Mode.PLAY and watcher.notices[-1].kind is NoticeKind.RESUMED
    assert again.state is not None and again.state.to_dict() == first.state.to_dict()  # type: ignore[union-attr]


def test_resume_beside_another_window_says_the_save_is_the_other_ones(tmp_path: Path) -> None:
    save = tmp_path / "save.json"
    first = Table(lambda: find_preset("sticks"), seed=3, save_file=save)
    first.seat(0, ScriptedSeat(kind="human"))
    first.new_game()
    assert first.save()
    second = Table(lambda: find_preset("sticks"), seed=4, save_file=save, read_only=True)
    player = ScriptedSeat(kind="human")
    second.seat(0, player)
    second.start(resume=True)
    assert [n.kind for n in player.notices] == [NoticeKind.SAVE_ELSEWHERE]
    assert second.mode is Mode.PLAY and second.seed == 4
    assert json.loads(save.read_text(encoding="utf-8"))["game"]["seed"] == 3


class Broken:
    """A computer player whose thinking goes wrong: it raises, or answers a card nobody holds."""

    def __init__(self, how: str) -> None:
        self.how = how

    def choose(self, view: SeatView, rng: object) -> Action:
        if self.how == "raises":
            raise RuntimeError("thinking went wrong")
        held = {card for card in view.hand}
        return next(play(view.seat, card) for card in DECK if card not in held)


@pytest.mark.parametrize("how", ["raises", "answers an illegal play"])
def test_a_computer_that_fails_plays_the_basic_players_move(tmp_path: Path, how: str,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    """As on the server: the basic player stands in, with the play's own generator; a player that
    raises leaves its traceback in the log for bug reports."""
    log = tmp_path / "game.jsonl"
    table = Table(lambda: find_preset("sticks"), seed=5, log=open_user_file(log))
    seats = [ComputerSeat(n, Broken(how), seed=lambda: 5) for n in range(4)]  # type: ignore[arg-type]
    for seat in seats:
        table.seat(seat.seat, seat)
    with caplog.at_level("ERROR", logger="ristikontra.table"):
        _run_until_deal_over(table)
    table.close()
    assert table.state is not None and table.state.phase in ("deal_over", "game_over")
    failed = [r for r in caplog.records if "computer player at seat" in r.getMessage()]
    if how == "raises":
        assert len(failed) == 52 and all(r.exc_info for r in failed)
    else:
        assert failed == []
    # The same game played by the basic player alone, each play with its own generator, is the logged game.
    events = read_log(log)
    start = events[0]
    assert isinstance(start, GameStarted)
    state = GameState(start.rules, start.players, seed=start.seed)
    basic = make_player("basic")
    plays = 0
    for event in events[1:]:
        if isinstance(event, DealStarted):
            state.start_deal()
        elif isinstance(event, CardPlayed):
            view = state.view(state.to_move)
            chosen = basic.choose(view, play_rng(5, view.deal, view.trick_no, view.seat))
            played = [e for e in state.apply(chosen) if isinstance(e, CardPlayed)]
            assert played == [event], f"play {plays + 1}"
            plays += 1
    assert plays == 52


def test_seat_numbers_are_checked() -> None:
    with pytest.raises(SetupError) as refused:
        Table(lambda: find_preset("sticks")).seat(4, ScriptedSeat())
    assert (refused.value.problem, refused.value.seat) == ("no_seat", 4)


def test_closing_the_table_closes_every_seat_through_the_seat_contract() -> None:
    """The table closes whatever sits at a seat alike, not only the seat kinds it knows."""
    closed: list[int] = []

    class Closing(ScriptedSeat):
        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

        def close(self) -> None:
            closed.append(self.seat)

    table = Table(lambda: find_preset("sticks"), seed=1)
    for seat in range(4):
        table.seat(seat, Closing(seat))
    table.close()
    assert sorted(closed) == [0, 1, 2, 3]


def _play_cards(table: Table, count: int) -> None:
    for _ in range(count):
        state = table.state
        assert state is not None and state.phase == "playing"
        table.submit(state.to_move, state.legal_actions()[0])


def _logged_table(save: Path, log: Path) -> Table:
    table = Table(lambda: find_preset("sticks"), seed=8, save_file=save, log=open_user_file(log))
    for seat in range(4):
        table.seat(seat, ScriptedSeat())
    return table


@pytest.mark.parametrize("killed", ["in a trick", "after a trick, before its save"])
def test_a_resume_after_a_kill_keeps_the_event_log_in_step_with_the_save(tmp_path: Path, killed: str) -> None:
    save, log = tmp_path / "save.json", tmp_path / "game.jsonl"
    first = _logged_table(save, log)
    first.new_game()
    _play_cards(first, 8)
    if killed == "in a trick":
        _play_cards(first, 2)  # logged, not saved: only whole tricks are
    else:
        before = save.read_bytes()
        _play_cards(first, 4)  # the trick is logged and saved ...
        save.write_bytes(before)  # ... but the kill came between the two
    # Killed: nothing closes the first table; its log lines are on disk (each is flushed).
    assert len(read_log(log)) > 2 + 8 + 2, "the log ran ahead of the save"
    again = _logged_table(save, log)
    again.start(resume=True)
    assert again.state is not None
    assert replay(read_log(log)).to_dict() == again.state.to_dict(), "the log is where the save is"
    _play_cards(again, 12)
    again.close()
    # The whole game, played on after the resume, replays from its log.
    assert replay(read_log(log)).to_dict() == again.state.to_dict()
