"""Nothing a player may not see in Discord leaves the web view while a game runs (issue 28; Mali H-1/H-2,
Libertalia LT-16.2): every byte the server sends for a running game is compared with each seat's secrets.

Text (the pages in both languages, their data, the script and style) must hold none of a seat's hidden
information as the page would word it (its hand, tokens, goal, today's pick), no unrevealed pick as the log
would word it, and never the seed; every image must be exactly the board drawn from the public view of its step.
"""

from __future__ import annotations

import aiohttp

from jsontypes import Json
from render.facade import render_board
from service import TableService
from service.history import replay_log
from service.messages import describe_action
from tests.web.games import SEED, open_game, play
from web.secrets import seat_lines
from web.server import WebServer
from web.words import player_name
from words import PLAIN, codes
from words.compose import room


async def crawl(web: WebServer, game_id: int, steps: int) -> tuple[list[bytes], dict[tuple[int, str], bytes]]:
    """Every text answer (pages, data, script, style) and every board, as a browser of the page would get them."""
    base = web.links.game_url(game_id, 0).split("?")[0]
    texts: list[bytes] = []
    boards: dict[tuple[int, str], bytes] = {}
    async with aiohttp.ClientSession() as s:
        for lang in codes():
            for url in (f"{base}?lang={lang}", f"{base}/live.json", f"{base}/step/0.json?lang={lang}",
                        f"{web.links.base_url}/static/watch.js", f"{web.links.base_url}/static/web.css"):
                async with s.get(url) as r:
                    texts.append(await r.read())
            for n in range(steps):
                async with s.get(f"{base}/board/{n}.png?lang={lang}") as r:
                    assert r.status == 200
                    boards[(n, lang)] = await r.read()
    return texts, boards


async def public_steps(svc: TableService, game_id: int, game: str) -> tuple[list[object], list[Json]]:
    rules = svc.pipeline.rules_for(game)
    assert rules is not None
    entries = await svc.store.log(game_id)
    states = [replay_log(rules, entries[:i + 1]) for i, e in enumerate(entries)
              if "new_game" in e.payload or "action" in e.payload or e.kind == "rollback"]
    return states, [rules.view(s, None) for s in states]


async def check(svc: TableService, web: WebServer, game_id: int, game: str, secrets: set[str]) -> None:
    rules = svc.pipeline.rules_for(game)
    assert rules is not None
    states, views = await public_steps(svc, game_id, game)
    seats = (await svc.store.game(game_id)).meta["seats"]  # type: ignore[union-attr]
    for state in states:  # every seat's hidden information at every step, as a page would word it
        for seat in seats:
            own, public = rules.view(state, seat["colour"]), rules.view(state, None)
            for lang in codes():
                secrets |= {line for line in seat_lines(game, own, public, seat["colour"], lang)}
    secrets.add(str(SEED))
    texts, boards = await crawl(web, game_id, len(states))
    for body in texts:
        text = body.decode()
        leaked = sorted(s for s in secrets if s and s in text)
        assert not leaked, f"a secret in an answer: {leaked}"
    for (n, lang), png in boards.items():
        names = {s["colour"]: player_name(s["user"], s["name"], game, lang, s["colour"]) for s in seats}
        assert png == render_board(game, views[n], names, lang), f"the board of step {n} is its public view"


async def test_a_running_mali_game_sends_no_hand_token_goal_or_seed(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "mali", variant="advanced")  # secret goals (and tokens) in play
    await play(svc, 1, 9, seed=2)
    rules = svc.pipeline.rules_for("mali")
    assert rules is not None
    state = replay_log(rules, await svc.store.log(game_id))
    goals = {room("mali").term("goal", p.goal, lang).text for p in state.players.values() if p.goal
             for lang in codes()}
    assert goals
    await check(svc, web, game_id, "mali", goals)


async def test_a_libertalia_pick_stays_secret_until_its_reveal(svc: TableService, web: WebServer) -> None:
    game_id = await open_game(svc, 1, "libertalia")
    assert await play(svc, 1, 1) == 1  # one player picked, the other has not: nothing revealed yet
    entries = await svc.store.log(game_id)
    picks = [e.payload["action"] for e in entries if (e.payload.get("action") or {}).get("type") == "pick"]
    assert picks and all("rank" in p for p in picks)
    worded = {describe_action(p, lang, PLAIN, game="libertalia") for p in picks for lang in codes()}
    await check(svc, web, game_id, "libertalia", worded)
