"""The outbox's deliverer on its own (cogs/deliverer.py over service/delivery.py and cogs/sender.py, issue 11):
a fake channel that refuses on demand, a real service over an in-memory SQLite store. Parts are marked one by one, so a failure resumes at the part
that failed with the same nonce; a 403 names what is missing and keeps the queue in order; a transient
failure is retried later."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from cogs.deliverer import Deliverer, problem_text
from cogs.prompt import TurnPrompt
from service import Caller, FakeClock, TableService
from service.delivery import FIRST_RETRY, Problem
from store import SqliteStore

CHANNEL = 100
HOST, GUEST = Caller(1), Caller(2)


class Response:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "refused"


class Channel:
    def __init__(self) -> None:
        self.posts: list[tuple[str, str | None, int]] = []  # (nonce, text, files)
        self.tries: list[str] = []
        self.fail: list[Exception] = []  # raised by the next sends, in turn

    async def send(self, content: str | None = None, *, nonce: str | None = None, files: Any = None,
                   **_: Any) -> None:
        assert nonce is not None, "every post carries a nonce (enforce_nonce)"
        self.tries.append(nonce)
        if self.fail:
            raise self.fail.pop(0)
        self.posts.append((nonce, content, len(files or [])))


class Bot:
    default_language = "en"

    def __init__(self, service: TableService, channel: Channel) -> None:
        self.service = service
        self.channel = channel

    def get_guild(self, guild_id: int) -> None:
        return None

    def get_channel(self, channel_id: int) -> Channel:
        return self.channel

    async def fetch_channel(self, channel_id: int) -> Channel:
        return self.channel


@pytest.fixture
async def table() -> Any:
    async with SqliteStore(":memory:") as store:
        clock = FakeClock()
        svc = TableService(store, clock=clock, seed_source=lambda: 5)
        channel = Channel()
        yield svc, channel, Deliverer(Bot(svc, channel), store, TurnPrompt(), clock=clock)  # as bot.py builds it


def forbidden(code: int = 50013) -> discord.Forbidden:
    return discord.Forbidden(Response(403), {"message": "Missing Permissions", "code": code})


async def test_posts_go_out_in_commit_order_once(table: Any) -> None:
    svc, channel, deliverer = table
    await svc.create_game(CHANNEL, HOST, every_move=True)  # a seat taken is news (else: told at the start)
    await svc.join(CHANNEL, GUEST)
    assert await deliverer.flush(CHANNEL) is None
    assert await deliverer.flush(CHANNEL) is None  # nothing twice
    assert len(channel.posts) == 2 and channel.tries == [n for n, _, _ in channel.posts]
    assert await svc.pipeline.store.pending_posts() == []


async def test_a_403_names_what_is_missing_keeps_order_and_resumes_at_the_refused_part(table: Any) -> None:
    svc, channel, deliverer = table
    await svc.create_game(CHANNEL, HOST, every_move=True)  # a seat taken is news (else: told at the start)
    await svc.join(CHANNEL, GUEST)
    await deliverer.flush(CHANNEL)
    await svc.start(CHANNEL, HOST)  # narration with the board, then the ping
    channel.fail = [forbidden()]
    problem = await deliverer.flush(CHANNEL)
    assert isinstance(problem, Problem) and problem.permanent and problem.status == 403
    assert problem.missing == ("send_messages", "attach_files")  # the refused part carries the board
    assert "Send Messages" in problem_text(problem, "en") and "Wysyłanie wiadomości" in problem_text(problem, "pl")
    lines = await deliverer.status_lines(CHANNEL, "en")
    assert lines and "Attach Files" in lines[1]
    refused = channel.tries[-1]
    before = len(channel.posts)
    tried = len(channel.tries)
    assert await deliverer.flush(CHANNEL) == problem, "left alone until its retry time, whoever acts"
    assert len(channel.tries) == tried, "no request meanwhile"
    deliverer.delivery.clock.advance(FIRST_RETRY)
    assert await deliverer.flush(CHANNEL) is None  # allowed again
    assert channel.tries[before + 1] == refused, "the refused part is retried with its own nonce"
    nonces = [n for n, _, _ in channel.posts]
    assert len(nonces) == len(set(nonces))
    assert any(files for _, _, files in channel.posts[before:]), "the board went out with its narration"
    assert await deliverer.status_lines(CHANNEL, "en") == []


async def test_no_access_at_all_is_view_channel(table: Any) -> None:
    svc, channel, deliverer = table
    await svc.create_game(CHANNEL, HOST)
    channel.fail = [forbidden(50001)]
    problem = await deliverer.flush(CHANNEL)
    assert problem is not None and problem.missing == ("view_channel",)
    assert "View Channel" in problem_text(problem, "en")


async def test_a_transient_failure_is_retried_later_and_delivered_once(table: Any) -> None:
    svc, channel, deliverer = table
    await svc.create_game(CHANNEL, HOST, every_move=True)  # a seat taken is news (else: told at the start)
    await svc.join(CHANNEL, GUEST)
    channel.fail = [discord.DiscordServerError(Response(500), "500")]
    problem = await deliverer.flush(CHANNEL)
    assert problem is not None and not problem.permanent
    assert CHANNEL in deliverer.delivery.retry, "the channel is tried again later"
    assert "shortly" in problem_text(problem, "en")
    deliverer.delivery.clock.advance(FIRST_RETRY)
    assert await deliverer.flush(CHANNEL) is None
    assert len(channel.posts) == 2 and channel.tries[0] == channel.tries[1]
    assert CHANNEL not in deliverer.delivery.retry


async def test_start_up_delivers_what_was_committed_but_never_posted(table: Any) -> None:
    svc, channel, deliverer = table
    await svc.create_game(CHANNEL, HOST, every_move=True)  # a seat taken is news (else: told at the start)
    await svc.join(CHANNEL, GUEST)
    await svc.create_game(CHANNEL + 1, GUEST)
    assert await deliverer.catch_up() == 3
    assert len(channel.posts) == 3
    assert await deliverer.catch_up() == 0


async def test_the_loop_finds_posts_no_interaction_flushed(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    import service.delivery

    svc, channel, fake_clock = table
    deliverer = Deliverer(fake_clock.bot, svc.pipeline.store, TurnPrompt())  # the real clock: the loop waits in real time
    monkeypatch.setattr(service.delivery, "SCAN_SECONDS", 0.05)
    deliverer.start()
    try:
        await deliverer.caught_up.wait()
        await svc.create_game(CHANNEL + 5, HOST)  # committed; nobody flushes it (another process, an alert)
        for _ in range(100):
            if channel.posts:
                break
            await asyncio.sleep(0.02)
        assert len(channel.posts) == 1
    finally:
        await deliverer.stop()
