"""The service benchmark's operations on SQLite and on PostgreSQL, side by side.

    python bench/bench_store_pg.py [--quick] [--pg postgresql://postgres@127.0.0.1:5432/test]

For each backend: one player action through the table service with its commit (no render) and the bare
upsert of the same state blob (the floor); a store commit of that blob with its log entry; player actions per
second across 100 channels at once; the database size per finished game; loading one game among 10,000;
claiming 100 due games among 10,000 (`claim_due`). SQLite is a file in WAL mode, synchronous=NORMAL (as the
bot runs it); PostgreSQL is whatever --pg (or MP_BENCH_PG_DSN) points at, in a throw-away schema, reached
over TCP through the store's asyncpg pool. Both run on the same machine as this client, so on a small machine
the database server and the benchmark share the CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import aiosqlite
import asyncpg
from bench_service import Table, pct

from service import FakeClock, TableService
from store import RUNNING, GameChange, NewGame, NewLogEntry, SqliteStore
from store.bulk import GameHistory, bulk_for, read_history
from store.interface import GameStore
from store.postgres import PostgresStore

DEFAULT_PG = os.environ.get("MP_BENCH_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test")
Opener = Callable[[], Awaitable[GameStore]]


class Backend:
    """Opens stores on one fresh database of a kind, measures its size, and removes it afterwards."""

    def __init__(self, kind: str, tmp: Path, pg_dsn: str) -> None:
        self.kind, self.tmp, self.pg_dsn = kind, tmp, pg_dsn
        self.n = 0
        self.schemas: list[str] = []

    def fresh(self, name: str) -> Opener:
        self.n += 1
        if self.kind == "sqlite":
            path = self.tmp / f"{name}-{self.n}.db"

            async def open_sqlite() -> GameStore:
                s = SqliteStore(path)
                await s.open()
                return s
            return open_sqlite
        schema = f"bench_{name}_{uuid.uuid4().hex[:8]}"
        self.schemas.append(schema)

        async def open_pg() -> GameStore:
            s = PostgresStore(self.pg_dsn, schema=schema, max_size=10)
            await s.open()
            return s
        return open_pg

    async def size(self, store: GameStore) -> int:
        """Bytes the store's tables take, all included (indexes; for PostgreSQL the TOASTed JSONB too)."""
        if isinstance(store, SqliteStore):
            await store.close()  # (closing twice is fine)
            con = sqlite3.connect(store.path)
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            con.execute("VACUUM")
            con.close()
            return os.path.getsize(store.path)
        assert isinstance(store, PostgresStore)
        await store.pool.execute("VACUUM FULL games, actions, snapshots, guild_settings")
        return int(await store.pool.fetchval(
            "SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = current_schema() AND c.relkind = 'r'"))

    async def cleanup(self) -> None:
        if not self.schemas:
            return
        con = await asyncpg.connect(self.pg_dsn)
        try:
            for schema in self.schemas:
                await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        finally:
            await con.close()


async def play_actions(opener: Opener, games: int) -> tuple[list[float], list[str], list[float]]:
    """Player actions through the service (latency each), the state blobs they committed, and store commits of
    those blobs (with a log entry) timed directly."""
    store = await opener()
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 7)
        times: list[float] = []
        for g in range(games):
            table = Table(svc, 1 + g, 4, g)
            await table.start()
            while await table.step(times):
                pass
        blobs = []
        for g in range(games):
            for rec in await store.games_in_channel(1 + g):
                for snap in await store.snapshots(rec.id):
                    blobs.append(json.dumps(snap.state, ensure_ascii=False, separators=(",", ":")))
        # store commits: the same blobs, one after another on one running game
        commits: list[float] = []
        meta = (await store.games_in_channel(1))[0].meta
        rec = await store.create_game(NewGame(1, 999_999, "mali", meta, 1.0))
        states = [json.loads(b) for b in blobs]
        for k in range(max(300, len(states))):
            change = GameChange(RUNNING, meta, states[k % len(states)], 1e10 + k, None, 2.0 + k)
            entry = NewLogEntry("action", {"action": {"type": "move", "scout": "orange-1", "to": "B3"}}, 2.0 + k, 10)
            t0 = time.perf_counter()
            rec = await store.commit(rec.id, rec.version, change, [entry])
            commits.append(time.perf_counter() - t0)
        return times, blobs, commits
    finally:
        await store.close()


async def bare_upsert(kind: str, tmp: Path, pg_dsn: str, blobs: list[str]) -> list[float]:
    """The floor: one connection, one table, an upsert of the state blob (TEXT in SQLite, JSONB in PostgreSQL)."""
    floor: list[float] = []
    if kind == "sqlite":
        async with aiosqlite.connect(tmp / "floor.db", isolation_level=None) as db:
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, version INTEGER, state TEXT)")
            for i, blob in enumerate(blobs):
                t0 = time.perf_counter()
                await db.execute("INSERT INTO games (id, version, state) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE"
                                 " SET version = excluded.version, state = excluded.state", (i, blob))
                floor.append(time.perf_counter() - t0)
        return floor
    schema = f"bench_floor_{uuid.uuid4().hex[:8]}"
    con = await asyncpg.connect(pg_dsn)
    try:
        # a real (WAL-logged, durable) table: a TEMPORARY one would skip the WAL and its flush at commit
        await con.execute(f"CREATE SCHEMA {schema}")
        await con.execute(f"CREATE TABLE {schema}.games (id INTEGER PRIMARY KEY, version INTEGER, state JSONB)")
        for i, blob in enumerate(blobs):
            t0 = time.perf_counter()
            await con.execute(f"INSERT INTO {schema}.games (id, version, state) VALUES (1, $1, $2::jsonb)"
                              " ON CONFLICT (id) DO UPDATE SET version = excluded.version, state = excluded.state",
                              i, blob)
            floor.append(time.perf_counter() - t0)
    finally:
        await con.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await con.close()
    return floor


async def throughput(opener: Opener, channels: int, per_channel: int) -> tuple[int, float]:
    store = await opener()
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 11)
        tables = [Table(svc, 1000 + c, 2 + c % 3, c) for c in range(channels)]
        for t in tables:
            await t.start()

        async def run(t: Table) -> int:
            n = 0
            while n < per_channel and await t.step():
                n += 1
            return n

        t0 = time.perf_counter()
        counts = await asyncio.gather(*(run(t) for t in tables))
        return sum(counts), time.perf_counter() - t0
    finally:
        await store.close()


async def size_per_game(backend: Backend, games: int) -> float:
    empty_store = await backend.fresh("empty")()
    try:
        empty = await backend.size(empty_store)
    finally:
        await empty_store.close()
    store = await backend.fresh("finished")()
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 13)
        for g in range(games):
            table = Table(svc, 5000 + g, 2 + g % 3, g)
            await table.start()
            while await table.step():
                pass
        return (await backend.size(store) - empty) / games
    finally:
        await store.close()


async def among_many(opener: Opener, total: int, samples: int) -> dict[str, list[float]]:
    """`total` games copied (rows, logs, snapshots) from ten real mid-game ones; then random loads of one game,
    and claim_due of 100 due games among them."""
    store = await opener()
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 17)
        for g in range(10):
            table = Table(svc, g + 1, 2 + g % 3, g)
            await table.start()
            for _ in range(20 + 9 * g):  # mid-game states of several sizes
                await table.step()
        bulk = bulk_for(store)
        templates = [await read_history(store, i) for i in await bulk.game_ids()]
        next_id = max(h.game.id for h in templates) + 1
        next_seq = max(e.seq for h in templates for e in h.log) + 1
        batch: list[GameHistory] = []
        for i in range(len(templates), total):
            h = templates[i % len(templates)]
            gid = next_id
            next_id += 1
            due = i < len(templates) + 100  # the first 100 copies are due; the rest run with distant deadlines
            game = replace(h.game, id=gid, channel_id=100_000 + i, status=RUNNING,
                           deadline_at=1000.0 + i if due else 1e12, remind_at=None)
            log = []
            for e in h.log:
                log.append(replace(e, seq=next_seq, game_id=gid))
                next_seq += 1
            batch.append(GameHistory(game, log, [replace(s, game_id=gid) for s in h.snapshots]))
            if len(batch) == 500:
                await bulk.insert_histories(batch)
                batch = []
        if batch:
            await bulk.insert_histories(batch)
        if isinstance(store, PostgresStore):
            await store.pool.execute("ANALYZE games, actions, snapshots")
        counts = await bulk.counts()
        assert counts["games"] >= total, counts
        rng = random.Random(5)
        raw: list[float] = []
        full: list[float] = []
        cold = TableService(store, clock=FakeClock(), cache=False)
        for _ in range(samples):
            channel = 100_000 + rng.randrange(len(templates), total)
            t0 = time.perf_counter()
            rec = await store.active_game(channel)
            raw.append(time.perf_counter() - t0)
            assert rec is not None
            t0 = time.perf_counter()
            await cold._load_active(channel)  # row + JSON + the engine's state object
            full.append(time.perf_counter() - t0)
        claims: list[float] = []
        for k in range(samples // 4):
            now = 10_000.0 + 2 * k  # every earlier lease has ended: the same 100 games are due again
            t0 = time.perf_counter()
            got = await store.claim_due(now, now + 1, limit=100)
            claims.append(time.perf_counter() - t0)
            assert len(got) == 100, len(got)
        return {"load": raw, "load_full": full, "claim": claims}
    finally:
        await store.close()


def ms(x: float) -> str:
    return f"{x * 1000:.3f}"


async def measure(kind: str, tmp: Path, pg_dsn: str, quick: bool) -> dict[str, Any]:
    backend = Backend(kind, tmp, pg_dsn)
    try:
        out: dict[str, Any] = {}
        times, blobs, commits = await play_actions(backend.fresh("play"), 2 if quick else 6)
        floor = await bare_upsert(kind, tmp, pg_dsn, blobs)
        out["actions"] = len(times)
        out["action"] = (statistics.median(times), pct(times, 0.95))
        out["floor"] = (statistics.median(floor), pct(floor, 0.95))
        out["commit"] = (statistics.median(commits), pct(commits, 0.95))
        out["blob"] = statistics.median(len(b) for b in blobs)
        n, secs = await throughput(backend.fresh("many"), 100, 10 if quick else 40)
        out["throughput"] = n / secs
        out["size"] = await size_per_game(backend, 3 if quick else 10)
        total = 1000 if quick else 10_000
        out["total"] = total
        many = await among_many(backend.fresh("big"), total, 200)
        for key, values in many.items():
            out[key] = (statistics.median(values), pct(values, 0.95))
        return out
    finally:
        await backend.cleanup()


async def main(quick: bool, pg_dsn: str) -> None:
    try:
        con = await asyncpg.connect(pg_dsn, timeout=5)
        version = await con.fetchval("SHOW server_version")
        await con.close()
    except Exception as e:  # any reason PostgreSQL is unusable
        print(f"PostgreSQL not reachable at {pg_dsn} ({e}); pass --pg URL or set MP_BENCH_PG_DSN", file=sys.stderr)
        sys.exit(2)
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        sq = await measure("sqlite", tmp, pg_dsn, quick)
        pg = await measure("postgres", tmp, pg_dsn, quick)
    print(f"SQLite {sqlite3.sqlite_version} (file, WAL, synchronous=NORMAL) vs PostgreSQL {version} "
          f"(asyncpg pool, TCP localhost); {os.cpu_count()} CPUs shared by client and server")
    print(f"{'':58} {'SQLite':>18} {'PostgreSQL':>18}")

    def row(label: str, a: str, b: str) -> None:
        print(f"{label:58} {a:>18} {b:>18}")

    def pair(label: str, key: str) -> None:
        row(label + " (ms, median / p95)", f"{ms(sq[key][0])} / {ms(sq[key][1])}", f"{ms(pg[key][0])} / {ms(pg[key][1])}")

    pair(f"player action via service + commit, {sq['actions']}/{pg['actions']} actions", "action")
    pair(f"bare upsert of the state blob ({sq['blob'] / 1024:.1f} KiB, the floor)", "floor")

    def ratio(d: dict[str, Any]) -> str:
        return f"{d['action'][0] / d['floor'][0]:.2f}x / {d['action'][1] / d['floor'][1]:.2f}x"

    row("  service / floor (median / p95; issue 5 target <= 3x)", ratio(sq), ratio(pg))
    pair("store.commit of the state blob + one log entry", "commit")
    row("player actions/s, 100 channels at once (>= 500)", f"{sq['throughput']:,.0f}", f"{pg['throughput']:,.0f}")
    row("size per finished game (KiB, tables + indexes)", f"{sq['size'] / 1024:.0f}", f"{pg['size'] / 1024:.0f}")
    pair(f"active_game: one running game among {sq['total']:,}", "load")
    pair("  + parse into the engine's state (service load; <= 5 ms)", "load_full")
    pair(f"claim_due of 100 due games among {sq['total']:,}", "claim")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer games, 1,000 instead of 10,000 (a smoke run)")
    parser.add_argument("--pg", default=DEFAULT_PG, help=f"PostgreSQL URL (default {DEFAULT_PG})")
    args = parser.parse_args()
    asyncio.run(main(args.quick, args.pg))
