"""Sync the slash-command tree only when it changed: a hash of what Discord last received is kept in a file
beside the SQLite database (or in var/ for PostgreSQL), and compared at start-up."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from service.startup import sqlite_path
from store.interface import GameStore

log = logging.getLogger("mp.startup")

SYNC_FILE = "var/commands.sha256"  # beside the database when it is a file; here for PostgreSQL


def sync_file(store: GameStore) -> Path:
    """Where the synced tree's hash is kept: next to a SQLite file, else var/ in the working folder."""
    path = sqlite_path(store)
    return path.with_name(path.name + ".commands.sha256") if path is not None else Path(SYNC_FILE)


def tree_hash(payload: list[Any], scope: str) -> str:
    """A stable digest of the command payload Discord would receive, per scope (global or a guild id)."""
    text = json.dumps({"scope": scope, "commands": payload}, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def synced_hash(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def remember_sync(path: Path, digest: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(digest + "\n", encoding="utf-8")
    except OSError:
        log.warning("could not write %s; the commands will be synced again at the next start", path)
