"""Starting and stopping the web view beside a table service: inside the bot (WEB_PORT), beside the console
table (--web), or as a process of its own (`python -m web`).

The links' secret is WEB_SECRET, or one made once and kept in var/web-secret (readable by its owner only), so
that the links the bot gave stay good across restarts.
"""

from __future__ import annotations

import logging
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from service.table import TableService
from service.watch import Watcher
from service.weblinks import WebLinks
from web.app import BURST, RATE, make_app
from web.pages import POLL_SECONDS
from web.stats_page import stats_body

log = logging.getLogger(__name__)

SECRET_FILE = Path("var/web-secret")


def secret_of(configured: str, file: Path = SECRET_FILE) -> bytes:
    """The links' key: the configured one, else the one kept in `file` (made on first use)."""
    if configured:
        return configured.encode()
    try:
        kept = file.read_text().strip()
        if len(kept) >= 32:
            return kept.encode()
    except FileNotFoundError:
        pass
    file.parent.mkdir(parents=True, exist_ok=True)
    made = secrets.token_urlsafe(32)
    fd = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        out.write(made + "\n")
    log.info("the web view's link key was made and kept in %s (set WEB_SECRET to choose one)", file)
    return made.encode()


def public_url(host: str, port: int, configured: str = "") -> str:
    """Where players open the pages: WEB_PUBLIC_URL, else this server's own address."""
    if configured:
        return configured.rstrip("/")
    shown = "127.0.0.1" if host in ("0.0.0.0", "", "::") else host
    return f"http://{shown}:{port}"


@dataclass(slots=True)
class WebServer:
    """The running web view: its links (what the bot and the console hand out) and its aiohttp runner."""

    links: WebLinks
    runner: web.AppRunner
    watcher: Watcher
    port: int

    async def stop(self) -> None:
        await self.runner.cleanup()


async def start_web(service: TableService, *, host: str, port: int, secret: bytes, public: str = "",
                    rate: float = RATE, burst: float = BURST, fresh_seconds: float | None = None,
                    poll: float = POLL_SECONDS) -> WebServer:
    """Serve the web view for `service`'s store on host:port (port 0: any free port) until `stop()`."""
    watcher = Watcher(service.pipeline) if fresh_seconds is None else Watcher(service.pipeline, fresh_seconds)
    links = WebLinks(secret, "")
    app = make_app(watcher, links, stats=service.stats, stats_page=stats_body, rate=rate, burst=burst,
                   server_language=server_language(service), poll=poll)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, host, port, reuse_address=True)
    await site.start()
    bound = port
    server: Any = getattr(site, "_server", None)
    if server is not None and server.sockets:
        bound = int(server.sockets[0].getsockname()[1])
    links.base_url = public_url(host, bound, public)
    log.info("web view on %s:%d (links: %s)", host, bound, links.base_url)
    return WebServer(links, runner, watcher, bound)


def server_language(service: TableService) -> Any:
    async def language(guild_id: int | None) -> str | None:
        if guild_id is None:
            return None
        return (await service.settings(guild_id)).language
    return language





class BesideTable:
    """The web view in a thread of its own, over the console table's SQLite file (`./scripts/run.sh --web`): the
    table reads the keyboard between its turns, so the pages are served by another event loop, reading the same
    file as another process would."""

    def __init__(self, database: str, host: str = "127.0.0.1", port: int = 8080, poll: float = POLL_SECONDS) -> None:
        import threading

        self.database, self.host, self.port, self.poll = database, host, port, poll
        self.ready = threading.Event()
        self.failed: BaseException | None = None
        self.server: WebServer | None = None
        self.loop: Any = None
        self.thread = threading.Thread(target=self._run, name="web view", daemon=True)

    def start(self, timeout: float = 20.0) -> WebServer:
        self.thread.start()
        self.ready.wait(timeout)
        if self.failed is not None:
            raise self.failed
        if self.server is None:
            raise TimeoutError("the web view did not start")
        return self.server

    def _run(self) -> None:
        import asyncio

        from store import SqliteStore

        async def serve() -> None:
            store = SqliteStore(self.database)
            await store.open()
            try:
                service = TableService(store, read_seconds=0)
                self.server = await start_web(service, host=self.host, port=self.port,
                                              secret=secrets.token_bytes(32), poll=self.poll)
            except BaseException as e:
                self.failed = e
                await store.close()
                self.ready.set()
                return
            self.loop = asyncio.get_running_loop()
            self.stopping = asyncio.Event()
            self.ready.set()
            await self.stopping.wait()
            await self.server.stop()
            await store.close()

        asyncio.run(serve())

    def stop(self) -> None:
        if self.loop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stopping.set)
            self.thread.join(10)
__all__ = ["SECRET_FILE", "BesideTable", "WebServer", "public_url", "secret_of", "start_web"]
