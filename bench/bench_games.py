"""How fast `/games` answers a player seated in 50 games across 10 servers (issue 27), and how many store calls it
makes, through real discord.py dispatch in one process (tests/dispatch/: the real bot, a recording fake Discord,
a SQLite file).

    python bench/bench_games.py [--games 50] [--servers 10] [--runs 200]

"First answer": from the interaction's arrival to Discord holding the list (the deferred reply filled in); the
acknowledgement itself ("thinking…") is timed too. The target is one store read per `/games`.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import Caller, FakeClock
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.guard import network_blocked
from tests.dispatch.payloads import guild_create, text_channel
from tests.dispatch.sim import PLAYERS, Sim, gateway_event
from tests.store.counting import Counting

FIRST_GUILD = 610_000_000_000_000_000
FIRST_CHANNEL = 620_000_000_000_000_000


async def seat(sim: Sim, games: int, servers: int) -> None:
    """`games` running two-player Mali games spread over `servers` servers, the first player in every one; every
    other game theirs to move (the seats alternate)."""
    assert sim.bot is not None
    me, other = PLAYERS[0], PLAYERS[1]
    for g in range(servers):
        guild = FIRST_GUILD + g
        channels = [text_channel(FIRST_CHANNEL + guild % 1000 * 100 + c, guild, f"gra-{c}")
                    for c in range(games // servers + (1 if g < games % servers else 0))]
        for channel in channels:
            sim.discord.channels[int(channel["id"])] = channel
        payload = guild_create(guild, channels, sim.discord.bot_user)
        payload["name"] = f"Serwer {g + 1}"
        gateway_event(sim.bot, "GUILD_CREATE", payload)
        for n, channel in enumerate(channels):
            channel_id = int(channel["id"])
            host, guest = (me, other) if n % 2 == 0 else (other, me)
            service = sim.service
            await service.create_game(channel_id, Caller(host.id, guild_id=guild), options={"variant": "basic"})
            await service.join(channel_id, Caller(guest.id, guild_id=guild))
            await service.start(channel_id, Caller(host.id, guild_id=guild))
            await sim.bot.deliverer.flush(channel_id)  # its posts out now, not at the deliverer's next scan


async def run(games: int, servers: int, runs: int) -> dict[str, Any]:
    fake = FakeDiscord()
    with network_blocked(), fake.installed(), tempfile.TemporaryDirectory() as tmp:
        sim = Sim(fake, Path(tmp) / "bench.sqlite3", FakeClock())
        await sim.start()
        try:
            await seat(sim, games, servers)
            assert await sim.posted_all(60)
            me = PLAYERS[0]
            counting = Counting(sim.service.pipeline.store)
            sim.service.pipeline.store = counting
            answers, whole, acks = [], [], []
            listed = messages = 0
            for _ in range(runs):
                before = len(counting.calls)
                started = time.perf_counter()
                ex = await sim.slash(me, "games", guild=False)
                wall = time.perf_counter() - started
                assert ex.answered and ex.replies, ex.label
                listed, messages = len(ex.reply_text.splitlines()) - 1, len(ex.replies)
                answers.append(min(m.at for m in ex.replies) - ex.dispatched_at)
                whole.append(max(m.at for m in ex.replies) - ex.dispatched_at)
                acks.append(ex.first_response_delay)
                assert len(counting.calls) - before == 1, counting.calls[before:]
                whole[-1] = max(whole[-1], wall)
            sim.service.pipeline.store = counting.store
        finally:
            await sim.stop()
    return {"games": games, "servers": servers, "runs": runs, "listed": listed,
            "store_calls": len(counting.calls) / runs, "calls": sorted(set(counting.calls)),
            "answer_median_ms": statistics.median(answers) * 1000, "answer_worst_ms": max(answers) * 1000,
            "whole_median_ms": statistics.median(whole) * 1000, "whole_worst_ms": max(whole) * 1000,
            "messages": messages, "ack_median_ms": statistics.median(acks) * 1000, "ack_worst_ms": max(acks) * 1000}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--servers", type=int, default=10)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args(argv)
    r = asyncio.run(run(args.games, args.servers, args.runs))
    print(f"/games, {r['games']} games across {r['servers']} servers, {r['runs']} runs (in-process, SQLite):")
    print(f"  listed {r['listed']} games; store calls per /games: {r['store_calls']:g} ({', '.join(r['calls'])})")
    print(f"  first answer (the list): median {r['answer_median_ms']:.2f} ms, worst {r['answer_worst_ms']:.2f} ms")
    print(f"  the whole list ({r['messages']} private messages): median {r['whole_median_ms']:.2f} ms,"
          f" worst {r['whole_worst_ms']:.2f} ms")
    print(f"  acknowledgement:         median {r['ack_median_ms']:.2f} ms, worst {r['ack_worst_ms']:.2f} ms")
    return 0 if r["store_calls"] == 1 and r["listed"] == r["games"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
