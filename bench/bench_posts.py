"""What a whole game costs against Discord's global limit: channel posts, edits and every other REST call that
counts against a bot token's ~50 requests per second, per turn and per game, through the real bot and
discord.py's real HTTP layer (tests/dispatch/: raw payloads in, a recorder instead of the network).

    python bench/bench_posts.py [--seed N]

Interaction callbacks, follow-ups and edits of an interaction's own messages go through the interaction's
webhook token and do not count against the global limit; everything else the bot sends after the table opens
does (login and the command sync are before it and not counted). A retried request counts again.

The floor: Mali Powstańcy, one message per turn (every point where a new player must act, the first after
the start included) and the closing message (the result, which no turn follows); Libertalia, one per reveal
(the last one ends the game) plus one per choice point that pings (a pending choice owed by someone new,
outside a day's picks) and the start's ping. Both add the lobby's one message (the table opened): fewer
messages cannot play a game. Target: at most 1.1x the floor in every row. The last column is how many turns
(ping points) one bot token could serve at 50 requests per second.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import FakeClock
from service.rules import rules_named
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.guard import network_blocked
from tests.dispatch.sim import Sim

LIMIT = 50.0  # requests per second a bot token may make across all its servers
TARGET = 1.1
FREE = frozenset({"callback", "followup", "webhook_edit", "webhook_get", "webhook_delete"})  # interaction token
BEFORE = frozenset({"login", "application", "sync", "fetch_commands"})  # the process's start, not the game's
POSTS = frozenset({"channel_post", "dm_post"})
EDITS = frozenset({"channel_edit"})


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average: {one:.2f}, {five:.2f}, {fifteen:.2f}"


@dataclass
class Row:
    title: str
    turns: int  # ping points: Mali's turns, Libertalia's reveals and the choices that ping (and the start)
    floor: int
    posts: int
    edits: int
    other: int

    @property
    def counted(self) -> int:
        return self.posts + self.edits + self.other

    @property
    def ratio(self) -> float:
        return self.counted / self.floor


async def ping_points(sim: Sim) -> tuple[int, int, int]:
    """From the game's log, replayed: (new turns: every action after which someone owes something new, the
    start included; reveals; choice points outside the picks)."""
    status = await sim.status()
    rec = await sim.service.store.game(status.game_id)
    assert rec is not None
    rules = rules_named(rec.game_type)
    assert rules is not None
    state: Any = None
    before: dict[str, Any] = {}
    turns = reveals = choices = 0
    for entry in await sim.service.store.log(status.game_id):
        payload = entry.payload
        if "new_game" in payload:
            ng = payload["new_game"]
            state, _ = rules.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
        elif "action" in payload and state is not None:
            state, events = rules.apply(state, payload["action"])
            reveals += sum(1 for ev in events if ev.get("type") == "revealed")
        else:
            continue
        keys = {} if rules.ended(state) else rules.turn_keys(state)
        new = [c for c, k in keys.items() if before.get(c) != k]
        if new:
            turns += 1
            if any(rules.owes(state, c) == "choose" for c in new):
                choices += 1
        before = keys
    return turns, reveals, choices


async def played(db: Path, play: Callable[[Sim], Awaitable[object]]) -> tuple[Sim, FakeDiscord]:
    """A whole game through the real bot, counting only what is sent after the bot has started."""
    fake = FakeDiscord()
    with fake.installed():
        sim = Sim(fake, db, FakeClock())
        await sim.start()
        fake.calls.clear()
        try:
            await play(sim)
        except BaseException:
            await sim.stop()
            raise
    return sim, fake


async def mali(db: Path, players: int, seed: int, **options: object) -> tuple[Sim, FakeDiscord]:
    async def play(sim: Sim) -> None:
        driver = Driver(sim, players=players)
        await driver.seat(**options)
        await driver.play_to_end(seed=seed)

    return await played(db, play)


async def libertalia(db: Path, players: int, seed: int) -> tuple[Sim, FakeDiscord]:
    from tests.dispatch.test_libertalia import play as play_libertalia
    from tests.dispatch.test_libertalia import seat

    async def play(sim: Sim) -> None:
        await seat(sim, players)
        await play_libertalia(sim, seed=seed)

    return await played(db, play)


async def measure(title: str, game: str, sim: Sim, fake: FakeDiscord) -> Row:
    try:
        turns, reveals, choices = await ping_points(sim)
        counted = [c for c in fake.calls if c.kind not in FREE and c.kind not in BEFORE]
        posts = sum(1 for c in counted if c.kind in POSTS)
        edits = sum(1 for c in counted if c.kind in EDITS)
        floor = 1 + (turns + 1 if game == "mali" else reveals + choices + 1)  # the lobby; the end or the start
        return Row(title, turns, floor, posts, edits, len(counted) - posts - edits)
    finally:
        await sim.stop()


def table(rows: list[Row]) -> None:
    print(f"{'game':<44} {'turns':>5} {'posts':>5} {'edits':>5} {'other':>5} {'/turn':>6} {'/game':>5} "
          f"{'floor':>5} {'ratio':>6} {'turns/s':>8}")
    for r in rows:
        per_turn = r.counted / r.turns
        print(f"{r.title:<44} {r.turns:>5} {r.posts:>5} {r.edits:>5} {r.other:>5} {per_turn:>6.2f} "
              f"{r.counted:>5} {r.floor:>5} {r.ratio:>5.2f}x {LIMIT / per_turn:>8.1f}")


async def main(seed: int) -> int:
    print(load_average())
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp, network_blocked():
        root = Path(tmp)
        sim, fake = await mali(root / "m2.sqlite3", 2, 4, variant="basic")
        rows.append(await measure("Mali Powstańcy, 2 players, basic", "mali", sim, fake))
        sim, fake = await mali(root / "m4.sqlite3", 4, seed, variant="advanced", liberator=True, mail=True)
        rows.append(await measure("Mali Powstańcy, 4 players, advanced, L + M", "mali", sim, fake))
        for n in (2, 4, 6):
            sim, fake = await libertalia(root / f"l{n}.sqlite3", n, seed)
            rows.append(await measure(f"Libertalia, {n} players", "libertalia", sim, fake))
    table(rows)
    missed = [f"{r.title}: {r.ratio:.2f}x the floor" for r in rows if r.ratio > TARGET]
    print(f"target: at most {TARGET:.1f}x the floor in every row")
    print(load_average())
    print("targets met" if not missed else "targets missed: " + "; ".join(missed))
    return 0 if not missed else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    sys.exit(asyncio.run(main(parser.parse_args().seed)))
