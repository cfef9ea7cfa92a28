"""How fast the web view answers (issue 28), in one process over a SQLite file, through real HTTP on this machine:

    python bench/bench_web.py [--moves 300] [--runs 30] [--viewers 100] [--seconds 10]

- first byte of a running 6-player Libertalia game's page: cold (nothing of the game in memory: its log
  replayed) and warm;
- one replay step (its board as a PNG): uncached (the state rebuilt from the nearest kept step, the board drawn)
  and cached;
- `--viewers` pages polling one game (every 0.5 s, as its script does) while it is played (a move every 0.2 s),
  each loading the page and its newest board again when the game moved on: the polls' and the reloads' answer
  times, how many times the game's row was read, and how much longer a move takes than with nobody watching.
Each figure is printed with its target; the last line says `targets met` or which were missed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp

from service import TableService
from store import SqliteStore
from tests.web.games import open_game, play, service
from web.app import VIEW
from web.server import WebServer, start_web

TARGETS = {  # milliseconds (the ratio: times); what a phone user on a slow link would not notice
    "page_cold_median": 400.0, "page_warm_median": 40.0, "page_warm_worst": 150.0,
    "step_uncached_median": 250.0, "step_cached_median": 5.0, "poll_median": 20.0, "poll_worst": 200.0,
    "reload_median": 250.0,
    "move_ratio": 2.0,
}
POLL_EVERY = 0.5
MOVE_EVERY = 0.2


def ms(values: list[float]) -> tuple[float, float]:
    return statistics.median(values) * 1000, max(values) * 1000


async def first_byte(session: aiohttp.ClientSession, url: str) -> float:
    started = time.perf_counter()
    async with session.get(url) as r:
        await r.content.readany()
        took = time.perf_counter() - started
        await r.read()
        assert r.status == 200, r.status
    return took


async def fetch(session: aiohttp.ClientSession, url: str) -> float:
    started = time.perf_counter()
    async with session.get(url) as r:
        await r.read()
        assert r.status == 200, (r.status, url)
    return time.perf_counter() - started


async def timed_moves(svc: TableService, channel: int, seconds: float) -> list[float]:
    times: list[float] = []
    end = time.perf_counter() + seconds
    seed = 100
    while time.perf_counter() < end:
        started = time.perf_counter()
        seed += 1
        if await play(svc, channel, 1, seed=seed) == 0:
            break
        times.append(time.perf_counter() - started)
        await asyncio.sleep(MOVE_EVERY)
    return times


async def viewers(session: aiohttp.ClientSession, base: str, count: int, seconds: float
                  ) -> tuple[list[float], list[float]]:
    """Pages as the script has them: poll the version; when it changed, load the page again and the board of its
    newest step. The polls' times, and the reloads' (page and board)."""
    polls: list[float] = []
    reloads: list[float] = []

    async def viewer(n: int) -> None:
        await asyncio.sleep(POLL_EVERY * n / count)  # spread, as real viewers are
        end = time.perf_counter() + seconds
        seen = None
        while time.perf_counter() < end:
            started = time.perf_counter()
            async with session.get(base + "/live.json") as r:
                version = (await r.json())["version"]
            polls.append(time.perf_counter() - started)
            if version != seen:
                seen = version
                started = time.perf_counter()
                async with session.get(base + "?lang=pl") as r:
                    last = int(re.search(r'id="step" min="0" max="(\d+)"', await r.text())[1])  # type: ignore[index]
                await fetch(session, f"{base}/board/{last}.png?lang=pl")
                reloads.append(time.perf_counter() - started)
            await asyncio.sleep(POLL_EVERY)
    await asyncio.gather(*(viewer(n) for n in range(count)))
    return polls, reloads


async def run(moves: int, runs: int, count: int, seconds: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "web.sqlite3")
        await store.open()
        svc = service(store)
        game_id = await open_game(svc, 1, "libertalia", players=6)
        played = await play(svc, 1, moves, seed=1)
        assert (await svc.status(1)).data["status"] == "running", "the page of a running game is measured"
        await open_game(svc, 2, "libertalia", players=6)  # the game played while viewers watch
        server: WebServer = await start_web(svc, host="127.0.0.1", port=0, secret=b"b" * 32, rate=1e9, burst=1e9)
        base = server.links.game_url(game_id, 0).split("?")[0]
        out: dict[str, Any] = {"moves": played}
        try:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
                cold, warm = [], []
                for _ in range(runs):
                    server.watcher.replays = type(server.watcher.replays)(server.watcher.replays.size)
                    server.watcher.read = type(server.watcher.read)(server.watcher.read.size)
                    server.watcher.pages = type(server.watcher.pages)(server.watcher.pages.size)
                    view = server.runner.app[VIEW]
                    view.pages = type(view.pages)(view.pages.size)
                    cold.append(await first_byte(session, base + "?lang=pl"))
                    warm.append(await first_byte(session, base + "?lang=pl"))
                out["page_cold"], out["page_warm"] = ms(cold), ms(warm)
                page = await server.watcher.page(game_id)
                steps = len(page.steps)
                uncached, cached = [], []
                for i in range(runs):
                    n = (i * 37) % steps
                    server.watcher.replays = type(server.watcher.replays)(server.watcher.replays.size)
                    await server.watcher.page(game_id)  # the replay known, as when the page was opened
                    uncached.append(await fetch(session, f"{base}/board/{n}.png?lang=pl"))
                    cached.append(await fetch(session, f"{base}/board/{n}.png?lang=pl"))
                out["steps"] = steps
                out["step_uncached"], out["step_cached"] = ms(uncached), ms(cached)
                alone = await timed_moves(svc, 2, seconds / 2)
                watched_base = server.links.game_url(await game_id_of(svc, 2), 0).split("?")[0]
                reads = server.watcher.reads
                (polled, reloads), watched = await asyncio.gather(viewers(session, watched_base, count, seconds),
                                                                  timed_moves(svc, 2, seconds))
                out["reads"] = server.watcher.reads - reads
                out["polls"] = len(polled)
                out["poll"] = ms(polled)
                out["reloads"] = len(reloads)
                out["reload"] = ms(reloads)
                out["move_alone"], out["move_watched"] = ms(alone), ms(watched)
                out["move_ratio"] = statistics.median(watched) / statistics.median(alone)
        finally:
            await server.stop()
            await store.close()
    return out


async def game_id_of(svc: TableService, channel: int) -> int:
    return int((await svc.status(channel)).data["game_id"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--viewers", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    r = asyncio.run(run(args.moves, args.runs, args.viewers, args.seconds))
    load = os.getloadavg()[0]
    print(f"web view, a running 6-player Libertalia game of {r['moves']} moves ({r['steps']} replay steps), in-process, SQLite, "
          f"load {load:.2f}:")
    print(f"  game page, first byte, cold:  median {r['page_cold'][0]:.1f} ms, worst {r['page_cold'][1]:.1f} ms")
    print(f"  game page, first byte, warm:  median {r['page_warm'][0]:.1f} ms, worst {r['page_warm'][1]:.1f} ms")
    print(f"  replay step uncached (board): median {r['step_uncached'][0]:.1f} ms, worst {r['step_uncached'][1]:.1f} ms")
    print(f"  replay step cached (board):   median {r['step_cached'][0]:.2f} ms, worst {r['step_cached'][1]:.2f} ms")
    print(f"  {args.viewers} viewers polling every {POLL_EVERY:g} s for {args.seconds:g} s while the game is played: "
          f"{r['polls']} polls, median {r['poll'][0]:.1f} ms, worst {r['poll'][1]:.1f} ms; "
          f"the game's row read {r['reads']} times")
    print(f"  ... and {r['reloads']} reloads (page and newest board) when it moved on: median {r['reload'][0]:.1f} ms,"
          f" worst {r['reload'][1]:.1f} ms")
    print(f"  a move: alone median {r['move_alone'][0]:.1f} ms, watched median {r['move_watched'][0]:.1f} ms "
          f"(x{r['move_ratio']:.2f}), worst {r['move_watched'][1]:.1f} ms")
    figures = {"page_cold_median": r["page_cold"][0], "page_warm_median": r["page_warm"][0],
               "page_warm_worst": r["page_warm"][1], "step_uncached_median": r["step_uncached"][0],
               "step_cached_median": r["step_cached"][0], "poll_median": r["poll"][0], "poll_worst": r["poll"][1],
               "reload_median": r["reload"][0],
               "move_ratio": r["move_ratio"]}
    missed = [f"{k} {v:.2f} > {TARGETS[k]:g}" for k, v in figures.items() if v > TARGETS[k]]
    print("targets met" if not missed else "missed: " + "; ".join(missed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
