"""The aiosqlite store: one file, WAL mode, short explicit transactions.

Each method is one job on aiosqlite's worker thread: a whole transaction (BEGIN IMMEDIATE ... COMMIT) runs
there in one go, so two coroutines can never share a transaction, nothing is held across an await, and a
commit costs one thread hop instead of one per statement (the hop, ~0.1 ms, is what a write costs here;
bench/bench_commit.py). Several processes may open the same file: writes are serialised by SQLite (busy
timeout) and `commit` is a compare-and-set on the version, so a stale write is refused, never applied twice.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from jsontypes import Json
from store.errors import ChannelBusy, CorruptRow, SchemaTooNew, StaleVersion, StoreError
from store.interface import OpenedWith
from store.packing import dump, pack, parse, unpacked
from store.pending import check_keep, pending_of
from store.records import (
    FINISHED,
    RUNNING,
    STATUSES,
    ChannelQueue,
    DueGame,
    GameChange,
    GameRecord,
    GuildSettings,
    LogEntry,
    NewGame,
    NewLogEntry,
    NewPost,
    NewSnapshot,
    PlayerGame,
    Post,
    SeatRow,
    Snapshot,
)
from store.sqlite_schema import MIGRATIONS

GAME_COLUMNS = (
    "id, guild_id, channel_id, game_type, status, version, meta, base_state, deadline_at, remind_at, created_at,"
    " updated_at, base_version"
)
# the log entries a row's state is behind by (GameRecord.pending), newest first: as many as the versions between
TAIL = "SELECT version, payload FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?"
T = TypeVar("T")
Fixed = tuple[int | None, int, str, float]  # a game's guild_id, channel_id, game_type, created_at
PAGE_SIZE = 4096  # a packed state (~1.3 KiB, store/packing.py) shares a page; each page a commit touches
# (the game's row, the log's and the outbox's last pages and their indexes) is one WAL frame of this size
ACTIVE = "status IN ('lobby', 'running')"  # spelled exactly as in the partial unique index, so it is used
_KEEP = "version = ?, meta = ?, deadline_at = ?, remind_at = ?, claimed_until = NULL, updated_at = ?"
_SET = "base_state = ?, base_version = ?, " + _KEEP
_RETURN = " RETURNING guild_id, channel_id, game_type, created_at"
# a commit that changes neither the status nor the due time (most of them: a move within a turn)
LIGHT_UPDATE = f"UPDATE games SET {_SET} WHERE id = ? AND version = ? AND status = ? AND due_at IS ?"
FULL_UPDATE = f"UPDATE games SET status = ?, {_SET}, due_at = ? WHERE id = ? AND version = ?"
# the same for a change that keeps the stored state (GameChange.keep_state): its log entry is replayed onto it
LIGHT_KEEP = f"UPDATE games SET {_KEEP} WHERE id = ? AND version = ? AND status = ? AND due_at IS ?"
FULL_KEEP = f"UPDATE games SET status = ?, {_KEEP}, due_at = ? WHERE id = ? AND version = ?"
KNOWN_GAMES = 4096  # games whose fixed columns the store remembers (about 0.25 KiB each: 1 MiB); then it starts over
INSERT_LOG = "INSERT INTO actions (game_id, version, kind, payload, actor_id, moderator, at) VALUES (?, ?, ?, ?, ?, ?, ?)"
INSERT_POST = ("INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)")
INSERT_NOTICE = ("INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)"
                 " SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM player_settings WHERE user_id = ?"
                 " AND takes_dms)")
# a part once accepted stays accepted, a delivered post stays delivered, whatever order the updates come in
PROGRESS_SQL = ("UPDATE outbox SET sent = MAX(sent, ?), delivered_at = COALESCE(delivered_at, ?),"
                " error = CASE WHEN delivered_at IS NULL THEN ? ELSE error END, attempts = attempts + ? WHERE id = ?")
RELEASE_SQL = ("UPDATE channel_queues SET holder = NULL, lease_until = 0, retry_at = 0, pause = 0, problem = NULL,"
               " alerted = 0 WHERE channel_id = ? AND holder = ?"
               " AND NOT EXISTS (SELECT 1 FROM outbox WHERE channel_id = ? AND delivered_at IS NULL)")
# per channel, not per post: a thousand posts waiting in one channel cannot hide another channel's one
PENDING_QUEUES_SQL = (
    "SELECT o.channel_id, MAX(COALESCE(q.lease_until, 0), COALESCE(q.retry_at, 0)) AS due FROM (SELECT channel_id,"
    " MIN(id) AS first FROM outbox WHERE delivered_at IS NULL GROUP BY channel_id) o"
    " LEFT JOIN channel_queues q ON q.channel_id = o.channel_id ORDER BY due, o.first LIMIT ?")


def _load_json(value: Any, what: str) -> Any:
    """A stored JSON value (text, or a packed BLOB: store/packing.py) parsed."""
    try:
        text = unpacked(value)
        if not isinstance(text, str | bytes):
            raise CorruptRow(what, f"expected JSON text, found {type(value).__name__}")
        return parse(text)
    except ValueError as e:  # (JSONDecodeError and UnicodeDecodeError are ValueErrors; so is a bad lz4 block)
        raise CorruptRow(what, f"invalid JSON ({e})") from None


def _due_at(status: str, deadline_at: float | None, remind_at: float | None) -> float | None:
    if status != RUNNING:
        return None
    times = [t for t in (deadline_at, remind_at) if t is not None]
    return min(times) if times else None


def _game(row: Sequence[Any], tail: Sequence[Any] = ()) -> GameRecord:
    """A record from its row (GAME_COLUMNS) and the log entries its state is behind by (TAIL's rows)."""
    what = f"game {row[0]}"
    meta = _load_json(row[6], what + " meta")
    state = None if row[7] is None else _load_json(row[7], what + " state")
    if row[4] not in STATUSES:
        raise CorruptRow(what, f"unknown status {row[4]!r}")
    if not isinstance(meta, dict) or not (state is None or isinstance(state, dict)):
        raise CorruptRow(what, "meta and state must be JSON objects")
    version = int(row[5])
    return GameRecord(
        id=int(row[0]), guild_id=row[1], channel_id=int(row[2]), game_type=str(row[3]), status=str(row[4]),
        version=version, meta=meta, state=state, deadline_at=row[8], remind_at=row[9],
        created_at=float(row[10]), updated_at=float(row[11]),
        pending=pending_of(what, version, row[12] if state is not None else None,
                           [(v, _load_json(p, f"{what} log payload")) for v, p in tail]),
    )


def _behind(row: Sequence[Any]) -> int:
    """How many log entries the row's state is behind its version (0 when current, or without a state)."""
    return 0 if row[7] is None or row[12] is None else int(row[5]) - int(row[12])


def _games(con: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, list[Any]]]:
    """Game rows with the log entries their states are behind by, read from one snapshot of the file (so that
    another process's commit between the two cannot mix versions); rows whose state is current need no
    transaction."""
    rows = con.execute(sql, params).fetchall()
    if not any(_behind(r) for r in rows):
        return [(r, []) for r in rows]
    con.execute("BEGIN")
    try:
        rows = con.execute(sql, params).fetchall()
        return [(r, con.execute(TAIL, (r[0], n)).fetchall() if (n := _behind(r)) else []) for r in rows]
    finally:
        con.execute("COMMIT")


def _log_entry(row: Sequence[Any]) -> LogEntry:
    payload = _load_json(row[4], f"log entry {row[0]}")
    if not isinstance(payload, dict):
        raise CorruptRow(f"log entry {row[0]}", "payload must be a JSON object")
    return LogEntry(seq=int(row[0]), game_id=int(row[1]), version=int(row[2]), kind=str(row[3]), payload=payload,
                    actor_id=row[5], moderator=bool(row[6]), at=float(row[7]))


def _snapshot(row: Sequence[Any]) -> Snapshot:
    state = _load_json(row[4], f"snapshot {row[0]}/{row[1]}")
    if not isinstance(state, dict):
        raise CorruptRow(f"snapshot {row[0]}/{row[1]}", "state must be a JSON object")
    return Snapshot(game_id=int(row[0]), version=int(row[1]), phase=str(row[2]), round=int(row[3]), state=state,
                    parent=row[5], at=float(row[6]))


class SqliteStore(OpenedWith):
    """`GameStore` over one SQLite file (or ":memory:")."""

    def __init__(self, path: str | Path, *, synchronous: str = "NORMAL", busy_timeout_ms: int = 10_000,
                 migrations: list[tuple[int, str, list[str]]] | None = None) -> None:
        self.path = str(path)
        self.synchronous = synchronous
        self.busy_timeout_ms = busy_timeout_ms
        self.migrations = MIGRATIONS if migrations is None else migrations
        self.applied: tuple[int, ...] = ()  # the migrations the last open applied (none if another opener had)
        self._db: aiosqlite.Connection | None = None
        # game id -> (guild_id, channel_id, game_type, created_at): never changed once a row exists, so a
        # commit of a game read or written here before needs no RETURNING (about 14 µs of SQLite's time)
        self._fixed: dict[int, Fixed] = {}

    # ---- lifecycle ----
    async def open(self) -> None:
        """Connect, switch to WAL and migrate; safe when several processes open the same file at once.

        The busy timeout is set when the connection is made, before any statement that may need a lock. Any
        failure closes what was opened, so no aiosqlite worker thread outlives a failed open.
        """
        if self._db is not None:
            return
        # isolation_level=None: autocommit; every transaction below is explicit and short
        pending = aiosqlite.connect(self.path, isolation_level=None, timeout=self.busy_timeout_ms / 1000)
        try:
            db = await pending
        except BaseException:
            await _thread_gone(pending)  # aiosqlite stops its thread itself here; wait until it has
            raise
        try:
            run = cast(Callable[..., Awaitable[tuple[int, ...]]], db._execute)
            deadline = time.monotonic() + self.busy_timeout_ms / 1000
            self.applied = await run(_prepare, db._conn, self.path, self.synchronous, self.migrations, deadline)
        except BaseException:
            await db.close()  # a failed open must not leave a connection thread keeping the process alive
            await _thread_gone(db)
            raise
        self._db = db

    async def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            await db.close()
            await _thread_gone(db)

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise StoreError("the store is not open")
        return self._db

    async def _job(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn(connection, *args)` on the connection's worker thread, as one queued job.

        aiosqlite runs every call as such a job; it has no public way to queue a whole function, so this
        uses its `_execute` and `_conn` (present since aiosqlite 0.17; checked by the store tests).
        """
        db = self.db
        run = cast(Callable[..., Awaitable[T]], db._execute)
        return await run(lambda: fn(db._conn, *args))

    async def _read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return await self._job(_fetch, sql, tuple(params))

    async def _read_games(self, where: str, params: tuple[Any, ...]) -> list[GameRecord]:
        return [_game(r, tail) for r, tail in await self._job(_games, f"SELECT {GAME_COLUMNS} FROM games {where}",
                                                                params)]

    # ---- schema ----
    async def schema_version(self) -> int:
        rows = await self._read("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return int(rows[0][0])

    # ---- games ----
    async def create_game(self, new: NewGame, log: Sequence[NewLogEntry] = (),
                          posts: Sequence[NewPost] = ()) -> GameRecord:
        due = _due_at(new.status, new.deadline_at, new.remind_at)
        state = None if new.state is None else pack(dump(new.state))
        meta = dump(new.meta)
        rows = [_log_row(e, new.version) for e in log]
        packed_posts = _post_rows(posts)
        seats = _seat_rows(new.seats)

        def write(con: sqlite3.Connection) -> int:
            cur = con.execute(
                "INSERT INTO games (guild_id, channel_id, game_type, status, version, meta, base_state, base_version,"
                " deadline_at, remind_at, due_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (new.guild_id, new.channel_id, new.game_type, new.status, new.version, meta, state,
                 None if state is None else new.version, new.deadline_at, new.remind_at, due, new.created_at,
                 new.created_at))
            game_id = cur.lastrowid
            assert game_id is not None
            _insert_log(con, game_id, rows)
            _insert_posts(con, game_id, new.channel_id, new.guild_id, packed_posts)
            if seats:
                _write_seats(con, game_id, (new.guild_id, new.channel_id, new.game_type, new.created_at), new.status,
                             new.created_at, seats)
            return game_id

        try:
            game_id = await self._job(_transaction, write)
        except sqlite3.IntegrityError:
            raise ChannelBusy(new.channel_id) from None
        return self._known(GameRecord(
            id=game_id, guild_id=new.guild_id, channel_id=new.channel_id, game_type=new.game_type, status=new.status,
            version=new.version, meta=new.meta, state=new.state, deadline_at=new.deadline_at,
            remind_at=new.remind_at, created_at=new.created_at, updated_at=new.created_at))

    def _known(self, rec: GameRecord) -> GameRecord:
        """A record read or written: its fixed columns remembered for the next commit."""
        fixed = self._fixed
        if len(fixed) >= KNOWN_GAMES and rec.id not in fixed:
            fixed.clear()
        fixed[rec.id] = (rec.guild_id, rec.channel_id, rec.game_type, rec.created_at)
        return rec

    async def active_game(self, channel_id: int) -> GameRecord | None:
        found = await self._read_games(f"WHERE channel_id = ? AND {ACTIVE}", (channel_id,))
        return self._known(found[0]) if found else None

    async def running_count(self) -> int:
        rows = await self._read("SELECT COUNT(*) FROM games WHERE status = ?", (RUNNING,))
        return int(rows[0][0])

    async def game(self, game_id: int) -> GameRecord | None:
        found = await self._read_games("WHERE id = ?", (game_id,))
        return self._known(found[0]) if found else None

    async def games_in_channel(self, channel_id: int) -> list[GameRecord]:
        return await self._read_games("WHERE channel_id = ? ORDER BY id", (channel_id,))

    async def guild_games(self, guild_id: int, limit: int = 100,
                          statuses: Sequence[str] = STATUSES) -> list[GameRecord]:
        if not statuses or limit <= 0:
            return []
        marks = ", ".join("?" for _ in statuses)
        return await self._read_games(f"WHERE guild_id = ? AND status IN ({marks}) ORDER BY id DESC LIMIT ?",
                                      (guild_id, *statuses, limit))

    async def guild_counts(self, guild_id: int) -> dict[str, int]:
        rows = await self._read("SELECT status, COUNT(*) FROM games WHERE guild_id = ? GROUP BY status", (guild_id,))
        return {str(status): int(n) for status, n in rows}

    async def commit(self, game_id: int, expected_version: int, change: GameChange,
                     log: Sequence[NewLogEntry] = (), snapshot: NewSnapshot | None = None,
                     posts: Sequence[NewPost] = ()) -> GameRecord:
        version = expected_version + 1
        keep = check_keep(game_id, change, log, snapshot)
        state = None if change.state is None else pack(dump(change.state))
        due = _due_at(change.status, change.deadline_at, change.remind_at)
        kept = (version, dump(change.meta), change.deadline_at, change.remind_at, change.updated_at)
        row: tuple[Any, ...] = kept if keep else (state, None if state is None else version, *kept)
        light = (*row, game_id, expected_version, change.status, due)
        full = (change.status, *row, due, game_id, expected_version)
        light_sql, full_sql = (LIGHT_KEEP, FULL_KEEP) if keep else (LIGHT_UPDATE, FULL_UPDATE)
        rows = [(game_id, *_log_row(e, version)) for e in log]
        snap = None if snapshot is None else (game_id, version, snapshot.phase, snapshot.round,
                                              state if snapshot.state is change.state else pack(dump(snapshot.state)),
                                              snapshot.parent, change.updated_at)
        packed_posts = _post_rows(posts)
        fixed = self._fixed.get(game_id)
        seats = None if change.seats is None else _seat_rows(change.seats)

        def write(con: sqlite3.Connection) -> Fixed:
            # Within a turn the status and the due time stay as they are: then an UPDATE that leaves both out
            # of its SET touches no index (SQLite maintains an index only for the columns a statement sets),
            # two pages fewer to write. Otherwise (or when the row is not at that version) the full one. The
            # game's fixed columns come back only when this store has not seen the game yet (RETURNING costs).
            tail = "" if fixed is not None else _RETURN
            cur = con.execute(light_sql + tail, light)
            found = cur.fetchall() if fixed is None else cur.rowcount
            if not found:
                cur = con.execute(full_sql + tail, full)
                found = cur.fetchall() if fixed is None else cur.rowcount
            if not found:
                now = con.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchall()
                raise StaleVersion(game_id, expected_version, int(now[0][0]) if now else None)
            known = fixed if fixed is not None else cast(Fixed, tuple(cast(list[Any], found)[0]))
            if len(rows) == 1:
                con.execute(INSERT_LOG, rows[0])
            elif rows:
                con.executemany(INSERT_LOG, rows)
            if snap is not None:
                con.execute("INSERT INTO snapshots (game_id, version, phase, round, state, parent, at)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?)", snap)
            _insert_posts(con, game_id, known[1], known[0], packed_posts)
            if seats is not None or change.status == FINISHED:  # a finished game leaves the index
                _write_seats(con, game_id, known, change.status, change.updated_at, seats or [])
            return known

        try:
            guild_id, channel_id, game_type, created_at = await self._job(_transaction, write)
        except sqlite3.IntegrityError as e:
            raise StoreError(f"game {game_id}: the change breaks a constraint ({e})") from None
        rec = GameRecord(id=game_id, guild_id=guild_id, channel_id=int(channel_id), game_type=str(game_type),
                         status=change.status, version=version, meta=change.meta, state=change.state,
                         deadline_at=change.deadline_at, remind_at=change.remind_at, created_at=float(created_at),
                         updated_at=change.updated_at)
        if fixed is None:
            self._known(rec)
        return rec

    async def set_timers(self, game_id: int, expected_version: int, deadline_at: float | None,
                         remind_at: float | None, posts: Sequence[NewPost] = ()) -> bool:
        params = (deadline_at, remind_at, _due_at(RUNNING, deadline_at, remind_at), game_id, expected_version)
        packed_posts = _post_rows(posts)

        def write(con: sqlite3.Connection) -> bool:
            found = con.execute(
                "UPDATE games SET deadline_at = ?, remind_at = ?, due_at = CASE WHEN status = 'running' THEN ?"
                " END, claimed_until = NULL WHERE id = ? AND version = ? RETURNING channel_id, guild_id",
                params).fetchall()
            if found:
                _insert_posts(con, game_id, int(found[0][0]), found[0][1], packed_posts)
            return bool(found)

        return await self._job(_transaction, write)

    # ---- log and snapshots ----
    async def log(self, game_id: int, after_seq: int = 0, limit: int | None = None) -> list[LogEntry]:
        rows = await self._read(
            "SELECT seq, game_id, version, kind, payload, actor_id, moderator, at FROM actions"
            " WHERE game_id = ? AND seq > ? ORDER BY seq LIMIT ?",
            (game_id, after_seq, -1 if limit is None else limit))
        return [_log_entry(r) for r in rows]

    async def snapshot(self, game_id: int, version: int) -> Snapshot | None:
        rows = await self._read("SELECT game_id, version, phase, round, state, parent, at FROM snapshots"
                                " WHERE game_id = ? AND version = ?", (game_id, version))
        return _snapshot(rows[0]) if rows else None

    async def snapshots(self, game_id: int) -> list[Snapshot]:
        rows = await self._read("SELECT game_id, version, phase, round, state, parent, at FROM snapshots"
                                " WHERE game_id = ? ORDER BY version", (game_id,))
        return [_snapshot(r) for r in rows]

    # ---- the sweeper ----
    async def claim_due(self, now: float, lease_until: float, limit: int = 100) -> list[DueGame]:
        def write(con: sqlite3.Connection) -> list[Any]:
            return con.execute(
                "UPDATE games SET claimed_until = ? WHERE id IN (SELECT id FROM games WHERE due_at IS NOT NULL"
                " AND due_at <= ? AND status = 'running' AND (claimed_until IS NULL OR claimed_until <= ?)"
                " ORDER BY due_at LIMIT ?) RETURNING id, channel_id, version, deadline_at, remind_at",
                (lease_until, now, now, limit)).fetchall()

        rows = await self._job(_transaction, write)
        due = [DueGame(int(r[0]), int(r[1]), int(r[2]), r[3], r[4]) for r in rows]
        due.sort(key=lambda d: min(t for t in (d.deadline_at, d.remind_at) if t is not None))
        return due

    # ---- the outbox ----
    async def add_posts(self, posts: Sequence[NewPost]) -> None:
        packed_posts = _post_rows(posts)

        def write(con: sqlite3.Connection) -> None:
            _insert_posts(con, None, None, None, packed_posts)

        if posts:
            await self._job(_transaction, write)

    async def pending_posts(self, channel_id: int | None = None, limit: int = 100) -> list[Post]:
        rows = await self._read(PENDING_SQL.format("" if channel_id is None else " AND channel_id = ?"),
                                (() if channel_id is None else (channel_id,)) + (limit,))
        return [_post(r) for r in rows]

    async def post_progress(self, post_id: int, sent: int, *, delivered_at: float | None = None,
                            error: str | None = None, attempt: bool = False) -> None:
        def write(con: sqlite3.Connection) -> None:
            con.execute(PROGRESS_SQL, (sent, delivered_at, error, int(attempt), post_id))

        await self._job(_transaction, write)

    async def prune_posts(self, delivered_before: float) -> int:
        def write(con: sqlite3.Connection) -> int:
            # the newest row stays, delivered or not: a new post takes the largest id + 1 (no AUTOINCREMENT,
            # migration 4), so keeping it is what keeps post ids (and the nonces made of them) never reused
            return con.execute("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?"
                               " AND id < (SELECT MAX(id) FROM outbox)", (delivered_before,)).rowcount

        return await self._job(_transaction, write)

    # ---- one deliverer per channel, one budget per bot token (issue 25) ----
    async def take_queue(self, channel_id: int, holder: str, now: float, lease_until: float,
                         batch: int = 0) -> ChannelQueue:
        def write(con: sqlite3.Connection) -> ChannelQueue:
            row = con.execute(f"SELECT {QUEUE_COLUMNS} FROM channel_queues WHERE channel_id = ?",
                              (channel_id,)).fetchone()
            queue = ChannelQueue(channel_id) if row is None else _queue(row)
            if (queue.lease_until > now and queue.holder != holder) or queue.retry_at > now:
                return queue
            con.execute("INSERT INTO channel_queues (channel_id, holder, lease_until) VALUES (?, ?, ?) ON CONFLICT"
                        " (channel_id) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until",
                        (channel_id, holder, lease_until))
            rows = con.execute(PENDING_SQL.format(" AND channel_id = ?"), (channel_id, batch)).fetchall() if batch else []
            return replace(queue, taken=True, holder=holder, lease_until=lease_until,
                           posts=tuple(_post(r) for r in rows))

        return await self._job(_transaction, write)

    async def renew_queue(self, channel_id: int, holder: str, now: float, lease_until: float) -> bool:
        def write(con: sqlite3.Connection) -> bool:
            return con.execute("UPDATE channel_queues SET lease_until = ? WHERE channel_id = ? AND holder = ?"
                               " AND lease_until > ?", (lease_until, channel_id, holder, now)).rowcount == 1

        return await self._job(_transaction, write)

    async def release_queue(self, channel_id: int, holder: str) -> bool:
        def write(con: sqlite3.Connection) -> bool:
            return con.execute(RELEASE_SQL, (channel_id, holder, channel_id)).rowcount == 1

        return await self._job(_transaction, write)

    async def hold_queue(self, channel_id: int, holder: str, *, retry_at: float, pause: float,
                         problem: Json | None, alerted: bool, alerts: Sequence[NewPost] = ()) -> None:
        packed_posts = _post_rows(alerts)

        def write(con: sqlite3.Connection) -> None:
            held = con.execute("UPDATE channel_queues SET holder = NULL, lease_until = 0, retry_at = ?, pause = ?,"
                               " problem = ?, alerted = ? WHERE channel_id = ? AND holder = ?",
                               (retry_at, pause, None if problem is None else dump(problem), int(alerted),
                                channel_id, holder)).rowcount
            if held:  # (a holder that lost its lease tells nobody: the new holder decides)
                _insert_posts(con, None, None, None, packed_posts)

        await self._job(_transaction, write)

    async def queue_state(self, channel_id: int) -> ChannelQueue | None:
        rows = await self._read(f"SELECT {QUEUE_COLUMNS}, (SELECT COUNT(*) FROM outbox WHERE channel_id = ? AND"
                                " delivered_at IS NULL) FROM channel_queues WHERE channel_id = ?",
                                (channel_id, channel_id))
        return None if not rows else replace(_queue(rows[0]), waiting=int(rows[0][-1]))

    async def pending_queues(self, limit: int = 500) -> list[tuple[int, float]]:
        return [(int(r[0]), float(r[1])) for r in await self._read(PENDING_QUEUES_SQL, (limit,))]

    async def spend(self, name: str, rate: float, burst: float) -> float:
        def write(con: sqlite3.Connection) -> float:
            now = time.time()  # one machine's file: its own clock is every process's clock
            row = con.execute("SELECT tokens, at FROM budgets WHERE name = ?", (name,)).fetchone()
            tokens = burst if row is None else min(burst, row[0] + max(0.0, now - row[1]) * rate)
            tokens -= 1
            con.execute("INSERT INTO budgets (name, tokens, at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE"
                        " SET tokens = excluded.tokens, at = excluded.at", (name, tokens, now))
            return max(0.0, -tokens / rate)

        return await self._job(_transaction, write)

    # ---- server settings ----
    # ---- the players' index and their settings (issue 27) ----
    async def games_of(self, user_id: int) -> list[PlayerGame]:
        rows = await self._read(f"SELECT {SEAT_COLUMNS} FROM seat_index WHERE user_id = ?", (user_id,))
        return [_player_game(r) for r in rows]

    async def player_settings(self, user_id: int) -> Json:
        rows = await self._read("SELECT settings FROM player_settings WHERE user_id = ?", (user_id,))
        if not rows:
            return {}
        found = _load_json(rows[0][0], f"settings of player {user_id}")
        if not isinstance(found, dict):
            raise CorruptRow(f"settings of player {user_id}", "must be a JSON object")
        return found

    async def put_player_settings(self, user_id: int, settings: Json, at: float, *, takes_dms: bool = False) -> None:
        params = (user_id, dump(settings), int(takes_dms), at)

        def write(con: sqlite3.Connection) -> None:
            con.execute("INSERT INTO player_settings (user_id, settings, takes_dms, updated_at) VALUES (?, ?, ?, ?)"
                        " ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings,"
                        " takes_dms = excluded.takes_dms, updated_at = excluded.updated_at", params)

        await self._job(_transaction, write)

    async def settings(self, guild_id: int) -> GuildSettings:
        rows = await self._read("SELECT guild_id, moderator_role_id, default_deadline_seconds, language,"
                                " missed_turns_alert, extra FROM guild_settings WHERE guild_id = ?", (guild_id,))
        if not rows:
            return GuildSettings(guild_id)
        r = rows[0]
        extra = _load_json(r[5], f"settings of server {guild_id}")
        if not isinstance(extra, dict):
            raise CorruptRow(f"settings of server {guild_id}", "extra must be a JSON object")
        return GuildSettings(int(r[0]), r[1], r[2], str(r[3]), int(r[4]), extra)

    async def put_settings(self, settings: GuildSettings) -> None:
        params = (settings.guild_id, settings.moderator_role_id, settings.default_deadline_seconds, settings.language,
                  settings.missed_turns_alert, dump(settings.extra))

        def write(con: sqlite3.Connection) -> None:
            con.execute(
                "INSERT INTO guild_settings (guild_id, moderator_role_id, default_deadline_seconds, language,"
                " missed_turns_alert, extra) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " moderator_role_id = excluded.moderator_role_id,"
                " default_deadline_seconds = excluded.default_deadline_seconds, language = excluded.language,"
                " missed_turns_alert = excluded.missed_turns_alert, extra = excluded.extra", params)

        await self._job(_transaction, write)


# ---- what runs on the worker thread ----
def _fetch(con: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[Any]:
    return con.execute(sql, params).fetchall()


def _transaction(con: sqlite3.Connection, write: Callable[[sqlite3.Connection], T]) -> T:
    """One write transaction; rolled back on any error, so a failed write leaves nothing behind."""
    con.execute("BEGIN IMMEDIATE")
    try:
        result = write(con)
    except BaseException:
        con.rollback()
        raise
    con.commit()
    return result


def _log_row(e: NewLogEntry, version: int) -> tuple[Any, ...]:
    return (version if e.version is None else e.version, e.kind, dump(e.payload), e.actor_id, int(e.moderator), e.at)


POST_COLUMNS = ("id, game_id, channel_id, guild_id, kind, body, actor_id, created_at, sent, attempts, delivered_at,"
                " error")
PENDING_SQL = "SELECT " + POST_COLUMNS + " FROM outbox WHERE delivered_at IS NULL{} ORDER BY id LIMIT ?"


def _post(row: Sequence[Any]) -> Post:
    body = _load_json(row[5], f"post {row[0]}")
    if not isinstance(body, dict):
        raise CorruptRow(f"post {row[0]}", "body must be a JSON object")
    return Post(id=int(row[0]), game_id=row[1], channel_id=int(row[2]), guild_id=row[3], kind=str(row[4]), body=body,
                actor_id=row[6], created_at=float(row[7]), sent=int(row[8]), attempts=int(row[9]),
                delivered_at=row[10], error=row[11])


PostRow = tuple[int | None, int | None, str, str | bytes, int | None, float, int | None]


def _post_rows(posts: Sequence[NewPost]) -> list[PostRow]:
    """The posts' columns, their bodies encoded (and packed: a board's view is several KiB) off the worker thread."""
    return [(p.channel_id, p.guild_id, p.kind, pack(dump(p.body)), p.actor_id, p.at, p.for_user) for p in posts]


QUEUE_COLUMNS = "channel_id, holder, lease_until, retry_at, pause, problem, alerted"


def _queue(row: Sequence[Any]) -> ChannelQueue:
    return ChannelQueue(int(row[0]), False, row[1], float(row[2]), float(row[3]), float(row[4]),
                        None if row[5] is None else _load_json(row[5], f"channel queue {row[0]}"), bool(row[6]))


def _insert_posts(con: sqlite3.Connection, game_id: int | None, channel_id: int | None, guild_id: int | None,
                  posts: list[PostRow]) -> None:
    rows = [(game_id, c if c is not None else channel_id, g if g is not None else guild_id, kind, body, actor, at)
            for c, g, kind, body, actor, at, user in posts if user is None]
    if len(rows) == 1:
        con.execute(INSERT_POST, rows[0])
    elif rows:
        con.executemany(INSERT_POST, rows)
    if len(rows) < len(posts):  # a player's notices: only for a player who takes them (in order, after the rest)
        con.executemany(INSERT_NOTICE, [
            (game_id, c if c is not None else channel_id, g if g is not None else guild_id, kind, body, actor, at, user)
            for c, g, kind, body, actor, at, user in posts if user is not None])


def _insert_log(con: sqlite3.Connection, game_id: int, rows: list[tuple[Any, ...]]) -> None:
    if rows:
        con.executemany(INSERT_LOG, [(game_id, *r) for r in rows])


def _prepare(con: sqlite3.Connection, path: str, synchronous: str, migrations: list[tuple[int, str, list[str]]],
             deadline: float) -> tuple[int, ...]:
    """Everything `open` does on the connection, retried while another opener holds a lock, up to `deadline`.

    Switching to WAL needs an exclusive lock, and SQLite refuses it at once ("database is locked", without
    waiting for the busy timeout) when waiting could deadlock with another connection doing the same; so
    a busy refusal is retried after a short random pause. Every step is idempotent: a retry repeats it.
    """
    def steps() -> tuple[int, ...]:
        # a new file only (ignored once it has tables; older files keep the 8 KiB pages they were made with)
        con.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        con.execute("PRAGMA journal_mode = WAL")
        con.execute(f"PRAGMA synchronous = {synchronous}")
        con.execute("PRAGMA foreign_keys = ON")
        return _migrate(con, migrations, path)

    pause = 0.002
    while True:
        try:
            return steps()
        except sqlite3.OperationalError as e:
            if con.in_transaction:
                con.rollback()
            if not _busy(e) or time.monotonic() + pause > deadline:
                raise
        time.sleep(random.uniform(pause / 2, pause))
        pause = min(pause * 2, 0.1)


SEAT_COLUMNS = ("user_id, game_id, guild_id, channel_id, game_type, status, colour, turn, deadline_at, info,"
                " updated_at")
SeatValues = tuple[int, str | None, int, float | None, str]


def _seat_rows(seats: Sequence[SeatRow]) -> list[SeatValues]:
    return [(s.user_id, s.colour, int(s.turn), s.deadline_at, dump(s.info)) for s in seats]


def _write_seats(con: sqlite3.Connection, game_id: int, known: Fixed, status: str, at: float,
                 seats: list[SeatValues]) -> None:
    """The game's rows in the players' index, replaced as a whole (none once it is finished)."""
    con.execute("DELETE FROM seat_index WHERE game_id = ?", (game_id,))
    if status == FINISHED or not seats:
        return
    guild_id, channel_id, game_type, _ = known
    con.executemany("INSERT OR REPLACE INTO seat_index (user_id, game_id, guild_id, channel_id, game_type, status,"
                    " colour, turn, deadline_at, info, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(u, game_id, guild_id, channel_id, game_type, status, c, t, d, i, at) for u, c, t, d, i in seats])


def _player_game(r: Any) -> PlayerGame:
    info = _load_json(r[9], f"index row of game {r[1]}")
    return PlayerGame(int(r[0]), int(r[1]), r[2], int(r[3]), str(r[4]), str(r[5]), r[6], bool(r[7]),
                      None if r[8] is None else float(r[8]), info if isinstance(info, dict) else {}, float(r[10]))


def _busy(e: sqlite3.OperationalError) -> bool:
    """SQLITE_BUSY or SQLITE_LOCKED (any extended code): another connection holds the lock for now."""
    code = getattr(e, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(e) or "busy" in str(e)


def _migrate(con: sqlite3.Connection, migrations: list[tuple[int, str, list[str]]], path: str) -> tuple[int, ...]:
    """Bring the schema up to date in one write transaction, so exactly one of several openers migrates; the
    versions it applied (none when the schema was current, or another opener got there first)."""
    known = max((v for v, _, _ in migrations), default=0)

    def current(c: sqlite3.Connection) -> int | None:
        if not c.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").fetchall():
            return None
        now = int(c.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetchone()[0])
        if now > known:
            raise SchemaTooNew(f"{path} has schema version {now}; this bot knows up to {known}")
        return now

    if current(con) == known:  # the usual start: nothing to do, and no write lock taken
        return ()

    def apply(c: sqlite3.Connection) -> tuple[int, ...]:
        # re-read under the write lock: another process may have migrated meanwhile
        c.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                  "version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)")
        now = current(c) or 0
        done = []
        for version, description, statements in sorted(migrations):
            if version <= now:
                continue
            for sql in statements:
                c.execute(sql)
            c.execute("INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, datetime('now'))",
                      (version, description))
            done.append(version)
        return tuple(done)

    return _transaction(con, apply)


async def _thread_gone(conn: aiosqlite.Connection, timeout: float = 5.0) -> None:
    """Wait until the connection's worker thread has ended (it ends right after closing), so that a closed or
    failed store leaves no thread behind, not even for a moment. aiosqlite keeps the thread in `_thread`
    (before 0.21 the connection was the thread itself)."""
    thread = getattr(conn, "_thread", conn)
    if not isinstance(thread, threading.Thread) or thread is threading.current_thread():
        return
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while thread.is_alive() and loop.time() < end:
        await asyncio.sleep(0.001)
