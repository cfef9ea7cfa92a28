"""The outbox's store contract (issue 11), on every backend: posts are written in the same transaction as the
game change that causes them (a refused change writes none), read back in commit order per channel, and
their progress is recorded."""

from __future__ import annotations

import pytest

from store import GameStore, StaleVersion
from store.records import RUNNING, GameChange, NewGame, NewPost

SNOWFLAKE = 1_234_567_890_123_456_789


def change(at: float = 10.0) -> GameChange:
    return GameChange(status=RUNNING, meta={"host": 1}, state={"n": 1}, deadline_at=None, remind_at=None,
                      updated_at=at)


async def test_posts_go_with_create_commit_and_timers_in_order(store: GameStore) -> None:
    g = await store.create_game(NewGame(SNOWFLAKE, SNOWFLAKE + 1, "mali", {}, 1.0), [],
                                [NewPost({"n": 1}, 1.0, actor_id=SNOWFLAKE)])
    await store.commit(g.id, 1, change(), [], None, [NewPost({"n": 2}, 2.0), NewPost({"n": 3}, 2.0)])
    assert await store.set_timers(g.id, 2, None, None, [NewPost({"n": 4}, 3.0)])
    await store.add_posts([NewPost({"n": 5}, 4.0, channel_id=SNOWFLAKE + 2, guild_id=SNOWFLAKE, kind="moderators")])
    posts = await store.pending_posts()
    assert [p.body["n"] for p in posts] == [1, 2, 3, 4, 5]
    assert [p.channel_id for p in posts] == [SNOWFLAKE + 1] * 4 + [SNOWFLAKE + 2]
    assert {p.guild_id for p in posts} == {SNOWFLAKE}
    assert [p.game_id for p in posts] == [g.id] * 4 + [None]
    assert posts[0].actor_id == SNOWFLAKE and posts[-1].kind == "moderators"
    assert [p.body["n"] for p in await store.pending_posts(SNOWFLAKE + 1, limit=2)] == [1, 2]


async def test_a_refused_change_writes_no_post(store: GameStore) -> None:
    g = await store.create_game(NewGame(None, 100, "mali", {}, 1.0))
    await store.commit(g.id, 1, change())
    with pytest.raises(StaleVersion):
        await store.commit(g.id, 1, change(), [], None, [NewPost({"stale": True}, 2.0)])
    assert not await store.set_timers(g.id, 1, None, None, [NewPost({"stale": True}, 2.0)])
    assert await store.pending_posts() == []


async def test_progress_and_delivery_are_recorded(store: GameStore) -> None:
    g = await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": 1}, 1.0), NewPost({}, 1.0)])
    first, second = await store.pending_posts()
    await store.post_progress(first.id, 1, error="500", attempt=True)
    await store.post_progress(first.id, 2, delivered_at=5.0)
    (left,) = await store.pending_posts(100)
    assert left.id == second.id and left.sent == 0
    await store.post_progress(second.id, 0, error="403 50013: send_messages", attempt=True)
    (again,) = await store.pending_posts()
    assert (again.sent, again.attempts, again.error) == (0, 1, "403 50013: send_messages")
    assert g.id == again.game_id


async def test_delivered_posts_are_pruned_and_pending_ones_kept(store: GameStore) -> None:
    await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": n}, 1.0) for n in range(3)])
    a, b, c = await store.pending_posts()
    await store.post_progress(a.id, 1, delivered_at=5.0)
    await store.post_progress(b.id, 1, delivered_at=50.0)
    assert await store.prune_posts(10.0) == 1
    assert [p.id for p in await store.pending_posts()] == [c.id]
    assert await store.prune_posts(100.0) == 1
    assert [p.id for p in await store.pending_posts()] == [c.id]


async def test_post_ids_are_never_reused_even_once_every_delivered_post_is_pruned(store: GameStore) -> None:
    """Post ids are in Discord nonces (cogs/deliverer.nonce_of): a later post must never take an earlier id."""
    await store.create_game(NewGame(None, 100, "mali", {}, 1.0), [], [NewPost({"n": n}, 1.0) for n in range(3)])
    seen = [p.id for p in await store.pending_posts()]
    for p in await store.pending_posts():
        await store.post_progress(p.id, 1, delivered_at=5.0)
    await store.prune_posts(100.0)
    assert await store.pending_posts() == []
    await store.add_posts([NewPost({"n": 3}, 6.0, channel_id=100)])
    (new,) = await store.pending_posts()
    assert new.id > max(seen)
