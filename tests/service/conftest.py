"""Fixtures: a real database per test (a SQLite file, and a PostgreSQL schema where the server is there), a fake
clock, and services over them (a restart is a new store and service over the same database)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from service import FakeClock, TableService
from store import GameStore
from tests.store.backends import BACKENDS, Backend, backend_database


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tables.db"


@pytest.fixture(params=BACKENDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database(request.param, tmp_path) as b:
        yield b


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[GameStore]:
    s = await backend.open()
    yield s
    await s.close()


@pytest.fixture
def reopen(backend: Backend) -> Callable[[], GameStore]:
    """Another store over the test's database, as another process (or the bot after a restart) would open it:
    `async with reopen() as s: ...`."""
    return backend.new_store


@pytest.fixture
def seeds() -> Callable[[], int]:
    counter = itertools.count(11)
    return lambda: next(counter)


@pytest.fixture
def svc(store: GameStore, clock: FakeClock, seeds: Callable[[], int]) -> TableService:
    return TableService(store, clock=clock, seed_source=seeds)
