"""The service test's stream worker (tests/service/stream_worker.py) over any DATABASE_URL, to be killed.

    python -m tests.store.url_stream_worker DATABASE_URL CHANNELS
"""

from __future__ import annotations

import asyncio
import random
import sys

from service import FakeClock, TableService
from store.factory import make_store
from tests.service.stream_worker import channel_loop


async def main(url: str, channels: int) -> None:
    store = make_store(url)
    await store.open()
    svc = TableService(store, clock=FakeClock(), seed_source=lambda: random.getrandbits(62))
    await asyncio.gather(*(channel_loop(svc, 100 + c, random.Random(c)) for c in range(channels)))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
