"""Two simultaneous actions on one game apply exactly once: in one process (the channel lock) and across two
processes sharing the file (the version compare-and-set)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from service import FakeClock, ServiceError, TableService
from store import GameStore
from tests.service.driver import replayed_state, seat_game, stored_state, waiting_caller


async def test_two_simultaneous_actions_in_one_service(svc: TableService) -> None:
    await seat_game(svc, 1, 2)
    who = await waiting_caller(svc, 1)
    assert who is not None
    version = (await svc.status(1)).data["version"]
    legal = (await svc.my_info(1, who)).data["legal_actions"]
    cards = [a for a in legal if a["type"] == "play_card"]
    results = await asyncio.gather(*(svc.act(1, who, c, expected_version=version) for c in cards[:2]),
                                   return_exceptions=True)
    ok = [r for r in results if not isinstance(r, BaseException)]
    errors = [r for r in results if isinstance(r, BaseException)]
    assert len(ok) == 1 and len(errors) == 1
    assert isinstance(errors[0], ServiceError) and errors[0].key == "moved_on"
    assert (await svc.status(1)).data["version"] == version + 1
    game_id = (await svc.status(1)).data["game_id"]
    assert len([e for e in await svc.store.log(game_id) if e.kind == "action"]) == 1


async def test_the_same_click_twice_applies_once(svc: TableService) -> None:
    """A double-clicked button without a version: the second is checked against the new state."""
    await seat_game(svc, 2, 2)
    who = await waiting_caller(svc, 2)
    assert who is not None
    card = next(a for a in (await svc.my_info(2, who)).data["legal_actions"] if a["type"] == "play_card")
    results = await asyncio.gather(svc.act(2, who, card), svc.act(2, who, card), return_exceptions=True)
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert all(isinstance(r, ServiceError) for r in results if isinstance(r, BaseException))


async def test_two_processes_on_one_file(reopen: Callable[[], GameStore], clock: FakeClock) -> None:
    """Two processes taking turns in one channel: they must read what the store holds, not what they remember
    (read_seconds=0: how a deployment where several processes serve one channel is configured)."""
    async with reopen() as s1, reopen() as s2:
        a = TableService(s1, clock=clock, seed_source=lambda: 1, read_seconds=0)
        b = TableService(s2, clock=clock, seed_source=lambda: 1, read_seconds=0)
        await seat_game(a, 3, 2)
        who = await waiting_caller(a, 3)
        assert who is not None
        await b.status(3)
        legal = (await a.my_info(3, who)).data["legal_actions"]
        cards = [x for x in legal if x["type"] == "play_card"]
        results = await asyncio.gather(a.act(3, who, cards[0]), b.act(3, who, cards[-1]), return_exceptions=True)
        ok = [r for r in results if not isinstance(r, BaseException)]
        assert len(ok) == 1, results
        assert all(isinstance(r, ServiceError) for r in results if isinstance(r, BaseException))
        game_id = (await a.status(3)).data["game_id"]
        assert len([e for e in await s1.log(game_id) if e.kind == "action"]) == 1
        assert await stored_state(a, game_id) == await replayed_state(a, game_id)
        # each service goes on from the other's change (a stale cache is reloaded, not trusted)
        for svc in (a, b, a):
            who = await waiting_caller(svc, 3)
            assert who is not None
            legal = (await svc.my_info(3, who)).data["legal_actions"]
            await svc.act(3, who, legal[-1])
        assert await stored_state(b, game_id) == await replayed_state(b, game_id)
