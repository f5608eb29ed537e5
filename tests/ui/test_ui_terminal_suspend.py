"""Control+Z in a real terminal: the game, started from bash as a player starts it, waits in the
background with the shell's prompt back, and `fg` brings it back, keys, computers, Ctrl+C and
the save included. Where nothing could bring it back (the game is the terminal's own program,
or the stop signal is ignored), it says so and plays on."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import textwrap
import time
import wave
from pathlib import Path
from typing import Any

import pytest

pexpect = pytest.importorskip("pexpect")
pyte = pytest.importorskip("pyte")

from ui_harness import SHELL_PROMPT, TURN_SAID, env_for, spawn_shell  # noqa: E402

from ristikontra.i18n import translator  # noqa: E402

if sys.platform == "win32":  # pragma: no cover
    pytest.skip("job control is POSIX", allow_module_level=True)

GAME = [sys.executable, "-m", "ristikontra", "--speech", "text", "--no-sound", "--ai-delay", "0", "--seed", "1",
        "--level", "basic"]
ROWS, COLUMNS = 40, 150
#: How `h` begins its answer.
HAND = {"en": "Your hand: ", "de": "Deine Hand: "}
#: The game with its own voice on miniaudio's null device (a machine without a sound card plays into it).
VOICE_GAME = textwrap.dedent("""\
    import functools, sys
    import miniaudio
    import ristikontra.output
    from ristikontra.cli import main
    from ristikontra.output import manager
    ristikontra.output.create_output = functools.partial(manager.create_output,
                                                         audio_backends=[miniaudio.Backend.NULL])
    sys.exit(main(sys.argv[1:]))
""")
#: An espeak-ng that takes its time (0.4 s to render, half a second of sound): a stop comes
#: while it renders unless the game waits for its speech to end.
SLOW_ESPEAK = textwrap.dedent("""\
    #!/bin/sh
    case "$1" in --voices*) printf 'Pty Language Age/Gender VoiceName File Other Languages\\n'
        printf ' 5  de  --/M  German  gmw/de\\n'; exit 0;; esac
    cat > /dev/null
    sleep 0.4
    cat "TONE"
""")


def screen(raw: io.StringIO) -> list[str]:
    """The rows of the screen as the terminal shows them now."""
    shown = pyte.Screen(COLUMNS, ROWS)
    pyte.Stream(shown).feed(raw.getvalue())
    return [row.rstrip() for row in shown.display]


def play_a_card(shell: Any, lang: str) -> None:
    """Enter on the turn, and wait for the turn to come round; a refused card (a barred lead): the next one."""
    shell.send("\r")
    while shell.expect([TURN_SAID[lang], pexpect.TIMEOUT], timeout=5) == 1:
        shell.send("\x1b[C\r")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_control_z_waits_in_the_background_and_fg_brings_the_game_back(tmp_path: Path, lang: str) -> None:
    t = translator(lang)
    shell, raw = spawn_shell(pexpect, tmp_path, (ROWS, COLUMNS))
    try:
        shell.sendline(" ".join([*GAME, "--lang", lang]))
        shell.expect(TURN_SAID[lang])
        shell.send("\x1bOP\x1bOP")  # F1 twice (the whole list) names the key where it works
        shell.expect_exact(t("help-line", keys=t("key-ctrl-z"), action=t("cmd-suspend")))

        shell.send("\x1a")
        shell.expect_exact(t("ui-suspend"))
        shell.expect_exact("Stopped")
        shell.expect_exact(SHELL_PROMPT)
        rows = screen(raw)
        # The shell's report and prompt follow the message; the live line (the hand) is gone.
        said = max(i for i, row in enumerate(rows) if row == t("ui-suspend"))
        after = [row for row in rows[said + 1:] if row]
        assert after[0].startswith("[1]+") and "Stopped" in after[0], rows[said:]
        assert not any(row.startswith(t("live-hand")) for row in rows), rows[said:]
        shell.sendline("jobs")
        shell.expect_exact("Stopped")
        shell.expect_exact(SHELL_PROMPT)

        shell.sendline("fg")
        shell.expect_exact(t("ui-suspend-back"))
        shell.expect(TURN_SAID[lang])  # and whose turn it is (issue 32, item 16)
        shell.expect_exact(f"{t('live-hand')} ")  # the live line is drawn again, after the message
        back = raw.getvalue().rsplit("fg", 1)[1]
        assert "\x1b[?2004h" in back.split(t("ui-suspend-back"))[0]  # and pastes are marked again
        shell.send("h")  # a key answers
        shell.expect_exact(HAND[lang])
        play_a_card(shell, lang)  # the computers play on: the turn comes round again
        assert screen(raw)[-1].startswith(t("live-hand"))

        shell.send("\x03")  # Ctrl+C still saves and quits
        shell.expect_exact(t("ui-saved-bye"))
        shell.expect_exact(SHELL_PROMPT)
        shell.sendline("echo status=$?")
        shell.expect_exact("status=0")
        assert (tmp_path / "data" / "save.json").exists()
    finally:
        shell.close(force=True)


@pytest.mark.parametrize("started", ["as the terminal's own program", "with the stop signal ignored"])
def test_where_nothing_could_bring_the_game_back_control_z_says_so_and_the_game_goes_on(tmp_path: Path,
                                                                                       started: str) -> None:
    t = translator("en")
    game = [*GAME, "--lang", "en"]
    if started == "with the stop signal ignored":
        # From bash with job control, but the stop signal ignored: it would stop nothing.
        child, raw = spawn_shell(pexpect, tmp_path, (ROWS, COLUMNS))
        child.sendline(f"(trap '' TSTP; exec {' '.join(game)})")
    else:
        # The first process of its terminal (as under `xterm -e`): no shell above it to return to.
        raw = io.StringIO(newline="")
        child = pexpect.spawn(game[0], game[1:], env=env_for(tmp_path), encoding="utf-8", codec_errors="replace",
                              dimensions=(ROWS, COLUMNS), timeout=20)
        child.logfile_read = raw
    try:
        child.expect(TURN_SAID["en"])
        child.send("\x1a")
        child.expect_exact(t("ui-suspend-no-shell"))
        child.send("h")  # not stopped: the next key answers at once
        child.expect_exact(HAND["en"])
        child.send("\x1bOP\x1bOP")  # F1 twice: the whole list
        child.expect_exact(t("help-line", keys=t("key-ctrl-q"), action=t("cmd-quit")))
        child.send("\x11")
        child.expect_exact(t("ui-saved-bye"))
        written = raw.getvalue()
        assert t("ui-suspend") not in written and t("key-ctrl-z") not in written  # F1 does not offer it
    finally:
        child.close(force=True)


def _fake_espeak(tmp_path: Path, script: str, frames: int) -> None:
    """An espeak-ng in `tmp_path/bin` that runs `script` (its TONE: a WAV of `frames` frames)."""
    tone = tmp_path / "tone.wav"
    with wave.open(str(tone), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(22050)
        wav.writeframes(b"\x00\x10" * frames)
    programs = tmp_path / "bin"
    programs.mkdir()
    (programs / "espeak-ng").write_text(script.replace("TONE", str(tone)), encoding="utf-8")
    (programs / "espeak-ng").chmod(0o755)


def _start_voice_game(shell: Any, tmp_path: Path) -> None:
    """Start `tmp_path/voice_game.py` in German with the fake espeak-ng first on the path."""
    shell.sendline(f"export PATH={tmp_path / 'bin'}:$PATH")
    shell.expect_exact(SHELL_PROMPT)
    game = [sys.executable, str(tmp_path / "voice_game.py"), "--speech", "voice", *GAME[5:], "--lang", "de"]
    shell.sendline(" ".join(game))
    shell.expect(TURN_SAID["de"])


def _back_and_speaking(shell: Any, raw: io.StringIO) -> None:
    """After `fg`: the German game says it is back, answers one key at once (no Enter), speaks a
    whole trick, and quits to the shell, and its voice never stopped working."""
    t = translator("de")
    shell.expect_exact(t("ui-suspend-back"))
    shell.send("h")
    shell.expect_exact(HAND["de"], timeout=5)
    play_a_card(shell, "de")  # every message of a trick, spoken
    shell.send("\x11")
    shell.expect_exact(t("ui-saved-bye"))
    shell.expect_exact(SHELL_PROMPT)
    assert t("output-failed-voice") not in raw.getvalue()


def test_the_games_own_voice_lives_through_the_wait_in_the_background(tmp_path: Path) -> None:
    """The game says it waits, waits for that to be said whole, then stops; after `fg` its voice
    speaks on (a stop in the middle of speech is tested below)."""
    pytest.importorskip("miniaudio")
    t = translator("de")
    _fake_espeak(tmp_path, SLOW_ESPEAK, 11025)
    (tmp_path / "voice_game.py").write_text(VOICE_GAME, encoding="utf-8")
    shell, raw = spawn_shell(pexpect, tmp_path, (ROWS, COLUMNS))
    try:
        _start_voice_game(shell, tmp_path)
        shell.send("\x1a")
        shell.expect_exact(t("ui-suspend"))
        shell.expect_exact(SHELL_PROMPT)
        shell.sendline("sleep 2; fg")  # longer than a rendering may take
        _back_and_speaking(shell, raw)
    finally:
        shell.close(force=True)


def test_control_z_from_a_pipe_stops_nothing(tmp_path: Path) -> None:
    """Keys from a pipe (prompt_toolkit's pipe input, which calls itself a terminal) come from no
    terminal to give back: Control+Z says so, and the process group running the game (here a
    child of its own group, as a test runner started from a shell is) is not stopped."""
    script = textwrap.dedent(f"""\
        import sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from ui_harness import Driver, make_session
        session = make_session("en")
        Driver(session).run(["\\x1a", "h"])
        print(*session.transcript[-2:], sep="\\n")
    """)
    child = subprocess.Popen([sys.executable, "-c", script], env=env_for(tmp_path), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, preexec_fn=os.setpgrp)
    try:
        out, err = child.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        pytest.fail("the game stopped its own process group")
    assert child.returncode == 0, err
    no_shell, hand = out.splitlines()[-2:]
    assert no_shell == translator("en")("ui-suspend-no-shell")
    assert hand.startswith(HAND["en"])


#: An espeak-ng that takes long over one sentence ("waits in the background"), quickly over the rest.
SLOW_SUSPEND_ESPEAK = textwrap.dedent("""\
    #!/bin/sh
    case "$1" in --voices*) printf 'Pty Language Age/Gender VoiceName File Other Languages\\n'
        printf ' 5  de  --/M  German  gmw/de\\n'; exit 0;; esac
    case "$(cat)" in *Hintergrund*) sleep SLOW;; esac
    cat "TONE"
""")


def test_the_game_answers_while_it_waits_for_its_sentence_before_the_stop(tmp_path: Path) -> None:
    """The game waits for "waits in the background" to be said before it stops (up to 15 s), but
    its event loop runs on meanwhile: a terminal closed or a shutdown in that time saves the game
    at once. Before, the loop stood still for the whole sentence, and the game answered nothing."""
    pytest.importorskip("miniaudio")
    slow = 12
    t = translator("de")
    _fake_espeak(tmp_path, SLOW_SUSPEND_ESPEAK.replace("SLOW", str(slow)), 2205)
    pid_file = tmp_path / "game.pid"
    script = VOICE_GAME.replace("import functools, sys", f"import functools, os, sys\n"
                                f"open({str(pid_file)!r}, 'w').write(str(os.getpid()))")
    (tmp_path / "voice_game.py").write_text(script, encoding="utf-8")
    shell, raw = spawn_shell(pexpect, tmp_path, (ROWS, COLUMNS))
    try:
        _start_voice_game(shell, tmp_path)
        shell.send("\x1a")
        shell.expect_exact(t("ui-suspend"))
        os.kill(int(pid_file.read_text()), signal.SIGTERM)  # the sentence takes `slow` seconds yet
        started = time.monotonic()
        shell.expect_exact(t("ui-saved-bye"), timeout=slow + 10)
        answered = time.monotonic() - started
        shell.expect_exact(SHELL_PROMPT, timeout=slow + 10)
        assert answered < slow / 2, f"the game answered only after {answered:.1f} s"
        assert "Stopped" not in raw.getvalue()
        assert (tmp_path / "data" / "save.json").exists()
    finally:
        shell.close(force=True)



#: The voice game with espeak-ng as its only engine (pyttsx3 renders in its own library, too fast
#: to be caught in the middle), writing its pid to PID_FILE.
ESPEAK_GAME = VOICE_GAME.replace("import functools, sys", """import functools, os, sys
open(PID_FILE, "w").write(str(os.getpid()))
from ristikontra.output import synth
synth.available_synths = lambda lang, rate=synth.DEFAULT_RATE, volume=1.0: [synth.EspeakSynth(lang, rate, volume)]""")


def _voice_game_with_pid(tmp_path: Path) -> Path:
    """`tmp_path/voice_game.py`, speaking through the slow fake espeak-ng (0.4 s to render, where
    a sentence may take more than a second); returns the file its pid is written to."""
    _fake_espeak(tmp_path, SLOW_ESPEAK, 11025)
    pid_file = tmp_path / "game.pid"
    script = ESPEAK_GAME.replace("PID_FILE", repr(str(pid_file)))
    (tmp_path / "voice_game.py").write_text(script, encoding="utf-8")
    return pid_file


def _stop_in_the_middle_of_speech(child: Any, pid: int) -> None:
    """Ask for the hand and stop the game's process group while its sentence renders (0.4 s)."""
    child.send("h")
    child.expect_exact(HAND["de"])
    time.sleep(0.15)
    os.killpg(os.getpgid(pid), signal.SIGSTOP)


def test_after_a_stop_signal_and_fg_the_game_takes_keys_again_and_its_voice_speaks_on(tmp_path: Path) -> None:
    """A stop the game did not ask for (`kill -STOP` from elsewhere, a debugger) in the middle of
    speech, then `fg`: the shell had the terminal meanwhile and left it echoing keys and waiting
    for Enter. The game holds it quiet again, says it is back, takes single keys at once, and its
    voice speaks on: the time the process stood still is not counted against the speech. Before,
    every key was echoed and waited for Enter, and the voice was given up as hung."""
    pytest.importorskip("miniaudio")
    pid_file = _voice_game_with_pid(tmp_path)
    shell, raw = spawn_shell(pexpect, tmp_path, (ROWS, COLUMNS))
    try:
        _start_voice_game(shell, tmp_path)
        _stop_in_the_middle_of_speech(shell, int(pid_file.read_text()))
        shell.expect_exact(SHELL_PROMPT)  # the shell has the terminal
        time.sleep(3)  # far longer than a rendering may take
        shell.sendline("fg")
        _back_and_speaking(shell, raw)
    finally:
        shell.close(force=True)


def test_a_stop_signal_with_no_shell_in_between_costs_the_voice_nothing(tmp_path: Path) -> None:
    """The game as the terminal's own program (no shell takes the terminal), stopped twice in the
    middle of speech and continued: its voice speaks on, and as the terminal was left as it was,
    there is nothing to say about it."""
    pytest.importorskip("miniaudio")
    t = translator("de")
    pid_file = _voice_game_with_pid(tmp_path)
    raw = io.StringIO()
    child = pexpect.spawn(sys.executable, [str(tmp_path / "voice_game.py"), "--speech", "voice", *GAME[5:],
                                           "--lang", "de"],
                          env={**env_for(tmp_path), "PATH": f"{tmp_path / 'bin'}:{os.environ['PATH']}"},
                          encoding="utf-8", dimensions=(ROWS, COLUMNS), timeout=20)
    child.logfile_read = raw
    try:
        child.expect(TURN_SAID["de"])
        pid = int(pid_file.read_text())
        for _ in range(2):
            _stop_in_the_middle_of_speech(child, pid)
            time.sleep(3)
            os.killpg(os.getpgid(pid), signal.SIGCONT)
        play_a_card(child, "de")
        child.send("\x11")
        child.expect_exact(t("ui-saved-bye"))
        child.expect(pexpect.EOF)
        written = raw.getvalue()
        assert t("output-failed-voice") not in written
        assert t("ui-suspend-back") not in written
    finally:
        child.close(force=True)
