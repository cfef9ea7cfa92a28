"""The real-dispatch layer's fixtures: no network at all, a fake Discord, and bots over a temporary SQLite file.

Every test here runs with socket connections and aiohttp's connector made to raise, so a request that slipped
past the recorder fails loudly instead of reaching Discord.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from service import FakeClock
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.sim import Sim


class NetworkBlocked(AssertionError):
    """Something tried to open a network connection in the dispatch tests."""


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    real_connect = socket.socket.connect

    def connect(self: socket.socket, address: Any) -> None:
        if self.family in (socket.AF_INET, socket.AF_INET6):
            raise NetworkBlocked(f"network connection attempted to {address!r}")
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        raise NetworkBlocked(f"network connection attempted to {address!r}")

    async def aiohttp_connect(self: Any, req: Any, *args: Any, **kwargs: Any) -> Any:
        raise NetworkBlocked(f"aiohttp tried to connect to {req.url}")

    async def create_connection(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise NetworkBlocked(f"asyncio tried to open a connection {args!r}")

    import asyncio.base_events

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(aiohttp.BaseConnector, "connect", aiohttp_connect)
    monkeypatch.setattr(asyncio.base_events.BaseEventLoop, "create_connection", create_connection)


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
