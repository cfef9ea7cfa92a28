"""How fast every slash command acknowledges Discord: the time from the command's callback starting to its first
response call (a defer or a reply), through the real cogs, table service and a SQLite file (WAL), in a
realistic state (mostly a 3-player advanced game with both expansions some two dozen actions in).

    python bench/bench_commands.py [--runs N] [--quick]

Discord wants the first response within 3 s; the target here is a median of at most 0.1 s for every command.
The floor, timed the same way and interleaved with the commands' runs, is a callback that only defers (the
harness's mocked interaction and the timing themselves); the ratio says how far the slowest command is above it.
Each run gets a fresh channel prepared through the service (not timed); one warm-up run per command is not
counted (the process of a running bot has its caches warm). Also printed, for information: the median time
to the last thing the command sent (the final follow-up or channel post, board images included).

No network: interactions are mocks (tests/cogs/harness.py), the commands and their states come from
tests/cogs/cases.py, which the test suite also runs once each.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.cogs.cases import Case, cases, invoke, prepared
from tests.cogs.harness import FakeBot, Table, open_bot

TARGET = 0.100


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"


async def defer_only(table: Table) -> float:
    """The floor: a callback that defers at once, through the same harness and clock as a command."""
    async def callback(interaction: Any) -> None:
        await interaction.response.defer()

    reply = await table.press(callback, 1)
    return float(reply.first_response_delay())


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


async def measure(bot: FakeBot, case: Case, runs: int, channels: itertools.count[int],
                  floor: list[float]) -> tuple[list[float], list[float]]:
    first: list[float] = []
    last: list[float] = []
    for i in range(runs + 1):
        table, call = await prepared(case, lambda: Table(bot, channel_id=next(channels)))
        reply = await invoke(table, case, call)
        assert reply.responses, f"{case.name}: no response"
        if i == 0:
            continue  # warm-up
        first.append(reply.first_response_delay())
        last.append(reply.last_delay())
        floor.append(await defer_only(table))  # interleaved with the commands' runs
    return first, last


async def main(runs: int) -> int:
    with tempfile.TemporaryDirectory() as folder:
        bot = await open_bot(Path(folder) / "bench.db", seeds=lambda: 7)  # the same deal each time: states replay
        channels = itertools.count(1_000_000)
        rows = []
        floor: list[float] = []
        print(load_average())
        try:
            for case in cases():
                first, last = await measure(bot, case, runs, channels, floor)
                rows.append((case.name, statistics.median(first), p95(first), statistics.median(last)))
        finally:
            await bot.close()
    print(f"time to the first response (defer / reply), {runs} runs per command; target: median <= {TARGET * 1000:.0f} ms")
    print(f"{'command':<16}{'median ms':>11}{'p95 ms':>9}{'final ms':>10}")
    for name, med, high, final in rows:
        print(f"/{name:<15}{med * 1000:>11.3f}{high * 1000:>9.3f}{final * 1000:>10.1f}")
    worst = max(rows, key=lambda r: r[1])
    base = statistics.median(floor)
    print(f"floor (a callback that only defers, {len(floor)} runs interleaved): median {base * 1000:.3f} ms")
    print(f"worst median: /{worst[0]} {worst[1] * 1000:.3f} ms (target <= {TARGET * 1000:.0f} ms); "
          f"ratio to the floor {worst[1] / base:.1f}")
    print("(final ms: median time to the last message the command sent, board images included; for information)")
    print(load_average())
    slow = [f"/{name} median {med * 1000:.1f} ms > {TARGET * 1000:.0f} ms" for name, med, _, _ in rows if med > TARGET]
    print("targets met" if not slow else "targets missed: " + "; ".join(slow))
    return 0 if not slow else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="timed runs per command (default 30)")
    parser.add_argument("--quick", action="store_true", help="5 runs per command")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(5 if args.quick else args.runs)))
