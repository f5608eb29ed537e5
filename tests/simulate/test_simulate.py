"""`ristikontra simulate`: the log, the summary, duplicate deals, rule options."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from ristikontra.cli import main
from ristikontra.engine import event_from_json


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(["simulate", *argv])
    out = capsys.readouterr().out
    assert code == 0
    return out


def _log(path: Path) -> list[dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def test_log_is_json_lines_with_every_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "games.jsonl"
    _run(capsys, "--games", "2", "--seed", "5", "--log", str(log), "--team1", "random")
    events = _log(log)
    types = [e["type"] for e in events]
    assert types[0] == "game_started"
    assert types.count("game_started") == 2
    assert types.count("game_over") == 2
    for needed in ("deal_started", "card_played", "trick_won", "card_drawn", "deal_scored"):
        assert needed in types
    assert types.count("card_played") == 52 * types.count("deal_started")
    for e in events:
        event_from_json(e)  # every line is a valid event
    # Compact JSON, one object per line.
    first = log.read_text(encoding="utf-8").splitlines()[0]
    assert ", " not in first and ": " not in first


def test_same_seed_same_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b, c = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    _run(capsys, "--deals", "3", "--seed", "11", "--log", str(a), "--team0", "random")
    _run(capsys, "--deals", "3", "--seed", "11", "--log", str(b), "--team0", "random")
    _run(capsys, "--deals", "3", "--seed", "12", "--log", str(c), "--team0", "random")
    assert a.read_bytes() == b.read_bytes()
    assert a.read_bytes() != c.read_bytes()
    assert sum(e["type"] == "deal_scored" for e in _log(a)) == 3


def test_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--deals", "4", "--seed", "1", "--team0", "basic", "--team1", "random", "--json")
    summary = json.loads(out)
    for key in ("deals", "team0", "team1", "point_diff", "deal_wins", "ties", "move_ms", "deals_per_second"):
        assert key in summary
    assert summary["deals"] == 4
    assert summary["team0"] == "basic" and summary["team1"] == "random"
    assert set(summary["point_diff"]) >= {"mean", "ci95"}
    assert sum(summary["deal_wins"]) + summary["ties"] == 4
    assert set(summary["move_ms"]) == {"basic", "random"}
    assert set(summary["move_ms"]["basic"]) >= {"p50", "p95", "max"}


def test_duplicate_deals_come_in_pairs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "dup.jsonl"
    out = _run(capsys, "--deals", "3", "--seed", "4", "--duplicate", "--team0", "basic", "--team1", "random",
               "--log", str(log), "--json")
    summary = json.loads(out)
    assert summary["pairs"] == 3 and summary["point_diff"]["n"] == 3
    games: list[list[dict[str, Any]]] = []
    for e in _log(log):
        if e["type"] == "game_started":
            games.append([])
        games[-1].append(e)
    assert len(games) % 2 == 0
    for first, second in zip(games[::2], games[1::2], strict=True):
        assert first[0] == second[0]  # same seed, rules, players
        deals_a = [e for e in first if e["type"] == "deal_started"]
        deals_b = [e for e in second if e["type"] == "deal_started"]
        for a, b in zip(deals_a, deals_b, strict=False):
            assert a["hands"] == b["hands"] and a["stock"] == b["stock"] and a["dealer"] == b["dealer"]
    # basic beats random in both seatings, so the pair means are positive on the whole.
    assert summary["point_diff"]["mean"] > 0


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (["--rules", "short"], {"scoring": "running_total", "target": 60}),
        (["--dirty"], {"dirty": True, "fourth_king": True}),
        (["--no-blind"], {"blind_play": False}),
        (["--lead-limit", "0"], {"lead_limit": 0}),
        (["--lead-limit", "2", "--fourth-king", "--target", "3"], {"lead_limit": 2, "fourth_king": True, "target": 3}),
    ],
)
def test_rule_options_are_logged(tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str],
                                 expected: dict[str, Any]) -> None:
    log = tmp_path / "rules.jsonl"
    _run(capsys, "--deals", "2", "--seed", "3", "--team0", "random", "--team1", "random", "--log", str(log),
         *options)
    events = _log(log)
    rules = events[0]["rules"]
    for key, value in expected.items():
        assert rules[key] == value
    if "--no-blind" in options:
        assert not any(e["type"] == "card_played" and e["blind"] for e in events)
    if "--rules" in options:
        assert rules["card_values"]["T"] == 1


def test_blind_plays_happen_without_no_blind(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "blind.jsonl"
    _run(capsys, "--deals", "2", "--seed", "3", "--team0", "random", "--team1", "random", "--log", str(log))
    assert any(e["type"] == "card_played" and e["blind"] for e in _log(log))


def test_mixed_teams(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--deals", "1", "--seed", "2", "--seat-levels", "basic,random,random,basic", "--json")
    summary = json.loads(out)
    assert summary["seat_levels"] == ["basic", "random", "random", "basic"]
    assert summary["team0"] == "basic/random" and summary["team1"] == "random/basic"
    out = _run(capsys, "--deals", "1", "--seed", "2", "--team0", "random", "--partner0", "basic", "--json")
    assert json.loads(out)["seat_levels"] == ["random", "basic", "basic", "basic"]


def test_bad_seat_levels(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seat-levels", "basic,basic"]) == 2
    assert "seat-levels" in capsys.readouterr().err


def test_plain_summary_and_no_progress_bar_off_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--deals", "1", "--seed", "2", "--lang", "en"])
    captured = capsys.readouterr()
    assert code == 0
    assert captured.out.startswith("One deal, seed 2:")
    assert captured.err == ""


def test_narration_of_seat_zero(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--deals", "1", "--seed", "2", "--narrate", "--lang", "en", "--verbosity", "brief")
    assert len(out.splitlines()) > 13


def test_log_replays_through_the_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log_module = pytest.importorskip("ristikontra.engine.log")
    log = tmp_path / "replay.jsonl"
    _run(capsys, "--deals", "3", "--seed", "8", "--dirty", "--team1", "random", "--log", str(log))
    states = [log_module.replay(game) for game in log_module.games_in(log_module.read_log(log))]
    assert states and all(s.deal_no >= 1 for s in states)


def test_figures() -> None:
    from ristikontra.simulate import mean_ci95, percentile

    assert percentile([], 0.5) == 0.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0
    mean, ci = mean_ci95([10.0, 20.0, 30.0, 40.0])
    assert mean == 25.0
    assert abs(ci - 1.96 * (166.6666666 / 4) ** 0.5) < 1e-6
    assert mean_ci95([5.0]) == (5.0, 0.0)


def test_the_plain_summary_speaks_the_chosen_language(capsys) -> None:  # type: ignore[no-untyped-def]
    from ristikontra.cli import main

    assert main(["simulate", "--deals", "2", "--seed", "5", "--lang", "de"]) == 0
    german = capsys.readouterr().out
    # The levels as the options menu names them in German, not by the command line's names.
    assert german.startswith("2 Runden, Startwert 5: solide (Team 0) gegen solide (Team 1).")
    assert "Augendifferenz je Runde:" in german
    assert main(["simulate", "--deals", "2", "--seed", "5", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("2 deals, seed 5: basic (team 0) against basic (team 1).")


@pytest.mark.parametrize(("lang", "head"), [
    ("de", "Eine Runde, Startwert 5: zufällig/solide (Team 0) gegen solide (Team 1)."),
    ("en", "One deal, seed 5: random/basic (team 0) against basic (team 1)."),
    ("fi", "Yksi jako, siemenluku 5: satunnainen/perustaso (puolue 0) vastaan perustaso (puolue 1).")])
def test_the_plain_summary_names_the_levels_as_the_options_menu_does(capsys, lang: str, head: str) -> None:  # type: ignore[no-untyped-def]
    from ristikontra.cli import main

    levels = ["--seat-levels", "random,basic,basic,basic"]
    assert main(["simulate", "--deals", "1", "--seed", "5", "--lang", lang, *levels]) == 0
    out = capsys.readouterr().out
    assert out.startswith(head), out
    assert main(["simulate", "--deals", "1", "--seed", "5", "--lang", lang, "--json", *levels]) == 0
    assert json.loads(capsys.readouterr().out)["team0"] == "random/basic"  # a script reads the command line's names


@pytest.mark.parametrize("lang", ["de", "en", "fi"])
def test_each_level_has_one_name_the_menu_and_the_summary_share(lang: str) -> None:
    from ristikontra.ai import LEVELS
    from ristikontra.i18n import translator

    t = translator(lang)
    for level in LEVELS:
        name = t("level-name", level=level)
        assert t("value-level", choice=level).startswith(name), (level, name)
    assert len({t("level-name", level=level) for level in LEVELS}) == len(LEVELS)


def test_an_unwritable_log_gets_a_clear_answer(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from ristikontra.cli import main

    target = tmp_path / "missing" / "log.jsonl"
    assert main(["simulate", "--deals", "1", "--lang", "en", "--log", str(target)]) == 2
    err = capsys.readouterr().err
    assert "cannot write the log" in err and str(target) in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("lang", "head", "diff"), [
    ("de", "Eine Runde, Startwert 1782718445:", "Augendifferenz der Runde: "),
    ("en", "One deal, seed 1782718445:", "Point difference of the deal: "),
    ("fi", "Yksi jako, siemenluku 1782718445:", "Jaon piste-ero: "),
])
def test_the_seed_is_printed_so_it_can_be_typed_back(capsys, lang: str, head: str, diff: str) -> None:  # type: ignore[no-untyped-def]
    from ristikontra.cli import main

    assert main(["simulate", "--deals", "1", "--seed", "1782718445", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(head)
    assert lines[1].startswith(diff) and "±" not in lines[1]
    if lang in ("de", "fi"):  # a decimal comma
        assert "," in lines[1] and "." not in lines[1][len(diff):-1]


#: Words of English or German that no Finnish narration may contain (whole words, any case).
NOT_FINNISH = re.compile(r"\b(the|you|your|and|deal|trick|points?|stick|stock|blind|partner|opponents?|"
                         r"der|die|das|und|du|dein|Stich|Runde|Augen|Gegner|Zählstäbchen)\b", re.IGNORECASE)


@pytest.mark.parametrize("args", [("--seed", "3"), ("--seed", "1", "--rules", "short", "--dirty", "--target", "25",
                                                    "--verbosity", "verbose")], ids=["sticks", "dirty-verbose"])
def test_the_finnish_narration_is_finnish_from_the_first_line_to_the_last(capsys, args: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    from ristikontra.cli import main

    assert main(["simulate", "--games", "1", "--narrate", "--lang", "fi", *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Uusi peli alkaa.") and len(lines) > 50
    foreign = [line for line in lines if NOT_FINNISH.search(line)]
    assert not foreign, foreign[:5]
    assert any(line.startswith(("Voitit!", "Hävisit.")) for line in lines), "the game is told to its end"


def test_the_stock_phase_share_of_each_deal_pair_is_counted_from_its_tricks() -> None:
    """The strength table splits each deal pair's points into tricks 1 to 7 and 8 to 13: the
    stock phase's part is what the tricks won there hold, in both copies of the pair."""
    from ristikontra.engine import DealScored, Event, GameState, Rules, TrickWon
    from ristikontra.simulate import MatchConfig, play_unit

    tricks: list[list[int]] = []

    def sink(events: list[Event], state: GameState) -> None:
        for event in events:
            if isinstance(event, TrickWon):
                tricks[-1][event.seat & 1] += event.points if event.trick <= 7 else 0
                tricks[-1][2 + (event.seat & 1)] += event.points
            elif isinstance(event, DealScored):
                tricks.append([0, 0, 0, 0])
    tricks.append([0, 0, 0, 0])
    config = MatchConfig(Rules(), ("basic", "random", "basic", "random"), 11, duplicate=True)
    result = play_unit(config, 0, max_deals=3, sink=sink)
    tricks.pop()  # the list opened after the last deal
    first, second = tricks[:3], tricks[3:]
    assert len(result.stock_diffs) == len(result.diffs) == len(second) == 3
    assert all(deal[2] + deal[3] == 120 for deal in tricks)
    expected = [((c - d) + (f - e)) / 2 for (c, d, _, _), (e, f, _, _) in zip(first, second, strict=True)]
    assert result.stock_diffs == expected
    # Neither share is the whole: the hand phase holds points too.
    assert any(s != d for s, d in zip(result.stock_diffs, result.diffs, strict=True))
