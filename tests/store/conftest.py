"""Fixtures for the store contract: the same tests against a SQLite file and a PostgreSQL schema."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from store.interface import GameStore
from tests.store.backends import BACKENDS, Backend, backend_database


@pytest.fixture(params=BACKENDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    """A fresh empty database of each kind; the postgres case skips (with the reason) where it is absent."""
    async with backend_database(request.param, tmp_path) as b:
        yield b


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[GameStore]:
    """An open store over the test's own database."""
    s = await backend.open()
    yield s
    await s.close()
