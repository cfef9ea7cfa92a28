"""The outbox's delivery policy on its own (service/delivery.py, issue 11), with a fake front and no Discord: a real
store (SQLite and PostgreSQL), a post's body saying how many parts it has, and a script of what the front answers.
Order per channel, resuming at the part that failed with the same nonce, a refusal that stops the queue and keeps
order, retries with a doubling pause, one moderator alert per problem, the owner's direct messages, catch-up after
a restart and pruning."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import service.delivery
from service import FakeClock
from service.delivery import (
    FIRST_RETRY,
    KEEP_SECONDS,
    LAST_RETRY,
    Accepted,
    Delivery,
    Failed,
    Problem,
    Refused,
    Sent,
    nonce_of,
)
from service.guild import ALERT_CHANNEL
from service.outbox import OWNER, owner_queue
from store import GameStore
from store.records import GuildSettings, NewPost, Post

GUILD = 7
CHANNEL, OTHER, ALERTS = 100, 101, 900
OWNER_ID = 55
ROLE = 77
FORBIDDEN = Refused(403, 50013, ("send_messages", "attach_files"))
GONE = Refused(404, 10003)


@dataclass
class FakeSender:
    """A front that only records: a post has `body["parts"]` parts; `answers[channel]` are what that channel's next
    sends answer, in turn (then Accepted); `opening[channel]` what opening its next post answers instead."""

    opened: list[Post] = field(default_factory=list)  # every post it was given, once
    accepted: list[tuple[int, int, int, str]] = field(default_factory=list)  # (channel, post, part, nonce)
    tries: list[str] = field(default_factory=list)  # every nonce sent, accepted or not
    answers: dict[int, list[Sent]] = field(default_factory=dict)
    opening: dict[int, list[Refused | Failed]] = field(default_factory=dict)

    async def open(self, post: Post) -> Letter | Refused | Failed:
        if all(p.id != post.id for p in self.opened):
            self.opened.append(post)
        waiting = self.opening.get(post.channel_id)
        if waiting:
            return waiting.pop(0)
        return Letter(self, post)

    async def language(self, guild_id: int | None) -> str:
        return "en"

    def permissions(self, missing: Sequence[str], lang: str) -> str:
        return ", ".join(f"{lang}:{p}" for p in missing)

    def posted(self, channel: int) -> list[tuple[int, int]]:
        return [(post, part) for c, post, part, _ in self.accepted if c == channel]


@dataclass
class Letter:
    sender: FakeSender
    post: Post

    @property
    def parts(self) -> int:
        return int(self.post.body.get("parts", 1))

    async def send(self, index: int, nonce: str) -> Sent:
        await asyncio.sleep(0)  # a request takes time: another flush of the channel may try to run meanwhile
        self.sender.tries.append(nonce)
        script = self.sender.answers.get(self.post.channel_id)
        answer = script.pop(0) if script else Accepted()
        if not isinstance(answer, Accepted):
            return answer
        self.sender.accepted.append((self.post.channel_id, self.post.id, index, nonce))
        return Accepted()


class Settings:
    """The servers' settings as the service would give them."""

    def __init__(self) -> None:
        self.of: dict[int, GuildSettings] = {}

    async def __call__(self, guild_id: int) -> GuildSettings:
        return self.of.get(guild_id, GuildSettings(guild_id))

    def alerts_to(self, channel: int | None = None, role: int | None = None) -> None:
        self.of[GUILD] = GuildSettings(GUILD, moderator_role_id=role,
                                       extra={} if channel is None else {ALERT_CHANNEL: channel})


@pytest.fixture
def front() -> FakeSender:
    return FakeSender()


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
async def delivery(store: GameStore, front: FakeSender, settings: Settings,
                   clock: FakeClock) -> AsyncIterator[Delivery]:
    d = Delivery(store, front, settings_of=settings, clock=clock)
    yield d
    await d.stop()


async def post(store: GameStore, channel: int = CHANNEL, parts: int = 1, *, kind: str = "public",
               at: float = 1.0) -> None:
    await store.add_posts([NewPost({"parts": parts}, at, channel_id=channel, guild_id=GUILD, actor_id=1, kind=kind)])


async def settled(d: Delivery) -> None:
    """The flushes started in the background (an alert's) have run."""
    while d.tasks:
        await asyncio.gather(*d.tasks)


def ids(posts: Sequence[Post]) -> list[int]:
    return [p.id for p in posts]


async def test_posts_go_out_in_order_per_channel_each_part_once_with_its_nonce(store: GameStore, front: FakeSender,
                                                                               delivery: Delivery) -> None:
    for channel, parts in [(CHANNEL, 2), (OTHER, 1), (CHANNEL, 1), (OTHER, 3), (CHANNEL, 1)]:
        await post(store, channel, parts)
    pending = await store.pending_posts()
    assert await delivery.flush(CHANNEL) is None and await delivery.flush(OTHER) is None
    assert await delivery.flush(CHANNEL) is None  # nothing twice
    for channel in (CHANNEL, OTHER):
        mine = [p for p in pending if p.channel_id == channel]
        assert front.posted(channel) == [(p.id, i) for p in mine for i in range(p.body["parts"])]
    assert [n for *_, n in front.accepted] == front.tries
    assert all(n == nonce_of(p, i) for p in pending for c, pid, i, n in front.accepted if pid == p.id)
    assert await store.pending_posts() == []
    assert delivery.stats["posts"] == 5 and delivery.stats["parts"] == 8
    assert len(delivery.locks) == 0, "no lock is kept for a channel nobody is delivering to"


async def test_two_flushes_of_one_channel_at_once_post_each_part_once(store: GameStore, front: FakeSender,
                                                                      delivery: Delivery) -> None:
    for _ in range(3):
        await post(store, parts=2)
    await asyncio.gather(delivery.flush(CHANNEL), delivery.flush(CHANNEL), delivery.flush(CHANNEL))
    assert len(front.tries) == 6 and len(set(front.tries)) == 6


def test_the_nonce_names_post_part_and_game_in_at_most_25_characters() -> None:
    row = Post(12, 34, CHANNEL, GUILD, "public", {}, None, 1.0, 0, 0, None, None)
    assert nonce_of(row, 2) == "12.2.34"
    assert nonce_of(Post(12, None, CHANNEL, GUILD, "public", {}, None, 1.0, 0, 0, None, None), 0) == "12.0.0"
    long = Post(10**20, 10**20, CHANNEL, GUILD, "public", {}, None, 1.0, 0, 0, None, None)
    assert nonce_of(long, 1) == f"{10**20}.1.{10**20}"[:25] and len(nonce_of(long, 1)) == 25


async def test_a_failed_part_is_resumed_at_that_part_with_the_same_nonce(store: GameStore, front: FakeSender,
                                                                         delivery: Delivery, clock: FakeClock) -> None:
    await post(store, parts=3)
    await post(store)
    front.answers[CHANNEL] = [Accepted(), Failed(500)]
    problem = await delivery.flush(CHANNEL)
    assert problem == Problem(CHANNEL, False, 500)
    first, second = await store.pending_posts(CHANNEL)
    assert first.sent == 1 and first.attempts == 1 and first.error == "500", "the accepted part is recorded"
    failed = front.tries[-1]
    clock.advance(FIRST_RETRY)  # left alone until its retry time
    assert await delivery.flush(CHANNEL) is None
    assert front.tries[2] == failed == nonce_of(first, 1), "the failed part again, with its own nonce"
    assert front.posted(CHANNEL) == [(first.id, 0), (first.id, 1), (first.id, 2), (second.id, 0)]
    assert len(front.tries) == 5, "part 0 is not tried again"


async def test_a_refusal_stops_the_queue_keeps_order_and_resumes_once_allowed(store: GameStore, front: FakeSender,
                                                                              delivery: Delivery,
                                                                              clock: FakeClock) -> None:
    for _ in range(3):
        await post(store)
    first, second, third = await store.pending_posts(CHANNEL)
    front.answers[CHANNEL] = [Accepted(), FORBIDDEN]
    problem = await delivery.flush(CHANNEL)
    assert problem == Problem(CHANNEL, True, 403, ("send_messages", "attach_files"), "50013")
    assert front.posted(CHANNEL) == [(first.id, 0)] and len(front.tries) == 2, "the third was not tried"
    assert ids(await store.pending_posts(CHANNEL)) == [second.id, third.id]
    assert (await store.pending_posts(CHANNEL))[0].error == "403 50013: send_messages, attach_files"
    backlog = delivery.backlog(CHANNEL)
    assert backlog.waiting == 2 and backlog.missing == ("send_messages", "attach_files")
    assert CHANNEL in delivery.retry and delivery.stats["refused"] == 1
    clock.advance(FIRST_RETRY)
    assert await delivery.flush(CHANNEL) is None  # allowed again
    assert front.posted(CHANNEL) == [(first.id, 0), (second.id, 0), (third.id, 0)]
    assert delivery.backlog(CHANNEL).waiting == 0 and CHANNEL not in delivery.retry


async def test_a_channel_gone_waits_and_names_no_permission(store: GameStore, front: FakeSender,
                                                            delivery: Delivery) -> None:
    await post(store)
    front.answers[CHANNEL] = [GONE]
    assert await delivery.flush(CHANNEL) == Problem(CHANNEL, True, 404, (), "10003")
    assert (await store.pending_posts(CHANNEL))[0].error == "404 10003"
    assert delivery.backlog(CHANNEL).waiting == 1 and delivery.backlog(CHANNEL).missing == ()


async def test_a_transient_failure_is_retried_later_with_a_doubling_pause_up_to_the_cap(
        store: GameStore, front: FakeSender, delivery: Delivery, clock: FakeClock) -> None:
    await post(store)
    pauses: list[float] = []
    for _ in range(10):
        front.answers[CHANNEL] = [Failed(None, "ClientOSError")]
        problem = await delivery.flush(CHANNEL)
        assert problem is not None and not problem.permanent
        when, pause = delivery.retry[CHANNEL]
        assert when == clock.now() + pause
        pauses.append(pause)
        clock.advance(pause)
    assert pauses == [5.0, 10.0, 20.0, 40.0, 80.0, 160.0, 320.0, 600.0, 600.0, 600.0]
    assert pauses[0] == FIRST_RETRY and max(pauses) == LAST_RETRY
    assert (await store.pending_posts(CHANNEL))[0].error == "ClientOSError"
    assert delivery.backlog(CHANNEL).missing == (), "a transient failure names no permission"
    assert await delivery.flush(CHANNEL) is None
    assert CHANNEL not in delivery.retry and len(front.accepted) == 1
    front.answers[CHANNEL] = [Failed(502)]
    await post(store)
    await delivery.flush(CHANNEL)
    assert delivery.retry[CHANNEL][1] == FIRST_RETRY, "once delivered, the pause starts again from the first"


async def test_one_alert_per_problem_in_the_moderators_channel(store: GameStore, front: FakeSender,
                                                              delivery: Delivery, settings: Settings,
                                                              clock: FakeClock) -> None:
    settings.alerts_to(ALERTS)
    await post(store)
    refused = (await store.pending_posts(CHANNEL))[0]
    for _ in range(3):
        front.answers[CHANNEL] = [FORBIDDEN]
        await delivery.flush(CHANNEL)
        await settled(delivery)
        clock.advance(LAST_RETRY)
    alerts = [p for c, p, _, _ in front.accepted if c == ALERTS]
    assert len(alerts) == 1, "the same refusal again is not alerted again"
    front.answers[CHANNEL] = [GONE]  # another problem: another alert
    await delivery.flush(CHANNEL)
    await settled(delivery)
    assert len([p for c, p, _, _ in front.accepted if c == ALERTS]) == 2
    assert await store.pending_posts(ALERTS) == [], "the alerts went through the outbox and out"
    rows = [p for p in front.opened if p.channel_id == ALERTS]
    assert [r.kind for r in rows] == ["moderators", "moderators"] and all(r.guild_id == GUILD for r in rows)
    assert all(r.actor_id == refused.actor_id for r in rows), "whoever acted stays named"
    first, second = (r.body["moderators"][0] for r in rows)
    assert first == {"key": "post_refused", "params": {"channel": CHANNEL, "perms": "en:send_messages, en:attach_files",
                                                       "count": 2}}
    assert second == {"key": "post_gone", "params": {"channel": CHANNEL, "perms": "", "count": 0}}


@pytest.mark.parametrize(("channel", "role", "to"), [(None, None, owner_queue(GUILD)), (None, ROLE, None),
                                                     (CHANNEL, None, None), (ALERTS, ROLE, ALERTS)])
async def test_where_the_alert_goes(store: GameStore, front: FakeSender, delivery: Delivery, settings: Settings,
                                    channel: int | None, role: int | None, to: int | None) -> None:
    """The moderators' channel; with neither a channel nor a role the owner's DMs; with only a role nowhere
    (the refusing channel cannot carry it, whoever acted is told); never the refusing channel itself."""
    settings.alerts_to(channel, role)
    front.opening[owner_queue(GUILD)] = [Failed(None, "owner_not_known_yet")]  # the owner's stay queued
    await post(store)
    front.answers[CHANNEL] = [FORBIDDEN]
    await delivery.flush(CHANNEL)
    await settled(delivery)
    queued = {p.channel_id: p for p in front.opened if p.channel_id != CHANNEL}
    assert list(queued) == ([] if to is None else [to])
    if to == owner_queue(GUILD):
        assert queued[to].kind == OWNER and await store.pending_posts(to), "waits for the owner to be known"


async def test_closed_dms_give_the_alert_up_and_are_remembered_until_one_goes_through(
        store: GameStore, front: FakeSender, delivery: Delivery) -> None:
    queue = owner_queue(GUILD)
    await post(store, queue, 2, kind=OWNER)
    await post(store, queue, kind=OWNER)
    front.answers[queue] = [Refused(403, 50007, reason="owner_dm_refused", recipient=OWNER_ID)]
    assert await delivery.flush(queue) is None, "an alert given up blocks nothing"
    assert await store.pending_posts(queue) == [], "given up, never retried; the next alert went out"
    assert queue not in delivery.retry and delivery.stats["refused"] == 1
    assert delivery.owner_refused == {} and len(front.accepted) == 1, "a DM went through after: forgotten"
    await post(store, queue, kind=OWNER)
    front.answers[queue] = [Refused(403, 50007, reason="owner_dm_refused", recipient=OWNER_ID)]
    await delivery.flush(queue)
    assert delivery.owner_refused == {GUILD: OWNER_ID}
    assert delivery.backlog(CHANNEL, GUILD).owner_refused and not delivery.backlog(CHANNEL).owner_refused
    assert not delivery.backlog(CHANNEL, GUILD + 1).owner_refused, "only that server's"


async def test_an_owner_not_known_yet_waits_and_an_unknown_one_is_dropped(store: GameStore, front: FakeSender,
                                                                          delivery: Delivery, clock: FakeClock) -> None:
    queue = owner_queue(GUILD)
    await post(store, queue, kind=OWNER)
    front.opening[queue] = [Failed(None, "owner_not_known_yet")]
    assert await delivery.flush(queue) == Problem(queue, False, None)
    waiting = await store.pending_posts(queue)
    assert len(waiting) == 1 and waiting[0].error == "owner_not_known_yet" and queue in delivery.retry
    assert waiting[0].attempts == 1 and delivery.stats["failed"] == 0, "nothing was sent: no failed send"
    front.opening[queue] = [Refused(None, reason="owner_unknown")]
    clock.advance(FIRST_RETRY)
    assert await delivery.flush(queue) is None
    assert await store.pending_posts(queue) == [] and front.accepted == [] and delivery.owner_refused == {}


async def test_catch_up_after_a_restart_delivers_what_was_committed(
        store: GameStore, reopen: Callable[[], Any], front: FakeSender, settings: Settings) -> None:
    await post(store, parts=2)
    await post(store, OTHER)
    await post(store, CHANNEL)
    first = Delivery(store, front, settings_of=settings, clock=FakeClock(1_700_000_000.0))
    front.answers[CHANNEL] = [Accepted(), Failed(None, "TimeoutError")]  # then the process dies
    await first.flush(CHANNEL)
    tried = list(front.tries)
    async with reopen() as again:
        later = FakeSender()
        restarted = Delivery(again, later, settings_of=settings, clock=FakeClock(1_700_000_000.0 + FIRST_RETRY))
        assert await restarted.catch_up() == 3
        assert restarted.stats["caught_up"] == 3
        assert later.tries[1] == tried[-1], "the part that failed, with its nonce (once its retry time came)"
        assert [(c, i) for c, _, i, _ in later.accepted] == [(OTHER, 0), (CHANNEL, 1), (CHANNEL, 0)], \
            "the channel that was due first"
        assert await again.pending_posts() == []
        assert await restarted.catch_up() == 0


async def test_catch_up_forgets_posts_delivered_over_a_week_ago(store: GameStore, front: FakeSender,
                                                                settings: Settings) -> None:
    clock = FakeClock()
    counted: list[int] = []

    class Pruning:
        """The store, counting what pruning forgets."""

        def __getattr__(self, name: str) -> Any:
            return getattr(store, name)

        async def prune_posts(self, before: float) -> int:
            counted.append(await store.prune_posts(before))
            return counted[-1]

    d = Delivery(Pruning(), front, settings_of=settings, clock=clock)
    await post(store)
    await d.flush(CHANNEL)  # delivered now
    clock.advance(6 * 24 * 3600)
    await post(store)
    await d.flush(CHANNEL)  # delivered six days later
    clock.advance(KEEP_SECONDS - 6 * 24 * 3600 + 3600)
    front.answers[CHANNEL] = [Failed(503)]
    await post(store)  # still waiting
    assert await d.catch_up() == 0, "nothing went out"
    assert counted == [1], "only the post delivered over a week ago"
    assert await store.prune_posts(clock.now() - KEEP_SECONDS) == 0
    assert len(await store.pending_posts(CHANNEL)) == 1


async def test_the_loop_catches_up_retries_due_channels_and_finds_posts_nobody_flushed(
        store: GameStore, front: FakeSender, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service.delivery, "SCAN_SECONDS", 0.05)
    monkeypatch.setattr(service.delivery, "FIRST_RETRY", 0.04)
    await post(store)
    front.answers[CHANNEL] = [Failed(500)]
    d = Delivery(store, front, settings_of=settings)  # the real clock: the loop waits in real time
    d.start()
    try:
        await asyncio.wait_for(d.caught_up.wait(), 5)
        await post(store, OTHER)  # committed; nobody flushes it (another process, an alert)
        for _ in range(200):
            if len(front.accepted) == 2:
                break
            await asyncio.sleep(0.02)
        assert sorted(c for c, *_ in front.accepted) == [CHANNEL, OTHER], "retried, and found by the scan"
        assert d.retry == {}
    finally:
        await d.stop()


async def test_stop_cancels_the_loop_and_the_flushes_in_flight(store: GameStore, front: FakeSender,
                                                               delivery: Delivery) -> None:
    told: list[Problem] = []

    async def tell(problem: Problem) -> None:
        told.append(problem)

    gate = asyncio.Event()
    real_send = Letter.send

    async def stuck(self: Letter, index: int, nonce: str) -> Sent:
        await gate.wait()
        return await real_send(self, index, nonce)

    await post(store)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Letter, "send", stuck)
        delivery.start()
        delivery.flush_soon(CHANNEL, tell)
        await asyncio.sleep(0.05)
        assert any(t.get_name() == f"mp-deliver:{CHANNEL}" for t in delivery.tasks)
        await delivery.stop()
    assert delivery.tasks == set() and told == [] and front.accepted == []


async def test_a_refusal_after_an_interaction_is_told_through_flush_soon(store: GameStore, front: FakeSender,
                                                                         delivery: Delivery, clock: FakeClock) -> None:
    told: list[Problem] = []

    async def tell(problem: Problem) -> None:
        told.append(problem)

    await post(store)
    front.answers[CHANNEL] = [FORBIDDEN]
    delivery.flush_soon(CHANNEL, tell)
    await settled(delivery)
    assert [p.status for p in told] == [403]
    clock.advance(FIRST_RETRY)
    delivery.flush_soon(CHANNEL, tell)
    await settled(delivery)
    assert len(told) == 1 and front.accepted, "delivered: nothing to tell"


def test_the_policy_imports_neither_discord_nor_aiohttp() -> None:
    code = ("import sys, service.delivery; bad = [m for m in ('discord', 'aiohttp') if m in sys.modules];"
            " assert not bad, bad; print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
