"""The command line's edges a newcomer meets: a port out of range or in use, output piped into
`head`, and `web` on a machine where no browser opens (issue 45, items 3 to 5)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from ristikontra.i18n import translator


def _env(tmp_path: Path, **more: str) -> dict[str, str]:
    return {**os.environ, "RISTIKONTRA_DATA_DIR": str(tmp_path / "data"),
            "RISTIKONTRA_CONFIG_DIR": str(tmp_path / "config"), "RISTIKONTRA_LOG_DIR": str(tmp_path / "log"), **more}


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ristikontra", *args], capture_output=True, text=True, timeout=90,
                          stdin=subprocess.DEVNULL, env=_env(tmp_path))


@pytest.mark.parametrize("command", ["serve", "web"])
@pytest.mark.parametrize(("lang", "port"), [("en", "99999"), ("de", "99999"), ("en", "-1")])
def test_a_port_out_of_range_is_refused_in_words(tmp_path: Path, command: str, lang: str, port: str) -> None:
    done = _run(tmp_path, command, "--port", port, "--lang", lang)
    assert done.returncode == 2, done.stderr
    from ristikontra.argtypes import port_number

    said = translator(lang).format("cli-port-range", port_number.bounds())
    assert said in done.stderr and "65,535" not in done.stderr
    assert "Traceback" not in done.stderr


def test_a_port_that_is_no_number_is_refused_in_words(tmp_path: Path) -> None:
    done = _run(tmp_path, "serve", "--port", "abc")
    assert done.returncode == 2
    assert translator("en")("cli-port-number", value="abc") in done.stderr


@pytest.mark.parametrize("command", ["serve", "web"])
def test_a_port_in_use_is_said_as_the_number_typed(tmp_path: Path, command: str) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        if port < 1000:
            pytest.skip("the system gave a port below 1000, which no grouping would change")
        args = [command, "--port", str(port), "--lang", "en"] + (["--no-browser"] if command == "web" else [])
        done = _run(tmp_path, *args)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"127.0.0.1:{port}" in done.stderr if command == "serve" else f"port {port}:" in done.stderr
    assert f"{port // 1000},{port % 1000:03d}" not in done.stderr


@pytest.mark.parametrize("args", [["doctor"], ["simulate", "--narrate", "--deals", "2", "--seed", "3"],
                                  ["--help"]])
def test_output_piped_into_head_ends_quietly(tmp_path: Path, args: list[str]) -> None:
    """`ristikontra doctor | head -2`: the reader goes away after two lines; the command ends
    without a word on stderr (no crash message, no traceback), as command-line tools do."""
    shell = f"{sys.executable} -m ristikontra {' '.join(args)} --lang en | head -2"
    done = subprocess.run(["sh", "-c", shell], capture_output=True, text=True, timeout=90, stdin=subprocess.DEVNULL,
                          env=_env(tmp_path))
    assert len(done.stdout.splitlines()) == 2
    assert "Something went wrong" not in done.stderr
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
    assert not (tmp_path / "log" / "ristikontra.log").is_file() or "uncaught" not in (
        tmp_path / "log" / "ristikontra.log").read_text(encoding="utf-8")


def test_web_without_a_browser_does_not_say_the_page_is_open(tmp_path: Path) -> None:
    """No display and a browser command that does not exist: the address is said, as an address
    to open, and never as a page already open in the browser."""
    env = _env(tmp_path, BROWSER=str(tmp_path / "no-such-browser"))
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    proc = subprocess.Popen([sys.executable, "-m", "ristikontra", "web", "--lang", "en"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:\d+/\S*?(?=[ )])", first)
        assert found is not None, first
        t = translator("en")
        assert first.strip() == t("cli-web-no-browser-running", url=found.group(0))
        assert t("cli-web-listening", url=found.group(0)).split(" at ")[0] not in first
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            _out, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            _out, err = proc.communicate()
    assert "No web browser" not in err  # said once, on the line above


@pytest.mark.parametrize("command", [[], ["simulate"]])
def test_german_help_says_spiel_as_the_game_does(tmp_path: Path, command: list[str]) -> None:
    """The game says "Spiel" throughout; its --help said "Partie" for the same thing."""
    done = _run(tmp_path, *command, "--help", "--lang", "de")
    assert done.returncode == 0
    assert "Spiel" in done.stdout and "Partie" not in done.stdout
