"""The option table: one row per setting, and everything generated from it agrees."""

from __future__ import annotations

import argparse
from dataclasses import fields

import pytest

from ristikontra.cli.play import add_arguments as play_arguments
from ristikontra.cli.simulate import add_arguments as simulate_arguments
from ristikontra.cli.simulate import rules_from_args
from ristikontra.cli.startup import effective_settings
from ristikontra.engine import PRESETS, Rules, RulesError, find_preset
from ristikontra.engine.rules import implications, implied_by
from ristikontra.i18n import available_languages, translator
from ristikontra.options import OPTIONS, Settings, add_arguments, locked_by, overrides_from_args, rule_names
from ristikontra.ui.seat.menu import ITEMS, NEXT_GAME_ITEMS, OptionsMenu


def test_every_setting_is_one_row_in_menu_order() -> None:
    assert [f.name for f in fields(Settings)] == [row.name for row in OPTIONS]
    # Remembered answers ("Play online": the server, the name) are settings but not menu items.
    assert [row.name for row in OPTIONS if row.menu] == list(ITEMS)
    for row in OPTIONS:
        if not row.menu:  # nothing to step through, nothing to set from the command line
            assert row.values == () and row.flag is None and row.applies == "now", row.name
    # The options for the next game: the rule set, and each option that sets a `Rules` field.
    rule_set = {row.name for row in OPTIONS if row.values == tuple(PRESETS)}
    assert len(rule_set) == 1
    assert NEXT_GAME_ITEMS == set(rule_names()) == rule_set | {row.name for row in OPTIONS if row.rule is not None}
    # Every `Rules` field reaches a game: tests/net/test_net_rule_options.py.
    defaults = Settings()
    for row in OPTIONS:
        assert getattr(defaults, row.name) == row.default
        assert row.valid(row.default, defaults), row.name
        for lang in available_languages():
            assert translator(lang).has(row.label), (lang, row.label)


def test_rules_json_and_hash_come_from_the_fields() -> None:
    rules = find_preset("short").with_options(lead_limit=2, dirty=True)
    data = rules.to_json()
    assert set(data) == {f.name for f in fields(Rules)}
    assert Rules.from_json(data) == rules and hash(Rules.from_json(data)) == hash(rules)
    with pytest.raises(RulesError) as refused:
        Rules.from_json({**data, "jokers": True})
    assert (refused.value.problem, refused.value.names) == ("unknown_options", ("jokers",))
    with pytest.raises(KeyError):
        Rules.from_json({k: v for k, v in data.items() if k != "dirty"})


def test_dirty_implies_fourth_king_declared_once() -> None:
    assert implied_by("fourth_king") == "dirty"
    assert implications(Rules(dirty=True)) == {"fourth_king": True}
    assert Rules(dirty=True).fourth_king
    assert Settings(dirty=True).game_rules().fourth_king
    assert locked_by(Settings(dirty=True), "fourth_king") == "dirty"
    assert locked_by(Settings(), "fourth_king") is None
    menu = OptionsMenu(Settings(dirty=True))
    menu.index = ITEMS.index("fourth_king")
    assert not menu.change(1), "the fourth-king rule cannot be switched off under the dirty game"


def test_a_rule_set_change_resets_a_target_it_does_not_offer() -> None:
    menu = OptionsMenu(Settings(rules="total", target=250))
    menu.index = ITEMS.index("rules")
    assert menu.change(1)
    assert menu.settings.rules == "short" and menu.settings.target == 0


def rule_flags() -> list[list[str]]:
    """Per rule option, its flag turning it away from its default (a switch flips it)."""
    cases = []
    for row in OPTIONS:
        if row.rule is None or row.flag is None:
            continue
        if isinstance(row.default, bool):
            cases.append([row.flag])
        else:
            value = next(v for v in row.choices(Settings()) if v not in (row.default, row.preset_value))
            cases.append([row.flag, str(value)])
    return cases


@pytest.mark.parametrize("flags", [
    [], ["--rules", "total", "--target", "90"], ["--rules", "short", "--fourth-king", "--lead-limit", "2"],
    *rule_flags(), [flag for flags in rule_flags() for flag in flags],
], ids=" ".join)
def test_play_and_simulate_read_the_same_rule_flags_alike(flags: list[str]) -> None:
    play, sim = argparse.ArgumentParser(), argparse.ArgumentParser()
    play_arguments(play)
    simulate_arguments(sim)
    settings, unknown = effective_settings(play.parse_args(flags), Settings(lang="en"))
    assert unknown is None
    assert settings.game_rules() == rules_from_args(sim.parse_args(flags))
    assert (settings.game_rules() != Rules()) == bool(flags), "a flag that changed no rule"


def test_only_given_flags_override_the_saved_settings() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert overrides_from_args(parser.parse_args([])) == {}
    assert overrides_from_args(parser.parse_args(["--no-sound", "--rules", "total"])) == {
        "sound": False, "rules": "total", "target": 0}
    with pytest.raises(SystemExit):
        parser.parse_args(["--lead-limit", "1"])


def test_settings_file_values_are_checked_against_the_rows() -> None:
    loaded, rejected = Settings.read_toml({"lead_limit": 1, "speech": "voice", "ai_delay": 2, "target": 5000,
                                           "sound": 1, "lang": "xx", "level": "basic"})
    assert loaded == Settings(speech="voice", ai_delay=2.0, level="basic")
    assert rejected == ("lang", "sound", "target", "lead_limit")  # in menu order
    assert Settings.read_toml(Settings(dirty=True, lang="de").to_toml()) == (Settings(dirty=True, lang="de"), ())


@pytest.mark.parametrize(("value", "en", "de"), [
    (0.0, "no pause", "keine Pause"),
    (0.0004, "no pause", "keine Pause"),  # under what is said (thousandths): no pause, not "0 seconds"
    (0.000_000_1, "no pause", "keine Pause"),
    (0.0015, "0.002 seconds", "0,002 Sekunden"),
    (0.3, "0.3 seconds", "0,3 Sekunden"),
    (0.9996, "1 second", "1 Sekunde"),  # the number as said decides the noun's form
    (1.0004, "1 second", "1 Sekunde"),
    (1.5, "1.5 seconds", "1,5 Sekunden"),
    (10.0, "10 seconds", "10 Sekunden"),
])
def test_a_pace_is_said_as_rounded_and_nothing_is_no_pause(value: float, en: str, de: str) -> None:
    """The one way a computer pace is said (the options menu, an online table's pace from the
    lobby and its values): rounded to what is spoken first, so whatever is said as zero is "no
    pause" and the noun agrees with the number heard."""
    from ristikontra.options import BY_NAME

    for lang, said in (("en", en), ("de", de)):
        assert BY_NAME["ai_delay"].text(translator(lang), value, Settings()) == said
