"""The coach at the keyboard table, through the real application on a pipe: Shift+H asks for a
hint on the player's turn, `v` opens the review of the deal just played (issue 14)."""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from ui_harness import CTRL_Q, DOWN, ENTER, ESCAPE, F1, PATIENCE, UP, Driver, RecordingOutput, Wait, make_session

from ristikontra.ai.base import distinct_actions
from ristikontra.ai.coach import coach_player, decisions_in_game, hint, review
from ristikontra.announce.coach import coach_message
from ristikontra.engine import PRESETS, GameState, PlayCard, SeatView, default_players
from ristikontra.engine.log import read_log
from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings
from ristikontra.ui.seat import coaching
from ristikontra.ui.seat.coaching import hint_rng
from ristikontra.ui.terminal.session import TableSession


def _state_text(session: TableSession) -> str:
    assert session.state is not None
    return json.dumps(session.state.to_dict(), sort_keys=True)


def _note_hint(notes: dict[str, object]) -> Callable[[TableSession], None]:
    """A step noting what the coach answers in the position now (computed here, as the game
    should), with the game, the focus and the transcript's length before the key."""

    def note(s: TableSession) -> None:
        view = s.view()
        assert view is not None and view.my_turn
        expected = hint(view, hint_rng(view), coach_player())
        notes.update(view=view, text=coach_message(expected, s.lang).text, state=_state_text(s),
                     focus=(list(s.hand.cards), s.hand.index), lines=len(s.transcript))

    return note


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_key_says_the_coachs_move_and_changes_nothing(lang: str) -> None:
    session = make_session(lang, seed=3, level="basic")
    seen: dict[str, object] = {}
    before = _note_hint(seen)

    def answer(s: TableSession) -> bool:
        return str(seen["text"]) in s.transcript[int(str(seen["lines"])):]

    def after(s: TableSession) -> None:
        assert _state_text(s) == seen["state"], "the hint changed the game"
        assert s.view() == seen["view"]
        assert (list(s.hand.cards), s.hand.index) == seen["focus"], "the hint moved the focus"

    # Two plays first, so the hint answers a position with a trick behind it.
    Driver(session).run([ENTER, ENTER, before, "H", Wait(answer), after, "H", after])
    text = str(seen["text"])
    lines = session.transcript[int(str(seen["lines"])):]
    assert isinstance(seen["view"], SeatView) and seen["view"].trick_no >= 3
    # Asked again in the same position: the same answer at once (nothing computed twice).
    assert lines.count(text) == 2
    t = translator(lang)
    assert all(line in (text, t("ui-hint-thinking")) for line in lines)
    output = session.output
    assert isinstance(output, RecordingOutput)
    assert text in output.spoken


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_is_for_the_players_turn(lang: str) -> None:
    # The partner leads deal 1 of seed 3 and pauses for as long as the test may take (closing
    # ends the pause at once): it is not our turn, however slowly "H" arrives.
    session = make_session(lang, seed=3, level="basic")
    t = translator(lang)
    Driver(session, ai_delay=PATIENCE).run(["H"], wait=False)
    session.close()
    view = session.view()
    assert view is not None and not view.my_turn
    assert session.transcript[-1] == t("ui-hint-not-your-turn", when="deal")


@pytest.mark.parametrize("own", [True, False], ids=["another-player", "own-option"])
def test_hints_off_say_whose_choice_it_is(own: bool) -> None:
    """Where hints are off (online, `allowed` False), Shift+H says why: the player's own option,
    named as the options name it, or another player at the table; and it computes nothing."""
    session = make_session("en", seed=3, level="basic", online_hints=own)
    coach = session.keyboard.coach
    coach.hooks = dataclasses.replace(coach.hooks, allowed=lambda: False)  # as a table online says
    t = translator("en")
    Driver(session).run(["H"])
    session.close()
    said = t("ui-hint-off", who="others" if own else "you")
    assert session.transcript[-1] == said
    assert ("Hints at online tables" in said) is not own
    assert t("ui-hint-thinking") not in session.transcript


def _until_between(session: TableSession) -> Iterator[str]:
    while session.mode != "between":
        yield ENTER


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_review_lists_the_mistakes_the_coach_finds_and_browses_them(lang: str, tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    settings = Settings(lang=lang, level="basic", ai_delay=0.0, speech="text")
    session = TableSession(settings, seed=3, output=RecordingOutput(), log_path=log)
    t = translator(lang)

    def steps() -> Iterator[str | Wait]:
        yield "v"  # during the deal: the review comes after it
        yield from _until_between(session)
        yield "v"  # at once: a review of 13 decisions takes seconds, and it opens when it is there
        yield "H"  # no hints between deals
        yield Wait(lambda s: s.keyboard.coach.active)  # opened without another v
        yield from [DOWN, DOWN, DOWN, DOWN, UP, "m", "t", F1, "s", ESCAPE]

    start = 0

    def mark(s: TableSession) -> None:
        nonlocal start
        start = len(s.transcript)

    try:
        Driver(session).run(itertools.chain([mark], steps()))
    finally:
        session.close()  # it holds the game log open (--log) and the coach's worker
    lines = session.transcript[start:]
    assert lines[0] == t("ui-review-after-deal")
    # What the coach finds in this deal, from the game's own log (not from what the seat kept).
    view = session.view()
    assert isinstance(view, SeatView)
    decisions = decisions_in_game(read_log(log), seat=0, deal=1)
    assert len(decisions) == 13
    mistakes = review(decisions, coach_player)
    assert len(mistakes) >= 2, "the seed must give a review to browse"
    said_of = [t("ui-review-item", text=coach_message(m, lang).text, position=i + 1, total=len(mistakes))
               for i, m in enumerate(mistakes)]
    after_deal = lines[lines.index(t("ui-next-deal-prompt")):]
    assert after_deal[1] == t("ui-review-computing")
    assert after_deal[2] == t("ui-hint-not-your-turn", when="other")
    opened = after_deal.index(t("ui-review-open", deal=1, count=len(mistakes)))
    browsed = after_deal[opened + 1:]
    assert browsed[: len(mistakes)] == said_of  # the first, then Down to each of the others
    rest = browsed[len(mistakes):]
    downs_left = 4 - (len(mistakes) - 1)
    assert downs_left >= 2, "the seed must give a review with an end to press twice"
    # The end said once whole, then a short word while Down is pressed again, in the review's own
    # words ("End of the list" after "the last decision in the review" read as two things).
    assert rest[:downs_left] == [t("ui-review-last")] + [t("ui-review-end")] * (downs_left - 1)
    rest = rest[downs_left:]
    assert rest[0] == said_of[-2]  # Up
    assert rest[1] == said_of[-2]  # m repeats
    assert rest[2] == session.announcer.trick(view, mistakes[-2].trick).text  # t: the whole trick
    assert rest[3] == t("ui-review-help-intro")
    assert t("help-line", keys=t("keys-or", first=t("key-escape"), last="v"), action=t("cmd-review-close")) in rest
    assert t("ui-key-review") in rest  # s: a table key, not one of the review
    assert rest[-1] == t("ui-review-closed")
    assert session.keyboard.mode == "between"
    # Nothing was announced unasked: every review line follows a key (the first one, the v asked early).
    assert sum(line == t("ui-review-open", deal=1, count=len(mistakes)) for line in session.transcript) == 1


def test_a_slow_hint_says_once_that_the_coach_is_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every hint is "slow" with no grace at all: the thinking line comes first, once, then the answer.
    monkeypatch.setattr(coaching, "THINKING_AFTER", 0.0)
    session = make_session("en", seed=3, level="basic")
    t = translator("en")
    seen: dict[str, object] = {}
    Driver(session).run([ENTER, _note_hint(seen), "H", Wait(lambda s: seen["text"] in s.transcript)])
    lines = session.transcript[int(str(seen["lines"])):]
    assert lines == [t("ui-hint-thinking"), seen["text"]]


def test_a_hint_whose_position_moved_on_is_dropped() -> None:
    session = make_session("en", seed=3, level="basic")
    seen: dict[str, object] = {}
    # Shift+H, then a play at once: the answer comes for a position that is gone.
    Driver(session).run([ENTER, _note_hint(seen), "H", ENTER, Wait(lambda s: not s.keyboard.coach.hint_pending)])
    lines = session.transcript[int(str(seen["lines"])):]
    assert seen["text"] not in lines
    assert "The coach is thinking." not in lines[2:]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_f1_lists_the_hint_during_the_deal_and_the_review_after_it(lang: str) -> None:
    session = make_session(lang, seed=3, level="basic")
    t = translator(lang)
    hint_line = t("help-line", keys=t("key-shift-letter", letter="H"), action=t("cmd-hint"))
    review_line = t("help-line", keys=t("key-letter", letter="v"), action=t("cmd-review-open"))
    marks: list[int] = []
    Driver(session).run(itertools.chain([F1, F1, lambda s: marks.append(len(s.transcript))], _until_between(session),
                                        [lambda s: marks.append(len(s.transcript)), F1, F1]))
    during, after = session.transcript[: marks[0]], session.transcript[marks[1]:]
    assert hint_line in during and review_line not in during
    assert review_line in after and hint_line not in after


def _saved_at_trick_12() -> None:
    """Seed 3 against `basic`, played with Enter to this seat's turn in trick 12, then quit (saved)."""
    first = make_session("en", seed=3, level="basic")

    def to_trick_12(s: TableSession) -> Iterator[str]:
        while True:
            view = s.view()
            assert view is not None and view.phase == "playing"
            if view.trick_no == 12 and view.my_turn:
                return
            yield ENTER

    Driver(first).run(itertools.chain(to_trick_12(first), [CTRL_Q]))
    first.close()


def test_a_deal_without_a_costly_decision_says_so() -> None:
    # Played to trick 12 and saved; resumed here, the deal's decisions are the two left: the
    # coach's own choice in trick 12 (focused by the hand cursor, played with Enter), then the
    # last card. Neither costs anything.
    _saved_at_trick_12()
    session = make_session("en", seed=3, level="basic")
    t = translator("en")

    def play_the_coachs_card(s: TableSession) -> None:
        view = s.view()
        assert view is not None and view.my_turn and view.trick_no == 12
        options = distinct_actions(view)
        assert len(options) == 2, "trick 12 must be a real choice"
        best = hint(view, hint_rng(view), coach_player()).action
        assert isinstance(best, PlayCard)
        s.hand.index = next(i for i, card in enumerate(s.hand.cards) if card.rank == best.card.rank)

    Driver(session).run([play_the_coachs_card, ENTER, ENTER, Wait(lambda s: s.mode == "between"),
                         Wait(lambda s: s.keyboard.coach.review_ready), "v"], resume=True)
    view = session.view()
    assert view is not None
    assert session.transcript[-1] == t("ui-review-clean", deal=view.deal)
    assert not session.keyboard.coach.active


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Enter deals the next hand; v reviews your decisions."),
    ("de", "Mit der Eingabetaste kommt die nächste Runde, mit v der Rückblick auf deine Züge.")])
def test_the_end_of_a_deal_says_the_next_step_and_the_review_once(lang: str, said: str) -> None:
    session = make_session(lang, seed=3, level="basic")
    Driver(session).run(itertools.chain(_until_between(session), ["s"]))
    assert session.keyboard.mode == "between"
    assert session.transcript.count(said) == 1


def test_a_game_quit_between_deals_still_has_the_review_of_the_deal_just_played() -> None:
    # Played to trick 12 and saved, resumed and played out (two decisions: a quick review), then
    # quit between deals: resumed again, `v` reviews those two decisions as before the quit.
    _saved_at_trick_12()
    played = make_session("en", seed=3, level="basic")
    on_disk: list[object] = []

    def saved_review(s: TableSession) -> None:
        # The save written at the deal's end has them already: a game killed there keeps them too.
        game = saves.load_game().game
        on_disk.append(None if game is None else game.extra.get("review"))

    ready = Wait(lambda s: s.keyboard.coach.review_ready)
    Driver(played).run(itertools.chain(_until_between(played), [saved_review, ready, "v", ESCAPE, CTRL_Q]), resume=True)
    decisions = list(played.keyboard.coach.decisions)
    assert len(decisions) == 2
    (kept,) = on_disk
    assert isinstance(kept, dict) and kept["deal"] == 1 and len(kept["decisions"]) == 2
    review_said = played.transcript[played.transcript.index("Enter deals the next hand; v reviews your decisions.") + 1]
    assert review_said.startswith(("No costly decision in deal 1", "Review of deal 1")), review_said
    played.close()
    resumed = make_session("en", seed=3, level="basic")
    Driver(resumed).run([Wait(lambda s: s.keyboard.coach.review_ready), "v"], resume=True)
    assert resumed.keyboard.coach.decisions == decisions
    assert review_said in resumed.transcript[-3:], (review_said, resumed.transcript[-3:])
    resumed.close()


@pytest.mark.parametrize("kept", [None, {"deal": 1, "decisions": [{"view": 5, "action": "0:TH"}], "hints": []},
                                  {"deal": 2, "decisions": [], "hints": []}])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_save_between_deals_without_the_decisions_loads_and_v_says_that_review_is_gone(
        lang: str, kept: object) -> None:
    # A save of an older version (no decisions kept), or with damaged ones, or another deal's.
    state = GameState(PRESETS["sticks"], default_players(0), seed=3)
    state.start_deal()
    while state.phase == "playing":
        state.apply(state.legal_actions()[0])
    saves.save_game(saves.SavedGame(state, extra={} if kept is None else {"review": kept}))
    session = make_session(lang, seed=9)
    Driver(session).run(["v"], resume=True)
    assert session.mode == "between"
    assert session.transcript[-1] == session.t("ui-review-not-kept", deal=1)
    session.close()
