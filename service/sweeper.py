"""The deadline sweeper: catches up once at start-up, then looks for due games every few seconds.

It only calls `TableService.sweep` (which is idempotent and claims games so that two sweepers never do the
same transition) and hands each outcome to whoever posts it; a failing post never stops the sweeper.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from service.outcome import Outcome
from service.table import TableService

log = logging.getLogger(__name__)


class Sweeper:
    def __init__(self, service: TableService, deliver: Callable[[Outcome], Awaitable[None]],
                 interval: float = 30.0) -> None:
        self.service = service
        self.deliver = deliver
        self.interval = interval
        self._task: asyncio.Task[None] | None = None

    async def run_once(self) -> int:
        """Do everything due now; returns how many outcomes were delivered."""
        outcomes = await self.service.sweep()
        for out in outcomes:
            try:
                await self.deliver(out)
            except Exception:  # posting is somebody else's I/O: log it, keep sweeping
                log.exception("could not deliver the sweeper's outcome for channel %s", out.channel_id)
        return len(outcomes)

    async def run(self) -> None:
        """Catch up on whatever fell due while the bot was down, then keep watching."""
        while True:
            try:
                await self.run_once()
            except Exception:
                log.exception("sweep failed; trying again in %s s", self.interval)
            await asyncio.sleep(self.interval)

    def start(self) -> asyncio.Task[None]:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="deadline-sweeper")
        return self._task

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
