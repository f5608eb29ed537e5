"""docs/ARCHITECTURE.md names only files that exist: a map that points at a moved or renamed
module sends a newcomer looking for something that is not there.

Every `name.py` or `name.js` the map mentions is found: a path with a folder from the top of the
repository, from `src/ristikontra/` or from the page's `web/static/`; a bare file name anywhere in
the package or the repository's top folders. Every linked doc exists too.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
PACKAGE = ROOT / "src" / "ristikontra"
#: Where a path the map names may start.
BASES = (ROOT, PACKAGE, PACKAGE / "web" / "static")
#: Where a bare file name the map names may live.
FOLDERS = (PACKAGE, ROOT / "tests", ROOT / "benchmarks", ROOT / "tools")

_FILE = re.compile(r"(?<![\w./<>-])((?:[\w-]+/)*[\w-]+\.(?:py|js))(?![\w])")
_LINK = re.compile(r"\]\(([^)#]+)\)")


def mentioned_files(text: str) -> set[str]:
    return {match.group(1) for match in _FILE.finditer(text)}


def exists(name: str) -> bool:
    if "/" in name:
        return any((base / name).is_file() for base in BASES)
    return (ROOT / name).is_file() or any(next(folder.rglob(name), None) is not None for folder in FOLDERS)


def test_every_file_the_map_names_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    names = mentioned_files(text)
    assert len(names) > 50, f"the map names only {len(names)} files: is the pattern still right?"
    missing = sorted(name for name in names if not exists(name))
    assert not missing, f"docs/ARCHITECTURE.md names files that do not exist: {missing}"


def test_every_linked_doc_exists() -> None:
    links = _LINK.findall(DOC.read_text(encoding="utf-8"))
    assert links, "the map links the other docs"
    missing = sorted(link for link in links if not (DOC.parent / link).is_file())
    assert not missing, f"docs/ARCHITECTURE.md links docs that do not exist: {missing}"


def test_the_check_finds_a_name_that_is_not_there() -> None:
    # The checks above would pass on a pattern that found nothing, or a lookup that found anything.
    assert mentioned_files("see `net/tables.py` and keys.js, not ristikontra.net.tables") == {
        "net/tables.py", "keys.js"}
    assert exists("net/tables.py") and exists("keys.js") and exists("tests/test_layers.py")
    assert not exists("net/nowhere.py") and not exists("nowhere.py")
