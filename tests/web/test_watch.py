"""The replay the web view shows (service/watch.py): every step is the state the log leads to there, a replay
grows with the log, a rollback is a step back, and a running game gives out nothing but public views."""

from __future__ import annotations

import random

import pytest

from jsontypes import Json
from service import ServiceError, TableService
from service.history import replay_log
from service.watch import CHECKPOINT, Watcher
from store import GameStore
from tests.web.games import MOD, open_game, play, service


async def states_by_prefix(svc: TableService, game_id: int, game: str = "mali") -> list[Json]:
    """The state after each state-changing log entry, by replaying the log up to it from the start."""
    rules = svc.pipeline.rules_for(game)
    assert rules is not None
    entries = await svc.store.log(game_id)
    return [rules.dump(replay_log(rules, entries[:i + 1])) for i, e in enumerate(entries)
            if "new_game" in e.payload or "action" in e.payload or e.kind == "rollback"]


@pytest.mark.parametrize("game", ["mali", "libertalia"])
async def test_each_step_is_the_state_its_log_prefix_replays_to(any_store: GameStore, game: str) -> None:
    svc = service(any_store)
    game_id = await open_game(svc, 1, game)
    await play(svc, 1, 2 * CHECKPOINT + 5, seed=3)
    watcher = Watcher(svc.pipeline, fresh_seconds=0)
    page = await watcher.page(game_id)
    expected = await states_by_prefix(svc, game_id, game)
    assert len(page.steps) == len(expected)
    g = await watcher.game(game_id)
    replay = await watcher.replay(g)
    for n in [*random.Random(5).sample(range(len(expected)), 12), 0, len(expected) - 1]:
        assert g.rules.dump(watcher.state_at(g, replay, n)) == expected[n], f"step {n}"


async def test_a_replay_grows_with_the_log_and_keeps_its_steps(store: GameStore) -> None:
    svc = service(store)
    game_id = await open_game(svc, 1, "mali")
    await play(svc, 1, 10, seed=1)
    watcher = Watcher(svc.pipeline, fresh_seconds=0)
    before = await watcher.page(game_id)
    reads = len((await watcher.replay(await watcher.game(game_id))).entries)
    await play(svc, 1, 6, seed=2)
    after = await watcher.page(game_id)
    assert after.version > before.version
    assert after.steps[:len(before.steps)] == before.steps, "a step, once there, never changes"
    assert len(after.steps) == len(before.steps) + 6
    assert len((await watcher.replay(await watcher.game(game_id))).entries) > reads


async def test_a_rollback_is_a_step_back_to_the_state_it_went_back_to(store: GameStore) -> None:
    svc = service(store)
    game_id = await open_game(svc, 1, "mali")
    await play(svc, 1, 14, seed=4)
    await svc.rollback(1, MOD, "previous")
    watcher = Watcher(svc.pipeline, fresh_seconds=0)
    page = await watcher.page(game_id)
    expected = await states_by_prefix(svc, game_id)
    g = await watcher.game(game_id)
    replay = await watcher.replay(g)
    assert g.rules.dump(watcher.state_at(g, replay, len(page.steps) - 1)) == expected[-1] == g.rules.dump(g.state)
    assert any(line.kind == "rollback" for line in page.lines)


async def test_a_running_game_gives_public_views_only(store: GameStore) -> None:
    svc = service(store)
    game_id = await open_game(svc, 1, "mali")
    await play(svc, 1, 8, seed=6)
    watcher = Watcher(svc.pipeline, fresh_seconds=0)
    _, view, finished = await watcher.step_view(game_id, 3)
    assert not finished
    assert all(p["hand"] is None and p["tokens"] is None and p["goal"] is None for p in view["players"])
    with pytest.raises(ServiceError):
        await watcher.seat_views(game_id, 3)
    with pytest.raises(ServiceError):
        await watcher.step_view(game_id, 3, "orange")
    with pytest.raises(ServiceError):
        await watcher.step_view(game_id, 10_000)


async def test_a_finished_game_gives_every_seat_and_its_whole_log(store: GameStore) -> None:
    svc = service(store)
    game_id = await open_game(svc, 1, "libertalia")
    await play(svc, 1, None, seed=7)
    watcher = Watcher(svc.pipeline, fresh_seconds=0)
    page = await watcher.page(game_id)
    assert page.finished and page.result is not None
    seats = await watcher.seat_views(game_id, 5)
    assert set(seats) == {s.colour for s in page.seats}
    assert all(v.get("hand") is not None for v in seats.values())
    picks = [line.action for line in page.lines if line.action and line.action.get("type") == "pick"]
    assert picks and all("rank" in a for a in picks), "the whole log: every pick with its card"


async def test_an_unknown_game_is_refused(store: GameStore) -> None:
    watcher = Watcher(service(store).pipeline)
    with pytest.raises(ServiceError):
        await watcher.page(424242)
