"""What the multi-process test checks once its workers have stopped, read from the shared database, the workers'
files of acknowledged actions and the raw ledger (tests/integration/ledger.py)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from service import TableService
from store.interface import GameStore
from tests.integration.ledger import Entry
from tests.service.driver import current_state, replayed_state
from tests.store.backends import Backend


@dataclass
class Games:
    """The core's figures: acknowledged actions against the games' logs and states."""

    actions: int = 0
    games: int = 0
    lost: list[str] = field(default_factory=list)  # acknowledged, not in the log as acknowledged
    twice: list[str] = field(default_factory=list)  # a version in a log twice, or acknowledged twice
    differ: list[int] = field(default_factory=list)  # games whose state is not the replay of their log


def read_acts(root: Path) -> list[dict[str, Any]]:
    acts = []
    for path in sorted(root.glob("acts-*.jsonl")):
        acts += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return acts


async def check_games(store: GameStore, backend: Backend, acts: list[dict[str, Any]]) -> Games:
    out = Games(actions=len(acts))
    svc = TableService(store)
    ids = [int(r[0]) for r in await backend.fetch(store, "SELECT id FROM games ORDER BY id")]
    out.games = len(ids)
    logs = {}
    for game_id in ids:
        entries = await store.log(game_id)
        logs[game_id] = {e.version: e for e in entries}
        kinds: dict[int, list[str]] = {}
        for e in entries:
            kinds.setdefault(e.version, []).append(e.kind)
        for version, at in kinds.items():
            if len(at) > 1 and sorted(at) != ["create", "join"]:  # the host's seat comes with the table (version 1)
                out.twice.append(f"game {game_id} version {version} is in its log {len(at)} times ({at})")
        rec = await store.game(game_id)
        if rec is not None and rec.state is not None and current_state(svc, rec) != await replayed_state(svc, game_id):
            out.differ.append(game_id)
    for (game, version), n in Counter((a["game"], a["version"]) for a in acts).items():
        if n > 1:
            out.twice.append(f"game {game} version {version} acknowledged {n} times")
    for a in acts:
        entry = logs.get(a["game"], {}).get(a["version"])
        action = (entry.payload.get("action") or {}) if entry is not None else {}
        if entry is None or entry.kind != "action" or entry.actor_id != a["user"] or \
                action.get("type") != a["action"].get("type"):
            out.lost.append(f"game {a['game']} version {a['version']} ({a['action'].get('type')} by {a['user']})")
    return out


@dataclass
class Outbox:
    rows: int = 0
    pending: int = 0
    parts: int = 0
    never_posted: list[tuple[int, int]] = field(default_factory=list)  # parts the outbox counts as sent, unseen


async def check_outbox(store: GameStore, backend: Backend, entries: list[Entry]) -> Outbox:
    rows = await backend.fetch(store, "SELECT id, sent, delivered_at FROM outbox ORDER BY id")
    posted = {e.part for e in entries if e.posted}
    out = Outbox(rows=len(rows), pending=sum(1 for r in rows if r[2] is None))
    for post_id, sent, _ in rows:
        for part in range(int(sent)):
            out.parts += 1
            if (int(post_id), part) not in posted:
                out.never_posted.append((int(post_id), part))
    return out


async def pending_posts(store: GameStore, backend: Backend, channels: set[int]) -> set[int]:
    rows = await backend.fetch(store, "SELECT id, channel_id FROM outbox WHERE delivered_at IS NULL")
    return {int(i) for i, c in rows if int(c) in channels}


def repeats_after_kill(twice: dict[tuple[int, int], int], entries: list[Entry], killed_pid: int,
                       held_at: float, killed_at: float) -> set[tuple[int, int]]:
    """Repeated parts whose first copy the killed process posted in its last moments (from a second before it
    froze until its kill: it could not record them, an unknown outcome, which the nonce is for), as opposed to
    two living deliverers racing."""
    first: dict[tuple[int, int], Entry] = {}
    for e in entries:
        if e.posted and e.part is not None and e.part in twice:
            first.setdefault(e.part, e)
    return {p for p, e in first.items() if e.pid == killed_pid and held_at - 1.0 <= e.at <= killed_at}
