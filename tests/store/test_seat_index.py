"""The players' index (issue 27, migration 8): a game's seat rows written with the commit that changes them, read
back for one player in one call; a finished game leaves it; player settings kept as opaque JSON. On every backend."""

from __future__ import annotations

import json

from store import GameStore
from store.records import FINISHED, LOBBY, RUNNING, GameChange, NewGame, NewPost, SeatRow
from tests.store.backends import Backend

ALA, BOB = 1_234_567_890_123_456_789, 987_654_321_987_654_321  # Discord ids need 64 bits


def rows(turn_for: int | None, deadline: float | None = None) -> tuple[SeatRow, ...]:
    return tuple(SeatRow(u, c, u == turn_for, deadline if u == turn_for else None, {"phase": "day"})
                 for u, c in ((ALA, "red"), (BOB, "blue")))


def change(status: str, seats: tuple[SeatRow, ...] | None, at: float) -> GameChange:
    return GameChange(status, {"host": ALA}, {"n": at}, None, None, at, seats=seats)


async def test_the_index_follows_the_commits(store: GameStore) -> None:
    rec = await store.create_game(NewGame(7, 100, "mali", {"host": ALA}, 1.0, seats=(SeatRow(ALA, None),)))
    lobby = await store.games_of(ALA)
    assert [(g.game_id, g.guild_id, g.channel_id, g.game_type, g.status) for g in lobby] == [
        (rec.id, 7, 100, "mali", LOBBY)]
    assert await store.games_of(BOB) == []
    await store.commit(rec.id, 1, change(RUNNING, rows(ALA, 50.0), 2.0))
    mine = (await store.games_of(ALA))[0]
    assert mine.turn and mine.deadline_at == 50.0 and mine.colour == "red" and mine.info == {"phase": "day"}
    assert mine.status == RUNNING and mine.updated_at == 2.0
    assert not (await store.games_of(BOB))[0].turn
    await store.commit(rec.id, 2, change(RUNNING, None, 3.0))  # no seat changed: the rows stay
    assert (await store.games_of(ALA))[0].updated_at == 2.0
    await store.commit(rec.id, 3, change(RUNNING, (SeatRow(BOB, "blue", True),), 4.0))  # Ala removed
    assert await store.games_of(ALA) == [] and (await store.games_of(BOB))[0].turn
    other = await store.create_game(NewGame(8, 200, "libertalia", {"host": BOB}, 5.0, seats=(SeatRow(BOB, None),)))
    assert {g.game_id for g in await store.games_of(BOB)} == {rec.id, other.id}
    await store.commit(rec.id, 4, change(FINISHED, None, 6.0))  # finished: out of the index
    assert [g.game_id for g in await store.games_of(BOB)] == [other.id]


async def test_player_settings_round_trip(store: GameStore) -> None:
    assert await store.player_settings(ALA) == {}
    await store.put_player_settings(ALA, {"where": "dm", "games": {"12": {"where": "both"}}}, 1.0)
    await store.put_player_settings(ALA, {"where": "both"}, 2.0)
    assert await store.player_settings(ALA) == {"where": "both"}
    assert await store.player_settings(BOB) == {}


async def test_migration_8_indexes_the_games_already_running(backend: Backend) -> None:
    """A database made before the index: its active games' seats are indexed when it migrates (the rest, turn and
    deadline, comes with each game's next commit)."""
    before = [m for m in backend.migrations if m[0] < 8]
    old = await backend.open(before)
    try:
        meta = {"host": ALA, "seats": [{"user": ALA, "colour": "red", "removed": False},
                                       {"user": BOB, "colour": "blue", "removed": True}]}
        await backend.execute(old, "INSERT INTO games (guild_id, channel_id, game_type, status, version, meta,"
                              " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                              7, 100, "mali", RUNNING, 1, json.dumps(meta), 1.0, 1.0)
    finally:
        await old.close()
    new = await backend.open()
    try:
        found = await new.games_of(ALA)
        assert [(g.channel_id, g.colour, g.turn, g.info) for g in found] == [(100, "red", False, {})]
        assert await new.games_of(BOB) == []  # a removed seat is not theirs any more
    finally:
        await new.close()


async def test_notices_are_written_only_for_players_who_take_them(store: GameStore) -> None:
    """`NewPost.for_user`: a commit's (and set_timers') notice rows exist only for a player whose settings say they
    take direct messages; the others cost no row."""
    await store.put_player_settings(ALA, {"where": "dm"}, 1.0, takes_dms=True)
    await store.put_player_settings(BOB, {"where": "channel"}, 1.0)
    rec = await store.create_game(NewGame(7, 100, "mali", {"host": ALA}, 1.0))

    def notices(n: int) -> list[NewPost]:
        return [NewPost({"n": n, "for": u}, 2.0, channel_id=-u, guild_id=7, kind="dm", for_user=u) for u in (ALA, BOB)]

    channel = NewPost({"n": 0}, 2.0)
    await store.commit(rec.id, 1, change(RUNNING, None, 2.0), posts=[channel, *notices(1)])
    assert [p.body["n"] for p in await store.pending_posts(-ALA)] == [1]
    assert await store.pending_posts(-BOB) == []
    assert [p.body for p in await store.pending_posts(100)] == [{"n": 0}]
    assert await store.set_timers(rec.id, 2, 50.0, 40.0, notices(2))
    assert [p.body["n"] for p in await store.pending_posts(-ALA)] == [1, 2]
    await store.commit(rec.id, 2, change(RUNNING, None, 3.0), posts=notices(3))  # notices alone
    assert [p.body["n"] for p in await store.pending_posts(-ALA)] == [1, 2, 3] and await store.pending_posts(-BOB) == []


async def test_a_commit_with_seats_a_post_and_notices_writes_all_three(store: GameStore) -> None:
    await store.put_player_settings(ALA, {"where": "dm"}, 1.0, takes_dms=True)
    rec = await store.create_game(NewGame(7, 100, "mali", {"host": ALA}, 1.0))
    notice = NewPost({"n": 1}, 2.0, channel_id=-ALA, guild_id=7, kind="dm", for_user=ALA)
    await store.commit(rec.id, 1, change(RUNNING, rows(ALA, 9.0), 2.0), posts=[NewPost({"n": 0}, 2.0), notice])
    assert (await store.games_of(ALA))[0].turn
    assert [p.body for p in await store.pending_posts(-ALA)] == [{"n": 1}]
    assert [p.body for p in await store.pending_posts(100)] == [{"n": 0}]
