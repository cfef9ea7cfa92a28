"""What the service needs from a store, and nothing more.

Game-agnostic (states and metadata are opaque JSON) and free of SQLite-only ideas, so that an asyncpg store
can implement the same methods: every write is one short transaction; `commit` is an optimistic
compare-and-set on the version; `claim_due` is what PostgreSQL does with `FOR UPDATE SKIP LOCKED`.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType
from typing import Protocol, Self

from jsontypes import Json
from store import records as r  # what a store reads and writes


class GameStore(Protocol):
    async def open(self) -> None:
        """Connect and bring the schema up to date (migrations)."""

    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...

    async def create_game(self, new: r.NewGame, log: Sequence[r.NewLogEntry] = (),
                          posts: Sequence[r.NewPost] = ()) -> r.GameRecord:
        """Insert a game (at `new.version`, normally 1) with its first log entries; ChannelBusy if the channel has an active game."""

    async def active_game(self, channel_id: int) -> r.GameRecord | None:
        """The channel's lobby or running game, if any."""

    async def running_count(self) -> int:
        """How many games are running (for the start-up line)."""

    async def game(self, game_id: int) -> r.GameRecord | None: ...

    async def games_in_channel(self, channel_id: int) -> list[r.GameRecord]:
        """Every game ever held in the channel, oldest first."""

    async def guild_games(self, guild_id: int, limit: int = 100,
                          statuses: Sequence[str] = r.STATUSES) -> list[r.GameRecord]:
        """The server's games of those statuses, newest first, at most `limit` (its statistics read them: one
        indexed read, migration 9)."""

    async def guild_counts(self, guild_id: int) -> dict[str, int]:
        """How many games the server has of each status (a status it has none of is left out)."""

    async def commit(
        self,
        game_id: int,
        expected_version: int,
        change: r.GameChange,
        log: Sequence[r.NewLogEntry] = (),
        snapshot: r.NewSnapshot | None = None,
        posts: Sequence[r.NewPost] = (),
    ) -> r.GameRecord:
        """Write the new row, its log entries, a snapshot and its posts (the outbox) in one transaction, if the row is still at
        `expected_version`; raise StaleVersion (writing nothing) otherwise. Clears any sweeper claim. A change
        that keeps the state (`GameChange.keep_state`) writes its one log entry and leaves the row's state as
        it is: every read then returns that entry among the record's `pending` (store/pending.py)."""

    async def set_timers(self, game_id: int, expected_version: int, deadline_at: float | None,
                         remind_at: float | None, posts: Sequence[r.NewPost] = ()) -> bool:
        """Change only the deadline and reminder times (a reminder was sent), without a new version, if the
        game is still at `expected_version`, writing `posts` with it; False (changing nothing) otherwise.
        Clears any sweeper claim."""

    async def add_posts(self, posts: Sequence[r.NewPost]) -> None:
        """Posts that no game change carries (a failed sweep's alert); each names its channel."""

    async def pending_posts(self, channel_id: int | None = None, limit: int = 100) -> list[r.Post]:
        """Posts not yet delivered (of one channel, or all), oldest first: the order they must go out in."""

    async def post_progress(self, post_id: int, sent: int, *, delivered_at: float | None = None,
                            error: str | None = None, attempt: bool = False) -> None:
        """Record how many parts of a post Discord accepted, whether it is delivered, and the last error."""

    async def prune_posts(self, delivered_before: float) -> int:
        """Forget posts delivered before that time (the outbox only needs what is still to post); how many."""

    # ---- one deliverer per channel, one budget per bot token (issue 25) ----
    async def take_queue(self, channel_id: int, holder: str, now: float, lease_until: float,
                         batch: int = 0) -> r.ChannelQueue:
        """Take the channel's delivery lease until `lease_until` if nobody else holds it and its retry time
        has come (`taken`), with the first `batch` pending posts read in the same round trip; the queue's state
        either way."""

    async def renew_queue(self, channel_id: int, holder: str, now: float, lease_until: float) -> bool:
        """Keep the lease longer (until 0: let it go); False if it lapsed or passed to another process (then stop
        delivering)."""

    async def release_queue(self, channel_id: int, holder: str) -> bool:
        """Give the lease up and end any refusal episode, only if the channel has no pending post left (else
        False, and the lease stays: a post committed meanwhile is delivered by the holder, never orphaned)."""

    async def hold_queue(self, channel_id: int, holder: str, *, retry_at: float, pause: float,
                         problem: Json | None, alerted: bool, alerts: Sequence[r.NewPost] = ()) -> None:
        """The channel's posts could not go out: leave it alone until `retry_at`, keep why, and write the
        moderators' alert posts (if any) in the same transaction as the `alerted` mark; gives the lease up."""

    async def queue_state(self, channel_id: int) -> r.ChannelQueue | None:
        """What every process knows of the channel's delivery, with its pending posts counted (no lease)."""

    async def pending_queues(self, limit: int = 500) -> list[tuple[int, float]]:
        """Every channel with pending posts (per channel: however many wait in one, none hides another), with
        when it may be delivered next (its lease lapses, its retry time comes; 0: now), soonest first."""

    async def spend(self, name: str, rate: float, burst: float) -> float:
        """Take one request from the shared token bucket `name` (`rate` per second, at most `burst` saved);
        the seconds the caller must wait before sending it (0: at once). Taken even when it must wait."""

    async def log(self, game_id: int, after_seq: int = 0, limit: int | None = None) -> list[r.LogEntry]: ...

    async def snapshot(self, game_id: int, version: int) -> r.Snapshot | None: ...

    async def snapshots(self, game_id: int) -> list[r.Snapshot]: ...

    async def claim_due(self, now: float, lease_until: float, limit: int = 100) -> list[r.DueGame]:
        """Running games whose reminder or deadline is due at `now` and that no live claim holds; marks them
        claimed until `lease_until` so that another sweeper skips them meanwhile."""

    # ---- the players' index and their settings (issue 27) ----
    async def games_of(self, user_id: int) -> list[r.PlayerGame]:
        """Every lobby or running game the user sits in, as the service last indexed it (`GameChange.seats`,
        `NewGame.seats`, written with the commits that change them): one read, in no particular order."""

    async def player_settings(self, user_id: int) -> Json:
        """The player's own settings (opaque JSON the service owns), {} if they never chose any."""

    async def put_player_settings(self, user_id: int, settings: Json, at: float, *, takes_dms: bool = False) -> None:
        """`takes_dms`: whether posts for them (`NewPost.for_user`) are written at all."""

    async def settings(self, guild_id: int) -> r.GuildSettings:
        """The server's settings, or the defaults if it never changed any."""

    async def put_settings(self, settings: r.GuildSettings) -> None: ...


class OpenedWith:
    """`async with Store(...) as store:` opens the store and closes it again, whatever happens inside."""

    async def open(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def __aenter__(self) -> Self:
        await self.open()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()
