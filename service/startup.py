"""What the bot needs from the store at start-up: a folder for a SQLite file, one readable line when the store
cannot open, and how many games are running."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from store.errors import StoreError
from store.factory import make_store
from store.interface import GameStore
from store.secrets import redact
from store.sqlite import SqliteStore

log = logging.getLogger("mp.startup")

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
    """How many games are running, for the start-up line; None if the store cannot tell just now."""
    try:
        return await store.running_count()
    except Exception:  # a count for a log line must never stop the start
        log.warning("could not count the running games", exc_info=True)
        return None
