"""The page's JavaScript, checked without a build: every module parses, and every name one module
imports from another is one that module exports.

Node (Debian's `nodejs`) loads each module as an ES module from a copy of `web/static/` marked
`"type": "module"`. Parsing and linking (every `import { x } from "./y.js"` resolved against
`y.js`'s exports) happen before any line runs, and fail with a SyntaxError; running the module
afterwards fails on `document` or `window`, which Node has not and which is not the check's
business. So a typo in an import, a removed export still imported elsewhere or a syntax error in
a module the browser tests happen not to load is found here, in a second, on every Python run.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "src" / "ristikontra" / "web" / "static"
MODULES = sorted(path.name for path in STATIC.glob("*.js"))

#: Loads one module; a SyntaxError (parse or link) is the only failure that counts.
LOADER = """
const name = process.argv[2];
import("./" + name).then(
  () => process.exit(0),
  (error) => {
    if (error instanceof SyntaxError) { console.error(name + ": " + error.message); process.exit(1); }
    process.exit(0);
  });
"""


@pytest.fixture(scope="module")
def module_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed here (Debian: apt-get install nodejs)")
    folder = tmp_path_factory.mktemp("static")
    for name in MODULES:
        shutil.copy(STATIC / name, folder / name)
    (folder / "package.json").write_text(json.dumps({"type": "module"}), encoding="utf-8")
    (folder / "load.mjs").write_text(LOADER, encoding="utf-8")
    return folder


def test_the_page_has_modules() -> None:
    assert "main.js" in MODULES and len(MODULES) > 5


@pytest.mark.parametrize("name", MODULES)
def test_module_parses_and_links(module_folder: Path, name: str) -> None:
    result = subprocess.run(["node", "load.mjs", name], cwd=module_folder, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_a_broken_import_is_found(module_folder: Path) -> None:
    # The check itself must be able to fail: a module importing a name nobody exports.
    (module_folder / "broken.js").write_text('import { noSuchName } from "./dom.js";\n', encoding="utf-8")
    result = subprocess.run(["node", "load.mjs", "broken.js"], cwd=module_folder, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1 and "noSuchName" in result.stderr
