"""A move within a turn writes its action, not the whole state again (issue 16, service/pipeline.STATE_EVERY):
the store keeps the state at most STATE_EVERY - 1 actions behind, and whoever reads the game back (another
process, the bot after a restart) replays those actions to exactly the state the players saw."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from service import Caller, FakeClock, TableService
from service.errors import ServiceError
from service.pipeline import STATE_EVERY
from store import GameStore
from tests.service.driver import HOST, choose, current_state, player
from tests.store.backends import Backend

CH = 70


async def seated(svc: TableService, game: str, players: int) -> None:
    options = {"variant": "advanced", "liberator": True, "mail": True} if game == "mali" else {}
    await svc.create_game(CH, HOST, game=game, options=options)
    for i in range(1, players):
        await svc.join(CH, player(i))
    await svc.start(CH, HOST)


async def step(svc: TableService, rng: random.Random) -> str | None:
    """One random legal action by one of those the game waits for (its type); None once the game has ended."""
    status = (await svc.status(CH)).data
    if status["status"] != "running":
        return None
    who = Caller(rng.choice(status["waiting_users"]))
    legal = (await svc.my_info(CH, who)).data["legal_actions"]
    undo = [a for a in legal if a["type"] == "undo"]  # an undo, replayed, must land on the same checkpoint
    action = undo[0] if undo and rng.random() < 0.15 else choose(legal, rng)
    await svc.act(CH, who, action)
    return str(action["type"])


@pytest.mark.parametrize("game", ["mali", "libertalia"])
async def test_a_game_read_back_at_any_move_is_the_game_the_players_saw(
        svc: TableService, store: GameStore, reopen: Callable[[], GameStore], game: str) -> None:
    await seated(svc, game, 3)
    rng = random.Random(4)
    behind: list[int] = []
    played: list[str] = []
    async with reopen() as other:  # another process over the same database, remembering nothing
        fresh = TableService(other, clock=FakeClock(), cache=False)
        for _ in range(150):
            before = await store.active_game(CH)
            kind = await step(svc, rng)
            if kind is None:
                break
            played.append(kind)
            rec = await store.active_game(CH)
            if rec is None:  # ended: a finished game is written whole
                break
            assert before is not None
            mine = svc.pipeline.cached(CH)
            assert mine is not None and mine.behind == len(rec.pending)
            assert current_state(fresh, rec) == mine.rules.dump(mine.state)
            assert (await fresh.status(CH)).data == (await svc.status(CH)).data
            if rec.pending:  # a kept state is not written again: the row's state is the one before this action
                assert rec.state == before.state and len(rec.pending) == len(before.pending) + 1
            behind.append(len(rec.pending))
    assert max(behind) < STATE_EVERY and any(behind), "moves within a turn only log their action, within the bound"
    if game == "mali":  # a long turn reaches the bound: the whole state is written again
        assert max(behind) == STATE_EVERY - 1 and "undo" in played


async def test_a_logged_move_the_rules_refuse_on_replay_is_a_corrupt_game_not_a_crash(
        svc: TableService, store: GameStore, backend: Backend) -> None:
    await seated(svc, "mali", 2)
    rng = random.Random(1)
    for _ in range(40):
        await step(svc, rng)
        rec = await store.active_game(CH)
        if rec is not None and rec.pending:
            break
    assert rec is not None and rec.pending
    await backend.execute(store, "UPDATE actions SET payload = ? WHERE game_id = ? AND version = ?",
                          '{"action": {"type": "no_such_action", "player": "orange"}}', rec.id, rec.version)
    fresh = TableService(store, clock=FakeClock(), cache=False)
    with pytest.raises(ServiceError) as refused:
        await fresh.status(CH)
    assert refused.value.key == "corrupt_game"
    assert "no_such_action" not in refused.value.message("en") + refused.value.message("pl")
