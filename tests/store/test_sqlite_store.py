"""What only the SQLite store has: WAL, its page size, its indexes. Everything both stores promise is in
test_contract.py, which runs on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import orjson
import pytest

from store import CorruptRow, SqliteStore, StaleVersion
from store.records import FINISHED, RUNNING, GameChange, NewGame, NewLogEntry, NewPost, NewSnapshot


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


# ---- packed values (store/packing.py, issue 16) ----

def big_state(n: int = 200) -> dict[str, object]:
    return {"format": 1, "scouts": [{"id": f"red-{i}", "at": f"B{i % 9}", "mp": i % 4} for i in range(n)]}


async def test_a_large_state_and_its_snapshot_are_stored_packed_and_read_back_exactly(store: SqliteStore) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state=big_state()))
    state = big_state(201)
    g = await store.commit(g.id, 1, GameChange(RUNNING, {"host": 1}, state, None, None, 2.0),
                           [NewLogEntry("action", {"v": 1}, 2.0)], NewSnapshot("move", 1, state),
                           [NewPost({"render": {"view": big_state()}}, 2.0)])
    [(kind, size, snap_kind, body_kind)] = list(await store.db.execute_fetchall(
        "SELECT typeof(g.base_state), length(g.base_state), typeof(s.state), (SELECT typeof(body) FROM outbox)"
        " FROM games g JOIN snapshots s ON s.game_id = g.id"))
    assert (kind, snap_kind, body_kind) == ("blob", "blob", "blob")
    assert size < len(orjson.dumps(state)) / 3  # (the packed form is several times smaller)
    back = await store.game(g.id)
    assert back is not None and back.state == state
    snap = await store.snapshot(g.id, 2)
    assert snap is not None and snap.state == state
    [post] = await store.pending_posts()
    assert post.body == {"render": {"view": big_state()}}


async def test_small_values_stay_json_text(store: SqliteStore) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 1}))
    [(kind, meta_kind)] = list(await store.db.execute_fetchall("SELECT typeof(base_state), typeof(meta) FROM games"
                                                               " WHERE id = ?", (g.id,)))
    assert (kind, meta_kind) == ("text", "text")


async def test_a_state_written_as_text_before_packing_still_loads(store: SqliteStore) -> None:
    """Files from before migration 3 hold every state as JSON text; they load as they are."""
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 1}))
    await store.db.execute("UPDATE games SET base_state = ? WHERE id = ?", (json.dumps(big_state()), g.id))
    back = await store.active_game(100)
    assert back is not None and back.state == big_state()


@pytest.mark.parametrize("damage", [b"\x01not an lz4 block", b"\x07unknown packing", b""])
async def test_a_damaged_packed_state_is_a_corrupt_row(store: SqliteStore, damage: bytes) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state=big_state()))
    await store.db.execute("UPDATE games SET base_state = ? WHERE id = ?", (damage, g.id))
    with pytest.raises(CorruptRow):
        await store.game(g.id)


async def test_a_commit_within_a_turn_touches_no_index_and_a_new_turn_moves_the_due_time(store: SqliteStore) -> None:
    """The light UPDATE (status and due time as they were) must leave `due_at` right, and fall back to the
    full one whenever either changes, or another process moved the timers at the same version."""
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0},
                                        deadline_at=50.0))
    g = await store.commit(g.id, 1, GameChange(RUNNING, {"host": 1}, {"n": 1}, 50.0, None, 2.0))  # same turn
    assert [d.game_id for d in await store.claim_due(now=60.0, lease_until=61.0)] == [g.id]
    g = await store.commit(g.id, 2, GameChange(RUNNING, {"host": 1}, {"n": 2}, 90.0, None, 3.0))  # a new turn
    assert await store.claim_due(now=80.0, lease_until=81.0) == []
    assert await store.set_timers(g.id, 3, 20.0, None)  # another process moves the deadline
    g = await store.commit(g.id, 3, GameChange(RUNNING, {"host": 1}, {"n": 3}, 90.0, None, 4.0))
    assert await store.claim_due(now=80.0, lease_until=81.0) == []  # due again at 90, not 20
    assert [d.game_id for d in await store.claim_due(now=95.0, lease_until=96.0)] == [g.id]
    g = await store.commit(g.id, 4, GameChange(FINISHED, {"host": 1}, {"n": 4}, None, None, 5.0))
    [(status, due)] = list(await store.db.execute_fetchall("SELECT status, due_at FROM games"))
    assert (status, due) == (FINISHED, None)
    with pytest.raises(StaleVersion):
        await store.commit(g.id, 4, GameChange(FINISHED, {"host": 1}, {"n": 5}, None, None, 6.0))


async def test_an_in_turn_commit_appends_five_wal_frames(store: SqliteStore) -> None:
    """The game's row, the log's page and its index, the outbox's page and its pending index: no sqlite_sequence
    page since migration 4 (bench/bench_commit.py measures the bytes)."""
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0}))
    await store.db.execute("PRAGMA wal_autocheckpoint = 0")
    wal = Path(store.path + "-wal")
    for v in range(1, 4):  # the first commits may allocate pages; from then on each touches the same five
        before = wal.stat().st_size
        await store.commit(g.id, v, GameChange(RUNNING, {"host": 1}, {"n": v}, None, None, 2.0),
                           [NewLogEntry("action", {"v": v}, 2.0, 9)], None, [NewPost({"v": v}, 2.0)])
    assert (wal.stat().st_size - before) // (4096 + 24) == 5


async def test_migration_4_keeps_post_ids_increasing_past_pruned_ones(tmp_path: Path) -> None:
    """A file made before migration 4 whose newest posts were delivered and pruned: a post after the
    migration still gets an id above every id handed out before it."""
    from store.sqlite_schema import MIGRATIONS

    old = SqliteStore(tmp_path / "old.db", migrations=[m for m in MIGRATIONS if m[0] <= 3])
    await old.open()
    await old.add_posts([NewPost({"n": n}, 1.0, channel_id=100) for n in range(3)])
    posts = await old.pending_posts()
    await old.post_progress(posts[0].id, 1, delivered_at=2.0)
    for p in posts[1:]:
        await old.post_progress(p.id, 1, delivered_at=5.0)
    await old.db.execute("DELETE FROM outbox WHERE delivered_at = 5.0")  # what the old prune did: newest gone
    await old.close()
    new = SqliteStore(tmp_path / "old.db")
    await new.open()
    try:
        assert new.applied == tuple(v for v, _, _ in MIGRATIONS if v >= 4)
        assert await new.pending_posts() == []  # the placeholder keeping the id is never posted
        await new.add_posts([NewPost({"n": 9}, 6.0, channel_id=100)])
        (after,) = await new.pending_posts()
        assert after.id > max(p.id for p in posts)
        [(sql,)] = list(await new.db.execute_fetchall("SELECT sql FROM sqlite_master WHERE name = 'outbox'"))
        assert "AUTOINCREMENT" not in sql
    finally:
        await new.close()


async def test_migration_5_takes_every_stored_state_as_current(tmp_path: Path) -> None:
    """A file from before migration 5 (issue 16: a state may be in-turn actions behind its row) reads back as
    it was: each state is at its row's version, nothing to replay; the next in-turn action is then kept."""
    from store.sqlite_schema import MIGRATIONS

    old = SqliteStore(tmp_path / "old.db", migrations=[m for m in MIGRATIONS if m[0] <= 4])
    await old.open()
    await old.db.execute("INSERT INTO games (guild_id, channel_id, game_type, status, version, meta, state, created_at,"
                         " updated_at) VALUES (1, 2, 'mali', 'running', 6, '{}', '{\"n\": 1}', 1, 1)")
    await old.close()
    new = SqliteStore(tmp_path / "old.db")
    await new.open()
    try:
        assert new.applied == tuple(v for v, _, _ in MIGRATIONS if v >= 5)
        back = await new.active_game(2)
        assert back is not None and back.state == {"n": 1} and back.version == 6 and back.pending == ()
        await new.commit(back.id, 6, GameChange(RUNNING, {}, None, None, None, 2.0, keep_state=True),
                         [NewLogEntry("action", {"action": {"n": 2}}, 2.0)])
        again = await new.active_game(2)
        assert again is not None and again.state == {"n": 1} and again.pending == ({"action": {"n": 2}},)
    finally:
        await new.close()
