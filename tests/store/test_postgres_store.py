"""What only the PostgreSQL store has: JSONB columns, SKIP LOCKED claims, indexes, schemas, one-transaction
migrations. (The behaviour it shares with SQLite is in test_contract.py.)"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from service import FakeClock, TableService
from store import StoreError
from store.postgres import PostgresStore
from store.records import RUNNING, GameChange, NewGame, NewLogEntry
from tests.service.driver import current_state, play_to_end, replayed_state
from tests.store.backends import PG_DSN, Backend, backend_database


@pytest.fixture
async def pg(tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database("postgres", tmp_path) as b:
        yield b


@pytest.fixture
async def store(pg: Backend) -> AsyncIterator[PostgresStore]:
    s = await pg.open()
    assert isinstance(s, PostgresStore)
    yield s
    await s.close()


def running(deadline: float | None = 100.0) -> GameChange:
    return GameChange(RUNNING, {"host": 1}, {"n": 1}, deadline, None, 2.0)


async def test_columns_are_jsonb_bigint_and_double(store: PostgresStore, pg: Backend) -> None:
    rows = await store.pool.fetch("SELECT table_name, column_name, data_type FROM information_schema.columns"
                                  " WHERE table_schema = $1", pg.schema)
    types = {(r[0], r[1]): r[2] for r in rows}
    for col in (("actions", "payload"), ("snapshots", "state"), ("guild_settings", "extra")):
        assert types[col] == "jsonb", col
    assert (types[("games", "base_state")], types[("games", "meta")]) == ("bytea", "text"), "the hot row (migrations 4, 5)"
    assert types[("outbox", "body")] == "text", "the JSON text the bot wrote (migration 6)"
    for col in (("games", "id"), ("games", "guild_id"), ("games", "channel_id"), ("actions", "actor_id"),
                ("actions", "seq"), ("guild_settings", "guild_id"), ("guild_settings", "moderator_role_id")):
        assert types[col] == "bigint", col
    for col in (("games", "deadline_at"), ("games", "created_at"), ("actions", "at")):
        assert types[col] == "double precision", col
    g = await store.create_game(NewGame(1, 2, "mali", {"host": 1}, 1.0), [NewLogEntry("create", {"a": [1]}, 1.0)])
    assert await store.pool.fetchval("SELECT meta::jsonb->>'host' FROM games WHERE id = $1", g.id) == "1"
    assert await store.pool.fetchval("SELECT jsonb_typeof(payload->'a') FROM actions WHERE game_id = $1",
                                     g.id) == "array"


async def test_states_compress_with_lz4_and_games_pages_leave_room_for_hot_updates(store: PostgresStore) -> None:
    """Migration 3 (issue 16): lz4 where the server has it (else pglz stays), fillfactor 50 on games."""
    has_lz4 = bool(await store.pool.fetchval("SELECT COUNT(*) FROM pg_settings"
                                             " WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)"))
    methods = {r[0]: r[1] for r in await store.pool.fetch(
        "SELECT c.relname || '.' || a.attname, a.attcompression::text FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid"
        " WHERE c.relnamespace = current_schema()::regnamespace AND a.attname IN ('state', 'base_state', 'body') AND a.attnum > 0")}
    if has_lz4:
        assert methods == {"games.base_state": "l", "snapshots.state": "l", "outbox.body": "l"}
    options = await store.pool.fetchval("SELECT reloptions FROM pg_class WHERE oid = 'games'::regclass")
    assert {"fillfactor=50", "toast_tuple_target=8160"} <= set(options or [])
    big = {"scouts": [{"id": f"red-{i}", "at": f"B{i % 9}"} for i in range(300)]}
    g = await store.create_game(NewGame(1, 2, "mali", {"host": 1}, 1.0))
    g = await store.commit(g.id, 1, GameChange(RUNNING, {"host": 1}, big, None, None, 2.0))
    back = await store.game(g.id)
    assert back is not None and back.state == big


async def test_claim_due_skips_a_game_another_process_holds_locked(store: PostgresStore) -> None:
    """FOR UPDATE SKIP LOCKED: a row another transaction is writing is passed over at once, not waited for."""
    ids = []
    for ch in range(3):
        g = await store.create_game(NewGame(1, ch, "mali", {}, 1.0))
        ids.append((await store.commit(g.id, 1, running(100.0 + ch))).id)
    other = await asyncpg.connect(PG_DSN, server_settings={"search_path": store.schema or "public"})
    try:
        tx = other.transaction()
        await tx.start()
        await other.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", ids[0])
        due = await asyncio.wait_for(store.claim_due(now=200.0, lease_until=300.0), timeout=5)
        assert [d.game_id for d in due] == ids[1:]
        await tx.rollback()
        due = await asyncio.wait_for(store.claim_due(now=200.0, lease_until=300.0), timeout=5)
        assert [d.game_id for d in due] == ids[:1]
    finally:
        await other.close()


async def test_a_commit_waits_for_a_concurrent_writer_then_is_stale(store: PostgresStore) -> None:
    g = await store.create_game(NewGame(1, 9, "mali", {}, 1.0))
    other = await asyncpg.connect(PG_DSN, server_settings={"search_path": store.schema or "public"})
    try:
        tx = other.transaction()
        await tx.start()
        await other.execute("UPDATE games SET version = 2 WHERE id = $1", g.id)  # another process mid-commit
        pending = asyncio.ensure_future(store.commit(g.id, 1, running(), [NewLogEntry("action", {}, 2.0)]))
        await asyncio.sleep(0.2)
        assert not pending.done()  # blocked on the row lock, not guessing
        await tx.commit()
        with pytest.raises(StoreError):  # StaleVersion: the other write won
            await asyncio.wait_for(pending, timeout=5)
        assert await store.log(g.id) == []
    finally:
        await other.close()


async def test_queries_use_the_indexes(store: PostgresStore) -> None:
    async with store.pool.acquire() as con, con.transaction():
        await con.execute("SET LOCAL enable_seqscan = off")  # an empty table would be scanned otherwise
        plans = {
            "games_active_channel": "SELECT * FROM games WHERE channel_id = 1 AND status IN ('lobby', 'running')",
            "games_due": "SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= 5 ORDER BY due_at LIMIT 10",
            "actions_game": "SELECT * FROM actions WHERE game_id = 1 AND seq > 0 ORDER BY seq",
        }
        for index, sql in plans.items():
            plan = "\n".join(r[0] for r in await con.fetch("EXPLAIN " + sql))
            assert index in plan, plan


async def test_schemas_keep_two_bots_apart(tmp_path: Path) -> None:
    async with backend_database("postgres", tmp_path) as x, backend_database("postgres", tmp_path) as y:
        sx, sy = await x.open(), await y.open()
        try:
            gx = await sx.create_game(NewGame(1, 5, "mali", {"bot": "x"}, 1.0))
            gy = await sy.create_game(NewGame(1, 5, "mali", {"bot": "y"}, 1.0))  # same channel, other schema
            assert (await sx.active_game(5), await sy.active_game(5)) == (gx, gy)
            assert gx.id == gy.id == 1
        finally:
            await sx.close()
            await sy.close()


def test_a_bad_schema_name_is_refused() -> None:
    for name in ("Bad", "a-b", "x;DROP TABLE games", "1abc", "a" * 64):
        with pytest.raises(StoreError):
            PostgresStore(PG_DSN, schema=name)


async def test_a_closed_store_says_so(pg: Backend) -> None:
    s = await pg.open()
    await s.close()
    with pytest.raises(StoreError, match="not open"):
        await s.game(1)
    await s.close()  # twice is fine


async def test_kill_9_mid_stream_leaves_every_game_whole(pg: Backend) -> None:
    """A bot process killed with SIGKILL while it writes: PostgreSQL rolls back its open statement, and every
    game is loadable, equal to the replay of its log, and plays on."""
    root = Path(__file__).resolve().parents[2]
    for lines in (400, 150):  # a second life, killed again
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.store.url_stream_worker", pg.url, "6", cwd=root,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        assert proc.stdout is not None
        try:
            for _ in range(lines):
                line = await asyncio.wait_for(proc.stdout.readline(), timeout=60)
                if not line:
                    err = await proc.stderr.read() if proc.stderr else b""
                    raise AssertionError(f"the worker stopped on its own: {err.decode()[-2000:]}")
        finally:
            os.kill(proc.pid, signal.SIGKILL)
            await proc.wait()
        assert proc.returncode == -signal.SIGKILL
    s = await pg.open()
    try:
        svc = TableService(s, clock=FakeClock(), seed_source=lambda: 1)
        checked = 0
        for channel in range(100, 106):
            for rec in await s.games_in_channel(channel):
                assert await replayed_state(svc, rec.id) == current_state(svc, rec), f"game {rec.id} differs from its log"
                checked += 1
            if (await svc.status(channel)).data["status"] == "running":
                await play_to_end(svc, channel)
        assert checked >= 6
    finally:
        await s.close()


async def test_the_kept_commit_connection_survives_a_killed_backend_a_cancel_and_a_close(store: PostgresStore) -> None:
    """Commits reuse one kept connection; if the server kills it, or a commit is cancelled mid-way, the next
    commit takes a fresh one and nothing is lost; closing the store gives it back (no hang)."""
    g = await store.create_game(NewGame(1, 19, "mali", {}, 1.0))
    version = (await store.commit(g.id, 1, running(), [NewLogEntry("action", {"n": 1}, 2.0)])).version
    kept = store._commit_con
    assert kept is not None
    admin = await asyncpg.connect(PG_DSN)
    try:
        await admin.execute("SELECT pg_terminate_backend($1)", kept.get_server_pid())
    finally:
        await admin.close()
    await asyncio.sleep(0.2)  # the client hears of the kill
    try:  # a fresh connection replaces the dead one; at worst this one commit fails as a store error
        version = (await store.commit(g.id, version, running(), [NewLogEntry("action", {"n": 2}, 3.0)])).version
    except StoreError:
        version = (await store.commit(g.id, version, running(), [NewLogEntry("action", {"n": 2}, 3.0)])).version
    assert store._commit_con is not kept
    assert [e.payload for e in await store.log(g.id)] == [{"n": 1}, {"n": 2}]
    pending = asyncio.ensure_future(store.commit(g.id, version, running(), [NewLogEntry("action", {"n": 3}, 4.0)]))
    await asyncio.sleep(0)
    pending.cancel()
    with pytest.raises(asyncio.CancelledError):
        await pending
    done = [e.payload for e in await store.log(g.id)]
    assert done in ([{"n": 1}, {"n": 2}], [{"n": 1}, {"n": 2}, {"n": 3}])  # all or nothing
    current = await store.game(g.id)
    assert current is not None
    await store.commit(g.id, current.version, running(), [NewLogEntry("action", {"n": 4}, 5.0)])
    await asyncio.wait_for(store.close(), timeout=10)


async def test_a_state_is_packed_by_the_store_and_migration_4_keeps_older_jsonb_states(pg: Backend) -> None:
    """Migration 4 (issue 16): games.state is bytea. A large state is an lz4 block, a small one UTF-8 JSON text;
    a state written as JSONB before the migration reads back the same after it."""
    from store.postgres_schema import MIGRATIONS

    old = await pg.open([m for m in MIGRATIONS if m[0] <= 3])
    assert isinstance(old, PostgresStore)
    before = {"phase": "movement", "ż": [1, 2.5, None], "nested": {"a": True}}
    await pg.execute(old, "INSERT INTO games (guild_id, channel_id, game_type, status, version, meta, state, created_at,"
                          " updated_at) VALUES (1, 2, 'mali', 'running', 1, '{}', ?::jsonb, 1, 1)", json.dumps(before))
    [(game_id,)] = await pg.fetch(old, "SELECT id FROM games")
    await old.close()
    store = await pg.open()
    assert isinstance(store, PostgresStore)
    try:
        back = await store.game(game_id)
        assert back is not None and back.state == before
        g = back
        big = {"scouts": [{"id": f"red-{i}", "at": f"B{i % 9}"} for i in range(300)]}
        g = await store.commit(g.id, 1, GameChange(RUNNING, {"host": 1}, big, None, None, 2.0))
        [(raw,)] = await pg.fetch(store, "SELECT base_state FROM games WHERE id = ?", g.id)
        assert raw[:1] == b"\x01" and len(raw) < len(str(big)) / 4, "an lz4 block, packed by the store"
        assert (await store.game(g.id)).state == big  # type: ignore[union-attr]
        g = await store.commit(g.id, 2, GameChange(RUNNING, {"host": 1}, {"n": 1}, None, None, 3.0))
        [(raw,)] = await pg.fetch(store, "SELECT base_state FROM games WHERE id = ?", g.id)
        assert raw == b'{"n":1}'
    finally:
        await store.close()


@pytest.mark.parametrize("damage", [b"\x01not an lz4 block", b"\x07unknown packing", b"", b"{broken"])
async def test_a_damaged_packed_state_is_a_corrupt_row(store: PostgresStore, pg: Backend, damage: bytes) -> None:
    from store import CorruptRow

    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 1}))
    await pg.execute(store, "UPDATE games SET base_state = ? WHERE id = ?", damage, g.id)
    with pytest.raises(CorruptRow):
        await store.game(g.id)


async def test_migration_6_keeps_the_posts_waiting_as_they_were(pg: Backend) -> None:
    """Migration 6 (issue 16): outbox bodies become the JSON text the bot wrote; posts written as JSONB before
    it, still waiting for delivery, read back the same after it."""
    from store.postgres_schema import MIGRATIONS

    old = await pg.open([m for m in MIGRATIONS if m[0] <= 5])
    body = {"public": [{"key": "moved", "params": {"to": "Plac Trzech Krzyży", "n": [1, 2.5, None, True]}}]}
    await pg.execute(old, "INSERT INTO outbox (channel_id, kind, body, created_at) VALUES (42, 'public', ?::jsonb, 1)",
                     json.dumps(body))
    await old.close()
    store = await pg.open()
    try:
        [post] = await store.pending_posts(42)
        assert post.body == body
        [(kind,)] = await pg.fetch(store, "SELECT data_type FROM information_schema.columns WHERE table_schema = ?"
                                          " AND table_name = 'outbox' AND column_name = 'body'", pg.schema)
        assert kind == "text"
    finally:
        await store.close()
