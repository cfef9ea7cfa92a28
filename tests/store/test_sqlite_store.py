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


# a newer schema refused, and nothing left running after a failed open: test_concurrent_open.py
