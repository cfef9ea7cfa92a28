"""The web view over HTTP (web/app.py): a signed link opens its game's page and nothing else does, the page
moves on with the game, the board is a PNG per step, a finished game shows its hidden information, and every
answer is a page in words (never a traceback), small, rate-limited and read-only."""

from __future__ import annotations

import json
import re

import aiohttp
import pytest

from service import Caller, ServiceError, TableService
from service.results import PageLink
from service.weblinks import GAME
from tests.web.games import ALA, BOLEK, MOD, open_game, play
from web.app import BURST
from web.server import WebServer


async def get(url: str, method: str = "GET", **kw: object) -> tuple[int, bytes, dict[str, str]]:
    async with aiohttp.ClientSession() as s, s.request(method, url, **kw) as r:  # type: ignore[arg-type]
        return r.status, await r.read(), dict(r.headers)


def base(web: WebServer, game_id: int, generation: int = 0) -> str:
    return web.links.game_url(game_id, generation).split("?")[0]


async def test_a_games_page_shows_its_game_in_the_readers_language(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali")
    await play(svc, 1, 12)
    for lang, words in (("en", ("Log", "Players", "Step")), ("pl", ("Dziennik", "Gracze", "Krok"))):
        status, body, headers = await get(web.links.game_url(game_id, 0, lang))
        page = body.decode()
        assert status == 200 and headers["Content-Type"].startswith("text/html")
        assert all(w in page for w in words), lang
        assert f'<html lang="{lang}">' in page
    assert "Ala &lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert" not in page, "names escaped"
    assert "Bolek &amp; &quot;Lolek&quot;" in page
    assert headers["Referrer-Policy"] == "no-referrer" and "script-src 'self'" in headers["Content-Security-Policy"]
    assert "1001" not in page and "1002" not in page, "no user id on a page"


async def test_a_link_must_be_this_deployments_and_current(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali")
    good = base(web, game_id)
    assert (await get(good))[0] == 200
    forged = re.sub(r"/[A-Za-z0-9_-]{27}$", "/" + "A" * 27, good)
    other_game = good.replace(f"/{GAME}/{game_id}/", f"/{GAME}/{game_id + 1}/")
    for url in (forged, other_game, good.replace("/0/", "/1/"), good[:-1], good + "x"):
        status, body, _ = await get(url)
        assert status == 404 and "nie działa".encode() in body, url  # the server's default language
    out = await svc.reissue_game_link(1, MOD)
    assert (await get(good))[0] == 404, "a replaced link stops working"
    assert out.result is not None and (await get(base(web, game_id, out.result.generation)))[0] == 200  # type: ignore[union-attr]


async def test_only_moderators_replace_a_link(svc: TableService) -> None:
    await open_game(svc, 1, "mali")
    with pytest.raises(ServiceError):
        await svc.reissue_game_link(1, ALA)


async def test_the_board_of_each_step_is_a_png(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali")
    await play(svc, 1, 6)
    first = await get(base(web, game_id) + "/board/0.png?lang=pl")
    last = await get(base(web, game_id) + "/board/6.png?lang=pl")
    assert first[0] == last[0] == 200 and first[1][:8] == b"\x89PNG\r\n\x1a\n" and first[1] != last[1]
    assert (await get(base(web, game_id) + "/board/7.png"))[0] == 404, "no step past the last"


async def test_the_page_knows_when_its_game_moved_on(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali")
    status, body, _ = await get(base(web, game_id) + "/live.json")
    before = json.loads(body)
    await play(svc, 1, 1)
    after = json.loads((await get(base(web, game_id) + "/live.json"))[1])
    assert status == 200 and after["version"] > before["version"] and after["status"] == "running"


async def test_hidden_information_only_once_the_game_is_over(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "libertalia")
    await play(svc, 1, 4)
    assert (await get(base(web, game_id) + "/step/2.json?lang=en"))[0] == 404
    await play(svc, 1, None)
    status, body, _ = await get(base(web, game_id) + "/step/2.json?lang=en")
    seats = json.loads(body)["seats"]
    assert status == 200 and len(seats) == 2
    assert all(any(line.startswith("Hand: ") for line in s["lines"]) for s in seats)
    assert {s["name"] for s in seats} == {ALA.name, BOLEK.name}


async def test_read_only_small_and_limited(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali")
    url = base(web, game_id)
    assert (await get(url, "POST", data=b"x"))[0] == 405
    assert (await get(url + "?lang=" + "x" * 300))[0] == 400
    assert (await get(url, data=b"x" * 100))[0] in (400, 405)
    assert (await get(web.links.base_url + "/static/../app.py"))[0] == 404
    assert (await get(web.links.base_url + "/static/web.css"))[0] == 200
    statuses = []
    async with aiohttp.ClientSession() as s:
        for _ in range(int(BURST) + 10):
            async with s.get(web.links.base_url + "/") as r:
                statuses.append(r.status)
    assert 429 in statuses and statuses[0] == 200


async def test_a_failure_is_a_page_in_words_and_one_log_line(svc: TableService, web: WebServer,
                                                             monkeypatch: pytest.MonkeyPatch,
                                                             caplog: pytest.LogCaptureFixture) -> None:
    game_id = await open_game(svc, 1, "mali")

    async def broken(game_id: int) -> None:
        raise RuntimeError("boom")
    monkeypatch.setattr(web.watcher, "page", broken)
    status, body, _ = await get(base(web, game_id) + "?lang=en")
    assert status == 500 and b"went wrong" in body and b"Traceback" not in body and b"boom" not in body
    assert [r for r in caplog.records if r.levelname == "ERROR"], "the failure is logged for the owner"


async def test_a_servers_page_opens_from_its_link_only(svc: TableService, web: WebServer) -> None:
    host = Caller(1001, guild_id=77, name="Ala")
    await svc.create_game(5, host, "libertalia", {})
    await svc.join(5, Caller(1002, guild_id=77, name="Bolek"))
    await svc.start(5, host)
    await play(svc, 5, None)
    mod = Caller(9999, is_moderator=True, guild_id=77)
    link = (await svc.server_link(77, mod)).result
    assert isinstance(link, PageLink) and link.generation == 0
    status, body, _ = await get(web.links.server_url(77, 0, "en"))
    page = body.decode()
    assert status == 200 and "Libertalia" in page and "Ala" in page and "/static/stats.css" in page
    other = web.links.server_url(77, 0).replace("/s/77/", "/s/78/")
    assert (await get(other))[0] == 404, "a link's signature is its server's only"
    await svc.reissue_server_link(77, mod)
    assert (await get(web.links.server_url(77, 0)))[0] == 404
    assert (await get(web.links.server_url(77, 1)))[0] == 200
    with pytest.raises(ServiceError):
        await svc.server_link(77, Caller(1001, guild_id=77))
