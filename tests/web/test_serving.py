"""Where the web view runs (issue 28): inside the bot when WEB_PORT is set (its /game status links to a page
it serves), and as a process of its own over the same database (`python -m web`)."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp

from service import FakeClock
from store import SqliteStore
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.sim import PLAYERS, Sim
from tests.web.games import open_game, play, service
from web.words import web_text

REPO = Path(__file__).resolve().parents[2]


async def test_the_bot_serves_the_page_its_status_links_to(tmp_path: Path) -> None:
    fake = FakeDiscord()
    with fake.installed():
        sim = Sim(fake, tmp_path / "bot.sqlite3", FakeClock())
        sim.web_port = 0
        await sim.start()
        try:
            host, guest = PLAYERS[:2]
            for person, command in ((host, "game new"), (guest, "game join"), (host, "game start")):
                assert (await sim.slash(person, command)).answered
            ex = await sim.slash(guest, "game status")
            url = re.search(r"<(http://127\.0\.0\.1:\d+/g/[^>]+)>", ex.reply_text)
            assert url, ex.reply_text
            async with aiohttp.ClientSession() as s, s.get(url[1]) as r:
                page = await r.text()
            assert r.status == 200 and "Mali" in page and web_text("log", guest.lang) in page
        finally:
            await sim.stop()
    assert sim.bot is None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_python_m_web_serves_the_bots_database(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    store = SqliteStore(db)
    await store.open()
    svc = service(store)
    game_id = await open_game(svc, 1, "libertalia")
    await play(svc, 1, 5)
    await store.close()
    port = free_port()
    env = {**os.environ, "DATABASE_URL": str(db), "WEB_PORT": str(port), "WEB_SECRET": "process-secret-0123456789",
           "WEB_PUBLIC_URL": "https://games.example", "DISCORD_TOKEN": ""}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "web", cwd=REPO, env=env,
                                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        assert proc.stdout is not None
        line = (await asyncio.wait_for(proc.stdout.readline(), 30)).decode()
        assert "https://games.example" in line, line
        from service.weblinks import WebLinks

        path = WebLinks(b"process-secret-0123456789", "").path("g", game_id, 0)
        async with aiohttp.ClientSession() as s, s.get(f"http://127.0.0.1:{port}{path}?lang=en") as r:
            assert r.status == 200 and "Libertalia" in await r.text()
    finally:
        proc.terminate()
        assert await asyncio.wait_for(proc.wait(), 20) == 0, "it stops cleanly on SIGTERM"
