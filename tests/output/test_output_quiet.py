"""Chatter suppression at the file-descriptor level, and the catalogs every notice comes from."""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path

import pytest

from ristikontra.output.quiet import quiet_fds, silence_alsa
from ristikontra.resources import locales_dir

SOURCE = Path(__file__).resolve().parents[2] / "src" / "ristikontra" / "output"


def test_quiet_fds_swallows_c_level_and_python_output(capfd: pytest.CaptureFixture[str]) -> None:
    with quiet_fds():
        os.write(1, b"from C to stdout\n")
        os.write(2, b"from C to stderr\n")
        print("from Python")
    print("after the block")
    os.write(2, b"stderr is back\n")
    captured = capfd.readouterr()
    assert captured.out == "after the block\n"
    assert captured.err == "stderr is back\n"


def test_stdout_descriptor_can_stay_with_the_ui(capfd: pytest.CaptureFixture[str]) -> None:
    with quiet_fds(fds=(2,)):
        os.write(1, b"the UI draws\n")
        os.write(2, b"ALSA lib complains\n")
        print("a library prints")
    assert capfd.readouterr() == ("the UI draws\n", "")


def test_opening_audio_without_a_device_prints_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("miniaudio")
    from ristikontra.output.base import BackendError
    from ristikontra.output.mixer import Mixer

    silence_alsa()
    with contextlib.suppress(BackendError):  # no sound card: the expected case on CI
        Mixer().close()
    assert capfd.readouterr() == ("", "")


def _ids(lang: str) -> set[str]:
    text = (locales_dir() / lang / "output.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, flags=re.M))


def test_catalogs_have_the_same_messages() -> None:
    assert _ids("de") == _ids("en")


def test_every_message_the_code_uses_exists() -> None:
    ids = _ids("en")
    literal_id = re.compile(r"""t\(\s*["'](output-[a-z0-9-]*[a-z0-9])["']\s*[,)]""")
    used: set[str] = set()
    for path in SOURCE.glob("*.py"):
        used |= set(literal_id.findall(path.read_text(encoding="utf-8")))
    assert used and used <= ids
    for channel in ("screenreader", "voice", "text", "off"):
        assert {f"output-failed-{channel}", f"output-now-{channel}", f"output-channel-{channel}"} <= ids
