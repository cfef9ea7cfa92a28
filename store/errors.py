"""Store failures the service turns into messages a user understands."""

from __future__ import annotations


class StoreError(Exception):
    """Something the store could not do; the database is unchanged."""


class StaleVersion(StoreError):
    """The game changed since it was loaded: the write was refused, nothing was applied."""

    def __init__(self, game_id: int, expected: int, actual: int | None) -> None:
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        super().__init__(f"game {game_id}: expected version {expected}, found {actual}")


class ChannelBusy(StoreError):
    """The channel already holds an active (lobby or running) game."""

    def __init__(self, channel_id: int) -> None:
        self.channel_id = channel_id
        super().__init__(f"channel {channel_id} already has an active game")


class CorruptRow(StoreError):
    """A stored row cannot be read back (bad JSON, unknown status ...)."""

    def __init__(self, what: str, detail: str) -> None:
        self.what = what
        self.detail = detail
        super().__init__(f"{what}: {detail}")


class SchemaTooNew(StoreError):
    """The database was migrated by a newer version of the bot than this one."""
