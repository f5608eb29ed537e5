"""Whole games and every command, played headlessly through the real application."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ui_harness import (
    CTRL_Q,
    DOWN,
    END,
    ENTER,
    ESCAPE,
    F1,
    HOME,
    LEFT,
    PAGE_DOWN,
    PAGE_UP,
    RIGHT,
    TAB,
    UP,
    Driver,
    RecordingOutput,
    make_session,
    read_back,
    result_heard,
)

from ristikontra.engine import Card, GameState, cards, default_players, play
from ristikontra.i18n import translator
from ristikontra.keep import saves
from ristikontra.keep.settings import Settings, load_settings
from ristikontra.ui.terminal.session import TableSession


def until_over(session: TableSession) -> Iterator[str]:
    """Enter until the game is over: plays the focused card, deals the next hand."""
    while session.mode != "over":
        yield ENTER


def until_my_turn(session: TableSession) -> bool:
    view = session.view()
    return view is not None and view.my_turn


@pytest.mark.parametrize("lang", ["en", "de"])
def test_whole_game_by_keys(lang: str) -> None:
    session = make_session(lang, seed=7, target=3)
    Driver(session).run(until_over(session))
    t = translator(lang)
    assert session.state is not None and session.state.phase == "game_over"
    assert session.transcript[0] == t("ui-welcome")
    assert session.transcript[-1] == t("ui-play-again-prompt")
    assert t("ui-next-deal-prompt") in session.transcript
    # Everything shown was spoken, in the same order.
    output = session.output
    assert isinstance(output, RecordingOutput)
    assert output.spoken == session.transcript
    assert not saves.save_path().exists(), "a finished game leaves no save behind"


def test_game_over_offers_another_game() -> None:
    session = make_session("en", seed=3, target=1)
    driver = Driver(session)

    def steps() -> Iterator[object]:
        yield from until_over(session)
        # The result has been heard:
        yield result_heard
        yield ENTER  # play again

    driver.run(steps())  # type: ignore[arg-type]
    assert session.mode == "play"
    assert session.state is not None and session.state.deal_no == 1
    assert session.game_id == 2


def test_blind_play_and_stock() -> None:
    session = make_session("en", seed=11)
    marks: dict[str, int] = {}

    def mark(name: str) -> object:
        return lambda s: marks.__setitem__(name, len(s.transcript))

    def record_stock(s: TableSession) -> None:
        view = s.view()
        assert view is not None and view.my_turn
        marks["stock"] = view.stock_size

    Driver(session).run([record_stock, mark("before"), "b", mark("after"), "k"])
    assert session.state is not None
    mine = [(seat, blind) for rec in session.state.history for seat, blind in zip(rec.seats, rec.blind, strict=True)]
    mine += [(seat, blind) for seat, _, blind in session.state.view(0).trick]
    assert (0, True) in mine
    assert marks["after"] > marks["before"], "the blind card was announced"
    view = session.view()
    assert view is not None
    assert session.transcript[-1] == session.announcer.stock(view).text


def test_playing_out_of_turn_is_refused_with_the_reason() -> None:
    session = make_session("en", seed=1)  # seat 2 leads the first trick
    output = session.output
    assert isinstance(output, RecordingOutput)
    before: list[object] = []

    def snapshot(s: TableSession) -> None:
        assert s.state is not None
        before.append(s.state.to_dict())

    Driver(session, ai_delay=5.0).run([snapshot, ENTER, "b"], wait=False)
    assert session.state is not None
    assert session.state.to_dict() == before[0], "the refused plays changed nothing"
    error = session.announcer.illegal(_not_your_turn(), session.state.view(0))
    assert session.transcript[-2:] == [error.text, error.text]
    assert output.sounds[-2:] == ["error", "error"]


def _not_your_turn() -> object:
    from ristikontra.engine import IllegalAction

    return IllegalAction("not_your_turn")


def barred_lead_state() -> GameState:
    """Seat 0 has led sevens in tricks 1-3, unmatched each time, and leads trick 4."""
    hands = [cards("7C 7D 7H 7S 2C 3C"), cards("4C 4D 4H 5C 5D 5H"), cards("6C 6D 6H 8C 8D 8H"),
             cards("9C 9D 9H JC JD JH")]
    used = {c for h in hands for c in h}
    from ristikontra.engine import DECK

    stock = [c for c in DECK if c not in used]
    state = GameState(players=default_players(0), seed=5)
    state.start_deal(hands=hands, stock=stock, dealer=3)
    for seven in cards("7C 7D 7H"):
        state.apply(play(0, seven))
        for seat in (1, 2, 3):
            card = next(c for c in state.hands[seat] if c.rank != "7")
            state.apply(play(seat, card))
    assert state.to_move == 0 and state.trick_no == 4
    return state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_barred_lead_is_explained(lang: str) -> None:
    saves.save_game(saves.SavedGame(barred_lead_state()))
    session = make_session(lang)
    marks: list[int] = []
    Driver(session).run(["7", ENTER, lambda s: marks.append(len(s.transcript))], resume=True)
    assert session.state is not None
    assert session.keyboard.hand.focused is not None and session.keyboard.hand.focused.rank == "7"
    from ristikontra.engine import IllegalAction

    expected = session.announcer.illegal(IllegalAction("lead_limit", rank="7"), session.state.view(0))
    assert session.transcript[marks[0] - 1] == expected.text
    assert session.state.trick_no == 4 and not session.state.trick_cards


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_the_rules_forbid_now_is_named_so_when_focused(lang: str) -> None:
    """On the player's turn the focus names a barred card as not allowed now, the others plainly:
    the card Enter would refuse is not heard like one it would play."""
    saves.save_game(saves.SavedGame(barred_lead_state()))
    session = make_session(lang)
    marks: list[int] = []
    focused: list[tuple[Card, int, int]] = []  # the card, its place, the hand's size

    def mark(s: TableSession) -> None:
        marks.append(len(s.transcript))
        hand = s.keyboard.hand
        if hand.focused is not None:
            focused.append((hand.focused, hand.index + 1, len(hand.cards)))

    Driver(session).run([mark, "7", mark, "2", mark], resume=True)
    said = session.transcript
    view = session.view()
    assert view is not None and view.my_turn
    _, seven, two = focused
    assert seven[0].rank == "7" and two[0].rank == "2"
    a = session.announcer
    barred = a.card_focus(*seven, view).text
    assert barred in said[marks[0]:marks[1]]
    assert {"en": "not allowed now", "de": "jetzt nicht erlaubt"}[lang] in barred
    plain = a.card_focus(*two, view).text
    assert plain in said[marks[1]:marks[2]] and plain == a.card_focus(*two).text


def test_status_keys_answer_with_the_announcer() -> None:
    session = make_session("en", seed=2)
    seen: dict[str, tuple[str, str]] = {}
    a = session.announcer

    def query(key: str, ask: str) -> list[object]:
        holder: dict[str, str] = {}

        def before(s: TableSession) -> None:
            view = s.view()
            assert view is not None
            answers = {
                "hand": lambda: a.hand_summary(view).text,
                "trick": lambda: a.current_trick(view).text,
                "scores": lambda: a.scores_brief(view).text,
                "stock": lambda: a.stock(view).text,
                "turn": lambda: a.turn(view).text,
                "rules": lambda: a.rules_summary(view.rules).text,
                # Shift+R opens the rules as a document, at its first paragraph.
                "text": lambda: a.rules_document().paragraph(0, 0, titled=True).text,
            }
            holder["want"] = answers[ask]()

        def after(s: TableSession) -> None:
            seen[key] = (s.transcript[-1], holder["want"])

        return [before, key, after]

    steps: list[object] = [ENTER, ENTER]
    for key, ask in (("h", "hand"), ("t", "trick"), ("s", "scores"), ("k", "stock"), ("w", "turn"),
                     ("r", "rules"), ("R", "text")):
        steps += query(key, ask)
    steps.append(ESCAPE)
    Driver(session).run(steps)  # type: ignore[arg-type]
    assert set(seen) == {"h", "t", "s", "k", "w", "r", "R"}
    for key, (said, wanted) in seen.items():
        assert said == wanted, key


def test_trick_history_browser() -> None:
    session = make_session("en", seed=4)
    heard: list[str] = []
    grab = lambda s: heard.append(s.transcript[-1])  # noqa: E731
    Driver(session).run([ENTER, ENTER, ENTER, UP, grab, UP, grab, UP, grab, UP, grab, DOWN, grab, DOWN, grab,
                         DOWN, grab, DOWN, grab, DOWN, grab])  # type: ignore[list-item]
    view = session.view()
    assert view is not None and len(view.history) == 3
    t = session.t
    a = session.announcer
    trick = [a.trick(view, n).text for n in (1, 2, 3)]
    assert heard[:3] == [trick[2], trick[1], trick[0]]
    assert heard[3] == t("ui-first-trick", trick=trick[0])
    assert heard[4:6] == [trick[1], trick[2]]
    # Past the last finished trick: back at the current one.
    assert t("ui-back-to-now") in session.transcript
    assert heard[-1] == t("ui-history-at-now")


def test_focus_rank_jumps_and_sorting() -> None:
    session = make_session("en", seed=9)
    focus: list[tuple[int, str]] = []

    def grab(s: TableSession) -> None:
        card = s.keyboard.hand.focused
        assert card is not None
        focus.append((s.keyboard.hand.index, str(card)))

    Driver(session).run([grab, RIGHT, grab, LEFT, grab, LEFT, grab, END, grab, RIGHT, grab, HOME, grab,
                         TAB, grab, TAB, grab, TAB, grab])  # type: ignore[list-item]
    hand = session.keyboard.hand.cards
    assert [i for i, _ in focus[:7]] == [0, 1, 0, 0, len(hand) - 1, len(hand) - 1, 0]
    t = session.t
    assert t("ui-sorted", sort="points") in session.transcript
    assert t("ui-sorted", sort="drawn") in session.transcript
    assert session.keyboard.hand.sort == "rank"
    first = session.keyboard.hand.cards[0]
    assert t("ui-edge-first", card=session.announcer.card_focus(first, 1, len(hand)).text) in session.transcript
    # Rank keys: a rank in the hand takes the focus there; one that is missing says so.
    ranks = {c.rank for c in hand}
    missing = next(r for r in "23456789TJQKA" if r not in ranks)
    present = next(iter(ranks))
    key_for = {"T": "0"}
    saves.discard_save()
    session2 = make_session("en", seed=9)
    Driver(session2).run([key_for.get(present, present), key_for.get(missing, missing)])
    assert session2.keyboard.hand.focused is not None and session2.keyboard.hand.focused.rank == present
    words = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
             "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}
    assert session2.transcript[-1] == f"You have no {words[missing]} in your hand."


def test_messages_repeat_and_read_back() -> None:
    session = make_session("en", seed=2)
    Driver(session).run(["s", "k", "m", PAGE_UP, PAGE_UP, PAGE_DOWN, PAGE_DOWN])
    said = session.transcript
    stock = said[-6]
    assert said[-5] == stock  # m repeats the last answer
    game = [m.text for m in session.speaker.messages.items]
    assert stock not in game and said[-7] not in game, "answers to status keys are not game history"
    # Page Up starts one back from the newest game message, Page Down reads forward again.
    assert said[-4:-2] == [read_back(session, -2), read_back(session, -3)]
    assert said[-2:] == [read_back(session, -2), read_back(session, -1)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_lists_the_keys_of_the_moment(lang: str) -> None:
    session = make_session(lang, seed=2)
    Driver(session).run([F1, F1])
    t = translator(lang)
    said = session.transcript
    start = said.index(t("help-intro", mode="play"))
    lines = said[start:]
    assert t("help-line", keys=t("keys-or", first=t("key-enter"), last=t("key-space")),
             action=t("cmd-play-focused")) in lines
    assert any(t("cmd-play-blind") in line for line in lines)
    assert lines[-1] == t("help-line", keys=t("key-ctrl-q"), action=t("cmd-quit"))
    Driver(session).run(["x"], start=False)
    assert session.transcript[-1] == t("ui-key-unused")


def test_options_menu_changes_and_saves() -> None:
    session = make_session("en", seed=2)
    # Verbosity (the seventh item) one step on; past the live line, the level one step back.
    Driver(session).run(["o", DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, RIGHT, DOWN, DOWN, LEFT, UP, UP, UP, UP, UP, UP,
                         UP, UP, LEFT, ESCAPE])
    stored = load_settings()
    assert stored.verbosity == "verbose"
    assert stored.level == "expert"  # Left on the first value wraps round to the last
    assert stored.lang == "de"
    t = translator("de")
    # Left on "Language" switched to German, at once.
    assert session.lang == "de"
    assert session.transcript[-2] == "Deutsch"
    assert session.transcript[-1] == t("ui-menu-closed")
    assert session.keyboard.options.menu is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pause_in_the_options_menu_reaches_ten_seconds_and_stops_at_its_ends(lang: str) -> None:
    """The menu's pause wrapped from "no pause" to 3 s, stopped at 3 s while --ai-delay takes 10,
    and a pause between its steps jumped to "no pause"."""
    from ristikontra.options import AI_DELAYS, seconds
    from ristikontra.ui.seat.menu import ITEMS

    t = translator(lang)
    session = make_session(lang, seed=2)
    downs = [DOWN] * ITEMS.index("ai_delay")

    def as_if_given(s: TableSession) -> None:  # `--ai-delay 4.5`
        s.change_settings("ai_delay", {"ai_delay": 4.5})

    Driver(session).run([as_if_given, "o", *downs, RIGHT, LEFT, LEFT, *[LEFT] * len(AI_DELAYS),
                         *[RIGHT] * (len(AI_DELAYS) + 1), ESCAPE])
    said = session.transcript
    at = next(i for i, line in enumerate(said) if line.startswith(t("setting-ai-delay")))
    heard = said[at + 1:said.index(t("ui-menu-closed"), at)]

    def pause(value: float) -> str:
        return seconds(t, value, session.settings)

    # 4.5 s (from the command line): Right goes to 5 s, Left back to 4 s, then on down.
    assert heard[:3] == [pause(5.0), pause(4.0), pause(3.0)]
    down = heard[3:3 + len(AI_DELAYS)]
    assert down[-2:] == [pause(0.0), pause(0.0)], "no wrap from no pause to the longest"
    up = heard[3 + len(AI_DELAYS):]
    assert up[-2:] == [pause(10.0), pause(10.0)], "up to what --ai-delay allows, and no further"
    assert load_settings().ai_delay == 10.0


def test_rule_options_wait_for_the_next_game() -> None:
    session = make_session("en", seed=2)
    Driver(session).run(["o", END, RIGHT, ESCAPE])
    assert session.state is not None and not session.state.rules.fourth_king
    assert session.settings.fourth_king
    assert session.transcript[-2] == session.t("ui-menu-next-game", value=session.t("value-on"))


def test_quit_saves_and_resume_continues() -> None:
    session = make_session("en", seed=5)
    result = Driver(session).run([ENTER, ENTER, ENTER, CTRL_Q])
    assert result == 0
    assert session.transcript[-1] == session.t("ui-saved-bye")
    assert session.state is not None
    saved = session.state.to_dict()
    again = make_session("en")
    Driver(again).run([], resume=True)
    assert again.state is not None and again.state.to_dict() == saved
    assert again.t("ui-resumed", deal=1, trick=saved["trick_no"]) in again.transcript


def test_start_question_new_or_continue() -> None:
    first = make_session("en", seed=5)
    Driver(first).run([ENTER, CTRL_Q])
    assert first.state is not None
    saved = first.state.to_dict()
    asked = make_session("en", seed=6)
    Driver(asked).run([ENTER])
    assert asked.state is not None and asked.state.to_dict()["seed"] == saved["seed"]
    assert asked.t("ui-save-found", deal=1, trick=saved["trick_no"], seed="6") in asked.transcript
    fresh = make_session("en", seed=6)
    Driver(fresh).run(["n", "n"])  # n asks first: the second starts the new game
    assert fresh.state is not None and fresh.state.seed == 6


def test_same_seed_same_game() -> None:
    one = make_session("en", seed=21, level="basic")
    two = make_session("en", seed=21, level="basic")
    keys = [ENTER] * 20
    Driver(one).run(keys)
    saves.discard_save()
    Driver(two).run(keys)
    assert one.transcript == two.transcript
    assert one.state is not None and two.state is not None
    assert one.state.to_dict() == two.state.to_dict()


def test_event_log(tmp_path: object) -> None:
    import json
    from pathlib import Path

    log = Path(str(tmp_path)) / "game.jsonl"
    session = TableSession(Settings(lang="en", level="random", ai_delay=0.0), seed=3, output=RecordingOutput(),
                           log_path=log)
    Driver(session).run([ENTER, ENTER])
    session.close()
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert events[0]["type"] == "game_started" and events[0]["seed"] == 3
    assert any(e["type"] == "card_played" and e["seat"] == 0 for e in events)


def test_blind_play_is_recorded_in_history() -> None:
    session = make_session("en", seed=11)
    Driver(session).run(["b", ENTER, ENTER, ENTER])
    assert session.state is not None
    blind_seen = any(b and s == 0 for rec in session.state.history for s, b in zip(rec.seats, rec.blind,
                                                                                  strict=True))
    assert blind_seen


@pytest.mark.parametrize(("lang", "phrases"), [
    ("en", ["Ristikontra. Press F1 for the keys.", "Deal 1.", "Your lead.", "You play blind from the stock: the",
            "Trick 2: you won it, 11 points. You led the two of spades",
            "It is not your turn yet.", "Keys while playing:", "Game saved. Goodbye."]),
    ("de", ["Ristikontra. F1 zeigt die Tasten.", "Runde 1.", "Du spielst aus.", "Du spielst ins Schwarze",
            "Stich 2 hast du mit 11 Augen gewonnen. Du hast die Zwei Pik ausgespielt",
            "Du bist noch nicht dran.", "Tasten im Spiel:",
            "Spiel gespeichert. Auf Wiedersehen."]),
])
def test_transcript_speaks_the_players_language(lang: str, phrases: list[str]) -> None:
    session = make_session(lang, seed=12)
    Driver(session).run(["b", ENTER, UP, F1, F1])
    # Out of turn: the computer is still thinking about its card when Enter comes.
    Driver(session, ai_delay=5.0).run([ENTER, ENTER, CTRL_Q], wait=False, start=False)
    text = "\n".join(session.transcript)
    for phrase in phrases:
        assert phrase in text, phrase


def test_live_line_cursor_sits_on_the_focused_card() -> None:
    session = make_session("de", seed=9)
    lines: list[tuple[str, int]] = []
    grab = lambda s: lines.append(s.keyboard.live_line())  # noqa: E731
    Driver(session).run([grab, RIGHT, grab, END, grab])  # type: ignore[list-item]
    for (text, column), index in zip(lines, (0, 1, len(session.keyboard.hand.cards) - 1), strict=True):
        card = session.keyboard.hand.cards[index]
        assert text.startswith(session.t("live-hand"))
        assert text[column:].startswith(session.keyboard.announcer.card_name(card))
    assert lines[0][0] == lines[1][0], "moving the focus does not change the line, only the cursor"
    assert not any("\u2500" <= ch <= "\u257f" for text, _ in lines for ch in text)


def test_escape_silences_and_ctrl_c_saves_too() -> None:
    session = make_session("en", seed=2)
    output = session.output
    assert isinstance(output, RecordingOutput)
    assert Driver(session).run([ESCAPE, "\x03"]) == 0
    assert ("silence", None) in output.calls
    assert session.transcript[-1] == session.t("ui-saved-bye")
    assert saves.save_path().exists()


def test_answers_to_keys_cut_off_stale_speech_but_table_talk_queues() -> None:
    session = make_session("en", seed=1)
    output = session.output
    assert isinstance(output, RecordingOutput)
    Driver(session).run(["h", ENTER])
    speaks = [args for name, args in output.calls if name == "speak"]
    interrupting = [text for text, interrupt in speaks if interrupt]
    # Only the first answer to each key interrupts: "h" and the card played with Enter.
    assert len(interrupting) == 2
    assert interrupting[1].startswith("You play")
    assert any(text == "Your turn." and not interrupt for text, interrupt in speaks)


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_a_deal_against_the_default_strong_players_and_the_experts(level: str) -> None:
    from ristikontra.keep.settings import Settings

    assert Settings().level == "strong"
    session = make_session("en", seed=12, level=level)

    def steps() -> Iterator[str]:
        while session.mode == "play":
            yield ENTER

    Driver(session).run(steps())
    assert session.mode in ("between", "over")
    assert session.state is not None and session.state.phase in ("deal_over", "game_over")
    session.check_invariants()
