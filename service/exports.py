"""Export documents: what players may take home (H-4), and a moderator's complete record of a finished game.

A full export carries the seed, the state and the whole log, so an import can replay the log and check
that it leads exactly to the exported state before trusting any of it.
"""

from __future__ import annotations

import json
import math
from typing import Any

from jsontypes import Json
from service.errors import refused, unreadable
from service.history import full_entry, public_entry
from service.meta import GameMeta
from store.records import FINISHED, GameRecord, LogEntry

EXPORT_FORMAT = "table-export/1"


def export_document(rec: GameRecord, meta: GameMeta, public_view: Json | None, entries: list[LogEntry],
                    full: bool) -> Json:
    doc: Json = {"format": EXPORT_FORMAT, "kind": "full" if full else "public", "game_type": rec.game_type,
                 "game_id": rec.id, "guild_id": rec.guild_id, "channel_id": rec.channel_id, "status": rec.status,
                 "version": rec.version, "created_at": rec.created_at, "updated_at": rec.updated_at,
                 "view": public_view}
    if full:
        doc["meta"] = meta.to_json()
        doc["state"] = rec.state
        doc["log"] = [full_entry(e) for e in entries]
    else:
        colour_of = {s.user: s.colour for s in meta.seats if s.colour}
        doc["meta"] = meta.public_json()
        doc["log"] = [public_entry(e, colour_of) for e in entries]
    return doc


def read_import(document: Any, game_type: str) -> Json:
    """The parts of a full export an import needs, checked for shape; ServiceError if it is not one."""
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise refused("import_bad", detail="not_an_export")
    if document.get("kind") != "full":
        raise refused("import_bad", detail="not_full")
    if document.get("game_type") != game_type:
        raise refused("import_bad", detail="other_game")
    if document.get("status") != FINISHED:
        raise refused("import_bad", detail="not_finished")
    try:
        json.dumps(document, allow_nan=False)  # no NaN or infinity, and not nested beyond what can be stored
        entries = []
        for i, e in enumerate(document["log"]):
            if not isinstance(e["payload"], dict) or not isinstance(e["kind"], str):
                raise TypeError("log entry")
            actor = e.get("actor")
            entries.append(LogEntry(seq=i + 1, game_id=0, version=in_range(e["version"], MAX_VERSION),
                                    kind=e["kind"], payload=e["payload"], at=moment(e["at"]),
                                    actor_id=None if actor is None else in_range(actor, MAX_ID),
                                    moderator=bool(e["moderator"])))
        version = in_range(document["version"], MAX_VERSION)
        if not isinstance(document["meta"], dict) or not isinstance(document["state"], dict):
            raise TypeError("meta and state must be objects")
        if any(e.version > version for e in entries) or [e.version for e in entries] != sorted(
                e.version for e in entries):
            raise ValueError("log versions out of order")
        return {"entries": entries, "version": version, "meta": document["meta"], "state": document["state"],
                "created_at": moment(document["created_at"]), "game_id": document.get("game_id")}
    except (KeyError, TypeError, ValueError, OverflowError, RecursionError) as e:
        raise refused("import_bad", detail=unreadable(e, "import")) from None


MAX_VERSION = 2**31 - 2  # a version is a 32-bit integer in PostgreSQL (and a finished game never moves on)
MAX_ID = 2**63 - 1  # Discord ids are 64-bit


def in_range(value: Any, top: int) -> int:
    """A whole number from 0 to `top` (a version of 2**70 would fail in the store as an OverflowError)."""
    number = int(value)
    if isinstance(value, bool) or not 0 <= number <= top:
        raise ValueError(f"{number if abs(number) < 10**30 else 'a huge number'} is out of range")
    return number


def moment(value: Any) -> float:
    """A time as a finite number of seconds (no NaN or infinity, which no time means)."""
    at = float(value)
    if not math.isfinite(at):
        raise ValueError("a time must be a finite number")
    return at
