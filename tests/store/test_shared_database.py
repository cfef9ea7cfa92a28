"""Two bot processes sharing one database (PostgreSQL, and a SQLite file for comparison): two table services,
each over its own store, sweeping the same due deadlines at the same moment. Every reminder is sent once and
every deadline pass is played once, whichever process gets there first."""

from __future__ import annotations

import asyncio
from collections import Counter

from service import FakeClock, TableService
from service.outcome import Outcome
from tests.service.driver import replayed_state, seat_game, stored_state
from tests.store.backends import Backend

DAY = 24 * 3600
GAMES = 40


async def test_two_services_sweep_many_due_games_each_transition_once(backend: Backend) -> None:
    clock = FakeClock()
    s1, s2 = await backend.open(), await backend.open()
    try:
        a = TableService(s1, clock=clock, seed_source=lambda: 5)
        b = TableService(s2, clock=clock, seed_source=lambda: 6)
        channels = list(range(1, GAMES + 1))
        for ch in channels:
            await seat_game(a if ch % 2 else b, ch, 2 + ch % 3)
        before = {ch: (await a.status(ch)).data for ch in channels}

        async def both_sweep() -> list[Outcome]:
            results = await asyncio.gather(a.sweep(limit=4), b.sweep(limit=4), a.sweep(limit=3), b.sweep(limit=3))
            return [o for r in results for o in r]

        clock.advance(DAY * 3 / 4 + 1)  # every game's reminder is due
        outs = await both_sweep()
        reminders = Counter(o.channel_id for o in outs if o.public and o.public[0].key == "reminder")
        assert reminders == Counter(channels), outs
        assert await both_sweep() == []
        for ch in channels:
            assert (await b.status(ch)).data["version"] == before[ch]["version"]  # a reminder makes no version

        clock.advance(DAY / 4)  # every game's deadline has passed
        outs = await both_sweep()
        passes = Counter(o.channel_id for o in outs if o.public and o.public[0].key == "auto_pass")
        assert passes == Counter(channels), outs
        assert all(o.public[0].params["colour"] == before[o.channel_id]["waiting_for"] for o in outs)
        assert await both_sweep() == []
        for ch in channels:
            status = (await a.status(ch)).data
            assert status["version"] == before[ch]["version"] + 1
            game_id = status["game_id"]
            assert [e.kind for e in await s2.log(game_id)].count("timeout") == 1
            assert await stored_state(b, game_id) == await replayed_state(b, game_id)
    finally:
        await s1.close()
        await s2.close()
