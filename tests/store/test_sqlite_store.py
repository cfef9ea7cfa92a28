"""What only the SQLite store has: WAL, its page size, its indexes. Everything both stores promise is in
test_contract.py, which runs on SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from store import SqliteStore


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(tmp_path / "games.db")
    await s.open()
    yield s
    await s.close()


async def test_the_file_is_in_wal_mode(store: SqliteStore) -> None:
    [(mode,)] = list(await store.db.execute_fetchall("PRAGMA journal_mode"))
    assert str(mode).lower() == "wal"


async def test_loading_a_channel_uses_the_active_game_index(store: SqliteStore) -> None:
    rows = list(await store.db.execute_fetchall(
        "EXPLAIN QUERY PLAN SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')", (1,)))
    assert "games_active_channel" in " ".join(str(r[-1]) for r in rows)


async def test_a_database_newer_than_the_code_is_refused_and_leaves_no_connection(tmp_path: Path) -> None:
    from store import SchemaTooNew

    path = tmp_path / "games.db"
    async with SqliteStore(path) as s:
        await s.db.execute("INSERT INTO schema_migrations (version, description, applied_at) VALUES (999, 'future', 'now')")
    again = SqliteStore(path)
    with pytest.raises(SchemaTooNew):
        await again.open()
    assert again._db is None  # closed, so no worker thread keeps the process alive
