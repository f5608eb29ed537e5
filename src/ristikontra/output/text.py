"""The text channel (an append-only transcript the UI shows) and the silent channel."""

from __future__ import annotations

from collections.abc import Callable

from ristikontra.output.base import Backend

__all__ = ["OffBackend", "TextBackend"]


class TextBackend(Backend):
    """Hands every utterance to `write`, a sink the UI owns (the UI owns the terminal too)."""

    channel = "text"
    name = "transcript"

    def __init__(self, write: Callable[[str], None]):
        self.write = write

    def speak(self, text: str, interrupt: bool = True) -> None:
        if text.strip():
            self.write(text)


class OffBackend(Backend):
    """Says nothing, on purpose: the player turned speech off."""

    channel = "off"
    name = "off"
