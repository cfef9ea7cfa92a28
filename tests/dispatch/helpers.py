"""Small steps the dispatch tests share: reach a moment of the game through payloads, read what a user saw."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from cogs.i18n import game_text
from games import keys
from service import FakeClock
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange, FakeDiscord
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, Sim, by_user, choose


async def until_end_turn(driver: Driver, rng: random.Random, limit: int = 50) -> Person:
    """Play (never ending the turn) until whoever must act may end their turn; that player."""
    for _ in range(limit):
        status = await driver.sim.status(driver.channel_id)
        assert status.running and status.waiting_user is not None
        user = by_user(status.waiting_user)
        legal = await driver.sim.legal(user, driver.channel_id)
        if any(a["type"] == "end_turn" for a in legal):
            return user
        await driver.perform(user, choose([a for a in legal if a["type"] != "end_turn"], rng), status.game_id)
    raise AssertionError("no end of turn reachable")


async def end_turn(driver: Driver, user: Person) -> list[Exchange]:
    status = await driver.sim.status(driver.channel_id)
    return await driver.perform(user, {"type": "end_turn"}, status.game_id)


async def sweep(sim: Sim) -> list[Any]:
    """One deadline sweep, its news posted as the bot's timer would."""
    assert sim.bot is not None
    outcomes = await sim.service.sweep()
    for out in outcomes:
        await sim.bot.post_deadline_news(out)
    return outcomes


def says(text: str, key: str, lang: str, **params: Any) -> bool:
    """Whether `text` holds the bot's message `key`, as the shared catalogue or a game words it."""
    return any(game_text(g, key, lang, **params) in text for g in (None, *keys()))


async def started(sim: Sim, players: int = 2, **options: Any) -> Driver:
    driver = Driver(sim, players=players)
    await driver.seat(**({"variant": "basic"} | options))
    return driver


async def played_with_faults(tmp: Path, name: str, faults: dict[str, bool], seed: int,
                             game: Callable[[Sim], Awaitable[None]]) -> tuple[list[str], Sim]:
    """A whole game, played by `game`, on a Discord that answers 429 or 500 to 20 % of the calls of each route
    kind in `faults` (kind -> whether a 5xx lands before the error; fixed seeds): the channel's posts as text
    with their files' names, to compare with the same game where nothing fails, and the stopped bot."""
    fake = FakeDiscord()
    with fake.installed():
        for n, (kind, landed) in enumerate(faults.items()):
            fake.fail_at_rate(kind, 0.2, (429, 500), seed=seed + n, landed=landed)
        sim = Sim(fake, tmp / f"{name}.sqlite3", FakeClock())
        await sim.start()
        try:
            await game(sim)
            assert (await sim.status()).status == "finished"
        finally:
            await sim.stop()
    posts = [m.text + "".join(f"[{n}]" for n, _ in m.files) for m in fake.channel_messages(CHANNEL)
             if m.via == "channel"]
    return posts, sim
