"""Golden transcripts: seeded deals narrated for seat 0, compared line by line.

Regenerate after a deliberate wording change with ``RISTIKONTRA_UPDATE_GOLDEN=1 pytest tests/announce``
and read the new files before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ristikontra.engine import PRESETS, CardPlayed
from tests.announce.announce_support import play_seeded, transcript

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("RISTIKONTRA_UPDATE_GOLDEN") == "1"

#: One deal of the default (sticks) rules; seat 0 plays blind, draws and sees the stock run out.
SEED = 1
#: Running total with the dirty game, to hear dirt, resets and the end of a game.
DIRTY_SEED = 1
DIRTY_RULES = PRESETS["short"].with_options(dirty=True, target=25)

CASES = [(f"deal-{lang}-{verbosity}", SEED, lang, verbosity, None, 1)
         for lang in ("de", "en", "fi") for verbosity in ("brief", "normal", "verbose")]
CASES += [(f"dirty-game-{lang}-normal", DIRTY_SEED, lang, "normal", DIRTY_RULES, 6) for lang in ("de", "en", "fi")]


@pytest.mark.parametrize(("name", "seed", "lang", "verbosity", "rules", "deals"), CASES,
                         ids=[c[0] for c in CASES])
def test_golden_transcript(name: str, seed: int, lang: str, verbosity: str, rules: object, deals: int) -> None:
    text = transcript(seed, lang, verbosity, rules, deals)  # type: ignore[arg-type]
    path = GOLDEN / f"{name}.txt"
    if UPDATE or not path.exists():
        path.write_text(text, encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"golden file {path.name} was missing and has been written; read it and rerun")
    assert text.splitlines() == path.read_text(encoding="utf-8").splitlines()


def test_golden_deal_has_a_blind_play_by_seat_zero() -> None:
    blind_seats: set[int] = set()

    def note(batch: list[object], state: object) -> None:
        blind_seats.update(e.seat for e in batch if isinstance(e, CardPlayed) and e.blind)

    play_seeded(SEED, note)  # type: ignore[arg-type]
    assert 0 in blind_seats


def test_transcripts_are_deterministic() -> None:
    assert transcript(SEED, "de", "normal") == transcript(SEED, "de", "normal")
