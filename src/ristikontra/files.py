"""The one guarded way in and out of files: what we read we did not write, what we write must
survive a crash, and a path the player names may be anything.

- `read_untrusted` / `load_json` / `load_toml`: any file that was not written by us in this run
  (saves, settings). Regular files only, opened without blocking (a FIFO never hangs), a size
  cap before any parsing, a nesting cap before and after parsing, so no file can hang the game,
  exhaust memory or recurse the parser to death. A file that is ours but broken is renamed aside
  with its original bytes (`set_aside`).
- `write_atomically`: a temporary file with an unpredictable name created O_EXCL|O_NOFOLLOW
  beside the target, then `os.replace`; a planted link is never written through, and temporary
  files left behind by a killed run are removed later (`clean_stale_temps`).
- `open_user_file`: a path from the command line (`--log`, `--write-wav`). Folders, missing
  parent folders (never created silently), read-only mounts, full devices and forbidden files
  become a `PathRefused` with a catalog id, never a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import secrets
import stat
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = [
    "FileProblem",
    "PathRefused",
    "UserFile",
    "clean_stale_temps",
    "load_json",
    "load_toml",
    "make_private",
    "nesting_depth",
    "open_user_file",
    "read_untrusted",
    "refusal_for",
    "set_aside",
    "write_atomically",
]

_log = logging.getLogger("ristikontra.files")

#: Ample for any save or settings file we write (a save is about 10 KB).
DEFAULT_LIMIT = 1 << 20
#: Our files nest four levels deep; a hundred is generous and far from any recursion limit.
DEFAULT_DEPTH = 64
#: A temporary file older than this was left by a run that was killed while writing.
STALE_AFTER = 60.0
_TEMP_SUFFIX = ".tmp"


@dataclass
class FileProblem(Exception):
    """A file that exists but cannot be used. `kind` says why:

    ``unreadable`` (no permission, I/O error: left where it is), ``not_regular`` (a folder, FIFO,
    device), ``too_large``, ``too_deep``, ``malformed`` (not the expected format or shape).
    Everything but ``unreadable`` means the file's content is not ours to use: set it aside.
    """

    kind: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}" if self.detail else self.kind

    @property
    def damaged(self) -> bool:
        """Whether the file itself is broken (rather than out of reach)."""
        return self.kind != "unreadable"


# ---------------------------------------------------------------------------------------- reading


def read_untrusted(path: Path, limit: int = DEFAULT_LIMIT) -> bytes | None:
    """The bytes of `path`, or None if there is no such file; FileProblem if it cannot be used."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise FileProblem("not_regular", "a link pointing to itself") from None
        raise FileProblem("unreadable", exc.strerror or type(exc).__name__) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("not_regular", "not a regular file")
        if info.st_size > limit:
            raise FileProblem("too_large", f"{info.st_size} bytes")
        chunks: list[bytes] = []
        total = 0
        while True:
            # Read one byte past the limit: a file growing while we read is caught too.
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileProblem("too_large", f"more than {limit} bytes")
        return b"".join(chunks)
    except OSError as exc:
        raise FileProblem("unreadable", exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)


def nesting_depth(text: str, limit: int) -> int:
    """How deep brackets and braces nest in `text` outside strings, counted up to `limit + 1`.

    A linear scan with no recursion, run before a parser that would recurse. It knows JSON and
    TOML quoting well enough that a string never counts and a bracket never hides.
    """
    depth = deepest = 0
    quote = ""
    escaped = False
    comment = False
    for char in text:
        if comment:
            comment = char != "\n"
            continue
        if quote:
            if escaped:
                escaped = False
            elif char == "\\" and quote == '"':
                escaped = True
            elif char == quote:
                quote = ""
            continue
        if char in "\"'":
            quote = char
        elif char == "#":
            comment = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif char in "]}":
            depth = max(0, depth - 1)
    return deepest


def _structure_depth(value: Any, limit: int) -> int:
    """The nesting depth of parsed data (dotted TOML keys nest without brackets), iteratively."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, depth)
            if deepest > limit:
                return deepest
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return deepest


def _parse(path: Path, parse: Callable[[str], Any], limit: int, depth: int) -> dict[str, Any] | None:
    try:
        return _parse_checked(path, parse, limit, depth)
    except FileProblem as problem:
        _log.warning("cannot use the file %s: %s", path, problem)
        raise


def _parse_checked(path: Path, parse: Callable[[str], Any], limit: int, depth: int) -> dict[str, Any] | None:
    data = read_untrusted(path, limit)
    if data is None:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem("malformed", "not UTF-8 text") from None
    if nesting_depth(text, depth) > depth:
        raise FileProblem("too_deep", f"nested deeper than {depth}")
    try:
        value = parse(text)
    except (ValueError, RecursionError, MemoryError) as exc:
        # tomllib.TOMLDecodeError and json.JSONDecodeError are ValueErrors; so is a number of
        # more digits than int() takes.
        raise FileProblem("malformed", str(exc)[:200] or type(exc).__name__) from None
    if not isinstance(value, dict):
        raise FileProblem("malformed", "not a table of values")
    if _structure_depth(value, depth) > depth:
        raise FileProblem("too_deep", f"nested deeper than {depth}")
    return value


def _json_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def load_json(path: Path, limit: int = DEFAULT_LIMIT, depth: int = DEFAULT_DEPTH) -> dict[str, Any] | None:
    """A JSON object from a file we did not write in this run; None if there is none."""
    return _parse(path, lambda text: json.loads(text, parse_constant=_json_constant), limit, depth)


def load_toml(path: Path, limit: int = DEFAULT_LIMIT, depth: int = DEFAULT_DEPTH) -> dict[str, Any] | None:
    """A TOML table from a file we did not write in this run; None if there is none."""
    return _parse(path, tomllib.loads, limit, depth)


def set_aside(path: Path) -> Path | None:
    """Rename a broken file to ``<name>.broken-<time>`` beside it, bytes untouched; None if that
    was impossible (the file then stays where it is, and is still never overwritten by a read)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = path.with_name(f"{path.name}.broken-{stamp}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError as exc:
        _log.warning("could not set aside the broken file %s: %s", path, exc)
        return None
    _log.warning("set aside the broken file %s as %s", path, target.name)
    return target


# ---------------------------------------------------------------------------------------- writing


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomically(path: Path, text: str) -> bool:
    """Write `text` to an unpredictably named temporary file beside `path`, then replace `path`
    with it; False if that failed (nothing half-written is left behind).

    O_EXCL|O_NOFOLLOW: a link planted at the temporary name makes the write fail instead of
    writing through it; `os.replace` replaces a link planted at `path` itself, never its target.
    """
    folder = path.parent
    tmp = folder / f"{_temp_prefix(path)}{secrets.token_hex(8)}{_TEMP_SUFFIX}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    data = text.encode("utf-8")
    try:
        # Our own folders (config and data) may be made; a folder the player named may not.
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, flags, 0o600)
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    return True


def clean_stale_temps(path: Path, older_than: float = STALE_AFTER) -> int:
    """Remove temporary files of `path` that a killed run left behind; how many went.

    Both our names (``.save.json.<random>.tmp``) and the older ``save.json.<pid>.tmp``; only
    ones older than `older_than` seconds, so another instance's write in progress is safe.
    """
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        ours = name.startswith(_temp_prefix(path)) or name.startswith(f"{path.name}.")
        if not (ours and name.endswith(_TEMP_SUFFIX)):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)  # a planted link is removed itself, never its target
            removed += 1
        except OSError:
            continue
    return removed


# ------------------------------------------------------------------------------ paths the player names


@dataclass
class PathRefused(Exception):
    """A path the player named that cannot be used: `msg_id` (in cli.ftl) with `values`."""

    msg_id: str
    values: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.msg_id}: {self.values}"


def refusal_for(path: Path, exc: OSError) -> PathRefused:
    """What an OSError on a path the player named means, as a catalog id."""
    code = exc.errno
    where = {"path": str(path)}
    if code == errno.EISDIR:
        return PathRefused("cli-path-is-folder", where)
    if code in (errno.ENOENT, errno.ENOTDIR):
        if path.parent.is_dir():
            return PathRefused("cli-path-cannot-create", where)  # /proc and the like
        return PathRefused("cli-path-no-folder", {**where, "folder": str(path.parent)})
    if code in (errno.EACCES, errno.EPERM):
        return PathRefused("cli-path-denied", where)
    if code == errno.EROFS:
        return PathRefused("cli-path-read-only", where)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return PathRefused("cli-path-full", where)
    if code == errno.ENXIO:
        return PathRefused("cli-path-no-reader", where)
    if code == errno.EEXIST:
        return PathRefused("cli-path-exists", where)
    return PathRefused("cli-path-failed", {**where, "reason": exc.strerror or type(exc).__name__})


class UserFile:
    """A file the player named, open for writing. `write` never raises: the first failure is
    kept in `refusal` (say it once), and later writes are dropped."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._handle = os.fdopen(fd, "wb")
        self.refusal: PathRefused | None = None

    @property
    def failed(self) -> bool:
        return self.refusal is not None

    @property
    def binary(self) -> Any:
        """The open binary stream, for writers that buffer (their OSError: `refusal_for`)."""
        return self._handle

    def refusal_for(self, exc: OSError) -> PathRefused:
        """What a write error on this file means, in words the player understands."""
        return refusal_for(self.path, exc)

    def write(self, data: str | bytes) -> bool:
        """Write and flush; False (and `refusal` set) if the file cannot take it."""
        if self.refusal is not None:
            return False
        try:
            self._handle.write(data.encode("utf-8") if isinstance(data, str) else data)
            self._handle.flush()
        except OSError as exc:
            self.refusal = refusal_for(self.path, exc)
            self._drop()
            return False
        return True

    def _drop(self) -> None:
        # The buffer holds what could not be written; closing would try again and raise.
        with contextlib.suppress(OSError, ValueError):
            os.close(self._handle.fileno())
        with contextlib.suppress(OSError, ValueError):
            self._handle.close()

    def close(self) -> None:
        if self.refusal is None:
            try:
                self._handle.close()
            except OSError as exc:
                self.refusal = refusal_for(self.path, exc)
                self._drop()

    def __enter__(self) -> UserFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_user_file(path: Path, *, mode: str = "append", private: bool = False) -> UserFile:
    """Open a path from the command line for writing, or raise PathRefused.

    `mode`: ``append`` (keep what is there), ``new`` (refuse an existing non-empty file: nothing
    the player wrote is truncated without being asked), ``replace`` (truncate: the player asked).
    The parent folder must exist: a typo in a folder name must not create a tree of folders.
    `private`: readable and writable by this user only (0600), also a file that was there already
    (the server's event logs hold every hand of games still running).
    """
    try:
        return _open_user_file(path, mode, private)
    except PathRefused as refusal:
        _log.info("refused the path %s (%s): %s", path, mode, refusal)
        raise


def make_private(folder: Path) -> None:
    """Let only this user into `folder` (0700), if it is this user's: the server's event logs go
    there. Someone else's folder is left as it is (its files are private anyway)."""
    with contextlib.suppress(OSError, AttributeError):  # AttributeError: no user ids (Windows)
        info = folder.stat()
        if info.st_uid == os.geteuid() and stat.S_IMODE(info.st_mode) & 0o077:
            folder.chmod(0o700)


def _open_user_file(path: Path, mode: str, private: bool = False) -> UserFile:
    path = Path(os.path.expanduser(str(path)))
    parent = path.parent
    if os.path.isdir(path):
        raise PathRefused("cli-path-is-folder", {"path": str(path)})
    if not parent.is_dir():
        raise PathRefused("cli-path-no-folder", {"path": str(path), "folder": str(parent)})
    flags = os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    if mode == "append":
        flags |= os.O_APPEND
    elif mode == "replace":
        flags |= os.O_TRUNC
    try:
        fd = os.open(path, flags, 0o600 if private else 0o644)
    except OSError as exc:
        raise refusal_for(path, exc) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise PathRefused("cli-path-is-folder", {"path": str(path)})
        if mode == "new" and stat.S_ISREG(info.st_mode) and info.st_size > 0:
            raise PathRefused("cli-path-exists", {"path": str(path)})
        if private and stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) & 0o077 and hasattr(os, "fchmod"):
            os.fchmod(fd, 0o600)  # a file of an earlier run, written before logs were private
        # Writes may block once open (a FIFO with a reader waits for it, as the player asked).
        os.set_blocking(fd, True)
    except PathRefused:
        os.close(fd)
        raise
    except OSError as exc:
        os.close(fd)
        raise refusal_for(path, exc) from None
    return UserFile(path, fd)
