"""Persistence of games: the narrow store interface (interface.py), its SQLite implementation (the default) and
the errors a store raises. The records a store reads and writes are in store/records.py; the PostgreSQL store is
store/postgres.py (store/factory.py picks one from a URL)."""

from store.errors import ChannelBusy, CorruptRow, SchemaTooNew, StaleVersion, StoreError
from store.interface import GameStore
from store.sqlite import SqliteStore

__all__ = ["ChannelBusy", "CorruptRow", "GameStore", "SchemaTooNew", "SqliteStore", "StaleVersion", "StoreError"]
