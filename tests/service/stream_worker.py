"""A process that plays many games at once through the service until it is killed (see test_kill.py).

    python -m tests.service.stream_worker DB_PATH CHANNELS

Prints one line per committed action so the test knows when to pull the plug.
"""

from __future__ import annotations

import asyncio
import random
import sys

from service import FakeClock, ServiceError, TableService
from store import SqliteStore
from tests.service.driver import MOD, play_step, seat_game


async def channel_loop(svc: TableService, channel: int, rng: random.Random) -> None:
    while True:
        try:
            if (await svc.status(channel)).data["status"] != "running":
                await seat_game(svc, channel, rng.choice([2, 3, 4]), variant=rng.choice(["basic", "advanced"]),
                                liberator=rng.random() < 0.5, mail=rng.random() < 0.5)
            roll = rng.random()
            if roll < 0.02:
                await svc.rollback(channel, MOD, to=rng.choice(["current", "previous"]))
            elif roll < 0.03:
                await svc.skip(channel, MOD)
            else:
                await play_step(svc, channel, rng)
        except ServiceError as e:
            if e.key in ("no_game", "game_finished"):
                await seat_game(svc, channel, 2)
        print(channel, flush=True)
        await asyncio.sleep(0)


async def main(path: str, channels: int) -> None:
    async with SqliteStore(path) as store:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: random.getrandbits(62))
        await asyncio.gather(*(channel_loop(svc, 100 + c, random.Random(c)) for c in range(channels)))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
