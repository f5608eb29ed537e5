"""Tables in one SQLite file: settings, seats and every accepted move, in order.

A move is ``deal`` (the next deal was dealt from the seeded shuffle) or an action in
``parse_action`` form (``"2:TH"``, ``"1:blind"``). Replaying the moves through the engine from
the seed rebuilds a table exactly, so the store never holds events or cards.

Each move is committed before the server sends its events: in WAL mode a commit is in the
operating system's hands once ``commit()`` returns, so killing the server process loses no
acknowledged move (a power cut may lose the last few; ``durable=True`` syncs every commit).
Seat tokens are kept only as SHA-256 digests. Each seat also keeps whether its person allows
hints, so a restarted server tells every seat the same as before.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["SeatRow", "Store", "StoredTable", "token_digest"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    created REAL NOT NULL,
    config TEXT NOT NULL,
    seed INTEGER NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    closed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (code, n)
);
"""


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    token_digest: str
    #: The seat's person allows hints at this table.
    hints: bool = False


@dataclass(frozen=True, slots=True)
class StoredTable:
    code: str
    config: dict[str, Any]
    seed: int
    started: bool
    seats: tuple[SeatRow, ...]
    moves: tuple[str, ...]


class Store:
    """One SQLite file. All calls are short and made from the server's event loop thread."""

    def __init__(self, path: str | Path, *, durable: bool = False) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self._db.executescript(_SCHEMA)
        self._add_hints_column()

    def _add_hints_column(self) -> None:
        # A store written before seats kept hint consent: the column is added, nobody allows yet.
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(seats)")}
        if "hints" not in columns:
            self._db.execute("ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0")

    def close(self) -> None:
        self._db.close()

    def _write(self, sql: str, params: tuple[Any, ...]) -> None:
        # Autocommit mode: each statement is its own committed transaction (outside `transaction`).
        self._db.execute(sql, params)

    def create_table(self, code: str, config: dict[str, Any], seed: int) -> None:
        self._write("INSERT INTO tables (code, created, config, seed) VALUES (?, ?, ?, ?)",
                    (code, time.time(), json.dumps(config), seed))

    def set_seat(self, code: str, seat: int, name: str, digest: str, hints: bool = False) -> None:
        self._write("INSERT OR REPLACE INTO seats (code, seat, name, token, hints) VALUES (?, ?, ?, ?, ?)",
                    (code, seat, name, digest, int(hints)))

    def set_hints(self, code: str, seat: int, allow: bool) -> None:
        """Whether the person at `seat` allows hints (committed when this returns)."""
        self._write("UPDATE seats SET hints = ? WHERE code = ? AND seat = ?", (int(allow), code, seat))

    def free_seat(self, code: str, seat: int) -> None:
        self._write("DELETE FROM seats WHERE code = ? AND seat = ?", (code, seat))

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """The writes made inside are committed together when it ends, or (anything raised) none is."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
            self._db.execute("COMMIT")
        except BaseException:
            with suppress(sqlite3.Error):  # a store that is gone has nothing to roll back
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
            raise

    def mark_started(self, code: str, config: dict[str, Any], first_move: str | None = None) -> None:
        """The game began; `config` now names the players it began with. With `first_move`, that
        is stored as move 0 in the same transaction: both are kept, or neither."""
        if first_move is None:
            self._write("UPDATE tables SET started = 1, config = ? WHERE code = ?", (json.dumps(config), code))
            return
        with self.transaction():
            self._write("UPDATE tables SET started = 1, config = ? WHERE code = ?", (json.dumps(config), code))
            self.add_move(code, 0, first_move)

    def add_move(self, code: str, n: int, move: str) -> None:
        """Store move number `n` (0, 1, 2, ...) of a table; committed when this returns."""
        self._write("INSERT INTO moves (code, n, move) VALUES (?, ?, ?)", (code, n, move))

    def close_table(self, code: str) -> None:
        self._write("UPDATE tables SET closed = 1 WHERE code = ?", (code,))

    def codes(self) -> set[str]:
        """Every code ever given out (closed tables included, so no code is reused)."""
        return {row[0] for row in self._db.execute("SELECT code FROM tables")}

    def open_tables(self) -> Iterator[StoredTable]:
        rows = self._db.execute("SELECT code, config, seed, started FROM tables WHERE closed = 0 ORDER BY created")
        for code, config, seed, started in rows.fetchall():
            seats = tuple(SeatRow(int(s), str(n), str(t), bool(h)) for s, n, t, h in self._db.execute(
                "SELECT seat, name, token, hints FROM seats WHERE code = ? ORDER BY seat", (code,)))
            moves = tuple(str(m) for (m,) in self._db.execute(
                "SELECT move FROM moves WHERE code = ? ORDER BY n", (code,)))
            try:
                settings = json.loads(config)
            except (TypeError, ValueError, RecursionError):
                settings = {}  # damaged: this table cannot be rebuilt (`restore` says so), the others can
            yield StoredTable(str(code), settings if isinstance(settings, dict) else {}, int(seed), bool(started),
                              seats, moves)
