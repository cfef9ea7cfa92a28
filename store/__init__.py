"""Persistence of games: a narrow store interface and its SQLite implementation."""

from store.errors import ChannelBusy, CorruptRow, SchemaTooNew, StaleVersion, StoreError
from store.interface import GameStore
from store.records import (
    ACTIVE_STATUSES,
    FINISHED,
    LOBBY,
    RUNNING,
    DueGame,
    GameChange,
    GameRecord,
    GuildSettings,
    LogEntry,
    NewGame,
    NewLogEntry,
    NewSnapshot,
    Snapshot,
)
from store.sqlite import SqliteStore

__all__ = [
    "ACTIVE_STATUSES", "FINISHED", "LOBBY", "RUNNING", "ChannelBusy", "CorruptRow", "DueGame", "GameChange",
    "GameRecord", "GameStore", "GuildSettings", "LogEntry", "NewGame", "NewLogEntry", "NewSnapshot",
    "SchemaTooNew", "Snapshot", "SqliteStore", "StaleVersion", "StoreError",
]
