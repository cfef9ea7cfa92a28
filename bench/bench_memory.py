"""What the table service keeps in memory for running games: the bytes per cached game, and the process's RSS
after 10,000 running games were touched, with the cache at its default size (settings: CACHE_SIZE).

    python bench/bench_memory.py [--games N] [--quick]

One process, one SQLite file (WAL, as the bot runs it). Every game is opened, filled and started through the
service (2, 3 or 4 players, basic or advanced with the expansions, in turn), then touched as a player would:
its status, the waiting player's private info, one action.

Figures, each with its floor measured in the same run:
- peak RSS (VmHWM) after all the games, against the RSS of the same process before the first of them (imports
  done, the store open, one game played: what any process serving one table needs);
- bytes per cached game: what a fresh service over the same file retains (tracemalloc: its whole memory,
  the games, built answers, names and locks, once it is dropped again) after touching more games than its
  cache holds, divided by the games it keeps; against the compact JSON text of those games' rows (state
  and meta), which is what the store itself keeps for a game;
- the cache and the lock table stay within the cache's size.
Targets (issue 16): <= 12 KiB per cached game; <= 150 MiB peak RSS for 10,000 games; cache and locks bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import Caller, FakeClock, TableService
from settings import from_env
from store import SqliteStore

KIB = 1024
MIB = 1024 * 1024
TARGET_PER_GAME = 12 * KIB
TARGET_RSS = 150 * MIB
GAMES = 10_000
HOST = 1000
SETUPS: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {"variant": "basic"}),
    (3, {"variant": "advanced", "liberator": True}),
    (4, {"variant": "advanced", "liberator": True, "mail": True}),
)


def status_kib(field: str) -> int:
    """A VmRSS / VmHWM figure of this process, in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * KIB
    raise RuntimeError(f"{field} not in /proc/self/status")


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"


async def seat(svc: TableService, channel: int) -> None:
    players, options = SETUPS[channel % len(SETUPS)]
    await svc.create_game(channel, Caller(HOST), options=options)
    for i in range(1, players):
        await svc.join(channel, Caller(HOST + i))
    await svc.start(channel, Caller(HOST))


async def touch(svc: TableService, channel: int) -> None:
    """What a player does: look at the table, open their private info, play."""
    status = (await svc.status(channel)).data
    if status["status"] != "running" or status["waiting_user"] is None:
        return
    who = Caller(int(status["waiting_user"]))
    legal = (await svc.my_info(channel, who)).data["legal_actions"]
    plain = [a for a in legal if a["type"] not in ("undo", "end_turn")] or legal
    await svc.act(channel, who, plain[0])


def mib(n: float) -> str:
    return f"{n / MIB:.1f} MiB"


def kib(n: float) -> str:
    return f"{n / KIB:.1f} KiB"


async def per_cached_game(store: SqliteStore, cache_size: int, channels: list[int]) -> tuple[float, float, int]:
    """(bytes a fresh service retains per cached game, median JSON text per game, games cached)."""
    clock = FakeClock()
    gc.collect()
    tracemalloc.start()
    try:
        svc = TableService(store, clock=clock, seed_source=lambda: 5, cache_size=cache_size)
        for channel in channels:
            await touch(svc, channel)
            clock.advance(0.5)
        cached = len(svc.pipeline.games)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0]
        del svc
        gc.collect()
        retained = held - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    texts = []
    for channel in channels[-cached:]:
        rec = await store.active_game(channel)
        assert rec is not None
        texts.append(len(json.dumps(rec.state, separators=(",", ":"))) + len(json.dumps(rec.meta, separators=(",", ":"))))
    return retained / max(1, cached), statistics.median(texts), cached


async def main(games: int) -> int:
    cache_size = from_env({}).cache_size  # the default, as a bot started without CACHE_SIZE runs
    print(f"{games:,} running games in one process; cache size {cache_size:,} (the default); {load_average()}")
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "memory.sqlite3")
        await store.open()
        try:
            svc = TableService(store, clock=FakeClock(), seed_source=lambda: 5, cache_size=cache_size)
            channels = itertools.count(1)
            first = next(channels)
            await seat(svc, first)
            await touch(svc, first)
            gc.collect()
            floor_rss = status_kib("VmRSS")
            t0 = time.perf_counter()
            all_channels = [first]
            for channel in itertools.islice(channels, games - 1):
                await seat(svc, channel)
                await touch(svc, channel)
                all_channels.append(channel)
            seconds = time.perf_counter() - t0
            gc.collect()
            rss, peak = status_kib("VmRSS"), status_kib("VmHWM")
            p = svc.pipeline
            cached, locks, answers = len(p.games), len(p.locks), len(p.answers)
            print(f"seated and touched {games:,} games in {seconds:.1f} s ({seconds / games * 1000:.2f} ms per game)")
            print(f"RSS floor (this process before the first of them: imports, store, one game): {mib(floor_rss)}")
            print(f"RSS after {games:,} games: {mib(rss)}, peak {mib(peak)} (target <= {mib(TARGET_RSS)}); "
                  f"ratio peak / floor {peak / floor_rss:.2f}")
            print(f"in memory: {cached:,} games, {answers:,} built answers, {locks:,} channel locks "
                  f"(bound {cache_size:,})")
            del svc, p
            sample = all_channels[-min(len(all_channels), cache_size + cache_size // 5):]
            per_game, text, kept = await per_cached_game(store, cache_size, sample)
            print(f"per cached game (a fresh service touching {len(sample):,} games, {kept:,} kept): {kib(per_game)} "
                  f"(target <= {kib(TARGET_PER_GAME)})")
            print(f"floor: the game's row as compact JSON text (state + meta), median {kib(text)}; "
                  f"ratio {per_game / text:.2f}")
        finally:
            await store.close()
    print(load_average())
    missed = []
    if per_game > TARGET_PER_GAME:
        missed.append(f"per cached game {kib(per_game)} > {kib(TARGET_PER_GAME)}")
    if peak > TARGET_RSS and games >= GAMES:
        missed.append(f"peak RSS {mib(peak)} > {mib(TARGET_RSS)}")
    if cached > cache_size or locks > cache_size:
        missed.append(f"memory not bounded: {cached} games, {locks} locks > {cache_size}")
    if games < GAMES:
        print(f"(RSS target not judged: {games:,} games, it is stated for {GAMES:,})")
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=GAMES, help=f"running games (default {GAMES:,})")
    parser.add_argument("--quick", action="store_true", help="2,000 games (a smoke run; RSS not judged)")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(2000 if args.quick else args.games)))
