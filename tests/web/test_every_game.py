"""The web view serves every game in the list, and the test-only Ten, with no game named in web/: a running
game's page and each step's board, then the finished game's (ended by a moderator) with its hidden information."""

from __future__ import annotations

import json

import aiohttp
import pytest

from games import games
from service import Caller, TableService
from web.server import WebServer


async def get(url: str) -> tuple[int, bytes]:
    async with aiohttp.ClientSession() as s, s.get(url) as r:
        return r.status, await r.read()


async def page_and_board(base: str, game: str) -> None:
    code, page = await get(base + "?lang=en")
    assert code == 200 and b'id="step"' in page, game
    last = int(page.decode().split('id="step" min="0" max="')[1].split('"')[0])
    png = await get(f"{base}/board/{last}.png?lang=pl")
    assert png[0] == 200 and png[1][:4] == b"\x89PNG", game


async def pages_of(svc: TableService, web: WebServer, game: str, players: int) -> None:
    host = Caller(1001, name="Host")
    out = await svc.create_game(1, host, game, {})
    for n in range(2, players + 1):
        await svc.join(1, Caller(1000 + n, name=f"P{n}"))
    await svc.start(1, host)
    assert out.game_id is not None
    base = web.links.game_url(out.game_id, 0).split("?")[0]
    for _ in range(3):
        user = (await svc.status(1)).data["waiting_users"][0]
        legal = [a for a in (await svc.my_info(1, Caller(user))).data["legal_actions"] if a["type"] != "undo"]
        await svc.act(1, Caller(user), legal[-1])
    await page_and_board(base, game)
    await svc.end_game(1, Caller(9999, is_moderator=True))  # over, as far as it got
    await page_and_board(base, game)
    assert (await svc.status(1)).data["status"] == "finished", game
    code, body = await get(f"{base}/step/1.json?lang=pl")
    assert code == 200 and len(json.loads(body)["seats"]) == players


@pytest.mark.parametrize("game", [s.key for s in games()])
async def test_every_listed_game_has_its_pages(svc: TableService, web: WebServer, game: str) -> None:
    await pages_of(svc, web, game, 3)


async def test_the_test_only_game_has_its_pages(svc: TableService, web: WebServer, toy_game: str) -> None:
    await pages_of(svc, web, toy_game, 2)
