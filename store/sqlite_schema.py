"""The SQLite schema as numbered migrations; `schema_migrations` records which ones a database has.

Append new migrations at the end and never edit an applied one. Plain SQL that PostgreSQL also reads,
except the types, which a PostgreSQL store would spell in its own migrations.
"""

from __future__ import annotations

# every seat of the active games in the players' index (issue 27), as far as the store can tell them (the rest, turn
# and deadline, comes with each game's next commit): migration 8, and the copy tool after it refills the games
INDEX_SEATS = """INSERT OR IGNORE INTO seat_index (user_id, game_id, guild_id, channel_id, game_type, status, colour,
                                              turn, deadline_at, info, updated_at)
               SELECT json_extract(s.value, '$.user'), g.id, g.guild_id, g.channel_id, g.game_type, g.status,
                      json_extract(s.value, '$.colour'), 0, NULL, '{}', g.updated_at
               FROM games g, json_each(g.meta, '$.seats') s
               WHERE g.status IN ('lobby', 'running') AND NOT COALESCE(json_extract(s.value, '$.removed'), 0)"""

MIGRATIONS: list[tuple[int, str, list[str]]] = [
    (
        1,
        "games, action log, snapshots, server settings",
        [
            """CREATE TABLE games (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id INTEGER,
                channel_id INTEGER NOT NULL,
                game_type TEXT NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished')),
                version INTEGER NOT NULL,
                meta TEXT NOT NULL,
                state TEXT,
                deadline_at REAL,
                remind_at REAL,
                due_at REAL,
                claimed_until REAL,
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL
            )""",
            # one active game per channel, any number of finished ones
            "CREATE UNIQUE INDEX games_active_channel ON games (channel_id) WHERE status IN ('lobby', 'running')",
            "CREATE INDEX games_channel ON games (channel_id, id)",
            "CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL",
            """CREATE TABLE actions (
                seq INTEGER PRIMARY KEY,  -- the rowid: increasing, as rows are never deleted
                game_id INTEGER NOT NULL REFERENCES games (id),
                version INTEGER NOT NULL,
                kind TEXT NOT NULL,
                payload TEXT NOT NULL,
                actor_id INTEGER,
                moderator INTEGER NOT NULL DEFAULT 0,
                at REAL NOT NULL
            )""",
            "CREATE INDEX actions_game ON actions (game_id, seq)",
            """CREATE TABLE snapshots (
                game_id INTEGER NOT NULL REFERENCES games (id),
                version INTEGER NOT NULL,
                phase TEXT NOT NULL,
                round INTEGER NOT NULL,
                state TEXT NOT NULL,
                parent INTEGER,
                at REAL NOT NULL,
                PRIMARY KEY (game_id, version)
            )""",
            """CREATE TABLE guild_settings (
                guild_id INTEGER PRIMARY KEY,
                moderator_role_id INTEGER,
                default_deadline_seconds INTEGER,
                language TEXT NOT NULL,
                missed_turns_alert INTEGER NOT NULL,
                extra TEXT NOT NULL
            )""",
        ],
    ),
    (
        2,
        "the outbox: public posts written with the commit that causes them, delivered afterwards (issue 11)",
        [
            """CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,  -- delivery order within a channel
                game_id INTEGER,
                channel_id INTEGER NOT NULL,
                guild_id INTEGER,
                kind TEXT NOT NULL,
                body TEXT NOT NULL,
                actor_id INTEGER,
                created_at REAL NOT NULL,
                sent INTEGER NOT NULL DEFAULT 0,
                attempts INTEGER NOT NULL DEFAULT 0,
                delivered_at REAL,
                error TEXT
            )""",
            "CREATE INDEX outbox_pending ON outbox (channel_id, id) WHERE delivered_at IS NULL",
        ],
    ),
    (
        3,
        "states, snapshots and large outbox bodies may be lz4-compressed BLOBs (store/packing.py, issue 16)",
        [],  # no table changes (a column holds TEXT or a BLOB alike); the number keeps an older bot from reading them
    ),
    (
        4,
        "the outbox without AUTOINCREMENT: a post no longer rewrites sqlite_sequence (one page fewer per commit)",
        [
            # Post ids stay increasing and are never reused (they are in Discord nonces): a new row takes the
            # largest id + 1, and prune_posts never deletes the newest row. An id handed out before and since
            # pruned is kept by a delivered placeholder row (never posted: the deliverer reads pending rows).
            """CREATE TABLE outbox_new (
                id INTEGER PRIMARY KEY,  -- delivery order within a channel; never reused (see prune_posts)
                game_id INTEGER,
                channel_id INTEGER NOT NULL,
                guild_id INTEGER,
                kind TEXT NOT NULL,
                body TEXT NOT NULL,
                actor_id INTEGER,
                created_at REAL NOT NULL,
                sent INTEGER NOT NULL DEFAULT 0,
                attempts INTEGER NOT NULL DEFAULT 0,
                delivered_at REAL,
                error TEXT
            )""",
            "INSERT INTO outbox_new SELECT id, game_id, channel_id, guild_id, kind, body, actor_id, created_at, sent,"
            " attempts, delivered_at, error FROM outbox",
            "INSERT INTO outbox_new (id, channel_id, kind, body, created_at, sent, delivered_at)"
            " SELECT seq, 0, 'placeholder', '{}', 0, 0, 0 FROM sqlite_sequence"
            " WHERE name = 'outbox' AND seq > (SELECT COALESCE(MAX(id), 0) FROM outbox)",
            "DROP TABLE outbox",
            "ALTER TABLE outbox_new RENAME TO outbox",
            "CREATE INDEX outbox_pending ON outbox (channel_id, id) WHERE delivered_at IS NULL",
        ],
    ),
    (
        5,
        "a game's stored state may be some in-turn moves behind its version: base_state, base_version (issue 16)",
        [
            # store/pending.py: the row keeps its state as it was written (`base_state`, renamed from `state`
            # so that a bot older than this schema that is still running fails at its next read or write
            # instead of taking a state some moves behind for the current one) and its version (`base_version`)
            "ALTER TABLE games RENAME COLUMN state TO base_state",
            "ALTER TABLE games ADD COLUMN base_version INTEGER",
            "UPDATE games SET base_version = version WHERE base_state IS NOT NULL",
        ],
    ),
    (
        6,
        "one deliverer per channel (a lease), refusals shared by every process, a shared request budget (issue 25)",
        [
            # one row per channel that ever had posts delivered: who delivers it now (a lease, taken over when it
            # lapses), when to try it again after a failure, why it waits, whether the moderators were told
            """CREATE TABLE channel_queues (
                channel_id INTEGER PRIMARY KEY,
                holder TEXT,
                lease_until REAL NOT NULL DEFAULT 0,
                retry_at REAL NOT NULL DEFAULT 0,
                pause REAL NOT NULL DEFAULT 0,
                problem TEXT,
                alerted INTEGER NOT NULL DEFAULT 0
            )""",
            # token buckets shared by the processes: the bot token's global request budget, identify turns
            """CREATE TABLE budgets (
                name TEXT PRIMARY KEY,
                tokens REAL NOT NULL,
                at REAL NOT NULL
            )""",
        ],
    ),
    (
        8,
        "notify: the players' index (seat_index: every seat of every active game, issue 27) and player_settings",
        [
            # one row per seat of a lobby or running game, written by the service in the same transaction as the
            # commit that changes it (a finished game has none): `/games` is one read of a player's rows
            """CREATE TABLE seat_index (
                user_id INTEGER NOT NULL,
                game_id INTEGER NOT NULL,  -- (no foreign key: the copy tool erases and refills games, then this)
                guild_id INTEGER,
                channel_id INTEGER NOT NULL,
                game_type TEXT NOT NULL,
                status TEXT NOT NULL,
                colour TEXT,
                turn INTEGER NOT NULL DEFAULT 0,
                deadline_at REAL,
                info TEXT NOT NULL,
                updated_at REAL NOT NULL,
                PRIMARY KEY (user_id, game_id)
            )""",
            "CREATE INDEX seat_index_game ON seat_index (game_id)",
            # the games running when this migration runs: their seats, the rest filled in by their next commit
            INDEX_SEATS,
            # each player's notification settings (/notify): opaque JSON the service owns
            """CREATE TABLE player_settings (
                user_id INTEGER PRIMARY KEY,
                settings TEXT NOT NULL,
                takes_dms INTEGER NOT NULL DEFAULT 0,  -- whether notices for them are written at all
                updated_at REAL NOT NULL
            )""",
        ],
    ),
    (
        9,
        "a server's games, newest first (its statistics: /stats and the server's page, issue 28)",
        ["CREATE INDEX games_guild ON games (guild_id, status, id)"],
    ),
]
