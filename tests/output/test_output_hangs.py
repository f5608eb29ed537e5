"""A speech engine that hangs is noticed within about a second and ended with all it started.

The engines are shell scripts named `espeak-ng` (the `fake_programs` fixture): real processes
that hang the way a broken espeak-ng, or a wrapper script whose child hangs, does.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from waiting import process_alive, wait_until, wav_bytes

from ristikontra.output.manager import OutputManager
from ristikontra.output.mixer import Mixer
from ristikontra.output.synth import EspeakSynth
from ristikontra.output.text import TextBackend
from ristikontra.output.voice import VoiceBackend

FakePrograms = Callable[[str, str], Path]
VOICES = "Pty Language Age/Gender VoiceName File Other Languages\\n 5  de  --/M  German  gmw/de\\n"


def _engine(tmp_path: Path, fake_programs: FakePrograms, hang: str) -> Path:
    """An espeak-ng that lists a German voice and speaks once (start-up's check), then hangs."""
    pids = tmp_path / "pids"
    tone = tmp_path / "tone.wav"
    tone.write_bytes(wav_bytes(2205, b"\x00\x10"))
    flag = tmp_path / "spoke-once"
    fake_programs(
        "espeak-ng",
        f"""case "$1" in --voices*) printf '{VOICES}'; exit 0;; esac
cat > /dev/null
if [ ! -e "{flag}" ]; then touch "{flag}"; cat "{tone}"; exit 0; fi
{hang}""".replace("PIDS", str(pids)),
    )
    return pids


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="process checks read /proc")
@pytest.mark.parametrize(
    "hang",
    [
        pytest.param("echo $$ >> PIDS; exec sleep 300", id="espeak-ng hangs"),
        pytest.param("sleep 300 & echo $! >> PIDS\nwait", id="its child hangs"),
    ],
)
def test_hung_engine_is_noticed_within_a_second_and_ended(
    tmp_path: Path, fake_programs: FakePrograms, null_mixer: Mixer, hang: str
) -> None:
    pids = _engine(tmp_path, fake_programs, hang)
    notices: list[tuple[float, str]] = []
    said: list[str] = []
    out = OutputManager(
        [VoiceBackend(EspeakSynth("de"), null_mixer), TextBackend(said.append)],
        None,
        lang="de",
        on_notice=lambda text: notices.append((time.monotonic(), text)),
        hold_notices=True,
    )
    assert out.settle(5).channel == "voice"
    asked = time.monotonic()
    out.speak("Du bist dran.")
    assert wait_until(lambda: said == ["Du bist dran."], timeout=10)
    assert len(notices) == 1 and notices[0][1].startswith("Die eigene Stimme des Spiels funktioniert nicht.")
    # The default limit is one second (and a little per character); the watchdog looks every 50 ms.
    assert notices[0][0] - asked < 1.5
    hung = [int(pid) for pid in pids.read_text().split()]
    assert hung and wait_until(lambda: not any(process_alive(pid) for pid in hung), timeout=2), "a hung process is left"
    out.close()
