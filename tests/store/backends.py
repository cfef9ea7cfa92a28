"""The databases the store tests (and any other suite) run against: a SQLite file and a PostgreSQL schema.

    from tests.store.backends import BACKENDS, backend_database

    @pytest.fixture(params=BACKENDS)
    async def backend(request, tmp_path):
        async with backend_database(request.param, tmp_path) as b:
            yield b

Each PostgreSQL use gets a schema of its own (`t_<random>`, the pool's search_path), dropped afterwards, so
tests can run repeatedly and side by side in one database. PostgreSQL is found at MP_TEST_PG_DSN (default
postgresql://postgres@127.0.0.1:5432/test); where it is absent the postgres cases skip with the reason,
unless MP_TEST_PG_REQUIRED=1, which makes them fail instead (for CI that must test PostgreSQL).
"""

from __future__ import annotations

import asyncio
import os
import re
import uuid
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import asyncpg
import pytest

from store.interface import GameStore
from store.postgres import PostgresStore
from store.postgres_schema import MIGRATIONS as PG_MIGRATIONS
from store.sqlite import SqliteStore
from store.sqlite_schema import MIGRATIONS as SQLITE_MIGRATIONS

PG_DSN = os.environ.get("MP_TEST_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test")
BACKENDS = ["sqlite", "postgres"]
Migrations = list[tuple[int, str, list[str]]]


def _where(dsn: str) -> str:
    parts = urlsplit(dsn)
    return f"{parts.hostname or 'localhost'}:{parts.port or 5432}"


async def _probe() -> None:
    con = await asyncpg.connect(PG_DSN, timeout=3)
    try:
        await con.fetchval("SELECT 1")
    finally:
        await con.close()


@cache
def pg_unavailable() -> str | None:
    """Why PostgreSQL cannot be used for tests, or None if it can (checked once per test run)."""
    try:
        with ThreadPoolExecutor(1) as pool:  # its own event loop, whatever the caller runs in
            pool.submit(asyncio.run, _probe()).result()
    except Exception as e:
        return (f"PostgreSQL not reachable at {_where(PG_DSN)} ({type(e).__name__}: {e}); "
                "set MP_TEST_PG_DSN to point elsewhere")
    return None


def require_postgres() -> None:
    reason = pg_unavailable()
    if reason is not None:
        if os.environ.get("MP_TEST_PG_REQUIRED") == "1":
            pytest.fail(reason + " (MP_TEST_PG_REQUIRED=1)")
        pytest.skip(reason)


@dataclass
class Backend:
    """One database for a test; `open()` gives another store over it, as another process would have."""

    name: str
    url: str  # a DATABASE_URL for store.factory / store.copy
    path: Path | None = None  # SQLite
    schema: str | None = None  # PostgreSQL

    @property
    def migrations(self) -> Migrations:
        return SQLITE_MIGRATIONS if self.name == "sqlite" else PG_MIGRATIONS

    def new_store(self, migrations: Migrations | None = None, **kwargs: Any) -> GameStore:
        if self.name == "sqlite":
            assert self.path is not None
            return SqliteStore(self.path, migrations=migrations)
        kwargs.setdefault("max_size", 4)
        return PostgresStore(PG_DSN, schema=self.schema, migrations=migrations, **kwargs)

    async def open(self, migrations: Migrations | None = None, **kwargs: Any) -> GameStore:
        store = self.new_store(migrations, **kwargs)
        await store.open()  # a failed open closes what it opened itself (test_concurrent_open.py)
        return store

    async def execute(self, store: GameStore, sql: str, *args: Any) -> None:
        """Raw SQL with ? placeholders, behind the store's back (to damage rows, say)."""
        if isinstance(store, SqliteStore):
            await store.db.execute(sql, args)
        else:
            assert isinstance(store, PostgresStore)
            n = iter(range(1, 1000))
            await store.pool.execute(re.sub(r"\?", lambda _: f"${next(n)}", sql), *args)

    async def fetch(self, store: GameStore, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        if isinstance(store, SqliteStore):
            return [tuple(r) for r in await store.db.execute_fetchall(sql, args)]
        assert isinstance(store, PostgresStore)
        n = iter(range(1, 1000))
        return [tuple(r) for r in await store.pool.fetch(re.sub(r"\?", lambda _: f"${next(n)}", sql), *args)]

    async def tables(self, store: GameStore) -> set[str]:
        if self.name == "sqlite":
            rows = await self.fetch(store, "SELECT name FROM sqlite_master WHERE type = 'table'")
        else:
            rows = await self.fetch(store, "SELECT table_name FROM information_schema.tables"
                                           " WHERE table_schema = ?", self.schema)
        return {str(r[0]) for r in rows}


async def drop_schema(schema: str) -> None:
    con = await asyncpg.connect(PG_DSN, timeout=10)
    try:
        await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    finally:
        await con.close()


@asynccontextmanager
async def backend_database(name: str, tmp_path: Path) -> AsyncIterator[Backend]:
    """A fresh, empty database of the kind named (skipping where PostgreSQL is absent); removed afterwards."""
    if name == "sqlite":
        path = tmp_path / f"games-{uuid.uuid4().hex[:8]}.db"
        yield Backend("sqlite", f"sqlite:///{path}", path=path)  # absolute path: sqlite:////tmp/...
        return
    if name != "postgres":
        raise ValueError(name)
    require_postgres()
    schema = f"t_{uuid.uuid4().hex[:16]}"
    sep = "&" if "?" in PG_DSN else "?"
    try:
        yield Backend("postgres", f"{PG_DSN}{sep}schema={schema}", schema=schema)
    finally:
        await drop_schema(schema)
