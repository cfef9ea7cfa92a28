"""Fixtures: a real SQLite file per test, a fake clock, and services over them (a restart is a new one)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from service import FakeClock, TableService
from store import SqliteStore


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tables.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(db_path)
    await s.open()
    yield s
    await s.close()


@pytest.fixture
def seeds() -> Callable[[], int]:
    counter = itertools.count(11)
    return lambda: next(counter)


@pytest.fixture
def svc(store: SqliteStore, clock: FakeClock, seeds: Callable[[], int]) -> TableService:
    return TableService(store, clock=clock, seed_source=seeds)
