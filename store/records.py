"""Plain records the store reads and writes.

They carry parsed JSON (dicts), never driver rows, so a PostgreSQL store can return the same objects and
the service never sees which database is underneath.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jsontypes import Json


class EncodedJson(dict[str, Any]):
    """A JSON object that already carries its own text, so a store may write `text` instead of encoding the
    object again (the service's hot path). It is an ordinary dict to everything else."""

    __slots__ = ("text",)

    def __init__(self, value: Json, text: str) -> None:
        super().__init__(value)
        self.text = text

LOBBY = "lobby"
RUNNING = "running"
FINISHED = "finished"
ACTIVE_STATUSES = (LOBBY, RUNNING)
STATUSES = (LOBBY, RUNNING, FINISHED)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: its row in the store at one version."""

    id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    status: str
    version: int
    meta: Json  # host, seats, options, deadline policy ... (owned by the service)
    state: Json | None  # the engine's serialised state; None in the lobby
    deadline_at: float | None
    remind_at: float | None
    created_at: float
    updated_at: float
    # The log payloads committed since `state` was written, oldest first: `state` is the game at version
    # `version - len(pending)`, and replaying these (each an in-turn action, `GameChange.keep_state`) gives
    # the game at `version`. Empty when `state` is current (a record the store has just written, or any
    # state written in full). Only the service knows how to replay them (service/pipeline.py).
    pending: tuple[Json, ...] = ()


@dataclass(frozen=True, slots=True)
class NewGame:
    guild_id: int | None
    channel_id: int
    game_type: str
    meta: Json
    created_at: float
    status: str = LOBBY
    state: Json | None = None
    deadline_at: float | None = None
    remind_at: float | None = None
    version: int = 1  # an imported game keeps the version its log refers to
    seats: tuple[SeatRow, ...] = ()  # the game's rows in the players' index (issue 27)


@dataclass(frozen=True, slots=True)
class GameChange:
    """The new content of a game row; the store bumps the version by one.

    `keep_state`: the stored state stays as it is and this commit's one log entry is what changes it (an
    action within a turn, issue 16): `state` must be None, the row's state is not written, and later reads
    return the entry among the record's `pending` payloads (store/pending.py). The record such a commit
    returns carries no state: the caller holds it already.
    """

    status: str
    meta: Json
    state: Json | None
    deadline_at: float | None
    remind_at: float | None
    updated_at: float
    keep_state: bool = False
    seats: tuple[SeatRow, ...] | None = None  # the game's rows in the players' index now; None: as they are


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One player's seat in the players' index (issue 27: "where is it my turn"), as the service writes it with
    the commit that changes it: whether the game waits for them, their deadline, and what else the service wants
    to show (`info`: opaque JSON). A game's rows are replaced as a whole; a finished game has none."""

    user_id: int
    colour: str | None
    turn: bool = False
    deadline_at: float | None = None
    info: Json = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayerGame:
    """One row of the players' index read back: a game a player sits in, with its place (server, channel)."""

    user_id: int
    game_id: int
    guild_id: int | None
    channel_id: int
    game_type: str
    status: str
    colour: str | None
    turn: bool
    deadline_at: float | None
    info: Json
    updated_at: float


@dataclass(frozen=True, slots=True)
class NewLogEntry:
    kind: str  # "create", "join", "action", "timeout", "rollback", ... (named by the service)
    payload: Json
    at: float
    actor_id: int | None = None  # Discord user id; None for the game master itself (deadlines)
    moderator: bool = False
    version: int | None = None  # None: the version the write produces (only imports keep their own)


@dataclass(frozen=True, slots=True)
class LogEntry:
    seq: int  # increasing in commit order within a game
    game_id: int
    version: int  # the game version this entry produced
    kind: str
    payload: Json
    at: float
    actor_id: int | None
    moderator: bool


@dataclass(frozen=True, slots=True)
class NewSnapshot:
    """A state worth returning to (the start of a phase); `parent` is the snapshot before it in play order."""

    phase: str
    round: int
    state: Json
    parent: int | None = None  # version of the previous snapshot in this line of play


@dataclass(frozen=True, slots=True)
class Snapshot:
    game_id: int
    version: int
    phase: str
    round: int
    state: Json
    parent: int | None
    at: float


@dataclass(frozen=True, slots=True)
class DueGame:
    game_id: int
    channel_id: int
    version: int
    deadline_at: float | None
    remind_at: float | None


@dataclass(frozen=True, slots=True)
class GuildSettings:
    guild_id: int
    moderator_role_id: int | None = None
    default_deadline_seconds: int | None = 24 * 3600  # None: games here have no turn deadline
    language: str = "pl"
    missed_turns_alert: int = 2  # tell moderators after this many missed turns in a row
    extra: Json = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class NewPost:
    """A public post an action causes, written in the same transaction as the action (the outbox, issue 11):
    `body` is what to say (the service's plain data; words and images are made at delivery), in order per
    channel. A post written with a game's commit takes that game's id and channel when these are left out."""

    body: Json
    at: float
    channel_id: int | None = None
    guild_id: int | None = None
    actor_id: int | None = None  # who acted (told privately when the post is refused for good)
    kind: str = "public"  # "public" (the game channel) or "moderators" (the moderators' destination)
    # written only if this player takes direct-message notices (`put_player_settings(..., takes_dms=True)`), by
    # `commit` and `set_timers` (issue 27): a player who never asked for them costs no row
    for_user: int | None = None


@dataclass(frozen=True, slots=True)
class Post:
    """One outbox row: `sent` parts of it Discord has accepted; delivered once `delivered_at` is set."""

    id: int
    game_id: int | None
    channel_id: int
    guild_id: int | None
    kind: str
    body: Json
    actor_id: int | None
    created_at: float
    sent: int
    attempts: int
    delivered_at: float | None
    error: str | None


@dataclass(frozen=True, slots=True)
class ChannelQueue:
    """One channel's delivery as every process sees it (issue 25): who delivers it now (a lease), when it may
    be tried again after a failure, why it waits, and whether the moderators were told of this refusal.

    `taken`: whether the call that read it took (or kept) the lease; `waiting`: the posts still pending there
    (counted by `queue_state` only, -1 where not counted)."""

    channel_id: int
    taken: bool = False
    holder: str | None = None
    lease_until: float = 0.0
    retry_at: float = 0.0
    pause: float = 0.0
    problem: Json | None = None
    alerted: bool = False
    waiting: int = -1
    posts: tuple[Post, ...] = ()  # taken with a batch: its first pending posts, read in the same statement


TABLES = ("games", "actions", "snapshots", "guild_settings")


@dataclass(frozen=True, slots=True)
class GameHistory:
    """Everything the store holds about one game."""

    game: GameRecord
    log: list[LogEntry]
    snapshots: list[Snapshot]


def due_at(status: str, deadline_at: float | None, remind_at: float | None) -> float | None:
    """When the sweeper should look at a game: the sooner of its reminder and deadline, if it is running."""
    if status != RUNNING:
        return None
    times = [t for t in (deadline_at, remind_at) if t is not None]
    return min(times) if times else None
