"""Whole-database operations for moving games between stores (`python -m store.copy`).

Not part of `GameStore`: the service never lists every game or writes a game's history with its ids. A
store that can be copied from or to implements `BulkStore` (the PostgreSQL store does so itself; the SQLite
store through `SqliteBulk`, which uses its connection). A copied game keeps its id, its log entries keep
their sequence numbers and every snapshot its version, so anything that refers to them stays valid.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import fields
from typing import Any, Protocol

import aiosqlite

from store.errors import StoreError
from store.interface import GameStore
from store.packing import dump, pack
from store.pending import base_version
from store.postgres import PostgresStore
from store.records import TABLES, GameHistory, GuildSettings, due_at
from store.sqlite import SqliteStore
from store.sqlite_schema import INDEX_SEATS


class BulkStore(Protocol):
    async def game_ids(self) -> list[int]:
        """The id of every game, ascending."""

    async def all_settings(self) -> list[GuildSettings]:
        """Every server's stored settings, by server id."""

    async def all_player_settings(self) -> list[tuple[int, Any, bool, float]]:
        """Every player's stored settings (issue 27): (user, settings, takes_dms, updated_at), by user id."""

    async def counts(self) -> dict[str, int]:
        """Rows per table: games, actions (log entries), snapshots, guild_settings."""

    async def insert_histories(self, histories: Sequence[GameHistory]) -> None:
        """Insert whole games with their ids, log sequence numbers and snapshots, in one transaction."""

    async def erase_all(self) -> None:
        """Delete every game, log entry, snapshot and server setting."""


async def read_history(store: GameStore, game_id: int) -> GameHistory:
    game = await store.game(game_id)
    if game is None:
        raise StoreError(f"game {game_id} vanished while it was being read")
    return GameHistory(game, await store.log(game_id), await store.snapshots(game_id))


def canonical(data: Any) -> bytes:
    """Canonical JSON: sorted keys, no spaces, UTF-8; equal data gives equal bytes whichever store it came from."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=True).encode()


def _fields(record: Any) -> dict[str, Any]:
    """A record's fields by name (dataclasses.asdict would deep-copy every state first)."""
    return {f.name: getattr(record, f.name) for f in fields(record)}


def checksum(history: GameHistory) -> str:
    """sha256 of the canonical JSON of the game's row, its whole log and every snapshot."""
    doc = {"game": _fields(history.game), "log": [_fields(e) for e in history.log],
           "snapshots": [_fields(s) for s in history.snapshots]}
    return hashlib.sha256(canonical(doc)).hexdigest()


class SqliteBulk:
    """`BulkStore` for a `SqliteStore`, written against its public connection (`store.db`) only, so the store
    itself stays narrow. Meant for the copy command, the store's only user meanwhile."""

    def __init__(self, store: SqliteStore) -> None:
        self.store = store

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        db = self.store.db
        await db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            await db.execute("ROLLBACK")
            raise
        await db.execute("COMMIT")

    async def game_ids(self) -> list[int]:
        rows = await self.store.db.execute_fetchall("SELECT id FROM games ORDER BY id")
        return [int(r[0]) for r in rows]

    async def all_settings(self) -> list[GuildSettings]:
        rows = await self.store.db.execute_fetchall("SELECT guild_id FROM guild_settings ORDER BY guild_id")
        return [await self.store.settings(int(r[0])) for r in rows]

    async def all_player_settings(self) -> list[tuple[int, Any, bool, float]]:
        rows = await self.store.db.execute_fetchall(
            "SELECT user_id, settings, takes_dms, updated_at FROM player_settings ORDER BY user_id")
        return [(int(r[0]), json.loads(r[1]), bool(r[2]), float(r[3])) for r in rows]

    async def counts(self) -> dict[str, int]:
        out = {}
        for table in TABLES:
            rows = list(await self.store.db.execute_fetchall(f"SELECT COUNT(*) FROM {table}"))
            out[table] = int(rows[0][0])
        return out

    async def insert_histories(self, histories: Sequence[GameHistory]) -> None:
        async with self._tx() as db:
            await db.executemany(
                "INSERT INTO games (id, guild_id, channel_id, game_type, status, version, meta, base_state, base_version,"
                " deadline_at, remind_at, due_at, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(g.id, g.guild_id, g.channel_id, g.game_type, g.status, g.version, dump(g.meta),
                  None if g.state is None else pack(dump(g.state)), base_version(g), g.deadline_at, g.remind_at,
                  due_at(g.status, g.deadline_at, g.remind_at), g.created_at, g.updated_at)
                 for g in (h.game for h in histories)])
            await db.executemany(
                "INSERT INTO actions (seq, game_id, version, kind, payload, actor_id, moderator, at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(e.seq, e.game_id, e.version, e.kind, dump(e.payload), e.actor_id, int(e.moderator), e.at)
                 for h in histories for e in h.log])
            await db.executemany(
                "INSERT INTO snapshots (game_id, version, phase, round, state, parent, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(s.game_id, s.version, s.phase, s.round, pack(dump(s.state)), s.parent, s.at)
                 for h in histories for s in h.snapshots])
            await db.execute(INDEX_SEATS)  # the players' index of the games now here (issue 27)

    async def erase_all(self) -> None:
        async with self._tx() as db:
            for table in ("actions", "snapshots", "games", "guild_settings", "seat_index", "player_settings"):
                await db.execute(f"DELETE FROM {table}")


def bulk_for(store: GameStore) -> BulkStore:
    """The bulk operations of a store: the store itself if it has them, an adapter for SQLite."""
    if isinstance(store, SqliteStore):
        return SqliteBulk(store)
    if isinstance(store, PostgresStore):
        return store
    raise StoreError(f"{type(store).__name__} cannot be copied from or to (no bulk operations)")
