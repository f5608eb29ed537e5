"""Helper process that runs pyttsx3 for the game: `python -m ristikontra.output.synth_worker`.

pyttsx3 and the speech engines below it print to stdout and stderr (pyttsx3 announces every saved
file; espeak and SAPI report errors from C code), and a broken engine can hang. In a process of
its own all of that goes to the null device, and the game can kill it when it stops answering.

Protocol: one JSON object per line on stdin, one JSON answer per line on the original stdout.
- ``{"op": "hello"}`` -> ``{"ok": true, "driver": ..., "voices": [{"id", "name", "languages"}]}``
- ``{"op": "synth", "text", "path", "voice", "rate", "volume"}`` -> ``{"ok": true}`` once the WAV
  is written to `path`.
Errors answer ``{"ok": false, "error": ...}``; the game then treats the engine as broken.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, TextIO

__all__ = ["main", "private_stdout"]


def private_stdout() -> TextIO:
    """Keep the real stdout for answers (this helper's and the Prism probe's); send descriptors
    1 and 2 to the null device."""
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
    sys.stderr = sys.stdout
    return answers


def _driver_name(engine: Any) -> str:
    module = getattr(getattr(engine, "proxy", None), "_module", None)
    name = getattr(module, "__name__", "") or ""
    return name.rsplit(".", 1)[-1] or "unknown"


def _voices(engine: Any) -> list[dict[str, Any]]:
    voices = []
    for voice in engine.getProperty("voices") or []:
        languages = []
        for lang in getattr(voice, "languages", None) or []:
            if isinstance(lang, bytes):
                lang = lang.decode("utf-8", "replace")
            languages.append(str(lang).lstrip("\x05").strip())
        voices.append({"id": str(voice.id), "name": str(voice.name or ""), "languages": languages})
    return voices


def _handle(engine: Any, request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "hello":
        return {"ok": True, "driver": _driver_name(engine), "voices": _voices(engine)}
    if op == "synth":
        if request.get("voice"):
            engine.setProperty("voice", request["voice"])
        if request.get("rate"):
            engine.setProperty("rate", int(request["rate"]))
        if request.get("volume") is not None:
            engine.setProperty("volume", float(request["volume"]))
        # pyttsx3's espeak driver now and then returns from runAndWait without having written
        # the file (seen about once in a few hundred runs of the test suite); a second run has
        # always written it.
        for _attempt in range(2):
            engine.save_to_file(str(request["text"]), str(request["path"]))
            engine.runAndWait()
            if os.path.exists(request["path"]):
                return {"ok": True}
        return {"ok": False, "error": "engine wrote no file"}
    return {"ok": False, "error": f"unknown op {op!r}"}


def main() -> int:
    answers = private_stdout()
    engine: Any = None
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if engine is None:
                import pyttsx3

                engine = pyttsx3.init()
            answer = _handle(engine, request)
        except Exception as error:
            answer = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        answers.write(json.dumps(answer) + "\n")
        answers.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
