"""A paste from a terminal without bracketed paste, in a real pseudo-terminal (pexpect).

Such a terminal sends the pasted text as keys, all in one write: pasting "bbb" must not play
blind. It gets the answer a bracketed paste gets; keys typed one after the other, a held key
whose repeats arrive together after a stall, and quick typing into an open line still act."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from ui_harness import keys_in_terminal  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

#: The player's own blind play, in each language ("You play blind from the stock: ...").
OWN_BLIND = {"en": "You play blind", "de": "Du spielst ins Schwarze"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unbracketed_paste_is_one_input_and_does_not_play(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    stock = re.escape(t("stock-count", count=99)).replace("99", r"\d+")
    pasted = re.escape(t("ui-paste-ignored"))
    steps = [
        ("bbb", pasted),  # one write, as such a terminal sends a paste
        # Keys one by one still act: each is answered before the next is typed.
        ("k", stock), ("k", stock), ("k", stock),
        # A held key: the first press, then its repeats arriving together after a stall.
        ("k", stock), ("kkk", stock), ("", stock), ("", stock),
        # In an open line quick keys are typing: each edits the line, Enter ends it.
        ("p", re.escape(t("ui-online-server"))),
        ("not a server\x7f\x7f\x7f\x7f\x7f\x7f\r", re.escape(t("ui-online-bad-server"))),  # "not a ", Enter
        ("\x1b", re.escape(t("ui-online-cancelled"))),
    ]
    written = keys_in_terminal(pexpect, tmp_path, lang, 3, steps, ["--level", "basic"])
    assert OWN_BLIND[lang] not in written, "the pasted b's played blind"
    assert written.count(t("ui-paste-ignored")) == 1, "a key or a held key was taken for a paste"
    after = written[written.index(t("ui-paste-ignored")):]
    assert len(re.findall(stock, after)) == 7
