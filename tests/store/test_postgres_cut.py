"""Connections cut under the store (issue 25): the server ends its sessions (`pg_terminate_backend`, as a restart,
a failover or an idle-session limit does) and the next calls, at once or a moment later, must not fail for it.

Each test's store names its own sessions (`application_name` set by the pool's `init`), so the cut reaches only
them and tests running side by side are unaffected.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from store.postgres import PostgresStore
from store.records import RUNNING, GameChange, NewGame, NewLogEntry, NewPost
from tests.store.backends import PG_DSN, Backend, backend_database

CUTS = 12


@pytest.fixture
async def pg(tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database("postgres", tmp_path) as b:
        yield b


class Cutter:
    """A store whose sessions carry a name of their own, and a connection on the side that ends them."""

    def __init__(self, store: PostgresStore, name: str, side: asyncpg.Connection) -> None:
        self.store, self.name, self.side = store, name, side

    async def cut(self) -> int:
        """End every session of the store; how many there were."""
        n = await self.side.fetchval("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                     " WHERE application_name = $1 AND pid <> pg_backend_pid()", self.name)
        return int(n)


@pytest.fixture
async def cutter(pg: Backend) -> AsyncIterator[Cutter]:
    name = f"mp-cut-{uuid.uuid4().hex[:12]}"

    async def init(con: asyncpg.Connection) -> None:
        await con.execute(f"SET application_name = '{name}'")

    store = pg.new_store(connect_kwargs={"init": init})
    assert isinstance(store, PostgresStore)
    await store.open()
    side = await asyncpg.connect(PG_DSN, timeout=10)
    try:
        yield Cutter(store, name, side)
    finally:
        await side.close()
        await store.close()


def move(v: int) -> tuple[GameChange, list[NewLogEntry], list[NewPost]]:
    return (GameChange(RUNNING, {"host": 1}, {"n": v}, None, None, 2.0), [NewLogEntry("action", {"v": v}, 3.0)],
            [NewPost({"v": v}, 3.0)])


class Table:
    """One game played through the store, keeping count of its version."""

    def __init__(self, store: PostgresStore, channel: int = 2) -> None:
        self.store, self.channel, self.version, self.id = store, channel, 1, 0

    async def start(self) -> None:
        self.id = (await self.store.create_game(NewGame(1, self.channel, "mali", {"host": 1}, 1.0))).id

    async def commit(self) -> None:
        change, log, posts = move(self.version)
        await self.store.commit(self.id, self.version, change, log, posts=posts)
        self.version += 1

    async def game(self) -> None:
        g = await self.store.game(self.id)
        assert g is not None and g.version == self.version

    async def pending(self) -> None:
        assert len(await self.store.pending_posts(self.channel, limit=1000)) == self.version - 1

    async def play(self) -> None:
        """Commits and reads on every connection the store holds (the kept one and the pool's)."""
        for _ in range(3):
            await self.commit()
            await asyncio.gather(self.game(), self.pending(), self.game())


async def failures(cutter: Cutter, table: Table, calls: Sequence[Callable[[], Awaitable[Any]]],
                   pause: float) -> list[str]:
    """Cut CUTS times, each followed (after `pause`) by the calls in turn; the calls that failed."""
    failed: list[str] = []
    for _ in range(CUTS):
        await table.play()
        assert await cutter.cut() >= 2
        if pause:
            await asyncio.sleep(pause)
        for call in calls:
            try:
                await call()
            except Exception as e:
                failed.append(f"{call.__name__}: {type(e).__name__}: {e}")
                if call == table.commit:  # what became of it: the store is read again once it has recovered
                    await asyncio.sleep(0.2)
                    g = await cutter.store.game(table.id)
                    assert g is not None
                    table.version = g.version
    return failed


@pytest.mark.parametrize("pause", [0.0, 0.05], ids=["at-once", "after-a-pause"])
@pytest.mark.parametrize("first", ["commit", "game", "pending"])
async def test_a_cut_costs_no_failed_call(cutter: Cutter, first: str, pause: float) -> None:
    """The first call after a cut picks a connection that is gone (or going): it still succeeds, whichever it is."""
    table = Table(cutter.store)
    await table.start()
    order = {"commit": [table.commit, table.game, table.pending], "game": [table.game, table.pending, table.commit],
             "pending": [table.pending, table.commit, table.game]}[first]
    failed = await failures(cutter, table, order, pause)
    assert failed == [], f"{len(failed)} failed calls in {CUTS} cuts: {failed[:3]}"
    await table.play()
    g = await cutter.store.game(table.id)
    assert g is not None and g.version == table.version
    log = await cutter.store.log(table.id)
    assert [e.payload["v"] for e in log] == list(range(1, table.version)), "every move once, in order"


async def test_commits_from_many_tasks_after_a_cut(cutter: Cutter) -> None:
    """Several games commit at the same moment right after a cut (the kept connection busy, the rest through the
    pool): none fails, none is applied twice."""
    tables = [Table(cutter.store, channel) for channel in range(2, 6)]
    for t in tables:
        await t.start()
    for _ in range(CUTS // 2):
        await asyncio.gather(*(t.play() for t in tables))
        await cutter.cut()
        await asyncio.gather(*(t.commit() for t in tables))
    for t in tables:
        log = await cutter.store.log(t.id)
        assert [e.payload["v"] for e in log] == list(range(1, t.version))


async def test_other_writes_cut_on_their_way_are_never_applied_twice(cutter: Cutter) -> None:
    """A write other than a commit whose connection goes while it is on its way may fail (its outcome is unknown
    to the store, so it is not run again: store/postgres.py, _Pool), but what it wrote is there at most once:
    every post added by a call that returned is in the outbox once, and no other (the server ended those
    sessions before it read what failed)."""
    store, added = cutter.store, []
    for i in range(CUTS):
        await asyncio.gather(store.pending_posts(), store.pending_posts(), store.running_count())
        await cutter.cut()
        try:
            await store.add_posts([NewPost({"i": i}, 1.0, channel_id=7)])
            added.append(i)
        except asyncpg.PostgresConnectionError:
            await asyncio.sleep(0.1)
    bodies = [p.body["i"] for p in await store.pending_posts(7, limit=1000)]
    assert added == sorted(set(bodies)) and len(bodies) == len(set(bodies)), (added, bodies)
