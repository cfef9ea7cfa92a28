"""Bad input anywhere gives a clear error of the service and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from service import ServiceError, TableService
from store import GameStore
from tests.service.driver import HOST, MOD, play_to_end, seat_game, waiting_caller
from tests.store.backends import Backend


async def test_unknown_channel(svc: TableService) -> None:
    for call in (svc.status(404), svc.board(404), svc.act(404, HOST, {"type": "end_turn"}), svc.join(404, HOST),
                 svc.start(404, HOST), svc.log(404), svc.export(404, HOST), svc.skip(404, MOD)):
        with pytest.raises(ServiceError) as err:
            await call
        assert err.value.key == "no_game"


async def test_a_finished_game(svc: TableService) -> None:
    await seat_game(svc, 2, 2)
    await play_to_end(svc, 2)
    for call in (svc.act(2, HOST, {"type": "end_turn"}), svc.skip(2, MOD), svc.rollback(2, MOD),
                 svc.join(2, HOST), svc.end_game(2, MOD), svc.reset(2, MOD)):
        with pytest.raises(ServiceError) as err:
            await call
        assert err.value.key == "game_finished"
    # but it can still be looked at
    assert (await svc.status(2)).data["status"] == "finished"
    assert (await svc.board(2)).data["view"]["result"] is not None
    assert (await svc.log(2)).data["entries"]


@pytest.mark.parametrize("action", [
    None, 5, "end_turn", [], {}, {"type": 3}, {"type": "fly"}, {"type": "move"}, {"type": "move", "scout": "x"},
    {"type": "move", "scout": 1, "to": 7}, {"type": "play_card", "card": None}, {"type": "move", "scout": True},
    {"type": "pick_up_letters", "scout": 1, "letters": "L01"}, {"type": "end_turn", "player": 12},
    {"type": "move", "scout": 10**30, "to": "ZO1"},
])
async def test_malformed_actions(svc: TableService, action: Any) -> None:
    await seat_game(svc, 3, 2)
    who = await waiting_caller(svc, 3)
    assert who is not None
    before = await svc.store.active_game(3)
    with pytest.raises(ServiceError) as err:
        await svc.act(3, who, action)
    assert err.value.message("en") and err.value.message("pl")
    assert await svc.store.active_game(3) == before


async def test_a_corrupt_row_is_a_clear_error(svc: TableService, store: GameStore, backend: Backend) -> None:
    await seat_game(svc, 4, 2)
    rec = await store.active_game(4)
    assert rec is not None
    await backend.execute(store, "UPDATE games SET base_state = '{\"format\": 1}' WHERE id = ?", rec.id)
    fresh = TableService(store)  # a restart: nothing cached
    for call in (fresh.status(4), fresh.board(4), fresh.act(4, HOST, {"type": "end_turn"})):
        with pytest.raises(ServiceError) as err:
            await call
        assert err.value.key == "corrupt_game"
    # JSON of the wrong shape (PostgreSQL's JSONB would not even take text that is not JSON)
    await backend.execute(store, "UPDATE games SET meta = '\"nonsense\"' WHERE id = ?", rec.id)
    with pytest.raises(ServiceError) as err:
        await fresh.status(4)
    assert err.value.key == "corrupt_game"
    # the rest of the database is fine: another channel still plays
    await seat_game(fresh, 5, 2)
    assert (await fresh.status(5)).data["status"] == "running"


@pytest.mark.parametrize("value", ["1" * 6000, "x" * 6000])
async def test_a_value_of_6000_characters_is_still_refused_in_words(svc: TableService, value: str) -> None:
    """Issue 23: the rules' refusal names what was sent, cut short (a placeable over 1,000 characters is
    "{???}" in the catalogue)."""
    await seat_game(svc, 6, 2)
    who = await waiting_caller(svc, 6)
    assert who is not None
    for action in ({"type": "play_card", "card": value}, {"type": value}):
        with pytest.raises(ServiceError) as err:
            await svc.act(6, who, action)
        for lang in ("en", "pl"):
            said = err.value.message(lang)
            assert "{???}" not in said and len(said) < 500 and value[:50] in said, said
