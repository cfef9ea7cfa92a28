"""One bot process of the multi-process test (test_many_processes.py): the real `GameBot` over a shared PostgreSQL
schema, Discord's HTTP answered by this process's recorder joined to the shared ledger (shared_discord.py).

    python -m tests.integration.mp_worker --url URL --shared DIR --worker w1 --index 1 --workers 3 --seed 7 \
        [--burst POSTS]

It knows its own server (three game channels and a moderators' channel) and the server all workers share (two
game channels and its moderators' channel); interactions come for both, as raw payloads, so the shared channels
have players acting through several processes at once. It waits for <DIR>/go, then plays random legal moves
(the service is the oracle, as tests/dispatch/driver.py does), starting a new game where none runs, preferring a
channel the test made refuse posts (its players keep acting), until <DIR>/stop appears; then it lets its
deliverer drain the outbox and exits 0. With --burst it plays nothing: it queues POSTS plain posts in each of
its channels at once and delivers them as fast as it can (the global-limit test).

What it acknowledged (every `service.act` that returned: game, resulting version, channel, user, action) goes to
<DIR>/acts-<worker>.jsonl, one line per action. Stdout carries "ready {...}", "held <channel>" and "done {...}".
"held": the test asked by <DIR>/hold/<worker>; after its next commit that queued posts in its own server the
worker queues posts in its other own channels too, then freezes itself (SIGSTOP) at its next post to one of
them, mid-delivery: kill it now.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp

from jsontypes import Json
from service import Caller, ServiceError
from service.messages import Message
from service.outbox import posts_of
from service.outcome import Outcome
from settings import Settings
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Msg
from tests.dispatch.payloads import guild_create, interaction, text_channel
from tests.dispatch.sim import CHANNEL, MODERATOR, TOKEN, Sim, by_user, gateway_event, turn_id
from tests.integration.ledger import SharedDir
from tests.integration.shared_discord import SharedFakeDiscord

# Delivery timings for the test (service.delivery's module constants, where the code has them).
TIMINGS = {"LEASE_SECONDS": 2.0, "SCAN_SECONDS": 1.0, "FIRST_RETRY": 1.0, "LAST_RETRY": 4.0}
SHARED_GUILD = 610_000_000_000_000_000
OWN_CHANNELS = 3
SHARED_CHANNELS = 2
DRAIN_SECONDS = 30.0
REFUSING_BIAS = 0.6  # how often a player acts in a refusing channel while there is one (its players keep acting)


def guild_of(index: int) -> int:
    return 620_000_000_000_000_000 + index * 1000


def game_channels(guild_id: int) -> list[int]:
    count = SHARED_CHANNELS if guild_id == SHARED_GUILD else OWN_CHANNELS
    return [guild_id + 100 + k for k in range(count)]


def mod_channel(guild_id: int) -> int:
    return guild_id + 199


def all_channels(guild_id: int) -> list[int]:
    return [*game_channels(guild_id), mod_channel(guild_id)]


def tune_delivery() -> dict[str, float]:
    """Shorter delivery timings, assigned only where service.delivery has them (what it has is reported)."""
    import service.delivery as delivery

    applied = {}
    for name, value in TIMINGS.items():
        if hasattr(delivery, name):
            setattr(delivery, name, value)
            applied[name] = value
    return applied


def block_discord_network() -> None:
    """Nothing reaches the real Discord: aiohttp's connector raises (PostgreSQL, over asyncpg, stays reachable)."""
    async def refuse(self: Any, req: Any, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"aiohttp tried to connect to {req.url}")

    aiohttp.BaseConnector.connect = refuse  # type: ignore[method-assign]


class WorkerSim(Sim):
    """`Sim` over PostgreSQL with this worker's servers; a turn prompt another process posted (so this recorder
    never saw it) is stood in for by a copy carrying the game's turn buttons."""

    def __init__(self, fake: SharedFakeDiscord, url: str, index: int, workers: int) -> None:
        super().__init__(fake, Path(os.devnull))
        self.url = url
        self.index = index
        self.workers = workers
        self.guilds = [guild_of(index), SHARED_GUILD]
        self.guild_by_channel: dict[int, int] = {}
        self.focus = 0  # the channel being played (Sim.autocomplete names no channel)

    async def start(self) -> Any:
        # every process syncs its tree (each recorder must know the commands); the hash file goes to the cwd's var/
        settings = Settings(token=TOKEN, database_url=self.url, default_language=self.default_language,
                            force_sync=True)
        from bot import GameBot

        bot = GameBot(settings)
        await bot.login(TOKEN)
        for i in range(self.workers + 2):  # every worker's channels exist at "Discord" (others may deliver there)
            for guild in (guild_of(i), SHARED_GUILD):
                for c in all_channels(guild):
                    self.discord.channels[c] = text_channel(c, guild, f"gra-{c % 1000}")
                    self.guild_by_channel[c] = guild
        for guild in self.guilds:
            channels = [self.discord.channels[c] for c in all_channels(guild)]
            gateway_event(bot, "GUILD_CREATE", guild_create(guild, channels, self.discord.bot_user))
        self.bot = bot
        for guild in self.guilds:
            await bot.service.update_settings(guild, Caller(MODERATOR.id, True, guild),
                                              alert_channel_id=mod_channel(guild))
        await bot.deliverer.caught_up.wait()
        return bot

    @property
    def game_channels(self) -> list[int]:
        return [c for g in self.guilds for c in game_channels(g)]

    def envelope(self, user: Any, kind: int, data: Json, *, guild: bool = True, channel_id: int = CHANNEL,
                 message: Json | None = None) -> Json:
        channel_id = self.focus if channel_id == CHANNEL else channel_id
        channel = self.discord.channels[channel_id]
        return interaction(interaction_id=self.discord.snowflake(), application_id=self.discord.application_id,
                           token=f"token-{os.getpid()}-{next(self._ids)}-{user.id}", kind=kind, data=data,
                           user=user, channel=channel, guild_id=self.guild_by_channel[channel_id], message=message)

    async def legal(self, user: Any, channel_id: int = 0) -> list[Json]:
        from service.results import MyInfo

        result = (await self.service.my_info(channel_id, Caller(user.id, guild_id=self.guild_by_channel[channel_id]))
                  ).result
        assert isinstance(result, MyInfo)
        return result.legal_actions

    def latest_prompt(self, game_id: int, channel_id: int = 0) -> Msg:
        try:
            return super().latest_prompt(game_id, channel_id)
        except AssertionError:
            pass
        row = {"type": 1, "components": [{"type": 2, "style": 2, "custom_id": f"mp:turn:{game_id}:{what}",
                                          "label": what} for what in ("card", "end", "undo", "me")]}
        msg = self.discord.make_message(channel_id, {"content": "", "components": [row]}, [], via="channel",
                                        token=None, ephemeral=False, viewer=None)
        assert turn_id(msg, game_id, "end") is not None
        return msg


class Acts:
    """Every action the service acknowledged, one line each in this worker's file; and the test's hold."""

    def __init__(self, sim: WorkerSim, shared: SharedDir, worker: str) -> None:
        self.sim = sim
        self.shared = shared
        self.worker = worker
        self.fd = os.open(shared.root / f"acts-{worker}.jsonl", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.count = 0
        self.own = set(all_channels(guild_of(sim.index)))

    def install(self) -> None:
        service = self.sim.service
        real = service.act

        async def act(channel_id: int, caller: Caller, action: Any, expected_version: int | None = None) -> Outcome:
            out: Outcome = await real(channel_id, caller, action, expected_version)
            self.write(out, channel_id, caller, action)
            if out.queued and channel_id in self.own and self.shared.held(self.worker):
                await self.freeze(real, channel_id)
            return out

        service.act = act  # type: ignore[method-assign]

    def write(self, out: Outcome, channel_id: int, caller: Caller, action: Any) -> None:
        line = {"game": out.game_id, "version": out.version, "channel": channel_id, "user": caller.user_id,
                "action": action, "pid": os.getpid(), "at": time.time()}
        os.write(self.fd, (json.dumps(line) + "\n").encode())
        self.count += 1

    async def freeze(self, act: Any, first: int) -> None:
        """Die mid-delivery with posts committed and not delivered in each of this worker's own game channels
        (nobody else acts there: only a takeover delivers them). This process's deliveries are let finish first
        (best effort, half a second at most: none is caught between a post and its record); each other own
        channel gets turns played through the service until one queues posts; then the recorder freezes the
        process (SIGSTOP) at its next post to one of its own channels, before answering it: it dies holding
        that channel's delivery (its lease, where the code has one). The test kills it then."""
        delivery = self.sim.bot.deliverer.delivery if self.sim.bot is not None else None
        for _ in range(50):
            busy = getattr(delivery, "tasks", ()) or getattr(getattr(delivery, "locks", None), "_locks", {})
            if not busy:
                break
            await asyncio.sleep(0.01)
        rng = random.Random(first)
        for channel_id in game_channels(guild_of(self.sim.index)):
            if channel_id != first:
                with contextlib.suppress(ServiceError, AssertionError):
                    await self.queue_posts(act, channel_id, rng)
        fake = self.sim.discord
        assert isinstance(fake, SharedFakeDiscord)
        fake.freeze_in = set(game_channels(guild_of(self.sim.index)))

    async def queue_posts(self, act: Any, channel_id: int, rng: random.Random) -> None:
        """Play the channel's game through the service (ending turns) until a commit queues posts."""
        for _ in range(30):
            status = await self.sim.status(channel_id)
            if not status.running or status.waiting_user is None:
                return
            caller = Caller(status.waiting_user, guild_id=guild_of(self.sim.index))
            legal = [a for a in await self.sim.legal(by_user(status.waiting_user), channel_id) if a["type"] != "undo"]
            ends = [a for a in legal if a["type"] == "end_turn"]
            action = {k: v for k, v in (ends or legal)[0 if ends else rng.randrange(len(legal))].items()
                      if k != "player"}
            out: Outcome = await act(channel_id, caller, action)
            self.write(out, channel_id, caller, action)
            if out.queued:
                return


async def play(sim: WorkerSim, shared: SharedDir, rng: random.Random) -> int:
    """Random legal play until the stop file appears; how many steps failed (a race lost, a stale prompt)."""
    drivers = {c: Driver(sim, players=2, channel_id=c) for c in sim.game_channels}
    stumbles = 0
    while not shared.stopping:
        refusing = [c for c in shared.refused_channels() if c in drivers]
        channel = rng.choice(refusing) if refusing and rng.random() < REFUSING_BIAS else rng.choice(list(drivers))
        try:
            await step(drivers[channel], rng)
        except (AssertionError, ServiceError, KeyError, StopIteration) as e:
            stumbles += 1
            print(f"stumble in {channel}: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr, flush=True)
        await asyncio.sleep(0)
    return stumbles


async def step(driver: Driver, rng: random.Random) -> None:
    assert isinstance(driver.sim, WorkerSim)
    driver.sim.focus = driver.channel_id
    try:
        status = await driver.sim.status(driver.channel_id)
        running = status.running
    except ServiceError:  # no game in the channel yet
        running = False
    if not running:
        await driver.seat(variant="basic")
        return
    await driver.step(rng)


async def burst(sim: WorkerSim, posts: int) -> None:
    """Queue `posts` plain posts in each of this worker's channels and deliver them all at once."""
    assert sim.bot is not None
    delivery = sim.bot.deliverer.delivery
    channels = [c for c in all_channels(guild_of(sim.index))]
    rows = []
    for c in channels:
        out = Outcome(c, None, None, public=[Message("settings_saved", {})])
        rows += [replace(row, channel_id=c, guild_id=guild_of(sim.index)) for row in posts_of(out, time.time(), None)
                 for _ in range(posts)]
    await sim.bot.store.add_posts(rows)
    for c in channels:
        delivery.flush_soon(c)


async def drain(sim: WorkerSim, posts: int = 0) -> bool:
    """Wait until no post of the whole database is pending and this process delivers nothing (bounded: longer
    for `posts` queued in all, which the shared budget lets out at its rate)."""
    assert sim.bot is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + DRAIN_SECONDS + 1.5 * posts / sim.bot.settings.global_rate
    while loop.time() < deadline:
        pending = await sim.bot.store.pending_posts(None, 1)
        if not pending and not getattr(sim.bot.deliverer.delivery, "tasks", ()):
            return True
        await asyncio.sleep(0.2)
    return False


async def main(args: argparse.Namespace) -> None:
    shared = SharedDir(Path(args.shared))
    timings = tune_delivery()
    block_discord_network()
    fake = SharedFakeDiscord(shared, args.worker, sleep_scale=1.0)
    fake._snowflake += (os.getpid() % 997 + 1) * 4_194_304 * 1_000_000  # ids of its own, per process
    with fake.installed():
        sim = WorkerSim(fake, args.url, args.index, args.workers)
        await sim.start()
        acts = Acts(sim, shared, args.worker)
        acts.install()
        import service.delivery

        root = str(Path(service.delivery.__file__).resolve().parents[1])
        print("ready", json.dumps({"timings": timings, "root": root}), flush=True)
        while not (shared.root / "go").exists():
            await asyncio.sleep(0.05)
        stumbles = 0
        if args.burst:
            await burst(sim, args.burst)
        else:
            stumbles = await play(sim, shared, random.Random(args.seed * 1000 + os.getpid()))
        drained = await drain(sim, args.burst * len(all_channels(guild_of(args.index))) * args.workers)
        stats = dict(getattr(sim.bot.deliverer, "stats", {}) if sim.bot is not None else {})
        await sim.stop()
    print("done", json.dumps({"actions": acts.count, "stumbles": stumbles, "drained": drained, "stats": stats}),
          flush=True)


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    p.add_argument("--url", required=True)
    p.add_argument("--shared", required=True)
    p.add_argument("--worker", required=True)
    p.add_argument("--index", type=int, required=True)
    p.add_argument("--workers", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--burst", type=int, default=0)
    return p.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse(sys.argv[1:])))
