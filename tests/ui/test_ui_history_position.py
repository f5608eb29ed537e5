"""The message history says where it stands and jumps to its ends (issue 32, item 7): Page Up
reads "You play the eight of spades. 12 of 90", and after Page Up Home and End jump to the
oldest and the newest message; any other key gives Home and End back to the hand. The first
Page Up goes one back from the newest message, which was just heard."""

from __future__ import annotations

import pytest
from ui_harness import END, ENTER, HOME, PAGE_DOWN, PAGE_UP, Driver, make_session

from ristikontra.ui.terminal.session import TableSession


def kept(session: TableSession) -> list[str]:
    return [m.text for m in session.speaker.messages.items]


@pytest.mark.parametrize(("lang", "of"), [("en", "of"), ("de", "von")])
def test_page_up_says_the_place_and_home_end_jump(lang: str, of: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    Driver(session).run([ENTER, ENTER, PAGE_UP, PAGE_UP, HOME, PAGE_DOWN, END])
    game = kept(session)
    total = len(game)
    before, earlier, oldest, second, last = session.transcript[-5:]
    assert before == f"{game[-2]} {total - 1} {of} {total}", "the first Page Up: the message before the newest"
    assert earlier == f"{game[-3]} {total - 2} {of} {total}"
    assert oldest == f"{game[0]} 1 {of} {total}", "Home after Page Up: the oldest message"
    assert second == f"{game[1]} 2 {of} {total}"
    assert last == f"{game[-1]} {total} {of} {total}", "End: the newest message"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_home_is_the_hands_again_after_another_key(lang: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    Driver(session).run([PAGE_UP, "h", HOME])
    k = session.keyboard
    assert k.hand.index == 0
    assert session.transcript[-1] == k.announcer.card_focus(k.hand.cards[0], 1, len(k.hand.cards)).text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_between_deals_home_and_end_read_the_history(lang: str) -> None:
    session = make_session(lang, seed=3, level="basic")

    def steps() -> object:
        while session.mode == "play":
            yield ENTER
        yield HOME
        yield END

    Driver(session).run(steps())  # type: ignore[arg-type]
    game = kept(session)
    total = len(game)
    of = "of" if lang == "en" else "von"
    assert session.transcript[-2:] == [f"{game[0]} 1 {of} {total}", f"{game[-1]} {total} {of} {total}"]


@pytest.mark.parametrize(("lang", "of"), [("en", "of"), ("de", "von")])
def test_the_first_page_up_goes_one_back_from_the_message_just_heard(lang: str, of: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    Driver(session).run([ENTER, ENTER, PAGE_UP, PAGE_DOWN, PAGE_DOWN])
    game = kept(session)
    total = len(game)
    assert game[-1] in session.transcript[:-3], "the newest message was heard before Page Up"
    back, newest, end = session.transcript[-3:]
    assert back == f"{game[-2]} {total - 1} {of} {total}", "not the newest again"
    assert newest == f"{game[-1]} {total} {of} {total}", "Page Down reads the newest again"
    assert end == session.t("ui-messages-last", text=game[-1]), "and then says it is the newest"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_page_up_with_one_message_says_it_is_the_oldest(lang: str) -> None:
    session = make_session(lang, seed=11, level="basic")
    only = session.t("ui-resumed-as-offered")
    Driver(session).run([lambda s: s.speaker.messages.items.clear(),
                         lambda s: s.speaker.tell("ui-resumed-as-offered", {}, remember=True), PAGE_UP])
    assert [m.text for m in session.speaker.messages.items] == [only]
    assert session.transcript[-1] == session.t("ui-messages-first", text=only)
