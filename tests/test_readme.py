"""README's narration samples are what the game really says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ristikontra.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"


def samples() -> list[list[str]]:
    section = README.read_text(encoding="utf-8").split("## What you hear", 1)[1].split("\n## ", 1)[0]
    return [block.strip().splitlines() for block in re.findall(r"```text\n(.*?)```", section, re.S)]


@pytest.mark.parametrize(("lang", "index"), [("en", 0), ("de", 1)])
def test_the_narration_sample_matches_the_game(capsys: pytest.CaptureFixture[str], lang: str, index: int) -> None:
    assert main(["simulate", "--deals", "1", "--seed", "3", "--narrate", "--lang", lang]) == 0
    narrated = capsys.readouterr().out.splitlines()
    sample = samples()[index]
    assert len(sample) == 8
    assert narrated[1:9] == sample
