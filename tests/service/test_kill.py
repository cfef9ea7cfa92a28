"""A process killed with SIGKILL in the middle of a stream of actions leaves every game loadable and equal
to the replay of its log: a commit is all or nothing."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

from service import FakeClock, TableService
from store import SqliteStore
from tests.service.driver import current_state, play_to_end, replayed_state

ROOT = Path(__file__).resolve().parents[2]


async def run_and_kill(db: Path, channels: int, lines: int) -> int:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.service.stream_worker", str(db), str(channels), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert proc.stdout is not None
    seen = 0
    try:
        while seen < lines:
            line = await asyncio.wait_for(proc.stdout.readline(), timeout=60)
            if not line:
                err = await proc.stderr.read() if proc.stderr else b""
                raise AssertionError(f"the worker stopped on its own: {err.decode()[-2000:]}")
            seen += 1
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # no clean-up, no rollback, no close
        await proc.wait()
    assert proc.returncode == -signal.SIGKILL
    return seen


@pytest.mark.parametrize("lines", [150, 777])
async def test_kill_9_mid_stream_leaves_every_game_whole(tmp_path: Path, lines: int) -> None:
    db = tmp_path / "killed.db"
    await run_and_kill(db, channels=8, lines=lines)
    await run_and_kill(db, channels=8, lines=lines // 3)  # a second life, killed again
    async with SqliteStore(db) as store:
        svc = TableService(store, clock=FakeClock(), seed_source=lambda: 1)
        checked = 0
        for channel in range(100, 108):
            for rec in await store.games_in_channel(channel):
                state = await replayed_state(svc, rec.id)
                assert state == current_state(svc, rec), f"game {rec.id} differs from the replay of its log"
                checked += 1
            if (await svc.status(channel)).data["status"] == "running":
                await play_to_end(svc, channel)  # and it plays on
        assert checked >= 8
