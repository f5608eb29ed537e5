"""One seam between a keyboard seat and its table: the local table and the online one are both a
`TableLink`, and what a table does not add (chat, a key mode, its own hints) has the defaults of
a table of this terminal."""

from __future__ import annotations

from pathlib import Path

from ristikontra.engine import find_preset
from ristikontra.keep.tokens import TokenStore
from ristikontra.net.client import Client
from ristikontra.table import Table
from ristikontra.table.seats import Mode, TableLink
from ristikontra.ui.online.table import OnlineTable


def test_the_local_and_the_online_table_are_one_kind_of_link(tmp_path: Path) -> None:
    local = Table(lambda: find_preset("sticks"), seed=1)
    online = OnlineTable(Client("ws://127.0.0.1:9", name="Anna", tokens=TokenStore(tmp_path / "tokens.json")))
    try:
        assert isinstance(local, TableLink) and isinstance(online, TableLink)
        # A table of this terminal adds nothing: no chat, no keys of its own, the general answers.
        assert not local.has_chat and local.names is False
        assert local.key_mode() is None and local.lobby_line() is None and local.live_texts == {}
        assert local.unbound_hint("between", "ui-key-between") is None and local.help_notes("play") == []
        assert local.turn_unknown() is None and local.hints_allowed() and not local.farewell()
        assert local.fixed_options == frozenset() and local.table_values() == {}
        # The online table overrides what it has.
        assert online.has_chat and online.names == "people" and online.fixed_options
        assert online.unbound_hint("between", "ui-key-between") == "net-key-between"
        assert online.live_texts[Mode.BETWEEN] == "net-next-deal-prompt"
    finally:
        local.close()
        online.close()
