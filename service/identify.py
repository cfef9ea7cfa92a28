"""Gateway logins across processes (issue 25): Discord lets a bot start (IDENTIFY) at most `max_concurrency`
sessions per 5 seconds, one per bucket `shard_id % max_concurrency`. discord.py spaces its own shards, but
processes that start together each open their first shard at once; here every process takes its turn from one
token bucket per bucket in the store (on the database's clock), so together they keep Discord's pace."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from store.interface import GameStore

log = logging.getLogger("mp.gateway")

IDENTIFY_SPACING = 5.0  # seconds between two logins of one bucket (Discord's rule)


class IdentifyTurns:
    """`wait(shard_id)` before each IDENTIFY; `concurrency` asks Discord for `max_concurrency` (once)."""

    def __init__(self, store: GameStore, concurrency: Callable[[], Awaitable[int]],
                 spacing: float = IDENTIFY_SPACING) -> None:
        self.store = store
        self.concurrency = concurrency
        self.spacing = spacing
        self._buckets: int | None = None

    async def wait(self, shard_id: int | None) -> float:
        """Sleep until this shard's bucket may log in; the seconds waited."""
        if self._buckets is None:
            try:
                self._buckets = max(1, int(await self.concurrency()))
            except Exception:  # Discord did not say: the strictest pace, one login at a time
                log.warning("could not read max_concurrency; logging in one shard at a time", exc_info=True)
                self._buckets = 1
        bucket = (shard_id or 0) % self._buckets
        try:
            wait = await self.store.spend(f"identify:{bucket}", 1 / self.spacing, 1.0)
        except Exception:  # the database is away: discord.py's own pace
            log.warning("could not take an identify turn from the database; waiting %.0f s", self.spacing)
            wait = self.spacing
        if wait > 0:
            log.info("shard %s waits %.1f s for its turn to log in (bucket %d of %d)", shard_id, wait, bucket,
                     self._buckets)
            await asyncio.sleep(wait)
        return wait
