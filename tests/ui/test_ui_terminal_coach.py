"""The coach in a real pseudo-terminal, in German and in English: Shift+H on the player's turn
answers with a card and a reason, the deal is played out by keys, and `v` after it reads the
review of the deal; both answers are read back from the screen as pyte renders it.

The computers play at `basic` (the level does not matter here); the coach's own search is
what takes time, so every wait is generous and ends as soon as the text appears."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

from ui_harness import TURN_SAID, spawn_game  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

#: The start of every hint sentence (coach.ftl), and of every reviewed decision.
HINT = {"en": r"(Play|Lead|Take the trick with|Match with) [^\r\n:]{1,30}: [a-z]",
        "de": r"(Spiel|Nimm den Stich mit|Geh mit) [^\r\n:]{1,30}: [a-zäöüD]"}
MISTAKE = {"en": r"Trick \d+: you played", "de": r"Stich \d+: Du hast"}
#: Generous: the coach searches for up to a second on an idle machine (a review of a deal, about
#: ten), many times longer on a loaded one; each wait ends as soon as the text is there.
COACH_WAIT = 300
#: For what follows a key at once (a line of the open review, the game's start).
PROMPT_WAIT = 60
#: The pseudo-terminal's size in spawn_game.
ROWS, COLUMNS = 40, 200


def _screen(raw: str) -> list[str]:
    """Every line the game wrote, the scrollback included: the screen is the pseudo-terminal's
    size, so the live line's scroll region scrolls the messages above it as it does for a player."""
    screen = pyte.HistoryScreen(COLUMNS, ROWS, history=5000)
    pyte.Stream(screen).feed(raw)
    history = ["".join(line[x].data for x in range(COLUMNS)) for line in screen.history.top]
    return [line.rstrip() for line in (*history, *screen.display) if line.strip()]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_hint_and_review_keys_in_a_real_terminal(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    child, raw = spawn_game(pexpect, tmp_path, lang, 3, ("--level", "basic"))
    try:
        child.expect(TURN_SAID[lang], timeout=PROMPT_WAIT)
        child.send("H")
        child.expect(HINT[lang], timeout=COACH_WAIT)
        # Play the deal out: Enter plays the focused card; a refused lead moves right and tries again.
        plays = 0
        while plays < 13:
            child.send("\r")
            got = child.expect([TURN_SAID[lang], re.escape(t("ui-next-deal-prompt")), pexpect.TIMEOUT], timeout=10)
            if got == 2:
                child.send("\x1b[C")
                continue
            plays += 1
            if got == 1:
                break
        if got != 1:  # the last play was answered by a turn: the deal's end is still to come
            child.expect(re.escape(t("ui-next-deal-prompt")) + "|" + MISTAKE[lang], timeout=PROMPT_WAIT)
        opened = re.escape(t("ui-review-open", deal=1, count=3)).split(":")[0]
        child.send("v")
        got = child.expect([re.escape(t("ui-review-computing")), opened, re.escape(t("ui-review-clean", deal=1))],
                           timeout=PROMPT_WAIT)
        if got == 0:  # still being computed: it opens by itself once it is there, no second v
            got = 1 + child.expect([opened, re.escape(t("ui-review-clean", deal=1))], timeout=COACH_WAIT)
        assert got == 1, "seed 3 played by Enter has costly decisions to review"
        child.expect(MISTAKE[lang], timeout=PROMPT_WAIT)
        child.send("\x1b[B")  # Down: the next costly decision
        child.expect(MISTAKE[lang], timeout=PROMPT_WAIT)
        child.send("\x1b")
        child.expect(re.escape(t("ui-review-closed")), timeout=PROMPT_WAIT)
        child.send("\x11")
        child.expect(pexpect.EOF, timeout=PROMPT_WAIT)
    finally:
        child.close()
    assert child.exitstatus == 0
    lines = _screen(raw.getvalue())
    hints = [line for line in lines if re.match(HINT[lang], line)]
    assert len(hints) == 1 and hints[0].endswith("."), hints
    mistakes = [line for line in lines if re.match(MISTAKE[lang], line)]
    assert len(mistakes) == 2 and mistakes[0] != mistakes[1]
    assert "That key does nothing" not in raw.getvalue() and "nicht belegt" not in raw.getvalue()
