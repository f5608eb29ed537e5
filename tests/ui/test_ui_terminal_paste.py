"""A paste from a terminal without bracketed paste, in a real pseudo-terminal (pexpect).

Such a terminal sends the pasted text as keys, all in one write: pasting "bbb" must not play
blind. It gets the answer a bracketed paste gets; keys typed one after the other, a held key
whose repeats arrive together after a stall, and quick typing into an open line still act."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from ui_harness import TURN_SAID, spawn_game  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

#: The player's own blind play, in each language ("You play blind from the stock: ...").
OWN_BLIND = {"en": "You play blind", "de": "Du spielst ins Schwarze"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unbracketed_paste_is_one_input_and_does_not_play(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    child, raw = spawn_game(pexpect, tmp_path, lang, 3, ["--level", "basic"])
    stock = re.escape(t("stock-count", count=99)).replace("99", r"\d+")
    try:
        child.expect(TURN_SAID[lang], timeout=30)
        child.send("bbb")  # one write, as such a terminal sends a paste
        child.expect(re.escape(t("ui-paste-ignored")), timeout=30)
        # Keys one by one still act: each is answered.
        mark = len(raw.getvalue())
        for key in "kkk":
            child.send(key)
            child.expect(stock, timeout=30)
            time.sleep(0.05)
        # A held key: the first press, then its repeats arriving together after a stall.
        child.send("k")
        child.expect(stock, timeout=30)
        child.send("kkk")
        for _ in range(3):
            child.expect(stock, timeout=30)
        # In an open line quick keys are typing: each edits the line, Enter ends it.
        child.send("p")
        child.expect(re.escape(t("ui-online-server")), timeout=30)
        child.send("not a server\x7f\x7f\x7f\x7f\x7f\x7f\r")  # "not a " is left, then Enter
        child.expect(re.escape(t("ui-online-bad-server")), timeout=30)
        child.send("\x1b")
        child.expect(re.escape(t("ui-online-cancelled")), timeout=30)
        child.send("\x11")
        child.expect(pexpect.EOF, timeout=30)
    finally:
        child.close()
    written = raw.getvalue()
    assert OWN_BLIND[lang] not in written, "the pasted b's played blind"
    assert written.count(t("ui-paste-ignored")) == 1
    assert len(re.findall(stock, written[mark:])) == 7
    assert t("ui-paste-ignored") not in written[mark:], "a key or a held key was taken for a paste"
