"""One deliverer per channel and one request budget per bot token, in the store (issue 25), on every backend:
a lease is held by one process at a time and taken over once it lapses; a channel waiting for its retry time
is left alone; the lease is released only when nothing is pending; progress only moves forward; the scan
finds every channel with pending posts, however many wait in another; the refusal's alert is written with
its mark, once."""

from __future__ import annotations

import asyncio

from store import GameStore
from store.records import NewGame, NewPost

A, B = "process-a", "process-b"


async def test_one_holder_at_a_time_and_a_lapsed_lease_is_taken_over(store: GameStore) -> None:
    first = await store.take_queue(100, A, now=10.0, lease_until=40.0)
    assert first.taken and first.holder == A
    assert not (await store.take_queue(100, B, now=11.0, lease_until=41.0)).taken  # A holds it
    assert (await store.take_queue(100, A, now=12.0, lease_until=42.0)).taken  # A keeps it
    assert await store.renew_queue(100, A, now=13.0, lease_until=43.0)
    assert not await store.renew_queue(100, B, now=13.0, lease_until=43.0)
    taken = await store.take_queue(100, B, now=43.0, lease_until=73.0)  # lapsed: B takes over
    assert taken.taken and taken.holder == B
    assert not await store.renew_queue(100, A, now=44.0, lease_until=74.0)  # A learns it lost the lease


async def test_a_lapsed_lease_is_not_renewed(store: GameStore) -> None:
    await store.take_queue(100, A, now=10.0, lease_until=20.0)
    assert not await store.renew_queue(100, A, now=25.0, lease_until=55.0)  # somebody may have delivered meanwhile


async def test_release_only_with_nothing_pending(store: GameStore) -> None:
    await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": 1}, 1.0)])
    assert (await store.take_queue(100, A, now=10.0, lease_until=40.0)).taken
    assert not await store.release_queue(100, A)  # a post is pending: the holder must deliver it
    (post,) = await store.pending_posts(100)
    await store.post_progress(post.id, 1, delivered_at=11.0)
    assert not await store.release_queue(100, B)  # not B's
    assert await store.release_queue(100, A)
    assert (await store.take_queue(100, B, now=12.0, lease_until=42.0)).taken


async def test_concurrent_takers_never_both_win(store: GameStore) -> None:
    for round_ in range(10):
        now = 100.0 * (round_ + 1)
        got = await asyncio.gather(*(store.take_queue(7, f"p{i}", now=now, lease_until=now + 50) for i in range(6)))
        assert sum(q.taken for q in got) == 1


async def test_a_held_queue_waits_for_its_retry_time_and_keeps_its_problem(store: GameStore) -> None:
    await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": 1}, 1.0)])
    assert (await store.take_queue(100, A, now=10.0, lease_until=40.0)).taken
    problem = {"permanent": True, "status": 403, "missing": ["send_messages"]}
    alert = NewPost({"alert": 1}, 10.0, channel_id=555, guild_id=9, kind="moderators")
    await store.hold_queue(100, A, retry_at=20.0, pause=10.0, problem=problem, alerted=True, alerts=[alert])
    state = await store.queue_state(100)
    assert state is not None and state.problem == problem and state.alerted and state.waiting == 1
    assert state.retry_at == 20.0 and state.pause == 10.0 and state.holder is None
    assert [p.body for p in await store.pending_posts(555)] == [{"alert": 1}]  # written with the mark
    refused = await store.take_queue(100, B, now=15.0, lease_until=45.0)
    assert not refused.taken and refused.problem == problem  # not before its retry time, whoever asks
    assert await store.pending_queues() == [(555, 0.0), (100, 20.0)]  # the alert now, the refused one at 20
    again = await store.take_queue(100, B, now=21.0, lease_until=51.0)
    assert again.taken and again.alerted and again.pause == 10.0  # the episode goes on: no second alert


async def test_a_holder_that_lost_its_lease_writes_no_alert(store: GameStore) -> None:
    await store.take_queue(100, A, now=10.0, lease_until=20.0)
    await store.take_queue(100, B, now=21.0, lease_until=51.0)
    await store.hold_queue(100, A, retry_at=30.0, pause=5.0, problem={"x": 1}, alerted=True,
                           alerts=[NewPost({"alert": 1}, 10.0, channel_id=555)])
    assert await store.pending_posts(555) == []
    state = await store.queue_state(100)
    assert state is not None and state.holder == B and not state.alerted


async def test_progress_only_moves_forward(store: GameStore) -> None:
    await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": 1}, 1.0), NewPost({"n": 2}, 1.0)])
    first, second = await store.pending_posts(100)
    await store.post_progress(first.id, 3, delivered_at=9.0)
    await store.post_progress(first.id, 1, error="500", attempt=True)  # an older deliverer's late update
    await store.post_progress(second.id, 2)
    await store.post_progress(second.id, 1, error="500", attempt=True)
    (left,) = await store.pending_posts(100)
    assert left.id == second.id and left.sent == 2  # the first stays delivered, the second keeps its two parts


async def test_the_scan_finds_every_channel_behind_a_thousand_waiting_posts(store: GameStore) -> None:
    await store.add_posts([NewPost({"n": i}, 1.0, channel_id=100) for i in range(1200)])
    await store.add_posts([NewPost({"orphan": 1}, 2.0, channel_id=200)])
    assert await store.pending_queues() == [(100, 0.0), (200, 0.0)]
    await store.take_queue(100, A, now=10.0, lease_until=40.0)
    assert await store.pending_queues() == [(200, 0.0), (100, 40.0)]  # held: not before its lease lapses
    assert await store.pending_queues(limit=1) == [(200, 0.0)]


async def test_one_budget_shared_by_every_caller(store: GameStore) -> None:
    waits = [await store.spend("global", rate=10.0, burst=3.0) for _ in range(8)]
    assert waits[:3] == [0.0, 0.0, 0.0]
    assert all(w > 0 for w in waits[3:]) and waits == sorted(waits)
    assert 0.4 <= waits[-1] <= 0.5  # five requests past the burst, at 10 per second
    assert await store.spend("other", rate=10.0, burst=3.0) == 0.0


async def test_the_lease_comes_with_the_first_pending_posts_in_one_round_trip(store: GameStore) -> None:
    await store.add_posts([NewPost({"n": i}, 1.0, channel_id=100) for i in range(5)])
    await store.add_posts([NewPost({"other": 1}, 1.0, channel_id=200)])
    taken = await store.take_queue(100, A, now=10.0, lease_until=40.0, batch=3)
    assert taken.taken and [p.body["n"] for p in taken.posts] == [0, 1, 2]
    assert (await store.take_queue(100, A, now=11.0, lease_until=41.0)).posts == (), "no batch asked: none read"
    refused = await store.take_queue(100, B, now=12.0, lease_until=42.0, batch=3)
    assert not refused.taken and refused.posts == (), "not taken: nothing read"
    assert (await store.take_queue(300, A, now=10.0, lease_until=40.0, batch=3)).posts == ()
