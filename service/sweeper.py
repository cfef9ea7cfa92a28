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
        self._wake: asyncio.Task[None] | None = None  # a sweep before the next interval (a computer seat due)
        self._wake_at = 0.0

    async def run_once(self) -> int:
        """Do everything due now; returns how many outcomes were delivered."""
        outcomes = await self.service.sweep()
        for out in outcomes:
            try:
                await self.deliver(out)
            except Exception:  # posting is somebody else's I/O: log it, keep sweeping
                log.exception("could not deliver the sweeper's outcome for channel %s", out.channel_id)
        return len(outcomes)

    def wake(self, at: float) -> None:
        """Sweep once more at `at` (the service's clock), between the regular sweeps: a computer seat due in a
        few seconds plays then, not up to an interval later. The earliest asked for wins."""
        if self._wake is not None and not self._wake.done():
            if self._wake_at <= at:
                return
            self._wake.cancel()  # still waiting (a running wake-up has let go of `_wake` first)
        self._wake_at = at
        self._wake = asyncio.get_running_loop().create_task(self._sweep_at(at), name="computer-wake")

    async def _sweep_at(self, at: float) -> None:
        await asyncio.sleep(max(0.0, at - self.service.clock.now()))
        self._wake = None  # from here on, a commit's wake-up schedules the next one
        try:
            await self.run_once()
        except Exception:
            log.exception("a computer seat's sweep failed; the regular sweep will come back to it")

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
        if self._wake is not None:
            self._wake.cancel()
            self._wake = None
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
