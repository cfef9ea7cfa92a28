"""One process of tests/store/test_concurrent_open.py: open a store when told to, report, close, exit.

    python -m tests.store.open_worker sqlite PATH
    python -m tests.store.open_worker postgres DSN SCHEMA

Prints "ready" once imported, waits for a line on stdin (so that every process opens at the same moment),
then opens the store with `COUNTED`, prints what it found as JSON and closes it. It imports only the store,
so that starting it is cheap, and it exits non-zero if an aiosqlite worker thread outlives the close.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading

from store.interface import GameStore
from store.postgres import PostgresStore
from store.postgres_schema import MIGRATIONS as PG_MIGRATIONS
from store.sqlite import SqliteStore
from store.sqlite_schema import MIGRATIONS as SQLITE_MIGRATIONS

Migrations = list[tuple[int, str, list[str]]]
MIGRATED_BY = 900  # a migration that leaves a row per opener that applied it: exactly one row, or a bug


def counted(migrations: Migrations) -> Migrations:
    """The store's migrations plus one whose every application is visible (a second one would also fail)."""
    return [*migrations, (MIGRATED_BY, "count the openers that migrate",
                          ["CREATE TABLE migrated_by (n INTEGER NOT NULL)", "INSERT INTO migrated_by (n) VALUES (1)"])]


def aiosqlite_threads() -> set[threading.Thread]:
    """The live aiosqlite connection threads (named after their target, `_connection_worker_thread`)."""
    return {t for t in threading.enumerate() if t.is_alive() and "_connection_worker_thread" in t.name}


def make(kind: str, where: str, schema: str | None) -> GameStore:
    if kind == "sqlite":
        return SqliteStore(where, migrations=counted(SQLITE_MIGRATIONS))
    return PostgresStore(where, schema=schema, min_size=1, max_size=2, migrations=counted(PG_MIGRATIONS))


async def main(kind: str, where: str, schema: str | None) -> int:
    store = make(kind, where, schema)
    await store.open()
    try:
        report = {"version": await store.schema_version(),
                  "applied": list(store.applied) if isinstance(store, SqliteStore) else None}
    finally:
        await store.close()
    left = aiosqlite_threads()
    report["threads_left"] = len(left)
    print(json.dumps(report), flush=True)
    return 1 if left else 0


if __name__ == "__main__":
    print("ready", flush=True)
    sys.stdin.readline()  # the go signal, given to every process at once
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)))
