"""The store contract, written once and run against every backend (a SQLite file and a PostgreSQL schema).

Everything tests/store/test_sqlite_store.py checks that is not SQLite's own business (WAL, EXPLAIN QUERY
PLAN, invalid JSON text), plus what several processes sharing one database need: concurrent creates,
commits and sweeper claims.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections import Counter

import asyncpg
import pytest

from store import ChannelBusy, CorruptRow, GameStore, SchemaTooNew, StaleVersion, StoreError
from store.records import (
    FINISHED,
    LOBBY,
    RUNNING,
    EncodedJson,
    GameChange,
    GameRecord,
    GuildSettings,
    NewGame,
    NewLogEntry,
    NewSnapshot,
)
from tests.store.backends import Backend

SNOWFLAKE = 1_234_567_890_123_456_789  # Discord ids need 64 bits


def change(status: str = RUNNING, state: dict[str, object] | None = None, deadline: float | None = None,
           remind: float | None = None, at: float = 10.0, meta: dict[str, object] | None = None) -> GameChange:
    return GameChange(status=status, meta=meta or {"host": 1}, state=state if state is not None else {"n": 1},
                      deadline_at=deadline, remind_at=remind, updated_at=at)


def new_game(channel: int = 100, guild: int | None = 7) -> NewGame:
    return NewGame(guild_id=guild, channel_id=channel, game_type="mali", meta={"host": 1}, created_at=1.0)


# ---- schema ----

async def test_migrations_from_an_empty_database(backend: Backend) -> None:
    s = await backend.open()
    try:
        assert await s.schema_version() == backend.migrations[-1][0]
        assert {"schema_migrations", "games", "actions", "snapshots", "guild_settings"} <= await backend.tables(s)
        rows = await backend.fetch(s, "SELECT COUNT(*) FROM schema_migrations")
        assert rows[0][0] == len(backend.migrations)
    finally:
        await s.close()
    s = await backend.open()  # reopening applies nothing twice
    try:
        assert await s.schema_version() == backend.migrations[-1][0]
        assert (await backend.fetch(s, "SELECT COUNT(*) FROM schema_migrations"))[0][0] == len(backend.migrations)
    finally:
        await s.close()


async def test_a_later_migration_is_applied_once_on_top(backend: Backend) -> None:
    await (await backend.open()).close()
    extra = [*backend.migrations, (99, "test column", ["ALTER TABLE games ADD COLUMN note TEXT"])]
    for _ in range(2):
        s = await backend.open(extra)
        assert await s.schema_version() == 99
        await s.close()
    with pytest.raises(SchemaTooNew):
        await backend.open()  # an older bot refuses a newer database instead of damaging it


async def test_a_failed_migration_is_not_recorded(backend: Backend) -> None:
    await (await backend.open()).close()
    bad = [*backend.migrations, (50, "half good", ["CREATE TABLE t50 (x INTEGER)", "THIS IS NOT SQL"])]
    with pytest.raises(Exception):  # noqa: B017 - the driver's own syntax error
        await backend.open(bad)
    s = await backend.open()
    try:
        assert await s.schema_version() == backend.migrations[-1][0]
        assert "t50" not in await backend.tables(s)
    finally:
        await s.close()


# several openers at once: test_concurrent_open.py


# ---- games ----

async def test_one_active_game_per_channel_any_number_finished(store: GameStore) -> None:
    g = await store.create_game(new_game(), [NewLogEntry("create", {"x": 1}, 1.0, actor_id=1)])
    assert (g.version, g.status) == (1, LOBBY)
    with pytest.raises(ChannelBusy) as busy:
        await store.create_game(new_game())
    assert busy.value.channel_id == 100
    assert (await store.active_game(100)) == g
    await store.commit(g.id, 1, change(status=FINISHED))
    assert await store.active_game(100) is None
    g2 = await store.create_game(new_game())
    assert g2.id != g.id
    assert [x.id for x in await store.games_in_channel(100)] == [g.id, g2.id]
    assert await store.active_game(101) is None
    assert await store.game(12345) is None
    assert await store.games_in_channel(101) == []


async def test_running_count_counts_only_running_games(store: GameStore) -> None:
    assert await store.running_count() == 0
    lobby = await store.create_game(new_game())
    running = await store.create_game(NewGame(1, 101, "mali", {}, 1.0, status=RUNNING, state={}))
    assert await store.running_count() == 1
    await store.commit(running.id, running.version, change(status=FINISHED))
    assert await store.running_count() == 0 and lobby.status == LOBBY


async def test_a_refused_create_writes_nothing(store: GameStore) -> None:
    g = await store.create_game(new_game(), [NewLogEntry("create", {}, 1.0)])
    with pytest.raises(ChannelBusy):
        await store.create_game(new_game(), [NewLogEntry("create", {"second": True}, 2.0)])
    assert [e.payload for e in await store.log(g.id)] == [{}]
    assert len(await store.games_in_channel(100)) == 1


async def test_created_and_committed_rows_read_back_exactly(store: GameStore) -> None:
    state = {"phase": "orders", "round": 3, "name": "Żółć gęślą jaźń 🎲", "xs": [1, 2.5, None, True, {"k": []}],
             "big": SNOWFLAKE, "neg": -7, "frac": 0.1}
    new = NewGame(guild_id=SNOWFLAKE, channel_id=SNOWFLAKE + 1, game_type="mali", meta={"host": SNOWFLAKE},
                  created_at=1_700_000_000.123456, status=RUNNING, state=state, deadline_at=1_700_086_400.5,
                  remind_at=1_700_080_000.25)
    g = await store.create_game(new, [NewLogEntry("create", {"by": SNOWFLAKE}, 1_700_000_000.123456,
                                                  actor_id=SNOWFLAKE, moderator=True)])
    assert await store.game(g.id) == g == await store.active_game(SNOWFLAKE + 1)
    assert (g.guild_id, g.channel_id, g.state, g.created_at, g.updated_at) == (
        SNOWFLAKE, SNOWFLAKE + 1, state, 1_700_000_000.123456, 1_700_000_000.123456)
    g2 = await store.commit(g.id, 1, change(state={**state, "round": 4}, deadline=None, remind=None, at=1.7e9 + 0.5,
                                            meta={"seats": ["orange", "red"]}))
    assert await store.game(g.id) == g2
    assert g2.deadline_at is None and g2.remind_at is None and g2.meta == {"seats": ["orange", "red"]}
    g3 = await store.commit(g.id, 2, GameChange(LOBBY, {}, None, None, None, 5.0))  # back to no state at all
    assert await store.game(g.id) == g3 and g3.state is None
    [entry] = await store.log(g.id)
    assert (entry.actor_id, entry.moderator, entry.at, entry.version) == (SNOWFLAKE, True, 1_700_000_000.123456, 1)
    assert (await store.games_in_channel(SNOWFLAKE + 1)) == [g3]


async def test_commit_is_compare_and_set(store: GameStore) -> None:
    g = await store.create_game(new_game())
    g2 = await store.commit(g.id, 1, change(state={"a": 1}), [NewLogEntry("action", {"n": 1}, 2.0, actor_id=5)],
                            NewSnapshot("movement", 1, {"a": 1}))
    assert g2.version == 2 and g2.state == {"a": 1} and g2.channel_id == 100
    with pytest.raises(StaleVersion) as err:
        await store.commit(g.id, 1, change(state={"a": 2}), [NewLogEntry("action", {"n": 2}, 3.0)],
                           NewSnapshot("movement", 1, {"a": 2}))
    assert (err.value.game_id, err.value.expected, err.value.actual) == (g.id, 1, 2)
    # the refused write left nothing behind
    assert (await store.game(g.id)) == g2
    assert [e.payload for e in await store.log(g.id)] == [{"n": 1}]
    assert [s.version for s in await store.snapshots(g.id)] == [2]
    with pytest.raises(StaleVersion) as err:
        await store.commit(999, 1, change())
    assert err.value.actual is None


async def test_a_commit_that_would_make_two_active_games_is_refused(store: GameStore) -> None:
    old = await store.create_game(new_game())
    old = await store.commit(old.id, 1, change(status=FINISHED))
    await store.create_game(new_game())
    with pytest.raises(StoreError):
        await store.commit(old.id, old.version, change(status=RUNNING), [NewLogEntry("reopen", {}, 3.0)])
    assert await store.game(old.id) == old
    assert await store.log(old.id) == []


async def test_a_commit_that_fails_half_way_writes_nothing(backend: Backend, store: GameStore) -> None:
    """The row, the log entries and the snapshot are one transaction: a failing snapshot undoes the rest."""
    g = await store.create_game(new_game())
    g = await store.commit(g.id, 1, change(), [NewLogEntry("action", {"n": 1}, 2.0)])
    await backend.execute(store, "INSERT INTO snapshots (game_id, version, phase, round, state, parent, at)"
                                 " VALUES (?, ?, 'x', 0, '{}', NULL, 0)", g.id, g.version + 1)
    with pytest.raises(StoreError):
        await store.commit(g.id, g.version, change(state={"lost": True}), [NewLogEntry("action", {"n": 2}, 3.0)],
                           NewSnapshot("movement", 1, {"lost": True}))
    assert await store.game(g.id) == g
    assert [e.payload for e in await store.log(g.id)] == [{"n": 1}]


async def test_an_unknown_status_is_refused_and_writes_nothing(store: GameStore) -> None:
    with pytest.raises(StoreError):
        await store.create_game(NewGame(1, 5, "mali", {}, 1.0, status="paused"), [NewLogEntry("create", {}, 1.0)])
    assert await store.games_in_channel(5) == []
    g = await store.create_game(new_game(6))
    with pytest.raises(StoreError):
        await store.commit(g.id, 1, change(status="paused"), [NewLogEntry("action", {}, 2.0)])
    assert await store.game(g.id) == g and await store.log(g.id) == []


async def test_log_and_snapshots_read_back_in_order(store: GameStore) -> None:
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
    assert all(e.game_id == g.id for e in log)
    assert [e.payload for e in await store.log(g.id, after_seq=log[2].seq, limit=2)] == [{"i": 2}, {"i": 3}]
    assert await store.log(g.id, after_seq=log[-1].seq) == []
    snaps = await store.snapshots(g.id)
    assert [(s.version, s.round, s.parent, s.phase) for s in snaps] == [
        (2, 0, None, "movement"), (4, 2, 3, "movement"), (6, 4, 5, "movement")]
    assert [s.at for s in snaps] == [10.0, 10.0, 10.0]  # a snapshot is taken when its commit happens
    assert (await store.snapshot(g.id, 4)) == snaps[1]
    assert await store.snapshot(g.id, 3) is None


async def test_several_log_entries_in_one_commit_keep_their_order(store: GameStore) -> None:
    g = await store.create_game(new_game(), [NewLogEntry("create", {"k": k}, 1.0) for k in range(3)])
    await store.commit(g.id, 1, change(), [NewLogEntry("action", {"k": k}, 2.0) for k in range(3, 40)])
    log = await store.log(g.id)
    assert [e.payload["k"] for e in log] == list(range(40))
    assert [e.seq for e in log] == sorted(e.seq for e in log) and len({e.seq for e in log}) == 40
    assert [e.version for e in log] == [1] * 3 + [2] * 37


async def test_log_entries_of_different_games_do_not_mix(store: GameStore) -> None:
    a = await store.create_game(new_game(1))
    b = await store.create_game(new_game(2))
    va, vb = a.version, b.version
    for i in range(4):
        va = (await store.commit(a.id, va, change(), [NewLogEntry("action", {"a": i}, 2.0)])).version
        vb = (await store.commit(b.id, vb, change(), [NewLogEntry("action", {"b": i}, 2.0)])).version
    assert [e.payload for e in await store.log(a.id)] == [{"a": i} for i in range(4)]
    assert [e.payload for e in await store.log(b.id)] == [{"b": i} for i in range(4)]


# ---- the sweeper ----

async def test_claim_due_returns_each_due_game_once_per_lease(store: GameStore) -> None:
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
    assert (due[0].channel_id, due[0].version, due[0].deadline_at, due[0].remind_at) == (1, a.version, 100.0, 50.0)
    assert await store.claim_due(now=65.0, lease_until=75.0) == []  # claimed: another sweeper skips it
    due = await store.claim_due(now=250.0, lease_until=260.0)
    assert [d.game_id for d in due] == [a.id, b.id]  # soonest first
    # a commit clears the claim, and the new times decide
    await store.commit(a.id, a.version, change(deadline=300.0))
    assert [d.game_id for d in await store.claim_due(now=255.0, lease_until=265.0)] == []
    assert [d.game_id for d in await store.claim_due(now=301.0, lease_until=310.0)] == [b.id, a.id]


async def test_claim_due_honours_the_limit_soonest_first(store: GameStore) -> None:
    ids = []
    for i in range(10):
        g = await store.create_game(new_game(i))
        ids.append((await store.commit(g.id, 1, change(deadline=100.0 - i))).id)
    first = await store.claim_due(now=200.0, lease_until=300.0, limit=4)
    assert [d.game_id for d in first] == ids[::-1][:4]
    rest = await store.claim_due(now=200.0, lease_until=300.0, limit=100)
    assert [d.game_id for d in rest] == ids[::-1][4:]


async def test_two_stores_claim_many_due_games_concurrently_each_once_per_lease(backend: Backend) -> None:
    """Two processes' sweepers (several loops each) at the same moment: every due game is claimed by exactly one
    of them; after the lease ends, exactly once again."""
    # each pool holds its three loops' connections from the start, so that no store is late to the race for
    # want of a connection (on a busy machine, opening one took longer than the other store's whole sweep)
    s1, s2 = await backend.open(min_size=3), await backend.open(min_size=3)
    try:
        due_ids = set()
        for i in range(150):
            g = await s1.create_game(new_game(1000 + i))
            g = await s1.commit(g.id, 1, change(deadline=100.0 + i % 7, remind=None if i % 3 else 50.0 + i % 5))
            due_ids.add(g.id)
        for i in range(20):  # not due yet
            g = await s1.create_game(new_game(5000 + i))
            await s1.commit(g.id, 1, change(deadline=10_000.0))

        async def sweep(store: GameStore, now: float, lease: float) -> list[int]:
            got: list[int] = []
            while batch := await store.claim_due(now=now, lease_until=lease, limit=7):
                got += [d.game_id for d in batch]
                await asyncio.sleep(0.002)  # as a sweeper gives way between batches: the other store gets its turn
            return got

        for now, lease in ((200.0, 300.0), (301.0, 400.0)):  # the second round: the first leases have ended
            results = await asyncio.gather(*(sweep(s, now, lease) for s in (s1, s2, s1, s2, s1, s2)))
            claimed = Counter(i for r in results for i in r)
            assert set(claimed) == due_ids
            assert set(claimed.values()) == {1}, [i for i, n in claimed.items() if n > 1]
            # PostgreSQL: both stores really work (any of each one's loops; on a busy machine one loop may start late)
            assert (any(results[0::2]) and any(results[1::2])) or backend.name == "sqlite"
            assert await s1.claim_due(now=now + 1, lease_until=lease) == []
    finally:
        await s1.close()
        await s2.close()


async def test_two_sweepers_play_each_due_transition_exactly_once(backend: Backend) -> None:
    """Claim, then commit the due transition with the claimed version: however the sweepers race, and even when
    a lease runs out before its holder commits, each transition is written exactly once."""
    s1, s2 = await backend.open(), await backend.open()
    try:
        games = []
        for i in range(60):
            g = await s1.create_game(new_game(2000 + i))
            games.append(await s1.commit(g.id, 1, change(deadline=100.0)))

        async def sweeper(store: GameStore, now: float, lease: float, who: str) -> int:
            done = 0
            while batch := await store.claim_due(now=now, lease_until=lease, limit=5):
                for d in batch:
                    try:
                        await store.commit(d.game_id, d.version, change(deadline=now + 1000.0),
                                           [NewLogEntry("timeout", {"by": who}, now)])
                        done += 1
                    except StaleVersion:
                        pass
            return done

        done = await asyncio.gather(sweeper(s1, 150.0, 160.0, "a"), sweeper(s2, 150.0, 160.0, "b"))
        assert sum(done) == len(games)
        for g in games:
            assert [e.kind for e in await s2.log(g.id)] == ["timeout"]

        # a lease that ran out: both sweepers hold a claim on the same game (different leases) and both commit
        g = await s1.create_game(new_game(3000))
        g = await s1.commit(g.id, 1, change(deadline=100.0))
        [first] = await s1.claim_due(now=100.0, lease_until=110.0)
        [second] = await s2.claim_due(now=111.0, lease_until=120.0)  # s1 stalled past its lease
        assert first.game_id == second.game_id == g.id and first.version == second.version
        results = await asyncio.gather(
            s1.commit(g.id, first.version, change(deadline=900.0), [NewLogEntry("timeout", {"by": "a"}, 111.0)]),
            s2.commit(g.id, second.version, change(deadline=900.0), [NewLogEntry("timeout", {"by": "b"}, 111.0)]),
            return_exceptions=True)
        assert sorted(type(r).__name__ for r in results) == ["GameRecord", "StaleVersion"]
        assert [e.kind for e in await s1.log(g.id)] == ["timeout"]
    finally:
        await s1.close()
        await s2.close()


# ---- several processes ----

async def test_two_stores_commit_exactly_once(backend: Backend) -> None:
    s1, s2 = await backend.open(), await backend.open()
    try:
        g = await s1.create_game(new_game())
        results = await asyncio.gather(
            s1.commit(g.id, 1, change(state={"by": 1}), [NewLogEntry("action", {"by": 1}, 2.0)]),
            s2.commit(g.id, 1, change(state={"by": 2}), [NewLogEntry("action", {"by": 2}, 2.0)]),
            return_exceptions=True)
        wins = [r for r in results if isinstance(r, GameRecord)]
        losses = [r for r in results if isinstance(r, BaseException)]
        assert len(wins) == 1 and len(losses) == 1 and isinstance(losses[0], StaleVersion)
        log = await s2.log(g.id)
        assert len(log) == 1 and log[0].payload == wins[0].state
        assert await s1.game(g.id) == wins[0]
    finally:
        await s1.close()
        await s2.close()


async def test_two_stores_create_in_one_channel_exactly_once(backend: Backend) -> None:
    s1, s2 = await backend.open(), await backend.open()
    try:
        for channel in range(10):
            results = await asyncio.gather(s1.create_game(new_game(channel)), s2.create_game(new_game(channel)),
                                           return_exceptions=True)
            assert sorted(type(r).__name__ for r in results) == ["ChannelBusy", "GameRecord"]
            assert len(await s1.games_in_channel(channel)) == 1
    finally:
        await s1.close()
        await s2.close()


async def test_many_concurrent_commits_on_many_games(backend: Backend) -> None:
    """Writers on two stores, each pushing its own games forward: no write is lost or doubled."""
    s1, s2 = await backend.open(), await backend.open()
    try:
        games = [await s1.create_game(new_game(i)) for i in range(20)]

        async def push(store: GameStore, g: GameRecord, n: int) -> None:
            v = g.version
            for k in range(n):
                v = (await store.commit(g.id, v, change(state={"k": k}), [NewLogEntry("action", {"k": k}, 2.0)])).version

        await asyncio.gather(*(push(s1 if i % 2 else s2, g, 5) for i, g in enumerate(games)))
        for g in games:
            rec = await s1.game(g.id)
            assert rec is not None and rec.version == 6 and rec.state == {"k": 4}
            assert [e.payload["k"] for e in await s2.log(g.id)] == list(range(5))
    finally:
        await s1.close()
        await s2.close()


# ---- settings ----

async def test_settings_default_then_stored(store: GameStore) -> None:
    assert await store.settings(5) == GuildSettings(5)
    s = GuildSettings(5, moderator_role_id=77, default_deadline_seconds=None, language="en", missed_turns_alert=3,
                      extra={"k": "v"})
    await store.put_settings(s)
    assert await store.settings(5) == s
    s2 = GuildSettings(5, language="pl")
    await store.put_settings(s2)
    assert await store.settings(5) == s2
    big = GuildSettings(SNOWFLAKE, moderator_role_id=SNOWFLAKE + 1, default_deadline_seconds=7 * 24 * 3600,
                        extra={"channels": [SNOWFLAKE], "ż": "ó"})
    await store.put_settings(big)
    assert await store.settings(SNOWFLAKE) == big
    assert await store.settings(5) == s2


# ---- bad data ----

async def test_a_corrupt_row_is_reported_not_crashed_on(backend: Backend, store: GameStore) -> None:
    g = await store.create_game(new_game())
    await store.commit(g.id, 1, change(state={"ok": True}), [NewLogEntry("action", {}, 1.0)],
                       NewSnapshot("orders", 1, {"ok": True}))
    await backend.execute(store, "UPDATE games SET base_state = '[1]' WHERE id = ?", g.id)
    with pytest.raises(CorruptRow):
        await store.active_game(100)
    with pytest.raises(CorruptRow):
        await store.game(g.id)
    with pytest.raises(CorruptRow):
        await store.games_in_channel(100)
    await backend.execute(store, "UPDATE actions SET payload = '\"x\"' WHERE game_id = ?", g.id)
    with pytest.raises(CorruptRow):
        await store.log(g.id)
    await backend.execute(store, "UPDATE snapshots SET state = 'null' WHERE game_id = ?", g.id)
    with pytest.raises(CorruptRow):
        await store.snapshots(g.id)
    await store.put_settings(GuildSettings(3))
    await backend.execute(store, "UPDATE guild_settings SET extra = '[]' WHERE guild_id = ?", 3)
    with pytest.raises(CorruptRow):
        await store.settings(3)


@pytest.mark.parametrize("odd", ["nul \x00 inside", "\ud800 lone surrogate", float("nan"), float("inf")])
async def test_data_a_backend_cannot_hold_is_refused_whole_or_kept_exactly(store: GameStore, odd: object) -> None:
    """SQLite keeps some values PostgreSQL's JSONB refuses; either way a write is all or nothing."""
    g = await store.create_game(new_game())
    try:
        g2 = await store.commit(g.id, 1, change(state={"v": [odd]}), [NewLogEntry("action", {"v": 1}, 2.0)])
    except (StoreError, UnicodeEncodeError):
        assert await store.game(g.id) == g and await store.log(g.id) == []
        return
    back = await store.game(g.id)
    assert back is not None and back.version == g2.version
    assert repr(back.state) == repr(g2.state)  # repr: nan != nan


# ---- timers and imports ----

async def test_set_timers_changes_only_the_times_of_that_version(store: GameStore) -> None:
    g = await store.create_game(new_game())
    g = await store.commit(g.id, 1, change(deadline=100.0, remind=50.0), [NewLogEntry("action", {}, 2.0)])
    assert [d.game_id for d in await store.claim_due(now=60.0, lease_until=70.0)] == [g.id]
    assert await store.set_timers(g.id, g.version, 100.0, None)  # the reminder went out
    assert await store.claim_due(now=61.0, lease_until=70.0) == []  # claim cleared, nothing due before 100
    again = await store.game(g.id)
    assert again is not None and again.version == g.version and again.remind_at is None and again.deadline_at == 100.0
    assert again.updated_at == g.updated_at and again.state == g.state
    assert not await store.set_timers(g.id, g.version - 1, 1.0, 1.0)  # stale: nothing changes
    assert not await store.set_timers(12345, 1, 1.0, 1.0)
    assert (await store.game(g.id)) == again
    assert len(await store.log(g.id)) == 1  # no log entry, no new version
    assert [d.game_id for d in await store.claim_due(now=100.0, lease_until=110.0)] == [g.id]
    assert await store.set_timers(g.id, g.version, None, None)  # no times at all: never due
    assert await store.claim_due(now=1e12, lease_until=2e12) == []


async def test_set_timers_never_makes_a_lobby_or_finished_game_due(store: GameStore) -> None:
    lobby = await store.create_game(new_game(1))
    done = await store.create_game(new_game(2))
    done = await store.commit(done.id, 1, change(status=FINISHED))
    assert await store.set_timers(lobby.id, 1, 10.0, 5.0)
    assert await store.set_timers(done.id, done.version, 10.0, 5.0)
    assert await store.claim_due(now=100.0, lease_until=200.0) == []


async def test_an_import_keeps_its_versions(store: GameStore) -> None:
    g = await store.create_game(
        NewGame(7, 9, "mali", {"h": 1}, 1.0, status=FINISHED, state={"s": 1}, version=12),
        [NewLogEntry("start", {}, 1.0, version=2), NewLogEntry("action", {}, 2.0, version=12),
         NewLogEntry("note", {}, 3.0)])
    assert g.version == 12
    assert await store.game(g.id) == g
    assert [e.version for e in await store.log(g.id)] == [2, 12, 12]
    g2 = await store.commit(g.id, 12, change(status=FINISHED), [NewLogEntry("x", {}, 4.0),
                                                                 NewLogEntry("y", {}, 4.0, version=5)])
    assert [e.version for e in await store.log(g.id)] == [2, 12, 12, 13, 5]
    assert g2.version == 13


async def test_an_already_encoded_state_reads_back_as_its_object(store: GameStore) -> None:
    state = {"phase": "movement", "ż": [1, 2.5, None], "nested": {"a": True}}
    encoded = EncodedJson(state, json.dumps(state, ensure_ascii=False, separators=(",", ":")))
    g = await store.create_game(NewGame(1, 77, "mali", {}, 1.0, status=RUNNING, state=encoded))
    g = await store.commit(g.id, 1, change(state=encoded), [NewLogEntry("action", {}, 2.0)],
                           NewSnapshot("movement", 1, encoded))
    back = await store.game(g.id)
    assert back is not None and back.state == state and type(back.state) is dict
    assert [s.state for s in await store.snapshots(g.id)] == [state]


# ---- a state some in-turn actions behind (GameChange.keep_state, store/pending.py, issue 16) ----

def keeping(at: float = 10.0, meta: dict[str, object] | None = None) -> GameChange:
    return GameChange(status=RUNNING, meta=meta or {"host": 1}, state=None, deadline_at=None, remind_at=None,
                      updated_at=at, keep_state=True)


async def test_a_change_that_keeps_the_state_reads_back_with_its_action_to_replay(store: GameStore) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0}))
    await store.commit(g.id, 1, change(state={"n": 1}), [NewLogEntry("action", {"action": {"to": 1}}, 2.0)])
    kept = await store.commit(g.id, 2, keeping(meta={"turn": 3}), [NewLogEntry("action", {"action": {"to": 2}}, 3.0)])
    assert kept.version == 3 and kept.state is None and kept.pending == ()  # the caller holds the state
    await store.commit(g.id, 3, keeping(), [NewLogEntry("action", {"action": {"to": 3}}, 4.0)])
    back = await store.active_game(100)
    assert back is not None and back.version == 4 and back.state == {"n": 1} and back.meta == {"host": 1}
    assert back.pending == ({"action": {"to": 2}}, {"action": {"to": 3}})
    assert await store.game(g.id) == back and await store.games_in_channel(100) == [back]
    assert [e.version for e in await store.log(g.id)] == [2, 3, 4]
    full = await store.commit(g.id, 4, change(state={"n": 3}), [NewLogEntry("timeout", {}, 5.0)])
    assert await store.game(g.id) == full and full.pending == () and full.state == {"n": 3}


async def test_a_change_that_keeps_the_state_needs_one_entry_of_its_own_and_nothing_else(store: GameStore) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0}))
    bad = [(keeping(), []), (keeping(), [NewLogEntry("a", {}, 2.0), NewLogEntry("b", {}, 2.0)]),
           (keeping(), [NewLogEntry("a", {}, 2.0, version=9)]),
           (GameChange(RUNNING, {}, {"n": 1}, None, None, 2.0, keep_state=True), [NewLogEntry("a", {}, 2.0)])]
    for c, log in bad:
        with pytest.raises(StoreError):
            await store.commit(g.id, 1, c, log)
    with pytest.raises(StoreError):
        await store.commit(g.id, 1, keeping(), [NewLogEntry("a", {}, 2.0)], NewSnapshot("orders", 1, {"n": 1}))
    assert await store.game(g.id) == g and await store.log(g.id) == []  # nothing written


async def test_a_state_whose_actions_to_replay_are_missing_is_a_corrupt_row(backend: Backend, store: GameStore) -> None:
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0}))
    for v in (1, 2):
        await store.commit(g.id, v, keeping(), [NewLogEntry("action", {"action": {"to": v}}, 2.0)])
    await backend.execute(store, "DELETE FROM actions WHERE game_id = ? AND version = 2", g.id)
    for read in (store.active_game(100), store.game(g.id), store.games_in_channel(100)):
        with pytest.raises(CorruptRow):
            await read


async def test_a_bot_older_than_migration_5_fails_instead_of_misreading_a_kept_state(
        backend: Backend, store: GameStore) -> None:
    """A bot older than migration 5 that is still running (another process migrated the database under it)
    names the column `state`: each of its reads and writes of a game now fails, instead of taking a state some
    moves behind for the current one, or writing a whole state without moving `base_version`."""
    g = await store.create_game(NewGame(7, 100, "mali", {"host": 1}, 1.0, status=RUNNING, state={"n": 0}))
    with pytest.raises((sqlite3.OperationalError, asyncpg.UndefinedColumnError), match="state"):
        await backend.execute(store, "UPDATE games SET state = ?, version = 2 WHERE id = ?", '{"n": 1}', g.id)
    with pytest.raises((sqlite3.OperationalError, asyncpg.UndefinedColumnError), match="state"):
        await backend.fetch(store, "SELECT state FROM games WHERE id = ?", g.id)
    assert await store.game(g.id) == g
