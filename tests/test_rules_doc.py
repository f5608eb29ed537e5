"""docs/RULES.md is the rule book the code cites: every citation names a real section, and every
worked example is held by the engine's tests."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "RULES.md"


def sections() -> set[str]:
    return set(re.findall(r"^## (\d+)\. ", RULES.read_text(encoding="utf-8"), re.M))


def citations() -> list[tuple[Path, str]]:
    found = []
    for folder in ("src", "tests", "benchmarks", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__).resolve():
                continue
            text = path.read_text(encoding="utf-8")
            for match in re.finditer(r"RULES\.md( §[\d\-, ]+)?", text):
                found.append((path, match.group(0)))
    return found


def test_every_citation_points_at_docs_rules_md_and_an_existing_section() -> None:
    known = sections()
    assert {"1", "2", "3", "4", "5"} <= known
    cited = citations()
    assert cited, "the code cites the rules"
    for path, cite in cited:
        text = path.read_text(encoding="utf-8")
        assert re.search(r"(?<![/\w])RULES\.md", text) is None, f"{path}: cite docs/RULES.md, not RULES.md"
        for number in re.findall(r"\d+", cite.partition("§")[2]):
            assert number in known, f"{path}: {cite} names no section of docs/RULES.md"


def test_every_worked_example_is_tested() -> None:
    text = RULES.read_text(encoding="utf-8").split("## 5. ", 1)[1].split("\n## ", 1)[0]
    examples = [int(n) for n in re.findall(r"^(\d+)\. ", text, re.M)]
    assert examples == list(range(1, 15))
    tests = (ROOT / "tests" / "engine" / "test_worked_examples.py").read_text(encoding="utf-8")
    held = {int(n) for n in re.findall(r"def test_example_(\d+)", tests)}
    for first, last in re.findall(r"def test_examples_(\d+)_to_(\d+)", tests):
        held |= set(range(int(first), int(last) + 1))
    assert set(examples) <= held, f"untested examples: {sorted(set(examples) - held)}"
