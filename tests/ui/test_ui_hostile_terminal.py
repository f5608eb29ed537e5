"""Issue 12 in a real pseudo-terminal: keys while printing are never echoed, Ctrl+C and Ctrl+\\
save and quit, bad paths and closed streams end with a message, TERM=dumb gets plain text, a
second window does not overwrite the first one's game."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from ui_harness import env_for  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

ARGS = ["-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "1"]
GAME_OPTIONS = ARGS[2:]
#: What an echoing terminal shows for the escape character of an arrow key.
ECHO_JUNK = re.compile(r"\^\[|\^\\|\^C")


class Game:
    def __init__(self, tmp: Path, *extra: str, lang: str = "en", env: dict[str, str] | None = None,
                 args: list[str] | None = None) -> None:
        self.raw = io.StringIO()
        environment = env_for(tmp)
        environment.update(env or {})
        self.child = pexpect.spawn(sys.executable, [*(ARGS if args is None else args), "--lang", lang, *extra],
                                   env=environment,
                                   encoding="utf-8", codec_errors="replace", dimensions=(40, 100), timeout=20)
        self.child.logfile_read = self.raw

    def expect(self, pattern: str, timeout: float = 20) -> None:
        self.child.expect(pattern, timeout=timeout)

    def end(self, timeout: float = 20) -> int:
        self.child.expect(pexpect.EOF, timeout=timeout)
        self.child.close()
        return int(self.child.exitstatus if self.child.exitstatus is not None else -(self.child.signalstatus or 0))

    @property
    def text(self) -> str:
        return self.raw.getvalue()


def test_keys_pressed_while_the_game_prints_are_never_echoed(tmp_path: Path) -> None:
    game = Game(tmp_path)
    game.expect(r"Your turn\.")
    for _ in range(21):
        # F1 prints a dozen lines; the arrows arrive while they are written.
        game.child.send("\x1bOP\x1b[C\x1b[D\x1b[A")
        time.sleep(0.05)
    game.child.send("h")
    game.expect(r"Your hand|In your hand|hand", timeout=20)
    time.sleep(0.5)
    assert not ECHO_JUNK.search(game.text), "keys were echoed as junk"
    game.child.send("\x1c")  # Ctrl+\ : saves and quits like Ctrl+Q, never SIGQUIT
    assert game.end() == 0
    assert "Game saved. Goodbye." in game.text
    assert (tmp_path / "data" / "save.json").exists()


@pytest.mark.parametrize("key", ["\x03", "\x1c"])
def test_ctrl_c_and_ctrl_backslash_save_and_quit_even_while_printing(tmp_path: Path, key: str) -> None:
    for _ in range(3):
        game = Game(tmp_path, "--resume")
        game.expect(r"Your turn\.")
        # Pressed while the key list is being printed.
        game.child.send("\x1bOP" + key)
        assert game.end() == 0
        assert "Game saved. Goodbye." in game.text


def _catches(pid: int, number: int) -> bool:
    """Whether process `pid` has a handler of its own for signal `number` (Linux: /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return False
    caught = re.search(r"^SigCgt:\s*([0-9a-f]+)", status, re.M)
    return caught is not None and bool(int(caught.group(1), 16) >> (number - 1) & 1)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("key", ["\x03", "\x1c"])
def test_ctrl_c_and_ctrl_backslash_while_the_game_starts_say_goodbye(tmp_path: Path, key: str) -> None:
    import signal

    for _ in range(3):
        game = Game(tmp_path)
        # As early as the game can answer at all: the moment it catches Ctrl+\ (Python itself
        # catches Ctrl+C from its start, so that one tells nothing).
        deadline = time.monotonic() + 10
        while not _catches(game.child.pid, signal.SIGQUIT) and game.child.isalive():
            assert time.monotonic() < deadline, "the game never took Ctrl+\\ as its own"
            time.sleep(0.002)
        game.child.send(key)
        assert game.end() == 0, game.text
        assert "Goodbye." in game.text and "Traceback" not in game.text
        # The terminal still echoed (^C, ^\\): the key came while the game was loading.
        assert ECHO_JUNK.search(game.text), game.text


def _installed_command() -> list[str]:
    """What the installed `ristikontra` script runs: its entry point, called as pip's wrapper
    calls it (import the module, call the function, exit with its result)."""
    import importlib.metadata

    (script,) = [e for e in importlib.metadata.entry_points(group="console_scripts") if e.name == "ristikontra"]
    module, function = script.value.split(":")
    return ["-c", f"import sys; from {module} import {function}; sys.exit({function}())"]


def _press_while_loading(game: Game, key: str) -> None:
    """`key` at the first moment the program can answer it (it catches Ctrl+\\ as its own)."""
    import signal

    deadline = time.monotonic() + 10
    while not _catches(game.child.pid, signal.SIGQUIT) and game.child.isalive():
        assert time.monotonic() < deadline, "the program never took Ctrl+\\ as its own"
        time.sleep(0.002)
    game.child.send(key)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("key", ["\x03", "\x1c"])
def test_the_installed_command_says_goodbye_to_a_quit_pressed_while_it_starts(tmp_path: Path, key: str) -> None:
    game = Game(tmp_path, args=[*_installed_command(), *GAME_OPTIONS])
    _press_while_loading(game, key)
    assert game.end() == 0, game.text
    assert "Goodbye." in game.text and "Traceback" not in game.text
    assert ECHO_JUNK.search(game.text), game.text


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("key", ["\x03", "\x1c"])
def test_online_says_goodbye_to_a_quit_pressed_while_it_starts(tmp_path: Path, key: str) -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on: the quit comes before any connection
        s.bind(("127.0.0.1", 0))
        server = f"ws://127.0.0.1:{s.getsockname()[1]}"
    game = Game(tmp_path, lang="de", args=["-m", "ristikontra", "online", "create", "--server", server,
                                           "--speech", "text", "--no-sound"])
    _press_while_loading(game, key)
    assert game.end() == 0, game.text
    assert "Auf Wiedersehen." in game.text and "Traceback" not in game.text
    assert "Server" not in game.text, game.text  # nothing asked of the server, nothing said of it


def test_dumb_terminal_gets_no_escape_sequences(tmp_path: Path) -> None:
    game = Game(tmp_path, env={"TERM": "dumb"})
    game.expect(r"Your turn\.")
    game.child.send("h")
    game.child.send("\x1bOP\x1bOP")  # F1 twice: the whole list at once
    game.expect(r"Control\+Q")
    game.child.send("\x11")
    assert game.end() == 0
    assert "\x1b" not in game.text, "an escape sequence reached a dumb terminal"
    assert "Game saved. Goodbye." in game.text


@pytest.mark.parametrize(("path", "words"), [
    ("{tmp}", "is a folder"),
    ("/proc/x.jsonl", "no file can be made"),
    ("{tmp}/no/such/x.jsonl", "does not exist"),
])
def test_a_bad_log_path_ends_the_start_with_a_message(tmp_path: Path, path: str, words: str) -> None:
    game = Game(tmp_path, "--log", path.format(tmp=tmp_path))
    game.expect(words)
    assert game.end() == 2
    assert "Traceback" not in game.text
    assert not (tmp_path / "no").exists(), "no folders are made silently"


def test_a_full_device_as_log_is_said_and_the_game_goes_on(tmp_path: Path) -> None:
    game = Game(tmp_path, "--log", "/dev/full", lang="de")
    game.expect("Das Ereignisprotokoll lässt sich nicht mehr schreiben – das Gerät ist voll.")
    game.expect(r"Du bist dran\.")
    game.child.send("\x11")
    assert game.end() == 0
    assert "Traceback" not in game.text


def test_a_read_only_mount_as_log_folder(tmp_path: Path) -> None:
    mount = tmp_path / "ro"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("cannot mount a read-only file system here (needs root)")
    try:
        game = Game(tmp_path, "--log", str(mount / "x.jsonl"))
        game.expect("read-only")
        assert game.end() == 2
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


@pytest.mark.parametrize("redirect", ["<&-", ">&-", "<&- >&-"])
def test_closed_standard_streams_end_with_a_message(tmp_path: Path, redirect: str) -> None:
    command = f"exec {sys.executable} -m ristikontra --lang de {redirect}"
    done = subprocess.run(["sh", "-c", command], env=env_for(tmp_path), capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "Terminalfenster" in done.stderr


@pytest.mark.parametrize(("lang", "said"), [("de", "Zeichenkodierung"), ("fi", "UTF-8-p")])
def test_an_ascii_terminal_and_german_or_finnish_end_with_a_message(tmp_path: Path, lang: str, said: str) -> None:
    game = Game(tmp_path, lang=lang, env={"PYTHONIOENCODING": "ascii"})
    game.expect(said)
    assert game.end() == 2
    assert "Traceback" not in game.text and "UnicodeEncodeError" not in game.text


def test_a_second_window_plays_a_separate_game_without_saving(tmp_path: Path) -> None:
    first = Game(tmp_path)
    first.expect(r"Your turn\.")
    first.child.send("\r")
    time.sleep(0.5)
    # It asks for the saved game: that stays with the first window, and this one says so.
    second = Game(tmp_path, "--resume", lang="de")
    second.expect("Ristikontra läuft schon mit diesem Datenordner")
    assert "hier ein eigenes Spiel spielen, das nicht gespeichert wird" in second.text
    second.child.send("\r")
    second.expect("Das ist ein eigenes Spiel")
    second.expect("Das gespeicherte Spiel bleibt bei dem Fenster, das schon läuft")
    second.expect(r"Du bist dran\.")
    assert "kein gespeichertes Spiel" not in second.text
    second.child.send("\r")
    second.child.send("\x11")
    assert second.end() == 0
    assert "da dieses Fenster ein eigenes Spiel gespielt hat" in second.text
    first.child.send("\x11")
    assert first.end() == 0
    saved = json.loads((tmp_path / "data" / "save.json").read_text(encoding="utf-8"))
    assert saved["game"]["seed"] == 1
    third = Game(tmp_path)
    third.expect(r"saved game")
    # No other window now: the question is not asked.
    assert "already running" not in third.text
    third.child.send("\x11")
    third.end()
    quitter = Game(tmp_path)
    quitter.expect("saved game")
    other = Game(tmp_path)
    other.expect("already running")
    other.child.send("q")
    assert other.end() == 0
    quitter.child.send("\x11")
    assert quitter.end() == 0


def test_a_folder_at_the_lock_path_still_keeps_a_second_window_out(tmp_path: Path) -> None:
    (tmp_path / "data" / "ristikontra.lock").mkdir(parents=True)
    first = Game(tmp_path)
    first.expect(r"Your turn\.")
    second = Game(tmp_path)
    second.expect("already running")
    second.child.send("q")
    assert second.end() == 0
    first.child.send("\x11")
    assert first.end() == 0


def test_command_line_errors_are_in_the_players_language(tmp_path: Path) -> None:
    env = env_for(tmp_path)
    for args, words in ((["--lang", "de", "--target", "0"], "das Ziel muss zwischen 1 und"),
                        (["--lang", "de", "--speech", "laut"], "ungültige Wahl"),
                        (["--lang", "de", "--bogus"], "unbekannte Argumente"),
                        (["simulate", "--lang", "de", "--games", "x"], "ungültiger Wert"),
                        (["--lang", "en", "--target", "0"], "the target must be between 1 and")):
        done = subprocess.run([sys.executable, "-m", "ristikontra", *args], env=env, capture_output=True,
                              text=True, timeout=30)
        assert done.returncode == 2, args
        assert words in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_help_is_complete_and_localised(tmp_path: Path) -> None:
    env = env_for(tmp_path)

    def help_text(*args: str, lang_env: str = "C.UTF-8") -> str:
        done = subprocess.run([sys.executable, "-m", "ristikontra", *args],
                              env={**env, "LANG": lang_env}, capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stderr
        return done.stdout

    english = help_text("--help")
    for option in ("--speech", "--rules", "--resume", "--log"):
        assert option in english, "the play options are shown"
    for command in ("simulate", "doctor"):
        assert command in english, "the subcommands are listed"
    german = help_text("--help", "--lang", "de")
    assert "Optionen:" in german and "Sprache des Spiels" in german and "Befehle:" in german
    assert help_text("--help", lang_env="de_DE.UTF-8") == german, "a German locale gives German help"
    simulate = help_text("simulate", "--help", "--lang", "de")
    assert "Computerspieler" in simulate and "ganze Spiele" in simulate and "--overwrite" in simulate
    doctor = help_text("doctor", "--help", "--lang", "de")
    assert "Optionen:" in doctor and "WAV-Datei" in doctor


def test_simulate_never_truncates_a_log_unasked(tmp_path: Path) -> None:
    env = env_for(tmp_path)
    log = tmp_path / "games.jsonl"
    log.write_text("precious\n", encoding="utf-8")

    def simulate(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "ristikontra", "simulate", "--games", "1", "--team0", "random",
                               "--team1", "random", "--seed", "3", "--lang", "de", *extra], env=env,
                              capture_output=True, text=True, timeout=60)

    refused = simulate("--log", str(log))
    assert refused.returncode == 2 and "--append" in refused.stderr and "Traceback" not in refused.stderr
    assert log.read_text(encoding="utf-8") == "precious\n"
    appended = simulate("--log", str(log), "--append")
    assert appended.returncode == 0 and log.read_text(encoding="utf-8").startswith("precious\n")
    replaced = simulate("--log", str(log), "--overwrite")
    assert replaced.returncode == 0 and log.read_text(encoding="utf-8").startswith('{"type":"game_started"')
    full = simulate("--log", "/dev/full")
    assert full.returncode == 1 and "das Gerät ist voll" in full.stderr and "Traceback" not in full.stderr
    folder = simulate("--log", str(tmp_path))
    assert folder.returncode == 2 and "Ordner" in folder.stderr


def _tricks_done(save: Path) -> int:
    from ristikontra.keep import saves

    loaded = saves.load_game(save)
    assert loaded.game is not None, f"the save did not load after kill -9: {loaded.error}"
    state = loaded.game.state
    return (state.deal_no - 1) * 13 + len(state.history)


def test_kill_9_at_any_moment_loses_no_trick_that_was_said(tmp_path: Path) -> None:
    save = tmp_path / "data" / "save.json"
    log = tmp_path / "game.jsonl"
    rng = random.Random(9)
    done = 0
    # Where a resumed game can stand: a turn, the end of a deal, the end of the game.
    en = translator("en")
    resumed_at = "|".join(re.escape(en(key)) for key in ("ui-next-deal-prompt", "ui-play-again-prompt"))
    resumed_at += r"|Your (turn|lead)\."
    for kill in range(6):
        # Basic computers answer at once: the test is about the save, and a strong search's full
        # budget (a seeded game never cuts it short) could outlast the wait on a loaded machine.
        game = Game(tmp_path, "--resume", "--level", "basic", "--log", str(log))
        game.expect(resumed_at)
        for _ in range(rng.randint(3, 25)):
            game.child.send(rng.choice(["\r", "\r", " ", "\x1b[C"]))
            time.sleep(rng.random() * 0.05)
        time.sleep(rng.random() * 0.3)
        game.child.kill(9)
        game.end()
        said = len(re.findall(r"takes? the trick", game.text))
        now = _tricks_done(save)
        assert now >= done + said, f"kill {kill}: {said} tricks said, the save holds {now - done}"
        done = now
    assert done > 0
    # The event log, written by six runs that were each killed, is the saved game once it is
    # resumed: no play logged twice, none missing.
    from ristikontra.engine.log import read_log, replay
    from ristikontra.keep import saves

    game = Game(tmp_path, "--resume", "--level", "basic", "--log", str(log))
    game.expect(r"Game resumed")
    game.child.send("\x11")
    assert game.end() == 0
    saved = saves.load_game(save).game
    assert saved is not None and replay(read_log(log)).to_dict() == saved.state.to_dict()


def test_broken_settings_are_said_and_kept_aside(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.toml").write_text("x = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    game = Game(tmp_path, lang="de")
    game.expect(r"Die Einstellungsdatei war beschädigt und wurde als (\S+) beiseitegelegt")
    named = Path(game.child.match.group(1))
    game.expect(r"Du bist dran\.")
    game.child.send("o")
    game.child.send("\x1b[C")
    time.sleep(0.3)
    game.child.send("\x11")
    assert game.end() == 0
    aside = list(config.glob("settings.toml.broken-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith("x = [[[")
    assert named == aside[0], "the notice says where the damaged file was set aside"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_unusable_settings_are_named_once_and_the_good_ones_kept(tmp_path: Path, lang: str) -> None:
    """A known setting with a value of the wrong type or out of range, and an unknown language,
    go back to their defaults; the start says which, once, and where the file is."""
    config = tmp_path / "config"
    config.mkdir()
    path = config / "settings.toml"
    text = 'lang = "xx"\nvoice_rate = "fast"\nsound_volume = 500\nverbosity = "brief"\nai_delay = 0.0\n'
    path.write_text(text, encoding="utf-8")
    t = translator(lang)
    names = t("list-and", first=f'{t("setting-lang")}, {t("setting-voice-rate")}', last=t("setting-sound-volume"))
    notice = t("ui-settings-reset", count=3, names=names, path=str(path))
    game = Game(tmp_path, lang=lang)
    game.expect(re.escape(notice))
    # Brief, as the file says: its good values were kept.
    game.expect(r"Your (turn|lead)\r" if lang == "en" else r"Du (bist dran|spielst aus)\r")
    game.child.send("\x11")
    assert game.end() == 0
    assert game.text.count(notice) == 1
    assert path.read_text(encoding="utf-8") == text, "nothing in the file was lost or rewritten"


def test_simulate_errors_are_in_the_players_language(tmp_path: Path) -> None:
    env = env_for(tmp_path)
    for args, words in ((["--target", "0"], "das Ziel muss zwischen 1 und"),
                        (["--seat-levels", "a,b"], "braucht vier von")):
        done = subprocess.run([sys.executable, "-m", "ristikontra", "simulate", "--lang", "de", *args], env=env,
                              capture_output=True, text=True, timeout=30)
        assert done.returncode == 2 and words in done.stderr, done.stderr
