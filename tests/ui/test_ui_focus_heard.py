"""Enter plays only a card the player has heard named as the focused one (issue 32, item 4).

Playing the focused card moves the focus to its neighbour, a card nobody named; a draw re-sorts
the hand around it. "Your turn" names the focused card whenever it is not the one last heard,
the focus stays on its card through a re-sort, and `f` names it without moving.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from ui_harness import END, ENTER, LEFT, Driver, make_session

from ristikontra.ui.terminal.session import TableSession

#: A line that names the focused card and its place ("Queen of diamonds, 5 of 6").
FOCUS_LINE = re.compile(r"^(?P<card>[^,]+), (?P<position>\d+) (of|von) (?P<total>\d+)$")


def focus_named(session: TableSession) -> str:
    """The card the last focus line of the transcript named."""
    for line in reversed(session.transcript):
        found = FOCUS_LINE.match(line)
        if found:
            return found["card"]
    return ""


def focused_name(session: TableSession) -> str:
    k = session.keyboard
    card = k.hand.focused
    assert card is not None
    return k.announcer.card_focus(card, k.hand.index + 1, len(k.hand.cards)).text.split(",")[0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_enter_plays_only_the_card_last_named(lang: str) -> None:
    """The issue's game (seed 11): End, Left, Left, Enter plays the eight of spades; every later
    Enter of the deal plays the card the player heard last as the focus."""
    session = make_session(lang, seed=11, level="basic")
    played: list[tuple[str, str]] = []

    def check(s: TableSession) -> None:
        played.append((focus_named(s), focused_name(s)))

    def steps() -> Iterator[object]:
        yield END
        yield LEFT
        yield LEFT
        while session.mode == "play":
            yield check
            yield ENTER

    Driver(session).run(steps())
    assert len(played) >= 12, "the whole deal was played by Enter"
    assert all(heard == focused for heard, focused in played), played


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_focus_stays_on_its_card_through_a_draw(lang: str) -> None:
    """A drawn card re-sorts the hand: the focus stays on the same card, and `f` says it (its
    new place) without moving it."""
    session = make_session(lang, seed=11, level="basic")
    seen: dict[str, object] = {}

    def before(s: TableSession) -> None:
        seen["card"] = s.keyboard.hand.focused
        seen["lines"] = len(s.transcript)

    def after(s: TableSession) -> None:
        seen["after"] = s.keyboard.hand.focused
        seen["said"] = s.transcript[int(str(seen["lines"])):]

    # End, Left, Left, Enter: the eight of spades; the focus lands on the queen of diamonds, a
    # drawn ten lands before it in the sorted hand.
    Driver(session).run([END, LEFT, LEFT, ENTER, before, "f", after])
    card = seen["card"]
    assert card is not None and seen["after"] == card, "f does not move the focus"
    k = session.keyboard
    assert k.hand.cards.index(card) == k.hand.index  # type: ignore[arg-type]
    said = seen["said"]
    expected = k.announcer.card_focus(k.hand.cards[k.hand.index], k.hand.index + 1, len(k.hand.cards)).text
    assert said == [expected], "f names the focused card and its place, nothing else"
