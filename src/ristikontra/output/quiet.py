"""Keep library chatter away from the player's terminal.

The UI owns the terminal, so nothing a speech or audio library prints may reach it. Python-level
prints are caught by swapping `sys.stdout`/`sys.stderr`; C libraries (ALSA, espeak) write to file
descriptors 1 and 2 directly, so those are pointed at the null device for the few milliseconds a
noisy call takes. The window is short, serialised by a lock, and always restored, because
prompt_toolkit writes to the same descriptors. Long-running noisy work goes into subprocesses
whose output is discarded instead (see `quiet_popen_kwargs`).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import io
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

__all__ = ["end_process", "quiet_fds", "quiet_popen_kwargs", "silence_alsa"]

_fd_lock = threading.Lock()
_alsa_lock = threading.Lock()
# The C callback must outlive every ALSA call, so it is kept here for the life of the process.
_alsa_handler: Any = None


def _flush_std() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.flush()


@contextlib.contextmanager
def quiet_fds(fds: tuple[int, ...] = (1, 2), flush_c: bool = True) -> Iterator[None]:
    """Discard what Python code prints inside the block, and what C code writes to `fds`.

    Keep the block short: while it runs, other threads' output to those descriptors is lost
    too. Once the UI runs, pass ``fds=(2,)``: C libraries complain on stderr, while
    prompt_toolkit draws the screen on stdout. `flush_c=False` leaves C's stdio buffers alone:
    a library whose own thread reads a socket through a C stream (libspeechd) holds that stream's
    lock while it waits, and flushing every stream would wait for it for ever (C's stderr, the
    only descriptor worth guarding then, is unbuffered anyway).
    """
    with _fd_lock:
        _flush_std()
        saved: list[tuple[int, int]] = []
        devnull = -1
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            for fd in fds:
                try:
                    saved.append((fd, os.dup(fd)))
                except OSError:
                    continue  # no such descriptor (e.g. a GUI launcher): nothing to protect
                os.dup2(devnull, fd)
        except OSError:
            pass
        sink = io.StringIO()
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                yield
        finally:
            # Flush C-level stdio buffers too, so nothing escapes after the descriptors return.
            if flush_c:
                with contextlib.suppress(Exception):
                    ctypes.CDLL(None).fflush(None)
            for fd, copy in saved:
                with contextlib.suppress(OSError):
                    os.dup2(copy, fd)
                with contextlib.suppress(OSError):
                    os.close(copy)
            if devnull >= 0:
                with contextlib.suppress(OSError):
                    os.close(devnull)


def silence_alsa() -> bool:
    """Install a do-nothing ALSA error handler so libasound stops writing to stderr.

    ALSA prints dozens of lines when no sound card exists; miniaudio loads the same shared
    library, so the handler set here applies to it. Returns whether a handler is installed.
    """
    global _alsa_handler
    if not sys.platform.startswith("linux"):
        return False
    with _alsa_lock:
        if _alsa_handler is not None:
            return True
        name = ctypes.util.find_library("asound") or "libasound.so.2"
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            return False
        # snd_lib_error_handler_t is variadic; the fixed arguments are enough to ignore the call.
        prototype = ctypes.CFUNCTYPE(
            None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
        )

        def _ignore(*_args: object) -> None:
            return None

        handler = prototype(_ignore)
        try:
            if lib.snd_lib_error_set_handler(handler) != 0:
                return False
        except AttributeError:
            return False
        _alsa_handler = handler
        return True


def quiet_popen_kwargs() -> dict[str, Any]:
    """`subprocess.Popen` arguments for a helper that must stay silent and ignore the terminal.

    A new session keeps Ctrl+C meant for the game from killing helpers mid-sentence; the game
    stops them itself.
    """
    kwargs: dict[str, Any] = {
        "stdin": subprocess.DEVNULL,
        "stdout": subprocess.DEVNULL,
        "stderr": subprocess.DEVNULL,
    }
    if sys.platform == "win32":
        kwargs["creationflags"] = getattr(subprocess, "CREATE_NO_WINDOW", 0)
    else:
        kwargs["start_new_session"] = True
    return kwargs


def end_process(process: subprocess.Popen[Any], reap: float = 0.5) -> None:
    """Kill a helper started with `quiet_popen_kwargs` together with everything it started.

    The helper leads a process group of its own, so a wrapper script's hung child (an
    espeak-ng behind a shell script, a speech module) goes too and no orphan is left behind;
    then the helper is reaped, waiting at most `reap` seconds. Never raises.
    """
    if sys.platform == "win32":
        with contextlib.suppress(OSError):
            process.kill()
    else:
        import signal

        # Group id == the helper's pid (start_new_session); it cannot be reused while any
        # process of the group, or the unreaped helper itself, exists.
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            process.kill()
    with contextlib.suppress(Exception):
        process.wait(timeout=reap)
