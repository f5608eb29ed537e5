"""While a screen reader that reads new terminal text runs (Orca) and the game speaks itself, the
terminal is left as it is: no message lines and no live line, so the reader has nothing to say a
second time; every message is still spoken and kept in the history. With text only, or no such
reader, the lines and the live line are written as always. (Orca itself, in a real terminal:
tests/reader/test_reader_terminal.py.)"""

from __future__ import annotations

import asyncio
import io

import pytest
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output
from ui_harness import ENTER, RIGHT, RecordingOutput, make_session

from ristikontra.ui.terminal.app import TableApp


class FellBackOutput(RecordingOutput):
    """An output whose screen reader failed after the start: it speaks as text now."""

    channel = "text"


async def _play(reader: str | None, channel: str, fell_back: bool = False) -> tuple[str, list[str], list[str]]:
    """A few keys at a terminal of 24 rows; what was written to it, what was said, the transcript."""
    session = make_session(seed=5)
    if fell_back:
        session.speaker.output = FellBackOutput()
    else:
        assert isinstance(session.speaker.output, RecordingOutput)
        session.speaker.output.channel = channel  # type: ignore[assignment]
    session.speaker.channel = channel  # what the output chose at the start
    screen = io.StringIO()
    output = Vt100_Output(screen, lambda: Size(rows=24, columns=100), term="xterm")  # type: ignore[arg-type]
    with create_pipe_input() as pipe:
        app = TableApp(session, input=pipe, output=output)
        app.terminal_reader = reader
        app.app.ttimeoutlen = 0.01
        session.start()
        task = asyncio.create_task(app.run_async())
        for key in (RIGHT, ENTER, RIGHT, ENTER):
            seen = app.keys_seen
            pipe.send_text(key)
            for _ in range(20000):
                if app.keys_seen > seen and not app.busy:
                    break
                await asyncio.sleep(0.001)
        app.app.exit(result=0)
        await asyncio.wait_for(task, 10)
        app.flush_remaining()
    assert isinstance(session.speaker.output, RecordingOutput)
    return screen.getvalue(), session.speaker.output.spoken, list(session.speaker.transcript)


@pytest.mark.parametrize("channel", ["screenreader", "voice"])
def test_with_orca_and_the_game_speaking_the_terminal_stays_quiet(channel: str) -> None:
    written, spoken, transcript = asyncio.run(_play("Orca", channel))
    assert any(text.startswith("You play") for text in spoken)
    assert spoken == transcript
    for text in transcript:
        assert text not in written
    assert "Hand:" not in written
    assert not any(ch.isalpha() for ch in written.replace("\x1b[?2004h", "").replace("\x1b[?2004l", ""))


@pytest.mark.parametrize(("reader", "channel", "fell_back"),
                         [(None, "screenreader", False), ("Orca", "text", False), ("Orca", "screenreader", True)])
def test_otherwise_the_lines_and_the_live_line_are_written(reader: str | None, channel: str, fell_back: bool) -> None:
    written, _spoken, transcript = asyncio.run(_play(reader, channel, fell_back))
    played = [text for text in transcript if text.startswith("You play")]
    assert played and all(text in written for text in played)
    assert "Hand:" in written
