"""Latency from a raw INTERACTION_CREATE payload to its first interaction response, per kind of interaction,
through discord.py's real parsing and dispatch and the real bot (tests/dispatch/), with counts of interactions,
posts and retries.

    python bench/bench_dispatch.py [--faults RATE] [--seed N] [--real-sleeps]

Plays a 2-player basic game and a 4-player advanced game (both expansions) to the end on a clean fake Discord,
then the 4-player game again with RATE (default 0.2) of channel posts, follow-ups, edits of the deferred answer
and interaction callbacks answered 429 or 500 (seeded; a 5xx on a post or an edit lands first). discord.py retries those by itself; its retry sleeps are counted and, unless
--real-sleeps, skipped, so "wait" is the time Discord would have made the bot wait. Discord wants the first
response within 3 s. No network: every request is answered by tests/dispatch/fakediscord.py, and sockets
are blocked.

Target: in every run that counts, no interaction unanswered and the slowest first response under 3 s. The
floor is the median first response of the clean runs (no faults), the ratio that of the runs with faults to it.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import FakeClock
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange, FakeDiscord
from tests.dispatch.guard import network_blocked
from tests.dispatch.sim import CHANNEL, Sim

WINDOW = 3.0


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"


def first_responses(exchanges: list[Exchange]) -> list[float]:
    return [ex.first_response_delay * 1000 for ex in exchanges if ex.answered]


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


async def game(db: Path, players: int, seed: int, rate: float, scale: float, kinds: tuple[str, ...],
               **options: object) -> tuple[list[Exchange], FakeDiscord, float]:
    fake = FakeDiscord(sleep_scale=scale)
    with fake.installed():
        if rate:
            for n, kind in enumerate(kinds):
                fake.fail_at_rate(kind, rate, (429, 500), seed=seed + n, landed=kind in ("channel_post", "webhook_edit"))
        sim = Sim(fake, db, FakeClock())
        await sim.start()
        started = time.perf_counter()
        try:
            driver = Driver(sim, players=players, patient=True)
            await driver.seat(**options)
            await driver.play_to_end(seed=seed)
        finally:
            elapsed = time.perf_counter() - started
            await sim.stop()
    return sim.exchanges, fake, elapsed


def group(label: str) -> str:
    """Commands by name; every autocomplete together, buttons by what they do."""
    return "autocomplete (any)" if label.startswith("autocomplete") else label


def report(title: str, exchanges: list[Exchange], fake: FakeDiscord, elapsed: float) -> tuple[int, float]:
    """Print one run's table; (how many interactions went unanswered, the slowest first response in ms)."""
    by: dict[str, list[float]] = defaultdict(list)
    done: dict[str, list[float]] = defaultdict(list)
    unanswered = 0
    for ex in exchanges:
        if not ex.answered:
            unanswered += 1
            continue
        by[f"{ex.kind:<12} {group(ex.label)}"].append(ex.first_response_delay * 1000)
        done[f"{ex.kind:<12} {group(ex.label)}"].append(ex.done_delay * 1000)
    print(f"\n== {title} ({elapsed:.1f} s) ==")
    print(f"{'kind':<42} {'n':>5} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'done median ms':>15}")
    worst = 0.0
    for key in sorted(by):
        values = by[key]
        worst = max(worst, max(values))
        print(f"{key:<42} {len(values):>5} {statistics.median(values):>10.1f} {p95(values):>8.1f} {max(values):>8.1f}"
              f" {statistics.median(done[key]):>15.1f}")
    posts = [m for m in fake.channel_messages(CHANNEL) if m.via == "channel"]
    nonces = [m.body.get("nonce") for m in posts if m.body.get("nonce") is not None]
    ids = [m.id for m in fake.messages]
    print(f"interactions {len(exchanges)}, unanswered {unanswered}; channel posts {len(posts)} "
          f"(same nonce twice {len(nonces) - len(set(nonces))}, same id twice {len(ids) - len(set(ids))}), boards {sum(1 for m in posts if m.pngs())}, "
          f"pings {sum(1 for m in posts if m.pinged)}; callbacks {fake.count('callback')}, "
          f"follow-ups {fake.count('followup')}, edits {fake.count('webhook_edit')}; answers 429 {sum(1 for c in fake.calls if c.status == 429)}, "
          f"5xx {sum(1 for c in fake.calls if c.status >= 500)} (each retried by discord.py: waits {len(fake.waits)}, "
          f"{sum(fake.waits):.1f} s)")
    return unanswered, worst


async def main(rate: float, seed: int, scale: float) -> int:
    missed: list[str] = []
    noted: list[str] = []  # what the runs that only inform saw (they do not decide the exit code)
    clean: list[float] = []  # first responses (ms) of the clean runs: the floor
    faulty: list[float] = []  # those of the counted runs with faults
    slowest = 0.0
    print(load_average())
    with tempfile.TemporaryDirectory() as tmp, network_blocked():
        root = Path(tmp)
        basic = {"variant": "basic", "liberator": True, "mail": True}
        advanced = {"variant": "advanced", "liberator": True, "mail": True}
        posts = ("channel_post", "followup", "webhook_edit")  # webhook_edit: the first answer fills in the defer
        runs = [
            ("2 players, basic, both expansions, clean", 2, 4, 0.0, (), basic, True),
            ("4 players, advanced, both expansions, clean", 4, seed, 0.0, (), advanced, True),
            (f"2 players, basic, {rate:.0%} 429/500 on channel posts, follow-ups, edits", 2, 4, rate, posts, basic, True),
            (f"4 players, advanced, {rate:.0%} 429/500 on channel posts, follow-ups, edits", 4, seed, rate, posts,
             advanced, True),
            # Counted only with real sleeps: the bot's defer restarts an attempt stuck in discord.py's 3 s retry
            # sleep (cogs/gateway.ack_in_time) by the wall clock, which skipped sleeps never advance.
            (f"4 players, advanced, {rate:.0%} 429/500 on interaction callbacks too (discord.py sleeps 1 s, then 3 s "
             "after a 5xx)", 4, seed, rate, (*posts, "callback"), advanced, scale >= 1.0),
        ]
        for n, (title, players, game_seed, fault_rate, kinds, options, counts) in enumerate(runs):
            exchanges, fake, elapsed = await game(root / f"g{n}.sqlite3", players, game_seed, fault_rate, scale,
                                                  kinds, **options)
            unanswered, worst = report(title, exchanges, fake, elapsed)
            good = unanswered == 0 and worst < WINDOW * 1000
            if counts:
                (faulty if fault_rate else clean).extend(first_responses(exchanges))
                slowest = max(slowest, worst)
                if not good:
                    missed.append(f"{title}: unanswered {unanswered}, slowest first response {worst:.0f} ms")
            elif not good:
                noted.append(f"{title}: unanswered {unanswered}, slowest first response {worst:.0f} ms "
                             "(information: skipped sleeps; run with --real-sleeps to count it)")
    for line in noted:
        print(f"  not counted: {line}")
    floor, figure = statistics.median(clean), statistics.median(faulty)
    print(f"\nslowest first response in the runs that count: {slowest:.0f} ms (target < {WINDOW * 1000:.0f} ms, "
          "none unanswered)")
    print(f"median first response: {figure:.1f} ms with faults; floor, the clean runs: {floor:.1f} ms; "
          f"ratio {figure / floor:.2f}")
    print(load_average())
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--faults", type=float, default=0.2, help="share of calls answered 429/500 in the last run")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--real-sleeps", action="store_true", help="let discord.py's retry sleeps take real time")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.faults, args.seed, 1.0 if args.real_sleeps else 0.0)))
