"""kill -9 between a commit and its posts, then start again: every committed post is delivered exactly once, in
order, on SQLite and PostgreSQL (issue 11: the outbox). The worker (outbox_worker.py) plays games and
delivers through cogs/deliverer.py to a file standing in for Discord (which honours nonces as
`enforce_nonce` does). Three lives are killed: one right after a commit and before its posts, one right
after Discord accepted a message and before the outbox recorded it (the unknown outcome), one at a random
moment; a last life only catches up."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.store.backends import BACKENDS, Backend, backend_database

ROOT = Path(__file__).resolve().parents[2]
CHANNELS = 3


@pytest.fixture(params=BACKENDS)
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    async with backend_database(request.param, tmp_path) as b:
        yield b


async def life(url: str, log: Path, *, channels: int = CHANNELS, hold_commit: int = -1, hold_send: int = -1,
               until: str | None = None, lines: int | None = None) -> list[str]:
    """One process of the bot, killed with SIGKILL once it printed `until` (or `lines` lines); or, with
    channels=0, left to end by itself. Its output lines."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.service.outbox_worker", url, str(log), str(channels), str(hold_commit),
        str(hold_send), cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    out: list[str] = []
    try:
        while True:
            line = (await asyncio.wait_for(proc.stdout.readline(), timeout=120)).decode().strip()
            if not line:
                break
            out.append(line)
            if line == until or (lines is not None and len(out) >= lines):
                break
    finally:
        if channels:
            os.kill(proc.pid, signal.SIGKILL)  # no clean-up, no rollback, no close
        await proc.wait()
    if channels:
        assert proc.returncode == -signal.SIGKILL, (await proc.stderr.read()).decode()[-3000:]
    else:
        assert proc.returncode == 0, (await proc.stderr.read()).decode()[-3000:]
    return out


async def test_kill_9_between_commit_and_posts_delivers_every_post_once_in_order(backend: Backend,
                                                                                  tmp_path: Path) -> None:
    log = tmp_path / "discord.jsonl"
    url = str(backend.path) if backend.path is not None else backend.url
    first = await life(url, log, hold_commit=25, until="held-commit")  # committed, never posted
    assert first[-1] == "held-commit"
    second = await life(url, log, hold_send=8, until="held-send")  # Discord has it; the outbox does not know
    assert int(second[0].split()[1]) >= 1, "the second life found the first one's posts waiting"
    await life(url, log, lines=60)  # a random moment
    last = await life(url, log, channels=0)
    assert last[0].startswith("caught-up")

    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    posted = [r for r in records if "nonce" in r]
    assert any("dedup" in r for r in records), "the retry after the unknown outcome was answered by its nonce"
    store = await backend.open()
    try:
        assert await store.pending_posts() == [], "nothing committed is left undelivered"
        rows = await backend.fetch(store, "SELECT id, channel_id, sent FROM outbox ORDER BY id")
    finally:
        await store.close()
    assert len(rows) > 25
    expected = [(int(i), p) for i, _, sent in rows for p in range(int(sent))]
    keys = [tuple(int(x) for x in r["nonce"].split(".")[:2]) for r in posted]
    assert Counter(keys) == Counter(expected), "every part of every committed post, exactly once"
    for channel in {int(c) for _, c, _ in rows}:
        mine = [k for k, r in zip(keys, posted, strict=True) if r["channel"] == channel]
        assert mine == sorted(mine), f"channel {channel}: posts in commit order"
    assert all(int(sent) >= 1 for _, _, sent in rows)
