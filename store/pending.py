"""A game's stored state may be a few in-turn actions behind its version (issue 16): both stores' rules for it.

Within a turn the service commits only the action (its log entry), not the whole state again
(`GameChange.keep_state`); the row keeps its state as it was (`base_state`) with the version it was written
at (`base_version`), and a read returns the log payloads in between (`GameRecord.pending`) for the service to
replay (service/history.replay_moves; the engine is pure and its replay exact). The service writes the whole
state again at every phase boundary, every few moves (service/pipeline.py, STATE_EVERY), at the game's end
and on any change that is not a player's move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jsontypes import Json
from store.errors import CorruptRow, StoreError
from store.records import GameChange, GameRecord, NewLogEntry, NewSnapshot


def check_keep(game_id: int, change: GameChange, log: Sequence[NewLogEntry], snapshot: NewSnapshot | None) -> bool:
    """Whether a commit keeps the stored state; StoreError (nothing written) for one that cannot: it must carry
    exactly one log entry of the version it makes (the one to replay), no state and no snapshot."""
    if not change.keep_state:
        return False
    if change.state is not None or snapshot is not None or len(log) != 1 or log[0].version is not None:
        raise StoreError(f"game {game_id}: a change that keeps the state needs exactly one log entry of its own"
                         " version, and neither a state nor a snapshot")
    return True


def base_version(game: GameRecord) -> int | None:
    """The version a record's state was written at, as a row keeps it (copies: store/bulk.py): its pending
    moves come after it."""
    return None if game.state is None else game.version - len(game.pending)


def pending_of(what: str, version: int, base_version: int | None, tail: Sequence[tuple[int, Any]]) -> tuple[Json, ...]:
    """The payloads a row's state is behind by, oldest first, from the log's newest entries (`tail`: (version,
    payload), newest first). CorruptRow unless they are exactly the versions after `base_version`."""
    if base_version is None or base_version == version:  # (None: no state, or a row from before migration 5)
        return ()
    expected = list(range(version, base_version, -1))
    if not expected or [int(v) for v, _ in tail] != expected:
        raise CorruptRow(what, f"its state is at version {base_version}, its row at {version}, and the log does"
                               " not hold each version between")
    payloads = tuple(p for _, p in reversed(tail))
    if not all(isinstance(p, dict) for p in payloads):
        raise CorruptRow(what, "a log payload to replay is not a JSON object")
    return payloads
