"""The asyncpg store: the same `GameStore` as the SQLite store, over one PostgreSQL database shared by every
bot process.

- A connection pool; every write is one statement, hence one short transaction: `create_game` and `commit`
  write the row, its log entries and the snapshot with data-modifying CTEs, so a write costs one round trip
  and can never be left half done.
- `commit` is a compare-and-set on the version (`UPDATE ... WHERE id = $1 AND version = $2`): a stale write
  changes nothing and raises `StaleVersion`.
- `claim_due` picks due games with `FOR UPDATE SKIP LOCKED`, so two processes sweeping at the same moment
  never claim the same game; a claim is a lease (`claimed_until`) that a commit clears.
- JSONB for log payloads, snapshots and extra settings. JSONB cannot hold the character U+0000,
  unpaired surrogates or NaN/Infinity: such a write raises `StoreError` and writes nothing. A game's row is
  the hot one (migration 4): its state is bytea, JSON text packed here with lz4 when large (store/packing.py,
  as the SQLite store keeps it), its metadata the JSON text written here, and the row is never toasted below
  8 KiB, so that a commit costs the server less than a bare upsert of the state as JSONB (issue 16). Outbox
  bodies are JSON text too (migration 6): read back whole, never queried inside.
- `set_timers` moves only the deadline and reminder (same version, compare-and-set), clearing any claim.
- Migrations (store/postgres_schema.py) run at `open` under an advisory lock, all in one transaction, so
  several processes starting together migrate once.
- `schema=`: every table lives in that schema (created if missing; the pool's `search_path`), so several
  bots, or tests, can share one database.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, TypeVar

import asyncpg

from jsontypes import Json
from store.errors import ChannelBusy, CorruptRow, SchemaTooNew, StaleVersion, StoreError
from store.interface import OpenedWith
from store.packing import dump, pack_bytes, parse, unpacked
from store.pending import base_version, check_keep, pending_of
from store.postgres_schema import INDEX_SEATS, MIGRATIONS
from store.records import (
    FINISHED,
    RUNNING,
    STATUSES,
    TABLES,
    ChannelQueue,
    DueGame,
    GameChange,
    GameHistory,
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
    due_at,
)
from store.secrets import redact

GAME_COLUMNS = (
    "id, guild_id, channel_id, game_type, status, version, meta, base_state, deadline_at, remind_at, created_at,"
    " updated_at"
)
# a game's row with the log entries its state is behind by (GameRecord.pending, store/pending.py): the newest
# `version - base_version` entries, read in the same statement (one snapshot), oldest first
GAME_READ = ("SELECT " + ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(",")) + """, g.base_version,
       t.versions, t.payloads
FROM games g LEFT JOIN LATERAL (
    SELECT array_agg(a.version ORDER BY a.seq) AS versions, array_agg(a.payload::text ORDER BY a.seq) AS payloads
    FROM (SELECT version, payload, seq FROM actions WHERE game_id = g.id AND g.base_version < g.version
          ORDER BY seq DESC LIMIT g.version - g.base_version) a
) t ON true""")
ACTIVE = "status IN ('lobby', 'running')"  # spelled exactly as in the partial unique index, so it is used
SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")

# the log entries of one write, as parallel arrays, in order (ORDINALITY keeps their order in `seq`); an entry
# without a version of its own gets the version the write produces
LOG_ROWS = ("unnest({0}::text[], {1}::jsonb[], {2}::bigint[], {3}::boolean[], {4}::float8[], {5}::integer[])"
            " WITH ORDINALITY AS e (kind, payload, actor_id, moderator, at, version, n)")

# the posts of one write (the outbox), as parallel arrays, in order
POST_ROWS = ("unnest({0}::text[], {1}::float8[], {2}::bigint[], {3}::bigint[], {4}::bigint[], {5}::text[])"
             " WITH ORDINALITY AS p (body, at, channel_id, guild_id, actor_id, kind, n)")
POST_COLUMNS = ("id, game_id, channel_id, guild_id, kind, body, actor_id, created_at, sent, attempts, delivered_at,"
                " error")


def _posts_of_u(first: int) -> str:
    """The outbox insert of a write that updates one game (CTE `u`), shared by commit and set_timers: its posts
    are parameters `first` to `first + 5`, each to the game's own channel and guild unless the post names one."""
    rows = POST_ROWS.format(*(f"${n}" for n in range(first, first + 6)))
    return f"""    INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
    SELECT u.id, COALESCE(p.channel_id, u.channel_id), COALESCE(p.guild_id, u.guild_id), p.kind, p.body,
           p.actor_id, p.at
    FROM u, {rows}
    ORDER BY p.n
"""



# the game's row of a commit, at the expected version ($1, $2): both commit statements start with it. A change
# that keeps the stored state (GameChange.keep_state, $6 then NULL) leaves base_state and base_version as they are
_UPDATE_GAME = """WITH u AS (
    UPDATE games SET status = $3, version = $4::integer, meta = $5::text, {state}, deadline_at = $7,
                     remind_at = $8, due_at = $9, claimed_until = NULL, updated_at = $10::float8
    WHERE id = $1 AND version = $2
    RETURNING id, guild_id, channel_id, game_type, created_at
)"""
_WRITE_STATE = "base_state = $6::bytea, base_version = CASE WHEN $6::bytea IS NOT NULL THEN $4::integer END"
_KEEP_STATE = "base_state = COALESCE($6::bytea, base_state)"  # ($6 is NULL here: the stored state and its version stay)

COMMIT_SQL = """
{update}, l AS (
    INSERT INTO actions (game_id, version, kind, payload, actor_id, moderator, at)
    SELECT u.id, COALESCE(e.version, $4::integer), e.kind, e.payload, e.actor_id, e.moderator, e.at
    FROM u, {log}
    ORDER BY e.n
), s AS (
    INSERT INTO snapshots (game_id, version, phase, round, state, parent, at)
    SELECT u.id, $4::integer, $17::text, $18::integer, $19::jsonb, $20::integer, $10::float8
    FROM u WHERE $19::jsonb IS NOT NULL
), o AS (
{posts})
SELECT guild_id, channel_id, game_type, created_at FROM u
"""

# the usual commit, a move within a turn: one log entry, one post, no snapshot; the same writes as COMMIT_SQL
# with plain parameters instead of arrays to unnest (less to encode here, less to plan and run there)
COMMIT_ONE_SQL = """
{update}, l AS (
    INSERT INTO actions (game_id, version, kind, payload, actor_id, moderator, at)
    SELECT u.id, COALESCE($16::integer, $4::integer), $11::text, $12::jsonb, $13::bigint, $14::boolean, $15::float8
    FROM u
), o AS (
    INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
    SELECT u.id, COALESCE($19::bigint, u.channel_id), COALESCE($20::bigint, u.guild_id), $22::text, $17::text,
           $21::bigint, $18::float8
    FROM u
)
SELECT guild_id, channel_id, game_type, created_at FROM u
"""
# (whether the change keeps the stored state, whether it is the usual one-entry one-post shape) -> statement
_COMMITS = {(keep, one): (COMMIT_ONE_SQL if one else COMMIT_SQL).format(
    update=_UPDATE_GAME.format(state=_KEEP_STATE if keep else _WRITE_STATE),
    log=LOG_ROWS.format("$11", "$12", "$13", "$14", "$15", "$16"), posts=_posts_of_u(21))
    for keep in (False, True) for one in (False, True)}
SEAT_ARRAYS = "$%d::bigint[], $%d::text[], $%d::boolean[], $%d::float8[], $%d::text[]"
_LAST_SELECT = "\nSELECT guild_id, channel_id, game_type, created_at FROM u\n"


def _seats_of(game: str, first: int, status: str, at: str, place: str) -> str:
    """CTEs replacing a game's rows in the players' index (issue 27) in the statement that writes the game: the
    rows are parameters `first` to `first + 4`; a finished game (`status`) keeps none. `game` is the CTE with the
    game's id, `place` its guild, channel and game type."""
    arrays = SEAT_ARRAYS % tuple(range(first, first + 5))
    return f""", d AS (
    DELETE FROM seat_index WHERE game_id = (SELECT id FROM {game})
        AND NOT (user_id = ANY(${first}::bigint[]) AND {status} <> 'finished')
), i AS (
    INSERT INTO seat_index (user_id, game_id, guild_id, channel_id, game_type, status, colour, turn, deadline_at, info,
                            updated_at)
    SELECT x.user_id, {game}.id, {place}, {status}, x.colour, x.turn, x.deadline_at, x.info, {at}
    FROM {game}, unnest({arrays}) AS x(user_id, colour, turn, deadline_at, info)
    WHERE {status} <> 'finished'
    ON CONFLICT (user_id, game_id) DO UPDATE SET status = excluded.status, colour = excluded.colour,
        turn = excluded.turn, deadline_at = excluded.deadline_at, info = excluded.info, updated_at = excluded.updated_at
)"""


# the same commits, writing the game's rows in the players' index too (a change of seat, turn, phase or deadline)
_COMMITS_SEATS = {(keep, one): sql.replace(_LAST_SELECT, _seats_of("u", 23 if one else 27, "$3::text", "$10::float8",
                                                                   "u.guild_id, u.channel_id, u.game_type")
                                           + _LAST_SELECT)
                  for (keep, one), sql in _COMMITS.items()}
assert all(_LAST_SELECT in sql for sql in _COMMITS.values())


def _notices_of(first: int) -> str:
    """A CTE writing a write's players' notices (`NewPost.for_user`, issue 27) for the game of CTE `u`, only for the
    players who take them: parameters `first` to `first + 6`."""
    arrays = ", ".join(f"${n}::{t}[]" for n, t in zip(range(first, first + 7),
                                                       ("text", "float8", "bigint", "bigint", "bigint", "text", "bigint"),
                                                       strict=True))
    return f""", n AS (
    INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
    SELECT u.id, COALESCE(p.channel_id, u.channel_id), COALESCE(p.guild_id, u.guild_id), p.kind, p.body,
           p.actor_id, p.at
    FROM u, unnest({arrays}) WITH ORDINALITY AS p (body, at, channel_id, guild_id, actor_id, kind, for_user, n)
    WHERE EXISTS (SELECT 1 FROM player_settings s WHERE s.user_id = p.for_user AND s.takes_dms)
    ORDER BY p.n
)"""


@functools.cache
def _with_notices(sql: str, first: int, last_select: str) -> str:
    """`sql` (a write of one game, CTE `u`) writing the notices too (their parameters from `first`)."""
    assert last_select in sql
    return sql.replace(last_select, _notices_of(first) + last_select)


def _notice_arrays(posts: Sequence[NewPost]) -> tuple[list[Any], ...]:
    return (*_post_arrays(posts), [p.for_user for p in posts])

CREATE_SQL = f"""
WITH g AS (
    INSERT INTO games (guild_id, channel_id, game_type, status, version, meta, base_state, base_version, deadline_at,
                       remind_at, due_at, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5::integer, $6::text, $7::bytea, CASE WHEN $7::bytea IS NOT NULL THEN $5::integer END,
            $8, $9, $10, $11::float8, $11::float8)
    RETURNING id
), l AS (
    INSERT INTO actions (game_id, version, kind, payload, actor_id, moderator, at)
    SELECT g.id, COALESCE(e.version, $5::integer), e.kind, e.payload, e.actor_id, e.moderator, e.at
    FROM g, {LOG_ROWS.format("$12", "$13", "$14", "$15", "$16", "$17")}
    ORDER BY e.n
), o AS (
    INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
    SELECT g.id, COALESCE(p.channel_id, $2), COALESCE(p.guild_id, $1), p.kind, p.body, p.actor_id, p.at
    FROM g, {POST_ROWS.format("$18", "$19", "$20", "$21", "$22", "$23")}
    ORDER BY p.n
){_seats_of("g", 24, "$4::text", "$11::float8", "$1::bigint, $2::bigint, $3::text")}
SELECT id FROM g
"""

TIMERS_SQL = f"""
WITH u AS (
    UPDATE games SET deadline_at = $3, remind_at = $4, due_at = CASE WHEN status = 'running' THEN $5::float8 END,
                     claimed_until = NULL
    WHERE id = $1 AND version = $2
    RETURNING id, channel_id, guild_id
), o AS (
{_posts_of_u(6)})
SELECT id FROM u
"""

ADD_POSTS_SQL = f"""
INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
SELECT NULL, p.channel_id, p.guild_id, p.kind, p.body, p.actor_id, p.at
FROM {POST_ROWS.format("$1", "$2", "$3", "$4", "$5", "$6")}
ORDER BY p.n
"""

# a part once accepted stays accepted, a delivered post stays delivered, whatever order the updates come in
PROGRESS_SQL = ("UPDATE outbox SET sent = GREATEST(sent, $2), delivered_at = COALESCE(delivered_at, $3),"
                " error = CASE WHEN delivered_at IS NULL THEN $4 ELSE error END, attempts = attempts + $5 WHERE id = $1")
QUEUE_COLUMNS = "channel_id, holder, lease_until, retry_at, pause, problem, alerted"
# Taken if free (lapsed, or ours) and due; a lease held elsewhere or a retry time to come leaves the row as it is
# (ON CONFLICT ... WHERE locks it and re-checks the newest version, so two takers never both win).
TAKE_SQL = f"""
WITH t AS (
    INSERT INTO channel_queues AS q (channel_id, holder, lease_until) VALUES ($1, $2, $4)
    ON CONFLICT (channel_id) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until
    WHERE (q.lease_until <= $3 OR q.holder = $2) AND q.retry_at <= $3
    RETURNING {QUEUE_COLUMNS}, true AS taken
)
, q AS (
    SELECT * FROM t
    UNION ALL
    SELECT {QUEUE_COLUMNS}, false FROM channel_queues WHERE channel_id = $1 AND NOT EXISTS (SELECT 1 FROM t)
)
SELECT q.*, o.* FROM q LEFT JOIN LATERAL (
    SELECT {POST_COLUMNS} FROM outbox WHERE channel_id = $1 AND delivered_at IS NULL AND q.taken ORDER BY id LIMIT $5
) o ON true
"""
# Released only with nothing pending: under READ COMMITTED a post committed before this statement is seen, and a
# taker that comes after it waits on this row's lock and then finds the lease free.
RELEASE_SQL = """
UPDATE channel_queues SET holder = NULL, lease_until = 0, retry_at = 0, pause = 0, problem = NULL, alerted = false
WHERE channel_id = $1 AND holder = $2 AND NOT EXISTS (SELECT 1 FROM outbox WHERE channel_id = $1 AND delivered_at IS NULL)
"""
HOLD_SQL = f"""
WITH h AS (
    UPDATE channel_queues SET holder = NULL, lease_until = 0, retry_at = $3, pause = $4, problem = $5, alerted = $6
    WHERE channel_id = $1 AND holder = $2 RETURNING 1
)
INSERT INTO outbox (game_id, channel_id, guild_id, kind, body, actor_id, created_at)
SELECT NULL, p.channel_id, p.guild_id, p.kind, p.body, p.actor_id, p.at
FROM {POST_ROWS.format("$7", "$8", "$9", "$10", "$11", "$12")}
WHERE EXISTS (SELECT 1 FROM h)
ORDER BY p.n
"""
# per channel, not per post: a thousand posts waiting in one channel cannot hide another channel's one
PENDING_QUEUES_SQL = """
SELECT o.channel_id, GREATEST(COALESCE(q.lease_until, 0), COALESCE(q.retry_at, 0)) AS due FROM (
    SELECT channel_id, MIN(id) AS first FROM outbox WHERE delivered_at IS NULL GROUP BY channel_id
) o LEFT JOIN channel_queues q ON q.channel_id = o.channel_id
ORDER BY due, o.first LIMIT $1
"""
# the server's clock, the same for every process on every host
SPEND_SQL = """
INSERT INTO budgets AS b (name, tokens, at) VALUES ($1, $3 - 1, extract(epoch FROM clock_timestamp()))
ON CONFLICT (name) DO UPDATE
SET tokens = LEAST($3, b.tokens + GREATEST(0, extract(epoch FROM clock_timestamp()) - b.at) * $2) - 1,
    at = extract(epoch FROM clock_timestamp())
RETURNING tokens
"""

RENEW_SQL = ("UPDATE channel_queues SET lease_until = $4 WHERE channel_id = $1 AND holder = $2"
             " AND lease_until > $3")
# Delivery's writes that a second run after an unknown outcome leaves as the first did (so a cut costs them no
# `SELECT 1` first): progress only moves forward; taking or renewing a lease one holds already changes nothing;
# a release or a hold needs the lease, which the first run gave up; a budget's token taken twice only slows.
REPEATABLE = frozenset({PROGRESS_SQL, TAKE_SQL, RENEW_SQL, RELEASE_SQL, HOLD_SQL, SPEND_SQL})

CLAIM_SQL = """
WITH due AS (
    SELECT id FROM games
    WHERE due_at IS NOT NULL AND due_at <= $1 AND status = 'running' AND (claimed_until IS NULL OR claimed_until <= $1)
    ORDER BY due_at LIMIT $3
    FOR UPDATE SKIP LOCKED
)
UPDATE games SET claimed_until = $2 FROM due WHERE games.id = due.id
RETURNING games.id, games.channel_id, games.version, games.deadline_at, games.remind_at, games.due_at
"""


def _state(state: Any) -> bytes:
    """A game's state as its bytea column holds it (migration 4): packed here, so the server neither parses nor
    compresses it. Text that is not valid UTF-8 cannot be stored: StoreError, nothing written."""
    try:
        return pack_bytes(dump(state))
    except UnicodeEncodeError as e:
        raise StoreError(f"a state that cannot be stored ({e.reason})") from None


def _queue(row: Any) -> ChannelQueue:
    problem = None if row[5] is None else parse(row[5])
    return ChannelQueue(int(row[0]), False, row[1], float(row[2]), float(row[3]), float(row[4]), problem, bool(row[6]))


def _load_object(text: Any, what: str, packed: bool = False) -> dict[str, Any]:
    """A JSONB value (asyncpg hands it over as text) that must be a JSON object; `packed`: a bytea state."""
    if not isinstance(text, bytes if packed else str):
        raise CorruptRow(what, f"expected {'a packed state' if packed else 'JSON text'}, found {type(text).__name__}")
    try:
        data = parse(unpacked(text) if packed else text)
    except ValueError as e:  # (a broken lz4 block or unknown packing is a ValueError too)
        raise CorruptRow(what, f"invalid JSON ({e})") from None
    if not isinstance(data, dict):
        raise CorruptRow(what, f"must be a JSON object, found {type(data).__name__}")
    return data


def _game(row: asyncpg.Record) -> GameRecord:
    """A record from a GAME_READ row: the columns, then base_version and the log entries it is behind by."""
    what = f"game {row[0]}"
    if row[4] not in STATUSES:
        raise CorruptRow(what, f"unknown status {row[4]!r}")
    version, state = int(row[5]), None if row[7] is None else _load_object(row[7], what + " state", packed=True)
    tail = list(zip(reversed(row[13] or []), reversed(row[14] or []), strict=True))
    return GameRecord(
        id=int(row[0]), guild_id=row[1], channel_id=int(row[2]), game_type=str(row[3]), status=str(row[4]),
        version=version, meta=_load_object(row[6], what + " meta"), state=state,
        deadline_at=row[8], remind_at=row[9], created_at=float(row[10]), updated_at=float(row[11]),
        pending=pending_of(what, version, None if state is None else row[12],
                           [(v, _load_object(p, f"{what} log payload")) for v, p in tail]),
    )


def _log_entry(row: asyncpg.Record) -> LogEntry:
    return LogEntry(seq=int(row[0]), game_id=int(row[1]), version=int(row[2]), kind=str(row[3]),
                    payload=_load_object(row[4], f"log entry {row[0]} payload"), actor_id=row[5],
                    moderator=bool(row[6]), at=float(row[7]))


def _snapshot(row: asyncpg.Record) -> Snapshot:
    return Snapshot(game_id=int(row[0]), version=int(row[1]), phase=str(row[2]), round=int(row[3]),
                    state=_load_object(row[4], f"snapshot {row[0]}/{row[1]} state"), parent=row[5],
                    at=float(row[6]))


LogArrays = tuple[list[str], list[str], list[int | None], list[bool], list[float], list[int | None]]


def _post_arrays(posts: Sequence[NewPost]) -> tuple[list[Any], ...]:
    return ([dump(p.body) for p in posts], [p.at for p in posts], [p.channel_id for p in posts],
            [p.guild_id for p in posts], [p.actor_id for p in posts], [p.kind for p in posts])


def _seat_arrays(seats: Sequence[SeatRow]) -> tuple[list[Any], ...]:
    return ([s.user_id for s in seats], [s.colour for s in seats], [s.turn for s in seats],
            [s.deadline_at for s in seats], [dump(s.info) for s in seats])


def _player_game(r: asyncpg.Record) -> PlayerGame:
    return PlayerGame(int(r[0]), int(r[1]), r[2], int(r[3]), str(r[4]), str(r[5]), r[6], bool(r[7]),
                      None if r[8] is None else float(r[8]), _load_object(r[9], f"index row of game {r[1]}"),
                      float(r[10]))


def _post(row: Any) -> Post:
    body = _load_object(row[5], f"post {row[0]}")
    return Post(id=int(row[0]), game_id=row[1], channel_id=int(row[2]), guild_id=row[3], kind=str(row[4]), body=body,
                actor_id=row[6], created_at=float(row[7]), sent=int(row[8]), attempts=int(row[9]),
                delivered_at=row[10], error=row[11])


def _log_arrays(log: Sequence[NewLogEntry]) -> LogArrays:
    return ([e.kind for e in log], [dump(e.payload) for e in log], [e.actor_id for e in log],
            [e.moderator for e in log], [e.at for e in log], [e.version for e in log])


@contextmanager
def _unstorable(what: str) -> Iterator[None]:
    """Data PostgreSQL refuses (NUL characters, NaN in JSONB, ...) becomes a StoreError; nothing was written."""
    try:
        yield
    except (asyncpg.DataError, UnicodeEncodeError) as e:
        raise StoreError(f"{what}: PostgreSQL cannot store this data ({e})") from None


async def _keep_session(con: asyncpg.Connection) -> None:
    """What the pool does to a connection given back, besides rolling back an open transaction: nothing.

    The default (RESET ALL, UNLISTEN, CLOSE ALL, unlock advisory locks) costs one more round trip per query,
    and this store never changes session state: no SET, LISTEN, cursors or session-level advisory locks.
    """


T = TypeVar("T")


def _unsent(e: BaseException) -> bool:
    """Whether a statement failed before any of it was written to the server, so running it again cannot apply it
    twice: the connection was already closed (InterfaceError, not the DataError of bad arguments), or the server's
    farewell (its FATAL) had been read but the socket not yet seen closed, so asyncpg refused to start
    (InternalClientError "cannot switch to state ...", raised before it writes)."""
    if isinstance(e, asyncpg.InterfaceError):
        return not isinstance(e, asyncpg.DataError)
    return type(e) is asyncpg.InternalClientError and str(e).startswith("cannot switch to state")


def _server_ended(e: BaseException) -> bool:
    """Whether the server ended the session (its FATAL, such as 57P01 after pg_terminate_backend or 57P02/57P03 at
    a shutdown, is the error or its cause). A backend that has said FATAL commits nothing more: it exits."""
    seen: BaseException | None = e
    for _ in range(3):
        if seen is None:
            return False
        if isinstance(seen, asyncpg.PostgresError) and getattr(seen, "severity", None) in ("FATAL", "PANIC"):
            return True
        seen = seen.__cause__
    return False


def _lost(e: BaseException) -> bool:
    """Whether a statement failed because its connection went away (rather than the server refusing it, or a
    time limit passing)."""
    return (_unsent(e) or _server_ended(e) or isinstance(e, asyncpg.PostgresConnectionError)
            or (isinstance(e, OSError) and not isinstance(e, TimeoutError)))


def _is_read(query: str) -> bool:
    """A statement safe to run again whatever became of the first try: the store's reads start with SELECT (its
    writes with WITH, INSERT, UPDATE, DELETE or TRUNCATE), and the delivery's writes that a second run leaves as
    the first did (`REPEATABLE`)."""
    return query.lstrip()[:6].upper() == "SELECT" or query in REPEATABLE


class _Pool(asyncpg.Pool):
    """The asyncpg pool, whose shortcuts (fetch, fetchrow, fetchval, execute) do not fail for a connection cut
    while it was idle (issue 25).

    The pool checks a connection only for being closed when it hands it out, and a cut reaches this process a
    moment after it happens: the first statements after a cut find their connections going. A read runs again on
    another connection after any loss of its connection. A write first asks its connection whether it is alive
    (`SELECT 1`, one round trip: the store's writes other than commits are few, beside a Discord request each),
    and that question runs again like a read; the write itself runs again only if it never left this process
    (`_unsent`): a write whose connection went while it was on its way has an unknown outcome, and running it
    again could apply it twice. (Commits skip the question and settle their failures themselves:
    PostgresStore._commit_row.) Each failure proves one connection dead and the pool replaces it, so a call
    tries at most max_size + 1 connections.
    """

    async def _again(self, query: str, run: Callable[[Any], Awaitable[T]]) -> T:
        read, tries = _is_read(query), 0
        while True:
            async with self.acquire() as con:
                on_its_way = False  # whether the write itself (not the question before it) may have been sent
                try:
                    if not read:
                        await con.execute("SELECT 1")
                        on_its_way = True
                    return await run(con)
                except Exception as e:
                    tries += 1
                    if tries > self.get_max_size() or not (_unsent(e) or (not on_its_way and _lost(e))):
                        raise

    async def execute(self, query: str, *args: Any, timeout: float | None = None) -> str:
        return await self._again(query, lambda con: con.execute(query, *args, timeout=timeout))

    async def fetch(self, query: str, *args: Any, timeout: float | None = None,
                    record_class: Any = None) -> list[Any]:
        return await self._again(query, lambda con: con.fetch(query, *args, timeout=timeout,
                                                              record_class=record_class))

    async def fetchval(self, query: str, *args: Any, column: int = 0, timeout: float | None = None) -> Any:
        return await self._again(query, lambda con: con.fetchval(query, *args, column=column, timeout=timeout))

    async def fetchrow(self, query: str, *args: Any, timeout: float | None = None, record_class: Any = None) -> Any:
        return await self._again(query, lambda con: con.fetchrow(query, *args, timeout=timeout,
                                                                 record_class=record_class))


def _usable(con: Any) -> bool:
    """Whether a connection taken from the pool is still ours and open (the pool takes back a lost one)."""
    try:
        return not con.is_closed()
    except asyncpg.InterfaceError:  # released back to the pool
        return False


class PostgresStore(OpenedWith):
    """`GameStore` over a PostgreSQL database (asyncpg pool)."""

    def __init__(self, dsn: str, *, schema: str | None = None, min_size: int = 1, max_size: int = 10,
                 migrations: list[tuple[int, str, list[str]]] | None = None,
                 connect_kwargs: dict[str, Any] | None = None) -> None:
        if schema is not None and not SCHEMA_NAME.match(schema):
            raise StoreError(f"schema name {schema!r}: use lower-case letters, digits and _ (at most 63)")
        self.dsn = dsn
        self.schema = schema
        self.min_size = min_size
        self.max_size = max_size
        self.migrations = MIGRATIONS if migrations is None else migrations
        self.connect_kwargs = dict(connect_kwargs or {})
        self._pool: asyncpg.Pool | None = None
        # one connection kept for commits: a player's action skips the pool's acquire and release (~100 us of
        # this process's CPU); a commit that finds it busy uses the pool as before
        self._commit_con: Any = None
        self._commit_busy = False

    # ---- lifecycle ----
    async def open(self) -> None:
        if self._pool is not None:
            return
        settings = {"application_name": "mali-powstancy-bot"}
        if self.schema is not None:
            settings["search_path"] = self.schema
        try:
            # asyncpg.create_pool's defaults, with its pool class replaced by ours (connect_kwargs may change them)
            options: dict[str, Any] = {"max_queries": 50000, "max_inactive_connection_lifetime": 300.0, "loop": None,
                                       "connection_class": asyncpg.Connection, "record_class": asyncpg.Record}
            pool = await _Pool(self.dsn, min_size=self.min_size, max_size=self.max_size, server_settings=settings,
                               reset=_keep_session, **{**options, **self.connect_kwargs})
        except (OSError, asyncpg.PostgresError) as e:
            raise StoreError(f"cannot connect to PostgreSQL ({redact(str(e))})") from e
        try:
            await self._migrate(pool)
        except BaseException:
            await pool.close()
            raise
        self._pool = pool

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            con = self._commit_con
            if con is not None and not self._commit_busy:  # a busy one goes back when its commit ends
                self._commit_con = None
                await pool.release(con)
            await pool.close()

    async def _commit_row(self, sql: str, args: Sequence[Any]) -> Any:
        """The commit statement's row ($1 and $2 are the game and the version it expects).

        A commit whose connection was cut is run again (on another connection) only when it cannot have been
        applied: it never left this process (`_unsent`), or the server ended that session (its FATAL: that backend
        commits nothing more) and the game is still at the expected version, read afterwards on another
        connection. A commit whose outcome stays unknown (the connection lost without a word from the server, or the
        game moved on meanwhile) is never run again: its compare-and-set would refuse it as StaleVersion, and the
        service would then reload the game and play the move again on top of itself. Costs nothing until a
        commit fails.
        """
        tries = 0
        while True:
            try:
                return await (self._kept_row(sql, args) if tries == 0 else self._pool_row(sql, args))
            except Exception as e:
                tries += 1
                unapplied = _unsent(e) or (_server_ended(e) and await self._at_version(*args[:2]))
                if tries > self.max_size or not unapplied:
                    raise

    async def _pool_row(self, sql: str, args: Sequence[Any]) -> Any:
        """The commit statement's row through the pool, without _Pool's question before writes: a commit settles
        its failures itself (above), so it costs one round trip however it goes."""
        return await asyncpg.Pool.fetchrow(self.pool, sql, *args)

    async def _at_version(self, game_id: int, version: int) -> bool:
        found = await self.pool.fetchval("SELECT version FROM games WHERE id = $1", game_id)
        return found is not None and int(found) == version

    async def _kept_row(self, sql: str, args: Sequence[Any]) -> Any:
        """The commit statement's row, over the kept connection when it is free (else through the pool)."""
        pool = self.pool
        if self._commit_busy or self.max_size < 2:  # with one connection, keeping it would starve the rest
            return await self._pool_row(sql, args)
        self._commit_busy = True
        try:
            con = self._commit_con
            if con is None or not _usable(con):
                self._commit_con = None
                if con is not None:
                    await pool.release(con)  # (nothing to do if the pool took it back already)
                con = self._commit_con = await pool.acquire()
            try:
                return await con.fetchrow(sql, *args)
            except BaseException as e:
                if isinstance(e, asyncpg.PostgresError) and not _lost(e):
                    raise  # the server refused the statement: the connection is fine
                # lost, cancelled or timed out: the pool decides what becomes of it
                if self._commit_con is con:
                    self._commit_con = None
                await pool.release(con)
                raise
        finally:
            self._commit_busy = False
            con = self._commit_con
            if con is not None and self._pool is None:  # the store closed meanwhile: give it back
                self._commit_con = None
                await pool.release(con)

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise StoreError("the store is not open")
        return self._pool

    # ---- schema ----
    async def _migrate(self, pool: asyncpg.Pool) -> None:
        known = max((v for v, _, _ in self.migrations), default=0)
        async with pool.acquire() as con, con.transaction():
            # one migrator at a time per schema; the lock ends with the transaction
            await con.execute("SELECT pg_advisory_xact_lock(hashtext('mali-store-migrate:' ||"
                              " current_setting('search_path')))")
            if self.schema is not None:
                await con.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
            await con.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                              " description TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())")
            current = int(await con.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))
            if current > known:
                where = f"schema {self.schema}" if self.schema else "the database"
                raise SchemaTooNew(f"{where} has schema version {current}; this bot knows up to {known}")
            for version, description, statements in sorted(self.migrations):
                if version <= current:
                    continue
                for sql in statements:
                    await con.execute(sql)
                await con.execute("INSERT INTO schema_migrations (version, description) VALUES ($1, $2)",
                                  version, description)

    async def schema_version(self) -> int:
        return int(await self.pool.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))

    # ---- games ----
    async def create_game(self, new: NewGame, log: Sequence[NewLogEntry] = (),
                          posts: Sequence[NewPost] = ()) -> GameRecord:
        try:
            with _unstorable(f"new game in channel {new.channel_id}"):
                game_id = await self.pool.fetchval(
                    CREATE_SQL, new.guild_id, new.channel_id, new.game_type, new.status, new.version, dump(new.meta),
                    None if new.state is None else _state(new.state), new.deadline_at, new.remind_at,
                    due_at(new.status, new.deadline_at, new.remind_at), new.created_at, *_log_arrays(log),
                    *_post_arrays(posts), *_seat_arrays(new.seats))
        except asyncpg.UniqueViolationError as e:
            if e.constraint_name == "games_active_channel":
                raise ChannelBusy(new.channel_id) from None
            raise StoreError(f"new game in channel {new.channel_id}: {e}") from None
        except asyncpg.IntegrityConstraintViolationError as e:
            raise StoreError(f"new game in channel {new.channel_id}: {e}") from None
        return GameRecord(id=int(game_id), guild_id=new.guild_id, channel_id=new.channel_id,
                          game_type=new.game_type, status=new.status, version=new.version, meta=new.meta,
                          state=new.state, deadline_at=new.deadline_at, remind_at=new.remind_at,
                          created_at=new.created_at, updated_at=new.created_at)

    async def active_game(self, channel_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(f"{GAME_READ} WHERE g.channel_id = $1 AND g.{ACTIVE}", channel_id)
        return None if row is None else _game(row)

    async def running_count(self) -> int:
        return int(await self.pool.fetchval("SELECT COUNT(*) FROM games WHERE status = $1", RUNNING))

    async def game(self, game_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(f"{GAME_READ} WHERE g.id = $1", game_id)
        return None if row is None else _game(row)

    async def games_in_channel(self, channel_id: int) -> list[GameRecord]:
        rows = await self.pool.fetch(f"{GAME_READ} WHERE g.channel_id = $1 ORDER BY g.id", channel_id)
        return [_game(r) for r in rows]

    async def guild_games(self, guild_id: int, limit: int = 100,
                          statuses: Sequence[str] = STATUSES) -> list[GameRecord]:
        if not statuses or limit <= 0:
            return []
        rows = await self.pool.fetch(f"{GAME_READ} WHERE g.guild_id = $1 AND g.status = ANY($2::text[])"
                                     " ORDER BY g.id DESC LIMIT $3", guild_id, list(statuses), limit)
        return [_game(r) for r in rows]

    async def guild_counts(self, guild_id: int) -> dict[str, int]:
        rows = await self.pool.fetch("SELECT status, COUNT(*) AS n FROM games WHERE guild_id = $1 GROUP BY status",
                                     guild_id)
        return {str(r["status"]): int(r["n"]) for r in rows}

    async def commit(self, game_id: int, expected_version: int, change: GameChange,
                     log: Sequence[NewLogEntry] = (), snapshot: NewSnapshot | None = None,
                     posts: Sequence[NewPost] = ()) -> GameRecord:
        version = expected_version + 1
        keep = check_keep(game_id, change, log, snapshot)
        game = (game_id, expected_version, change.status, version, dump(change.meta),
                None if change.state is None else _state(change.state), change.deadline_at, change.remind_at,
                due_at(change.status, change.deadline_at, change.remind_at), change.updated_at)
        args: tuple[Any, ...]
        notices = [p for p in posts if p.for_user is not None]  # written only for players who take them
        if notices:
            posts = [p for p in posts if p.for_user is None]
        if snapshot is None and len(log) == 1 and len(posts) == 1:
            e, p = log[0], posts[0]
            sql, args = _COMMITS[keep, True], (*game, e.kind, dump(e.payload), e.actor_id, e.moderator, e.at, e.version,
                                         dump(p.body), p.at, p.channel_id, p.guild_id, p.actor_id, p.kind)
        else:
            snap = (None, None, None, None) if snapshot is None else (
                snapshot.phase, snapshot.round, dump(snapshot.state), snapshot.parent)
            sql, args = _COMMITS[keep, False], (*game, *_log_arrays(log), *snap, *_post_arrays(posts))
        seats = () if change.seats is None and change.status == FINISHED else change.seats  # it leaves the index
        if seats is not None:
            sql, args = _COMMITS_SEATS[keep, sql is _COMMITS[keep, True]], (*args, *_seat_arrays(seats))
        if notices:
            sql, args = _with_notices(sql, len(args) + 1, _LAST_SELECT), (*args, *_notice_arrays(notices))
        try:
            with _unstorable(f"game {game_id}"):
                row = await self._commit_row(sql, args)
        except asyncpg.IntegrityConstraintViolationError as e:
            raise StoreError(f"game {game_id}: the change breaks a constraint ({e})") from None
        if row is None:
            found = await self.pool.fetchval("SELECT version FROM games WHERE id = $1", game_id)
            raise StaleVersion(game_id, expected_version, None if found is None else int(found))
        guild_id, channel_id, game_type, created_at = row
        return GameRecord(id=game_id, guild_id=guild_id, channel_id=int(channel_id), game_type=str(game_type),
                          status=change.status, version=version, meta=change.meta, state=change.state,
                          deadline_at=change.deadline_at, remind_at=change.remind_at, created_at=float(created_at),
                          updated_at=change.updated_at)

    async def set_timers(self, game_id: int, expected_version: int, deadline_at: float | None,
                         remind_at: float | None, posts: Sequence[NewPost] = ()) -> bool:
        notices = [p for p in posts if p.for_user is not None]  # written only for players who take them
        sql = TIMERS_SQL
        extra: tuple[list[Any], ...] = ()
        if notices:
            posts = [p for p in posts if p.for_user is None]
            sql, extra = _with_notices(TIMERS_SQL, 12, "\nSELECT id FROM u\n"), _notice_arrays(notices)
        with _unstorable(f"game {game_id}"):
            row = await self.pool.fetchrow(sql, game_id, expected_version, deadline_at, remind_at,
                                           due_at(RUNNING, deadline_at, remind_at), *_post_arrays(posts), *extra)
        return row is not None

    # ---- the outbox ----
    async def add_posts(self, posts: Sequence[NewPost]) -> None:
        if posts:
            with _unstorable("posts"):
                await self.pool.execute(ADD_POSTS_SQL, *_post_arrays(posts))

    async def pending_posts(self, channel_id: int | None = None, limit: int = 100) -> list[Post]:
        rows = await self.pool.fetch(
            f"SELECT {POST_COLUMNS} FROM outbox WHERE delivered_at IS NULL AND ($1::bigint IS NULL OR channel_id = $1)"
            " ORDER BY id LIMIT $2", channel_id, limit)
        return [_post(r) for r in rows]

    async def post_progress(self, post_id: int, sent: int, *, delivered_at: float | None = None,
                            error: str | None = None, attempt: bool = False) -> None:
        await self.pool.execute(PROGRESS_SQL, post_id, sent, delivered_at, error, int(attempt))

    async def prune_posts(self, delivered_before: float) -> int:
        done = await self.pool.execute("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < $1",
                                       delivered_before)
        return int(done.split()[-1])

    # ---- one deliverer per channel, one budget per bot token (issue 25) ----
    async def take_queue(self, channel_id: int, holder: str, now: float, lease_until: float,
                         batch: int = 0) -> ChannelQueue:
        rows = await self.pool.fetch(TAKE_SQL, channel_id, holder, now, lease_until, batch)
        if not rows:
            return ChannelQueue(channel_id)
        posts = tuple(_post(tuple(r)[8:]) for r in rows if r[8] is not None)
        return replace(_queue(rows[0]), taken=bool(rows[0][7]), posts=posts)

    async def renew_queue(self, channel_id: int, holder: str, now: float, lease_until: float) -> bool:
        done = await self.pool.execute(RENEW_SQL, channel_id, holder, now, lease_until)
        return done.endswith(" 1")

    async def release_queue(self, channel_id: int, holder: str) -> bool:
        return (await self.pool.execute(RELEASE_SQL, channel_id, holder)).endswith(" 1")

    async def hold_queue(self, channel_id: int, holder: str, *, retry_at: float, pause: float,
                         problem: Json | None, alerted: bool, alerts: Sequence[NewPost] = ()) -> None:
        await self.pool.execute(HOLD_SQL, channel_id, holder, retry_at, pause,
                                None if problem is None else dump(problem), alerted, *_post_arrays(alerts))

    async def queue_state(self, channel_id: int) -> ChannelQueue | None:
        row = await self.pool.fetchrow(
            f"SELECT {QUEUE_COLUMNS}, (SELECT COUNT(*) FROM outbox WHERE channel_id = $1 AND delivered_at IS NULL)"
            " FROM channel_queues WHERE channel_id = $1", channel_id)
        return None if row is None else replace(_queue(row), waiting=int(row[7]))

    async def pending_queues(self, limit: int = 500) -> list[tuple[int, float]]:
        return [(int(r[0]), float(r[1])) for r in await self.pool.fetch(PENDING_QUEUES_SQL, limit)]

    async def spend(self, name: str, rate: float, burst: float) -> float:
        tokens = float(await self.pool.fetchval(SPEND_SQL, name, rate, burst))
        return max(0.0, -tokens / rate)

    # ---- log and snapshots ----
    async def log(self, game_id: int, after_seq: int = 0, limit: int | None = None) -> list[LogEntry]:
        rows = await self.pool.fetch(
            "SELECT seq, game_id, version, kind, payload, actor_id, moderator, at FROM actions"
            " WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3", game_id, after_seq, limit)
        return [_log_entry(r) for r in rows]

    async def snapshot(self, game_id: int, version: int) -> Snapshot | None:
        row = await self.pool.fetchrow("SELECT game_id, version, phase, round, state, parent, at FROM snapshots"
                                       " WHERE game_id = $1 AND version = $2", game_id, version)
        return None if row is None else _snapshot(row)

    async def snapshots(self, game_id: int) -> list[Snapshot]:
        rows = await self.pool.fetch("SELECT game_id, version, phase, round, state, parent, at FROM snapshots"
                                     " WHERE game_id = $1 ORDER BY version", game_id)
        return [_snapshot(r) for r in rows]

    # ---- the sweeper ----
    async def claim_due(self, now: float, lease_until: float, limit: int = 100) -> list[DueGame]:
        rows = await self.pool.fetch(CLAIM_SQL, now, lease_until, limit)
        rows = sorted(rows, key=lambda r: (r[5], r[0]))  # soonest first; RETURNING has no order
        return [DueGame(int(r[0]), int(r[1]), int(r[2]), r[3], r[4]) for r in rows]

    # ---- the players' index and their settings (issue 27) ----
    async def games_of(self, user_id: int) -> list[PlayerGame]:
        rows = await self.pool.fetch("SELECT user_id, game_id, guild_id, channel_id, game_type, status, colour, turn,"
                                     " deadline_at, info, updated_at FROM seat_index WHERE user_id = $1", user_id)
        return [_player_game(r) for r in rows]

    async def player_settings(self, user_id: int) -> Json:
        found = await self.pool.fetchval("SELECT settings FROM player_settings WHERE user_id = $1", user_id)
        return {} if found is None else _load_object(found, f"settings of player {user_id}")

    async def put_player_settings(self, user_id: int, settings: Json, at: float, *, takes_dms: bool = False) -> None:
        with _unstorable(f"settings of player {user_id}"):
            await self.pool.execute("INSERT INTO player_settings (user_id, settings, takes_dms, updated_at)"
                                    " VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET"
                                    " settings = excluded.settings, takes_dms = excluded.takes_dms,"
                                    " updated_at = excluded.updated_at", user_id, dump(settings), takes_dms, at)

    # ---- server settings ----
    async def settings(self, guild_id: int) -> GuildSettings:
        r = await self.pool.fetchrow("SELECT guild_id, moderator_role_id, default_deadline_seconds, language,"
                                     " missed_turns_alert, extra FROM guild_settings WHERE guild_id = $1", guild_id)
        if r is None:
            return GuildSettings(guild_id)
        extra = _load_object(r[5], f"settings of server {guild_id}: extra")
        return GuildSettings(int(r[0]), r[1], r[2], str(r[3]), int(r[4]), extra)

    async def put_settings(self, settings: GuildSettings) -> None:
        with _unstorable(f"settings of server {settings.guild_id}"):
            await self.pool.execute(
                "INSERT INTO guild_settings (guild_id, moderator_role_id, default_deadline_seconds, language,"
                " missed_turns_alert, extra) VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (guild_id) DO UPDATE"
                " SET moderator_role_id = excluded.moderator_role_id,"
                " default_deadline_seconds = excluded.default_deadline_seconds, language = excluded.language,"
                " missed_turns_alert = excluded.missed_turns_alert, extra = excluded.extra",
                settings.guild_id, settings.moderator_role_id, settings.default_deadline_seconds, settings.language,
                settings.missed_turns_alert, dump(settings.extra))

    # ---- bulk (store.bulk.BulkStore: moving whole databases, `python -m store.copy`) ----
    async def game_ids(self) -> list[int]:
        return [int(r[0]) for r in await self.pool.fetch("SELECT id FROM games ORDER BY id")]

    async def all_settings(self) -> list[GuildSettings]:
        ids = [int(r[0]) for r in await self.pool.fetch("SELECT guild_id FROM guild_settings ORDER BY guild_id")]
        return [await self.settings(i) for i in ids]

    async def counts(self) -> dict[str, int]:
        row = await self.pool.fetchrow("SELECT " + ", ".join(f"(SELECT COUNT(*) FROM {t})" for t in TABLES))
        assert row is not None
        return {t: int(n) for t, n in zip(TABLES, row, strict=True)}

    async def insert_histories(self, histories: Sequence[GameHistory]) -> None:
        games = [(g.id, g.guild_id, g.channel_id, g.game_type, g.status, g.version, dump(g.meta),
                  None if g.state is None else _state(g.state), base_version(g), g.deadline_at, g.remind_at,
                  due_at(g.status, g.deadline_at, g.remind_at), g.created_at, g.updated_at)
                 for g in (h.game for h in histories)]
        actions = [(e.seq, e.game_id, e.version, e.kind, dump(e.payload), e.actor_id, e.moderator, e.at)
                   for h in histories for e in h.log]
        snapshots = [(s.game_id, s.version, s.phase, s.round, dump(s.state), s.parent, s.at)
                     for h in histories for s in h.snapshots]
        with _unstorable("bulk insert"):
            async with self.pool.acquire() as con, con.transaction():
                # COPY: the fastest way in; the constraints (one active game per channel ...) still hold
                await con.copy_records_to_table("games", records=games, columns=[
                    "id", "guild_id", "channel_id", "game_type", "status", "version", "meta", "base_state",
                    "base_version", "deadline_at", "remind_at", "due_at", "created_at", "updated_at"])
                await con.copy_records_to_table("actions", records=actions, columns=[
                    "seq", "game_id", "version", "kind", "payload", "actor_id", "moderator", "at"])
                await con.copy_records_to_table("snapshots", records=snapshots, columns=[
                    "game_id", "version", "phase", "round", "state", "parent", "at"])
                await con.execute(INDEX_SEATS)  # the players' index of the games now here (issue 27)
                # explicit ids do not move the identity sequences: move them past the highest id now present
                for table, column in (("games", "id"), ("actions", "seq")):
                    await con.execute(f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), m)"
                                      f" FROM (SELECT MAX({column}) AS m FROM {table}) x WHERE m IS NOT NULL")

    async def all_player_settings(self) -> list[tuple[int, Any, bool, float]]:
        rows = await self.pool.fetch("SELECT user_id, settings, takes_dms, updated_at FROM player_settings"
                                     " ORDER BY user_id")
        return [(int(r[0]), _load_object(r[1], f"settings of player {r[0]}"), bool(r[2]), float(r[3])) for r in rows]

    async def erase_all(self) -> None:
        await self.pool.execute("TRUNCATE actions, snapshots, games, guild_settings, outbox, channel_queues, budgets,"
                                " seat_index, player_settings RESTART IDENTITY")
