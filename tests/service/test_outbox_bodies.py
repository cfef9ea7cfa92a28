"""The outbox's bodies name their game (format 2), so the post is worded, drawn and prompted by that game's
parts; a body an older bot wrote (format 1, no game named) takes the game of its row."""

from __future__ import annotations

import copy

from service import Caller, FakeClock, TableService
from service.outbox import FORMAT, game_of, outcome_of
from store import SqliteStore

CH = 7


async def test_a_body_names_its_game_and_an_older_one_takes_its_rows() -> None:
    async with SqliteStore(":memory:") as store:
        await check_bodies(store)


async def check_bodies(store: SqliteStore) -> None:
    svc = TableService(store, clock=FakeClock(), seed_source=lambda: 3)
    await svc.create_game(CH, Caller(1), "libertalia")
    await svc.join(CH, Caller(2))
    await svc.start(CH, Caller(1))
    [post, *_] = [p for p in await store.pending_posts(CH, 10) if p.body.get("turn")]
    assert post.body["format"] == FORMAT == 2 and post.body["key"] == "libertalia"
    assert await game_of(post, store) is None, "a body that names its game needs no lookup"
    now = outcome_of(post.body, CH)
    assert now.game == "libertalia" and now.turn is not None and now.turn.game == "libertalia"

    older = copy.deepcopy(post.body)  # what a bot before "one door per game" wrote
    older["format"] = 1
    del older["key"]
    del older["turn"]["game"]
    post_1 = type(post)(**{**{f: getattr(post, f) for f in post.__dataclass_fields__}, "body": older})
    game = await game_of(post_1, store)
    assert game == "libertalia", "the row's game_type names it"
    read = outcome_of(older, CH, game)
    assert read.game == "libertalia" and read.turn is not None and read.turn.game == "libertalia"
    assert [m.text("en") for m in read.public] == [m.text("en") for m in now.public], "worded alike"
