"""The seam between the rules and online play: every rule the option table offers is taken by the
protocol and played by the server, with nothing in `net/` naming it (docs/ARCHITECTURE.md)."""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import fields
from pathlib import Path

import pytest

from ristikontra.cli import online as onlineplay
from ristikontra.engine import PRESETS, Rules
from ristikontra.net.client import Client
from ristikontra.net.clientstate import Batch
from ristikontra.net.protocol import ProtocolError, dumps, parse_frame
from ristikontra.options import OPTIONS, Option, Settings, overrides_from_args
from tests.net.netharness import ServerThread, until

RULE_ROWS = [row for row in OPTIONS if row.rule is not None]


def create(options: dict[str, object], rules: str = "sticks") -> str:
    return dumps({"type": "create", "name": "Anna", "rules": rules, "options": options})


def offered(row: Option) -> list[tuple[str, object]]:
    """Every (rule set, value) the option table offers for `row` that a client sends as a rule."""
    return [(preset, value) for preset in PRESETS for value in row.choices(Settings(rules=preset))
            if value != row.preset_value]


def test_every_rules_field_is_an_option_of_the_table_or_a_part_of_the_rule_sets() -> None:
    """A `Rules` field no player can set (no row, and the same in every rule set) is a rule that
    never reaches a game, online or not."""
    rows = {row.rule for row in RULE_ROWS}
    assert rows <= {f.name for f in fields(Rules)}, "an option naming no Rules field"
    for f in fields(Rules):
        varies = len({repr(getattr(rules, f.name)) for rules in PRESETS.values()}) > 1
        assert f.name in rows or varies, f"{f.name}: no option of the table sets it and the rule sets agree on it"


@pytest.mark.parametrize("row", RULE_ROWS, ids=lambda row: row.name)
def test_the_protocol_takes_every_value_the_option_table_offers_for_a_rule(row: Option) -> None:
    assert row.rule is not None
    for preset, value in offered(row):
        msg = parse_frame(create({row.rule: value}, preset))
        assert msg.fields["options"] == {row.rule: value}
    # What the option table does not offer is refused: another type, and "as the rule set says".
    for wrong in ("x", None, [], 1.5) + ((row.preset_value,) if row.preset_value is not None else ()):
        with pytest.raises(ProtocolError) as refused:
            parse_frame(create({row.rule: wrong}))
        assert refused.value.reason == "bad_message"


def test_an_option_that_is_no_rule_is_refused() -> None:
    with pytest.raises(ProtocolError) as refused:
        parse_frame(create({"voice_rate": 50}))
    assert refused.value.reason == "bad_message"


def changed_flags() -> list[str]:
    """`online create` flags turning every rule option away from its default."""
    argv: list[str] = []
    for row in RULE_ROWS:
        assert row.flag is not None, f"{row.name} has no command-line flag"
        if isinstance(row.default, bool):
            argv.append(row.flag)  # a switch flips its default
            continue
        value = next(v for v in row.choices(Settings()) if v not in (row.default, row.preset_value))
        argv += [row.flag, str(value)]
    return argv


def test_online_create_with_every_rule_option_plays_a_game_with_those_rules(tmp_path: Path) -> None:
    """From the command line (`online create --dirty ...`) through the client and the protocol to
    the game the server deals: each rule option arrives."""
    parser = argparse.ArgumentParser()
    onlineplay.add_arguments(parser)
    args = parser.parse_args(["create", "--server", "ws://unused", *changed_flags()])
    settings = Settings().with_values(overrides_from_args(args))
    wanted = settings.game_rules()
    for row in RULE_ROWS:
        assert row.rule is not None
        assert getattr(wanted, row.rule) != getattr(PRESETS["sticks"], row.rule), row.name

    async def play(url: str) -> Rules:
        client = Client(url, name="Anna")
        await client.connect()
        await client.create(rules=settings.rules, options=onlineplay.rule_options(wanted, settings.rules),
                            level="random")
        await client.start()
        batch = await until(client, Batch)
        await client.close()
        return batch.view.rules

    with ServerThread(tmp_path) as server:
        played = asyncio.run(play(server.url))
    assert played == wanted
