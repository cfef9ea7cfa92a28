"""The action log read back: replaying it, what a rollback takes back, and what players may see of it.

Log payloads the service writes: {"new_game": {colours, options, seed}} (start, reset), {"action": ...}
(a player's action, a deadline pass, a moderator's skip/remove/end), {"to_version": N, ...} (rollback);
anything else (join, replace, deadline ...) changes no state.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from jsontypes import Json
from service.rules import GameRules
from store.records import LogEntry


def replay_moves(rules: GameRules, state: Any, payloads: Iterable[Json]) -> Any:
    """`state` with the logged actions of `payloads` applied in order: how a log's {"action": ...} entries are
    replayed, for a whole log (replay_log) or for the moves a stored state is behind by (Pipeline.parse)."""
    for p in payloads:
        state, _ = rules.apply(state, p["action"])
    return state


def replay_log(rules: GameRules, entries: list[LogEntry]) -> Any | None:
    """The state the log leads to (None before the start); raises whatever the rules raise on a bad log."""
    state: Any | None = None
    by_version: dict[int, Any] = {}
    for e in entries:
        p = e.payload
        if "new_game" in p:
            ng = p["new_game"]
            state, _ = rules.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
        elif "action" in p:
            if state is None:
                raise ValueError(f"log entry {e.seq}: an action before the game started")
            state = replay_moves(rules, state, [p])
        elif e.kind == "rollback":
            state = by_version[int(p["to_version"])]
        by_version[e.version] = state
    return state


def undone_by_rollback(entries: list[LogEntry], target_version: int) -> list[Json]:
    """The actions of the current line of play after `target_version`, oldest first.

    Walks back from the newest entry; an earlier rollback's abandoned branch (between its target and itself)
    is skipped, so only what is really taken back is named.
    """
    undone: list[Json] = []
    skip_above: int | None = None
    for e in reversed(entries):
        if e.version <= target_version:
            break
        if skip_above is not None and e.version > skip_above:
            continue
        skip_above = None
        if e.kind == "rollback":
            skip_above = int(e.payload["to_version"])
        elif "action" in e.payload:
            undone.append(e.payload["action"])
        elif "new_game" in e.payload:
            undone.append({"type": "new_game", "player": ""})
    undone.reverse()
    return undone


def public_entry(e: LogEntry, colour_of: dict[int, str]) -> Json:
    """One log entry as players may see it: the seed stays hidden (H-2)."""
    payload = dict(e.payload)
    if "new_game" in payload:
        payload["new_game"] = {k: v for k, v in payload["new_game"].items() if k != "seed"}
    return {"seq": e.seq, "version": e.version, "kind": e.kind, "at": e.at, "actor": e.actor_id,
            "colour": colour_of.get(e.actor_id) if e.actor_id is not None else None, "moderator": e.moderator,
            "payload": payload}


def full_entry(e: LogEntry) -> Json:
    return {"seq": e.seq, "version": e.version, "kind": e.kind, "at": e.at, "actor": e.actor_id,
            "moderator": e.moderator, "payload": e.payload}
