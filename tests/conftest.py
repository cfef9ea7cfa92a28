"""Fixtures every folder of the suite may use."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from tests import ten as toy


@pytest.fixture
def toy_game() -> Iterator[str]:
    """The test-only game *Ten* registered with every layer for one test (games.register_game), then forgotten."""
    toy.register()
    try:
        yield toy.KEY
    finally:
        toy.unregister()


@pytest.fixture(autouse=True)
def no_database_left_open() -> Iterator[None]:
    """A store a test opens is closed by its end: an SQLite connection left open keeps a thread that stops the
    test process from exiting (seen with `-n 0`), and a bot that leaked one per game would leak a thread too."""
    before = set(_connection_threads())
    yield
    left = [t for t in _connection_threads() if t not in before]
    for t in left:
        t.join(timeout=1.0)  # a connection closed at the very end may take a moment to stop its thread
    if still := [t.name for t in left if t.is_alive()]:
        pytest.fail(f"a database connection was left open (close the store): {', '.join(still)}")


def _connection_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if "_connection_worker_thread" in t.name and t.is_alive()]
