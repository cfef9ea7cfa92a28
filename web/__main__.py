"""The web view as a process of its own, over the bot's database (several bot processes share one store):

    python -m web                 # WEB_PORT (default 8080), WEB_HOST, WEB_PUBLIC_URL, WEB_SECRET, DATABASE_URL

It reads only: no Discord, no deliveries, no deadlines. Stop it with Ctrl+C (or SIGTERM).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

from dotenv import load_dotenv

from settings import SettingsError, from_env

DEFAULT_PORT = 8080


async def serve() -> int:
    from service.startup import StoreUnavailable, describe, open_store
    from service.table import TableService
    from web.server import secret_of, start_web

    settings = from_env()
    try:
        store = await open_store(settings.database_url)
    except StoreUnavailable as e:
        print(f"cannot start: {e}", file=sys.stderr)
        return 1
    service = TableService(store, cache_size=settings.cache_size, read_seconds=0)
    server = await start_web(service, host=settings.web_host, port=settings.web_port or DEFAULT_PORT,
                             secret=secret_of(settings.web_secret), public=settings.web_public_url)
    print(f"web view of {describe(settings.database_url)} on {server.links.base_url} (Ctrl+C stops it)", flush=True)
    done = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, done.set)
    await done.wait()
    await server.stop()
    await store.close()
    return 0


def main() -> int:
    load_dotenv()
    try:
        from_env()
    except SettingsError as err:
        print(f"Configuration problem: {err}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(serve())


if __name__ == "__main__":
    sys.exit(main())
