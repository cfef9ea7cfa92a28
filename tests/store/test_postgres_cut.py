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


@pytest.mark.parametrize("pause", [0.0, 0.05], ids=["at-once", "after-a-pause"])
async def test_the_other_writes_after_a_cut(cutter: Cutter, pause: float) -> None:
    """The writes besides commits (outbox, timers, claims, new games), each the first call after a cut: none fails,
    none is applied twice."""
    store, table = cutter.store, Table(cutter.store)
    await table.start()
    await table.commit()  # running, version 2

    async def add_posts(i: int) -> None:
        await store.add_posts([NewPost({"i": i}, 1.0, channel_id=7)])

    async def post_progress(i: int) -> None:
        await store.post_progress(1, i, attempt=True)

    async def set_timers(i: int) -> None:
        assert await store.set_timers(table.id, table.version, 50.0 + i, None, [NewPost({"t": i}, 1.0)])

    async def claim_due(i: int) -> None:
        assert [d.game_id for d in await store.claim_due(1000.0 + 100 * i, 1050.0 + 100 * i)] == [table.id]

    async def create_game(i: int) -> None:
        await store.create_game(NewGame(1, 100 + i, "mali", {"host": 1}, 1.0))

    failed: list[str] = []
    writes = [add_posts, post_progress, set_timers, claim_due, create_game]
    for i in range(CUTS):
        for write in writes:
            await asyncio.gather(store.pending_posts(), store.pending_posts(), store.running_count())
            await cutter.cut()
            if pause:
                await asyncio.sleep(pause)
            try:
                await write(i)
            except Exception as e:
                failed.append(f"{write.__name__}: {type(e).__name__}: {e}")
                await asyncio.sleep(0.2)
    assert failed == [], f"{len(failed)} failed calls in {CUTS * len(writes)} cuts: {failed[:3]}"
    assert sorted(p.body["i"] for p in await store.pending_posts(7, limit=1000)) == list(range(CUTS))
    timers = [p.body["t"] for p in await store.pending_posts(table.channel, limit=1000) if "t" in p.body]
    assert timers == list(range(CUTS))
    assert (await store.counts())["games"] == CUTS + 1
    post = (await store.pending_posts(limit=1))[0]
    assert (post.sent, post.attempts) == (CUTS - 1, CUTS), "each progress once"
