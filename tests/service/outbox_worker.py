"""A bot process that plays games and delivers their posts through the outbox until it is killed (test_outbox_kill.py).

    python -m tests.service.outbox_worker DATABASE_URL DISCORD_LOG CHANNELS HOLD_COMMIT HOLD_SEND

"Discord" is an append-only file: a post is accepted once its line is written (one `write` on an O_APPEND
descriptor: a kill cannot half-write it), and a nonce already in the file is answered with the first message
instead of a second one, as Discord does with `enforce_nonce`. At start the process delivers what an earlier
life committed but never posted (the deliverer's catch-up), then plays. HOLD_COMMIT=k stops for good right
after the first commit from the k-th on that wrote posts, before they go out; HOLD_SEND=m stops right after Discord accepted the m-th message,
before the outbox knows (the unknown outcome). -1: never. CHANNELS=0 only catches up and exits.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
from typing import Any

from cogs.deliverer import Deliverer
from service import FakeClock, ServiceError, TableService, delivery
from service.startup import open_store
from tests.service.driver import play_step, seat_game


class LogDiscord:
    """The channel side of Discord, in a file shared by every life of the bot."""

    def __init__(self, path: str, hold_send: int) -> None:
        self.path = path
        self.hold_send = hold_send
        self.sent = 0
        self.nonces: set[str] = set()
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                self.nonces = {json.loads(line)["nonce"] for line in f if '"nonce"' in line}
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, record: dict[str, Any]) -> None:
        os.write(self.fd, (json.dumps(record) + "\n").encode())

    async def post(self, channel_id: int, content: str | None, nonce: str | None, files: int) -> None:
        if nonce is None:
            raise AssertionError("a post without a nonce")
        if nonce in self.nonces:  # enforce_nonce: the message already exists; nothing new is posted
            self.write({"dedup": nonce, "channel": channel_id})
            return
        self.nonces.add(nonce)
        self.write({"nonce": nonce, "channel": channel_id, "text": content, "files": files})
        self.sent += 1
        if self.sent == self.hold_send:
            print("held-send", flush=True)
            await asyncio.Event().wait()  # accepted by Discord, not yet marked delivered: kill me here


class LogChannel:
    def __init__(self, discord_: LogDiscord, channel_id: int) -> None:
        self.discord = discord_
        self.id = channel_id

    async def send(self, content: str | None = None, *, nonce: str | None = None, files: Any = None,
                   **_: Any) -> None:
        await self.discord.post(self.id, content, nonce, len(files or []))


class WorkerBot:
    """What the deliverer and the posting code need of the bot."""

    default_language = "en"

    def __init__(self, service: TableService, discord_: LogDiscord) -> None:
        self.service = service
        self.discord = discord_

    def get_guild(self, guild_id: int) -> None:
        return None

    def get_channel(self, channel_id: int) -> LogChannel:
        return LogChannel(self.discord, channel_id)

    def get_partial_messageable(self, channel_id: int, **_: Any) -> LogChannel:
        return LogChannel(self.discord, channel_id)

    async def fetch_channel(self, channel_id: int) -> LogChannel:
        return LogChannel(self.discord, channel_id)


async def main(url: str, log: str, channels: int, hold_commit: int, hold_send: int) -> None:
    store = await open_store(url)
    svc = TableService(store, clock=FakeClock(), seed_source=lambda: random.getrandbits(62))
    discord_ = LogDiscord(log, hold_send)
    deliverer = Deliverer(WorkerBot(svc, discord_), store)
    # a restart comes after the dead life's delivery leases lapsed (issue 25: they are what keeps two processes
    # from delivering one channel at once); a short lease keeps the test quick
    delivery.LEASE_SECONDS = 1.0
    await asyncio.sleep(delivery.LEASE_SECONDS + 0.2)
    print("caught-up", await deliverer.catch_up(), flush=True)
    if channels == 0:
        await store.close()
        return
    rng = random.Random(os.getpid())
    commits = 0
    while True:
        channel = 100 + rng.randrange(channels)
        try:
            if (await svc.status(channel)).data["status"] != "running":
                await seat_game(svc, channel, 2, variant="basic")
            out = await play_step(svc, channel, rng)
        except ServiceError as e:
            if e.key not in ("no_game", "game_finished"):
                raise
            await seat_game(svc, channel, 2, variant="basic")
            out = None
        commits += 1
        print("commit", commits, flush=True)
        if 0 <= hold_commit <= commits and out is not None and out.queued:  # (a move within a turn posts nothing)
            print("held-commit", flush=True)
            await asyncio.Event().wait()  # committed, not posted: kill me here
        del out
        await deliverer.flush(channel)
        print("delivered", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])))
