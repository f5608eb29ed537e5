"""The rules reader through the real application (pipe input) and in a real terminal."""

from __future__ import annotations

from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from ui_harness import DOWN, END, ESCAPE, F1, HOME, PAGE_DOWN, PAGE_UP, UP, Driver, keys_in_terminal, make_session

from ristikontra.keep import saves
from ristikontra.ui.terminal.app import TableApp


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_stepping_through_the_rules_and_back_to_the_table(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=3)
    doc = session.announcer.rules_document()
    start: list[int] = []

    def mark(s: object) -> None:
        start.append(len(session.transcript))

    Driver(session).run([mark, "R", DOWN, DOWN, "t", "m", UP, PAGE_DOWN, PAGE_UP, PAGE_UP, HOME, UP, UP, END, DOWN,
                         DOWN, ESCAPE, "h"])
    said = session.transcript[start[0]:]
    sections = doc.sections
    assert said[0].startswith(doc.title) and ("9" in said[0])
    assert said[1] == doc.paragraph(0, 0, titled=True).text
    assert said[2] == sections[0].paragraphs[1]
    assert said[3] == doc.paragraph(1, 0, titled=True).text  # the next section begins with its title
    assert said[4] == doc.position(1, 0).text
    assert said[5] == sections[1].paragraphs[0]  # m repeats the paragraph
    assert said[6] == doc.paragraph(0, 1, titled=True).text  # Up goes back into the first section
    assert said[7] == doc.paragraph(1, 0, titled=True).text  # Page Down: next section
    assert said[8] == doc.paragraph(0, 0, titled=True).text  # Page Up
    assert said[9] == session.t("ui-rules-first-section")
    assert said[10] == doc.paragraph(0, 0, titled=True).text  # Home
    assert said[11] == session.t("ui-rules-top")
    assert said[12] == session.t("ui-rules-top-again")  # the same end again: a short word
    last = len(sections) - 1
    assert said[13] == doc.paragraph(last, len(sections[last].paragraphs) - 1, titled=True).text  # End
    assert said[14] == session.t("ui-rules-end")
    assert said[15] == session.t("ui-rules-end-again")
    assert said[16] == session.t("ui-rules-closed")
    view = session.view()
    assert view is not None and said[17] == session.announcer.hand_summary(view).text
    # Reading is browsing: the paragraphs are not in the game's message history, and `m` at the
    # table repeats what the table said last, not a paragraph.
    assert session.speaker.last is not None and session.speaker.last.text == said[17]
    assert not any(m.text == said[1] for m in session.speaker.messages.items)


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_f1_while_reading_lists_the_reader_keys(lang: str) -> None:
    saves.discard_save()
    session = make_session(lang, seed=3)
    Driver(session).run(["R", F1, ESCAPE])
    text = "\n".join(session.transcript)
    assert session.t("help-intro", mode="rules") in text
    for command in ("rules-next", "rules-next-section", "rules-where", "rules-repeat", "rules-close"):
        assert session.t(f"cmd-{command}") in text


def test_the_computer_players_wait_while_the_rules_are_open() -> None:
    saves.discard_save()
    for seed in range(1, 30):
        session = make_session("en", seed=seed)
        session.start()
        if session.table.thinking:
            break
    else:
        pytest.fail("no seed lets a computer lead")
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=DummyOutput())
        reader = session.keyboard.reader
        reader.open()
        assert not session.table.thinking and not app.busy, "the table is held while the rules are open"
        reader.close()
        assert session.table.thinking and app.busy


@pytest.mark.parametrize(("lang", "first", "second", "back"), [
    ("en", r"Section 1 of 9: What it is about\.", r"Section 2 of 9: Card points\.", r"Back at the table\."),
    ("de", r"Abschnitt 1 von 9: Worum es geht\.", r"Abschnitt 2 von 9: Augen\.", r"Zurück am Tisch\."),
    ("fi", r"Osio 1/9: Mistä on kyse\.", r"Osio 2/9: Korttien pisteet\.", r"Takaisin pöydässä\."),
])
def test_the_rules_reader_in_a_real_terminal(tmp_path: Path, lang: str, first: str, second: str, back: str) -> None:
    pexpect = pytest.importorskip("pexpect")
    keys_in_terminal(pexpect, tmp_path, lang, 3, [
        ("R", first), (PAGE_DOWN, second), ("t", r"(paragraph 1 of 2|Absatz 1 von 2|kappale 1/2)"), (ESCAPE, back)])
