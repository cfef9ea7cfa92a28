"""The SQLite store against a real file: schema, one active game per channel, compare-and-set, claims."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from store import (
    FINISHED,
    LOBBY,
    RUNNING,
    ChannelBusy,
    CorruptRow,
    GameChange,
    GuildSettings,
    NewGame,
    NewLogEntry,
    NewSnapshot,
    SchemaTooNew,
    SqliteStore,
    StaleVersion,
)
from store.sqlite_schema import MIGRATIONS


def change(status: str = RUNNING, state: dict[str, object] | None = None, deadline: float | None = None,
           remind: float | None = None, at: float = 10.0, meta: dict[str, object] | None = None) -> GameChange:
    return GameChange(status=status, meta=meta or {"host": 1}, state=state if state is not None else {"n": 1},
                      deadline_at=deadline, remind_at=remind, updated_at=at)


def new_game(channel: int = 100, guild: int = 7) -> NewGame:
    return NewGame(guild_id=guild, channel_id=channel, game_type="mali", meta={"host": 1}, created_at=1.0)


@pytest.fixture
async def store(tmp_path: Path) -> SqliteStore:
    s = SqliteStore(tmp_path / "games.db")
    await s.open()
    yield s  # type: ignore[misc]
    await s.close()


async def test_migrations_from_an_empty_database(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    async with SqliteStore(path) as s:
        assert await s.schema_version() == MIGRATIONS[-1][0]
    con = sqlite3.connect(path)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"schema_migrations", "games", "actions", "snapshots", "guild_settings"} <= tables
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("SELECT COUNT(*) FROM schema_migrations").fetchone()[0] == len(MIGRATIONS)
    con.close()
    async with SqliteStore(path) as s:  # reopening applies nothing twice
        assert await s.schema_version() == MIGRATIONS[-1][0]


async def test_a_later_migration_is_applied_once_on_top(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    async with SqliteStore(path):
        pass
    extra = [*MIGRATIONS, (99, "test column", ["ALTER TABLE games ADD COLUMN note TEXT"])]
    async with SqliteStore(path, migrations=extra) as s:
        assert await s.schema_version() == 99
    async with SqliteStore(path, migrations=extra) as s:
        assert await s.schema_version() == 99
    with pytest.raises(SchemaTooNew):
        async with SqliteStore(path):  # an older bot refuses a newer database instead of damaging it
            pass


async def test_one_active_game_per_channel_any_number_finished(store: SqliteStore) -> None:
    g = await store.create_game(new_game(), [NewLogEntry("create", {"x": 1}, 1.0, actor_id=1)])
    assert (g.version, g.status) == (1, LOBBY)
    with pytest.raises(ChannelBusy):
        await store.create_game(new_game())
    assert (await store.active_game(100)) == g
    await store.commit(g.id, 1, change(status=FINISHED))
    assert await store.active_game(100) is None
    g2 = await store.create_game(new_game())
    assert g2.id != g.id
    assert [x.id for x in await store.games_in_channel(100)] == [g.id, g2.id]
    assert await store.active_game(101) is None
    assert await store.game(12345) is None


async def test_commit_is_compare_and_set(store: SqliteStore) -> None:
    g = await store.create_game(new_game())
    g2 = await store.commit(g.id, 1, change(state={"a": 1}), [NewLogEntry("action", {"n": 1}, 2.0, actor_id=5)],
                            NewSnapshot("movement", 1, {"a": 1}))
    assert g2.version == 2 and g2.state == {"a": 1} and g2.channel_id == 100
    with pytest.raises(StaleVersion) as err:
        await store.commit(g.id, 1, change(state={"a": 2}), [NewLogEntry("action", {"n": 2}, 3.0)],
                           NewSnapshot("movement", 1, {"a": 2}))
    assert err.value.actual == 2
    # the refused write left nothing behind
    assert (await store.game(g.id)) == g2
    assert [e.payload for e in await store.log(g.id)] == [{"n": 1}]
    assert [s.version for s in await store.snapshots(g.id)] == [2]
    with pytest.raises(StaleVersion):
        await store.commit(999, 1, change())


async def test_log_and_snapshots_read_back_in_order(store: SqliteStore) -> None:
    g = await store.create_game(new_game(), [NewLogEntry("create", {}, 1.0, actor_id=1)])
    v = g.version
    for i in range(5):
        rec = await store.commit(g.id, v, change(state={"i": i}), [NewLogEntry("action", {"i": i}, 2.0 + i, 9, i == 3)],
                                 NewSnapshot("movement", i, {"i": i}, parent=v if i else None) if i % 2 == 0 else None)
        v = rec.version
    log = await store.log(g.id)
    assert [e.kind for e in log] == ["create"] + ["action"] * 5
    assert [e.version for e in log] == [1, 2, 3, 4, 5, 6]
    assert [e.moderator for e in log] == [False, False, False, False, True, False]
    assert [e.payload for e in await store.log(g.id, after_seq=log[2].seq, limit=2)] == [{"i": 2}, {"i": 3}]
    snaps = await store.snapshots(g.id)
    assert [(s.version, s.round, s.parent) for s in snaps] == [(2, 0, None), (4, 2, 3), (6, 4, 5)]
    assert (await store.snapshot(g.id, 4)) == snaps[1]
    assert await store.snapshot(g.id, 3) is None


async def test_claim_due_returns_each_due_game_once_per_lease(store: SqliteStore) -> None:
    a = await store.create_game(new_game(1))
    b = await store.create_game(new_game(2))
    c = await store.create_game(new_game(3))
    await store.create_game(new_game(4))  # a lobby is never due
    a = await store.commit(a.id, 1, change(deadline=100.0, remind=50.0))
    b = await store.commit(b.id, 1, change(deadline=200.0))
    await store.commit(c.id, 1, change(status=FINISHED, deadline=10.0))  # finished games are never due
    assert await store.claim_due(now=40.0, lease_until=70.0) == []
    due = await store.claim_due(now=60.0, lease_until=70.0)
    assert [d.game_id for d in due] == [a.id]
    assert await store.claim_due(now=65.0, lease_until=75.0) == []  # claimed: another sweeper skips it
    due = await store.claim_due(now=250.0, lease_until=260.0)
    assert [d.game_id for d in due] == [a.id, b.id]  # soonest first
    # a commit clears the claim, and the new times decide
    await store.commit(a.id, a.version, change(deadline=300.0))
    assert [d.game_id for d in await store.claim_due(now=255.0, lease_until=265.0)] == []
    assert [d.game_id for d in await store.claim_due(now=301.0, lease_until=310.0)] == [b.id, a.id]


async def test_settings_default_then_stored(store: SqliteStore) -> None:
    assert await store.settings(5) == GuildSettings(5)
    s = GuildSettings(5, moderator_role_id=77, default_deadline_seconds=None, language="en", missed_turns_alert=3,
                      extra={"k": "v"})
    await store.put_settings(s)
    assert await store.settings(5) == s
    s2 = GuildSettings(5, language="pl")
    await store.put_settings(s2)
    assert await store.settings(5) == s2


async def test_a_corrupt_row_is_reported_not_crashed_on(store: SqliteStore) -> None:
    g = await store.create_game(new_game())
    await store.commit(g.id, 1, change(state={"ok": True}), [NewLogEntry("action", {}, 1.0)])
    await store.db.execute("UPDATE games SET state = '{not json' WHERE id = ?", (g.id,))
    with pytest.raises(CorruptRow):
        await store.active_game(100)
    await store.db.execute("UPDATE games SET state = '[1]' WHERE id = ?", (g.id,))
    with pytest.raises(CorruptRow):
        await store.game(g.id)
    await store.db.execute("UPDATE actions SET payload = 'x' WHERE game_id = ?", (g.id,))
    with pytest.raises(CorruptRow):
        await store.log(g.id)


async def test_two_stores_on_one_file_commit_exactly_once(tmp_path: Path) -> None:
    path = tmp_path / "two.db"
    async with SqliteStore(path) as s1, SqliteStore(path) as s2:
        g = await s1.create_game(new_game())
        results = await asyncio.gather(
            s1.commit(g.id, 1, change(state={"by": 1}), [NewLogEntry("action", {"by": 1}, 2.0)]),
            s2.commit(g.id, 1, change(state={"by": 2}), [NewLogEntry("action", {"by": 2}, 2.0)]),
            return_exceptions=True)
        wins = [r for r in results if not isinstance(r, BaseException)]
        losses = [r for r in results if isinstance(r, BaseException)]
        assert len(wins) == 1 and len(losses) == 1 and isinstance(losses[0], StaleVersion)
        log = await s2.log(g.id)
        assert len(log) == 1 and log[0].payload == wins[0].state


async def test_loading_a_channel_uses_the_active_game_index(store: SqliteStore) -> None:
    rows = list(await store.db.execute_fetchall(
        "EXPLAIN QUERY PLAN SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')", (1,)))
    assert "games_active_channel" in " ".join(str(r[-1]) for r in rows)


async def test_set_timers_changes_only_the_times_of_that_version(store: SqliteStore) -> None:
    g = await store.create_game(new_game())
    g = await store.commit(g.id, 1, change(deadline=100.0, remind=50.0))
    assert [d.game_id for d in await store.claim_due(now=60.0, lease_until=70.0)] == [g.id]
    assert await store.set_timers(g.id, g.version, 100.0, None)  # the reminder went out
    assert await store.claim_due(now=61.0, lease_until=70.0) == []  # claim cleared, nothing due before 100
    again = await store.game(g.id)
    assert again is not None and again.version == g.version and again.remind_at is None and again.deadline_at == 100.0
    assert not await store.set_timers(g.id, g.version - 1, 1.0, 1.0)  # stale: nothing changes
    assert (await store.game(g.id)) == again


async def test_an_import_keeps_its_versions(store: SqliteStore) -> None:
    g = await store.create_game(
        NewGame(7, 9, "mali", {"h": 1}, 1.0, status=FINISHED, state={"s": 1}, version=12),
        [NewLogEntry("start", {}, 1.0, version=2), NewLogEntry("action", {}, 2.0, version=12)])
    assert g.version == 12
    assert [e.version for e in await store.log(g.id)] == [2, 12]
