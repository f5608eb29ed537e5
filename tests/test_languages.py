"""A new language is a new folder in locales/: a throw-away third locale plays a deal unchanged."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ristikontra.i18n import MissingTranslation, available_languages, resolve_language, translator
from ristikontra.resources import locales_dir


def make_locale(tmp_path: Path, code: str, drop: tuple[str, ...] = ()) -> Path:
    """A copy of locales/ plus `code`: English with "the" spelt "tha", so its lines are its own."""
    root = tmp_path / "locales"
    shutil.copytree(locales_dir(), root)
    target = root / code
    shutil.copytree(root / "en", target)
    for path in target.glob("*.ftl"):
        text = path.read_text(encoding="utf-8").replace(" the ", " tha ")
        text = text.replace("language-autonym = English", "language-autonym = Testish")
        for msg_id in drop:
            text = re.sub(rf"^{re.escape(msg_id)} =.*\n(?:[ \t]+.*\n)*", "", text, flags=re.M)
        path.write_text(text, encoding="utf-8")
    return root


def test_a_third_locale_folder_is_a_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_LOCALES_DIR", str(make_locale(tmp_path, "xq")))
    assert available_languages() == ("de", "en", "fi", "xq")
    assert resolve_language("xq_XQ") == ("xq", None)
    t = translator("xq")
    assert t.autonym("xq") == "Testish"
    assert translator("en").language_name("xq") == "Testish", "a language English does not name yet"
    from ristikontra.keep.settings import Settings
    from ristikontra.ui.seat.menu import ITEMS, OptionsMenu

    menu = OptionsMenu(Settings(lang="fi"))
    assert menu.choices("lang") == ("de", "en", "fi", "xq")
    assert ITEMS[0] == "lang" and menu.change(1) and menu.describe_value(t) == "Testish"
    assert Settings.read_toml({"lang": "xq"})[0].lang == "xq"


def test_a_deal_is_played_and_narrated_in_the_third_locale(tmp_path: Path) -> None:
    env = dict(os.environ, RISTIKONTRA_LOCALES_DIR=str(make_locale(tmp_path, "xr")))
    result = subprocess.run([sys.executable, "-m", "ristikontra", "simulate", "--deals", "1", "--seed", "3",
                             "--narrate", "--lang", "xr"], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) > 40
    assert any(" tha " in line for line in lines), "the narration is the new locale's"
    assert not any(" the " in line for line in lines)


def test_a_deal_at_the_keyboard_in_the_third_locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_LOCALES_DIR", str(make_locale(tmp_path, "xs")))
    monkeypatch.setenv("RISTIKONTRA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("RISTIKONTRA_CONFIG_DIR", str(tmp_path / "config"))
    sys.path.insert(0, str(Path(__file__).parent / "ui"))
    try:
        from ui_harness import ENTER, Driver, make_session
    finally:
        sys.path.pop(0)
    session = make_session("xs", seed=5)

    def keys():  # type: ignore[no-untyped-def]
        while session.mode == "play":
            yield ENTER

    Driver(session).run(keys())
    assert session.mode in ("between", "over")
    assert any(" tha " in line for line in session.transcript)
    assert session.transcript[-1] == translator("xs")("ui-next-deal-prompt" if session.mode == "between"
                                                      else "ui-play-again-prompt")


def test_a_missing_id_falls_back_to_english_with_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RISTIKONTRA_LOCALES_DIR", str(make_locale(tmp_path, "xt", drop=("ui-key-unused",))))
    t = translator("xt")
    assert t.has("ui-key-unused")
    with pytest.warns(MissingTranslation, match="ui-key-unused"):
        assert t("ui-key-unused") == translator("en")("ui-key-unused")
