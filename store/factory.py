"""Pick the store from one setting, DATABASE_URL, so that scaling out is a configuration change.

    games.db, data/games.db, /var/lib/bot/games.db     a SQLite file (the default: embedded, zero setup)
    sqlite:///data/games.db                             the same, relative path (three slashes)
    sqlite:////var/lib/bot/games.db                     absolute path (four slashes)
    sqlite:///:memory:                                  a throw-away in-memory database (tests)
    postgresql://user:password@host:5432/dbname         PostgreSQL (also postgres://); shared by several processes
    postgresql://…/dbname?schema=mali                   … with every table in the schema `mali` (created if missing)
    postgresql://…/dbname?pool_max=5                    … at most 5 connections from this process (default 10)
    postgresql://bot@host/dbname?password=…&passfile=…   asyncpg's own parameters pass through (hidden when printed)

The returned store is not open yet: call `await store.open()` (or use `async with`).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from store.errors import StoreError
from store.interface import GameStore
from store.secrets import redact as redact  # every message below names a URL through it (re-exported)
from store.sqlite import SqliteStore

POSTGRES_SCHEMES = ("postgresql", "postgres")
LOOKS_LIKE_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+:")  # two letters at least: C:\games.db is a path


OUR_PARAMETERS = ("schema", "pool_max")


def split_postgres_url(url: str) -> tuple[str, dict[str, str]]:
    """The DSN to give asyncpg, and this store's own query parameters (schema=, pool_max=) taken out of the URL
    (asyncpg would otherwise send them to the server as settings)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    ours: dict[str, str] = {}
    for k, v in query:
        if k in OUR_PARAMETERS:
            if k in ours:
                raise StoreError(f"{redact(url)}: give {k}= at most once")
            ours[k] = v
    rest = urlencode([(k, v) for k, v in query if k not in OUR_PARAMETERS])
    return urlunsplit(parts._replace(query=rest)), ours


def make_store(database_url: str, *, pool_max_size: int = 10) -> GameStore:
    """The store a database URL (or a bare file path) names; a clear StoreError for anything else."""
    url = database_url.strip()
    if not url:
        raise StoreError("DATABASE_URL is empty: give a SQLite file path (e.g. games.db) or a postgresql:// URL")
    if "://" not in url:
        if LOOKS_LIKE_URL.match(url):  # "mysql:…", "postgres:user@host" with the slashes missing …
            raise StoreError(f"{redact(url)!r} is neither a file path nor a supported URL "
                             "(sqlite:///path.db, postgresql://user@host/dbname)")
        return SqliteStore(url)
    scheme = url.split("://", 1)[0].lower()
    if scheme == "sqlite":
        rest = url.split("://", 1)[1]
        if rest in ("", "/"):
            raise StoreError(f"{url!r}: no file name; write sqlite:///games.db (relative) or sqlite:////abs/games.db")
        path = rest[1:] if rest.startswith("/") else rest
        return SqliteStore(path)
    if scheme in POSTGRES_SCHEMES:
        from store.postgres import PostgresStore

        dsn, ours = split_postgres_url(url)
        pool_max = ours.get("pool_max", "")
        if pool_max:
            if not pool_max.isdigit() or int(pool_max) < 1:
                raise StoreError(f"{redact(url)}: pool_max must be a whole number of connections, at least 1")
            pool_max_size = int(pool_max)
        return PostgresStore(dsn, schema=ours.get("schema") or None, max_size=pool_max_size)
    raise StoreError(f"unsupported database URL scheme {scheme!r} in {redact(url)!r}: use a SQLite file "
                     "(games.db or sqlite:///games.db) or PostgreSQL (postgresql://user@host:5432/dbname)")
