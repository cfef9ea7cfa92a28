"""A server's games for its statistics (issue 28, migration 9): newest first, by status, counted; on every backend."""

from __future__ import annotations

from store import GameStore
from store.records import FINISHED, LOBBY, RUNNING, GameChange, NewGame

GUILD, OTHER = 1_234_567_890_123_456_789, 42  # Discord ids need 64 bits


async def finish(store: GameStore, game_id: int, at: float) -> None:
    await store.commit(game_id, 1, GameChange(RUNNING, {"host": 1}, {"n": 1}, None, None, at))
    await store.commit(game_id, 2, GameChange(FINISHED, {"host": 1}, {"n": 2}, None, None, at + 1))


async def test_a_servers_games_newest_first_by_status(store: GameStore) -> None:
    made = []
    for channel in range(5):
        rec = await store.create_game(NewGame(GUILD, 100 + channel, "mali", {"host": 1}, float(channel)))
        made.append(rec.id)
    await store.create_game(NewGame(OTHER, 900, "mali", {"host": 1}, 9.0))  # another server's
    await finish(store, made[0], 10.0)
    await finish(store, made[1], 12.0)
    await store.commit(made[2], 1, GameChange(RUNNING, {"host": 1}, {"n": 1}, None, None, 14.0))

    every = await store.guild_games(GUILD)
    assert [g.id for g in every] == made[::-1]
    assert all(g.guild_id == GUILD for g in every)
    finished = await store.guild_games(GUILD, 10, (FINISHED,))
    assert [g.id for g in finished] == [made[1], made[0]]
    assert finished[0].state == {"n": 2} and finished[0].status == FINISHED
    assert [g.id for g in await store.guild_games(GUILD, 1, (FINISHED,))] == [made[1]]
    assert [g.id for g in await store.guild_games(GUILD, 10, (LOBBY, RUNNING))] == [made[4], made[3], made[2]]
    assert await store.guild_games(GUILD, 10, ()) == [] and await store.guild_games(GUILD, 0) == []
    assert await store.guild_games(7) == []

    assert await store.guild_counts(GUILD) == {FINISHED: 2, RUNNING: 1, LOBBY: 2}
    assert await store.guild_counts(OTHER) == {LOBBY: 1}
    assert await store.guild_counts(7) == {}
