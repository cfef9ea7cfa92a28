"""What the bot needs from the store at start-up: a folder for a SQLite file, one readable line when the store
cannot open, how many games are running, and where the hash of the last synced command tree is kept."""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

from store.errors import StoreError
from store.factory import make_store, redact
from store.interface import GameStore
from store.records import RUNNING
from store.sqlite import SqliteStore

log = logging.getLogger("mp.startup")

SYNC_FILE = "var/commands.sha256"  # beside the database when it is a file; here for PostgreSQL


class StoreUnavailable(Exception):
    """The store could not be opened; the message is the one line the log shows (no traceback)."""


def describe(database_url: str) -> str:
    """The database as the log names it: its kind and where it is, the password hidden."""
    url = database_url.strip()
    kind = "PostgreSQL" if url.lower().startswith(("postgres://", "postgresql://")) else "SQLite"
    return f"{kind} {redact(url)}"


def sqlite_path(store: GameStore) -> Path | None:
    if isinstance(store, SqliteStore) and store.path != ":memory:" and not store.path.startswith("file:"):
        return Path(store.path)
    return None


async def open_store(database_url: str) -> GameStore:
    """Make and open the store; a SQLite file's folder is created first (a fresh clone has no var/)."""
    where = describe(database_url)
    try:
        store = make_store(database_url)
        path = sqlite_path(store)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        await store.open()
    except (StoreError, OSError, sqlite3.Error, ValueError) as e:
        raise StoreUnavailable(f"the database ({where}) cannot be opened: {redact(str(e))} "
                               "- check DATABASE_URL in .env") from None
    except Exception as e:  # asyncpg's own errors (refused connection, bad password ...) are not imported here
        raise StoreUnavailable(f"the database ({where}) cannot be opened: {type(e).__name__}: "
                               f"{redact(str(e))} - check DATABASE_URL in .env") from None
    return store


async def running_games(store: GameStore) -> int | None:
    """How many games are running, for the start-up line; None for a store that cannot tell."""
    try:
        if isinstance(store, SqliteStore):
            rows = await store._read("SELECT COUNT(*) FROM games WHERE status = ?", (RUNNING,))
            return int(rows[0][0])
        pool: Any = getattr(store, "pool", None)
        if pool is not None and hasattr(pool, "fetchval"):
            return int(await pool.fetchval("SELECT COUNT(*) FROM games WHERE status = $1", RUNNING))
    except Exception:  # a count for a log line must never stop the start
        log.warning("could not count the running games", exc_info=True)
    return None


def sync_file(store: GameStore) -> Path:
    """Where the synced tree's hash is kept: next to a SQLite file, else var/ in the working folder."""
    path = sqlite_path(store)
    return path.with_name(path.name + ".commands.sha256") if path is not None else Path(SYNC_FILE)


def tree_hash(payload: list[Any], scope: str) -> str:
    """A stable digest of the command payload Discord would receive, per scope (global or a guild id)."""
    text = json.dumps({"scope": scope, "commands": payload}, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def synced_hash(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def remember_sync(path: Path, digest: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(digest + "\n", encoding="utf-8")
    except OSError:
        log.warning("could not write %s; the commands will be synced again at the next start", path)
