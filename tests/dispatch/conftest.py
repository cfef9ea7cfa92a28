"""The real-dispatch layer's fixtures: no network at all (tests/dispatch/guard.py, for every test), a fake
Discord (tests/dispatch/fakediscord.py), and the real bot over a temporary SQLite file (tests/dispatch/sim.py).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import service.delivery
from service import FakeClock
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.guard import network_blocked
from tests.dispatch.sim import Sim


@pytest.fixture(autouse=True)
def no_network() -> Iterator[None]:
    with network_blocked():
        yield


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deliverer runs on the real clock here: a channel that failed is left alone until its retry time
    (issue 25), a twentieth of a second instead of five, so a test that heals Discord and restarts finds it due."""
    monkeypatch.setattr(service.delivery, "FIRST_RETRY", 0.05)


@pytest.fixture
def fake_discord() -> Iterator[FakeDiscord]:
    fake = FakeDiscord()
    with fake.installed():
        yield fake


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def sim(fake_discord: FakeDiscord, db_path: Path) -> AsyncIterator[Sim]:
    s = Sim(fake_discord, db_path, FakeClock())
    await s.start()
    yield s
    await s.stop()


@pytest.fixture
async def toy_sim(toy_game: str, fake_discord: FakeDiscord, db_path: Path) -> AsyncIterator[Sim]:
    """The bot started with Ten registered (its /game new choice is built from the registry at start-up)."""
    s = Sim(fake_discord, db_path, FakeClock())
    await s.start()
    yield s
    await s.stop()
