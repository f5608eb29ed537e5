"""`w` between deals at an online table: "nobody's turn", and Enter there says one is ready (it
deals nothing), in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from ristikontra.i18n import translator
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.ui.online.table import OnlineTable
from ristikontra.ui.seat.help import unbound_hint


@pytest.mark.parametrize("lang", ["en", "de"])
def test_w_between_deals_online_says_nobodys_turn_and_ready(tmp_path: Path, lang: str) -> None:
    general = unbound_hint("between", "w")
    assert general == "ui-key-between-turn"
    online = OnlineTable(Client("ws://127.0.0.1:9", name="Anna", tokens=TokenStore(tmp_path / "tokens.json")))
    try:
        assert online.unbound_hint("between", general) == "net-key-between-turn"
    finally:
        online.close()
    t = translator(lang)
    assert t("net-key-between-turn").split(".")[0] == t("ui-key-between-turn").split(".")[0]
