"""Gateway logins across processes (issue 25): processes that start together take their IDENTIFY turns from
the store, one per `max_concurrency` bucket per spacing (Discord: 5 s), whichever process asks; on SQLite
and PostgreSQL, each "process" with its own store connection. The spacing is shortened for the test."""

from __future__ import annotations

import asyncio
import itertools
import time
from contextlib import AsyncExitStack

from bot import GameBot
from service.identify import IdentifyTurns
from settings import Settings
from tests.store.backends import Backend

SPACING = 0.3


async def concurrency(n: int) -> int:
    return n


async def test_processes_starting_together_keep_one_login_per_bucket_per_spacing(backend: Backend) -> None:
    async with AsyncExitStack() as stack:
        processes = []
        for _ in range(3):
            store = await stack.enter_async_context(backend.new_store())
            processes.append(IdentifyTurns(store, lambda: concurrency(2), spacing=SPACING))
        logins: list[tuple[int, float]] = []

        async def start(turns: IdentifyTurns, shards: list[int]) -> None:
            for shard in shards:  # discord.py opens a process's shards one after the other
                await turns.wait(shard)
                logins.append((shard % 2, time.monotonic()))

        # six shards, two buckets (max_concurrency 2), three processes with two shards each
        await asyncio.gather(*(start(t, [2 * i, 2 * i + 1]) for i, t in enumerate(processes)))
    assert len(logins) == 6
    for bucket in (0, 1):
        times = sorted(t for b, t in logins if b == bucket)
        gaps = [b - a for a, b in itertools.pairwise(times)]
        assert all(g >= SPACING * 0.9 for g in gaps), (bucket, gaps)  # (the database's clock, read by each)
    first = min(t for _, t in logins)
    assert sum(1 for _, t in logins if t - first < SPACING * 0.5) == 2, "one per bucket at once"


async def test_a_lost_question_falls_back_to_one_bucket(backend: Backend) -> None:
    async def no_answer() -> int:
        raise OSError("gateway unreachable")

    async with backend.new_store() as store:
        turns = IdentifyTurns(store, no_answer, spacing=SPACING)
        assert await turns.wait(0) == 0.0
        assert await turns.wait(1) > 0, "shard 1 shares bucket 0 when the concurrency is unknown"


async def test_the_bot_takes_its_turn_before_every_identify() -> None:
    bot = GameBot(Settings(token="x.y.z"))
    asked: list[int | None] = []

    class Turns:
        async def wait(self, shard_id: int | None) -> float:
            asked.append(shard_id)
            return 0.0

    bot.identify_turns = Turns()
    await bot.before_identify_hook(3, initial=True)
    await bot.before_identify_hook(4)
    assert asked == [3, 4]
