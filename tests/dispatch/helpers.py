"""Small steps the dispatch tests share: reach a moment of the game through payloads, read what a user saw."""

from __future__ import annotations

import random
from typing import Any

from cogs.i18n import bot_text
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange
from tests.dispatch.payloads import Person
from tests.dispatch.sim import Sim, by_user, choose

Json = dict[str, Any]


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
    return bot_text(key, lang, **params) in text


async def started(sim: Sim, players: int = 2, **options: Any) -> Driver:
    driver = Driver(sim, players=players)
    await driver.seat(**({"variant": "basic"} | options))
    return driver
