"""What a player's action costs to commit, against the cheapest write of the same state: SQLite and PostgreSQL.

    python bench/bench_commit.py [--quick] [--pg postgresql://postgres@127.0.0.1:5432/test] [--no-pg]

One definition of the floor for both backends: a bare upsert of the state's JSON text, as the action left it,
into a table of three columns (id, version, state) of a database of the same kind on the same machine, over
one connection of the store's own driver (aiosqlite: a file with the store's page size, WAL and synchronous
setting; asyncpg: a JSONB column in a throw-away schema). The cost is one player action through the table
service with its commit (no render). Cost and floor alternate, action by action, in the same run, and the
ratio is of their medians (wall time, judged; beside it the CPU time of this process, all threads, which
leaves out the waiting for a CPU that other processes cause). Also: bytes written per commit within a turn (SQLite: the WAL frames it appends,
and the column values it writes), the SQLite file per finished game (its row, log and snapshots once its
posts are delivered and pruned, as the deliverer does after a week), actions per second across 100 channels,
loading one game among 10,000 and claiming 100 due games among them. PostgreSQL is whatever --pg (or
MP_BENCH_PG_DSN) points at, in throw-away schemas; the database server shares the CPUs with this client.

Targets (issue 16): SQLite action with commit <= 2.5x its floor, PostgreSQL <= 1.6x; bytes per in-turn
commit <= half and the file per finished game <= two thirds of the figures at 52d1869 (BEFORE, measured with
this script on that commit); and, as in issue 5, loading one game among 10,000 in <= 5 ms.
"""

from __future__ import annotations

import argparse
import asyncio
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

import aiosqlite
import asyncpg

import store.sqlite as store_sqlite
from engine.mali import GameState, apply
from engine.mali.actions import Action
from engine.mali.view import waiting_for
from service import Caller, FakeClock, TableService
from service.encoding import encode_state
from store import SqliteStore
from store.bulk import bulk_for, read_history
from store.interface import GameStore
from store.postgres import PostgresStore
from store.records import RUNNING, GameHistory
from store.sqlite import PAGE_SIZE
from tools.mali.players import greedy_player

DEFAULT_PG = os.environ.get("MP_BENCH_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test")
# measured with this script at 52d1869 (before issue 16), full run: the bytes targets are fractions of these
BEFORE_WAL_BYTES = 65_728  # SQLite WAL bytes appended per in-turn commit
BEFORE_VALUE_BYTES = 7_027  # bytes of the column values an in-turn commit writes (row, log entry, posts)
BEFORE_FILE_BYTES = 86_016  # SQLite file per finished game, its posts delivered and pruned
Opener = Callable[[], Awaitable[GameStore]]


class Table:
    """One channel's game, played by greedy computer players; the service is the only writer."""

    def __init__(self, svc: TableService, channel: int, players: int, seed: int) -> None:
        self.svc, self.channel, self.players = svc, channel, players
        self.rng = random.Random(seed)
        self.mirror: GameState | None = None
        self.users: dict[str, int] = {}

    async def start(self) -> None:
        host = Caller(self.channel * 10)
        await self.svc.create_game(self.channel, host, options={"variant": "advanced", "liberator": True, "mail": True})
        for i in range(1, self.players):
            await self.svc.join(self.channel, Caller(self.channel * 10 + i))
        await self.svc.start(self.channel, host)
        rec = await self.svc.store.active_game(self.channel)
        assert rec is not None and rec.state is not None
        self.mirror = GameState.from_dict(rec.state)
        self.users = {s["colour"]: s["user"] for s in rec.meta["seats"]}

    def next_action(self) -> tuple[Caller, Action] | None:
        assert self.mirror is not None
        colour = waiting_for(self.mirror)
        if colour is None:
            return None
        return Caller(self.users[colour]), greedy_player(self.rng)(self.mirror, colour)

    async def step(self, timed: list[float] | None = None, cpu: list[float] | None = None) -> bool:
        """One action (its wall time into `timed`, the process's CPU time into `cpu`); False once the game ended."""
        nxt = self.next_action()
        if nxt is None:
            return False
        caller, action = nxt
        d = action.to_dict()
        t0, c0 = time.perf_counter(), time.process_time()
        await self.svc.act(self.channel, caller, d)
        if timed is not None:
            timed.append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.append(time.process_time() - c0)
        assert self.mirror is not None
        self.mirror, _ = apply(self.mirror, action)
        return True


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


class Backend:
    """Fresh databases of one kind: stores, the floor's connection, sizes; removes its schemas afterwards."""

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

    async def floor(self) -> tuple[Callable[[int, str], Awaitable[None]], Callable[[], Awaitable[None]]]:
        """The floor's upsert (version, state JSON text) and how to close its connection."""
        if self.kind == "sqlite":
            db = await aiosqlite.connect(self.tmp / f"floor-{uuid.uuid4().hex[:8]}.db", isolation_level=None)
            await db.execute(f"PRAGMA page_size = {PAGE_SIZE}")  # the store's file layout
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")  # the store's default
            await db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, version INTEGER, state TEXT)")

            async def upsert_sqlite(version: int, text: str) -> None:
                await db.execute("INSERT INTO games (id, version, state) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE"
                                 " SET version = excluded.version, state = excluded.state", (version, text))
            return upsert_sqlite, db.close
        schema = f"bench_floor_{uuid.uuid4().hex[:8]}"
        self.schemas.append(schema)
        con = await asyncpg.connect(self.pg_dsn)
        # a real (WAL-logged, durable) table: a TEMPORARY one would skip the WAL and its flush at commit
        await con.execute(f"CREATE SCHEMA {schema}")
        await con.execute(f"CREATE TABLE {schema}.games (id INTEGER PRIMARY KEY, version INTEGER, state JSONB)")
        sql = (f"INSERT INTO {schema}.games (id, version, state) VALUES (1, $1, $2::jsonb)"
               " ON CONFLICT (id) DO UPDATE SET version = excluded.version, state = excluded.state")

        async def upsert_pg(version: int, text: str) -> None:
            await con.execute(sql, version, text)
        return upsert_pg, con.close

    async def size(self, store: GameStore) -> int:
        """Bytes the store's tables take, indexes included (SQLite: the file after a checkpoint and VACUUM)."""
        if isinstance(store, SqliteStore):
            await store.close()
            con = sqlite3.connect(store.path)
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            con.execute("VACUUM")
            con.close()
            return os.path.getsize(store.path)
        assert isinstance(store, PostgresStore)
        await store.pool.execute("VACUUM FULL games, actions, snapshots, guild_settings, outbox")
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


async def commit_path(backend: Backend, games: int) -> dict[str, Any]:
    """Service actions, each followed by the floor's upsert of the state it produced (interleaved rounds): wall
    times, and the CPU time of this process (all its threads: SQLite's work included, PostgreSQL's not).
    Also where an action's time goes: the store's commit call within it and, for SQLite, its transaction on
    the worker thread (what is left of the call is the thread hand-off and the store's own encoding)."""
    store = await backend.fresh("play")()
    upsert, close = await backend.floor()
    out: dict[str, Any] = {k: [] for k in ("cost", "floor", "cost_cpu", "floor_cpu", "store", "sql")}
    sizes: list[int] = []
    inner, transaction = store.commit, store_sqlite._transaction
    calls: list[float] = []
    playing = [False]  # only the players' actions are measured, not the lobby's commits

    async def timed_commit(*args: Any, **kw: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await inner(*args, **kw)
        finally:
            calls.append(time.perf_counter() - t0)

    def timed_transaction(con: sqlite3.Connection, write: Callable[[sqlite3.Connection], Any]) -> Any:
        t0 = time.perf_counter()
        try:
            return transaction(con, write)
        finally:
            if playing[0]:
                out["sql"].append(time.perf_counter() - t0)

    store.commit = timed_commit  # type: ignore[method-assign]
    store_sqlite._transaction = timed_transaction
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 7)
        for g in range(games):
            table = Table(svc, 1 + g, 4, g)
            playing[0] = False
            await table.start()
            calls.clear()
            playing[0] = True
            while await table.step(out["cost"], out["cost_cpu"]):
                out["store"].extend(calls)
                calls.clear()
                assert table.mirror is not None
                text = encode_state(table.mirror.to_dict()).text  # the state that action left, as JSON
                sizes.append(len(text.encode()))
                t0, c0 = time.perf_counter(), time.process_time()
                await upsert(len(out["floor"]), text)
                out["floor"].append(time.perf_counter() - t0)
                out["floor_cpu"].append(time.process_time() - c0)
    finally:
        store_sqlite._transaction = transaction
        await close()
        await store.close()
    out["around"] = [c - s for c, s in zip(out["cost"], out["store"], strict=True)]
    out["blob"] = int(statistics.median(sizes))
    return out


async def bytes_per_commit(backend: Backend, games: int) -> dict[str, float]:
    """Bytes each commit within a turn writes (one without a snapshot): for SQLite the WAL frames it appends
    (automatic checkpoints off meanwhile) and the bytes of the values it stores (the game's row, its new log
    entry and posts); for PostgreSQL the WAL it generates (median: other sessions write WAL too)."""
    store = await backend.fresh("bytes")()
    wal: list[int] = []
    values: list[int] = []
    try:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 9)
        inner = store.commit
        if isinstance(store, SqliteStore):
            await store.db.execute("PRAGMA wal_autocheckpoint = 0")
            wal_path = store.path + "-wal"

            async def commit_sqlite(game_id: int, expected: int, *args: Any, **kw: Any) -> Any:
                snapshot = kw.get("snapshot", args[2] if len(args) > 2 else None)
                before = os.path.getsize(wal_path)
                [(seq,)] = list(await store.db.execute_fetchall("SELECT COALESCE(MAX(seq), 0) FROM actions"))
                [(post,)] = list(await store.db.execute_fetchall("SELECT COALESCE(MAX(id), 0) FROM outbox"))
                rec = await inner(game_id, expected, *args, **kw)
                if snapshot is None:
                    wal.append(os.path.getsize(wal_path) - before)
                    [(n,)] = list(await store.db.execute_fetchall(
                        "SELECT (SELECT LENGTH(CAST(meta AS BLOB)) + COALESCE(LENGTH(CAST(base_state AS BLOB)), 0)"
                        " FROM games WHERE id = ?)"
                        " + (SELECT COALESCE(SUM(LENGTH(CAST(payload AS BLOB))), 0) FROM actions WHERE seq > ?)"
                        " + (SELECT COALESCE(SUM(LENGTH(CAST(body AS BLOB))), 0) FROM outbox WHERE id > ?)",
                        (game_id, seq, post)))
                    values.append(int(n))
                return rec
            store.commit = commit_sqlite  # type: ignore[method-assign,assignment]
        else:
            assert isinstance(store, PostgresStore)
            pool = store.pool

            async def commit_pg(game_id: int, expected: int, *args: Any, **kw: Any) -> Any:
                snapshot = kw.get("snapshot", args[2] if len(args) > 2 else None)
                before = await pool.fetchval("SELECT pg_current_wal_insert_lsn()")
                rec = await inner(game_id, expected, *args, **kw)
                after = await pool.fetchval("SELECT pg_current_wal_insert_lsn()")
                if snapshot is None:
                    wal.append(int(await pool.fetchval("SELECT $1::pg_lsn - $2::pg_lsn", after, before)))
                return rec
            store.commit = commit_pg  # type: ignore[method-assign,assignment]
        for g in range(games):
            table = Table(svc, 1 + g, 4, 100 + g)
            await table.start()
            while await table.step():
                pass
    finally:
        await store.close()
    out = {"wal": statistics.median(wal), "wal_mean": statistics.mean(wal), "commits": len(wal)}
    if values:
        out["values"] = statistics.median(values)
    return out


async def size_per_game(backend: Backend, games: int) -> tuple[float, float]:
    """Store bytes per finished game: with its posts still in the outbox, and once they are delivered and pruned."""
    empty_store = await backend.fresh("empty")()
    try:
        empty = await backend.size(empty_store)
    finally:
        await empty_store.close()
    sizes = []
    for prune in (False, True):
        store = await backend.fresh("finished")()
        try:
            svc = TableService(store, clock=FakeClock(), seed_source=lambda: 13)
            for g in range(games):
                table = Table(svc, 5000 + g, 2 + g % 3, g)
                await table.start()
                while await table.step():
                    pass
            if prune:
                while posts := await store.pending_posts(limit=1000):
                    for p in posts:
                        await store.post_progress(p.id, 1, delivered_at=1.0)
                await store.prune_posts(2.0)
            sizes.append((await backend.size(store) - empty) / games)
        finally:
            await store.close()
    return sizes[0], sizes[1]


async def throughput(opener: Opener, channels: int, per_channel: int) -> float:
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
        return sum(counts) / (time.perf_counter() - t0)
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
        rng = random.Random(5)
        full: list[float] = []
        cold = TableService(store, clock=FakeClock(), cache=False)
        for _ in range(samples):
            channel = 100_000 + rng.randrange(len(templates), total)
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
        return {"load": full, "claim": claims}
    finally:
        await store.close()


async def measure(kind: str, tmp: Path, pg_dsn: str, quick: bool) -> dict[str, Any]:
    backend = Backend(kind, tmp, pg_dsn)
    try:
        out: dict[str, Any] = {}
        out.update(await commit_path(backend, 2 if quick else 6))
        out["bytes"] = await bytes_per_commit(backend, 1 if quick else 2)
        out["size"] = await size_per_game(backend, 3 if quick else 10)
        out["throughput"] = await throughput(backend.fresh("many"), 100, 10 if quick else 40)
        out["total"] = 1000 if quick else 10_000
        out.update(await among_many(backend.fresh("big"), out["total"], 200))
        return out
    finally:
        await backend.cleanup()


def ms(x: float) -> str:
    return f"{x * 1000:.3f} ms"


def report(kind: str, r: dict[str, Any], limit: float, missed: list[str]) -> None:
    cost, floor = r["cost"], r["floor"]
    ratio = statistics.median(cost) / statistics.median(floor)
    print(f"{kind}:")
    print(f"  player action via the service + commit ({len(cost)} actions): median {ms(statistics.median(cost))},"
          f" p95 {ms(pct(cost, 0.95))}")
    print(f"  floor, bare upsert of that state's JSON ({r['blob'] / 1024:.1f} KiB, {len(floor)} writes, interleaved):"
          f" median {ms(statistics.median(floor))}, p95 {ms(pct(floor, 0.95))}")
    cpu_ratio = statistics.median(r["cost_cpu"]) / statistics.median(r["floor_cpu"])
    print(f"  ratio (medians): {ratio:.2f}x wall (target <= {limit}x); this process's CPU time:"
          f" {ms(statistics.median(r['cost_cpu']))} against {ms(statistics.median(r['floor_cpu']))}, {cpu_ratio:.2f}x"
          + (" (the server's work not included: for information)" if kind != "SQLite" else ""))
    sql = (f" (its transaction on SQLite's worker thread {ms(statistics.median(r['sql']))}; the rest of the call is"
           " the hand-off to that thread and back, and the store's encoding)") if r["sql"] else ""
    print(f"  where an action's time goes (medians): the store's commit call {ms(statistics.median(r['store']))}{sql};"
          f" the service around it {ms(statistics.median(r['around']))}")
    if ratio > limit:
        missed.append(f"{kind} commit {ratio:.2f}x > {limit}x")
    b = r["bytes"]
    if "values" in b:
        print(f"  bytes per in-turn commit ({b['commits']} commits): WAL {b['wal']:,.0f} (median; mean"
              f" {b['wal_mean']:,.0f}; before {BEFORE_WAL_BYTES:,}: {b['wal'] / BEFORE_WAL_BYTES:.2f}, target <= 0.5),"
              f" values {b['values']:,.0f} (before {BEFORE_VALUE_BYTES:,}: {b['values'] / BEFORE_VALUE_BYTES:.2f},"
              " target <= 0.5)")
        if b["wal"] > BEFORE_WAL_BYTES / 2:
            missed.append(f"{kind} WAL bytes per commit {b['wal']:,.0f} > {BEFORE_WAL_BYTES / 2:,.0f}")
        if b["values"] > BEFORE_VALUE_BYTES / 2:
            missed.append(f"{kind} value bytes per commit {b['values']:,.0f} > {BEFORE_VALUE_BYTES / 2:,.0f}")
    else:
        print(f"  WAL bytes per in-turn commit ({b['commits']} commits): median {b['wal']:,.0f}, mean"
              f" {b['wal_mean']:,.0f} (for information)")
    kept, pruned = r["size"]
    if kind == "SQLite":
        print(f"  file per finished game: {pruned / 1024:.1f} KiB once its posts are delivered and pruned (before"
              f" {BEFORE_FILE_BYTES / 1024:.1f} KiB: {pruned / BEFORE_FILE_BYTES:.2f}, target <= 0.67);"
              f" {kept / 1024:.1f} KiB with its posts kept")
        if pruned > BEFORE_FILE_BYTES * 2 / 3:
            missed.append(f"SQLite file per game {pruned / 1024:.1f} KiB > {BEFORE_FILE_BYTES * 2 / 3 / 1024:.1f} KiB")
    else:
        print(f"  tables per finished game: {pruned / 1024:.1f} KiB posts pruned, {kept / 1024:.1f} KiB kept"
              " (for information)")
    print(f"  player actions/s, 100 channels at once: {r['throughput']:,.0f} (for information: the computer"
          " players' choices take most of it)")
    load = statistics.median(r["load"])
    print(f"  loading one running game among {r['total']:,} (row + parse): median {ms(load)},"
          f" p95 {ms(pct(r['load'], 0.95))} (target <= 5 ms)")
    if load > 0.005:
        missed.append(f"{kind} load {ms(load)} > 5 ms")
    print(f"  claim_due of 100 due games among {r['total']:,}: median {ms(statistics.median(r['claim']))}"
          " (for information)")


async def main(quick: bool, pg_dsn: str | None) -> None:
    version = None
    if pg_dsn is not None:
        try:
            con = await asyncpg.connect(pg_dsn, timeout=5)
            version = await con.fetchval("SHOW server_version")
            await con.close()
        except Exception as e:  # any reason PostgreSQL is unusable
            print(f"PostgreSQL not reachable at {pg_dsn} ({e}); pass --pg URL, set MP_BENCH_PG_DSN or use --no-pg",
                  file=sys.stderr)
            sys.exit(2)
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f};"
          f" {os.cpu_count()} CPUs shared by client and database")
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        sq = await measure("sqlite", tmp, "", quick)
        pg = None if pg_dsn is None else await measure("postgres", tmp, pg_dsn, quick)
    missed: list[str] = []
    print(f"SQLite {sqlite3.sqlite_version}: a file, WAL, synchronous=NORMAL, {PAGE_SIZE}-byte pages for a new file")
    report("SQLite", sq, 2.5, missed)
    if pg is not None:
        print(f"PostgreSQL {version}: the store's asyncpg pool over TCP to localhost")
        report("PostgreSQL", pg, 1.6, missed)
    else:
        missed.append("PostgreSQL not measured (--no-pg)")
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer games, 1,000 instead of 10,000 (a smoke run)")
    parser.add_argument("--pg", default=DEFAULT_PG, help=f"PostgreSQL URL (default {DEFAULT_PG})")
    parser.add_argument("--no-pg", action="store_true", help="SQLite only")
    args = parser.parse_args()
    asyncio.run(main(args.quick, None if args.no_pg else args.pg))
