"""Fixtures for the cog tests: a fake bot over a real SQLite file (fake clock, fixed seeds) and one table.

See tests/cogs/harness.py for the mocked interactions and the game driver. A restart is a second bot over the
same file (`reopen`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from service import FakeClock
from tests.cogs.harness import FakeBot, Table, open_bot


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.db"


@pytest.fixture
async def bots(db_path: Path, clock: FakeClock) -> AsyncIterator[Callable[[], Awaitable[FakeBot]]]:
    """Opens bots over the same file (each one is the process after a restart); closes them all at the end."""
    opened: list[FakeBot] = []

    async def make() -> FakeBot:
        bot = await open_bot(db_path, clock)
        opened.append(bot)
        return bot

    yield make
    for bot in opened:
        await bot.close()


@pytest.fixture
async def bot(bots: Callable[[], Awaitable[FakeBot]]) -> FakeBot:
    return await bots()


@pytest.fixture
def table(bot: FakeBot) -> Table:
    return Table(bot)
