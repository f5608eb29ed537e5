"""The rooms of the code read top-down: no module imports a room above its own, and no modules
import each other in a circle (docs/ARCHITECTURE.md, "Layers").

Every import counts, also one inside a function or under `TYPE_CHECKING`: an import put off until
it runs still ties the two modules together, and a circle of type-only imports is still a circle a
reader has to hold in mind.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "ristikontra"

#: The rooms from the bottom up. A module may import its own room and the rooms below it; the
#: rooms on one line know nothing of each other's place and may import each other (circles aside).
#: A room is a folder of `ristikontra/` or a module at its top; `ristikontra` is the package itself.
LAYERS: tuple[tuple[str, ...], ...] = (
    # Tools every room may use: files, folders, catalogs, the bug log, the running game's command.
    ("ristikontra", "resources", "files", "folders", "i18n", "buglog", "launcher", "quitkeys", "instance"),
    ("engine",),            # the rules: pure, no I/O
    ("ai", "simulate"),     # computer players, the coach's decisions, and games among computers
    ("announce",),          # events and questions into sentences
    ("output",),            # speech, braille, sound
    ("argtypes", "options"),  # the option table: every setting and rule option, and its checked values
    ("keep",),              # what is kept on disk for the player: settings, saves, exports, seat tokens
    ("table",),             # the table without a terminal: game flow, seats
    ("net",),               # online play: the server, the client, a remote table
    ("ui",),                # the keyboard table at a terminal
    ("web",),               # the table in a browser: the page, and the seat the server announces for
    ("cli", "script", "__main__"),  # the commands: one module each in cli/, and what starts them
)


def _modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the package by dotted name: its file and whether it is a package."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


MODULES = _modules()


def _imported(name: str, is_package: bool, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The package's modules `node` imports (a name imported from a package may be a module)."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            here = name.split(".") if is_package else name.split(".")[:-1]
            here = here[:len(here) - (node.level - 1)]
            base = ".".join([*here, base] if base else here)
        targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
    modules = []
    for target in targets:
        if target.split(".")[0] != PACKAGE:
            continue
        while target not in MODULES and "." in target:
            target = target.rsplit(".", 1)[0]
        if target != name:
            modules.append(target)
    return modules


def _imports() -> dict[str, list[tuple[str, int]]]:
    """Per module: each module of the package it imports, with the line."""
    graph: dict[str, list[tuple[str, int]]] = {}
    for name, (path, is_package) in MODULES.items():
        edges = graph.setdefault(name, [])
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                edges.extend((target, node.lineno) for target in dict.fromkeys(_imported(name, is_package, node)))
    return graph


def room_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


RANK = {room: rank for rank, rooms in enumerate(LAYERS) for room in rooms}


def test_every_module_has_a_room() -> None:
    homeless = sorted({room_of(name) for name in MODULES} - set(RANK))
    assert not homeless, f"give these a place in LAYERS (tests/test_layers.py): {homeless}"


def test_no_import_runs_up_the_layers() -> None:
    upward = [
        f"{MODULES[name][0].relative_to(SRC)}:{line} imports {target} "
        f"({room_of(name)} may not use {room_of(target)}, a room above it)"
        for name, edges in _imports().items() for target, line in edges
        if RANK.get(room_of(target), -1) > RANK.get(room_of(name), len(LAYERS))
    ]
    assert not upward, "\n".join(upward)


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def test_no_modules_import_each_other_in_a_circle() -> None:
    graph = {name: {target for target, _line in edges} for name, edges in _imports().items()}
    assert not _circles(graph), "import circles: " + "; ".join(" - ".join(part) for part in _circles(graph))


def test_the_checks_see_what_they_are_meant_to() -> None:
    # A function-level import is seen, and a circle is found: the checks above would pass on a
    # graph they failed to read.
    edges = {target for target, _line in _imports()["ristikontra.script"]}
    assert "ristikontra.cli" in edges, "script imports cli inside main()"
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert room_of("ristikontra.ui.seat.keyboard") == "ui" and room_of("ristikontra") == "ristikontra"
