"""Alt+key in a real pseudo-terminal (pexpect): a terminal sends Escape and the key in one write.

Read as two keys, Alt+Enter stopped the speech and then played the focused card, and Alt+B
played blind: a player reaching for a shortcut of another program lost a card. Now an Alt+key
is one key that does nothing here, answered as such; Escape alone, the function keys (escape
sequences too) and the plain keys still act."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from ui_harness import TURN_SAID, spawn_game  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

#: Any play of the player's own ("You play ...", "Du spielst ...").
OWN_PLAY = {"en": "You play", "de": "Du spielst "}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_alt_keys_do_nothing_and_play_no_card(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    unused = re.escape(t("ui-key-unused"))
    child, raw = spawn_game(pexpect, tmp_path, lang, 3, ["--level", "basic"])
    try:
        child.expect(TURN_SAID[lang])
        start = len(raw.getvalue())
        for alt in ("\x1b\r", "\x1bb", "\x1b "):  # Alt+Enter, Alt+B, Alt+Space
            child.send(alt)
            child.expect(unused)
        child.send("k")  # a plain key still acts
        child.expect(re.escape(t("stock-count", count=99)).replace("99", r"\d+"))
        child.send("\x1bOP\x1bOP")  # F1 twice, escape sequences of their own: all the keys that work now
        child.expect(re.escape(t("help-intro", mode="play")))
        during = raw.getvalue()[start:]
        child.send("\x11")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert OWN_PLAY[lang] not in during, "an Alt+key played a card"
    assert during.count(t("ui-key-unused")) == 3
