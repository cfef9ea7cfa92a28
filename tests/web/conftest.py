"""Fixtures for the web view: a store over a SQLite file (and PostgreSQL where asked), a service with a fixed
seed, and the web application served on a free port of this machine."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from service import TableService
from store import GameStore, SqliteStore
from tests.store.backends import BACKENDS, Backend, backend_database
from tests.web.games import service
from web.server import WebServer, start_web

SECRET = b"tests-secret-" + b"k" * 32


@pytest.fixture(params=BACKENDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database(request.param, tmp_path) as b:
        yield b


@pytest.fixture
async def any_store(backend: Backend) -> AsyncIterator[GameStore]:
    s = await backend.open()
    yield s
    await s.close()


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[GameStore]:
    s = SqliteStore(tmp_path / "web.sqlite3")
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def svc(store: GameStore) -> TableService:
    return service(store)


@pytest.fixture
async def web(svc: TableService) -> AsyncIterator[WebServer]:
    server = await start_web(svc, host="127.0.0.1", port=0, secret=SECRET, fresh_seconds=0)
    yield server
    await server.stop()
