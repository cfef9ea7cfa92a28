"""What delivering a post costs the store since issue 25 (one deliverer per channel, a lease, forward-only
progress, a shared request budget), on SQLite and PostgreSQL, with a front that answers at once (no Discord).

    python bench/bench_delivery.py [--posts N] [--pg URL | --no-pg]

One process delivers N one-part posts, one flush per post as after a player's action (take the lease, read
what is pending, take a token from the budget, mark the part, release with its check): store calls and time
per post. The floor is the least a deliverer that marks progress must do per post: read the pending post and
mark it delivered (the same two calls, through the same store, alternated post by post with the measured
flush). The ratio is of the medians; target at most 3x on each store (the lease and the budget are three more
short writes). Then three processes, each over its own store connection, flush the same ten channels at once:
every part must go out once (parts sent = posts), in order per channel.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import FakeClock
from service.delivery import Accepted, Budget, Delivery, Sent
from service.startup import open_store
from store import StoreError
from store.records import GuildSettings, NewPost, Post
from tests.store.counting import Counting

PG = os.environ.get("MP_TEST_PG_DSN", "postgresql://postgres@127.0.0.1:5432/test")
TARGET = 3.0


class Front:
    """Takes every part at once and records the order it got them in."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, int, int]] = []  # (channel, post, part)

    async def open(self, post: Post) -> Any:
        front = self

        class Letter:
            parts = 1

            async def send(self, index: int, nonce: str) -> Sent:
                front.sent.append((post.channel_id, post.id, index))
                return Accepted()

        return Letter()

    async def language(self, guild_id: int | None) -> str:
        return "en"

    def permissions(self, missing: Any, lang: str) -> str:
        return ""


async def settings_of(guild_id: int) -> GuildSettings:
    return GuildSettings(guild_id)


def post(channel: int) -> NewPost:
    return NewPost({"parts": 1}, 1.0, channel_id=channel, guild_id=1)


async def one_process(url: str, posts: int) -> dict[str, Any]:
    store = await open_store(url)
    try:
        counting = Counting(store)
        d = Delivery(counting, Front(), settings_of=settings_of, clock=FakeClock(),
                     budget=Budget(counting, rate=1e9))
        flush, floor = [], []
        for i in range(posts):
            channel = 100 + i % 10
            await store.add_posts([post(channel)])
            t = time.perf_counter()
            await d.flush(channel)
            flush.append(time.perf_counter() - t)
            await store.add_posts([post(channel + 1000)])
            t = time.perf_counter()
            (row,) = await store.pending_posts(channel + 1000, 1)
            await store.post_progress(row.id, 1, delivered_at=1.0)
            floor.append(time.perf_counter() - t)
        return {"flush": flush, "floor": floor, "calls": {k: v / posts for k, v in Counter(counting.calls).items()}}
    finally:
        await store.close()


async def three_processes(url: str, posts: int) -> tuple[int, int, bool, float]:
    stores = [await open_store(url) for _ in range(3)]
    try:
        front = Front()
        await stores[0].add_posts([post(200 + i % 10) for i in range(posts)])
        processes = [Delivery(s, front, settings_of=settings_of, holder=f"p{i}") for i, s in enumerate(stores)]
        t = time.perf_counter()
        await asyncio.gather(*(p.flush(200 + c) for p in processes for c in range(10)))
        took = time.perf_counter() - t
        in_order = all([pid for c, pid, _ in front.sent if c == ch] == sorted(pid for c, pid, _ in front.sent if c == ch)
                       for ch in range(200, 210))
        return len(front.sent), len(set(front.sent)), in_order, took
    finally:
        for s in stores:
            await s.close()


def ms(x: float) -> str:
    return f"{x * 1000:.3f} ms"


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=400)
    parser.add_argument("--pg", default=PG)
    parser.add_argument("--no-pg", action="store_true")
    args = parser.parse_args()
    print(f"load average: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    stores = [("SQLite", os.path.join(tempfile.mkdtemp(), "bench.sqlite3"))]
    if not args.no_pg:
        schema = f"bench_delivery_{uuid.uuid4().hex[:8]}"
        stores.append(("PostgreSQL", f"{args.pg}{'&' if '?' in args.pg else '?'}schema={schema}"))
    missed: list[str] = []
    print(f"{'store':<11} {'flush/post':>11} {'floor':>10} {'ratio':>6}  store calls per post")
    for name, url in stores:
        try:
            r = await one_process(url, args.posts)
        except (StoreError, OSError) as e:
            print(f"{name:<11} skipped: {e}")
            continue
        flush, floor = statistics.median(r["flush"]), statistics.median(r["floor"])
        ratio = flush / floor
        calls = ", ".join(f"{k} {v:g}" for k, v in sorted(r["calls"].items()))
        print(f"{name:<11} {ms(flush):>11} {ms(floor):>10} {ratio:>5.2f}x  {calls}")
        if ratio > TARGET:
            missed.append(f"{name} flush {ratio:.2f}x the floor (target {TARGET}x)")
        sent, unique, in_order, took = await three_processes(url, args.posts)
        print(f"{'':<11} three processes, {args.posts} posts in 10 channels at once: {sent} parts sent, {unique} "
              f"different, {'in order' if in_order else 'OUT OF ORDER'} per channel, {args.posts / took:.0f} posts/s")
        if sent != args.posts or unique != sent or not in_order:
            missed.append(f"{name}: three processes sent {sent} parts for {args.posts} posts")
        if name == "PostgreSQL":
            import asyncpg

            con = await asyncpg.connect(args.pg)
            await con.execute(f"DROP SCHEMA IF EXISTS {url.rsplit('schema=', 1)[1]} CASCADE")
            await con.close()
    print(f"target: the flush at most {TARGET}x its floor on each store; every part once, in order")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
