"""Several openers of one database at the same moment (issue 15): a restart overlapping the old process's
shutdown, the console table beside the bot, two shards on one file. Every opener must start, exactly one
migrates, and nothing (no aiosqlite worker thread) outlives a closed or failed store.

To run the opening race many times (the old code failed about one round in ten with 5 openers in one
process), each round a fresh pytest process under a time limit, counting failures and hangs:

    ./scripts/race_open.sh 300            # or: ./scripts/race_open.sh 300 sqlite
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
import threading
import time
from pathlib import Path

import pytest

from store import SchemaTooNew, SqliteStore
from store.interface import GameStore
from tests.store.backends import PG_DSN, Backend
from tests.store.open_worker import MIGRATED_BY, aiosqlite_threads, counted

ROOT = Path(__file__).resolve().parents[2]
OPENERS = [2, 5]
PROCESS_LIMIT = 60.0  # seconds for the whole race; a process still running then is a hang


async def check_migrated_once(backend: Backend) -> None:
    s = await backend.open(counted(backend.migrations))
    try:
        assert await s.schema_version() == MIGRATED_BY
        assert (await backend.fetch(s, "SELECT COUNT(*) FROM migrated_by"))[0][0] == 1
        assert (await backend.fetch(s, "SELECT COUNT(*) FROM schema_migrations"))[0][0] == len(backend.migrations) + 1
    finally:
        await s.close()


@pytest.mark.parametrize("openers", OPENERS)
async def test_stores_opening_together_in_one_process_migrate_once(backend: Backend, openers: int) -> None:
    before = aiosqlite_threads()
    stores = [backend.new_store(counted(backend.migrations)) for _ in range(openers)]
    results = await asyncio.gather(*(s.open() for s in stores), return_exceptions=True)
    try:
        assert [r for r in results if r is not None] == []
        assert {await s.schema_version() for s in stores} == {MIGRATED_BY}
        if backend.name == "sqlite":
            assert sorted(len(s.applied) for s in stores if isinstance(s, SqliteStore)) == [0] * (openers - 1) + [
                len(backend.migrations) + 1]
    finally:
        for s in stores:
            await s.close()
    assert aiosqlite_threads() - before == set()
    await check_migrated_once(backend)


async def _race(backend: Backend, openers: int) -> list[dict[str, object]]:
    """Start `openers` processes, let them all open the store at once, and collect what each reports."""
    args = ["sqlite", str(backend.path)] if backend.name == "sqlite" else ["postgres", PG_DSN, str(backend.schema)]
    procs = [await asyncio.create_subprocess_exec(sys.executable, "-m", "tests.store.open_worker", *args, cwd=ROOT,
                                                  stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                                                  stderr=asyncio.subprocess.PIPE)
             for _ in range(openers)]
    try:
        async with asyncio.timeout(PROCESS_LIMIT):
            for p in procs:
                assert p.stdout is not None
                assert await p.stdout.readline() == b"ready\n"
            for p in procs:
                assert p.stdin is not None
                p.stdin.write(b"go\n")
            outputs = await asyncio.gather(*(p.communicate() for p in procs))
    except TimeoutError:
        pytest.fail(f"{sum(p.returncode is None for p in procs)} of {openers} opening processes still running after"
                    f" {PROCESS_LIMIT:.0f} s: a hang")
    finally:
        for p in procs:
            if p.returncode is None:
                p.kill()
                await p.wait()
    reports = []
    for p, (out, err) in zip(procs, outputs, strict=True):
        assert p.returncode == 0, f"an opener failed (exit {p.returncode}):\n{err.decode()}"
        reports.append(json.loads(out.decode().strip().splitlines()[-1]))
    return reports


@pytest.mark.parametrize("openers", OPENERS)
async def test_processes_opening_together_migrate_once(backend: Backend, openers: int) -> None:
    reports = await _race(backend, openers)
    assert [r["version"] for r in reports] == [MIGRATED_BY] * openers
    assert [r["threads_left"] for r in reports] == [0] * openers
    if backend.name == "sqlite":
        applied = sorted(len(r["applied"]) for r in reports)  # type: ignore[arg-type]
        assert applied == [0] * (openers - 1) + [len(backend.migrations) + 1]
    await check_migrated_once(backend)


# ---- what a failed or closed SQLite store leaves behind: nothing ----

async def _fails_and_leaves_no_thread(store: GameStore, error: type[BaseException]) -> BaseException:
    before = aiosqlite_threads()
    with pytest.raises(error) as caught:
        await store.open()
    assert aiosqlite_threads() - before == set()
    assert isinstance(store, SqliteStore) and store._db is None
    await store.close()  # closing a store whose open failed is harmless
    return caught.value


async def test_closing_a_store_ends_its_worker_thread(tmp_path: Path) -> None:
    before = aiosqlite_threads()
    s = SqliteStore(tmp_path / "games.db")
    await s.open()
    assert len(aiosqlite_threads() - before) == 1
    await s.close()
    assert aiosqlite_threads() - before == set()


async def test_a_database_newer_than_the_code_leaves_no_thread(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "games.db") as s:
        await s.db.execute("INSERT INTO schema_migrations (version, description, applied_at) VALUES (999, 'x', 'now')")
    await _fails_and_leaves_no_thread(SqliteStore(tmp_path / "games.db"), SchemaTooNew)


async def test_a_failing_migration_leaves_no_thread(tmp_path: Path) -> None:
    s = SqliteStore(tmp_path / "games.db", migrations=[(1, "broken", ["THIS IS NOT SQL"])])
    await _fails_and_leaves_no_thread(s, sqlite3.OperationalError)


async def test_a_file_that_cannot_be_opened_leaves_no_thread(tmp_path: Path) -> None:
    await _fails_and_leaves_no_thread(SqliteStore(tmp_path / "no such folder" / "games.db"), sqlite3.OperationalError)


def _hold_write_lock(path: Path, seconds: float, started: threading.Event) -> None:
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("BEGIN EXCLUSIVE")
    started.set()
    time.sleep(seconds)
    con.rollback()
    con.close()


async def test_a_lock_held_beyond_the_busy_timeout_fails_a_migrating_open_in_bounded_time(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    await (await SqliteStore(path).__aenter__()).close()  # the schema exists; now another process writes
    known = SqliteStore(path).migrations
    newer = [*known, (known[-1][0] + 1, "a later migration", ["CREATE TABLE t_later (x INTEGER)"])]
    started = threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(path, 2.0, started))
    holder.start()
    try:
        started.wait(5)
        async with SqliteStore(path, busy_timeout_ms=300) as s:  # WAL: a writer does not stop an up-to-date open
            assert s.applied == ()
        t0 = time.monotonic()
        error = await _fails_and_leaves_no_thread(SqliteStore(path, busy_timeout_ms=300, migrations=newer),
                                                  sqlite3.OperationalError)
        assert "locked" in str(error)
        assert time.monotonic() - t0 < 1.5  # the bound is the busy timeout, not the holder's 2 s
    finally:
        holder.join()


async def test_an_open_waits_for_a_lock_released_within_the_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    started = threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(path, 0.5, started))  # a brand-new, empty file
    holder.start()
    try:
        started.wait(5)
        async with SqliteStore(path, busy_timeout_ms=5_000) as s:
            assert await s.schema_version() == s.migrations[-1][0]
            assert s.applied == tuple(v for v, _, _ in s.migrations)
    finally:
        holder.join()
