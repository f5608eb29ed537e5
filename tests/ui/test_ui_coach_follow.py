"""Following the coach through the real application on a pipe (issue 32): a player who plays
every hint of a deal hears a clean review, because hint and review search each position alike."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from ui_harness import ENTER, Driver, Step, Wait, make_session

from ristikontra.ai.base import rank_of
from ristikontra.ai.coach import hint
from ristikontra.ai.strong import StrongPlayer
from ristikontra.announce.coach import coach_message
from ristikontra.engine import Action, PlayCard
from ristikontra.i18n import translator
from ristikontra.ui.seat import coaching, coachreview
from ristikontra.ui.seat.keys import RANK_KEYS
from ristikontra.ui.terminal.session import TableSession

#: The key that jumps to a rank (the first of them: "T" for ten, "J" for jack).
JUMP = {rank: key for key, rank in reversed(RANK_KEYS.items())}


def _small_coach() -> StrongPlayer:
    # The table's search with a smaller budget, so a whole deal of hints stays quick; the
    # smaller the budget, the noisier the search, and the likelier two searches disagree.
    return StrongPlayer(samples=200, time_budget=None, work_budget=1500)


def _settled(session: TableSession) -> None:
    """Nothing: the step before each look at the table, so the look comes after the computers."""


def _follow_every_hint(session: TableSession, heard: list[Action]) -> Iterator[Step]:
    """Shift+H at every turn of the deal, then the hinted card (rank key and Enter) or blind;
    `heard` gets each hint, once the game has said it."""
    while True:
        yield _settled  # a step waits for the computers first: look at the table after it
        view = session.view()
        if session.mode != "play" or view is None or not view.my_turn:
            return
        advice = hint(view, coaching.hint_rng(view), _small_coach())
        said = coach_message(advice, session.lang).text
        yield "H"
        yield Wait(lambda s, said=said: s.transcript[-1] == said)
        heard.append(advice.action)
        action = advice.action
        yield from ([JUMP[action.card.rank], ENTER] if isinstance(action, PlayCard) else ["b"])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_deal_played_by_the_hints_has_a_clean_review(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Hints and the review both take their player from `ReviewKeys.searcher`.
    monkeypatch.setattr(coachreview, "coach_player", _small_coach)
    session = make_session(lang, seed=3, level="basic")
    t = translator(lang)
    heard: list[Action] = []
    try:
        Driver(session).run(itertools.chain(
            _follow_every_hint(session, heard),
            [Wait(lambda s: s.keyboard.coach.review_ready), "v"]))
    finally:
        session.close()
    played = [rank_of(action) for _, action in session.keyboard.coach.decisions]
    # Every card played was the hint (suits never matter).
    assert len(played) == 13 and played == [rank_of(action) for action in heard]
    assert session.transcript[-1] == t("ui-review-clean", deal=1)
