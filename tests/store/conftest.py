"""Fixtures for the store contract: the same tests against a SQLite file and a PostgreSQL schema; and a guard
against the one hang a per-test time limit cannot see (issue 15)."""

from __future__ import annotations

import faulthandler
import os
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from store.interface import GameStore
from tests.store.backends import BACKENDS, Backend, backend_database
from tests.store.open_worker import aiosqlite_threads

EXIT_GRACE = 10.0  # seconds an aiosqlite thread may take to end after the last test


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


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """An aiosqlite worker thread still running after the tests (a store never closed) would keep the
    interpreter from exiting, and the run would wait for the test command's outer limit. Instead: print
    every thread's stack, so the leak says where it is, and exit with a failure."""
    end = time.monotonic() + EXIT_GRACE
    while aiosqlite_threads() and time.monotonic() < end:
        time.sleep(0.05)
    left = aiosqlite_threads()
    if left:
        sys.stderr.write(f"\n{len(left)} aiosqlite worker thread(s) still running after the tests (a store left open);"
                         " they would keep this process alive. Every thread's stack:\n")
        faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
        sys.stderr.flush()
        os._exit(3)
