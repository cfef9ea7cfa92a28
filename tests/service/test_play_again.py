"""Play again (service/lobby.play_again): the new table keeps every option the ended one was opened with,
every_move included (issue 24)."""

from __future__ import annotations

import pytest

from service import Caller, TableService
from service.meta import GameMeta
from tests.service.driver import MOD

CH = 3


@pytest.mark.parametrize("every_move", [True, False])
async def test_play_again_keeps_every_move(svc: TableService, every_move: bool) -> None:
    await svc.create_game(CH, Caller(1), "mali", every_move=every_move)
    await svc.join(CH, Caller(2))
    await svc.start(CH, Caller(1))
    ended = (await svc.status(CH)).data["game_id"]
    await svc.end_game(CH, MOD)
    await svc.play_again(CH, Caller(2), ended)
    again = await svc.store.game((await svc.status(CH)).data["game_id"])
    assert again is not None and again.id != ended
    assert GameMeta.from_json(again.meta).live is every_move
